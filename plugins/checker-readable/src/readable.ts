// `readable`: the target is a file with content, or a folder with entries (SPEC §5.2).
import { readdir, stat } from 'node:fs/promises'
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  hasContent,
  readSettings,
  strictOptions,
  targetString,
  type Checker,
} from '@claimcheck/core'
import { meta } from './meta.js'

const options = strictOptions({ target: targetString })

export type ReadableOptions = v.InferOutput<typeof options>

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error'
const isMissing = (code: string) => code === 'ENOENT' || code === 'ENOTDIR'

/** Takes no settings; any given are refused by name. */
export function readable(settings?: Record<string, never>): Checker<ReadableOptions> {
  readSettings(meta.name, {}, settings)
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'readable',
    meta,
    options,
    resource: 'fs',
    key: ({ target }) => target,
    async check({ target }, ctx) {
      const path = await ctx.resolveTarget(target)
      try {
        const info = await stat(path)
        if (info.isDirectory()) {
          const entries = (await readdir(path)).filter((name) => !name.startsWith('.'))
          return entries.length > 0
            ? { status: 'fresh', reason: `directory with ${entries.length} entries` }
            : { status: 'stale', reason: `empty directory: ${target}` }
        }
        // FIFOs, sockets and devices are never opened: a read could block forever.
        if (!info.isFile()) return { status: 'stale', reason: `not a regular file: ${target}` }
        return (await hasContent(path))
          ? { status: 'fresh', reason: 'readable with content' }
          : { status: 'stale', reason: `empty content: ${target}` }
      } catch (error) {
        const code = codeOf(error)
        return isMissing(code)
          ? { status: 'stale', reason: `missing: ${target}` }
          : { status: 'stale', reason: `unreadable: ${code}` }
      }
    },
  }
}

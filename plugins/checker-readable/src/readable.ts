// `readable`: the target is a file with content, or a folder with entries (SPEC §5.2).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { CHECKER_API_VERSION, strictOptions, targetString, type Checker, type CheckResult } from '@claimcheck/contract'
import { CONTENT_PROBE_BYTES, hasContent } from './content.js'
import { meta } from './meta.js'

const options = strictOptions({ target: targetString })

export type ReadableOptions = v.InferOutput<typeof options>

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error'
const isMissing = (code: string) => code === 'ENOENT' || code === 'ENOTDIR'
const stale = (reason: string): CheckResult => ({ status: 'stale', reason })

/** Takes no settings: the host refuses any given. */
export function readable(): Checker<ReadableOptions> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'readable',
    meta: {
      ...meta,
      docs: {
        description: 'A file a memory names still has content, or a folder still has entries.',
        url: 'https://www.npmjs.com/package/@claimcheck/checker-readable',
      },
    },
    options,
    resource: 'fs',
    key: ({ target }) => target,
    async check({ target }, ctx) {
      const path = await ctx.resolveTarget(target)
      try {
        const info = await ctx.files.stat(path)
        if (info === undefined) return stale(`missing: ${target}`)
        if (info.type === 'directory') {
          // A dangling link is not an entry: a folder of links to removed files holds nothing.
          const entries = readdirSync(path, { withFileTypes: true }).filter(
            (entry) => !entry.name.startsWith('.') && (!entry.isSymbolicLink() || existsSync(join(path, entry.name))),
          ).length
          return entries > 0
            ? { status: 'fresh', reason: `directory with ${entries} ${entries === 1 ? 'entry' : 'entries'}` }
            : stale(`empty directory: ${target}`)
        }
        // FIFOs, sockets and devices are never opened: a read could block forever.
        if (info.type !== 'file') return stale(`not a regular file: ${target}`)
        const { text } = await ctx.files.read(path, CONTENT_PROBE_BYTES)
        return hasContent(text)
          ? { status: 'fresh', reason: 'readable with content' }
          : stale(`empty content: ${target}`)
      } catch (error) {
        const code = codeOf(error)
        if (code === 'ENOTFILE') return stale(`not a regular file: ${target}`)
        return stale(isMissing(code) ? `missing: ${target}` : `unreadable: ${code}`)
      }
    },
  }
}

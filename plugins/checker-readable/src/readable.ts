// `readable`: the target is a file with content, or a folder with entries (SPEC §5.2).
import { readdirSync } from 'node:fs'
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  readSettings,
  statTargetSync,
  strictOptions,
  targetHasContent,
  targetString,
  type CheckContext,
  type Checker,
  type CheckResult,
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
    checkSync: answer,
    // What each path holds is kept for the run (`seen`): a check is a lookup.
    dedupesItself: true,
    check: async (options, ctx) => answer(options, ctx),
  }
}

/** Where a run keeps what each path holds. */
const SEEN = 'readable:paths'

/** Local metadata answers at once: every check is answered synchronously, each path looked at once per run. */
function answer({ target }: ReadableOptions, ctx: CheckContext): CheckResult {
  const path = ctx.resolveTargetSync(target)
  // One map for the run, keyed by the resolved path itself (the same string each time, so its
  // hash is computed once) rather than by a new `readable:<path>` string for every check.
  let seen = ctx.runCache.get(SEEN) as Map<string, Outcome> | undefined
  if (seen === undefined) ctx.runCache.set(SEEN, (seen = new Map()))
  let outcome = seen.get(path)
  if (outcome === undefined) {
    outcome = inspect(path, ctx)
    seen.set(path, outcome)
  }
  return outcome(target)
}

/** What a path holds, as a function of the target as written (reasons name it). */
type Outcome = (target: string) => CheckResult

// The outcomes every path of a kind shares: a run keeps one for each path it looked at.
const missing: Outcome = (target) => ({ status: 'stale', reason: `missing: ${target}` })
const emptyDirectory: Outcome = (target) => ({ status: 'stale', reason: `empty directory: ${target}` })
const notRegularFile: Outcome = (target) => ({ status: 'stale', reason: `not a regular file: ${target}` })
const withContent: Outcome = () => ({ status: 'fresh', reason: 'readable with content' })
const emptyContent: Outcome = (target) => ({ status: 'stale', reason: `empty content: ${target}` })

/** Local metadata answers in microseconds: synchronous calls, each path looked at once per run. */
function inspect(path: string, ctx: CheckContext): Outcome {
  try {
    const info = statTargetSync(path, ctx)
    if (info === undefined) return missing
    if (info.isDirectory()) {
      const entries = readdirSync(path).filter((name) => !name.startsWith('.'))
      return entries.length > 0
        ? () => ({ status: 'fresh', reason: `directory with ${entries.length} entries` })
        : emptyDirectory
    }
    // FIFOs, sockets and devices are never opened: a read could block forever.
    if (!info.isFile()) return notRegularFile
    return targetHasContent(path, info.size, ctx) ? withContent : emptyContent
  } catch (error) {
    const code = codeOf(error)
    return isMissing(code) ? missing : () => ({ status: 'stale', reason: `unreadable: ${code}` })
  }
}

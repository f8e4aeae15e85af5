// `grep`: a pattern still appears, or no longer appears, in a file, a folder or a glob (SPEC §5.3).
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  nonEmptyString,
  readSettings,
  KEPT_FILE_BYTES,
  readTargetFileSync,
  statTargetSync,
  strictOptions,
  targetString,
  type CheckContext,
  type Checker,
  type CheckResult,
} from '@claimcheck/core'
import { meta } from './meta.js'
import { FileCache } from './file-cache.js'
import { isLinearPattern } from './linear-pattern.js'
import { foundInFile, matchFiles, matcherFor, searchOutcome } from './match.js'
import type { Matcher } from './literal-pattern.js'
import type { MatchPool } from './match-pool.js'
import type { MatchRequest } from './match-protocol.js'
import { isGlob, searchFileSync, searchTarget, type SearchTarget } from './search-targets.js'

/** Files over this size are not searched (the check is stale): a claim is not judged on part of a file. */
export const DEFAULT_MAX_FILE_BYTES = 16 * 1024 * 1024

/** Larger files are searched in a worker even by a linear pattern, so the main thread never stalls. */
const MAIN_THREAD_MAX_BYTES = 1024 * 1024

const flag = (description: string) => v.optional(v.boolean(`must be true or false (${description})`))

const options = strictOptions({
  target: targetString,
  pattern: nonEmptyString,
  flags: v.optional(
    v.pipe(
      v.string('must be a string'),
      v.regex(/^(?!.*(.).*\1)[imsu]*$/, 'must be some of the letters i, m, s, u, each at most once'),
    ),
  ),
  fixed: flag('true: the pattern is a literal string'),
  absent: flag('true: the claim is that the pattern no longer appears'),
})

export type GrepOptions = v.InferOutput<typeof options>

export interface GrepSettings {
  /** Largest file searched, in bytes (default 16 MiB). */
  maxFileBytes?: number
}

const settingsSchema = {
  maxFileBytes: v.optional(
    v.pipe(
      v.number('must be a number of bytes'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be above 0'),
    ),
  ),
}

export function grep(settings: GrepSettings = {}): Checker<GrepOptions> {
  const { maxFileBytes = DEFAULT_MAX_FILE_BYTES } = readSettings(meta.name, settingsSchema, settings)
  let pool: Promise<MatchPool> | undefined
  /** Where a run keeps the files this checker searched. */
  const filesKey = `grep:files:${maxFileBytes}`
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'grep',
    meta,
    options,
    resource: 'fs',
    key: ({ target, pattern, flags = '', fixed = false, absent = false }) =>
      `${target}\0${pattern}\0${flags}\0${fixed}\0${absent}`,
    // A single file searched by a pattern without quantifiers (which cannot backtrack
    // catastrophically) is answered at once, from files read once per run.
    checkSync({ target, pattern, flags = '', fixed = false, absent = false }, ctx) {
      if (isGlob(target) || !isLinearPattern(pattern, fixed)) return undefined
      const matcher = compilePattern(pattern, flags, fixed)
      if (!('test' in matcher)) return matcher
      const file = searchFileSync(target, ctx)
      if (typeof file !== 'string') {
        // A folder is walked, and searched, asynchronously.
        return 'refused' in file ? { status: 'stale', reason: file.refused } : undefined
      }
      const content = filesOf(ctx).here(file, target, MAIN_THREAD_MAX_BYTES)
      // Too large for this thread: searched in a worker.
      if (content === undefined) return undefined
      if ('problem' in content) return { status: 'stale', reason: content.problem }
      return searchOutcome(foundInFile(content, matcher) ? target : undefined, absent, `/${pattern}/`, false)
    },
    // Asked again for identical checks: files, patterns and what each path is are kept for the run.
    dedupesItself: true,
    async check({ target, pattern, flags = '', fixed = false, absent = false }, ctx) {
      const matcher = compilePattern(pattern, flags, fixed)
      if (!('test' in matcher)) return matcher
      const found = await searchTarget(target, ctx)
      if (found.kind === 'refused') return { status: 'stale', reason: found.reason }
      const search = request(found, { pattern, flags, fixed, absent }, runId(ctx))
      if (isLinearPattern(pattern, fixed)) {
        const outcome = matchHere(search, ctx)
        if (outcome) return outcome
      }
      // Any other pattern runs in a worker that can be stopped when the check's time runs out.
      // Loaded on first need (once, however many checks ask at the same time): most runs match
      // every pattern here and start no thread.
      pool ??= import('./match-pool.js').then(({ MatchPool }) => new MatchPool())
      const outcome = await (await pool).run(search, ctx.signal)
      if (outcome === 'aborted') return { status: 'stale', reason: `pattern timed out after ${ctx.timeoutMs / 1000}s` }
      return outcome
    },
  }

  function request(
    found: Exclude<SearchTarget, { kind: 'refused' }>,
    o: { pattern: string; flags: string; fixed: boolean; absent: boolean },
    run: string,
  ): MatchRequest {
    const tree = found.kind === 'tree'
    const { pattern, flags, fixed, absent } = o
    return {
      source: pattern,
      flags,
      fixed,
      absent,
      shown: `/${pattern}/`,
      files: found.files,
      skipBinary: tree,
      nameFile: tree,
      maxFileBytes,
      runId: run,
    }
  }

  /** The files this checker searched in this run (each read once, however many checks search it). */
  function filesOf(ctx: CheckContext): FileCache {
    let files = ctx.runCache.get(filesKey) as FileCache | undefined
    if (files === undefined) {
      files = new FileCache(
        maxFileBytes,
        (path) => statTargetSync(path, ctx) ?? undefined,
        (path, size) => (size <= KEPT_FILE_BYTES ? readTargetFileSync(path, size, ctx) : undefined),
      )
      ctx.runCache.set(filesKey, files)
    }
    return files
  }

  /** Matches on this thread with files read once per run; undefined when a file is too large for it. */
  function matchHere(search: MatchRequest, ctx: CheckContext): CheckResult | undefined {
    const { read, deferred } = filesOf(ctx).reader(MAIN_THREAD_MAX_BYTES)
    const outcome = matchFiles(search, read)
    return deferred() ? undefined : outcome
  }
}

/** Runs numbered in this process; the matching threads belong to it. */
let runs = 0

/** An id for the run, so the matching worker keeps what it read for this run only. */
function runId(ctx: CheckContext): string {
  let id = ctx.runCache.get('grep:run-id') as string | undefined
  if (id === undefined) ctx.runCache.set('grep:run-id', (id = `run-${++runs}`))
  return id
}

/** The pattern's matcher, or the stale answer for a pattern that is not a valid regular expression. */
function compilePattern(pattern: string, flags: string, fixed: boolean): Matcher | CheckResult {
  try {
    return matcherFor(pattern, flags, fixed)
  } catch (error) {
    return { status: 'stale', reason: `invalid pattern: ${(error as Error).message}` }
  }
}

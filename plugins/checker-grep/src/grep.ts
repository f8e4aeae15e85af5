// `grep`: a pattern still appears, or no longer appears, in a file, a folder or a glob (SPEC §5.3).
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  isClaimcheckError,
  nonEmptyString,
  strictOptions,
  strictSettings,
  targetString,
  type CheckContext,
  type Checker,
  type CheckResult,
  type Pattern,
} from '@claimcheck/contract'
import { meta } from './meta.js'
import { searchTarget, unreadableWhy, type SearchFile } from './search-targets.js'

/** Files over this size are not searched (the check is stale): a claim is not judged on part of a file. */
export const DEFAULT_MAX_FILE_BYTES = 16 * 1024 * 1024
/** A folder or glob search skips files with a NUL byte this early: binary files. */
const BINARY_PROBE_BYTES = 8192

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

const settings = strictSettings({
  /** Largest file searched, in bytes (default 16 MiB). */
  maxFileBytes: v.optional(
    v.pipe(
      v.number('must be a number of bytes'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be above 0'),
    ),
    DEFAULT_MAX_FILE_BYTES,
  ),
})

/** `['@claimcheck/checker-grep', { maxFileBytes }]` in a config. */
export type GrepSettings = v.InferInput<typeof settings>

const stale = (reason: string): CheckResult => ({ status: 'stale', reason })
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error'

/** Whether a text read from its first byte has a NUL byte in its first BINARY_PROBE_BYTES bytes. */
function looksBinary(text: string): boolean {
  const nul = text.indexOf('\0')
  // Each character came from at least one byte: a NUL this far in is past the probe.
  if (nul === -1 || nul >= BINARY_PROBE_BYTES) return false
  return Buffer.byteLength(text.slice(0, nul)) < BINARY_PROBE_BYTES
}

type Context = CheckContext<v.InferOutput<typeof settings>>

/** The text of a file to search, or why it cannot be searched. */
async function textOf(
  file: SearchFile,
  ctx: Context,
): Promise<{ text: string } | { problem: string; unreadable?: string }> {
  const { maxFileBytes } = ctx.settings
  try {
    const info = await ctx.files.stat(file.path)
    if (info === undefined) return { problem: `missing: ${file.shown}` }
    if (info.type !== 'file') return { problem: `not a regular file: ${file.shown}` }
    if (info.size > maxFileBytes) return { problem: `too large to search: ${file.shown}` }
    const read = await ctx.files.read(file.path, maxFileBytes)
    return read.truncated ? { problem: `too large to search: ${file.shown}` } : { text: read.text }
  } catch (error) {
    return { problem: `unreadable: ${codeOf(error)}`, unreadable: unreadableWhy(error) }
  }
}

/** A folder's or a glob's files searched in turn: the first match, or what spoils a claim of absence. */
async function searchFiles(
  files: AsyncIterable<SearchFile> | SearchFile[],
  matcher: Pattern,
  absent: boolean,
  ctx: Context,
): Promise<{ hit: SearchFile } | { problem?: string }> {
  // A file that could not be searched might hold the match: the claim is not shown either way.
  let problem: string | undefined
  // A claim of absence holds only over what was searched (SPEC §5.3): a skipped file spoils it.
  const skip = (file: SearchFile, why: string) => {
    if (absent) problem ??= `could not search ${file.shown}: ${why}`
  }
  for await (const file of files) {
    if (ctx.signal.aborted) break
    if (file.skipped !== undefined) {
      skip(file, file.skipped)
      continue
    }
    const content = await textOf(file, ctx)
    if ('problem' in content) {
      // In a folder or a glob, the reason names the file that could not be read.
      problem ??= content.unreadable ? `could not search ${file.shown}: ${content.unreadable}` : content.problem
      continue
    }
    // Binary files are skipped in a folder or a glob; a file named directly is searched.
    if (looksBinary(content.text)) {
      skip(file, 'a binary file')
      continue
    }
    if (await matcher.test(content.text)) return { hit: file }
  }
  return { problem }
}

export function grep(): Checker<GrepOptions, v.InferOutput<typeof settings>> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'grep',
    meta: {
      ...meta,
      docs: {
        description:
          'A pattern a memory relies on still appears in a file, a folder or a glob (or, with absent, no longer appears).',
        url: 'https://www.npmjs.com/package/@claimcheck/checker-grep',
      },
    },
    options,
    settings,
    resource: 'fs',
    key: ({ target, pattern, flags = '', fixed = false, absent = false }) =>
      `${target}\0${pattern}\0${flags}\0${fixed}\0${absent}`,
    async check({ target, pattern, flags = '', fixed = false, absent = false }, ctx) {
      const timedOut = stale(`timed out after ${ctx.timeoutMs / 1000}s`)
      // Throws `invalid pattern: <what RE2 refuses>`, the check's reason.
      const matcher = ctx.pattern(pattern, { flags, fixed })
      const shown = `/${pattern}/`
      const found = await searchTarget(target, ctx)
      if (found.kind === 'refused') return stale(found.reason)
      if (found.kind === 'file') {
        const content = await textOf(found.file, ctx)
        if ('problem' in content) return stale(content.problem)
        if (await matcher.test(content.text))
          return absent
            ? stale(`still present: ${shown} in ${target}`)
            : { status: 'fresh', reason: `matched ${shown}` }
        return absent ? { status: 'fresh', reason: `absent: ${shown}` } : stale(`no match for ${shown}`)
      }
      let searched: Awaited<ReturnType<typeof searchFiles>>
      try {
        searched = await searchFiles(found.files, matcher, absent, ctx)
      } catch (error) {
        if (isClaimcheckError(error)) throw error
        return stale(`unreadable: ${codeOf(error)}`)
      }
      if ('hit' in searched)
        return absent
          ? stale(`still present: ${shown} in ${searched.hit.shown}`)
          : { status: 'fresh', reason: `matched ${shown} in ${searched.hit.shown}` }
      if (ctx.signal.aborted) return timedOut
      if (searched.problem !== undefined) return stale(searched.problem)
      return absent ? { status: 'fresh', reason: `absent: ${shown}` } : stale(`no match for ${shown}`)
    },
  }
}

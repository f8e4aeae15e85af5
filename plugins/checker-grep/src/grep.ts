// `grep`: a pattern still appears, or no longer appears, in a file, a folder or a glob (SPEC §5.3).
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  nonEmptyString,
  readSettings,
  strictOptions,
  targetString,
  type CheckContext,
  type Checker,
  type CheckResult,
} from '@claimcheck/contract'
import { meta } from './meta.js'
import { compilePattern, type Pattern } from './pattern.js'
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

const stale = (reason: string): CheckResult => ({ status: 'stale', reason })
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error'

/** Whether a text read from its first byte has a NUL byte in its first BINARY_PROBE_BYTES bytes. */
function looksBinary(text: string): boolean {
  const nul = text.indexOf('\0')
  // Each character came from at least one byte: a NUL this far in is past the probe.
  if (nul === -1 || nul >= BINARY_PROBE_BYTES) return false
  return Buffer.byteLength(text.slice(0, nul)) < BINARY_PROBE_BYTES
}

export function grep(settings: GrepSettings = {}): Checker<GrepOptions> {
  const { maxFileBytes = DEFAULT_MAX_FILE_BYTES } = readSettings(meta.name, settingsSchema, settings)
  // Compiled once for this checker's life; a run's identical checks are run once by the host.
  const patterns = new Map<string, Pattern>()
  const patternFor = (pattern: string, flags: string, fixed: boolean): Pattern => {
    const id = `${fixed ? 'F' : 'R'}${flags}\0${pattern}`
    let compiled = patterns.get(id)
    if (compiled === undefined) patterns.set(id, (compiled = compilePattern(pattern, flags, fixed)))
    return compiled
  }

  /** The text of a file to search, or why it cannot be searched. */
  async function textOf(
    file: SearchFile,
    ctx: CheckContext,
  ): Promise<{ text: string } | { problem: string; unreadable?: string }> {
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

  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'grep',
    meta,
    options,
    resource: 'fs',
    key: ({ target, pattern, flags = '', fixed = false, absent = false }) =>
      `${target}\0${pattern}\0${flags}\0${fixed}\0${absent}`,
    async check({ target, pattern, flags = '', fixed = false, absent = false }, ctx) {
      const timedOut = stale(`timed out after ${ctx.timeoutMs / 1000}s`)
      let matcher: Pattern
      try {
        matcher = patternFor(pattern, flags, fixed)
      } catch (error) {
        return stale(`invalid pattern: ${(error as Error).message}`)
      }
      const shown = `/${pattern}/`
      const found = await searchTarget(target, ctx)
      if (found.kind === 'refused') return stale(found.reason)
      if (found.kind === 'file') {
        const content = await textOf(found.file, ctx)
        if ('problem' in content) return stale(content.problem)
        const hit = await matcher.search(content.text, ctx)
        if (hit === 'aborted') return timedOut
        if (hit)
          return absent
            ? stale(`still present: ${shown} in ${target}`)
            : { status: 'fresh', reason: `matched ${shown}` }
        return absent ? { status: 'fresh', reason: `absent: ${shown}` } : stale(`no match for ${shown}`)
      }
      // A file that could not be searched might hold the match: the claim is not shown either way.
      let problem: string | undefined
      // A claim of absence holds only over what was searched (SPEC §5.3): a skipped file spoils it.
      const skip = (file: SearchFile, why: string) => {
        if (absent) problem ??= `could not search ${file.shown}: ${why}`
      }
      try {
        for await (const file of found.files) {
          if (ctx.signal.aborted) return timedOut
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
          const hit = await matcher.search(content.text, ctx)
          if (hit === 'aborted') return timedOut
          if (hit)
            return absent
              ? stale(`still present: ${shown} in ${file.shown}`)
              : { status: 'fresh', reason: `matched ${shown} in ${file.shown}` }
        }
      } catch (error) {
        return stale(`unreadable: ${codeOf(error)}`)
      }
      if (ctx.signal.aborted) return timedOut
      if (problem !== undefined) return stale(problem)
      return absent ? { status: 'fresh', reason: `absent: ${shown}` } : stale(`no match for ${shown}`)
    },
  }
}

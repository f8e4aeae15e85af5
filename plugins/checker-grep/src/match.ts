// Matching a pattern against files. A pattern that could backtrack catastrophically runs only in
// the matching worker, since the regular-expression engine cannot be interrupted once it starts;
// a linear one (see linear-pattern.ts) may run here on the main thread.
import { literalMatcher, type Matcher } from './literal-pattern.js'
import type { MatchOutcome, MatchRequest } from './match-protocol.js'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export type Read = { text: string } | { skip: true } | { problem: string }

export type Reader = (path: string, display: string, request: MatchRequest) => Read

/** Compiled patterns by flags, then source: the regular-expression engine compiles each new RegExp object again. */
const compiled = new Map<string, Map<string, Matcher>>()
const MAX_COMPILED = 4096

/** A matcher for a pattern: plain text found with indexOf, anything else a RegExp (throws when invalid). */
export function compile(source: string, flags: string): Matcher {
  let bySource = compiled.get(flags)
  if (bySource === undefined) compiled.set(flags, (bySource = new Map()))
  let pattern = bySource.get(source)
  if (!pattern) {
    if (bySource.size >= MAX_COMPILED) bySource.clear()
    pattern = literalMatcher(source, flags) ?? new RegExp(source, flags)
    bySource.set(source, pattern)
  }
  return pattern
}

/**
 * The answer once a search is over: the pattern found in the file shown as `foundIn` (named in a
 * match's reason when `nameFile`), or not found anywhere.
 */
export function searchOutcome(
  foundIn: string | undefined,
  absent: boolean,
  shown: string,
  nameFile: boolean,
): MatchOutcome {
  if (foundIn !== undefined) {
    if (absent) return { status: 'stale', reason: `still present: ${shown} in ${foundIn}` }
    return { status: 'fresh', reason: nameFile ? `matched ${shown} in ${foundIn}` : `matched ${shown}` }
  }
  return absent ? { status: 'fresh', reason: `absent: ${shown}` } : { status: 'stale', reason: `no match for ${shown}` }
}

/** Texts from this length are searched once per pattern in a run; identical checks look it up. */
const REMEMBERED_FROM_CHARS = 64 * 1024
const remembered = new WeakMap<object, Map<Matcher, boolean>>()

/**
 * Whether a file's text (as the run keeps it) holds the pattern. The checker dedupes identical
 * checks itself: for a large file, searching it again would cost more than remembering the answer.
 */
export function foundInFile(file: { text: string }, matcher: Matcher): boolean {
  if (file.text.length < REMEMBERED_FROM_CHARS) return matcher.test(file.text)
  let answers = remembered.get(file)
  if (answers === undefined) remembered.set(file, (answers = new Map()))
  let found = answers.get(matcher)
  if (found === undefined) answers.set(matcher, (found = matcher.test(file.text)))
  return found
}

/** A matcher for a request's pattern, escaped first when it is `fixed`. */
export const matcherFor = (source: string, flags: string, fixed: boolean): Matcher =>
  compile(fixed ? escapeRegExp(source) : source, flags)

export function matchFiles(request: MatchRequest, read: Reader): MatchOutcome {
  // No `g` or `y` flag is accepted, so a pattern keeps no state between searches.
  const pattern = matcherFor(request.source, request.flags, request.fixed)
  let problem: string | undefined
  for (const file of request.files) {
    const content = read(file.path, file.display, request)
    if ('skip' in content) continue
    if ('problem' in content) {
      problem ??= content.problem
      continue
    }
    if (pattern.test(content.text)) return searchOutcome(file.display, request.absent, request.shown, request.nameFile)
  }
  // A file that could not be searched might have held the match: it is not handed over as searched.
  if (problem !== undefined) return { status: 'stale', reason: problem }
  return searchOutcome(undefined, request.absent, request.shown, request.nameFile)
}

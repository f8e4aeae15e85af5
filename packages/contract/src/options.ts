// Option schemas in claimcheck's wording: checkers declare them, the host validates them before a
// check runs (SPEC §4: `grep: unknown option 'patern'`).
import * as v from 'valibot'
import { ClaimcheckError } from './errors.js'

type Entries = v.ObjectEntries

/** The issue valibot raises for a missing or unknown key, or for input that is not a mapping. */
function describeShapeIssue(issue: v.StrictObjectIssue): string {
  const key = issue.path?.at(-1)?.key
  if (issue.expected === 'never') return `unknown option '${String(key)}'`
  if (key !== undefined && issue.input === undefined) return `missing required option '${String(key)}'`
  return `options must be a mapping, not ${issue.received}`
}

/**
 * A strict options schema with claimcheck's wording: `unknown option 'patern'`,
 * `missing required option 'pattern'`. Field schemas give their own message, read after the
 * option's name: `v.string('must be a string')` reads `'target' must be a string`.
 */
export function strictOptions<const E extends Entries>(entries: E) {
  return v.strictObject(entries, describeShapeIssue)
}

/** A required, non-empty string option (a pattern: a single space is a pattern). */
export const nonEmptyString = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'))

/** A required target path: a string with something other than whitespace in it. */
export const targetString = v.pipe(
  v.string('must be a string'),
  v.check((value) => value.trim() !== '', 'must not be empty'),
)

/**
 * Reads the settings a config gives a checker factory (`[name, settings]`), strictly: a misspelled
 * setting is a config error naming the checker, never silently ignored.
 */
export function readSettings<const E extends Entries>(
  checkerName: string,
  entries: E,
  input: unknown,
): v.InferOutput<ReturnType<typeof strictOptions<E>>> {
  const result = v.safeParse(strictOptions(entries), input ?? {})
  if (result.success) return result.output
  const issue = result.issues.find((i) => i.message.startsWith('unknown option')) ?? result.issues[0]
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? ''
  const detail = path === '' || issue.message.includes(`'${path}'`) ? issue.message : `'${path}' ${issue.message}`
  throw new ClaimcheckError('CONFIG', `${checkerName} settings: ${detail.replace('unknown option', 'unknown setting')}`)
}

// Option schemas in claimcheck's wording: checkers declare them, the host validates them before a
// check runs (SPEC §4: `grep: unknown option 'patern'`).
import * as v from 'valibot'

type Entries = v.ObjectEntries

/** Words the issue valibot raises for a missing or unknown key, or for input that is not a mapping. */
const describeShapeIssue =
  (noun: 'option' | 'setting') =>
  (issue: v.StrictObjectIssue): string => {
    const key = issue.path?.at(-1)?.key
    if (issue.expected === 'never') return `unknown ${noun} '${String(key)}'`
    if (key !== undefined && issue.input === undefined) return `missing required ${noun} '${String(key)}'`
    return `${noun}s must be a mapping, not ${issue.received}`
  }

/**
 * A strict options schema with claimcheck's wording: `unknown option 'patern'`,
 * `missing required option 'pattern'`. Field schemas give their own message, read after the
 * option's name: `v.string('must be a string')` reads `'target' must be a string`.
 */
export function strictOptions<const E extends Entries>(entries: E) {
  return v.strictObject(entries, describeShapeIssue('option'))
}

/**
 * A strict settings schema with claimcheck's wording (`unknown setting 'maxFileByte'`): a checker's
 * `settings`, which the host validates once, when the checker is loaded.
 */
export function strictSettings<const E extends Entries>(entries: E) {
  return v.strictObject(entries, describeShapeIssue('setting'))
}

/** A required, non-empty string option (a pattern: a single space is a pattern). */
export const nonEmptyString = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'))

/** A required target path: a string with something other than whitespace in it. */
export const targetString = v.pipe(
  v.string('must be a string'),
  v.check((value) => value.trim() !== '', 'must not be empty'),
)

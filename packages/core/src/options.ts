// Option schemas: checkers declare them, the core validates them before a check runs.
import * as v from 'valibot'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { OptionsSchema } from './checker.js'
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

export type Validation<O> = { ok: true; value: O } | { ok: false; problem: string }

function describeIssue(issue: StandardSchemaV1.Issue): string {
  const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.')
  if (path === '' || issue.message.includes(`'${path}'`)) return issue.message
  return `'${path}' ${issue.message}`
}

function isUnknownOption(issue: StandardSchemaV1.Issue): boolean {
  return issue.message.startsWith('unknown option')
}

function toValidation<O>(result: StandardSchemaV1.Result<O>): Validation<O> {
  if (!result.issues) return { ok: true, value: result.value }
  const issue = result.issues.find(isUnknownOption) ?? result.issues[0]
  return { ok: false, problem: issue ? describeIssue(issue) : 'invalid options' }
}

/**
 * Validates options against a Standard Schema. Reports one problem: an unknown option first
 * (a misspelling explains the missing option it causes), else the first issue. Answers at once
 * when the schema does (valibot's do), else in a promise.
 */
export function validateOptions<O>(schema: OptionsSchema<O>, input: unknown): Validation<O> | Promise<Validation<O>> {
  const result = schema['~standard'].validate(input)
  return result instanceof Promise ? result.then(toValidation) : toValidation(result)
}

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

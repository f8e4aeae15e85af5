// Validating one check's options against its checker's schema, before the check runs (SPEC §4).
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { OptionsSchema } from '@claimcheck/contract'

export type Validation<O> = { ok: true; value: O } | { ok: false; problem: string }

/** One issue of a Standard Schema, read after the name of the field it is about. */
export function describeIssue(issue: StandardSchemaV1.Issue): string {
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

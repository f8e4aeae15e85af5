// Validation of a loaded config: every field of SPEC §9.1, errors naming the field and what was expected.
import * as v from 'valibot'
import { nearestName } from '@claimcheck/core/nearest-name'

const text = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'))
const texts = v.array(text, 'must be a list of strings')
const wholeAbove0 = v.pipe(
  v.number('must be a whole number above 0'),
  v.integer('must be a whole number above 0'),
  v.minValue(1, 'must be a whole number above 0'),
)
const above0 = v.pipe(
  v.number('must be a number above 0'),
  v.check((n) => n > 0 && Number.isFinite(n), 'must be a number above 0'),
)

function describeShape(issue: v.StrictObjectIssue): string {
  const key = issue.path?.at(-1)?.key
  if (issue.expected === 'never') return `unknown field '${String(key)}'`
  return 'must be a mapping'
}

/** Refuses a list where a mapping belongs: valibot's objects and records take lists too. */
const notAList = <const S extends v.GenericSchema>(schema: S, message: string) =>
  v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input), message),
    schema,
  )

const section = <const E extends v.ObjectEntries>(entries: E) =>
  v.optional(notAList(v.strictObject(entries, describeShape), 'must be a mapping'))

/** The fields of each section, for "did you mean" among them. */
const SECTIONS = {
  index: {
    maxLines: v.optional(wholeAbove0),
    maxChars: v.optional(wholeAbove0),
    warnRatio: v.optional(
      v.pipe(
        v.number('must be a number above 0, at most 1'),
        v.check((n) => n > 0 && n <= 1, 'must be a number above 0, at most 1'),
      ),
    ),
    staleDays: v.optional(above0),
  },
  context: { maxChars: v.optional(wholeAbove0) },
}

export const configSchema = v.strictObject(
  {
    // Where an editor finds the JSON Schema of this file (config.schema.json); claimcheck ignores it.
    $schema: v.optional(v.string('must be a string (the URL or path of the JSON Schema)')),
    memoryDir: v.optional(text),
    root: v.optional(text),
    include: v.optional(texts),
    // Entries are read by the checker loader, which knows what each kind of config file may hold.
    checkers: v.optional(v.array(v.unknown(), 'must be a list')),
    requires: v.optional(
      notAList(
        v.record(
          text,
          // Each a semver range too: checked after the schema (see badRange).
          v.string('must be a version range string'),
          'must be a mapping of package names to version ranges',
        ),
        'must be a mapping of package names to version ranges',
      ),
    ),
    concurrency: v.optional(wholeAbove0),
    timeout: v.optional(above0),
    allowOutside: v.optional(texts),
    index: section(SECTIONS.index),
    context: section(SECTIONS.context),
    // What a memory with no verify block is held to at hand-over (SPEC §6.4.1): warn, fail, or nothing.
    inferred: v.optional(v.picklist(['warn', 'error', 'off'], 'must be "warn", "error" or "off"')),
  },
  describeShape,
)

export type ValidConfig = v.InferOutput<typeof configSchema> & {
  /**
   * Sections named after a checker's kind (`command:`, `http:`, `git-tracked:`): that checker's
   * settings, as `[name, settings]` in `checkers` gives them; the loader hands each to the enabled
   * checker of its kind (config/checkers.ts).
   */
  sections?: Record<string, Record<string, unknown>>
}

/** The fields a config may hold: the top level under '', each section under its name. */
export function configFields(): Record<string, string[]> {
  const sections = Object.entries(SECTIONS).map(([name, entries]) => [name, Object.keys(entries)])
  return { '': Object.keys(configSchema.entries), ...Object.fromEntries(sections) }
}

/** ` (did you mean 'timeout'?)` for a misspelled field, from the fields its mapping knows. */
function nearestField(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key))
  const known = keys.length > 1 ? configFields()[keys[0]!] : configFields()['']
  const near = nearestName(keys.at(-1) ?? '', known ?? [])
  return near === undefined ? '' : ` (did you mean '${near}'?)`
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    path += typeof key === 'number' ? `[${key}]` : `${path === '' ? '' : '.'}${String(key)}`
  }
  return path
}

/** The first `requires` range that is no semver range, as a problem; semver is loaded only for a pinning config. */
async function badRange(requires: Record<string, string> | undefined): Promise<string | undefined> {
  const pins = Object.entries(requires ?? {})
  if (pins.length === 0) return undefined
  const { default: validRange } = await import('semver/ranges/valid.js')
  const bad = pins.find(([, range]) => validRange(range) === null)
  return bad && `'requires.${bad[0]}' must be a semver range such as ^1.2.0, not "${bad[1]}"`
}

const KIND_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/**
 * The fields of `input` that are sections named after a checker's kind: a mapping under a name no
 * field of the config has and no field is a near miss of (`indx` is a misspelt `index`, not a kind).
 */
function kindSections(input: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const known = Object.keys(configSchema.entries)
  const sections: Record<string, Record<string, unknown>> = {}
  for (const [field, value] of Object.entries(input)) {
    if (known.includes(field) || !KIND_NAME.test(field)) continue
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue
    if (nearestName(field, known) !== undefined) continue
    sections[field] = value as Record<string, unknown>
  }
  return sections
}

/** Validates a config; the problem is one line: `'index.maxLines' must be a whole number above 0, not -1`. */
export async function validateConfig(
  input: unknown,
): Promise<{ ok: true; config: ValidConfig } | { ok: false; problem: string }> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return {
      ok: false,
      problem: `the config must be a mapping, not ${Array.isArray(input) ? 'a list' : input === undefined ? 'an empty file' : String(input)}`,
    }
  }
  const sections = kindSections(input as Record<string, unknown>)
  const fields = Object.fromEntries(Object.entries(input).filter(([field]) => !(field in sections)))
  const result = v.safeParse(configSchema, fields)
  if (result.success) {
    const problem = await badRange(result.output.requires)
    if (problem !== undefined) return { ok: false, problem }
    return { ok: true, config: Object.keys(sections).length > 0 ? { ...result.output, sections } : result.output }
  }
  const issue = result.issues.find((i) => i.message.startsWith('unknown field')) ?? result.issues[0]
  const path = pathOf(issue)
  // An unknown key inside a section is named with its section: `unknown field 'index.maxLine'`.
  if (issue.message.startsWith('unknown field'))
    return { ok: false, problem: `unknown field '${path}'${nearestField(issue)}` }
  if (path === '') return { ok: false, problem: issue.message }
  const received = Array.isArray(issue.input) ? 'a list' : issue.received
  return { ok: false, problem: `'${path}' ${issue.message}, not ${received}` }
}

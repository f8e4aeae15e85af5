// `testChecker(checker, { fresh, stale, unverifiable, invalid })`: one vitest test a case, each run
// in its own temporary root through the same validation, settings, trust gate and time budget as a
// real run; and, like ESLint's RuleTester, tests that guard the author (SPEC §9.4): the options
// schema refuses an unknown option, the settings schema an unknown setting, options reach `check`
// frozen, no two cases are the same, a `process`-lane case shows the line the trust gate matches
// (and fails when no allow entry matches it), and the README's table of reasons is the cases'.
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import {
  allowList,
  deepFreeze,
  programLine,
  runCheck,
  stableJson,
  untrusted,
  type Checker,
  type Status,
} from '@claimcheck/core'
import { cleanLayouts, layout, type Entry } from './layout.js'
import { readmeRows, type ReadmeRow } from './readme-table.js'

export interface CheckerCase {
  /** The test's name; the options as JSON when absent. */
  name?: string
  /** Files to lay out in the temporary root: text, bytes, `{ dir: true }`, `{ symlink }`, `{ fifo: true }`. */
  files?: Record<string, Entry>
  /** Further setup with the root's real path, for what `files` cannot say. */
  setup?: (root: string) => void | Promise<void>
  /** The check's options, as in a verify block (without `kind`). */
  options: Record<string, unknown>
  /** The checker's settings for this case, validated as a config's are; the table's `settings` when absent. */
  settings?: Record<string, unknown>
  /** Run as under `--offline`: a `network`-lane check is then `unverifiable` `offline`, never run. */
  offline?: boolean
  /** The expected reason: the exact string, or a pattern. */
  reason: string | RegExp
}

export interface InvalidCase extends Omit<CheckerCase, 'reason'> {
  /** What follows `invalid verify block: <kind>: ` in the reason. */
  reason: string
}

export interface CheckerCases {
  fresh?: CheckerCase[]
  stale?: CheckerCase[]
  unverifiable?: CheckerCase[]
  /** Options the checker must refuse before it runs. */
  invalid?: InvalidCase[]
  /** Settings for every case, as a config would give them (`[name, settings]`). */
  settings?: Record<string, unknown>
  /**
   * The allow entries (the checker's `allow` setting) a project adds for this checker, as its README
   * says. A `process`-lane checker's cases run only through the trust gate with them, as
   * `claimcheck check` runs them in CI: a case no entry allows is held, and its test fails.
   */
  allow?: string[]
  /**
   * The checker's README (a path or file URL): its table of `| outcome | status | reason |` rows
   * must name every reason the cases give, and the cases must give every reason it names.
   */
  readme?: string | URL
}

export interface CheckOnceExtras {
  /** The checker's settings, validated as a config's are. */
  settings?: Record<string, unknown>
  /** Allow entries for a `process`-lane check; without one that matches, the check is held, as in a real run. */
  allow?: string[]
  /** As `--offline`: a `network`-lane check is `unverifiable` `offline`, and `ctx.offline` is true. */
  offline?: boolean
  /** As `--no-cache` (`ctx.noCache`); true unless false is given, so that nothing kept by one test reaches another. */
  noCache?: boolean
}

/** The checker as the kit runs it: every check is given its options frozen, so one that changes them fails. */
function withFrozenOptions(checker: Checker): Checker {
  return { ...checker, check: (options, ctx) => checker.check(deepFreeze(options), ctx) }
}

/** Runs one check of `checker` with `options` in a fresh root laid out with `files`. */
export async function checkOnce(
  checker: Checker,
  options: Record<string, unknown>,
  files: Record<string, Entry> = {},
  setup?: (root: string) => void | Promise<void>,
  { settings, allow = [], offline = false, noCache = true }: CheckOnceExtras = {},
): Promise<{ status: Status; reason: string; root: string }> {
  const root = layout(files)
  await setup?.(root)
  const allowed = allowList(allow)
  const { status, reason } = await runCheck(withFrozenOptions(checker), options, {
    root,
    settings,
    offline,
    noCache,
    trust: (check) => (allowed(check.program) ? undefined : untrusted(check.kind)),
  })
  return { status, reason, root }
}

type Group = Status | 'invalid'

/** A case's options as the checker's schema sees them: without `timeout`, which every check takes and the host reads. */
function checkerOptions({ timeout: _timeout, ...options }: Record<string, unknown>): Record<string, unknown> {
  return options
}

/** Whether a schema takes `input` at once. */
function takes(schema: Checker['options'], input: unknown): boolean {
  const result = schema['~standard'].validate(input)
  return !(result instanceof Promise) && result.issues === undefined
}

/** The line a case's check would run, as the trust gate matches it; undefined outside the `process` lane or for options it refuses. */
function programOf(checker: Checker, options: Record<string, unknown>): string | undefined {
  if (checker.resource !== 'process' || typeof checker.program !== 'function') return undefined
  const result = checker.options['~standard'].validate(checkerOptions(options))
  if (result instanceof Promise || result.issues) return undefined
  return programLine(checker.program(result.value))
}

/** Whether a value is plain data, as JSON holds it: what a case's content can be compared by. */
function isData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isData)
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value as object).every(isData)
}

/** A file entry as data: bytes as base64. */
const entryData = (entry: Entry): unknown =>
  Buffer.isBuffer(entry)
    ? { base64: entry.toString('base64') }
    : typeof entry === 'object' && 'file' in entry
      ? { ...entry, file: entryData(entry.file) }
      : entry

/**
 * What makes two cases the same: everything but their name and expected reason, compared by
 * content (as ESLint's RuleTester does). A case whose content is not plain data (a `setup`
 * function, options holding a function or a class instance) cannot be compared, and is left out.
 */
function identity(group: Group, testCase: CheckerCase, shared: CheckerCases['settings']): string | undefined {
  if (testCase.setup !== undefined) return undefined
  const files = Object.fromEntries(
    Object.entries(testCase.files ?? {}).map(([path, entry]) => [path, entryData(entry)]),
  )
  const content = [group, testCase.options, testCase.settings ?? shared ?? {}, testCase.offline === true, files]
  return isData(content) ? stableJson(content) : undefined
}

const PROBE = 'claimcheckTestkitProbe'

export function testChecker(checker: Checker | (() => Checker), cases: CheckerCases): void {
  const make = typeof checker === 'function' ? checker : () => checker
  const sample = make()
  const { kind, meta } = sample
  const groups: Array<[Group, CheckerCase[]]> = [
    ['fresh', cases.fresh ?? []],
    ['stale', cases.stale ?? []],
    ['unverifiable', cases.unverifiable ?? []],
    ['invalid', cases.invalid ?? []],
  ]
  const observed: Array<{ status: Status; reason: string }> = []
  describe(`${kind} (${meta.name})`, () => {
    afterAll(cleanLayouts)
    for (const [expected, list] of groups) {
      if (list.length === 0) continue
      describe(expected, () => {
        for (const testCase of list) {
          const line = programOf(sample, testCase.options)
          const title = testCase.name ?? JSON.stringify(testCase.options)
          it(line === undefined ? title : `${title} (runs: ${line})`, async () => {
            const { status, reason } = await checkOnce(make(), testCase.options, testCase.files, testCase.setup, {
              settings: testCase.settings ?? cases.settings,
              allow: cases.allow,
              offline: testCase.offline,
            })
            if (expected !== 'invalid') observed.push({ status, reason })
            if (reason === untrusted(kind) && testCase.reason !== reason) {
              expect.fail(
                `this case runs \`${line}\`, which no allow entry matches: claimcheck would hold it. ` +
                  `Give testChecker the entries a project adds (allow: ['…']), as the README tells users.`,
              )
            }
            const wanted =
              expected === 'invalid' ? `invalid verify block: ${kind}: ${String(testCase.reason)}` : testCase.reason
            expect(status, `the check said: ${reason}`).toBe(expected === 'invalid' ? 'stale' : expected)
            if (wanted instanceof RegExp) expect(reason).toMatch(wanted)
            else expect(reason).toBe(wanted)
          })
        }
      })
    }

    describe('the contract', () => {
      // The cases whose options the schema takes: what a probe adds an unknown key to.
      const valid = groups
        .filter(([group]) => group !== 'invalid')
        .flatMap(([, list]) => list)
        .filter((testCase) => takes(sample.options, checkerOptions(testCase.options)))
      it('has a case whose options its schema takes', () => {
        expect(valid.length, 'give at least one fresh, stale or unverifiable case with valid options').toBeGreaterThan(
          0,
        )
      })

      it('its options schema refuses an unknown option', () => {
        const taken = valid.filter((testCase) =>
          takes(sample.options, { ...checkerOptions(testCase.options), [PROBE]: true }),
        )
        expect(
          taken.map((testCase) => JSON.stringify(testCase.options)),
          `options with an unknown option '${PROBE}' were taken: the schema must be strict`,
        ).toEqual([])
      })

      if (sample.settings !== undefined) {
        const settings = sample.settings
        it('its settings schema refuses an unknown setting', () => {
          expect(takes(settings, cases.settings ?? {}), "the table's settings must be valid").toBe(true)
          expect(
            takes(settings, { ...cases.settings, [PROBE]: true }),
            `settings with an unknown setting '${PROBE}' were taken: the schema must be strict`,
          ).toBe(false)
        })
      }

      it('no two cases are the same', () => {
        const seen = new Map<string, string>()
        const duplicates: string[] = []
        for (const [group, list] of groups) {
          for (const testCase of list) {
            const id = identity(group, testCase, cases.settings)
            if (id === undefined) continue
            const name = `${group}: ${testCase.name ?? JSON.stringify(testCase.options)}`
            const first = seen.get(id)
            if (first !== undefined) duplicates.push(`${name} repeats ${first}`)
            else seen.set(id, name)
          }
        }
        expect(duplicates).toEqual([])
      })

      if (sample.resource === 'process') {
        it('every case shows the program it runs (the line the trust gate matches)', () => {
          const unshown = valid.filter((testCase) => programOf(sample, testCase.options) === undefined)
          expect(unshown.map((testCase) => testCase.name ?? JSON.stringify(testCase.options))).toEqual([])
        })
      }

      if (cases.readme !== undefined) {
        const readme = cases.readme
        it('its README table of reasons is what the cases give', () => {
          const rows = readmeRows(readFileSync(readme, 'utf8'))
          expect(rows.length, 'the README has no | outcome | status | reason | table').toBeGreaterThan(0)
          const shown = (row: ReadmeRow) => `${row.status} \`${row.template}\``
          const unexhibited = rows.filter(
            (row) => !observed.some((seen) => row.status === seen.status && row.matches(seen.reason)),
          )
          const undocumented = observed.filter(
            (seen) => !rows.some((row) => row.status === seen.status && row.matches(seen.reason)),
          )
          expect(unexhibited.map(shown), 'README rows no case gives').toEqual([])
          expect(
            [...new Set(undocumented.map((seen) => `${seen.status} \`${seen.reason}\``))],
            'reasons the cases give that no README row names',
          ).toEqual([])
        })
      }
    })
  })
}

// The enabled checkers, one per kind, each checked against the contract and given its validated
// settings before it is used (SPEC §9.2, §9.3).
import { CHECKER_API_VERSION, type Checker, type Lane } from '@claimcheck/contract'
import { ClaimcheckError } from './errors.js'
import { allowEntryProblem } from './allow-list.js'
import { describeIssue } from './options.js'
import { none } from './none.js'
import { nearestName } from './nearest-name.js'

/** Every lane a checker's `resource` may name. */
const LANES: readonly Lane[] = ['fs', 'process', 'network']

/** A checker to enable, with the settings the config gave it and where it came from. */
export interface CheckerEntry {
  checker: Checker
  /**
   * Its settings: as given when handed to `createRegistry`, which validates them with the
   * checker's `settings` schema; in a registry's entries, what the schema gave back (frozen).
   */
  settings?: unknown
  /** Where it was loaded from, for `claimcheck checkers` (may be a getter: it is read only to be shown). */
  source?: string
  /** How errors name where it was enabled: `checkers[0] (claimcheck-checker-x)`. */
  label?: string
  /**
   * In a registry's entries: the programs its config's `allow` setting lets run without an
   * approval (a `process`-lane checker only; the host's setting, taken out before the checker's
   * own schema sees the rest).
   */
  allow?: readonly string[]
}

export interface Registry {
  get(kind: string): CheckerEntry | undefined
  entries(): CheckerEntry[]
  /** Why a check of `kind` cannot run here: no enabled checker provides it. */
  missingReason(kind: string): string
}

/** A checker the host could enable, by kind and package: named when a check of its kind finds none. */
export interface AvailableChecker {
  kind: string
  name: string
}

/** How reports name the checker behind a check: `name@version`. */
export const checkerId = (checker: Checker) => `${checker.meta.name}@${checker.meta.version}`

function describe(value: unknown): string {
  const meta = (value as Checker | undefined)?.meta
  const kind = (value as Checker | undefined)?.kind
  if (meta && typeof meta.name === 'string') return `checker ${meta.name}`
  return typeof kind === 'string' ? `checker for kind '${kind}'` : 'a checker'
}

const isSchema = (value: unknown) =>
  typeof (value as { '~standard'?: { validate?: unknown } } | undefined)?.['~standard']?.validate === 'function'

/** What a checker object lacks, then what it gets wrong (empty when it is a checker). */
function contractProblems(candidate: Partial<Checker>): string[] {
  const docs = candidate.meta?.docs
  const { resource } = candidate
  const missing = [
    typeof candidate.kind === 'string' && candidate.kind !== '' ? null : 'kind',
    typeof candidate.meta?.name === 'string' && typeof candidate.meta.version === 'string' ? null : 'meta',
    isSchema(candidate.options) ? null : 'options (a Standard Schema)',
    typeof candidate.check === 'function' ? null : 'check()',
    resource !== 'process' || typeof candidate.program === 'function'
      ? null
      : "program() (a check in the 'process' lane says what it will run, for the trust gate)",
  ].filter((field) => field !== null)
  const wrong = [
    docs === undefined || (typeof docs?.description === 'string' && ['string', 'undefined'].includes(typeof docs.url))
      ? null
      : 'has meta.docs without a description string (and an optional url string)',
    candidate.settings === undefined || isSchema(candidate.settings)
      ? null
      : 'has settings that are not a Standard Schema',
    candidate.widening === undefined ||
    (Array.isArray(candidate.widening) && candidate.widening.every((name) => typeof name === 'string'))
      ? null
      : 'has widening that is not a list of setting names',
    resource === undefined || LANES.includes(resource)
      ? null
      : `has resource ${JSON.stringify(resource)}, not one of ${LANES.map((lane) => `'${lane}'`).join(', ')}`,
  ].filter((problem) => problem !== null)
  return [...(missing.length > 0 ? [`is missing ${missing.join(', ')}`] : []), ...wrong]
}

/**
 * Refuses anything that is not a Checker of this contract version, naming it and, when given,
 * where it came from (`source` may be a function: it is called only for an error).
 */
export function assertChecker(value: unknown, source?: string | (() => string | undefined)): asserts value is Checker {
  const where = () => {
    const shown = typeof source === 'function' ? source() : source
    return shown ? ` (from ${shown})` : ''
  }
  if (value === null || typeof value !== 'object') {
    throw new ClaimcheckError('CONFIG', `${describe(value)}${where()} is not a checker object`)
  }
  const candidate = value as Partial<Checker>
  if (candidate.apiVersion !== CHECKER_API_VERSION) {
    throw new ClaimcheckError(
      'CONFIG',
      `${describe(value)}${where()} is built for checker apiVersion ${String(candidate.apiVersion)}; ` +
        `this claimcheck supports apiVersion ${CHECKER_API_VERSION}`,
    )
  }
  const problems = contractProblems(candidate)
  if (problems.length > 0) throw new ClaimcheckError('CONFIG', `${describe(value)}${where()} ${problems.join('; ')}`)
}

/** Freezes plain data all the way down, so no check can change what the next one is given. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  const proto = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value
  Object.freeze(value)
  for (const item of Object.values(value)) deepFreeze(item)
  return value
}

/**
 * A checker's settings as its `settings` schema gives them back, frozen. Settings for a checker
 * with no schema, and settings its schema refuses, are a config error naming the checker.
 */
export function checkerSettings(checker: Checker, given: unknown): Readonly<Record<string, unknown>> {
  const input = given ?? {}
  if (checker.settings === undefined) {
    if (typeof input === 'object' && Object.keys(input).length === 0) return Object.freeze({})
    throw new ClaimcheckError('CONFIG', `${checker.meta.name} takes no settings`)
  }
  const result = checker.settings['~standard'].validate(input)
  if (result instanceof Promise) {
    throw new ClaimcheckError(
      'CONFIG',
      `${checker.meta.name}: its settings schema must answer at once, not in a promise`,
    )
  }
  if (result.issues) {
    const issue = result.issues.find((i) => i.message.startsWith('unknown setting')) ?? result.issues[0]
    throw new ClaimcheckError('CONFIG', `${checker.meta.name} settings: ${issue ? describeIssue(issue) : 'invalid'}`)
  }
  return deepFreeze(result.value as Record<string, unknown>)
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The host's `allow` setting of a `process`-lane checker, taken out of what its schema validates:
 * the programs the project reviewed (SPEC §5.5). Each entry must be one that can be matched safely.
 */
function splitAllow(checker: Checker, given: unknown): { allow: readonly string[]; rest: unknown } {
  if (checker.resource !== 'process' || !isMapping(given) || !('allow' in given)) return { allow: [], rest: given }
  const { allow, ...rest } = given
  if (!Array.isArray(allow) || !allow.every((entry) => typeof entry === 'string' && entry.trim() !== ''))
    throw new ClaimcheckError('CONFIG', `${checker.meta.name} settings: 'allow' must be a list of command lines`)
  allow.forEach((entry: string, i) => {
    const problem = allowEntryProblem(entry)
    if (problem !== undefined)
      throw new ClaimcheckError('CONFIG', `${checker.meta.name} settings: allow[${i}]: ${problem}`)
  })
  return { allow: Object.freeze([...allow]), rest }
}

/**
 * The registry of enabled checkers, each with its settings validated. `none` is always there; two
 * checkers for one kind is an error. `available` names, for a kind no enabled checker provides,
 * the package that would.
 */
export function createRegistry(
  checkers: ReadonlyArray<Checker | CheckerEntry>,
  { available = [] }: { available?: readonly AvailableChecker[] } = {},
): Registry {
  const byKind = new Map<string, CheckerEntry>()
  const builtin: CheckerEntry = { checker: none, settings: Object.freeze({}), source: 'built in' }
  byKind.set(none.kind, builtin)
  for (const item of checkers) {
    const given: CheckerEntry =
      item !== null && typeof item === 'object' && 'checker' in item ? item : { checker: item as Checker }
    assertChecker(given.checker, () => given.source)
    const { kind } = given.checker
    const existing = byKind.get(kind)
    if (existing) {
      throw new ClaimcheckError(
        'CONFIG',
        `two checkers for kind '${kind}': ${checkerId(existing.checker)} and ${checkerId(given.checker)}`,
      )
    }
    let settings: Readonly<Record<string, unknown>>
    let allow: readonly string[]
    try {
      const split = splitAllow(given.checker, given.settings)
      allow = split.allow
      settings = checkerSettings(given.checker, split.rest)
    } catch (error) {
      if (given.label === undefined || !(error instanceof ClaimcheckError)) throw error
      throw new ClaimcheckError('CONFIG', `${given.label}: ${error.message}`)
    }
    // `source` may be a getter, read only when shown.
    byKind.set(kind, {
      checker: given.checker,
      settings,
      allow,
      label: given.label,
      get source() {
        return given.source
      },
    })
  }
  const packages = new Map(available.map((checker) => [checker.kind, checker.name]))
  return {
    get: (kind) => byKind.get(kind),
    entries: () => [...byKind.values()],
    missingReason(kind) {
      const name = packages.get(kind)
      // A kind no checker knows is most often a typo of one that is enabled or could be.
      const near = name === undefined ? nearestName(kind, [...byKind.keys(), ...packages.keys()]) : undefined
      const hint = name
        ? `enable ${name} in claimcheck.config`
        : near
          ? `did you mean '${near}'?`
          : 'enable a checker that provides it in claimcheck.config'
      return `no checker for kind '${kind}' (${hint})`
    },
  }
}

// The enabled checkers, one per kind, each checked against the contract before it is used.
import { CHECKER_API_VERSION, ClaimcheckError, type Checker } from '@claimcheck/contract'
import { none } from './none.js'

export interface CheckerEntry {
  checker: Checker
  /** Options the config gave this checker; passed to it as `ctx.config`. */
  config: Record<string, unknown>
  /** Where it was loaded from, for `claimcheck checkers` (may be a getter: it is read only to be shown). */
  source?: string
}

export interface Registry {
  get(kind: string): CheckerEntry | undefined
  entries(): CheckerEntry[]
}

/** First-party packages, named in the reason when a kind has no enabled checker. */
const FIRST_PARTY_PACKAGES: Record<string, string> = {
  readable: '@claimcheck/checker-readable',
  grep: '@claimcheck/checker-grep',
  'symlink-strict': '@claimcheck/checker-symlink-strict',
  command: '@claimcheck/checker-command',
  http: '@claimcheck/checker-http',
}

export function missingCheckerReason(kind: string): string {
  const pkg = FIRST_PARTY_PACKAGES[kind]
  const hint = pkg ? `enable ${pkg} in claimcheck.config` : 'enable a checker that provides it in claimcheck.config'
  return `no checker for kind '${kind}' (${hint})`
}

/** How reports name the checker behind a check: `name@version`. */
export const checkerId = (checker: Checker) => `${checker.meta.name}@${checker.meta.version}`

function describe(value: unknown): string {
  const meta = (value as Checker | undefined)?.meta
  const kind = (value as Checker | undefined)?.kind
  if (meta && typeof meta.name === 'string') return `checker ${meta.name}`
  return typeof kind === 'string' ? `checker for kind '${kind}'` : 'a checker'
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
  const missing = [
    typeof candidate.kind === 'string' && candidate.kind !== '' ? null : 'kind',
    typeof candidate.meta?.name === 'string' && typeof candidate.meta.version === 'string' ? null : 'meta',
    typeof candidate.options?.['~standard']?.validate === 'function' ? null : 'options (a Standard Schema)',
    typeof candidate.check === 'function' ? null : 'check()',
  ].filter((field) => field !== null)
  if (missing.length > 0) {
    throw new ClaimcheckError('CONFIG', `${describe(value)}${where()} is missing ${missing.join(', ')}`)
  }
}

/** The registry of enabled checkers. `none` is always there; two checkers for one kind is an error. */
export function createRegistry(checkers: ReadonlyArray<Checker | CheckerEntry>): Registry {
  const byKind = new Map<string, CheckerEntry>()
  const builtin: CheckerEntry = { checker: none, config: {}, source: 'built in' }
  byKind.set(none.kind, builtin)
  for (const item of checkers) {
    const entry: CheckerEntry =
      item !== null && typeof item === 'object' && 'checker' in item ? item : { checker: item as Checker, config: {} }
    assertChecker(entry.checker, () => entry.source)
    const { kind } = entry.checker
    const existing = byKind.get(kind)
    if (existing) {
      throw new ClaimcheckError(
        'CONFIG',
        `two checkers for kind '${kind}': ${checkerId(existing.checker)} and ${checkerId(entry.checker)}`,
      )
    }
    byKind.set(kind, entry)
  }
  return {
    get: (kind) => byKind.get(kind),
    entries: () => [...byKind.values()],
  }
}

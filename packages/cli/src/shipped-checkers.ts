// The checkers this CLI ships: the default set, enabled when no config lists `checkers` (safe,
// local, no side effects: SPEC §9.2), and the others it carries a copy of for a project that has
// not installed them. They get nothing through this list that a third-party checker cannot get
// through the contract: the list says only where to find them, and which package provides a kind.
import { realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Checker } from '@claimcheck/core'
import { nearestName } from '@claimcheck/core/nearest-name'
import { grep } from '@claimcheck/checker-grep'
import { readable } from '@claimcheck/checker-readable'
import { symlinkStrict } from '@claimcheck/checker-symlink-strict'

export interface ShippedChecker {
  /** Its package. */
  name: string
  /** The kind it answers: named in the reason when no enabled checker answers a kind. */
  kind: string
  /** In the default set: its factory, at hand for a run without a config. */
  factory?: () => Checker
  /** The factory of the copy the CLI carries (bundled with it), loaded when a config names the package. */
  load(): Promise<() => Checker>
  /** The file its code is loaded from, for `claimcheck checkers` (SPEC §6.5). */
  file(): string
}

/**
 * The file a package this CLI carries is loaded from: its own module where TypeScript built the
 * CLI; in the CLI's bundle (where `import.meta` has no `resolve`), the bundle's file that holds it,
 * this one or a script beside it (`script`, as scripts/bundle.mjs names it).
 */
export function carriedFile(name: string, script?: string): string {
  const here = fileURLToPath(import.meta.url)
  if (typeof import.meta.resolve === 'function') {
    try {
      return realpathSync(fileURLToPath(import.meta.resolve(name)))
    } catch {
      // Not resolvable from here: the bundle's own file, below.
    }
  }
  return script === undefined ? here : join(dirname(here), script)
}

/** A checker of the default set: loaded with the CLI, since nearly every run uses it. */
const atHand = (name: string, factory: () => Checker) => ({
  name,
  factory,
  load: async () => factory,
  file: () => carriedFile(name),
})

export const SHIPPED_CHECKERS: readonly ShippedChecker[] = [
  { kind: 'readable', ...atHand('@claimcheck/checker-readable', readable) },
  { kind: 'grep', ...atHand('@claimcheck/checker-grep', grep) },
  { kind: 'symlink-strict', ...atHand('@claimcheck/checker-symlink-strict', symlinkStrict) },
  // Loaded only when a config enables them, with what they bring (a process runner, an HTTP client).
  {
    name: '@claimcheck/checker-command',
    kind: 'command',
    load: async () => (await import('@claimcheck/checker-command')).command,
    file: () => carriedFile('@claimcheck/checker-command', 'checker-command.cjs'),
  },
  {
    name: '@claimcheck/checker-http',
    kind: 'http',
    load: async () => (await import('@claimcheck/checker-http')).http,
    file: () => carriedFile('@claimcheck/checker-http', 'checker-http.cjs'),
  },
]

/** The default set (those whose factory the CLI bundles). */
export const DEFAULT_CHECKERS = SHIPPED_CHECKERS.filter((shipped) => shipped.factory !== undefined)

/** The default set's checkers, made fresh. */
export function defaultCheckers(): Checker[] {
  return DEFAULT_CHECKERS.map((shipped) => (shipped.factory as () => Checker)())
}

/** The default set's checkers, made fresh, each with the file it is loaded from (a getter: read only when shown). */
export const defaultEntries = () =>
  DEFAULT_CHECKERS.map((shipped) => ({
    checker: (shipped.factory as () => Checker)(),
    get source() {
      return shipped.file()
    },
  }))

/** The packages this CLI ships: what serves their kinds under a user-scope hook, which loads nothing of the folder. */
export const SHIPPED_NAMES: ReadonlySet<string> = new Set(SHIPPED_CHECKERS.map((shipped) => shipped.name))

/** The shipped checker of package `name`, if this CLI ships it. */
export const shippedChecker = (name: string) => SHIPPED_CHECKERS.find((shipped) => shipped.name === name)

/** The packages it ships outside the default set: a config enables them by name. */
export const OPT_IN_NAMES: readonly string[] = SHIPPED_CHECKERS.filter((shipped) => shipped.factory === undefined).map(
  (shipped) => shipped.name,
)

/** The scope of the packages it ships, within which a hint compares only what follows it. */
const SCOPE = '@claimcheck/checker-'

/**
 * The package this CLI ships that `name` misspells, if any, for a hint: `@claimcheck/checker-grepp`
 * is `@claimcheck/checker-grep`; within the scope, only the part after it is compared, so a third
 * party's `@claimcheck/checker-foo` is not taken for a typo of `grep`.
 */
export function nearShippedName(name: string): string | undefined {
  if (!name.startsWith(SCOPE)) return nearestName(name, SHIPPED_NAMES)
  const shipped = [...SHIPPED_NAMES]
    .filter((known) => known.startsWith(SCOPE))
    .map((known) => known.slice(SCOPE.length))
  const near = nearestName(name.slice(SCOPE.length), shipped)
  return near === undefined ? undefined : `${SCOPE}${near}`
}

/**
 * The kind of each check `lint` and `suggest` propose, by what it holds: a path there with
 * content, a text in a file, a URL still served. Proposals use kinds this CLI ships; a config
 * that enables another checker for a kind is what runs them.
 */
export const PROPOSED_KINDS = { path: 'readable', text: 'grep', url: 'http' } as const

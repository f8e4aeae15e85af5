// Turning `checkers` and `requires` into the enabled checkers (SPEC §9.2): names resolve from the
// config file's folder, so a project's own installed, lockfile-pinned versions are used; a
// package this CLI ships and the project has not installed comes from the CLI's own copy. Every
// checker gets its settings by one route, `[name, settings]`, validated by its own `settings`
// schema when the registry is made.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isAbsolute, join, resolve as resolvePath } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  assertChecker,
  checkerId,
  ClaimcheckError,
  isClaimcheckError,
  messageOf,
  type Checker,
  type CheckerEntry,
} from '@claimcheck/core'
import type { LoadedConfig } from './load.js'
import { DEFAULT_CHECKERS, nearShippedName, shippedChecker } from '../shipped-checkers.js'
import { importModule } from '../import-module.js'
import { readRegularFile } from '../read-file.js'

const isPath = (name: string) => name.startsWith('./') || name.startsWith('../') || isAbsolute(name)

/** How errors name a `checkers` entry: `checkers[2] (name)`. */
type Label = string

/**
 * Where a checker name points: a path from the config's folder; else the package the folder has
 * installed, unless it is one this CLI ships at the very version the CLI carries (the same code,
 * run without loading a second copy); else this CLI's own copy. With `ownCopiesOnly` (a user-scope
 * run), only this CLI's own copies and the folder's own checkers the user approved.
 */
async function locate(name: string, fromDir: string, label: Label, scope: Scope): Promise<string | (() => Checker)> {
  const shipped = shippedChecker(name)
  const { ownCopiesOnly } = scope
  const approved = ownCopiesOnly ? scope.approved?.get(name) : undefined
  if (approved !== undefined) return approved
  if (ownCopiesOnly && shipped === undefined) {
    throw new ClaimcheckError('CONFIG', `${label}: a user-scope run loads no checker from the folder it opened`)
  }
  if (isPath(name)) {
    const file = resolvePath(fromDir, name)
    if (!existsSync(file)) throw new ClaimcheckError('CONFIG', `${label}: no such file ${file}`)
    return file
  }
  const carried = await shipped?.load()
  if (carried) {
    const installed = ownCopiesOnly ? undefined : installedVersion(name, fromDir)
    if (installed === undefined || installed === carried().meta.version) return carried
  }
  try {
    const { resolve } = await import('import-meta-resolve')
    return fileURLToPath(resolve(name, pathToFileURL(join(fromDir, 'noop.js')).href))
  } catch {
    if (carried) return carried
    const near = nearShippedName(name)
    const hint = near
      ? `did you mean ${near}?`
      : `is it installed in the project (npm install --save-dev ${name}), and is its name right?`
    throw new ClaimcheckError('CONFIG', `${label}: cannot find package '${name}' from ${fromDir} (${hint})`)
  }
}

/**
 * The version of package `name` where `fromDir` finds it: undefined when it is not installed there,
 * `unknown` when its package.json cannot be read (it does not export one, say).
 */
function installedVersion(name: string, fromDir: string): string | undefined {
  let manifest: string
  try {
    manifest = createRequire(join(fromDir, 'noop.js')).resolve(`${name}/package.json`)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' ? undefined : 'unknown'
  }
  try {
    const version = (JSON.parse(readRegularFile(manifest, 64 * 1024)?.text ?? '{}') as { version?: unknown }).version
    return typeof version === 'string' ? version : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Checkers from what a module exports (or a JS config lists): a checker, a factory, or a list of them (a preset). */
async function expand(value: unknown, label: Label, source: string): Promise<CheckerEntry[]> {
  if (typeof value === 'function') {
    let made: unknown
    try {
      made = await value()
    } catch (error) {
      throw new ClaimcheckError('CONFIG', `${label}: ${messageOf(error)}`)
    }
    return expand(made, label, source)
  }
  if (Array.isArray(value)) {
    const lists = await Promise.all(value.map((item, i) => expand(item, `${label}[${i}]`, source)))
    return lists.flat()
  }
  try {
    assertChecker(value, source)
  } catch (error) {
    throw new ClaimcheckError('CONFIG', `${label}: ${messageOf(error)}`)
  }
  return [{ checker: value, source, label }]
}

async function loadNamed(name: string, fromDir: string, label: Label, scope: Scope): Promise<CheckerEntry[]> {
  const file = await locate(name, fromDir, label, scope)
  // This CLI's own copy: where it was loaded from is the CLI's own file that carries it.
  if (typeof file === 'function') return expand(file, label, shippedChecker(name)?.file() ?? 'built in')
  let module: Record<string, unknown>
  try {
    module = await importModule(pathToFileURL(file).href)
  } catch (error) {
    throw new ClaimcheckError('CONFIG', `${label}: cannot load ${file}: ${messageOf(error)}`)
  }
  if (module.default === undefined) {
    throw new ClaimcheckError(
      'CONFIG',
      `${label}: ${name} has no default export (a checker, a list of checkers, or a factory)`,
    )
  }
  return expand(module.default, label, file)
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** `[name, settings]`, or in a JS config `[checker or factory, settings]`: a pair whose second item is no checker. */
function withSettings(spec: unknown): [unknown, Record<string, unknown>] | undefined {
  if (!Array.isArray(spec) || spec.length !== 2 || !isMapping(spec[1]) || 'apiVersion' in spec[1]) return undefined
  return [spec[0], spec[1]]
}

async function loadSpec(spec: unknown, config: LoadedConfig, label: Label, scope: Scope): Promise<CheckerEntry[]> {
  const paired = withSettings(spec)
  const [what, settings] = paired ?? [spec, undefined]
  let entries: CheckerEntry[]
  if (typeof what === 'string' && what.trim() !== '')
    entries = await loadNamed(what, config.dir, `${label} (${what})`, scope)
  else if (config.format === 'js' && what !== null && (typeof what === 'object' || typeof what === 'function'))
    entries = await expand(what, label, config.file)
  else {
    const allowed =
      config.format === 'js'
        ? 'a package name, a path, [name, settings], a checker, a factory or a list of them'
        : 'a package name, a path, or [name, settings]'
    throw new ClaimcheckError('CONFIG', `${label}: expected ${allowed}`)
  }
  if (settings === undefined) return entries
  if (entries.length !== 1) {
    throw new ClaimcheckError('CONFIG', `${label}: settings go to one checker, and this entry gives ${entries.length}`)
  }
  return entries.map((entry) => ({ ...entry, settings }))
}

export interface LoadOptions {
  /**
   * A user-scope run: every name is served by this CLI's own copy, never resolved from the
   * folder, but for the folder's own checkers the user approved (`approved`); others are refused.
   */
  ownCopiesOnly?: boolean
  /** Under `ownCopiesOnly`: checkers of the folder's own the user approved, by name as the config gives it → the file to load. */
  approved?: ReadonlyMap<string, string>
  /**
   * What a checker whose version does not satisfy its pin becomes, instead of a config error: a
   * user-scope run cannot load the version the project pinned, and says so for its memories.
   */
  unsatisfiedPin?: (entry: CheckerEntry, range: string) => CheckerEntry
  /** Where a config's unused section is said. */
  warn?: (message: string) => void
}

type Scope = LoadOptions & { ownCopiesOnly: boolean }

/** The checkers a config enables, with their settings as given (the registry validates them), checked against `requires`. */
export async function loadCheckers(config: LoadedConfig, options: LoadOptions = {}): Promise<CheckerEntry[]> {
  const scope: Scope = { ...options, ownCopiesOnly: options.ownCopiesOnly ?? false }
  let entries: CheckerEntry[]
  try {
    const lists =
      config.config.checkers === undefined
        ? DEFAULT_CHECKERS.map(({ name }) => loadNamed(name, config.dir, `default checker ${name}`, scope))
        : config.config.checkers.map((spec, i) => loadSpec(spec, config, `checkers[${i}]`, scope))
    entries = (await Promise.all(lists)).flat()
  } catch (error) {
    if (isClaimcheckError(error)) throw new ClaimcheckError('CONFIG', `${config.shown}: ${error.message}`)
    throw error
  }
  return checkPins(withSections(entries, config, options.warn), config, options.unsatisfiedPin)
}

/**
 * Each section named after a kind (`command:`) is the settings of the enabled checker of that kind,
 * under what its `[name, settings]` entry gives. A section no enabled checker answers is unused, and
 * said (a checker the config may enable later, or a misspelt kind): the same for every checker.
 */
function withSections(entries: CheckerEntry[], config: LoadedConfig, warn?: (message: string) => void): CheckerEntry[] {
  const sections = config.config.sections ?? {}
  const kinds = new Set(entries.map((entry) => entry.checker.kind))
  for (const kind of Object.keys(sections)) {
    if (!kinds.has(kind))
      warn?.(`${config.shown}: no enabled checker answers kind '${kind}', so its section is not used`)
  }
  return entries.map((entry) => {
    const section = sections[entry.checker.kind]
    if (section === undefined) return entry
    const given = entry.settings !== null && typeof entry.settings === 'object' ? entry.settings : {}
    return { ...entry, settings: { ...section, ...given } }
  })
}

/**
 * `requires`: every pinned package must be enabled, at a version its range allows; judged against
 * the version that is loaded, the one that runs. With `unsatisfiedPin`, a checker at another
 * version is replaced by what it gives, not refused.
 */
async function checkPins(
  entries: CheckerEntry[],
  config: LoadedConfig,
  unsatisfiedPin: LoadOptions['unsatisfiedPin'],
): Promise<CheckerEntry[]> {
  const pins = Object.entries(config.config.requires ?? {})
  if (pins.length === 0) return entries
  // semver is loaded only for a config that pins versions.
  const { default: satisfies } = await import('semver/functions/satisfies.js')
  for (const [name, range] of pins) {
    const loaded = entries.filter((entry) => entry.checker.meta.name === name)
    if (loaded.length === 0) {
      throw new ClaimcheckError(
        'CONFIG',
        `${config.shown}: requires ${name} ${range}, but no enabled checker comes from ${name}`,
      )
    }
    for (const entry of loaded) {
      const { version } = entry.checker.meta
      if (!satisfies(version, range, { includePrerelease: true })) {
        if (unsatisfiedPin !== undefined) {
          entries = entries.map((kept) => (kept === entry ? unsatisfiedPin(entry, range) : kept))
          continue
        }
        throw new ClaimcheckError(
          'CONFIG',
          `${config.shown}: requires ${name} ${range}, but version ${version} is loaded (${checkerId(entry.checker)} from ${entry.source})`,
        )
      }
    }
  }
  return entries
}

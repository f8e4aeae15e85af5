// Turning `checkers` and `requires` into the enabled checkers (SPEC §9.2): names resolve from the
// config file's folder, so a project's own installed, lockfile-pinned versions are used.
import { existsSync } from 'node:fs'
import { isAbsolute, join, resolve as resolvePath } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { resolve as resolveFrom } from 'import-meta-resolve'
import semver from 'semver'
import {
  assertChecker,
  checkerId,
  ClaimcheckError,
  isClaimcheckError,
  messageOf,
  type CheckerEntry,
} from '@claimcheck/core'
import type { LoadedConfig } from './load.js'
import { DEFAULT_FACTORIES } from '../default-checkers.js'
import { COMMAND_CHECKER, DEFAULT_CHECKERS, HTTP_CHECKER, OWN_COPIES } from './own-copies.js'
import { resolveFromCli } from '../resolve-from-cli.js'
import { importModule } from '../import-module.js'

/** What the command line says to the checkers that talk to the outside world. */
export interface RunFlags {
  /** `--offline`: no request is made. */
  offline?: boolean
  /** `--no-cache`: the http cache is neither read nor written. */
  noCache?: boolean
  /** `claimcheck/<version>`, sent as the User-Agent. */
  userAgent?: string
}

const isPath = (name: string) => name.startsWith('./') || name.startsWith('../') || isAbsolute(name)

interface Where {
  /** How the entry is named in errors: `claimcheck.config.yaml: checkers[2] (name)`. */
  label: string
  source: string
}

/**
 * Where a checker name points: a path from the config's folder, else a package resolved from there,
 * else this CLI's own copy (a file, or for a bundled CLI the factory it carries). With
 * `ownCopiesOnly` (a user-scope run), only this CLI's own copies: nothing of the folder is loaded.
 */
function locate(
  name: string,
  fromDir: string,
  label: string,
  ownCopiesOnly: boolean,
): string | ((settings?: never) => unknown) {
  if (ownCopiesOnly && !OWN_COPIES.has(name)) {
    throw new ClaimcheckError('CONFIG', `${label}: a user-scope run loads no checker from the folder it opened`)
  }
  if (isPath(name)) {
    const file = resolvePath(fromDir, name)
    if (!existsSync(file)) throw new ClaimcheckError('CONFIG', `${label}: no such file ${file}`)
    return file
  }
  try {
    if (ownCopiesOnly) throw new Error('not from the folder')
    return fileURLToPath(resolveFrom(name, pathToFileURL(join(fromDir, 'noop.js')).href))
  } catch {
    if (OWN_COPIES.has(name)) {
      try {
        return fileURLToPath(resolveFromCli(name))
      } catch (error) {
        const carried = DEFAULT_FACTORIES[name]
        if (carried) return carried
        throw new ClaimcheckError('CONFIG', `${label}: cannot find package '${name}' (${messageOf(error)})`)
      }
    }
    throw new ClaimcheckError(
      'CONFIG',
      `${label}: cannot find package '${name}' from ${fromDir} (install it in the project: npm install --save-dev ${name})`,
    )
  }
}

/** Checkers from what a module exports (or a JS config lists): a checker, a factory, or a list of them (a preset). */
async function expand(
  value: unknown,
  settings: Record<string, unknown> | undefined,
  where: Where,
): Promise<CheckerEntry[]> {
  if (typeof value === 'function') {
    let made: unknown
    try {
      made = await value(settings)
    } catch (error) {
      throw new ClaimcheckError('CONFIG', `${where.label}: ${messageOf(error)}`)
    }
    return expand(made, undefined, { ...where })
  }
  if (settings !== undefined) {
    throw new ClaimcheckError('CONFIG', `${where.label}: exports no factory, so it takes no settings`)
  }
  if (Array.isArray(value)) {
    const lists = await Promise.all(
      value.map((item, i) => expand(item, undefined, { ...where, label: `${where.label}[${i}]` })),
    )
    return lists.flat()
  }
  try {
    assertChecker(value, where.source)
  } catch (error) {
    throw new ClaimcheckError('CONFIG', `${where.label}: ${messageOf(error)}`)
  }
  return [{ checker: value, config: {}, source: where.source }]
}

async function loadNamed(
  name: string,
  settings: Record<string, unknown> | undefined,
  fromDir: string,
  label: string,
  ownCopiesOnly = false,
) {
  const file = locate(name, fromDir, label, ownCopiesOnly)
  if (typeof file === 'function') {
    const entries = await expand(file, settings, { label, source: 'built in' })
    return entries.map((entry) => ({ ...entry, config: settings ?? {} }))
  }
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
  const entries = await expand(module.default, settings, { label, source: file })
  return entries.map((entry) => ({ ...entry, config: settings ?? {} }))
}

function isNameWithSettings(spec: unknown): spec is [string, Record<string, unknown>] {
  return (
    Array.isArray(spec) &&
    spec.length === 2 &&
    typeof spec[0] === 'string' &&
    spec[1] !== null &&
    typeof spec[1] === 'object' &&
    !Array.isArray(spec[1])
  )
}

/**
 * The settings of the checkers the config's own sections speak to: `command.env` for the command
 * checker; `http` and the command line's `--offline`, `--no-cache` for the http checker. Settings
 * given with `[name, settings]` win.
 */
function withHostSettings(
  name: string,
  settings: Record<string, unknown> | undefined,
  config: LoadedConfig,
  flags: RunFlags,
): Record<string, unknown> | undefined {
  if (name === COMMAND_CHECKER && config.config.command?.env !== undefined)
    return { env: config.config.command.env, ...settings }
  if (name !== HTTP_CHECKER) return settings
  const fromHost = {
    ...config.config.http,
    ...(flags.offline ? { offline: true } : {}),
    ...(flags.noCache ? { cache: false } : {}),
    ...(flags.userAgent ? { userAgent: flags.userAgent } : {}),
  }
  return Object.keys(fromHost).length === 0 ? settings : { ...fromHost, ...settings }
}

async function loadSpec(
  spec: unknown,
  config: LoadedConfig,
  label: string,
  flags: RunFlags,
  ownCopiesOnly: boolean,
): Promise<CheckerEntry[]> {
  if (typeof spec === 'string' && spec.trim() !== '')
    return loadNamed(
      spec,
      withHostSettings(spec, undefined, config, flags),
      config.dir,
      `${label} (${spec})`,
      ownCopiesOnly,
    )
  if (isNameWithSettings(spec))
    return loadNamed(
      spec[0],
      withHostSettings(spec[0], spec[1], config, flags),
      config.dir,
      `${label} (${spec[0]})`,
      ownCopiesOnly,
    )
  if (config.format === 'js' && spec !== null && (typeof spec === 'object' || typeof spec === 'function')) {
    return expand(spec, undefined, { label, source: config.file })
  }
  const allowed =
    config.format === 'js'
      ? 'a package name, a path, [name, settings], a checker or a list of checkers'
      : 'a package name, a path, or [name, settings]'
  throw new ClaimcheckError('CONFIG', `${label}: expected ${allowed}`)
}

/**
 * The checkers a config enables, checked against its `requires` pins. With `ownCopiesOnly` (a
 * user-scope run), every name is served by this CLI's own copy, never resolved from the folder.
 */
export async function loadCheckers(
  config: LoadedConfig | undefined,
  builtIn: () => CheckerEntry[],
  flags: RunFlags = {},
  { ownCopiesOnly = false }: { ownCopiesOnly?: boolean } = {},
): Promise<CheckerEntry[]> {
  const prefix = config ? `${config.shown}: ` : ''
  let entries: CheckerEntry[]
  try {
    if (!config) entries = builtIn()
    else if (config.config.checkers === undefined) {
      const lists = await Promise.all(
        DEFAULT_CHECKERS.map((name) =>
          loadNamed(name, undefined, config.dir, `default checker ${name}`, ownCopiesOnly),
        ),
      )
      entries = lists.flat()
    } else {
      const lists = await Promise.all(
        config.config.checkers.map((spec, i) => loadSpec(spec, config, `checkers[${i}]`, flags, ownCopiesOnly)),
      )
      entries = lists.flat()
    }
  } catch (error) {
    if (isClaimcheckError(error)) throw new ClaimcheckError('CONFIG', `${prefix}${error.message}`)
    throw error
  }
  checkPins(entries, config)
  return entries
}

/** `requires`: every pinned package must be enabled, at a version its range allows. */
function checkPins(entries: CheckerEntry[], config: LoadedConfig | undefined): void {
  for (const [name, range] of Object.entries(config?.config.requires ?? {})) {
    const loaded = entries.filter((entry) => entry.checker.meta.name === name)
    const shown = config?.shown ?? 'config'
    if (loaded.length === 0) {
      throw new ClaimcheckError(
        'CONFIG',
        `${shown}: requires ${name} ${range}, but no enabled checker comes from ${name}`,
      )
    }
    for (const entry of loaded) {
      const { version } = entry.checker.meta
      if (!semver.satisfies(version, range, { includePrerelease: true })) {
        throw new ClaimcheckError(
          'CONFIG',
          `${shown}: requires ${name} ${range}, but version ${version} is loaded (${checkerId(entry.checker)} from ${entry.source})`,
        )
      }
    }
  }
}

// Everything a command needs before it runs: root, config, memory dir, checkers and limits, from
// flags first, then the config, then the defaults (SPEC §6, §9). Where things are is found by
// locate.ts and config/ (discovery); what a folder's config may do is decided in trust/ (policy);
// this file only puts the two together.
import { realpathSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  ClaimcheckError,
  isClaimcheckError,
  createRegistry,
  type CheckerEntry,
  type Registry,
  type RunOptions,
  type TrustGate,
} from '@claimcheck/core'
import { projectMemoryDirs } from './claude-code/memory-dir.js'
import { configFile } from './config/find.js'
import type { LoadedConfig } from './config/load.js'
import type { FolderConfig } from './trust/folder-policy.js'
import { defaultEntries, SHIPPED_CHECKERS } from './shipped-checkers.js'
import type { Environment } from './environment.js'
import { committedMemoryDirs, existingFolder, expandHome, findMemoryDir, NO_MEMORY_DIR, resolveRoot } from './locate.js'
import { visible } from './visible-text.js'
import { confined, confinedFoundMemoryDir, refuseWideningFromMemoryDir } from './trust/config-reach.js'
import { trustGate } from './trust/gate.js'
import { trustStore } from './trust/store.js'

export interface SetupFlags {
  root?: string
  config?: string
  timeout?: number
  concurrency?: number
  /**
   * Run by a user-scope hook, in whatever folder was opened: nothing of the folder runs, and what
   * its config would widen is used only once approved with `claimcheck trust` (trust/folder-policy.ts).
   */
  userScope?: boolean
  /** `--offline`: checks of the outside world make no request. */
  offline?: boolean
  /** `--no-cache`: the http cache is neither read nor written. */
  noCache?: boolean
}

export interface BaseSetup {
  root: string
  config: LoadedConfig | undefined
  /** Whether only this CLI's own checkers may load: a user-scope run, where the folder is data. */
  userScope: boolean
  /** What a user-scope run left out of the folder's config and the command that approves it: one line. */
  userScopeNote?: string
  /** A user-scope run left out checkers the folder names: a kind with no checker is then not a finding. */
  checkersLeftOut?: boolean
  /** A user-scope run: the folder's config as it was used, and what of it waits for an approval. */
  folder?: FolderConfig
}

export interface CheckerSetup extends BaseSetup {
  entries: CheckerEntry[]
  registry: Registry
}

export interface RunSetup extends CheckerSetup {
  memoryDir: string
  /** How the memory dir was found, for reports. */
  memoryDirFrom: string
  include: string[]
  timeoutSeconds: number | undefined
  concurrency: number | undefined
  allow: Array<(path: string) => boolean>
  /** Which checks that start programs may run. */
  trust: TrustGate
  /** `--offline`: no check of the outside world runs. */
  offline: boolean
  /** `--no-cache`: no result kept from an earlier run is used. */
  noCache: boolean
  /** Where checkers' warnings go (`ctx.warn`). */
  notice: (message: string) => void
}

/** The root and the config: `--root` wins, then the config's `root`, then the git top level. */
export async function setupBase(
  flags: Pick<SetupFlags, 'root' | 'config' | 'userScope'>,
  env: Environment,
): Promise<BaseSetup> {
  const searchRoot = resolveRoot(flags.root, env)
  // The user's own `--config` is trusted as the command line is; a folder's config, under user scope, is data.
  const userScope = flags.userScope === true && flags.config === undefined
  let base: BaseSetup
  if (userScope) {
    const { folderConfig, noteOf } = await import('./trust/folder-policy.js')
    const folder = await folderConfig(env.cwd, searchRoot, env)
    base = {
      root: searchRoot,
      config: folder.config,
      userScope,
      folder,
      userScopeNote: noteOf(folder),
      checkersLeftOut: folder.checkersLeftOut,
    }
  } else {
    // The config loader (the parsers, the schema) is loaded only when there is a config to read.
    const found = configFile(env.cwd, searchRoot, flags.config)
    const config = found && (await (await import('./config/load.js')).readConfig(found))
    base = { root: searchRoot, config, userScope }
  }
  const { config } = base
  const configured = config?.config.root
  if (flags.root !== undefined || configured === undefined) return base
  const root = existingFolder(resolve(config!.dir, expandHome(configured, env)), `${config!.shown}: 'root'`, configured)
  confined(root, searchRoot, `${config!.shown}: 'root'`, configured, 'the --root flag')
  return { ...base, root }
}

/** The memory dir: the argument, the config's `memoryDir`, Claude Code's auto memory dir, `./memory`. */
function memoryDirFor(base: BaseSetup, argument: string | undefined, env: Environment): { path: string; from: string } {
  const { config } = base
  const configured = config?.config.memoryDir
  const fromConfig =
    config && configured !== undefined
      ? {
          path: resolve(config.dir, expandHome(configured, env)),
          from: `memoryDir in ${config.shown}`,
          field: `${config.shown}: 'memoryDir'`,
          given: configured,
        }
      : undefined
  if (fromConfig && argument === undefined) {
    confined(fromConfig.path, base.root, `${config!.shown}: 'memoryDir'`, configured!, 'the MEMORY_DIR argument')
  }
  let found
  try {
    found = findMemoryDir(argument, base.root, env, fromConfig)
  } catch (error) {
    // With a config there, init has been run: the way on is a memory dir, named there or here.
    if (!config || !isClaimcheckError(error) || !error.message.startsWith(NO_MEMORY_DIR)) throw error
    const lines = error.message.split('\n')
    lines[lines.length - 1] = `name one: set memoryDir in ${config.shown}, or give MEMORY_DIR on the command line`
    throw new ClaimcheckError('USAGE', lines.join('\n'))
  }
  if (argument === undefined) {
    confinedFoundMemoryDir(found, base.root)
    // One that leads out is read by no run; one that looked on its own and found another says so.
    if (fromConfig === undefined)
      for (const refused of refusedCommittedMemoryDirs(base.root, env)) env.warn(notReadingCommitted(refused))
  }
  return found
}

/** The warning for a memory dir the repository commits that leads out of it. */
export const notReadingCommitted = ({ from, real }: { from: string; real: string }) =>
  `not reading the memory dir ${visible(from)}: it leads out of the repository, to ${visible(real)} (a repository cannot widen what claimcheck reads; name it as MEMORY_DIR to check it)`

/**
 * The memory dirs a repository commits (`.claude/memory`, `./memory`) that lead out of it, refused
 * as a config's `memoryDir` would be (SPEC §10), with where each leads.
 */
export function refusedCommittedMemoryDirs(
  root: string,
  env: Pick<Environment, 'cwd'>,
): Array<{ from: string; real: string }> {
  const realRoot = realpathSync.native(root)
  return committedMemoryDirs(realRoot, env).flatMap((dir) => {
    try {
      if (!statSync(dir.path).isDirectory()) return []
      const real = realpathSync.native(dir.path)
      try {
        confinedFoundMemoryDir(dir, realRoot)
        return []
      } catch (error) {
        return isClaimcheckError(error) ? [{ from: dir.from, real }] : []
      }
    } catch {
      // Not there, or gone since: nothing to read.
      return []
    }
  })
}

/**
 * `--all`: every memory dir of the project, once each: the one a run without MEMORY_DIR takes (the
 * config's `memoryDir` first), then Claude Code's auto memory dir, the `.claude/memory` a team
 * commits and each subagent's.
 */
export function everyMemoryDir(base: BaseSetup, env: Environment): Array<{ path: string; from: string }> {
  let taken: Array<{ path: string; from: string }> = []
  try {
    taken = [memoryDirFor(base, undefined, env)]
  } catch (error) {
    if (!isClaimcheckError(error) || !error.message.startsWith(NO_MEMORY_DIR)) throw error
  }
  const seen = new Set<string>()
  return [...taken, ...projectMemoryDirs(base.root, env)].filter((dir) => {
    const real = realpathSync.native(dir.path)
    if (seen.has(real)) return false
    seen.add(real)
    return true
  })
}

/** Root, config and checkers: what `claimcheck checkers` needs. */
export async function setupCheckers(flags: SetupFlags, env: Environment): Promise<CheckerSetup> {
  let base = await setupBase(flags, env)
  const { config } = base
  const builtIn = defaultEntries
  // The checker loader (package resolution, version ranges) is loaded only when a config needs it.
  let entries = config
    ? await (
        await import('./config/checkers.js')
      ).loadCheckers(config, {
        ownCopiesOnly: base.userScope,
        approved: base.folder?.approvedCheckers,
        unsatisfiedPin: base.userScope ? (await import('./trust/left-out-kinds.js')).pinnedOut : undefined,
        warn: env.warn,
      })
    : builtIn()
  if (base.folder) {
    const { withoutNetwork, noteOf } = await import('./trust/folder-policy.js')
    const limited = withoutNetwork(base.folder, entries)
    entries = limited.entries
    base = {
      ...base,
      folder: limited.folder,
      userScopeNote: noteOf(limited.folder),
      checkersLeftOut: limited.folder.checkersLeftOut,
    }
  }
  let registry: Registry
  try {
    registry = createRegistry(entries, { available: SHIPPED_CHECKERS })
  } catch (error) {
    if (config && error instanceof Error) throw new ClaimcheckError('CONFIG', `${config.shown}: ${error.message}`)
    throw error
  }
  if (base.checkersLeftOut) registry = (await import('./trust/left-out-kinds.js')).withLeftOutKinds(registry)
  return { ...base, entries, registry }
}

/** The memory dir and the config, without loading any checker: what `claimcheck index` needs. */
export async function setupMemoryDir(
  flags: Pick<SetupFlags, 'root' | 'config'>,
  memoryDirArgument: string | undefined,
  env: Environment,
): Promise<BaseSetup & { memoryDir: string; memoryDirFrom: string }> {
  const base = await setupBase(flags, env)
  const found = memoryDirFor(base, memoryDirArgument, env)
  return { ...base, memoryDir: found.path, memoryDirFrom: found.from }
}

/** Everything `claimcheck check` and `claimcheck context` need. */
export async function setupRun(
  flags: SetupFlags,
  memoryDirArgument: string | undefined,
  env: Environment,
  /** True when the caller finds its memory dirs itself (`--all`): none is looked for here. */
  anyMemoryDir = false,
): Promise<RunSetup> {
  const base = await setupCheckers(flags, env)
  const { config } = base
  const dirs = anyMemoryDir
    ? { memoryDir: '', memoryDirFrom: '' }
    : ((found) => ({ memoryDir: found.path, memoryDirFrom: found.from }))(memoryDirFor(base, memoryDirArgument, env))
  refuseWideningFromMemoryDir(config, dirs.memoryDir, base.entries)
  return {
    ...base,
    ...dirs,
    trust: trustGate({
      root: realpathSync.native(base.root),
      registry: base.registry,
      storeFile: trustStore(env),
      // A store another user could write: the user's to know, in a hook's system message too.
      warn: env.notice ?? env.warn,
    }),
    include: config?.config.include ?? [],
    offline: flags.offline === true,
    noCache: flags.noCache === true,
    notice: env.notice ?? env.warn,
    timeoutSeconds: flags.timeout ?? config?.config.timeout,
    concurrency: flags.concurrency ?? config?.config.concurrency,
    allow: config?.config.allowOutside?.length
      ? (await import('./config/allow.js')).allowPredicates(config.config.allowOutside, config.dir, env.home)
      : [],
  }
}

/** The engine's options for a run of one memory dir (`--all` runs each dir with the same setup). */
export function runOptions(setup: RunSetup, memoryDir = setup.memoryDir): RunOptions {
  const { root, registry, timeoutSeconds, concurrency, allow, trust, offline, noCache, notice } = setup
  return { root, memoryDir, registry, timeoutSeconds, concurrency, allow, trust, offline, noCache, warn: notice }
}

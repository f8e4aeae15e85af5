// Everything a command needs before it runs: root, config, memory dir, checkers and limits, from
// flags first, then the config, then the defaults (SPEC §6, §9).
import { realpathSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ClaimcheckError, createRegistry, type CheckerEntry, type Registry } from '@claimcheck/core'
import { allowPredicates } from './config/allow.js'
import { loadCheckers } from './config/checkers.js'
import { loadConfig, type LoadedConfig } from './config/load.js'
import { defaultCheckers } from './default-checkers.js'
import { findRoot, resolveMemoryDir, type Environment } from './locate.js'

export interface SetupFlags {
  root?: string
  config?: string
  timeout?: number
  concurrency?: number
}

export interface CheckerSetup {
  root: string
  config: LoadedConfig | undefined
  entries: CheckerEntry[]
  registry: Registry
}

export interface RunSetup extends CheckerSetup {
  memoryDir: string
  include: string[]
  timeoutSeconds: number | undefined
  concurrency: number | undefined
  allow: Array<(path: string) => boolean>
}

function folder(path: string, what: string, shown: string): string {
  let info
  try {
    info = statSync(path)
  } catch {
    info = undefined
  }
  if (!info?.isDirectory()) throw new ClaimcheckError('USAGE', `${what} is not a folder: ${shown}`)
  return realpathSync(path)
}

const expandHome = (path: string, home: string) => (path.startsWith('~/') ? join(home, path.slice(2)) : path)

/** Root, config and checkers: what `claimcheck checkers` needs. */
export async function setupCheckers(flags: SetupFlags, env: Environment): Promise<CheckerSetup> {
  const searchRoot = flags.root === undefined ? realpathSync(findRoot(env.cwd)) : folder(resolve(env.cwd, flags.root), 'root', flags.root)
  const config = await loadConfig(env.cwd, searchRoot, flags.config)
  const home = env.home ?? homedir()
  let root = searchRoot
  if (flags.root === undefined && config?.config.root !== undefined) {
    const configured = config.config.root
    root = folder(resolve(config.dir, expandHome(configured, home)), `${config.shown}: 'root'`, configured)
  }
  const entries = await loadCheckers(config, () =>
    defaultCheckers().map((checker) => ({ checker, config: {}, source: fileURLToPath(import.meta.resolve(checker.meta.name)) })),
  )
  let registry: Registry
  try {
    registry = createRegistry(entries)
  } catch (error) {
    if (config && error instanceof Error) throw new ClaimcheckError('CONFIG', `${config.shown}: ${error.message}`)
    throw error
  }
  return { root, config, entries, registry }
}

/** Everything `claimcheck check` needs. */
export async function setupRun(flags: SetupFlags, memoryDirArgument: string | undefined, env: Environment): Promise<RunSetup> {
  const base = await setupCheckers(flags, env)
  const { config } = base
  const home = env.home ?? homedir()
  const configured = config?.config.memoryDir
  const memoryDir = resolveMemoryDir(
    memoryDirArgument,
    base.root,
    env,
    configured === undefined ? undefined : { path: resolve(config!.dir, expandHome(configured, home)), from: `memoryDir in ${config!.shown}` },
  )
  return {
    ...base,
    memoryDir,
    include: config?.config.include ?? [],
    timeoutSeconds: flags.timeout ?? config?.config.timeout,
    concurrency: flags.concurrency ?? config?.config.concurrency,
    allow: config ? allowPredicates(config.config.allowOutside ?? [], config.dir, home) : [],
  }
}

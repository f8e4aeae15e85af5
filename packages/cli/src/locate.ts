// Where claimcheck looks when not told: the root (SPEC §6) and the memory dir (SPEC §6, §8.1).
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, isAbsolute, join, resolve } from 'node:path'
// The light entry point: the hook's not-a-memory path must not load the whole core.
import { ClaimcheckError } from '@claimcheck/core/errors'

export interface Environment {
  cwd: string
  env: NodeJS.ProcessEnv
  home?: string
  /** Where warnings go (a settings file that cannot be read, say). */
  warn(message: string): void
}

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** A path with `~` or a leading `~/` taken to the home directory; any other path as it is. */
export function expandHome(path: string, env: Pick<Environment, 'home'>): string {
  const home = env.home ?? homedir()
  if (path === '~') return home
  return path.startsWith('~/') ? join(home, path.slice(2)) : path
}

/** How the error for a project without a memory dir begins. */
export const NO_MEMORY_DIR = 'no memory dir found'

/** The git top level containing `from` (a `.git` folder or file), else `from` itself. */
export function findRoot(from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir
    if (dirname(dir) === dir) return resolve(from)
  }
}

/** The root a command works on: `--root` (which must exist) or the default of SPEC §6. */
export function resolveRoot(option: string | undefined, env: Environment): string {
  if (option === undefined) return realpathSync(findRoot(env.cwd))
  return existingFolder(resolve(env.cwd, option), 'root', option)
}

/** The real path of a folder that must exist; a usage error naming `what` and the path as given otherwise. */
export function existingFolder(path: string, what: string, shown: string): string {
  if (!isDirectory(path)) throw new ClaimcheckError('USAGE', `${what} is not a folder: ${shown}`)
  return realpathSync(path)
}

/** Claude Code's config folder: `$CLAUDE_CONFIG_DIR`, else `~/.claude`. */
export function claudeConfigDir(env: Environment): string {
  const configured = env.env.CLAUDE_CONFIG_DIR
  return configured ? resolve(env.cwd, configured) : join(env.home ?? homedir(), '.claude')
}

/** The project slug: the root's real path with every character other than A-Z a-z 0-9 replaced by `-`. */
export function projectSlug(realRoot: string): string {
  return realRoot.replace(/[^A-Za-z0-9]/g, '-')
}

function readSetting(file: string, env: Environment): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  let settings: unknown
  try {
    settings = JSON.parse(text)
  } catch {
    env.warn(`ignoring ${file}: not valid JSON`)
    return undefined
  }
  const value = (settings as Record<string, unknown> | null)?.autoMemoryDirectory
  if (value === undefined) return undefined
  if (typeof value === 'string' && (isAbsolute(value) || value.startsWith('~/'))) {
    return expandHome(value, env)
  }
  env.warn(`ignoring autoMemoryDirectory in ${file}: expected an absolute path or one starting with ~/`)
  return undefined
}

/** Claude Code's auto memory dir for a root: `autoMemoryDirectory`, else `<config>/projects/<slug>/memory`. */
export function autoMemoryDir(realRoot: string, env: Environment): { path: string; from: string } {
  const config = claudeConfigDir(env)
  // Most specific first: local project settings, shared project settings, then the user's.
  const sources = [
    join(realRoot, '.claude', 'settings.local.json'),
    join(realRoot, '.claude', 'settings.json'),
    join(config, 'settings.json'),
  ]
  for (const file of sources) {
    const path = readSetting(file, env)
    if (path !== undefined) return { path, from: `autoMemoryDirectory in ${file}` }
  }
  return { path: join(config, 'projects', projectSlug(realRoot), 'memory'), from: 'Claude Code auto memory' }
}

/**
 * The memory dir, the first that exists: the argument; config `memoryDir` (`configured`, listed
 * among the places looked at when missing); Claude Code's auto memory dir for the root; `./memory`.
 */
export function resolveMemoryDir(
  argument: string | undefined,
  realRoot: string,
  env: Environment,
  configured?: { path: string; from: string },
): string {
  if (argument !== undefined) {
    const dir = resolve(env.cwd, argument)
    if (!isDirectory(dir)) throw new ClaimcheckError('USAGE', `memory dir is not a folder: ${argument}`)
    return dir
  }
  const auto = autoMemoryDir(realRoot, env)
  const candidates = [...(configured ? [configured] : []), auto, { path: resolve(env.cwd, 'memory'), from: './memory' }]
  const found = candidates.find((candidate) => isDirectory(candidate.path))
  if (found) return found.path
  const looked = candidates.map((c) => `  ${c.path} (${c.from})`).join('\n')
  throw new ClaimcheckError(
    'USAGE',
    `no memory dir found; looked in:\n${looked}\nname one: claimcheck check MEMORY_DIR`,
  )
}

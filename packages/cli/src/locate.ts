// Where claimcheck looks when not told: the root (SPEC §6) and the memory dir (SPEC §6, §8.1).
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
// The light entry point: the hook's not-a-memory path must not load the whole core.
import { ClaimcheckError } from '@claimcheck/core/errors'
import { autoMemoryDir, autoMemoryDisabled } from './claude-code/memory-dir.js'
import type { Environment } from './environment.js'
import { visible } from './visible-text.js'

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

/**
 * Whether a `.git` marks a checkout of this user's: it belongs to the user or root. One another
 * user made (in a folder above, under a shared `/tmp`) would make their config the project's, as
 * git refuses such a checkout ("dubious ownership").
 */
function ownGit(path: string): boolean {
  try {
    const owner = lstatSync(path).uid
    const uid = process.getuid?.()
    return uid === undefined || owner === uid || owner === 0
  } catch {
    return false
  }
}

/** The git top level containing `from` (a `.git` folder or file of the user's or root's), else `from` itself. */
export function findRoot(from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (ownGit(join(dir, '.git'))) return dir
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

/** The memory dirs a repository may commit, looked for after Claude Code's auto memory dir: `.claude/memory`, `./memory`. */
export const committedMemoryDirs = (realRoot: string, env: Pick<Environment, 'cwd'>) => [
  { path: join(realRoot, '.claude', 'memory'), from: '.claude/memory' },
  { path: resolve(env.cwd, 'memory'), from: './memory' },
]

/** A memory dir a config names: where it says (`path`), how reports call it (`from`), and for an error the field and the value as written. */
export interface ConfiguredMemoryDir {
  path: string
  from: string
  field?: string
  given?: string
}

/**
 * The memory dir, the first that exists: the argument; config `memoryDir` (`configured`), which
 * must exist; Claude Code's auto memory dir for the root, unless auto memory is off; the
 * `.claude/memory` a team commits under the root; `./memory` (with a warning when auto memory is off).
 */
export function resolveMemoryDir(
  argument: string | undefined,
  realRoot: string,
  env: Environment,
  configured?: ConfiguredMemoryDir,
): string {
  return findMemoryDir(argument, realRoot, env, configured).path
}

/** The same, with how it was found (`Claude Code auto memory`, `memoryDir in claimcheck.config.yaml`, …). */
export function findMemoryDir(
  argument: string | undefined,
  realRoot: string,
  env: Environment,
  configured?: ConfiguredMemoryDir,
): { path: string; from: string } {
  if (argument !== undefined) {
    const dir = resolve(env.cwd, argument)
    if (!existsSync(dir)) {
      const what = argument.endsWith('.md') ? 'memory file' : 'memory dir'
      throw new ClaimcheckError('USAGE', `no such ${what}: ${argument}`)
    }
    if (!isDirectory(dir)) throw new ClaimcheckError('USAGE', `memory dir is not a folder: ${argument}`)
    return { path: dir, from: 'the MEMORY_DIR argument' }
  }
  // A config that names a memory dir means that one: checking another would pass in silence.
  if (configured) {
    if (isDirectory(configured.path)) return { path: configured.path, from: configured.from }
    const field = configured.field ?? configured.from
    const given = configured.given === undefined ? '' : ` is ${visible(configured.given)}, but`
    throw new ClaimcheckError('CONFIG', `${visible(field)}${given} ${visible(configured.path)} is not a folder`)
  }
  const off = autoMemoryDisabled(realRoot, env)
  const candidates = [...(off ? [] : [autoMemoryDir(realRoot, env)]), ...committedMemoryDirs(realRoot, env)]
  const found = candidates.find((candidate) => isDirectory(candidate.path))
  if (found && off) env.warn(`Claude Code's auto memory is off here; using ${found.path}`)
  if (found) return found
  const looked = candidates.map((c) => `  ${visible(c.path)} (${c.from})`).join('\n')
  throw new ClaimcheckError(
    'USAGE',
    `${NO_MEMORY_DIR}; looked in:\n${looked}\nname one as MEMORY_DIR on the command line, or set memoryDir in the config`,
  )
}

// Where Claude Code 2.1.332 keeps a project's auto memory (SPEC §8.1), as its sessions show it (and
// its bundled code says): the override, the settings it reads and in which order, the slug of the
// main checkout, when auto memory is off.
import { readdirSync, realpathSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { basename, dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path'
import { isClaimcheckError } from '@claimcheck/core/errors'
import type { Environment } from '../environment.js'
import { readFileHead } from '../read-file.js'

/** A `.git` file holds one `gitdir:` line. */
const MAX_GIT_FILE_BYTES = 64 * 1024
/** Settings files are a page or two of JSON; a larger one is not read. */
const MAX_SETTINGS_BYTES = 4 * 1024 * 1024

/**
 * Claude Code's config folder: `$CLAUDE_CONFIG_DIR`, else `~/.claude`. Set but empty, it is the
 * empty path: Claude Code's folders are then relative to the session's folder.
 */
export function claudeConfigDir(env: Environment): string {
  const configured = env.env.CLAUDE_CONFIG_DIR
  return configured !== undefined ? resolve(env.cwd, configured) : join(env.home ?? homedir(), '.claude')
}

/** Names Windows keeps for devices: Claude Code takes none as a project folder name. */
const DEVICE_NAME = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i

/** The longest slug Claude Code keeps as it is; longer ones are cut and given a hash. */
const MAX_SLUG = 200

/** Claude Code's 32-bit string hash, over UTF-16 code units, in base 36 (of its absolute value). */
function slugHash(text: string): string {
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) - hash + text.charCodeAt(i)) | 0
  return Math.abs(hash).toString(36)
}

/**
 * The project slug, as Claude Code 2.1.332 makes it: every UTF-16 code unit other than A-Z a-z
 * 0-9 becomes `-`; over 200 characters, the first 200, `-`, and the hash of the path itself.
 */
export function projectSlug(path: string): string {
  const slug = path.replace(/[^A-Za-z0-9]/g, '-')
  return slug.length <= MAX_SLUG ? slug : `${slug.slice(0, MAX_SLUG)}-${slugHash(path)}`
}

/**
 * The checkout whose memory dir a folder uses: from the folder up to the first `.git`; a `.git`
 * file of a worktree (`gitdir: <common>/worktrees/<name>`) leads to the main checkout (the
 * folder of the common `.git`, or a bare repository's common folder itself), so that every
 * worktree of a repository shares one memory dir, but only while the worktree's back-link
 * (`<common>/worktrees/<name>/gitdir`) still names it: a worktree moved with `mv` keeps its own.
 * Outside git, the folder itself.
 */
export function mainCheckout(realFolder: string): string {
  for (let dir = realFolder; ; dir = dirname(dir)) {
    const git = join(dir, '.git')
    let text: string | undefined
    try {
      if (statSync(git).isDirectory()) return dir
      // A `.git` file is one line; a FIFO or a link to a device there is not one, and never waited on.
      const read = readFileHead(git, MAX_GIT_FILE_BYTES)
      text = read && read.size <= MAX_GIT_FILE_BYTES ? read.text : undefined
    } catch {
      text = undefined
    }
    if (text !== undefined) {
      const gitdir = /^gitdir:[ \t]*(.+?)[ \t]*$/m.exec(text)?.[1]
      const worktree = gitdir && /^(.*)[/\\]worktrees[/\\][^/\\]+[/\\]?$/.exec(resolve(dir, gitdir))
      if (!worktree || !linksBack(resolve(dir, gitdir as string), join(dir, '.git'))) return dir
      const common = worktree[1] as string
      return basename(common) === '.git' ? dirname(common) : common
    }
    if (dirname(dir) === dir) return realFolder
  }
}

/** Whether the worktree's admin folder `admin` still names `gitFile` (its `.git` file) in its `gitdir`. */
function linksBack(admin: string, gitFile: string): boolean {
  try {
    const read = readFileHead(join(admin, 'gitdir'), MAX_GIT_FILE_BYTES)
    const named = read?.text.trim()
    if (!named) return false
    const same = (a: string, b: string) => a === b || realpathSync(a) === realpathSync(b)
    return same(resolve(admin, named), gitFile)
  } catch {
    return false
  }
}

/** How Claude Code reads a yes/no variable: trimmed, any case; anything else is unset. */
const flag = (value: string | undefined): boolean | undefined => {
  const word = (value ?? '').trim().toLowerCase()
  if (['1', 'true', 'yes', 'on'].includes(word)) return true
  if (['0', 'false', 'no', 'off'].includes(word)) return false
  return undefined
}

/**
 * Managed policy settings: on Linux where Claude Code 2.1.332 looks (its debug log shows it), on
 * macOS and Windows where its documentation puts them.
 */
function managedSettingsFile(): string {
  if (process.platform === 'darwin') return '/Library/Application Support/ClaudeCode/managed-settings.json'
  if (process.platform === 'win32') return 'C:\\ProgramData\\ClaudeCode\\managed-settings.json'
  return '/etc/claude-code/managed-settings.json'
}

interface SettingsSource {
  file: string
  /** From the repository itself: ignored in CI, where a pull request must not redirect the run. */
  project: boolean
}

/** The settings sources Claude Code reads `autoMemoryDirectory` and `autoMemoryEnabled` from, in its order. */
function settingsSources(realRoot: string, env: Environment): SettingsSource[] {
  return [
    { file: env.managedSettings ?? managedSettingsFile(), project: false },
    { file: join(realRoot, '.claude', 'settings.local.json'), project: true },
    { file: join(realRoot, '.claude', 'settings.json'), project: true },
    { file: join(claudeConfigDir(env), 'settings.json'), project: false },
  ]
}

/** Settings files already read for an environment: each is read, and warned about, once a run. */
const readFor = new WeakMap<Environment, Map<string, Record<string, unknown> | undefined>>()

function readSettingsFile(file: string, env: Environment): Record<string, unknown> | undefined {
  let read = readFor.get(env)
  if (read === undefined) readFor.set(env, (read = new Map()))
  if (!read.has(file)) read.set(file, readSettingsText(file, env))
  return read.get(file)
}

function readSettingsText(file: string, env: Environment): Record<string, unknown> | undefined {
  let read
  try {
    read = readFileHead(file, MAX_SETTINGS_BYTES)
  } catch (error) {
    // A FIFO or a device planted there is said; a file that cannot be read is passed over, as Claude Code does.
    if (isClaimcheckError(error)) env.warn(`ignoring ${file}: not a regular file`)
    return undefined
  }
  if (read === undefined) return undefined
  if (read.size > MAX_SETTINGS_BYTES) {
    env.warn(`ignoring ${file}: larger than ${MAX_SETTINGS_BYTES} bytes`)
    return undefined
  }
  const { text } = read
  try {
    const settings: unknown = JSON.parse(text)
    return settings !== null && typeof settings === 'object' ? (settings as Record<string, unknown>) : undefined
  } catch {
    env.warn(`ignoring ${file}: not valid JSON`)
    return undefined
  }
}

/** The first source that holds `key`, with its value; a project source in CI is skipped with a warning. */
function firstSetting(key: string, realRoot: string, env: Environment): { value: unknown; file: string } | undefined {
  for (const source of settingsSources(realRoot, env)) {
    const value = readSettingsFile(source.file, env)?.[key]
    if (value === undefined || value === null) continue
    if (source.project && (env.env.CI ?? '') !== '') {
      env.warn(`ignoring ${key} in ${source.file}: in CI a setting of the repository under test is not followed`)
      continue
    }
    return { value, file: source.file }
  }
  return undefined
}

/**
 * A memory dir as Claude Code accepts one: absolute, or `~/` followed by a path that does not
 * climb out of the home directory; undefined for anything else.
 */
function validMemoryDir(value: unknown, env: Environment): string | undefined {
  if (typeof value !== 'string' || value === '' || value.includes('\0')) return undefined
  let path = value
  if (value.startsWith('~/')) {
    const rest = normalize(value.slice(2) || '.')
    if (rest === '.' || rest === '..' || rest.startsWith(`..${sep}`)) return undefined
    path = join(env.home ?? homedir(), value.slice(2))
  }
  if (!isAbsolute(path)) return undefined
  return (
    normalize(path)
      .replace(/[/\\]+$/, '')
      .normalize('NFC') || undefined
  )
}

/**
 * Whether Claude Code's auto memory is off, as 2.1.332 decides: `CLAUDE_CODE_SIMPLE` turns it off
 * whatever else is set; then `CLAUDE_CODE_DISABLE_AUTO_MEMORY` yes turns it off and no forces it
 * on; then `CLAUDE_CODE_REMOTE` without a remote memory dir or an override turns it off; then the
 * setting `autoMemoryEnabled: false`.
 */
export function autoMemoryDisabled(realRoot: string, env: Environment): boolean {
  const vars = env.env
  if (flag(vars.CLAUDE_CODE_SIMPLE) === true) return true
  const disabled = flag(vars.CLAUDE_CODE_DISABLE_AUTO_MEMORY)
  if (disabled !== undefined) return disabled
  if (
    flag(vars.CLAUDE_CODE_REMOTE) === true &&
    !vars.CLAUDE_CODE_REMOTE_MEMORY_DIR &&
    !vars.CLAUDE_COWORK_MEMORY_PATH_OVERRIDE
  )
    return true
  return firstSetting('autoMemoryEnabled', realRoot, env)?.value === false
}

/**
 * Claude Code's auto memory dir for a root, as Claude Code 2.1.332 resolves it (SPEC §8.1):
 * `CLAUDE_COWORK_MEMORY_PATH_OVERRIDE`; else `autoMemoryDirectory` from the first settings source
 * that holds it (an invalid value means the default, not the next source); else
 * `<base>/projects/<slug>/memory`, `<base>` being `CLAUDE_CODE_REMOTE_MEMORY_DIR` or the config
 * dir and `<slug>` made from the main checkout (or `CLAUDE_CODE_PROJECT_DIR_NAME`).
 */
export function autoMemoryDir(realRoot: string, env: Environment): { path: string; from: string } {
  const override = env.env.CLAUDE_COWORK_MEMORY_PATH_OVERRIDE
  // A relative override is ignored: the default applies.
  if (override && isAbsolute(override)) return { path: override, from: 'CLAUDE_COWORK_MEMORY_PATH_OVERRIDE' }
  const setting = firstSetting('autoMemoryDirectory', realRoot, env)
  if (setting !== undefined) {
    const path = validMemoryDir(setting.value, env)
    if (path !== undefined) return { path, from: `autoMemoryDirectory in ${setting.file}` }
    env.warn(
      `ignoring autoMemoryDirectory in ${setting.file}: expected an absolute path or one starting with ~/ (Claude Code then uses its default)`,
    )
  }
  const config = claudeConfigDir(env)
  const base = remoteMemoryBase(env) ?? config
  const named = env.env.CLAUDE_CODE_PROJECT_DIR_NAME
  // The name replaces the slug under the config dir only, only with CLAUDE_CONFIG_DIR set, and never a device name.
  const slug =
    base === config &&
    env.env.CLAUDE_CONFIG_DIR &&
    named &&
    /^[A-Za-z0-9_-]{1,64}$/.test(named) &&
    !DEVICE_NAME.test(named)
      ? named
      : projectSlug(mainCheckout(realRoot))
  // The slug is made of the path as stored (a name stored decomposed keeps its accent as a `-`); only the joined path is NFC.
  return { path: join(base, 'projects', slug, 'memory').normalize('NFC'), from: 'Claude Code auto memory' }
}

/** `CLAUDE_CODE_REMOTE_MEMORY_DIR`, when set: the base of the auto memory and of local and user subagent memory. */
function remoteMemoryBase(env: Environment): string | undefined {
  const remote = env.env.CLAUDE_CODE_REMOTE_MEMORY_DIR
  return remote ? resolve(env.cwd, remote) : undefined
}

/** The folders directly in `folder`, in byte order; none when it cannot be read. */
function foldersIn(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((name) => join(folder, name))
  } catch {
    return []
  }
}

/**
 * Subagents' memory dirs, as Claude Code 2.1.332 keeps them: `<root>/.claude/agent-memory/<type>/`
 * (project), `<root>/.claude/agent-memory-local/<type>/` (local) and
 * `<claude-config>/agent-memory/<type>/` (user); with `CLAUDE_CODE_REMOTE_MEMORY_DIR`, local ones in
 * `<remote>/projects/<slug>/agent-memory-local/<type>/` and user ones in `<remote>/agent-memory/<type>/`.
 * Their indexes are read raw.
 */
export function subagentMemoryDirs(realRoot: string, env: Environment): Array<{ path: string; from: string }> {
  const remote = remoteMemoryBase(env)
  const scopes = [
    { folder: join(realRoot, '.claude', 'agent-memory'), scope: 'project' },
    {
      folder: remote
        ? join(remote, 'projects', projectSlug(mainCheckout(realRoot)), 'agent-memory-local')
        : join(realRoot, '.claude', 'agent-memory-local'),
      scope: 'local',
    },
    { folder: join(remote ?? claudeConfigDir(env), 'agent-memory'), scope: 'user' },
  ]
  return scopes.flatMap(({ folder, scope }) =>
    foldersIn(folder).flatMap((path) => {
      const from = `subagent ${basename(path)}, ${scope} scope`
      // A folder of the repository that is a link out of it (a committed `.claude/agent-memory`
      // link) is refused: nothing a repository commits makes claimcheck read outside it (SPEC §10).
      const real = realOr(path)
      if (isUnder(path, realRoot) && (real === undefined || !isUnder(real, realRoot))) {
        env.warn(
          `ignoring ${path} (${from}): it must lie inside ${realRoot}, not ${real ?? path} (a repository cannot widen what claimcheck reads; use the MEMORY_DIR argument)`,
        )
        return []
      }
      return [{ path, from }]
    }),
  )
}

const isUnder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}${sep}`)

function realOr(path: string): string | undefined {
  try {
    return realpathSync.native(path)
  } catch {
    return undefined
  }
}

/**
 * Every memory dir of a project that exists: Claude Code's auto memory dir (unless it is off), the
 * `.claude/memory` a team commits (SPEC §6's order), then each subagent's.
 */
export function projectMemoryDirs(realRoot: string, env: Environment): Array<{ path: string; from: string }> {
  const auto = autoMemoryDisabled(realRoot, env) ? [] : [autoMemoryDir(realRoot, env)]
  const dirs = [...auto, ...committedMemoryDir(realRoot, env), ...subagentMemoryDirs(realRoot, env)]
  return dirs.filter((dir) => {
    try {
      return statSync(dir.path).isDirectory()
    } catch {
      return false
    }
  })
}

/** The `.claude/memory` of the repository, unless it is a link out of it (refused, as a subagent's is). */
function committedMemoryDir(realRoot: string, env: Environment): Array<{ path: string; from: string }> {
  const path = join(realRoot, '.claude', 'memory')
  const real = realOr(path)
  if (real === undefined) return []
  if (!isUnder(real, realRoot)) {
    env.warn(
      `ignoring ${path} (.claude/memory): it must lie inside ${realRoot}, not ${real} (a repository cannot widen what claimcheck reads; use the MEMORY_DIR argument)`,
    )
    return []
  }
  return [{ path, from: '.claude/memory' }]
}

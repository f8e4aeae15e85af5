// `claimcheck hook install|uninstall`: claimcheck's Claude Code hooks in a settings file (SPEC §8.3).
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, realpathSync } from 'node:fs'
import { homedir } from 'node:os'
import { mkdir } from 'node:fs/promises'
import { basename, delimiter, dirname, join, relative } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import {
  absoluteSearchPath,
  ClaimcheckError,
  isInside,
  notUsedWarning,
  ownFolderProblem,
  userStateDir,
} from '@claimcheck/core'
import { nearestName } from '@claimcheck/core/nearest-name'
import { oneOf, parseCommand } from '../args.js'
import { readRegularFile, writeFileSafely } from '../files.js'
import {
  addOwnHooks,
  HOOK_ARGUMENTS,
  HOOK_EVENTS,
  joinEntries,
  removeOwnHooks,
  REQUIRE_ARGUMENT,
  REQUIRE_ENTRY,
  SettingsShapeError,
  USER_SCOPE_ARGUMENT,
  WITHHOLD_ARGUMENT,
  type HookEntry,
} from '../hooks/settings-hooks.js'
import type { Io } from '../io.js'
import { claudeConfigDir } from '../claude-code/memory-dir.js'
import { resolveRoot } from '../locate.js'
import { hookCommandLine, PATH_LAUNCHER, PROJECT_LAUNCHER, type Launcher } from '../hooks/hook-command-line.js'

export const HOOK_HELP = `Usage: claimcheck hook install|uninstall [options]

Adds claimcheck's hooks to Claude Code's settings, or removes them (and nothing else).
  SessionStart                 tells the agent which memories failed verification, and which
                               MEMORY.md entries it will not see
  PostToolUse (Read)           checks a memory file when the agent reads it
  PostToolUse (Write|Edit|MultiEdit)
                               checks a memory file when the agent writes it, and gives the check
                               to add to one that has none
  PreToolUse (Write)           with --require: denies creating a memory file with no check

Options:
  --scope project|local|user   .claude/settings.json (default), .claude/settings.local.json,
                               or <claude-config>/settings.json
  --events LIST                session-start,post-read,post-write (default all three)
  --withhold                   the read hook answers a read of a stale topic file with its body
                               withheld (for unattended runs), not with a warning beside it
  --require                    add the PreToolUse gate: a Write that creates a memory file with no
                               verify block is denied, with the block to add (existing memories
                               are never blocked)
  --dry-run                    print the settings file that would be written; write nothing
  --root DIR, --help
`

const OPTIONS = {
  scope: { type: 'string' },
  events: { type: 'string' },
  'dry-run': { type: 'boolean' },
  withhold: { type: 'boolean' },
  require: { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

type Scope = 'project' | 'local' | 'user'

/** Whether an executable `name` is on the PATH the hooks will run with (a relative entry is one project's folder). */
function onPath(name: string, io: Io): boolean {
  const folders = (absoluteSearchPath(io.env.PATH) ?? '').split(delimiter).filter(Boolean)
  return folders.some((folder) => {
    try {
      accessSync(join(folder, name), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

/**
 * How the hooks find claimcheck. Project scope: the project's own install, which every teammate
 * gets from `npm install` (until then the hook says so). Local scope: the same when there is one.
 * Otherwise the claimcheck on PATH: never a path into one project's node_modules or npx's cache,
 * which a clean-up deletes under every session of every project.
 */
function launcherFor(scope: Scope, root: string, io: Io): Launcher {
  const installed = existsSync(join(root, 'node_modules', '.bin', 'claimcheck'))
  if (scope === 'project' && !installed) {
    throw new ClaimcheckError(
      'USAGE',
      `project scope runs the project's own claimcheck, which is not installed in ${root} ` +
        "(install @claimcheck/cli in it: Install in claimcheck's README), or use --scope local or --scope user",
    )
  }
  if (scope !== 'user' && installed) return PROJECT_LAUNCHER
  if (!onPath('claimcheck', io))
    io.warn(
      "claimcheck is not on PATH, so until it is (Install in claimcheck's README) the hooks only say so at session start; the Claude Code plugin needs no install",
    )
  return PATH_LAUNCHER
}

function settingsFile(scope: Scope, root: string, io: Io): string {
  if (scope === 'user') return join(claudeConfigDir(io), 'settings.json')
  return join(root, '.claude', scope === 'local' ? 'settings.local.json' : 'settings.json')
}

/** The hooks chosen, one entry an event; uninstalling with no `--events` removes the gate too. */
function readEvents(value: string | undefined, gate: boolean): HookEntry[] {
  const chosen =
    value === undefined
      ? Object.values(HOOK_EVENTS)
      : value
          .split(',')
          .map((name) => HOOK_EVENTS[oneOf(name.trim(), 'session-start', Object.keys(HOOK_EVENTS), 'event')]!)
  return joinEntries(gate ? [...chosen, REQUIRE_ENTRY] : chosen)
}

/** Settings files are small: one larger than this is refused, not read. */
const MAX_SETTINGS_BYTES = 4 * 1024 * 1024

/** The file's settings, or a refusal that leaves it untouched. A FIFO or a device is refused, never waited on. */
function readSettings(file: string, shown: string): { text?: string; mode?: number } {
  const read = readRegularFile(file, MAX_SETTINGS_BYTES)
  if (read === undefined) return {}
  const { text, mode } = read
  let settings: unknown
  try {
    settings = text.trim() === '' ? {} : JSON.parse(text)
  } catch (error) {
    throw new ClaimcheckError(
      'USAGE',
      `${shown} is not valid JSON (${(error as Error).message.split('\n')[0]}); it was left untouched`,
    )
  }
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new ClaimcheckError('USAGE', `${shown} is not a JSON object; it was left untouched`)
  }
  return { text, mode }
}

/**
 * A project's settings file must lead to a file of the project: a `.claude` committed as a link to
 * the user's own config folder would make a project install write the user's settings, adding a
 * hook that runs `node_modules/.bin/claimcheck` of every folder Claude Code opens (SPEC §10).
 */
function withinProject(file: string, root: string, shown: string): void {
  let real: string
  try {
    real = realpathSync.native(file)
  } catch {
    try {
      real = join(realpathSync.native(dirname(file)), basename(file))
    } catch {
      return // Neither is there yet: it is made inside the project.
    }
  }
  const project = realpathSync.native(root)
  if (!isInside(real, project))
    throw new ClaimcheckError(
      'USAGE',
      `${shown} leads outside the project, to ${real}; a project's settings are written inside ${project} (for your own settings, --scope user)`,
    )
}

/** False only when git says it would pick the file up (Claude Code ignores the local settings it creates itself). */
function ignoredByGit(file: string, root: string): boolean {
  // With no fsmonitor: one configured in .git/config is a program, and this only reads names.
  return (
    spawnSync('git', ['-c', 'core.fsmonitor=false', 'check-ignore', '-q', '--', file], {
      cwd: root,
      stdio: 'ignore',
      // Looked up on absolute entries of PATH only: a relative one is the project's own folder.
      env: { ...process.env, PATH: absoluteSearchPath(process.env.PATH) },
    }).status !== 1
  )
}

/**
 * Where the previous settings file is kept: beside the user's own settings; a project's outside the
 * repository, in claimcheck's state folder, where `git add -A` will not commit it. One a file.
 */
function backupOf(scope: Scope, file: string, io: Io): string {
  if (scope === 'user') return `${file}.bak`
  const name = `${file.replace(/[^A-Za-z0-9]/g, '-').slice(-200)}.bak`
  return join(userStateDir(io.env, io.home ?? homedir()), 'settings-backups', name)
}

/**
 * A project's backup goes to claimcheck's state folder only when that folder, and the way to it, is
 * the user's alone (SPEC §10, own-file.ts): settings can hold secrets (`env`), which another user
 * could read there, and nowhere else outside the repository is the user's to choose. Refused
 * before anything is written.
 */
function refuseSharedBackupFolder(backup: string, shown: string): void {
  const folder = dirname(backup)
  const problem = ownFolderProblem(folder)
  if (problem === undefined) return
  throw new ClaimcheckError(
    'USAGE',
    `${notUsedWarning(`${folder} for the backup of ${shown}`, problem)}; ${shown} was left untouched (set XDG_STATE_HOME to a folder of your own)`,
  )
}

/**
 * Writes the settings after keeping the previous file at `backup`, both through new files and
 * renames: a link planted at the backup's or the temporary file's place is replaced, never
 * followed, and a settings file that is a symlink stays one (SPEC §10).
 */
async function writeSettings(
  file: string,
  text: string,
  previous: { text?: string; mode?: number },
  backupFile: string,
): Promise<string | undefined> {
  await mkdir(dirname(file), { recursive: true })
  let backup: string | undefined
  if (previous.text !== undefined) {
    backup = backupFile
    // Made for the user alone: what it keeps is the user's settings.
    await mkdir(dirname(backup), { recursive: true, mode: 0o700 })
    await writeFileSafely(backup, previous.text, { mode: previous.mode, special: 'replace' })
  }
  await writeFileSafely(file, text, { mode: previous.mode, special: 'refuse' })
  return backup
}

export async function hookCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, OPTIONS)
  if (values.help) {
    io.stdout(HOOK_HELP)
    return 0
  }
  const [action, ...extra] = positionals
  if ((action !== 'install' && action !== 'uninstall') || extra.length > 0) {
    const expected = "expected 'claimcheck hook install' or 'claimcheck hook uninstall'"
    if (action === undefined || extra.length > 0) throw new ClaimcheckError('USAGE', expected)
    const near = nearestName(action, ['install', 'uninstall'])
    const hint = near === undefined ? expected : `did you mean 'claimcheck hook ${near}'?`
    throw new ClaimcheckError('USAGE', `unknown hook action '${action}' (${hint})`)
  }
  const scope = oneOf(values.scope, 'project', ['project', 'local', 'user'], 'scope')
  if (values.require && action === 'uninstall') throw new ClaimcheckError('USAGE', '--require applies to hook install')
  const entries = readEvents(
    values.events,
    values.require === true || (action === 'uninstall' && values.events === undefined),
  )
  const root = resolveRoot(values.root, io)
  const file = settingsFile(scope, root, io)
  const shown = isInside(file, io.cwd) ? relative(io.cwd, file) : file
  const previous = readSettings(file, shown)
  if (scope !== 'user') withinProject(file, root, shown)

  let chosen: Launcher | undefined
  const launcher = () => (chosen ??= launcherFor(scope, root, io))
  let text: string
  try {
    const current = previous.text === undefined || previous.text.trim() === '' ? '{}\n' : previous.text
    text =
      action === 'install'
        ? addOwnHooks(current, entries, (entry) => {
            const line = hookCommandLine(launcher(), entry.event)
            const command = scope === 'user' ? `${line} ${USER_SCOPE_ARGUMENT}` : line
            if (entry.event === 'PreToolUse') return `${command} ${REQUIRE_ARGUMENT}`
            return values.withhold && entry.event === 'PostToolUse' ? `${command} ${WITHHOLD_ARGUMENT}` : command
          })
        : removeOwnHooks(
            current,
            entries.map((entry) => entry.event),
          ).text
  } catch (error) {
    if (error instanceof SettingsShapeError)
      throw new ClaimcheckError('USAGE', `${shown}: ${error.message}; it was left untouched`)
    throw error
  }
  if (!text.endsWith('\n')) text += '\n'
  if (values['dry-run']) {
    io.stdout(text)
    return 0
  }
  const events = entries
    .map((entry) => (entry.matcher ? `${entry.event} (${entry.matcher})` : entry.event))
    .join(' and ')
  const unchanged = previous.text !== undefined ? text === previous.text : action === 'uninstall'
  if (unchanged) {
    io.stdout(
      action === 'install'
        ? `claimcheck's ${events} hooks are already in ${shown}\n`
        : `no claimcheck hooks in ${shown}; nothing changed\n`,
    )
    return 0
  }
  const backupFile = backupOf(scope, file, io)
  if (scope !== 'user' && previous.text !== undefined) refuseSharedBackupFolder(backupFile, shown)
  const backup = await writeSettings(file, text, previous, backupFile)
  if (scope === 'local' && !ignoredByGit(file, root))
    io.warn(`${shown} is not ignored by git here: add it to .gitignore, or git add -A will commit your own hooks`)
  const kept = backup ? ` (previous file kept as ${isInside(backup, io.cwd) ? relative(io.cwd, backup) : backup})` : ''
  if (action === 'install') {
    const runs = `${launcher().program} ${HOOK_ARGUMENTS}${scope === 'user' ? ` ${USER_SCOPE_ARGUMENT}` : ''}`
    io.stdout(
      `installed claimcheck's ${events} hooks in ${shown}${kept}\n  runs: ${runs}\n` +
        '  (when Node.js or claimcheck is missing, they exit 0 and say so at session start)\n',
    )
  } else {
    io.stdout(`removed claimcheck's ${events} hooks from ${shown}${kept}\n`)
  }
  return 0
}

// `claimcheck hook install|uninstall`: claimcheck's Claude Code hooks in a settings file (SPEC §8.3).
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import { ClaimcheckError, isInside } from '@claimcheck/core'
import { nearestName } from '@claimcheck/core/nearest-name'
import { oneOf, parseCommand } from '../args.js'
import { readRegularFile, writeFileSafely } from '../files.js'
import {
  addOwnHooks,
  HOOK_ARGUMENTS,
  HOOK_EVENTS,
  joinEntries,
  ownHooks,
  removeOwnHooks,
  REQUIRE_ARGUMENT,
  REQUIRE_ENTRY,
  SettingsShapeError,
  USER_SCOPE_ARGUMENT,
  WITHHOLD_ARGUMENT,
  type HookEntry,
} from '../claude-code/settings-hooks.js'
import type { Io } from '../io.js'
import { claudeConfigDir, resolveRoot } from '../locate.js'
import { ownBin } from '../own-bin.js'

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

/** A word for a POSIX shell, quoted when it needs to be. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `"${word.replace(/(["\\$`])/g, '\\$1')}"`
}

/** This claimcheck's own bin, run by the node running it now: found without a global install. */
function thisClaimcheck(): string {
  return `${shellWord(process.execPath)} ${shellWord(ownBin())}`
}

/** The command line a hook runs: the project's own install for project scope. */
function hookCommandLine(scope: Scope, root: string): string {
  const projectBin = join(root, 'node_modules', '.bin', 'claimcheck')
  if (scope === 'project' && !existsSync(projectBin)) {
    throw new ClaimcheckError(
      'USAGE',
      `project scope runs the project's own claimcheck, which is not installed in ${root} ` +
        '(npm install --save-dev @claimcheck/cli), or use --scope local or --scope user',
    )
  }
  const launcher =
    scope !== 'user' && existsSync(projectBin) ? '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/claimcheck' : thisClaimcheck()
  return `${launcher} ${HOOK_ARGUMENTS}${scope === 'user' ? ` ${USER_SCOPE_ARGUMENT}` : ''}`
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
 * Writes the settings after keeping the previous file as `<file>.bak`, both through new files
 * and renames: a link planted at the backup's or the temporary file's place is replaced, never
 * followed, and a settings file that is a symlink stays one (SPEC §10).
 */
async function writeSettings(
  file: string,
  text: string,
  previous: { text?: string; mode?: number },
): Promise<string | undefined> {
  await mkdir(dirname(file), { recursive: true })
  let backup: string | undefined
  if (previous.text !== undefined) {
    backup = `${file}.bak`
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

  let text: string
  try {
    const current = previous.text === undefined || previous.text.trim() === '' ? '{}\n' : previous.text
    text =
      action === 'install'
        ? addOwnHooks(current, entries, (entry) => {
            const command = hookCommandLine(scope, root)
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
  const backup = await writeSettings(file, text, previous)
  const kept = backup ? ` (previous file kept as ${isAbsolute(shown) ? backup : relative(io.cwd, backup)})` : ''
  if (action === 'install') {
    const command = ownHooks(JSON.parse(text))[0]?.command ?? ''
    io.stdout(`installed claimcheck's ${events} hooks in ${shown}${kept}\n  command: ${command}\n`)
  } else {
    io.stdout(`removed claimcheck's ${events} hooks from ${shown}${kept}\n`)
  }
  return 0
}

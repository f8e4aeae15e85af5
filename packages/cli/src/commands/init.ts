// `claimcheck init`: sets claimcheck up in a project, as `eslint --init` and `vitest init` do: a
// config with its schema, Claude Code's hooks if wanted, a first lint, and what to do next.
import { existsSync } from 'node:fs'
import { link, open, unlink } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join, relative } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import { ClaimcheckError, isInside } from '@claimcheck/core'
import { oneOf, parseCommand } from '../args.js'
import { firstConfigFile } from '../config/find.js'
import { claudeConfigDir } from '../claude-code/memory-dir.js'
import { describeFailure } from '../failures.js'
import { ownHooks } from '../hooks/settings-hooks.js'
import type { LintFinding } from '../lint/lint.js'
import type { Io } from '../io.js'
import { findMemoryDir, NO_MEMORY_DIR, resolveRoot } from '../locate.js'
import { ownBin } from '../own-bin.js'
import { readFileHead } from '../read-file.js'
import { DEFAULT_CHECKERS, OPT_IN_NAMES } from '../shipped-checkers.js'
import { hookCommand } from './hook.js'
import { lintRun } from './lint.js'

export const INIT_HELP = `Usage: claimcheck init [MEMORY_DIR] [options]

Sets claimcheck up in this project: writes claimcheck.config.json at the root (the checkers it
runs, listed; the \$schema of the project's own install, when it has one), offers Claude Code's
hooks, runs claimcheck lint once and says what to do next. Run again where a config exists, it
keeps the config as it is and does the rest.

Options:
  --scope project|local|user|none   add claimcheck's Claude Code hooks to .claude/settings.json,
                                    .claude/settings.local.json or your user settings, or not
                                    (asked at a terminal; none elsewhere unless given)
  --hooks SCOPE                     the same as --scope
  --dry-run                         print the config that would be written; write nothing
  --root DIR, --help
`

const OPTIONS = {
  hooks: { type: 'string' },
  scope: { type: 'string' },
  'dry-run': { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const CONFIG_NAME = 'claimcheck.config.json'
// Named only when the project has its own install: a URL into a registry, or a path into a clone
// on one machine, would not resolve for every teammate.
const SCHEMA_IN_PACKAGE = 'node_modules/@claimcheck/cli/schema/config.schema.json'
// With `checkers`, exactly those run (SPEC §9.2): the config lists the default set, so enabling one
// more is adding a line to a list the user can see.
const DEFAULT_CHECKER_NAMES = DEFAULT_CHECKERS.map((shipped) => shipped.name)

type HookChoice = 'project' | 'local' | 'user' | 'none'
const HOOK_CHOICES: HookChoice[] = ['project', 'local', 'user', 'none']

/** The memory dir to name in the config, if any, and the one lint runs on. */
function memoryDirOf(argument: string | undefined, root: string, io: Io): { path?: string; committed: boolean } {
  try {
    const found = findMemoryDir(argument, root, io)
    // Claude Code's auto memory dir is each user's own, outside the repository: never written in a config.
    return { path: found.path, committed: isInside(found.path, root) }
  } catch (error) {
    if (argument === undefined && error instanceof Error && error.message.startsWith(NO_MEMORY_DIR))
      return { committed: false }
    throw error
  }
}

/** Creates `file` with `text` whole or not at all, and never over a file that appeared meanwhile. */
async function createFile(file: string, text: string): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    const handle = await open(temp, 'wx', 0o666)
    try {
      await handle.writeFile(text)
    } finally {
      await handle.close()
    }
    await link(temp, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' && existsSync(file))
      throw new ClaimcheckError('USAGE', `${file} already exists; nothing was written`)
    throw new ClaimcheckError('USAGE', `cannot write ${file}: ${describeFailure(error)}`)
  } finally {
    await unlink(temp).catch(() => undefined)
  }
}

/** Settings files are small: a larger one is not read. */
const MAX_SETTINGS_BYTES = 4 * 1024 * 1024

const PROJECT_HOOKS_NEED_AN_INSTALL =
  "project hooks run the project's own claimcheck (node_modules/.bin/claimcheck), which is not installed here, " +
  'so no hooks were added. For you alone: claimcheck init --scope local (this project) or --scope user (every ' +
  "project), or the Claude Code plugin (Install in claimcheck's README). For the team: once the project installs " +
  '@claimcheck/cli, claimcheck hook install\n'

async function chooseHooks(io: Io, projectInstalled: boolean): Promise<HookChoice | undefined> {
  if (!io.stdinIsTTY || !io.stdoutIsTTY) return undefined
  io.stdout(
    "\nClaude Code's hooks tell the agent which memories failed verification, at session start and when\n" +
      'it reads a memory file. Add them to:\n' +
      `  project  .claude/settings.json (committed: every teammate gets them${projectInstalled ? '' : '; needs claimcheck installed in the project, which it is not'})\n` +
      '  local    .claude/settings.local.json (only you, in this project)\n' +
      '  user     your user settings (only you, in every project)\n' +
      '  none     not now (claimcheck hook install adds them later; or the Claude Code plugin)\n',
  )
  for (;;) {
    const answer = (await io.ask('Hooks [project/local/user/none] (none): '))?.trim().toLowerCase()
    if (answer === undefined || answer === '' || answer === 'n' || answer === 'no') return 'none'
    const chosen = HOOK_CHOICES.find((choice) => choice.startsWith(answer))
    if (chosen === 'project' && !projectInstalled) io.stdout(PROJECT_HOOKS_NEED_AN_INSTALL)
    else if (chosen) return chosen
  }
}

export async function initCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, OPTIONS)
  if (values.help) {
    io.stdout(INIT_HELP)
    return 0
  }
  if (positionals.length > 1)
    throw new ClaimcheckError('USAGE', `init takes one MEMORY_DIR, got: ${positionals.join(' ')}`)
  if (values.hooks !== undefined && values.scope !== undefined && values.hooks !== values.scope)
    throw new ClaimcheckError('USAGE', `--hooks ${values.hooks} and --scope ${values.scope} disagree; give one`)
  const scopeGiven = values.scope ?? values.hooks
  const hooksGiven = scopeGiven === undefined ? undefined : oneOf(scopeGiven, 'none', HOOK_CHOICES, 'hooks scope')
  const root = resolveRoot(values.root, io)
  const existing = firstConfigFile(io.cwd, root)
  // With a config, lint finds the memory dir as every command does (its memoryDir first).
  const memory = existing === undefined ? memoryDirOf(positionals[0], root, io) : { committed: false }
  if (memory.path !== undefined && positionals[0] !== undefined && !memory.committed && existing === undefined)
    throw new ClaimcheckError(
      'USAGE',
      `a config names a memory dir inside the root (${root}), not ${positionals[0]}; name it on the command line instead`,
    )
  const file = existing ?? join(root, CONFIG_NAME)
  const shown = relative(io.cwd, file) || file
  if (existing !== undefined) {
    io.stdout(`${shown} exists; kept as it is (edit it, or remove it and run init to start again)\n`)
    if (values['dry-run']) return 0
  } else {
    const config: Record<string, unknown> = {}
    if (existsSync(join(root, SCHEMA_IN_PACKAGE))) config.$schema = `./${SCHEMA_IN_PACKAGE}`
    if (memory.path !== undefined && memory.committed) config.memoryDir = relative(root, memory.path) || '.'
    config.checkers = DEFAULT_CHECKER_NAMES
    const text = `${JSON.stringify(config, null, 2)}\n`
    if (values['dry-run']) {
      io.stdout(text)
      return 0
    }
    await createFile(file, text)
    io.stdout(
      `wrote ${shown}${config.memoryDir === undefined ? '' : ` (memoryDir: ${config.memoryDir})`}\n` +
        `  checkers: ${DEFAULT_CHECKER_NAMES.join(', ')}; exactly these run: add ${OPT_IN_NAMES.join(' or ')} to the list to enable them\n`,
    )
  }

  const projectInstalled = existsSync(join(root, 'node_modules', '.bin', 'claimcheck'))
  let hooks = hooksGiven ?? (await chooseHooks(io, projectInstalled))
  if (hooks === 'project' && !projectInstalled) {
    io.stdout(PROJECT_HOOKS_NEED_AN_INSTALL)
    hooks = undefined
  }
  if (hooks !== undefined && hooks !== 'none') {
    const installed = await hookCommand(['install', '--scope', hooks, '--root', root], io)
    if (installed !== 0) return installed
  }
  if (memory.path !== undefined && memory.committed)
    io.stdout(
      `note: Claude Code's hooks check the memory Claude Code loads (its auto memory dir), not ${relative(root, memory.path) || '.'}; ` +
        'claimcheck check, the GitHub Action and pre-commit check this one\n',
    )

  const claimcheck = isInside(ownBin(), join(root, 'node_modules')) ? 'npx --no-install claimcheck' : 'claimcheck'
  const next: Array<[string, string]> = []
  if (existing === undefined && memory.path === undefined) {
    io.stdout(
      "no memory dir yet: claimcheck will use Claude Code's auto memory dir for this project once it exists, " +
        'or .claude/memory, or ./memory\n',
    )
  } else {
    io.stdout(`\n${claimcheck} lint\n`)
    const lintArgs = existing === undefined ? [memory.path as string] : positionals
    const { findings } = await lintRun([...lintArgs, '--root', root], io)
    next.push(...stepsAfterLint(findings, claimcheck, existing === undefined))
  }
  const hooksAdded = hooks !== undefined && hooks !== 'none'
  if (!hooksAdded && !ownHooksInstalled(root, io))
    next.push([`${claimcheck} hook install --scope local`, "add Claude Code's hooks, for you in this project"])
  if (existing === undefined) next.push([`git add ${shown}`, 'share the config with the project'])
  if (next.length === 0) return 0
  const width = Math.max(...next.map(([command]) => command.length))
  io.stdout(`\nNext:\n${next.map(([command, why]) => `  ${command.padEnd(width)}  ${why}\n`).join('')}`)
  return 0
}

/** What to do after the first lint, from what it found: each step for a finding it reported. */
function stepsAfterLint(
  findings: readonly LintFinding[],
  claimcheck: string,
  offerWrite: boolean,
): Array<[string, string]> {
  const steps: Array<[string, string]> = []
  const count = (what: (finding: LintFinding) => boolean, one: string, many: string) => {
    const n = findings.filter(what).length
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]
  }
  const toFix = [
    ...count((finding) => finding.severity === 'error', 'error', 'errors'),
    ...count(
      (finding) => finding.code === 'fossil-missing',
      'path that no longer exists',
      'paths that no longer exist',
    ),
  ]
  if (toFix.length > 0)
    steps.push([`${claimcheck} lint`, `again, once the memory files are fixed (${toFix.join(', ')} above)`])
  if (findings.some((finding) => finding.code === 'fossil')) {
    steps.push([`${claimcheck} suggest`, 'propose a verify block for each memory lint found unchecked'])
    if (offerWrite) steps.push([`${claimcheck} suggest --write`, 'insert them'])
  }
  steps.push([`${claimcheck} check`, 'run every check and see which claims still hold'])
  return steps
}

/** Settings files Claude Code reads for this project that already run claimcheck's hooks. */
function ownHooksInstalled(root: string, io: Io): boolean {
  const files = [
    join(root, '.claude', 'settings.json'),
    join(root, '.claude', 'settings.local.json'),
    join(claudeConfigDir(io), 'settings.json'),
  ]
  return files.some((file) => {
    try {
      const read = readFileHead(file, MAX_SETTINGS_BYTES)
      const settings: unknown = read && read.size <= MAX_SETTINGS_BYTES ? JSON.parse(read.text) : undefined
      return (
        typeof settings === 'object' && settings !== null && ownHooks(settings as Record<string, unknown>).length > 0
      )
    } catch {
      // Unreadable or not JSON: `hook install` will say what is wrong with it.
      return false
    }
  })
}

// Dispatches a command line to its command and turns every error into exit code 2 and one clear line.
// Commands are loaded on demand, so a run loads only the code it needs.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { ClaimcheckError, isClaimcheckError } from '@claimcheck/core/errors'
import { nearestName } from '@claimcheck/core/nearest-name'
import { HELP_WORDS, isCommandName, VERSION_WORDS, type CommandName } from './command-names.js'
import type { Io } from './io.js'
import { meta } from './meta.js'
import { linesForLogs } from './visible-text.js'

const HELP = `claimcheck ${meta.version}: verify what persistent memory claims before anyone acts on it.

Usage: claimcheck [command] [options]

Commands:
  init [MEMORY_DIR]           set claimcheck up here: a config, Claude Code's hooks, a first lint
  check [MEMORY_DIR|FILE...]  run the memories' checks and report (the default command)
  context [MEMORY_DIR]        hand memory over: fresh and unverifiable in full, stale ones held
  index [MEMORY_DIR]          check MEMORY.md against what Claude Code loads, and its links
  hook install|uninstall      add or remove claimcheck's Claude Code hooks
  trust [MEMORY_DIR]          approve, at a terminal, the commands memory files would run
  stats LOG_FILE              summarise the runs 'check --log' recorded
  lint [MEMORY_DIR]           find fossils (claims with no check) and frontmatter problems
  suggest [MEMORY_DIR]        propose verify blocks for the fossils; --write inserts them
  checkers                    list the enabled checkers and where they were loaded from

Run 'claimcheck <command> --help' (or 'claimcheck help <command>') for a command's options.
`

type Command = (args: string[], io: Io) => Promise<number>

const COMMANDS: Record<CommandName, () => Promise<Command>> = {
  check: async () => (await import('./commands/check.js')).checkCommand,
  context: async () => (await import('./commands/context.js')).contextCommand,
  checkers: async () => (await import('./commands/checkers.js')).checkersCommand,
  index: async () => (await import('./commands/index.js')).indexCommand,
  hook: async () => (await import('./commands/hook.js')).hookCommand,
  trust: async () => (await import('./commands/trust.js')).trustCommand,
  stats: async () => (await import('./commands/stats.js')).statsCommand,
  lint: async () => (await import('./commands/lint.js')).lintCommand,
  suggest: async () => (await import('./commands/lint.js')).suggestCommand,
  init: async () => (await import('./commands/init.js')).initCommand,
}

/**
 * `check` is the default command, so a first word that is no command is a memory dir or file. One
 * that does not exist and looks like a word, not a path, is a mistyped command (`claimcheck chek`).
 */
function refuseUnknownCommand(word: string, cwd: string): void {
  if (!/^[A-Za-z][\w-]*$/.test(word) || existsSync(resolve(cwd, word))) return
  const near = nearestName(word, Object.keys(COMMANDS))
  throw new ClaimcheckError(
    'USAGE',
    near === undefined
      ? `unknown command '${word}', and no memory dir of that name (see claimcheck --help)`
      : `unknown command '${word}' (did you mean '${near}'?)`,
  )
}

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [first, ...rest] = argv
    if (VERSION_WORDS.includes(first)) {
      io.stdout(`${meta.version}\n`)
      return 0
    }
    // `claimcheck help check` is `claimcheck check --help`, as git and npm read it.
    if (first === 'help' && isCommandName(rest[0])) return await (await COMMANDS[rest[0]]())(['--help'], io)
    if (first === 'help' && rest[0] !== undefined) {
      const near = nearestName(rest[0], Object.keys(COMMANDS))
      const hint = near === undefined ? 'see claimcheck --help' : `did you mean '${near}'?`
      throw new ClaimcheckError('USAGE', `no help for '${rest[0]}': there is no such command (${hint})`)
    }
    if (HELP_WORDS.includes(first)) {
      io.stdout(HELP)
      return 0
    }
    const named = isCommandName(first) ? COMMANDS[first] : undefined
    if (!named && first !== undefined) refuseUnknownCommand(first, io.cwd)
    const command = await (named ?? COMMANDS.check)()
    return await command(named ? rest : argv, io)
  } catch (error) {
    if (isClaimcheckError(error)) {
      io.stderr(`claimcheck: ${linesForLogs(error.message)}\n`)
    } else {
      const detail = io.env.CLAIMCHECK_DEBUG && error instanceof Error ? `\n${error.stack}` : ''
      io.stderr(
        `claimcheck: internal error: ${linesForLogs(error instanceof Error ? error.message : String(error))}${detail}\n`,
      )
    }
    return 2
  }
}

// Dispatches a command line to its command and turns every error into exit code 2 and one clear line.
import { isClaimcheckError } from '@claimcheck/core'
import { CHECK_HELP, checkCommand } from './commands/check.js'
import { checkersCommand } from './commands/checkers.js'
import type { Io } from './io.js'
import { meta } from './meta.js'

const HELP = `claimcheck ${meta.version}: verify what persistent memory claims before anyone acts on it.

Usage: claimcheck [check] [MEMORY_DIR] [options]

Commands:
  check [MEMORY_DIR]     run every memory's checks and report (the default command)
  checkers               list the enabled checkers and where they were loaded from

Run 'claimcheck check --help' for the options.
`

/** Commands of the specification that this version does not have yet: refused, never read as a folder name. */
const NOT_YET = new Set(['context', 'index', 'lint', 'suggest', 'trust', 'stats', 'hook'])

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [first, ...rest] = argv
    if (first === '--version' || first === '-v') {
      io.stdout(`${meta.version}\n`)
      return 0
    }
    if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
      if (first === undefined) return await checkCommand([], io)
      io.stdout(`${HELP}\n${CHECK_HELP}`)
      return 0
    }
    if (first === 'check') return await checkCommand(rest, io)
    if (first === 'checkers') return await checkersCommand(rest, io)
    if (NOT_YET.has(first)) {
      io.stderr(`claimcheck: '${first}' is not available in claimcheck ${meta.version}; see claimcheck --help\n`)
      return 2
    }
    return await checkCommand(argv, io)
  } catch (error) {
    if (isClaimcheckError(error)) {
      io.stderr(`claimcheck: ${error.message}\n`)
    } else {
      const detail = io.env.CLAIMCHECK_DEBUG && error instanceof Error ? `\n${error.stack}` : ''
      io.stderr(`claimcheck: internal error: ${error instanceof Error ? error.message : String(error)}${detail}\n`)
    }
    return 2
  }
}

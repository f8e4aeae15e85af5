// How the bins end: with the run's exit code once stdout and stderr are out (written before each
// write returns, but for a terminal: io.ts), so that a check abandoned at its timeout cannot hold
// the process open; an error that escaped is one line, exit 2.
import { outputWritten, writeStderr } from './io.js'

export function exitAfterOutput(run: Promise<number>): void {
  run
    .catch((error: unknown) => {
      writeStderr(`claimcheck: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
      return 2
    })
    .then(async (code) => {
      await outputWritten()
      process.exit(code)
    })
}

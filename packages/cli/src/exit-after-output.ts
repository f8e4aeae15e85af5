// How the bins end: with the run's exit code as soon as it is known (stdout and stderr are written
// before each write returns, io.ts), so that a check abandoned at its timeout cannot hold the
// process open; an error that escaped is one line, exit 2.
import { writeStderr } from './io.js'

export function exitAfterOutput(run: Promise<number>): void {
  run
    .catch((error: unknown) => {
      writeStderr(`claimcheck: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
      return 2
    })
    .then((code) => process.exit(code))
}

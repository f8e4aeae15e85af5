// How the bins end: with the run's exit code once stdout and stderr are out, so that a check
// abandoned at its timeout cannot hold the process open; an error that escaped is one line, exit 2.
export function exitAfterOutput(run: Promise<number>): void {
  run
    .catch((error: unknown) => {
      process.stderr.write(`claimcheck: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
      return 2
    })
    .then(async (code) => {
      await Promise.all([
        new Promise((done) => process.stdout.write('', done)),
        new Promise((done) => process.stderr.write('', done)),
      ])
      process.exit(code)
    })
}

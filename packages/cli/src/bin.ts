#!/usr/bin/env node
// The build bundles this file and the program into dist/bin.cjs, one CommonJS script: Node starts
// it without setting up its ES module loader, which only a config or a checker module then needs.
// The version check comes before anything else runs, so an old Node gets a sentence, not a stack.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`claimcheck: needs Node.js 20.19 or newer; this is ${process.version}\n`)
  process.exit(2)
}

async function run(): Promise<number> {
  const [{ main }, { processIo }] = await Promise.all([import('./main.js'), import('./io.js')])
  return main(process.argv.slice(2), processIo())
}

run()
  .catch((error: unknown) => {
    process.stderr.write(`claimcheck: internal error: ${error instanceof Error ? error.message : String(error)}\n`)
    return 2
  })
  .then(async (code) => {
    // Exit as soon as the output is out: a check abandoned at its timeout must not hold the process open.
    await Promise.all([
      new Promise((done) => process.stdout.write('', done)),
      new Promise((done) => process.stderr.write('', done)),
    ])
    process.exit(code)
  })

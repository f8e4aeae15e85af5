#!/usr/bin/env node
// The version check comes before anything else is loaded, so an old Node gets a sentence, not a stack.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`claimcheck: needs Node.js 20.19 or newer; this is ${process.version}\n`)
  process.exit(2)
}
const { loadProgram } = await import('./program-loader.js')
const { main, processIo } = await loadProgram()
const code = await main(process.argv.slice(2), processIo())
// Exit as soon as the output is out: a check abandoned at its timeout must not hold the process open.
await Promise.all([
  new Promise((done) => process.stdout.write('', done)),
  new Promise((done) => process.stderr.write('', done)),
])
process.exit(code)

#!/usr/bin/env node
// The build bundles this file and the program loader into dist/bin.cjs, a CommonJS script: Node
// starts one without setting up its ES module loader, which most runs never need.
// The version check comes before anything else is loaded, so an old Node gets a sentence, not a stack.
// Inlined by the build, with no code that runs on loading: the check below still comes first.
import { exitAfterOutput } from './exit-after-output.js'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`claimcheck: needs Node.js 20.19 or newer; this is ${process.version}\n`)
  process.exit(2)
}

/** The hook's verifying thread (see claude-code/hook-thread.ts): a job in, plain data out. */
async function answerInThread(): Promise<void> {
  const { workerData, parentPort } = await import('node:worker_threads')
  const { loadProgram } = await import('./program-loader.js')
  const { answerHookJob } = await loadProgram()
  parentPort?.postMessage(await answerHookJob(workerData))
}

async function run(): Promise<number> {
  const { loadProgram } = await import('./program-loader.js')
  const { main, processIo } = await loadProgram()
  return main(process.argv.slice(2), processIo())
}

if (process.argv[2] === '--claimcheck-hook-thread') void answerInThread()
else exitAfterOutput(run())

#!/usr/bin/env node
// The bin: checks the Node version before anything else is loaded (an old Node gets a sentence, not
// a stack), then runs the program bundled beside it, dist/claimcheck.cjs, with the compile cache.
// A CommonJS script: Node starts one without setting up its ES module loader, which most runs never need.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { loadCompiled } from './compile-cache.js'
import { exitAfterOutput } from './exit-after-output.js'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`claimcheck: needs Node.js 20.19 or newer; this is ${process.version}\n`)
  process.exit(2)
}

type Program = typeof import('./program.js')

function loadProgram(): Program {
  const file = join(__dirname, 'claimcheck.cjs')
  try {
    return loadCompiled(file) as Program
  } catch (error) {
    if (existsSync(file)) throw error
    process.stderr.write(`claimcheck: ${file} is missing: reinstall or rebuild @claimcheck/cli\n`)
    process.exit(2)
  }
}

const program = loadProgram()

/** The hook's verifying thread (see claude-code/hook-thread.ts): a job in, plain data out. */
async function answerInThread(): Promise<void> {
  const { workerData, parentPort } = await import('node:worker_threads')
  parentPort?.postMessage(await program.answerHookJob(workerData))
}

if (process.argv[2] === program.HOOK_THREAD_ARGUMENT) void answerInThread()
else exitAfterOutput(program.main(process.argv.slice(2), program.processIo()))

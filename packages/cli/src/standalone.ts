// The CLI as one script with everything it needs but the RE2 engine beside it: what the Claude
// Code plugin and the GitHub Action run, where no package manager installs anything. The hook's
// verifying thread runs this same file (see claude-code/hook-thread.ts and own-bin.ts).
import { answerHookJob, main, processIo } from './program.js'
import { HOOK_THREAD_ARGUMENT } from './claude-code/hook-thread.js'
import { exitAfterOutput } from './exit-after-output.js'

async function answerInThread(): Promise<void> {
  const { workerData, parentPort } = await import('node:worker_threads')
  parentPort?.postMessage(await answerHookJob(workerData))
}

if (process.argv[2] === HOOK_THREAD_ARGUMENT) void answerInThread()
else exitAfterOutput(main(process.argv.slice(2), processIo()))

// What the bin runs: bundled with everything it needs into dist/claimcheck.cjs (scripts/bundle.mjs),
// the one program of every channel (the npm bin, the Claude Code plugin, the Action, pre-commit).
export { main } from './main.js'
export { processIo } from './io.js'
export { HOOK_THREAD_ARGUMENT } from './hooks/hook-thread-argument.js'
import type { HookAnswer, HookJob } from './hooks/hook-thread.js'

/** The verifying thread's work, loaded in that thread only: a run of the bin does not load what starts threads and processes. */
export async function answerHookJob(job: HookJob): Promise<HookAnswer> {
  return (await import('./hooks/hook-thread.js')).answerHookJob(job)
}

// Where a hook's verification runs. The thread (hook-thread.ts) exists for checkers: only a thread
// can stop JavaScript that never yields. A run that loads and starts no checker runs only
// claimcheck's own code, which reads bounded and looks at the clock as it goes, so it runs here,
// without a thread's start and a second load of the program: no config (nothing of the folder's or
// the user's is loaded), no memory with a verify block, no memory longer than the claim reader reads
// in a moment. At the first memory that is not so, the job goes to a thread. Either way the hook
// answers by its deadline, a moment counted from the process's start (SPEC §8.2).
import type { Memory } from '@claimcheck/core'
import { configFile } from '../config/find.js'
import { resolveRoot } from '../locate.js'
import { answerHookJob, MARGIN_MS, verifyInThread, type HookJob, type HookResult } from './hook-thread.js'

/** Longest text of a memory (description and body) read here: past it, some shapes of text take the claim reader long. */
const MAX_TEXT_IN_PLACE = 32 * 1024

/** Whether the job's setup loads nothing but claimcheck's own code: no config named, none found. */
function setupIsOwnCode(job: HookJob): boolean {
  if (job.draft !== undefined || job.advise === true || job.flags.config !== undefined) return false
  const env = { ...job.env, warn: () => {} }
  try {
    return configFile(env.cwd, resolveRoot(job.flags.root, env)) === undefined
  } catch {
    // The run says what is wrong with the folder or its config.
    return false
  }
}

/**
 * Verifies as the job says, here when only claimcheck's own code would run, else in a thread.
 * Rejects with the run's error, or with `not verified in time (--deadline <deadlineFlag>s)` when
 * it has not answered by the deadline and a short margin.
 */
export async function verifyForHook(
  job: HookJob,
  options: { warn: (message: string) => void; notice?: (message: string) => void; deadlineFlag: number },
): Promise<HookResult> {
  if (!setupIsOwnCode(job)) return verifyInThread(job, options)
  let threadWanted = false
  const admit = (memory: Memory) => {
    if (memory.verify.kind !== 'block' && memory.body.length + (memory.description?.length ?? 0) <= MAX_TEXT_IN_PLACE)
      return
    threadWanted = true
    throw new Error('verified in a thread')
  }
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not verified in time (--deadline ${options.deadlineFlag}s)`)),
      Math.max(0, job.deadlineAt - Date.now()) + MARGIN_MS,
    )
  })
  try {
    const answer = await Promise.race([answerHookJob(job, admit), late])
    if (threadWanted) return verifyInThread(job, options)
    answer.notices?.forEach(options.notice ?? options.warn)
    if ('error' in answer) throw new Error(answer.error)
    answer.warnings.forEach(options.warn)
    return answer
  } finally {
    clearTimeout(timer)
  }
}

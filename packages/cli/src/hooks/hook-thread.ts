// The hook's verification in a worker thread. The runner ends every check at its time, but it
// cannot stop JavaScript that never yields (a checker in a synchronous loop); a thread can be
// stopped wherever it stands, so the session's deadline holds whatever a checker does (SPEC §8.2).
// The deadline is a moment, not a duration: the thread's own start and setup count against it.
import { createRequire } from 'node:module'
import type { MessagePort } from 'node:worker_threads'
import { onProgramGroup, type MemoryReport, type RunLimits } from '@claimcheck/core'
import type { InferredAsked } from '../context/verify.js'
import type { WriteAdvice } from '../lint/advice.js'
import type { InferredFacts } from '../lint/inferred-facts.js'
import type { Environment } from '../environment.js'
import { ownBin } from '../own-bin.js'
import type { SetupFlags } from '../run-setup.js'
import { endProcessGroups } from './child-groups.js'
import { HOOK_THREAD_ARGUMENT } from './hook-thread-argument.js'

export { HOOK_THREAD_ARGUMENT }

/** How long past its deadline a thread may take to answer before it is stopped. */
export const MARGIN_MS = 500

export interface HookJob {
  flags: SetupFlags
  memoryDirArgument: string | undefined
  env: Pick<Environment, 'cwd' | 'env' | 'home'>
  /** When the hook must answer, in milliseconds since the epoch. */
  deadlineAt: number
  /** Memory files to verify instead of the whole memory dir. */
  only?: string[]
  /** For a memory just written: the paths it names that are not there, and with no verify block, the check to add (SPEC §8.6). */
  advise?: boolean
  /** A memory about to be created, not on disk: the check to add to its text (the `--require` gate). */
  draft?: { file: string; text: string }
  /** What memories with no verify block are held to (SPEC §6.4.1); with age and changes for a Read. */
  inferred?: InferredAsked
  /** Where the thread tells the hook each process group a program of its run starts. */
  groups?: MessagePort
}

export interface HookResult {
  memoryDir: string
  reports: Array<MemoryReport & InferredFacts>
  userScopeNote?: string
  advice?: WriteAdvice
}

/** `notices`: warnings for the user's own eyes (Environment's `notice`), which the hook's system message says too. */
export type HookAnswer = ((HookResult & { warnings: string[] }) | { error: string }) & { notices?: string[] }

/**
 * The worker's side: verifies as the job says and answers with plain data. `admit` is told of each
 * memory as it is read (a run in place, hook-in-place.ts, stops at one only a thread may verify).
 */
export async function answerHookJob(job: HookJob, admit?: RunLimits['admit']): Promise<HookAnswer> {
  const warnings: string[] = []
  const notices: string[] = []
  const { groups } = job
  const stopTelling = groups === undefined ? undefined : onProgramGroup((pid) => groups.postMessage(pid))
  try {
    const { verifyForHandover } = await import('../context/verify.js')
    const env = {
      ...job.env,
      warn: (message: string) => warnings.push(message),
      notice: (message: string) => notices.push(message),
    }
    // A draft has nothing on disk to verify: only the setup is wanted.
    const only = job.draft ? [] : job.only
    // A hook hands over names and reasons, never a body: none is kept once read, nor sent back.
    const { setup, reports } = await verifyForHandover(
      job.flags,
      job.memoryDirArgument,
      env,
      job.deadlineAt,
      only,
      false,
      job.inferred,
      admit,
    )
    let advice: WriteAdvice | undefined
    const report = reports[0]
    const { adviseOnWrite } = await import('../lint/advice.js')
    if (job.draft) advice = await adviseOnWrite(job.draft.file, setup, { draft: job.draft.text })
    else if (job.advise && report && report.status !== 'stale') {
      // A topic file written without frontmatter is still a memory: it gets its block too.
      const propose = report.reason === 'no verify block' || report.reason === 'no frontmatter'
      advice = await adviseOnWrite(report.file, setup, { propose })
    }
    return { memoryDir: setup.memoryDir, reports, warnings, notices, userScopeNote: setup.userScopeNote, advice }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  } finally {
    stopTelling?.()
  }
}

/**
 * Runs a job in a worker thread running this package's bin. Rejects with the run's error, or with
 * `not verified in time (--deadline <deadlineFlag>s)` when the thread has not answered by the
 * job's deadline and a short margin: it is then stopped. Every process group its programs started and
 * that still runs is ended when it answers (only those: hooks may answer at once in one process).
 */
export async function verifyInThread(
  job: HookJob,
  {
    warn,
    notice = warn,
    deadlineFlag,
  }: { warn: (message: string) => void; notice?: (message: string) => void; deadlineFlag: number },
): Promise<HookResult> {
  // Loaded only for a hook's run (a script compiled with a code cache has no `import()`: required).
  const { Worker, MessageChannel, receiveMessageOnPort } = createRequire(import.meta.url)(
    'node:worker_threads',
  ) as typeof import('node:worker_threads')
  // The process groups this run's programs started: ended when it answers, and no other run's.
  const started = new Set<number>()
  const { port1, port2 } = new MessageChannel()
  port1.on('message', (pid: number) => started.add(pid))
  const worker = new Worker(ownBin(), {
    argv: [HOOK_THREAD_ARGUMENT],
    workerData: { ...job, groups: port2 },
    transferList: [port2],
    stdout: true,
    stderr: true,
  })
  let timer: NodeJS.Timeout | undefined
  try {
    const answer = await new Promise<HookAnswer>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not verified in time (--deadline ${deadlineFlag}s)`)),
        Math.max(0, job.deadlineAt - Date.now()) + MARGIN_MS,
      )
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`the verifying thread ended with code ${code}`)))
    })
    answer.notices?.forEach(notice)
    if ('error' in answer) throw new Error(answer.error)
    answer.warnings.forEach(warn)
    return answer
  } finally {
    clearTimeout(timer)
    await worker.terminate()
    for (let told = receiveMessageOnPort(port1); told !== undefined; told = receiveMessageOnPort(port1))
      started.add(told.message as number)
    port1.close()
    // Nothing the run started outlives the hook: a thread stopped mid-check could not end its groups.
    endProcessGroups(started)
  }
}

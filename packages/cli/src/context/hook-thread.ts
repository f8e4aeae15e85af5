// The hook's verification in a worker thread. The runner ends every check at its time, but it
// cannot stop JavaScript that never yields (a checker in a synchronous loop); a thread can be
// stopped wherever it stands, so the session's deadline holds whatever a checker does (SPEC §8.2).
import { createRequire } from 'node:module'
import type { MemoryReport } from '@claimcheck/core'
import type { Environment } from '../locate.js'
import { ownBin } from '../own-bin.js'
import type { SetupFlags } from '../run-setup.js'

/** The argument that makes the bin, started as a worker, answer a job instead of a command line. */
export const HOOK_THREAD_ARGUMENT = '--claimcheck-hook-thread'

/** How long past its deadline a thread may take to answer before it is stopped. */
const MARGIN_MS = 500

export interface HookJob {
  flags: SetupFlags
  memoryDirArgument: string | undefined
  env: Pick<Environment, 'cwd' | 'env' | 'home'>
  deadlineMs: number
  /** Memory files to verify instead of the whole memory dir. */
  only?: string[]
}

export type HookAnswer =
  { memoryDir: string; reports: MemoryReport[]; warnings: string[]; userScopeNote?: string } | { error: string }

/** The worker's side: verifies as the job says and answers with plain data. */
export async function answerHookJob(job: HookJob): Promise<HookAnswer> {
  const warnings: string[] = []
  try {
    const { verifyForHandover } = await import('./verify.js')
    const env = { ...job.env, warn: (message: string) => warnings.push(message) }
    const { setup, reports } = await verifyForHandover(job.flags, job.memoryDirArgument, env, job.deadlineMs, job.only)
    return { memoryDir: setup.memoryDir, reports, warnings, userScopeNote: setup.userScopeNote }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Runs a job in a worker thread running this package's bin. Rejects with the run's error, or with
 * `not verified in time (--deadline <deadlineFlag>s)` when the thread has not answered by the
 * job's deadline and a short margin (it is then stopped).
 */
export async function verifyInThread(
  job: HookJob,
  { warn, deadlineFlag }: { warn: (message: string) => void; deadlineFlag: number },
): Promise<{ memoryDir: string; reports: MemoryReport[]; userScopeNote?: string }> {
  // Loaded only for a hook's run (a script compiled with a code cache has no `import()`: required).
  const { Worker } = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads')
  const worker = new Worker(ownBin(), { argv: [HOOK_THREAD_ARGUMENT], workerData: job, stdout: true, stderr: true })
  let timer: NodeJS.Timeout | undefined
  try {
    const answer = await new Promise<HookAnswer>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not verified in time (--deadline ${deadlineFlag}s)`)),
        job.deadlineMs + MARGIN_MS,
      )
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`the verifying thread ended with code ${code}`)))
    })
    if ('error' in answer) throw new Error(answer.error)
    answer.warnings.forEach(warn)
    return answer
  } finally {
    clearTimeout(timer)
    void worker.terminate()
  }
}

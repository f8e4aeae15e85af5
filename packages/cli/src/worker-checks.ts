// What the second thread of a large run needs to check as this one does: the same checkers and
// limits, set up from the same root and config (`workerChecks` in @claimcheck/core).
import type { RunOptions, WorkerChecks } from '@claimcheck/core'
import type { Environment } from './locate.js'
import { setupRun, type RunSetup, type SetupFlags } from './run-setup.js'

interface WorkerSetupData {
  flags: SetupFlags
  memoryDir: string
  cwd: string
  home?: string
}

/** How the worker sets this run up again: the root and config this run settled on, named explicitly. */
export function workerChecksFor(setup: RunSetup, flags: SetupFlags, env: Environment): WorkerChecks {
  const data: WorkerSetupData = {
    flags: { ...flags, root: setup.root, config: setup.config?.file },
    memoryDir: setup.memoryDir,
    cwd: env.cwd,
    ...(env.home === undefined ? {} : { home: env.home }),
  }
  return { module: import.meta.url, data }
}

/** Called in the worker: the run's checkers and limits (warnings were already given by the main thread). */
export async function workerRunOptions(data: WorkerSetupData): Promise<Omit<RunOptions, 'root' | 'memoryDir'>> {
  const env: Environment = { cwd: data.cwd, env: process.env, home: data.home, warn: () => undefined }
  const setup = await setupRun(data.flags, data.memoryDir, env)
  return {
    registry: setup.registry,
    timeoutSeconds: setup.timeoutSeconds,
    concurrency: setup.concurrency,
    allow: setup.allow,
    ...(data.home === undefined ? {} : { home: data.home }),
  }
}

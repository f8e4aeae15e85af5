// Verification for a handover: the run itself, and the distrust path when it cannot run.
import { listMemoryFiles, messageOf, readMemories, verifyMemoryFiles, type MemoryReport } from '@claimcheck/core'
import type { Environment } from '../environment.js'
import { findMemoryDir, resolveRoot } from '../locate.js'
import { confinedFoundMemoryDir } from '../trust/config-reach.js'
import { runOptions, setupRun, type RunSetup, type SetupFlags } from '../run-setup.js'

export interface Verified {
  setup: RunSetup
  reports: MemoryReport[]
}

/**
 * Verifies the memory dir's memories, or `only` those files; with `deadlineAt` (milliseconds since
 * the epoch), what is not verified by then is held, setup's time counted.
 */
export async function verifyForHandover(
  flags: SetupFlags,
  memoryDirArgument: string | undefined,
  env: Environment,
  deadlineAt?: number,
  only?: string[],
  /** False where no body is handed over (the hooks): a memory's text is then not kept once read. */
  bodies = true,
): Promise<Verified> {
  const setup = await setupRun(flags, memoryDirArgument, env)
  const files = only ?? (await listMemoryFiles(setup.memoryDir, setup.include))
  const reports = await verifyMemoryFiles(files, runOptions(setup), {
    deadlineMs: deadlineAt === undefined ? undefined : Math.max(0, deadlineAt - Date.now()),
    bodies,
  })
  return { setup, reports }
}

/**
 * Fail toward distrust: when verification cannot run at all, every memory that can be found is
 * held with `verifier error: <message>`. Empty when not even the memory dir can be found.
 */
export async function holdEverything(
  error: unknown,
  flags: SetupFlags,
  memoryDirArgument: string | undefined,
  env: Environment,
): Promise<{ root: string; memoryDir: string; reports: MemoryReport[] } | undefined> {
  const reason = `verifier error: ${messageOf(error)}`
  try {
    const root = resolveRoot(flags.root, env)
    const found = findMemoryDir(memoryDirArgument, root, env)
    if (memoryDirArgument === undefined) confinedFoundMemoryDir(found, root)
    const memoryDir = found.path
    const files = await listMemoryFiles(memoryDir)
    const reports = readMemories(files).map(({ name, file }): MemoryReport => ({
      name,
      file,
      body: '',
      status: 'stale',
      reason,
      checks: [],
    }))
    return { root, memoryDir, reports }
  } catch {
    return undefined
  }
}

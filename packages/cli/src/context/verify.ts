// Verification for a handover: the run itself, and the distrust path when it cannot run.
import {
  listMemoryFiles,
  messageOf,
  readMemories,
  verifyMemoryFiles,
  type MemoryReport,
  type RunLimits,
} from '@claimcheck/core'
import type { Environment } from '../environment.js'
import type { InferredFacts } from '../lint/inferred-facts.js'
import { findMemoryDir, resolveRoot } from '../locate.js'
import { confinedFoundMemoryDir } from '../trust/config-reach.js'
import { runOptions, setupRun, type RunSetup, type SetupFlags } from '../run-setup.js'
import { userCacheDir } from '../user-cache-dir.js'

export interface Verified {
  setup: RunSetup
  reports: Array<MemoryReport & InferredFacts>
}

/** What a hand-over learns of memories with no verify block (SPEC §6.4.1), unless the config turns it off. */
export interface InferredAsked {
  /** Each memory's age (`when-stale`: only of those with a failed inferred check), and how much the paths it names changed since. */
  age: boolean | 'when-stale'
  /** Changes of every named path (a Read's note), or only of those no longer there. */
  changesOf?: 'stale' | 'all'
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
  /** The inferred checks of memories with no verify block, made unless the config turns them off. */
  inferred?: InferredAsked,
  /** Told of each memory as it is read, before any of its checks is planned; what it throws ends the run. */
  admit?: RunLimits['admit'],
): Promise<Verified> {
  const setup = await setupRun(flags, memoryDirArgument, env)
  const files = only ?? (await listMemoryFiles(setup.memoryDir, setup.include))
  const infer = inferred !== undefined && (setup.config?.config.inferred ?? 'warn') !== 'off'
  const reports: Verified['reports'] = await verifyMemoryFiles(files, runOptions(setup), {
    deadlineMs: deadlineAt === undefined ? undefined : Math.max(0, deadlineAt - Date.now()),
    // The inferred checks read the text of memories with no verify block: theirs is kept until read.
    bodies: bodies || (infer ? 'unchecked' : false),
    admit,
  })
  if (infer) {
    const { addInferred } = await import('../lint/inferred.js')
    const { openKeptGitAnswers } = await import('../kept-git-answers.js')
    let cacheDir: string | undefined
    try {
      cacheDir = userCacheDir(env.env, env.home === undefined ? undefined : () => env.home as string)
    } catch {
      cacheDir = undefined // no home folder
    }
    const kept = openKeptGitAnswers(setup.root, cacheDir, env.notice ?? env.warn)
    const place = { root: setup.root, memoryDir: setup.memoryDir, deadlineAt, kept }
    await addInferred(reports, place, { ...inferred, keepBodies: bodies })
  }
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

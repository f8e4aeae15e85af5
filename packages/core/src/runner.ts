// A run: read the memory files, plan their checks, run each distinct check once in its lane
// within its time budget, and report every memory in name order (SPEC §4, §9.3, §11). One bad
// memory never stops the others, and a run always ends with every memory reported.
import { realpathSync } from 'node:fs'
import type { Checker } from '@claimcheck/contract'
import { aggregate } from './aggregate.js'
import { execute, guardRun, type SharedContext } from './execute.js'
import { drain, laneWidths } from './lanes.js'
import { readMemory, type Confinement, type Memory } from './memory.js'
import { createPatterns } from './patterns.js'
import { createPlanner, type PlannedMemory, type Task, type TaskGroup, type TrustGate } from './plan.js'
import { createRegistry, type Registry } from './registry.js'
import { byName, NOT_IN_TIME, unreadMemory, type CheckReport, type MemoryReport } from './reports.js'
import { createTargetFiles, type HostFiles } from './target-files.js'
import { isInside, shownPath } from '@claimcheck/contract'
import { createTargetResolver, type TargetPolicy } from './targets.js'
import { monotonicMs } from './clock.js'

export const DEFAULT_TIMEOUT_SECONDS = 20
export const DEFAULT_CONCURRENCY = 32
/** Memory files read between two looks at the clock and the event loop: reading never holds up a deadline for long. */
const FILES_PER_TURN = 64

export interface RunOptions {
  /** Folder relative targets resolve against. */
  root: string
  memoryDir: string
  registry: Registry
  /** Default time budget of a check, in seconds; a check's own `timeout` wins. */
  timeoutSeconds?: number
  /** Most checks in flight in one lane. */
  concurrency?: number
  /** Extra places targets may resolve to. */
  allow?: TargetPolicy['allow']
  home?: string
  /** Which checks that start programs may run; without it, none does. */
  trust?: TrustGate
  /** `--offline`: no check of the `network` lane runs (each is `unverifiable` `offline`); `ctx.offline` for the others. */
  offline?: boolean
  /** `--no-cache`: checkers use no result kept from an earlier run (`ctx.noCache`). */
  noCache?: boolean
  /** Where checkers' warnings go (`ctx.warn`), each said once a run; without it, nowhere. */
  warn?: (message: string) => void
}

export interface RunLimits {
  /** Time for the whole run: memories not verified by then are held as `not verified in time`. */
  deadlineMs?: number
  /** Told how many of the run's distinct checks have answered, each time one does (a progress line). */
  progress?: (done: number, total: number) => void
  /**
   * Told of each memory as it is read, before anything of it is planned: what it throws ends the run
   * there (a caller that must run no checker's code stops at the first memory that would start one).
   */
  admit?: (memory: Memory) => void
}

const turn = () => new Promise<void>((resume) => setImmediate(resume))

interface Deadline {
  passed: Promise<void>
  isPast(): boolean
  /** Milliseconds left; infinite without a deadline. */
  left(): number
  stop(): void
}

/** Resolves after `ms` (never, without it), with a way to stop waiting; not unref'd, so a run waiting on it is never cut short. */
function timer(ms: number | undefined): Deadline {
  const end = ms === undefined ? Number.POSITIVE_INFINITY : monotonicMs() + ms
  let past = false
  let handle: NodeJS.Timeout | undefined
  const passed = new Promise<void>((resolve) => {
    if (ms !== undefined)
      handle = setTimeout(() => {
        past = true
        resolve()
      }, ms)
  })
  return { passed, isPast: () => past, left: () => end - monotonicMs(), stop: () => clearTimeout(handle) }
}

/** Runs the plan's tasks lane by lane; resolves when all are done or the run fails. */
async function runTasks(
  tasks: readonly Task[],
  shared: Omit<SharedContext, 'files'>,
  files: HostFiles,
  concurrency: number,
  deadline: Deadline,
  progress?: RunLimits['progress'],
): Promise<void> {
  let done = 0
  const widths = laneWidths(concurrency)
  const lanes = { fs: [] as Task[], process: [] as Task[], network: [] as Task[] }
  for (const task of tasks) (lanes[task.entry.checker.resource ?? 'fs'] ?? lanes.fs).push(task)
  // The checks of a target read through a view of their own, released when the last has answered.
  const contexts = new Map<TaskGroup, SharedContext>()
  await Promise.all(
    (Object.keys(lanes) as Array<keyof typeof lanes>).map((lane) =>
      drain(lanes[lane], widths[lane], async (task) => {
        const { group } = task
        if (!deadline.isPast()) {
          let context = contexts.get(group)
          if (context === undefined) contexts.set(group, (context = { ...shared, files: files.for(group) }))
          task.report = await execute(task, context, deadline.left())
          task.options = undefined
        }
        if (--group.pending === 0) {
          contexts.delete(group)
          files.release(group)
        }
        progress?.(++done, tasks.length)
      }),
    ),
  )
}

/** A planned memory's report, once its checks have answered; a check not answered by the deadline holds it. */
function settled({ report, checks }: PlannedMemory): MemoryReport {
  if (checks === undefined) return report
  // The plan's list of checks becomes the report's: a run of many memories keeps no second list each.
  for (let i = 0; i < checks.length; i++) {
    const check = checks[i] as Task | CheckReport
    const answer = 'entry' in check ? check.report : check
    if (answer === undefined) return Object.assign(report, { status: 'stale', reason: NOT_IN_TIME, checks: [] })
    checks[i] = answer
  }
  report.checks = checks as CheckReport[]
  const { status, reason } = aggregate(report.checks)
  report.status = status
  report.reason = reason
  return report
}

/**
 * Verifies memories already read; results come in name order. With `deadlineMs`, memories still
 * being verified then are held as `not verified in time`.
 */
export async function verifyMemories(
  memories: readonly Memory[],
  options: RunOptions,
  limits: RunLimits = {},
): Promise<MemoryReport[]> {
  return verify(async (add) => memories.forEach(add), options, limits)
}

/**
 * Reads and verifies memory files. With `bodies: false` the reports carry no bodies (a run that
 * shows none keeps none), with `'unchecked'` only those of memories with no verify block; with `deadlineMs`, what is not verified (or not read) by then is held.
 */
export async function verifyMemoryFiles(
  files: readonly string[],
  options: RunOptions,
  limits: RunLimits & { bodies?: boolean | 'unchecked' } = {},
): Promise<MemoryReport[]> {
  return verify(
    async (add, deadline, confined) => {
      let i = 0
      for (; i < files.length && !deadline.isPast(); i++) {
        add(readMemory(files[i] as string, limits.bodies ?? true, confined))
        if (i % FILES_PER_TURN === FILES_PER_TURN - 1) await turn()
      }
      // Past the deadline, the files not read yet are held by name.
      for (; i < files.length; i++) add(unreadMemory(files[i] as string))
    },
    options,
    limits,
  )
}

/** Longest warning a checker may say (`ctx.warn`): it reaches stderr and a hook's system message. */
const MAX_WARNING_LENGTH = 1000

/** `warn`, each message said once however often it is given, and bounded; a message that is not text is dropped. */
function onceEach(warn: ((message: string) => void) | undefined): (message: string) => void {
  const said = new Set<string>()
  return (message) => {
    if (warn === undefined || typeof message !== 'string') return
    // Never cut through a surrogate pair.
    const end = /[\ud800-\udbff]/.test(message.charAt(MAX_WARNING_LENGTH - 2))
      ? MAX_WARNING_LENGTH - 2
      : MAX_WARNING_LENGTH - 1
    const bounded = message.length > MAX_WARNING_LENGTH ? `${message.slice(0, end)}…` : message
    if (said.has(bounded)) return
    said.add(bounded)
    warn(bounded)
  }
}

/** A run: memories handed to `read`'s `add` are planned as they come, then the tasks run, then the reports are collected. */
async function verify(
  read: (add: (memory: Memory) => void, deadline: Deadline, confined: Confinement) => Promise<void>,
  options: RunOptions,
  limits: RunLimits,
): Promise<MemoryReport[]> {
  const deadline = timer(limits.deadlineMs)
  let failed: ((error: unknown) => void) | undefined
  const failure = new Promise<never>((_, reject) => (failed = reject))
  failure.catch(() => {})
  const unguard = guardRun({ fail: (error) => failed?.(error) })
  try {
    const root = realpathSync.native(options.root)
    const memoryDir = realpathSync.native(options.memoryDir)
    const planner = createPlanner(options.registry, {
      defaultTimeout: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      gate: options.trust,
      offline: options.offline,
    })
    // A symlinked memory file must lead into the memory dir or the root (SPEC §3.3).
    const confined: Confinement = {
      allows: (path) => isInside(path, memoryDir) || isInside(path, root),
      shown: (file) => shownPath(file, root),
    }
    const { admit } = limits
    const add =
      admit === undefined
        ? planner.add
        : (memory: Memory) => {
            admit(memory)
            planner.add(memory)
          }
    await read(add, deadline, confined)
    const plan = await planner.finish()
    const files = createTargetFiles()
    const { resolveTarget } = createTargetResolver({ root, memoryDir, allow: options.allow, home: options.home })
    const shared = {
      root,
      memoryDir,
      resolveTarget,
      patterns: createPatterns(),
      offline: options.offline ?? false,
      noCache: options.noCache ?? false,
      warn: onceEach(options.warn),
    }
    if (!deadline.isPast()) {
      await Promise.race([
        runTasks(plan.tasks, shared, files, options.concurrency ?? DEFAULT_CONCURRENCY, deadline, limits.progress),
        deadline.passed,
        failure,
      ])
    }
    return plan.memories.map(settled).sort(byName)
  } finally {
    deadline.stop()
    unguard()
  }
}

/**
 * Runs one check, as written in a verify block (`{ kind, ...options }`; `kind` defaults to the
 * checker's), through the same validation, time budget and confinement as a full run.
 */
export async function runCheck(
  checker: Checker,
  check: Record<string, unknown>,
  options: Omit<RunOptions, 'registry' | 'memoryDir'> & {
    memoryDir?: string
    registry?: Registry
    /** The checker's settings, validated as a config's are (without `registry`). */
    settings?: unknown
  },
): Promise<CheckReport> {
  const [report] = await verifyMemories(
    [
      {
        file: '(check)',
        name: '(check)',
        body: '',
        verify: { kind: 'block', block: { kind: checker.kind, ...check } },
      },
    ],
    {
      ...options,
      memoryDir: options.memoryDir ?? options.root,
      registry: options.registry ?? createRegistry([{ checker, settings: options.settings }]),
    },
  )
  return (
    report?.checks[0] ?? {
      kind: checker.kind,
      checker: null,
      status: report?.status ?? 'stale',
      reason: report?.reason ?? 'no report',
      ms: 0,
    }
  )
}

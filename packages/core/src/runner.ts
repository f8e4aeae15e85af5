// The runner: plans every memory's checks, runs them in their lanes with a time budget each,
// runs identical checks once, and turns every failure into a reason (SPEC §4, §9.3, §11).
import type { Stats } from 'node:fs'
import { realpath } from 'node:fs/promises'
import type { CheckContext, CheckResult, Checker, Lane, Status } from './checker.js'
import { aggregate } from './aggregate.js'
import { byteOrder } from './discover.js'
import { isClaimcheckError, messageOf } from './errors.js'
import { createLanes } from './lanes.js'
import type { Memory } from './memory.js'
import { validateOptions } from './options.js'
import { checkerId, missingCheckerReason, type CheckerEntry, type Registry } from './registry.js'
import { createTargetResolver, TARGET_STATS_KEY, type TargetPolicy } from './targets.js'
import { readVerifyBlock, type CheckEntry } from './verify-block.js'
import { PARALLEL_MIN_FILES, readMemoryChunks, startHelper } from './memory-chunks.js'
import { basename } from 'node:path'

export const DEFAULT_TIMEOUT_SECONDS = 20
export const DEFAULT_CONCURRENCY = 32
/** After a check's time runs out, how long its checker may take to report its own reason. */
const ABORT_GRACE_MS = 250

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
  /**
   * How a worker thread sets up the same checkers as this run; with it, large runs check on two
   * threads (each distinct target still on one of them). Without it, checks run on this thread.
   */
  workerChecks?: WorkerChecks
}

/**
 * A module a worker thread imports to get this run's checkers: it exports
 * `workerRunOptions(data)`, resolving to the run's `registry`, `timeoutSeconds`, `concurrency`,
 * `allow` and `home` (what cannot be copied between threads).
 */
export interface WorkerChecks {
  /** File URL or absolute path of the module. */
  module: string
  /** Plain data for it (copied to the worker). */
  data: unknown
}

/** Sends a check to another thread; undefined when it cannot take it. */
export type CheckDelegate = (check: CheckEntry) => Promise<CheckReport> | undefined

export interface CheckReport {
  kind: string | null
  /** `name@version` of the checker that ran it; null when none did. */
  checker: string | null
  status: Status
  reason: string
  ms: number
}

export interface MemoryReport {
  name: string
  file: string
  description?: string
  type?: string
  modified?: unknown
  body: string
  status: Status
  reason: string
  checks: CheckReport[]
}

const STATUSES: ReadonlySet<string> = new Set(['fresh', 'stale', 'unverifiable'])

function asResult(value: unknown, checker: Checker): CheckResult {
  const result = value as Partial<CheckResult> | null
  if (result && typeof result.status === 'string' && STATUSES.has(result.status) && typeof result.reason === 'string') {
    return { status: result.status, reason: result.reason }
  }
  return { status: 'stale', reason: `checker error: ${checkerId(checker)} returned no valid status and reason` }
}

function fromError(error: unknown): CheckResult {
  if (isClaimcheckError(error) && error.code === 'STALE') return { status: 'stale', reason: error.message }
  return { status: 'stale', reason: `checker error: ${messageOf(error)}` }
}

const delay = (ms: number) =>
  new Promise<null>((wake) => {
    setTimeout(() => wake(null), ms).unref()
  })

/** A value now, or one to come: local checks answer at once, and then no promise is made. */
type Settled<T> = T | Promise<T>

const isPromise = <T>(value: Settled<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function'

const then = <T, U>(value: Settled<T>, next: (value: T) => Settled<U>): Settled<U> =>
  isPromise(value) ? value.then(next) : next(value)

/** A signal that never aborts, for answers given at once. */
const NEVER = new AbortController().signal

interface Run {
  result: CheckResult
  ms: number
}

type Plan =
  | { ok: true; entry: CheckerEntry; value: unknown; key: string; timeoutSeconds: number }
  | { ok: false; problem: string }

/**
 * Runs one check with validated options. When its time runs out the signal aborts; a checker
 * that does not answer then is abandoned with `timed out after Ns`.
 */
async function execute(
  entry: CheckerEntry,
  options: unknown,
  ctx: CheckContext,
  timeoutSeconds: number,
): Promise<CheckResult> {
  const controller = new AbortController()
  const timeoutMs = Math.round(timeoutSeconds * 1000)
  const work = Promise.resolve()
    .then(() => entry.checker.check(options, { ...ctx, signal: controller.signal, timeoutMs }))
    .then((value) => asResult(value, entry.checker), fromError)
  // One promise settles with the checker's answer or at the deadline, whichever comes first.
  const first = await new Promise<CheckResult | 'deadline'>((settle) => {
    const timer = setTimeout(() => settle('deadline'), timeoutMs)
    work.then((result) => {
      clearTimeout(timer)
      settle(result)
    })
  })
  if (first !== 'deadline') return first
  controller.abort(new Error(`timed out after ${timeoutSeconds}s`))
  const own = await Promise.race([work, delay(ABORT_GRACE_MS)])
  if (own && own.status === 'stale') return own
  return { status: 'stale', reason: `timed out after ${timeoutSeconds}s` }
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100

export interface Runner {
  /** Runs one entry of a verify block (identical checks run once in this runner). */
  checkNow(check: CheckEntry): CheckReport | Promise<CheckReport>
  /** Verifies one memory; checks identical to ones already run in this runner are not run again. */
  verify(memory: Memory): Promise<MemoryReport>
  /**
   * The same, without a promise when every check answered at once. `prechecked` holds, by position
   * in the verify block, what the other thread already ran (a report, or an answer to wait for);
   * null leaves an entry to this runner.
   */
  verifyNow(
    memory: Memory,
    prechecked?: ReadonlyArray<Settled<CheckReport> | null>,
  ): MemoryReport | Promise<MemoryReport>
  /** Whether a check's target belongs to the worker thread of a two-thread run. */
  ownedByWorker(check: CheckEntry): boolean
}

/** Which thread owns a target (1: the worker), by a string hash (FNV-1a): half each. */
function ownerBit(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 16) & 1
}

/**
 * A runner for one run: shared lanes, one resolver, and the record of checks already run. With
 * `delegate`, checks whose target falls to the other thread (by a hash of its path, so each
 * distinct target is looked at by one thread) are sent there.
 */
export async function createRunner(options: RunOptions, delegate?: CheckDelegate): Promise<Runner> {
  const root = await realpath(options.root)
  const memoryDir = await realpath(options.memoryDir)
  const targetStats = new Map<string, Stats | null>()
  const resolver = createTargetResolver({ root, memoryDir, allow: options.allow, home: options.home }, targetStats)
  const lanes = createLanes(options.concurrency ?? DEFAULT_CONCURRENCY)
  const defaultTimeout = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS
  const runCache = new Map<string, unknown>([[TARGET_STATS_KEY, targetStats]])
  /** Checks by identity → their run. */
  const runs = new Map<string, Settled<Run>>()
  const contexts = new Map<CheckerEntry, CheckContext>()
  const ids = new Map<CheckerEntry, string>()

  /** The context a checker sees; signal and time budget are the check's own when it runs asynchronously. */
  function contextFor(entry: CheckerEntry, timeoutSeconds: number): CheckContext {
    let ctx = contexts.get(entry)
    if (!ctx) {
      ctx = {
        root,
        memoryDir,
        resolveTarget: resolver.resolveTarget,
        resolveTargetSync: resolver.resolveTargetSync,
        targetPath: resolver.targetPath,
        isAllowed: resolver.isAllowed,
        signal: NEVER,
        timeoutMs: Math.round(timeoutSeconds * 1000),
        config: entry.config,
        runCache,
      }
      contexts.set(entry, ctx)
    }
    return ctx.timeoutMs === Math.round(timeoutSeconds * 1000)
      ? ctx
      : { ...ctx, timeoutMs: Math.round(timeoutSeconds * 1000) }
  }

  /** Validates a check's options and identifies it; validation is not kept (a large run would keep it all). */
  function plan(entry: CheckerEntry, check: CheckEntry, timeoutSeconds: number): Settled<Plan> {
    return then(validateOptions(entry.checker.options, check.options), (validation): Plan => {
      if (!validation.ok) return validation
      const identity = entry.checker.key?.(validation.value) ?? stableJson(validation.value)
      return {
        ok: true,
        entry,
        value: validation.value,
        key: `${entry.checker.kind}\0${identity}\0${timeoutSeconds}`,
        timeoutSeconds,
      }
    })
  }

  function start(planned: Extract<Plan, { ok: true }>): Settled<Run> {
    const { entry, value, timeoutSeconds } = planned
    const ctx = contextFor(entry, timeoutSeconds)
    if (entry.checker.checkSync) {
      const started = performance.now()
      let answer: CheckResult | undefined
      try {
        answer = entry.checker.checkSync(value, ctx)
      } catch (error) {
        answer = fromError(error)
      }
      if (answer !== undefined) return { result: asResult(answer, entry.checker), ms: elapsed(started) }
    }
    const lane = lanes[(entry.checker.resource ?? 'fs') as Lane] ?? lanes.fs
    return lane(async () => {
      const started = performance.now()
      const result = await execute(entry, value, ctx, timeoutSeconds)
      return { result, ms: elapsed(started) }
    })
  }

  const invalidReport = (check: CheckEntry, reason: string, checker: string | null = null): CheckReport => ({
    kind: check.kind,
    checker,
    status: 'stale',
    reason,
    ms: 0,
  })

  const reportOf = (kind: string, checker: string, { result, ms }: Run): CheckReport => ({
    kind,
    checker,
    status: result.status,
    reason: result.reason,
    ms,
  })

  /** The check's report once its plan is known; identical checks share one run. */
  function runPlanned(check: CheckEntry, kind: string, id: string, planned: Plan): Settled<CheckReport> {
    if (!planned.ok) return invalidReport(check, `invalid verify block: ${check.label}: ${planned.problem}`, id)
    let run = runs.get(planned.key)
    if (run === undefined) {
      run = start(planned)
      runs.set(planned.key, run)
    }
    return isPromise(run) ? run.then((done) => reportOf(kind, id, done)) : reportOf(kind, id, run)
  }

  function runEntry(check: CheckEntry): Settled<CheckReport> {
    if (check.problem !== undefined) return invalidReport(check, `invalid verify block: ${check.problem}`)
    const kind = check.kind as string
    const entry = options.registry.get(kind)
    if (!entry) return invalidReport(check, missingCheckerReason(kind))
    let id = ids.get(entry)
    if (id === undefined) ids.set(entry, (id = checkerId(entry.checker)))
    const planned = plan(entry, check, check.timeoutSeconds ?? defaultTimeout)
    return isPromise(planned)
      ? planned.then((done) => runPlanned(check, kind, id, done))
      : runPlanned(check, kind, id, planned)
  }

  /**
   * Whether a check belongs to the worker thread: by its target's path, so each distinct target is
   * looked at by one thread; a check without a target by what it says, so identical checks still
   * run once. Each target string is hashed once.
   */
  const owners = new Map<string, boolean>()
  function ownedByWorker(check: CheckEntry): boolean {
    if (check.problem !== undefined || options.registry.get(check.kind as string) === undefined) return false
    const target = check.options.target
    const owner = typeof target === 'string' ? target : `\0${check.kind}\0${stableJson(check.options)}`
    let owned = owners.get(owner)
    if (owned === undefined) {
      owned = ownerBit(typeof target === 'string' ? resolver.targetPath(target) : owner) === 1
      owners.set(owner, owned)
    }
    return owned
  }

  /** Runs a check here, or sends it to the other thread when its target belongs there. */
  function route(check: CheckEntry): Settled<CheckReport> {
    if (delegate !== undefined && ownedByWorker(check)) {
      const sent = delegate(check)
      if (sent !== undefined) return sent
    }
    return runEntry(check)
  }

  function verifyNow(
    memory: Memory,
    prechecked?: ReadonlyArray<Settled<CheckReport> | null>,
  ): MemoryReport | Promise<MemoryReport> {
    const { file, name, description, type, modified, body } = memory
    // Built field by field: one shape for every report, which large runs make a lot of.
    const report = ({ status, reason }: CheckResult, checks: CheckReport[]): MemoryReport => ({
      name,
      file,
      description,
      type,
      modified,
      body,
      status,
      reason,
      checks,
    })
    if (memory.verify.kind === 'verdict') return report(memory.verify.result, [])
    const entries = readVerifyBlock(memory.verify.block)
    const checks = prechecked ? entries.map((entry, i) => prechecked[i] ?? runEntry(entry)) : entries.map(route)
    if (checks.some(isPromise)) return Promise.all(checks).then((done) => report(aggregate(done), done))
    return report(aggregate(checks as CheckReport[]), checks as CheckReport[])
  }

  return {
    checkNow: runEntry,
    ownedByWorker,
    verifyNow,
    verify: async (memory) => verifyNow(memory),
  }
}

/** Orders reports by memory name (byte order), then by file. */
export function byName(a: MemoryReport, b: MemoryReport): number {
  return byteOrder(a.name, b.name) || byteOrder(a.file, b.file)
}

/** The reason of a memory whose verification did not finish before the run's deadline. */
export const NOT_IN_TIME = 'not verified in time'

function heldReport(memory: Memory, reason: string): MemoryReport {
  const { name, file, description, type, body } = memory
  return { name, file, description, type, body, status: 'stale', reason, checks: [] }
}

/** Gathers a run's reports as memories arrive; what is not finished at the end is held. */
function collector(runner: Runner) {
  const memories: Array<Memory | undefined> = []
  const done: Array<MemoryReport | undefined> = []
  // A count, not a list of promises: a large run would keep every one of them until the end.
  let pending = 0
  let allSettled: (() => void) | undefined
  return {
    /** Adds the memory of the file at `i` in the run's list (memories may arrive out of order). */
    add(memory: Memory, i: number, prechecked?: ReadonlyArray<Settled<CheckReport> | null>): void {
      // Fail toward distrust: a memory whose verification broke is held, and the others go on.
      const fail = (error: unknown) => heldReport(memory, `verifier error: ${messageOf(error)}`)
      let report: MemoryReport | Promise<MemoryReport>
      try {
        report = runner.verifyNow(memory, prechecked)
      } catch (error) {
        report = fail(error)
      }
      if (isPromise(report)) {
        // Kept only while its report is pending: it is what is held if time runs out.
        memories[i] = memory
        pending++
        void report.catch(fail).then((settled) => {
          done[i] = settled
          memories[i] = undefined
          if (--pending === 0) allSettled?.()
        })
      } else done[i] = report
    },
    /** Takes a report finished elsewhere (by the worker). */
    finished(report: MemoryReport, i: number): void {
      done[i] = report
    },
    /** Resolves when every check started so far has answered. */
    settled: () =>
      pending === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            allSettled = resolve
          }),
    /** Reports in name order; memories unfinished (or never read) are held as not verified in time. */
    reports(files: readonly string[]): MemoryReport[] {
      const unfinished = (file: string, i: number): MemoryReport => {
        const memory = memories[i] ?? {
          file,
          name: basename(file).replace(/\.md$/i, ''),
          body: '',
          verify: { kind: 'block', block: null },
        }
        return heldReport(memory, NOT_IN_TIME)
      }
      return files.map((file, i) => done[i] ?? unfinished(file, i)).sort(byName)
    },
  }
}

async function withinDeadline(work: Promise<unknown>, deadlineMs: number | undefined): Promise<void> {
  if (deadlineMs === undefined) await work
  else await Promise.race([work, delay(deadlineMs)])
}

/**
 * Verifies memories; one bad memory never stops the others. Results come in name order. With
 * `deadlineMs`, memories still being verified then are held as `not verified in time`.
 */
export async function verifyMemories(
  memories: readonly Memory[],
  options: RunOptions,
  limits: { deadlineMs?: number } = {},
): Promise<MemoryReport[]> {
  const gathered = collector(await createRunner(options))
  memories.forEach((memory, i) => gathered.add(memory, i))
  await withinDeadline(gathered.settled(), limits.deadlineMs)
  return gathered.reports(memories.map((memory) => memory.file))
}

/**
 * Reads and verifies memory files: from `parallelFrom` files (PARALLEL_MIN_FILES by default) a
 * worker reads and parses files too, and, with `options.workerChecks`, runs the checks whose
 * targets fall to it. With `deadlineMs`, what is not verified by then (or not read) is held as
 * `not verified in time`; with `bodies: false` the reports carry no bodies.
 */
export async function verifyMemoryFiles(
  files: readonly string[],
  options: RunOptions,
  limits: { deadlineMs?: number; bodies?: boolean; parallelFrom?: number } = {},
): Promise<MemoryReport[]> {
  const bodies = limits.bodies ?? true
  const { workerChecks } = options
  const helper =
    workerChecks && files.length >= (limits.parallelFrom ?? PARALLEL_MIN_FILES)
      ? startHelper(files, bodies, { ...workerChecks, root: options.root, memoryDir: options.memoryDir })
      : undefined
  try {
    const runner = await createRunner(options, helper?.delegate)
    if (helper) helper.fallback = runner.checkNow
    const gathered = collector(runner)
    const work = (async () => {
      const chunks = readMemoryChunks(files, { bodies, helper, parallelFrom: limits.parallelFrom })
      for await (const { start, memories, prechecked, reports } of chunks) {
        for (let i = 0; i < memories.length; i++) {
          const memory = memories[i]
          if (memory) gathered.add(memory, start + i, prechecked?.[i])
          else gathered.finished(reports?.[i] as MemoryReport, start + i)
        }
        helper?.flush()
      }
      helper?.listen()
      await gathered.settled()
    })()
    await withinDeadline(work, limits.deadlineMs)
    return gathered.reports(files)
  } finally {
    helper?.stop()
  }
}

/**
 * Runs one check, as written in a verify block (`{ kind, ...options }`; `kind` defaults to the
 * checker's), through the same validation, lanes and time budget as a full run.
 */
export async function runCheck(
  checker: Checker,
  check: Record<string, unknown>,
  options: Omit<RunOptions, 'registry' | 'memoryDir'> & { memoryDir?: string; registry?: Registry },
): Promise<CheckReport> {
  const { createRegistry } = await import('./registry.js')
  const runner = await createRunner({
    ...options,
    memoryDir: options.memoryDir ?? options.root,
    registry: options.registry ?? createRegistry([checker]),
  })
  const report = await runner.verify({
    file: '(check)',
    name: '(check)',
    body: '',
    verify: { kind: 'block', block: { kind: checker.kind, ...check } },
  })
  return report.checks[0] as CheckReport
}

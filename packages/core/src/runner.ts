// The runner: plans every memory's checks, runs them in their lanes with a time budget each,
// runs identical checks once, and turns every failure into a reason (SPEC §4, §9.3, §11).
import { realpathSync } from 'node:fs'
import type { CheckContext, CheckResult, Checker, Lane, Status } from './checker.js'
import { aggregate } from './aggregate.js'
import { anySurrogate, byteOrder } from './discover.js'
import { isClaimcheckError, messageOf } from './errors.js'
import { createLanes } from './lanes.js'
import type { Memory } from './memory.js'
import { validateOptions, type Validation } from './options.js'
import { checkerId, missingCheckerReason, type CheckerEntry, type Registry } from './registry.js'
import { createTargetResolver, TARGET_STATS_KEY, type TargetPolicy, type TargetStat } from './targets.js'
import { readVerifyBlock, type CheckEntry } from './verify-block.js'
import { readMemoryChunks } from './memory-chunks.js'
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
   * False: checks are not timed, and every check report's `ms` is 0. For callers whose report
   * shows no times: reading the clock twice for each of 10,000 checks costs a run about 4 ms.
   */
  timing?: boolean
}

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
    return result as CheckResult
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

/** A signal that never aborts, for answers given at once. */
const NEVER = new AbortController().signal

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
  /** Verifies one memory; checks identical to ones already run in this runner are not run again. */
  verify(memory: Memory): Promise<MemoryReport>
  /** The same, without a promise when every check answered at once. */
  verifyNow(memory: Memory): MemoryReport | Promise<MemoryReport>
}

/** A runner for one run: shared lanes, one resolver, and the record of checks already run. */
export async function createRunner(options: RunOptions): Promise<Runner> {
  // Synchronous, as the rest of a run's file system work: no thread-pool round trip, and no
  // promise-based file system module to load at start.
  const root = realpathSync.native(options.root)
  const memoryDir = realpathSync.native(options.memoryDir)
  const targetStats = new Map<string, TargetStat | null>()
  const resolver = createTargetResolver({ root, memoryDir, allow: options.allow, home: options.home }, targetStats)
  const lanes = createLanes(options.concurrency ?? DEFAULT_CONCURRENCY)
  const defaultTimeout = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS
  const timing = options.timing ?? true
  const runCache = new Map<string, unknown>([[TARGET_STATS_KEY, targetStats]])

  /**
   * What the run keeps for each enabled checker: its id, the context it sees, and the checks
   * already run by time budget, then by what the check says (its `key`): identical checks share
   * one report. Looked up once a check.
   */
  interface CheckerState {
    id: string
    ctx: CheckContext
    /** Checks with the run's default time budget, the common case, apart. */
    runs: Map<string, Settled<CheckReport>>
    runsByTimeout: Map<number, Map<string, Settled<CheckReport>>>
  }
  const states = new Map<CheckerEntry, CheckerState>()
  function stateOf(entry: CheckerEntry): CheckerState {
    let state = states.get(entry)
    if (state === undefined) {
      const ctx: CheckContext = {
        root,
        memoryDir,
        resolveTarget: resolver.resolveTarget,
        resolveTargetSync: resolver.resolveTargetSync,
        targetPath: resolver.targetPath,
        isAllowed: resolver.isAllowed,
        signal: NEVER,
        timeoutMs: Math.round(defaultTimeout * 1000),
        config: entry.config,
        runCache,
      }
      state = { id: checkerId(entry.checker), ctx, runs: new Map(), runsByTimeout: new Map() }
      states.set(entry, state)
    }
    return state
  }

  /** The context a checker sees; signal and time budget are the check's own when it runs asynchronously. */
  function contextFor(state: CheckerState, timeoutSeconds: number): CheckContext {
    return timeoutSeconds === defaultTimeout
      ? state.ctx
      : { ...state.ctx, timeoutMs: Math.round(timeoutSeconds * 1000) }
  }

  function runsOf(state: CheckerState, timeoutSeconds: number): Map<string, Settled<CheckReport>> {
    if (timeoutSeconds === defaultTimeout) return state.runs
    let byKey = state.runsByTimeout.get(timeoutSeconds)
    if (byKey === undefined) state.runsByTimeout.set(timeoutSeconds, (byKey = new Map()))
    return byKey
  }

  /** The report of a check its checker answers at once (`checkSync`), or undefined. */
  function answerAtOnce(kind: string, entry: CheckerEntry, state: CheckerState, value: unknown, ctx: CheckContext) {
    if (!entry.checker.checkSync) return undefined
    const started = timing ? performance.now() : 0
    let answer: CheckResult | undefined
    try {
      answer = entry.checker.checkSync(value, ctx)
    } catch (error) {
      answer = fromError(error)
    }
    if (answer === undefined) return undefined
    return checkReport(kind, state.id, asResult(answer, entry.checker), timing ? elapsed(started) : 0)
  }

  /** Runs a check with valid options in its lane, within its time budget. */
  function runInLane(
    kind: string,
    entry: CheckerEntry,
    state: CheckerState,
    value: unknown,
    ctx: CheckContext,
    timeoutSeconds: number,
  ): Promise<CheckReport> {
    const lane = lanes[(entry.checker.resource ?? 'fs') as Lane] ?? lanes.fs
    return lane(async () => {
      const started = timing ? performance.now() : 0
      const result = await execute(entry, value, ctx, timeoutSeconds)
      return checkReport(kind, state.id, result, timing ? elapsed(started) : 0)
    })
  }

  const invalidReport = (check: CheckEntry, reason: string, checker: string | null = null): CheckReport => ({
    kind: check.kind,
    checker,
    status: 'stale',
    reason,
    ms: 0,
  })

  /**
   * The report of a check whose options were validated. Identical checks share one, except the
   * answers at once of a checker that dedupes them itself.
   */
  function runValidated(
    check: CheckEntry,
    entry: CheckerEntry,
    state: CheckerState,
    timeoutSeconds: number,
    validation: Validation<unknown>,
  ): Settled<CheckReport> {
    if (!validation.ok) {
      return invalidReport(check, `invalid verify block: ${check.label}: ${validation.problem}`, state.id)
    }
    const kind = check.kind as string
    const value = validation.value
    const ctx = contextFor(state, timeoutSeconds)
    // Such a checker answers from what it keeps for the run: asking it again costs less than
    // keeping every distinct check (its identity and report) to the end of the run, which a large
    // run's collections copy again and again.
    const dedupesItself = entry.checker.dedupesItself === true
    if (dedupesItself) {
      const now = answerAtOnce(kind, entry, state, value, ctx)
      if (now !== undefined) return now
    }
    const identity = entry.checker.key?.(value) ?? stableJson(value)
    const done = runsOf(state, timeoutSeconds)
    let report = done.get(identity)
    if (report === undefined) {
      report =
        (dedupesItself ? undefined : answerAtOnce(kind, entry, state, value, ctx)) ??
        runInLane(kind, entry, state, value, ctx, timeoutSeconds)
      done.set(identity, report)
    }
    return report
  }

  function runEntry(check: CheckEntry): Settled<CheckReport> {
    if (check.problem !== undefined) return invalidReport(check, `invalid verify block: ${check.problem}`)
    const kind = check.kind as string
    const entry = options.registry.get(kind)
    if (!entry) return invalidReport(check, missingCheckerReason(kind))
    const state = stateOf(entry)
    const timeoutSeconds = check.timeoutSeconds ?? defaultTimeout
    // Validation is not kept: a large run would keep all of it.
    const validation = validateOptions(entry.checker.options, check.options)
    return isPromise(validation)
      ? validation.then((done) => runValidated(check, entry, state, timeoutSeconds, done))
      : runValidated(check, entry, state, timeoutSeconds, validation)
  }

  function verifyNow(memory: Memory): MemoryReport | Promise<MemoryReport> {
    if (memory.verify.kind === 'verdict') return memoryReport(memory, memory.verify.result, [])
    const entries = readVerifyBlock(memory.verify.block)
    // One check, the common case: the memory's status and reason are the check's.
    if (entries.length === 1) {
      const check = runEntry(entries[0] as CheckEntry)
      return isPromise(check)
        ? check.then((done) => memoryReport(memory, done, [done]))
        : memoryReport(memory, check, [check])
    }
    const checks = entries.map(runEntry)
    if (checks.some(isPromise)) return Promise.all(checks).then((done) => memoryReport(memory, aggregate(done), done))
    return memoryReport(memory, aggregate(checks as CheckReport[]), checks as CheckReport[])
  }

  return {
    verifyNow,
    verify: async (memory) => verifyNow(memory),
  }
}

const checkReport = (kind: string, checker: string, { status, reason }: CheckResult, ms: number): CheckReport => ({
  kind,
  checker,
  status,
  reason,
  ms,
})

/** A memory's report; built field by field, one shape for every report, which large runs make a lot of. */
function memoryReport(memory: Memory, { status, reason }: CheckResult, checks: CheckReport[]): MemoryReport {
  return {
    name: memory.name,
    file: memory.file,
    description: memory.description,
    type: memory.type,
    modified: memory.modified,
    body: memory.body,
    status,
    reason,
    checks,
  }
}

/** Orders reports by memory name (byte order), then by file. */
export function byName(a: MemoryReport, b: MemoryReport): number {
  return byteOrder(a.name, b.name) || byteOrder(a.file, b.file)
}

/** The same order when no name holds a surrogate: names are then compared by the engine itself. */
const byNameWithoutSurrogates = (a: MemoryReport, b: MemoryReport): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : byteOrder(a.file, b.file)

/** Sorts reports into name order (byte order), comparing names natively when that gives the same order. */
function sortByName(reports: MemoryReport[]): MemoryReport[] {
  const withSurrogates = anySurrogate(reports.map((report) => report.name))
  return reports.sort(withSurrogates ? byName : byNameWithoutSurrogates)
}

/** The reason of a memory whose verification did not finish before the run's deadline. */
export const NOT_IN_TIME = 'not verified in time'

function heldReport(memory: Memory, reason: string): MemoryReport {
  const { name, file, description, type, body } = memory
  return { name, file, description, type, body, status: 'stale', reason, checks: [] }
}

/** What a run keeps of each memory's report until it sorts them; the whole report by default. */
export type KeepReport = (report: MemoryReport) => MemoryReport

const keepWhole: KeepReport = (report) => report

/**
 * Gathers a run's reports as memories arrive; what is not finished at the end is held. Every
 * report lives until the end (they come out in name order), so only what `keep` returns is kept.
 */
function collector(runner: Runner, keep: KeepReport = keepWhole) {
  const memories: Array<Memory | undefined> = []
  const done: Array<MemoryReport | undefined> = []
  // A count, not a list of promises: a large run would keep every one of them until the end.
  let pending = 0
  let allSettled: (() => void) | undefined
  return {
    /** Adds the memory of the file at `i` in the run's list (memories may arrive out of order). */
    add(memory: Memory, i: number): void {
      // Fail toward distrust: a memory whose verification broke is held, and the others go on.
      const fail = (error: unknown) => heldReport(memory, `verifier error: ${messageOf(error)}`)
      let report: MemoryReport | Promise<MemoryReport>
      try {
        report = runner.verifyNow(memory)
      } catch (error) {
        report = fail(error)
      }
      if (isPromise(report)) {
        // Kept only while its report is pending: it is what is held if time runs out.
        memories[i] = memory
        pending++
        void report.catch(fail).then((settled) => {
          done[i] = keep(settled)
          memories[i] = undefined
          if (--pending === 0) allSettled?.()
        })
      } else done[i] = keep(report)
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
        return keep(heldReport(memory, NOT_IN_TIME))
      }
      return sortByName(files.map((file, i) => done[i] ?? unfinished(file, i)))
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
 * second thread reads files while this one parses and checks. With `deadlineMs`, what is not
 * verified by then (or not read) is held as `not verified in time`; with `bodies: false` the
 * reports carry no bodies, with `metadata: false` no description, type or modified date; with
 * `keep`, what it returns of each report is what comes back.
 */
export async function verifyMemoryFiles(
  files: readonly string[],
  options: RunOptions,
  limits: { deadlineMs?: number; bodies?: boolean; metadata?: boolean; parallelFrom?: number; keep?: KeepReport } = {},
): Promise<MemoryReport[]> {
  const gathered = collector(await createRunner(options), limits.keep)
  const chunks = readMemoryChunks(files, {
    bodies: limits.bodies ?? true,
    metadata: limits.metadata ?? true,
    parallelFrom: limits.parallelFrom,
  })
  const work = (async () => {
    for await (const { start, memories } of chunks) {
      for (let i = 0; i < memories.length; i++) gathered.add(memories[i] as Memory, start + i)
    }
    await gathered.settled()
  })()
  try {
    await withinDeadline(work, limits.deadlineMs)
  } finally {
    // Past the deadline the reading stops: its thread ends.
    void chunks.return(undefined)
  }
  return gathered.reports(files)
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

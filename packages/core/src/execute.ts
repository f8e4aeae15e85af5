// Running one task: its checker's `check` within the task's time budget. A checker that does not
// answer in time is abandoned, one that throws (from `check` or from any callback it started)
// is `checker error`, and an answer that is not a status and a reason is never taken as fresh
// (SPEC §9.3).
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  isClaimcheckError,
  messageOf,
  staleError,
  type CheckContext,
  type CheckResult,
  type Pattern,
  type PatternOptions,
  type Status,
} from '@claimcheck/contract'
import type { CompiledPattern } from './patterns.js'
import type { Task } from './plan.js'
import { NOT_IN_TIME, type CheckReport } from './reports.js'
import { monotonicMs } from './clock.js'

/** After a check's time runs out, how long its checker may take to report its own (stale) reason. */
const ABORT_GRACE_MS = 250

const STATUSES: ReadonlySet<string> = new Set<Status>(['fresh', 'stale', 'unverifiable'])

function asResult(value: unknown, checker: string): CheckResult {
  const result = value as Partial<CheckResult> | null
  if (result && typeof result.status === 'string' && STATUSES.has(result.status) && typeof result.reason === 'string') {
    return { status: result.status, reason: result.reason }
  }
  return { status: 'stale', reason: `checker error: ${checker} returned no valid status and reason` }
}

function fromError(error: unknown): CheckResult {
  if (isClaimcheckError(error) && error.code === 'STALE') return { status: 'stale', reason: error.message }
  return { status: 'stale', reason: `checker error: ${messageOf(error)}` }
}

/** Who an error thrown from a callback belongs to: the check whose work started that callback. */
interface Owner {
  fail(error: unknown): void
}

/**
 * Which check a stray error belongs to is known through an async context, which on Node 20 and 22
 * costs every promise and timer of the process while it is on: so it is off until an error no
 * check owns comes, then on for the rest of the run (see onStrayError).
 */
let owners: AsyncLocalStorage<Owner> | undefined
/** Checks started and not yet answered, in every run in progress. */
const inFlight = new Set<RunningCheck>()
let runs = 0

/**
 * An error from a callback or a promise left rejected. Without attribution, the checks in flight
 * run again with it on (their first answers left behind), so that the one the error came from
 * throws again as its own. With attribution on, an error no check owns came from an attempt left
 * behind (its check runs again) or from no check at all: no check fails for it (never cry wolf).
 */
function onStrayError(error: unknown): void {
  if (owners !== undefined) return owners.getStore()?.fail(error)
  const attributed = (owners = new AsyncLocalStorage<Owner>())
  for (const running of [...inFlight]) running.again(attributed)
}

/**
 * Catches, for as long as the run lasts, errors that checks throw from their own callbacks (a
 * timer, a stream handler) or promises they leave rejected. Returns the function that ends it.
 */
export function guardRun(): () => void {
  if (runs++ === 0) {
    process.on('uncaughtException', onStrayError)
    process.on('unhandledRejection', onStrayError)
  }
  return () => {
    if (--runs > 0) return
    process.off('uncaughtException', onStrayError)
    process.off('unhandledRejection', onStrayError)
    // The next run starts without attribution again; checks abandoned at a deadline are no run's.
    owners?.disable()
    owners = undefined
    inFlight.clear()
  }
}

/** What every check of a run shares; the signal, the time budget and the settings are each check's own. */
export interface SharedContext extends Omit<CheckContext, 'signal' | 'timeoutMs' | 'settings' | 'pattern'> {
  /** The run's compiled patterns. */
  patterns: (source: string, options?: PatternOptions) => CompiledPattern
}

const seconds = (timeoutSeconds: number) => `timed out after ${timeoutSeconds}s`

/** One check being run: the context its checker sees, and how the check ends. */
class RunningCheck implements CheckContext {
  readonly root: string
  readonly memoryDir: string
  readonly files: CheckContext['files']
  readonly resolveTarget: CheckContext['resolveTarget']
  readonly settings: CheckContext['settings']
  readonly offline: boolean
  readonly noCache: boolean
  readonly timeoutMs: number
  private readonly patterns: SharedContext['patterns']
  /** Made when the checker first looks at its signal: many never do. */
  private controller: AbortController | undefined
  private aborted = false
  private settled = false
  private readonly deadline: NodeJS.Timeout
  private late: NodeJS.Timeout | undefined

  constructor(
    private readonly task: Task,
    private readonly shared: SharedContext,
    /** The reason when time runs out: `timed out after Ns`, or `not verified in time` past the run's deadline. */
    private readonly expired: string,
    timeoutMs: number,
    private readonly settle: (report: CheckReport) => void,
    private readonly started = monotonicMs(),
  ) {
    this.root = shared.root
    this.memoryDir = shared.memoryDir
    this.files = shared.files
    this.resolveTarget = shared.resolveTarget
    this.patterns = shared.patterns
    this.settings = task.entry.settings as CheckContext['settings']
    this.offline = shared.offline
    this.noCache = shared.noCache
    this.timeoutMs = timeoutMs
    // Not unref'd: a check that never settles must still end in a report, not in an empty exit.
    this.deadline = setTimeout(() => this.abort(), timeoutMs)
    inFlight.add(this)
  }

  /** Starts the checker's `check` on this context. */
  start(): void {
    let work: Promise<unknown>
    try {
      work = Promise.resolve(this.task.entry.checker.check(this.task.options, this))
    } catch (error) {
      work = Promise.reject(error)
    }
    work.then(
      (value) => this.answer(asResult(value, this.task.checker)),
      (error: unknown) => this.answer(fromError(error)),
    )
  }

  /**
   * Runs the check again in a context of its own, with what is left of its time, its errors now
   * attributed (see onStrayError); this attempt is told to stop and its answer is left behind.
   */
  again(owners: AsyncLocalStorage<Owner>): void {
    if (this.settled || this.aborted) return
    this.end()
    this.controller?.abort(new Error('run again'))
    const left = Math.max(0, this.timeoutMs - (monotonicMs() - this.started))
    const next = new RunningCheck(this.task, this.shared, this.expired, left, this.settle, this.started)
    owners.run(next, () => next.start())
  }

  get signal(): AbortSignal {
    if (this.controller === undefined) {
      this.controller = new AbortController()
      if (this.aborted) this.controller.abort(new Error(this.expired))
    }
    return this.controller.signal
  }

  /** The run's compiled pattern, searched within this check's time (a function of its own: checkers may take it off `ctx`). */
  readonly pattern = (source: string, options?: PatternOptions): Pattern => {
    const compiled = this.patterns(source, options)
    return {
      test: async (text) => {
        const found = await compiled.search(text, () => this.signal)
        if (found === 'aborted') throw staleError(this.expired)
        return found
      },
    }
  }

  private abort(): void {
    this.aborted = true
    this.controller?.abort(new Error(this.expired))
    this.late = setTimeout(() => this.finish({ status: 'stale', reason: this.expired }), ABORT_GRACE_MS)
  }

  /** The checker's answer (or its error, as a result). */
  answer(result: CheckResult): void {
    // Past its time, only a stale answer of the checker's own is taken (fresh would be too late
    // to trust), and past the run's deadline none: the memory was not verified in time.
    if (this.aborted && (result.status !== 'stale' || this.expired === NOT_IN_TIME)) {
      this.finish({ status: 'stale', reason: this.expired })
    } else this.finish(result)
  }

  private end(): void {
    this.settled = true
    clearTimeout(this.deadline)
    clearTimeout(this.late)
    inFlight.delete(this)
  }

  private finish({ status, reason }: CheckResult): void {
    if (this.settled) return
    this.end()
    const ms = Math.round((monotonicMs() - this.started) * 100) / 100
    this.settle({ kind: this.task.kind, checker: this.task.checker, status, reason, ms })
  }

  /** Errors from the check's own callbacks come here (see guardRun). */
  fail(error: unknown): void {
    this.answer(fromError(error))
  }
}

/**
 * Runs a task's check and settles with its report, at the latest at its timeout plus a short
 * grace. With `leftMs`, the time the run has left, the check gets no more than that: past it, it
 * is `not verified in time`.
 */
export function execute(task: Task, shared: SharedContext, leftMs = Number.POSITIVE_INFINITY): Promise<CheckReport> {
  const ownMs = Math.round(task.timeoutSeconds * 1000)
  const timeoutMs = Math.max(0, Math.min(ownMs, Math.floor(leftMs)))
  const expired = timeoutMs < ownMs ? NOT_IN_TIME : seconds(task.timeoutSeconds)
  return new Promise((settle) => {
    const running = new RunningCheck(task, shared, expired, timeoutMs, settle)
    if (owners === undefined) running.start()
    else owners.run(running, () => running.start())
  })
}

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

const owners = new AsyncLocalStorage<Owner>()
/** Runs in progress; an error that no check owns fails them all (fail toward distrust). */
const runs = new Set<Owner>()

function onStrayError(error: unknown): void {
  const owner = owners.getStore()
  if (owner) owner.fail(error)
  else for (const run of runs) run.fail(error)
}

/**
 * Catches, for as long as the run lasts, errors that checks throw from their own callbacks (a
 * timer, a stream handler) or promises they leave rejected. Returns the function that ends it.
 */
export function guardRun(run: Owner): () => void {
  if (runs.size === 0) {
    process.on('uncaughtException', onStrayError)
    process.on('unhandledRejection', onStrayError)
  }
  runs.add(run)
  return () => {
    runs.delete(run)
    if (runs.size === 0) {
      process.off('uncaughtException', onStrayError)
      process.off('unhandledRejection', onStrayError)
    }
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
  private readonly started = monotonicMs()
  private readonly deadline: NodeJS.Timeout
  private late: NodeJS.Timeout | undefined

  constructor(
    private readonly task: Task,
    shared: SharedContext,
    /** The reason when time runs out: `timed out after Ns`, or `not verified in time` past the run's deadline. */
    private readonly expired: string,
    timeoutMs: number,
    private readonly settle: (report: CheckReport) => void,
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

  private finish({ status, reason }: CheckResult): void {
    if (this.settled) return
    this.settled = true
    clearTimeout(this.deadline)
    clearTimeout(this.late)
    const ms = Math.round((monotonicMs() - this.started) * 100) / 100
    this.settle({ kind: this.task.kind, checker: this.task.checker, status, reason, ms })
  }

  /** Errors from the check's own callbacks come here (see guardRun). */
  fail(error: unknown): void {
    this.answer(fromError(error))
  }
}

function start(running: RunningCheck, task: Task): void {
  let work: Promise<unknown>
  try {
    work = Promise.resolve(task.entry.checker.check(task.options, running))
  } catch (error) {
    work = Promise.reject(error)
  }
  work.then(
    (value) => running.answer(asResult(value, task.checker)),
    (error: unknown) => running.answer(fromError(error)),
  )
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
    owners.run(running, start, running, task)
  })
}

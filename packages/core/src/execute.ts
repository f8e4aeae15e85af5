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
  type ProgramOptions,
  type ProgramResult,
  type Status,
} from '@claimcheck/contract'
import type { CompiledPattern } from './patterns.js'
import type { Task } from './plan.js'
import { NOT_IN_TIME, type CheckReport } from './reports.js'
import { monotonicMs } from './clock.js'
import { absoluteSearchPath } from './search-path.js'

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
export interface SharedContext extends Omit<CheckContext, 'signal' | 'timeoutMs' | 'settings' | 'pattern' | 'run'> {
  /** The run's compiled patterns. */
  patterns: (source: string, options?: PatternOptions) => CompiledPattern
}

const seconds = (timeoutSeconds: number) => `timed out after ${timeoutSeconds}s`

/** The only variables a program sees, with those its checker names. */
const BASE_ENVIRONMENT = ['PATH', 'HOME', 'LANG', 'TERM'] as const
/** Most bytes kept of a program's stdout and of its stderr, unless its checker asks for another bound. */
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024
/** The most a check may keep of a program's output: more is memory a run cannot spare (SPEC §10). */
export const MAX_OUTPUT_BYTES = 64 * 1024 * 1024
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Only the variables a program may see: PATH, HOME, LANG, TERM and those `names` lists. */
function environment(names: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {}
  for (const name of [...BASE_ENVIRONMENT, ...names]) {
    if (typeof name !== 'string' || !VARIABLE_NAME.test(name))
      throw new Error(`ctx.run(): env must list variable names, not ${JSON.stringify(name)}`)
    // A relative entry of PATH would look up the program in the folder it runs in: the repository.
    const value = name === 'PATH' ? absoluteSearchPath(process.env.PATH) : process.env[name]
    if (value !== undefined) env[name] = value
  }
  return env
}

/** At a check's deadline, how long the programs it started may take to end once killed. */
const PROGRAM_END_GRACE_MS = 1000

/** The runner of programs, loaded when a check first runs one: most runs never do. */
let programs: Promise<typeof import('./run-program.js')> | undefined

/** One check being run: the context its checker sees, and how the check ends. */
class RunningCheck implements CheckContext {
  readonly root: string
  readonly memoryDir: string
  readonly files: CheckContext['files']
  readonly resolveTarget: CheckContext['resolveTarget']
  readonly settings: CheckContext['settings']
  readonly offline: boolean
  readonly noCache: boolean
  readonly warn: (message: string) => void
  readonly timeoutMs: number
  private readonly patterns: SharedContext['patterns']
  /** Made when the checker first looks at its signal: many never do. */
  private controller: AbortController | undefined
  private aborted = false
  private settled = false
  /** Programs of this check still running: at its deadline the check ends once they are gone. */
  private readonly programs = new Set<Promise<unknown>>()
  private readonly started = monotonicMs()
  private readonly deadline: NodeJS.Timeout

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
    this.warn = shared.warn ?? (() => {})
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

  /** Runs the program the check's checker described, exactly that (see `CheckContext.run`). */
  readonly run = async (options: ProgramOptions = {}): Promise<ProgramResult> => {
    const { program } = this.task
    if (program === undefined)
      throw new Error('ctx.run() runs the program of a process-lane check, and this check is not one')
    const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES
    if (!Number.isInteger(maxOutputBytes) || maxOutputBytes < 1 || maxOutputBytes > MAX_OUTPUT_BYTES)
      throw new Error(`ctx.run(): maxOutputBytes must be a whole number from 1 to ${MAX_OUTPUT_BYTES}`)
    const env = environment(options.env ?? [])
    const cwd = await this.folder(program.cwd)
    const { command } = program
    const [file, ...args] = typeof command === 'string' ? ['/bin/sh', '-c', command] : command
    const { runProgram } = await (programs ??= import('./run-program.js'))
    const ran = runProgram({ file: file as string, args, cwd, env, maxOutputBytes, signal: this.signal })
    this.programs.add(ran)
    return ran.finally(() => this.programs.delete(ran))
  }

  /** The real path of the folder a program runs in: the root, or its `cwd`, confined as any target. */
  private async folder(cwd: string | undefined): Promise<string> {
    if (cwd === undefined) return this.root
    const path = await this.resolveTarget(cwd)
    const info = await this.files.stat(path)
    if (info === undefined) throw staleError(`missing: ${cwd}`)
    if (info.type !== 'directory') throw staleError(`cwd is not a folder: ${cwd}`)
    return path
  }

  private abort(): void {
    this.aborted = true
    this.controller?.abort(new Error(this.expired))
    // Whatever the checker answers now reads the same, so the check ends at once, or once the
    // programs it started (killed just now) are gone: a run leaves none behind.
    const expired = () => this.finish({ status: 'stale', reason: this.expired })
    if (this.programs.size === 0) return expired()
    const grace = setTimeout(expired, PROGRAM_END_GRACE_MS)
    void Promise.allSettled(this.programs).then(() => (clearTimeout(grace), expired()))
  }

  /** The checker's answer (or its error, as a result). */
  answer(result: CheckResult): void {
    // Past its time every answer reads the same (a fresh one would be too late to trust, and an
    // error is most often the abort the checker honoured): `timed out after Ns`.
    this.finish(this.aborted ? { status: 'stale', reason: this.expired } : result)
  }

  private finish({ status, reason }: CheckResult): void {
    if (this.settled) return
    this.settled = true
    clearTimeout(this.deadline)
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
 * Runs a task's check and settles with its report, at the latest at its timeout. With `leftMs`, the time the run has left, the check gets no more than that: past it, it
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

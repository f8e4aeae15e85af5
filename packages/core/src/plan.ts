// Planning a run: every memory's verify block becomes checks, each with validated options and a
// time budget; identical checks become one task (SPEC §4, §9.3).
import { normalize } from 'node:path'
import { messageOf, stableJson, type CheckResult, type Program } from '@claimcheck/contract'
import type { Memory } from './memory.js'
import { validateOptions, type Validation } from './options.js'
import { ownText } from './own-text.js'
import { checkerId, type CheckerEntry, type Registry } from './registry.js'
import { memoryReport, untrusted, type CheckReport, type MemoryReport } from './reports.js'
import { readVerifyBlock, type CheckEntry } from './verify-block.js'

/** One distinct check to run: what every identical check of the run is answered by. */
export interface Task {
  entry: CheckerEntry
  /** `name@version` of its checker. */
  checker: string
  kind: string
  options: unknown
  /** What it runs, for a check of the `process` lane: its checker's `program(options)`, as the trust gate let it. */
  program?: Program
  timeoutSeconds: number
  /** The tasks naming the same target: what the host read for them is kept until the last has answered. */
  group: TaskGroup
  /** Set once the check has answered (its options then go). */
  report?: CheckReport
}

/** Tasks that name one target. */
export interface TaskGroup {
  /** Its tasks not answered yet. */
  pending: number
}

/**
 * A memory's report to be, and its checks: tasks to run, or reports of checks that cannot run.
 * The report already holds what it says of the memory; its status, reason and checks come when
 * the checks have answered. A memory with no checks to run has its verdict in it already.
 */
export interface PlannedMemory {
  report: MemoryReport
  checks?: Array<Task | CheckReport>
}

export interface Plan {
  memories: PlannedMemory[]
  /**
   * Every task once, those naming the same `target` next to each other: they then run close
   * together, and what the host read for the first is still kept when the others ask.
   */
  tasks: Task[]
}

const invalid = (check: CheckEntry, reason: string, checker: string | null = null): CheckReport => ({
  kind: check.kind,
  checker,
  status: 'stale',
  reason,
  ms: 0,
})

/** A check of the `network` lane under `--offline`: never run (SPEC §9.3). */
const offlineReport = (check: CheckEntry, checker: string): CheckReport => ({
  kind: check.kind,
  checker,
  status: 'unverifiable',
  reason: 'offline',
  ms: 0,
})

/**
 * A copy of what `program()` described, checked and frozen: what the gate sees is what runs, and
 * nothing the checker keeps can change it afterwards.
 */
function ownProgram(given: Program): Program {
  const { command, cwd } = (given ?? {}) as Partial<Program>
  const isArgv = Array.isArray(command) && command.length > 0 && command.every((word) => typeof word === 'string')
  if (!(typeof command === 'string' && command.trim() !== '') && !isArgv)
    throw new Error('program() must give a command: a non-empty command line or a list of strings')
  if (cwd !== undefined && (typeof cwd !== 'string' || cwd.trim() === ''))
    throw new Error('program() must give cwd as a non-empty string, or none')
  return Object.freeze({
    command: typeof command === 'string' ? command : Object.freeze([...(command as string[])]),
    ...(cwd === undefined ? {} : { cwd }),
  })
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function'

export interface Planner {
  /** Plans a memory's checks; the memory itself is not kept, only what its report shows. */
  add(memory: Memory): void
  /** The plan, once every validation has answered. */
  finish(): Promise<Plan>
}

/** A check that starts programs, as the host's trust gate sees it. */
export interface GatedCheck {
  /** The memory file it comes from. */
  memoryFile: string
  kind: string
  /** Its validated options. */
  options: unknown
  /** What it will run, as its checker describes it: what allow entries match and `trust` shows. */
  program: Program
}

/**
 * Decides whether a check in the `process` lane may run: undefined lets it, a reason holds it
 * (`stale`), and it never starts. Without a gate, none runs.
 */
export type TrustGate = (check: GatedCheck) => string | undefined

const trustNothing: TrustGate = (check) => untrusted(check.kind)

export interface PlanOptions {
  /** Time budget of a check that names none, in seconds. */
  defaultTimeout: number
  /** Which checks that start programs may run; without it, none does. */
  gate?: TrustGate
  /** `--offline`: checks in the `network` lane are `unverifiable` `offline`, never run. */
  offline?: boolean
}

export function createPlanner(
  registry: Registry,
  { defaultTimeout, gate = trustNothing, offline = false }: PlanOptions,
): Planner {
  // By checker, then time budget, then identity: identical checks are one task.
  const byIdentity = new Map<CheckerEntry, Map<number, Map<string, Task>>>()
  const byTarget = new Map<string, { group: TaskGroup; tasks: Task[] }>()
  const ids = new Map<CheckerEntry, string>()

  const taskFor = (
    file: string,
    check: CheckEntry,
    entry: CheckerEntry,
    validation: Validation<unknown>,
  ): Task | CheckReport => {
    let checker = ids.get(entry)
    if (checker === undefined) ids.set(entry, (checker = checkerId(entry.checker)))
    if (!validation.ok) return invalid(check, `invalid verify block: ${check.label}: ${validation.problem}`, checker)
    const options = validation.value
    if (offline && entry.checker.resource === 'network') return offlineReport(check, checker)
    // Approval is per memory file, so it is asked before identical checks become one task.
    let program: Program | undefined
    if (entry.checker.resource === 'process') {
      try {
        program = ownProgram(entry.checker.program!(options))
      } catch (error) {
        return invalid(check, `checker error: ${messageOf(error)}`, checker)
      }
      const refused = gate({ memoryFile: file, kind: entry.checker.kind, options, program })
      if (refused !== undefined) return invalid(check, refused, checker)
    }
    const timeoutSeconds = check.timeoutSeconds ?? defaultTimeout
    let byTimeout = byIdentity.get(entry)
    if (byTimeout === undefined) byIdentity.set(entry, (byTimeout = new Map()))
    let byKey = byTimeout.get(timeoutSeconds)
    if (byKey === undefined) byTimeout.set(timeoutSeconds, (byKey = new Map()))
    // Two checks run as one only when they run the same program: what was approved is what runs.
    const identity = ownText(
      (entry.checker.key?.(options as never) ?? stableJson(options)) + (program ? stableJson(program) : ''),
    )
    let task = byKey.get(identity)
    if (task === undefined) {
      const target = (options as { target?: unknown } | null)?.target
      // `a.txt` and `./a.txt` are one target: read once.
      const near = typeof target === 'string' ? normalize(target) : ''
      let named = byTarget.get(near)
      if (named === undefined) byTarget.set(near, (named = { group: { pending: 0 }, tasks: [] }))
      task = { entry, checker, kind: entry.checker.kind, options, program, timeoutSeconds, group: named.group }
      byKey.set(identity, task)
      named.group.pending++
      named.tasks.push(task)
    }
    return task
  }

  /** A check of a memory: a task, a report of why it cannot run, or a validation still to come. */
  type Planned =
    | Task
    | CheckReport
    | { file: string; check: CheckEntry; entry: CheckerEntry; validation: Promise<Validation<unknown>> }
  const checksOf = (file: string, block: unknown): Planned[] =>
    readVerifyBlock(block).map((check): Planned => {
      if (check.problem !== undefined) return invalid(check, `invalid verify block: ${check.problem}`)
      const entry = registry.get(check.kind as string)
      if (!entry) return invalid(check, registry.missingReason(check.kind as string))
      // Standard Schemas may validate asynchronously; valibot's answer at once.
      const validation = validateOptions(entry.checker.options, check.options)
      return isPromise(validation) ? { file, check, entry, validation } : taskFor(file, check, entry, validation)
    })

  const planned: Array<{ report: MemoryReport; checks?: Planned[] }> = []
  let pending = false
  return {
    add(memory) {
      const { verify } = memory
      let verdict: CheckResult = { status: 'unverifiable', reason: '' }
      let checks: Planned[] | undefined
      if (verify.kind === 'verdict') verdict = verify.result
      else {
        try {
          checks = checksOf(memory.file, verify.block)
          pending ||= checks.some((check) => 'validation' in check)
        } catch (error) {
          // Fail toward distrust: a memory whose checks cannot be planned is held, and the others go on.
          verdict = { status: 'stale', reason: `verifier error: ${messageOf(error)}` }
        }
      }
      planned.push({ report: memoryReport(memory, verdict, []), checks })
    },
    async finish() {
      // Validations that answered in a promise, in the order they were asked.
      for (const { checks } of pending ? planned : []) {
        for (let i = 0; checks && i < checks.length; i++) {
          const check = checks[i] as Planned
          if ('validation' in check) checks[i] = taskFor(check.file, check.check, check.entry, await check.validation)
        }
      }
      const tasks = [...byTarget.values()].flatMap((named) => named.tasks)
      // What only planning needed (every check's identity) goes before the checks run.
      byIdentity.clear()
      byTarget.clear()
      return { memories: planned as PlannedMemory[], tasks }
    },
  }
}

// The second thread of a large run: reads and parses memory files, taking chunks from the counter
// it shares with the main thread, and runs the checks the main thread sends it (those whose
// targets fall to this thread) with the same checkers, set up from the run's own description.
import { receiveMessageOnPort, workerData } from 'node:worker_threads'
import { messageOf } from './errors.js'
import { CHUNK_FILES, type FromWorker, type ReaderData, type ToWorker, type WorkerCheck } from './memory-chunks.js'
import { readMemory } from './memory.js'
import type { Memory } from './memory.js'
import { createRunner, type CheckReport, type MemoryReport, type RunOptions, type Runner } from './runner.js'
import { readVerifyBlock, type CheckEntry } from './verify-block.js'

const data = workerData as ReaderData
const { bodies, counters, port, checks } = data
const files = data.files.split('\0')
const taken = new Int32Array(counters, 0, 1)
const sent = new Int32Array(counters, 4, 1)
const count = Math.ceil(files.length / CHUNK_FILES)
const post = (message: FromWorker) => port.postMessage(message)

let runner: Runner | undefined

async function setUp(): Promise<void> {
  if (!checks) return
  try {
    const module = (await import(checks.module)) as {
      workerRunOptions(data: unknown): Promise<Omit<RunOptions, 'root' | 'memoryDir'>>
    }
    const options = await module.workerRunOptions(checks.data)
    runner = await createRunner({ ...options, root: checks.root, memoryDir: checks.memoryDir })
  } catch (error) {
    post({ type: 'no-checks', reason: messageOf(error) })
  }
}

function failed(error: unknown): CheckReport {
  return { kind: null, checker: null, status: 'stale', reason: `verifier error: ${messageOf(error)}`, ms: 0 }
}

/** Runs a check here: its report now, or undefined when it answers later (posted under `id`). */
function runHere(here: Runner, check: CheckEntry, id: number): CheckReport | undefined {
  let report: CheckReport | Promise<CheckReport>
  try {
    report = here.checkNow(check)
  } catch (error) {
    report = failed(error)
  }
  if (!(report instanceof Promise)) return report
  report.then(
    (done) => post({ type: 'answers', answers: [[id, done]] }),
    (error: unknown) => post({ type: 'answers', answers: [[id, failed(error)]] }),
  )
  return undefined
}

/** Checks the main thread sent: answered together when at once, one by one when later. */
function runChecks(message: ToWorker): void {
  if (!runner) return
  const answers: Array<[number, CheckReport]> = []
  for (const [id, check] of message.checks) {
    const report = runHere(runner, check, id)
    if (report) answers.push([id, report])
  }
  if (answers.length > 0) post({ type: 'answers', answers })
}

/** Ids of checks this thread runs on its own and answers later: negative, apart from the main thread's. */
let nextOwnId = -1

/** The checks of a memory this thread owns, run here; the others are left to the main thread (null). */
function precheck(memory: Memory, here: Runner): WorkerCheck[] | undefined {
  if (memory.verify.kind !== 'block') return undefined
  return readVerifyBlock(memory.verify.block).map((check) => {
    if (!here.ownedByWorker(check)) return null
    const id = nextOwnId
    const report = runHere(here, check, id)
    if (report) return report
    nextOwnId--
    return { wait: id, check }
  })
}

function takeChecks(): void {
  for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
    runChecks(message.message as ToWorker)
  }
}

// The checkers first: their modules load through the event loop, which the reading loop below
// does not give back; meanwhile the main thread reads.
await setUp()

for (let index = Atomics.add(taken, 0, 1); index < count; index = Atomics.add(taken, 0, 1)) {
  const start = index * CHUNK_FILES
  const memories = files.slice(start, start + CHUNK_FILES).map((file) => readMemory(file, bodies))
  // The main thread has the paths.
  for (const memory of memories) memory.file = ''
  // With the checkers ready, this thread runs the checks it owns of the memories it read, and
  // finishes the reports of those that need nothing from the main thread.
  let prechecked: Array<WorkerCheck[] | undefined> | undefined
  let reports: Array<MemoryReport | undefined> | undefined
  const sending: Array<Memory | null> = memories
  if (runner) {
    const here = runner
    prechecked = []
    reports = []
    for (let i = 0; i < memories.length; i++) {
      const memory = memories[i] as Memory
      const checks = precheck(memory, here)
      if (checks === undefined || checks.every((check) => check !== null && !('wait' in check))) {
        reports[i] = here.verifyNow(memory, checks as CheckReport[] | undefined) as MemoryReport
        sending[i] = null
      } else prechecked[i] = checks
    }
  }
  post({ type: 'chunk', index, memories: sending, prechecked, reports })
  Atomics.add(sent, 0, 1)
  Atomics.notify(sent, 0)
  if (runner) takeChecks()
}
takeChecks()
// From here the main thread's checks arrive as events, until it ends this thread.
port.on('message', (message: ToWorker) => runChecks(message))

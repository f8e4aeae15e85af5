// Memory files read in chunks. On large folders a worker thread and this thread take chunks from
// one shared counter, so both cores read and parse; when the run says how the worker can set up
// its checkers, the worker also runs the checks whose targets fall to it.
import { availableParallelism } from 'node:os'
import { createRequire } from 'node:module'
import type { MessagePort } from 'node:worker_threads'
import type { CheckReport, MemoryReport, WorkerChecks } from './runner.js'
import { readMemory, type Memory } from './memory.js'
import type { CheckEntry } from './verify-block.js'

/** Below this many files a second thread costs more than it saves (measured: it breaks even near 50,000). */
export const PARALLEL_MIN_FILES = 50_000
/** Small enough that the two threads finish together, large enough that messages stay few. */
export const CHUNK_FILES = 256
/** Checks sent to the worker in one message. */
const CHECK_BATCH = 128

/** A chunk of memories and the position of its first file in the list. */
export interface MemoryChunk {
  start: number
  /** Only where `reports` has none. */
  memories: Array<Memory | null>
  /** Reports a worker finished, by position in the chunk. */
  reports?: Array<MemoryReport | undefined>
  /** By memory, by entry of its verify block: what the worker already ran (null: not run there). */
  prechecked?: Array<Array<CheckReport | Promise<CheckReport> | null> | undefined>
}

/** What the worker did with one entry of a verify block: its report, an answer to come, or nothing. */
export type WorkerCheck = CheckReport | { wait: number; check: CheckEntry } | null

/** From the worker: a chunk it read (memories without their paths: this thread has them), answers, or why it cannot check. */
export type FromWorker =
  | {
      type: 'chunk'
      index: number
      /** null where the worker finished the memory's report itself. */
      memories: Array<Memory | null>
      prechecked?: Array<WorkerCheck[] | undefined>
      /** Reports the worker finished (every check of the memory was its own), without their paths. */
      reports?: Array<MemoryReport | undefined>
    }
  | { type: 'answers'; answers: Array<[id: number, report: CheckReport]> }
  | { type: 'no-checks'; reason: string }

/** To the worker: checks to run. */
export type ToWorker = { type: 'checks'; checks: Array<[id: number, check: CheckEntry]> }

/** The worker's start: the files, the shared counters [next chunk to take, chunks sent], its port. */
export interface ReaderData {
  /** The files' paths, joined by NUL (which no path holds): one string copies much faster than a list. */
  files: string
  bodies: boolean
  counters: SharedArrayBuffer
  port: MessagePort
  checks?: WorkerChecks & { root: string; memoryDir: string }
}

/** `Atomics.waitAsync` (Node 16 and later; TypeScript lists it from ES2024 only). */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(array: Int32Array, index: number, value: number): { async: boolean; value: Promise<unknown> | string }
  }
).waitAsync

/** A worker that reads chunks and, when it can, runs checks sent to it. */
export interface Helper {
  /** The next chunk to read here, or a number past the last when all are taken. */
  take(): number
  /** A chunk the worker has sent, if one is waiting (answers that arrived meanwhile are taken in). */
  receive(): (Omit<MemoryChunk, 'start'> & { index: number }) | undefined
  /** Resolves when the worker sends another chunk or stops. */
  next(): Promise<void>
  /** True once the worker has failed or exited. */
  readonly stopped: boolean
  /** Sends a check to the worker; undefined when it cannot take checks. */
  delegate(check: CheckEntry): Promise<CheckReport> | undefined
  /** Sends the checks still waiting to be sent. */
  flush(): void
  /** Reading is over: from now on the worker's answers arrive as events. */
  listen(): void
  /** What runs the checks a worker took and cannot answer (it failed): this thread's runner. */
  fallback?: (check: CheckEntry) => CheckReport | Promise<CheckReport>
  stop(): void
}

interface Waiting {
  check: CheckEntry
  answer(report: CheckReport | Promise<CheckReport>): void
}

export function startHelper(
  files: readonly string[],
  bodies: boolean,
  checks?: ReaderData['checks'],
): Helper | undefined {
  if (availableParallelism() < 2) return undefined
  // Loaded only for runs large enough to use it: most runs never start a thread.
  const { MessageChannel, receiveMessageOnPort, Worker } = createRequire(import.meta.url)(
    'node:worker_threads',
  ) as typeof import('node:worker_threads')
  const counters = new SharedArrayBuffer(8)
  const taken = new Int32Array(counters, 0, 1)
  const sent = new Int32Array(counters, 4, 1)
  const { port1, port2 } = new MessageChannel()
  let worker: InstanceType<typeof Worker>
  try {
    const workerData: ReaderData = { files: files.join('\0'), bodies, counters, port: port2, checks }
    worker = new Worker(new URL('./memory-worker.js', import.meta.url), { workerData, transferList: [port2] })
  } catch {
    port1.close()
    return undefined
  }
  let stopped = false
  let chunksReceived = 0
  let canCheck = checks !== undefined
  let nextId = 0
  const waiting = new Map<number, Waiting>()
  let outgoing: Array<[number, CheckEntry]> = []

  /** The worker cannot answer: what it was asked is run here. */
  const takeBack = () => {
    canCheck = false
    outgoing = []
    for (const { check, answer } of waiting.values()) {
      try {
        answer(helper.fallback ? helper.fallback(check) : Promise.reject(new Error('no runner for checks')))
      } catch (error) {
        answer(Promise.reject(error))
      }
    }
    waiting.clear()
  }
  let end = () => {}
  const ended = new Promise<void>((settle) => {
    end = () => {
      stopped = true
      settle()
    }
    const failed = () => {
      end()
      takeBack()
    }
    worker.once('error', failed)
    worker.once('exit', failed)
  })
  /** A check the worker runs on its own (it answers later): waited for like one sent to it. */
  const awaitAnswer = (id: number, check: CheckEntry): Promise<CheckReport> => {
    if (stopped)
      return Promise.resolve(helper.fallback ? helper.fallback(check) : Promise.reject(new Error('worker gone')))
    return new Promise<CheckReport>((resolve, reject) => {
      waiting.set(id, { check, answer: (report) => Promise.resolve(report).then(resolve, reject) })
    })
  }
  /** Takes in answers and notices; returns a chunk when one comes. */
  const handle = (message: FromWorker): ReturnType<Helper['receive']> => {
    if (message.type === 'chunk') {
      const prechecked = message.prechecked?.map((checks) =>
        checks?.map((done) => (done !== null && 'wait' in done ? awaitAnswer(done.wait, done.check) : done)),
      )
      return { index: message.index, memories: message.memories, prechecked, reports: message.reports }
    }
    if (message.type === 'answers') {
      for (const [id, report] of message.answers) {
        waiting.get(id)?.answer(report)
        waiting.delete(id)
      }
    } else takeBack()
    return undefined
  }

  const helper: Helper = {
    take: () => Atomics.add(taken, 0, 1),
    receive() {
      for (;;) {
        const message = receiveMessageOnPort(port1)?.message as FromWorker | undefined
        if (message === undefined) return undefined
        const chunk = handle(message)
        if (chunk) {
          chunksReceived++
          return chunk
        }
      }
    },
    next() {
      // Sent but not yet here: let the message through.
      if (Atomics.load(sent, 0) !== chunksReceived) return new Promise((resume) => setImmediate(resume))
      const wait = waitAsync(sent, 0, chunksReceived)
      return Promise.race([wait.async ? (wait.value as Promise<unknown>).then(() => undefined) : undefined, ended])
    },
    get stopped() {
      return stopped
    },
    delegate(check) {
      if (!canCheck || stopped) return undefined
      const id = nextId++
      outgoing.push([id, check])
      if (outgoing.length >= CHECK_BATCH) helper.flush()
      return new Promise<CheckReport>((resolve, reject) => {
        waiting.set(id, { check, answer: (report) => Promise.resolve(report).then(resolve, reject) })
      })
    },
    flush() {
      if (outgoing.length === 0) return
      port1.postMessage({ type: 'checks', checks: outgoing } satisfies ToWorker)
      outgoing = []
    },
    listen() {
      helper.flush()
      port1.on('message', (message: FromWorker) => handle(message))
    },
    stop() {
      // Whatever still reads chunks (a run past its deadline) reads the rest on this thread.
      end()
      worker.removeAllListeners()
      port1.close()
      void worker.terminate()
    },
  }
  return helper
}

/**
 * The memories of `files`, in chunks, each with its position; chunks may come out of order. On
 * large folders with more than one core a worker reads chunks too (`helper`, or one started here);
 * if it fails, what it took is read here. With `bodies: false` every body is left empty.
 */
export async function* readMemoryChunks(
  files: readonly string[],
  {
    bodies = true,
    helper,
    parallelFrom = PARALLEL_MIN_FILES,
  }: { bodies?: boolean; helper?: Helper; parallelFrom?: number } = {},
): AsyncGenerator<MemoryChunk> {
  const count = Math.ceil(files.length / CHUNK_FILES)
  const readChunk = (index: number): MemoryChunk => {
    const start = index * CHUNK_FILES
    const memories = files.slice(start, start + CHUNK_FILES).map((file) => readMemory(file, bodies))
    return { start, memories }
  }
  const own = helper === undefined && count > 1 && files.length >= parallelFrom
  const reader = helper ?? (own ? startHelper(files, bodies) : undefined)
  if (!reader) {
    for (let index = 0; index < count; index++) yield readChunk(index)
    return
  }
  const delivered = new Uint8Array(count)
  let left = count
  const deliver = (index: number) => {
    delivered[index] = 1
    left--
  }
  try {
    while (left > 0) {
      const message = reader.receive()
      if (message) {
        const start = message.index * CHUNK_FILES
        const { memories, reports, prechecked } = message
        for (let i = 0; i < memories.length; i++) {
          const file = files[start + i] as string
          const memory = memories[i]
          if (memory) memory.file = file
          const report = reports?.[i]
          if (report) report.file = file
        }
        deliver(message.index)
        yield { start, memories, prechecked, reports }
        continue
      }
      const index = reader.take()
      if (index < count) {
        deliver(index)
        yield readChunk(index)
      } else if (reader.stopped) {
        // The worker is gone: read here whatever it took and did not send.
        for (let missing = 0; missing < count; missing++) {
          if (delivered[missing]) continue
          deliver(missing)
          yield readChunk(missing)
        }
      } else {
        await reader.next()
      }
    }
  } finally {
    if (own) reader.stop()
  }
}

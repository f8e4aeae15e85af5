// Memory files read in chunks. On large folders a reading thread and this thread take chunks from
// one shared counter: the reading thread hands over bytes, and this thread parses and checks.
import { availableParallelism } from 'node:os'
import { createRequire } from 'node:module'
import type { MessagePort } from 'node:worker_threads'
import type { ReadProblem } from './memory-bytes.js'
import { heldUnread, leaveOutMetadata, memoryFromBytes, readMemory, type Memory } from './memory.js'

/**
 * From this many files a reading thread is started. Measured: below it the thread's start costs
 * more than the reading it takes over (see docs/performance.md).
 */
export const PARALLEL_MIN_FILES = 20_000
/** Small enough that the two threads finish together, large enough that messages stay few. */
export const CHUNK_FILES = 256

/** A chunk of memories and the position of its first file in the list. */
export interface MemoryChunk {
  start: number
  memories: Memory[]
  /** True when the reading thread read its files. */
  fromReader?: true
}

/** The reading thread's start: the files joined by NUL, the shared counters [next chunk to take, chunks sent], its port. */
export interface ReaderData {
  /** One string copies much faster than a list; NUL is the one character no path holds. */
  files: string
  bodies: boolean
  metadata: boolean
  chunkFiles: number
  counters: SharedArrayBuffer
  port: MessagePort
}

/**
 * A chunk the reading thread read: the memories it parsed (JSON, by position in the chunk, 0 where
 * it parsed none), the bytes of the files left to this thread one after another and where each
 * file's bytes end, and the files it could not read.
 */
export interface BytesChunk {
  index: number
  parsed: string
  bytes: ArrayBuffer
  ends: Int32Array
  problems?: Array<[number, ReadProblem]>
}

/** `Atomics.waitAsync` (Node 16 and later; TypeScript lists it from ES2024 only). */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(array: Int32Array, index: number, value: number): { async: boolean; value: Promise<unknown> | string }
  }
).waitAsync

/** A thread that reads chunks of memory files alongside this one. */
interface Reader {
  /** The next chunk to read here, or a number past the last when all are taken. */
  take(): number
  /** A chunk the reading thread has sent, if one is waiting. */
  receive(): BytesChunk | undefined
  /** Resolves when the reading thread sends another chunk or stops. */
  next(): Promise<void>
  /** True once the reading thread has failed or exited. */
  readonly stopped: boolean
  stop(): void
}

function startReader(files: readonly string[], bodies: boolean, metadata: boolean): Reader | undefined {
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
    const workerData: ReaderData = {
      files: files.join('\0'),
      bodies,
      metadata,
      chunkFiles: CHUNK_FILES,
      counters,
      port: port2,
    }
    worker = new Worker(new URL('./memory-reader.js', import.meta.url), { workerData, transferList: [port2] })
  } catch {
    port1.close()
    return undefined
  }
  let stopped = false
  let received = 0
  let end = () => {}
  const ended = new Promise<void>((settle) => {
    end = () => {
      stopped = true
      settle()
    }
    worker.once('error', end)
    worker.once('exit', end)
  })
  return {
    take: () => Atomics.add(taken, 0, 1),
    receive() {
      const chunk = receiveMessageOnPort(port1)?.message as BytesChunk | undefined
      if (chunk) received++
      return chunk
    },
    next() {
      // Sent but not yet here: let the message through.
      if (Atomics.load(sent, 0) !== received) return new Promise((resume) => setImmediate(resume))
      const wait = waitAsync(sent, 0, received)
      return Promise.race([wait.async ? (wait.value as Promise<unknown>).then(() => undefined) : undefined, ended])
    },
    get stopped() {
      return stopped
    },
    stop() {
      end()
      worker.removeAllListeners()
      // Whatever the thread says while it ends can no longer matter, and must not crash the run.
      worker.on('error', () => {})
      port1.close()
      void worker.terminate()
    },
  }
}

/** A memory parsed on this thread, without metadata when it is not wanted (the reading thread then sends none). */
function asAsked(memory: Memory, metadata: boolean): Memory {
  if (!metadata) leaveOutMetadata(memory)
  return memory
}

/**
 * The memories of a chunk the reading thread read: those it parsed (plain data, exactly what
 * parsing here gives: the fast path reads strings, whole numbers, booleans and nulls only), the
 * others parsed here from their bytes.
 */
function memoriesOf(chunk: BytesChunk, files: readonly string[], bodies: boolean, metadata: boolean): Memory[] {
  const parsed = JSON.parse(chunk.parsed) as Array<Memory | 0>
  const bytes = Buffer.from(chunk.bytes)
  const start = chunk.index * CHUNK_FILES
  const problems = chunk.problems && new Map(chunk.problems)
  let from = 0
  for (let i = 0; i < parsed.length; i++) {
    const file = files[start + i] as string
    const end = chunk.ends[i] as number
    const memory = parsed[i]
    if (memory) {
      memory.file = file
      if (!bodies) memory.body = ''
    } else {
      const problem = problems?.get(i)
      parsed[i] = problem
        ? heldUnread(file, problem)
        : asAsked(memoryFromBytes(file, bytes, from, end, bodies), metadata)
    }
    from = end
  }
  return parsed as Memory[]
}

/**
 * The memories of `files`, in chunks, each with its position; chunks may come out of order. From
 * `parallelFrom` files, with more than one core, a reading thread reads chunks too; if it fails,
 * what it took is read here. With `bodies: false` every body is left empty; with `metadata: false`
 * no memory carries a description, type or modified date.
 */
export async function* readMemoryChunks(
  files: readonly string[],
  {
    bodies = true,
    metadata = true,
    parallelFrom = PARALLEL_MIN_FILES,
  }: { bodies?: boolean; metadata?: boolean; parallelFrom?: number } = {},
): AsyncGenerator<MemoryChunk> {
  const count = Math.ceil(files.length / CHUNK_FILES)
  const readChunk = (index: number): MemoryChunk => {
    const start = index * CHUNK_FILES
    const memories = files.slice(start, start + CHUNK_FILES).map((file) => asAsked(readMemory(file, bodies), metadata))
    return { start, memories }
  }
  const reader = count > 1 && files.length >= parallelFrom ? startReader(files, bodies, metadata) : undefined
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
      const chunk = reader.receive()
      if (chunk) {
        deliver(chunk.index)
        yield {
          start: chunk.index * CHUNK_FILES,
          memories: memoriesOf(chunk, files, bodies, metadata),
          fromReader: true,
        }
        continue
      }
      const index = reader.take()
      if (index < count) {
        deliver(index)
        yield readChunk(index)
      } else if (reader.stopped) {
        // The reading thread is gone: read here whatever it took and did not send.
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
    reader.stop()
  }
}

// Memory files read in chunks. On large folders a worker thread and this thread take chunks from
// one shared counter, so both cores read and parse while this thread also checks what is read.
import { availableParallelism } from 'node:os'
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads'
import { readMemory, type Memory } from './memory.js'

/** Below this many files, starting a worker costs more than it saves. */
export const PARALLEL_MIN_FILES = 3000
/** Small enough that the two threads finish together, large enough that messages stay few. */
export const CHUNK_FILES = 256

/** A chunk of memories and the position of its first file in the list. */
export interface MemoryChunk {
  start: number
  memories: Memory[]
}

/** What the worker sends for each chunk it read: memories without their paths (this thread has them). */
export interface ChunkMessage {
  index: number
  memories: Memory[]
}

/** The worker's start: the files, and the shared counters [next chunk to take, chunks sent]. */
export interface ReaderData {
  files: readonly string[]
  bodies: boolean
  counters: SharedArrayBuffer
  port: MessagePort
}

interface Reader {
  /** The next chunk to read here, or a number past the last when all are taken. */
  take(): number
  /** A chunk the worker has sent, if one is waiting. */
  receive(): ChunkMessage | undefined
  /** Resolves when the worker sends another chunk or stops. */
  next(): Promise<void>
  /** True once the worker has failed or exited: what it took and did not send is read here. */
  readonly stopped: boolean
  stop(): void
}

/** `Atomics.waitAsync` (Node 16 and later; TypeScript lists it from ES2024 only). */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(array: Int32Array, index: number, value: number): { async: boolean; value: Promise<unknown> | string }
  }
).waitAsync

function startReader(files: readonly string[], bodies: boolean): Reader | undefined {
  const counters = new SharedArrayBuffer(8)
  const taken = new Int32Array(counters, 0, 1)
  const sent = new Int32Array(counters, 4, 1)
  const { port1, port2 } = new MessageChannel()
  let worker: Worker
  try {
    const workerData: ReaderData = { files, bodies, counters, port: port2 }
    worker = new Worker(new URL('./memory-worker.js', import.meta.url), { workerData, transferList: [port2] })
  } catch {
    port1.close()
    return undefined
  }
  let stopped = false
  let received = 0
  const ended = new Promise<void>((settle) => {
    const stop = () => {
      stopped = true
      settle()
    }
    worker.once('error', stop)
    worker.once('exit', stop)
  })
  return {
    take: () => Atomics.add(taken, 0, 1),
    receive() {
      const message = receiveMessageOnPort(port1)?.message as ChunkMessage | undefined
      if (message) received++
      return message
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
      worker.removeAllListeners()
      port1.close()
      void worker.terminate()
    },
  }
}

/**
 * The memories of `files`, in chunks, each with its position; chunks may come out of order. On
 * large folders with more than one core a worker reads chunks too; if it fails, what it took is
 * read here. With `bodies: false` every body is left empty (a check needs none).
 */
export async function* readMemoryChunks(
  files: readonly string[],
  { bodies = true }: { bodies?: boolean } = {},
): AsyncGenerator<MemoryChunk> {
  const count = Math.ceil(files.length / CHUNK_FILES)
  const readChunk = (index: number): MemoryChunk => {
    const start = index * CHUNK_FILES
    const memories = files.slice(start, start + CHUNK_FILES).map(readMemory)
    if (!bodies) for (const memory of memories) memory.body = ''
    return { start, memories }
  }
  const reader =
    count > 1 && files.length >= PARALLEL_MIN_FILES && availableParallelism() > 1
      ? startReader(files, bodies)
      : undefined
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
        message.memories.forEach((memory, i) => (memory.file = files[start + i] as string))
        deliver(message.index)
        yield { start, memories: message.memories }
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
    reader.stop()
  }
}

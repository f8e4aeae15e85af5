// Memory files read in chunks, a worker thread reading and parsing ahead of the main thread on
// large folders, so parsing one chunk overlaps with checking the one before it.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { readMemory, type Memory } from './memory.js'

/** Below this many files, starting a worker costs more than it saves. */
export const PARALLEL_MIN_FILES = 3000
const CHUNK_FILES = 1000

type Pending = { resolve(memories: Memory[]): void; reject(error: Error): void }

/** A worker that parses chunks in the order they are asked for; undefined when one cannot start. */
function startReader(bodies: boolean): { read(files: string[]): Promise<Memory[]>; stop(): void } | undefined {
  let worker: Worker
  try {
    worker = new Worker(new URL('./memory-worker.js', import.meta.url))
  } catch {
    return undefined
  }
  const pending = new Map<number, Pending>()
  let next = 0
  let failed: Error | undefined
  const failAll = (error: Error) => {
    failed = error
    for (const waiter of pending.values()) waiter.reject(error)
    pending.clear()
  }
  worker.on('message', ({ id, memories }: { id: number; memories: Memory[] }) => {
    pending.get(id)?.resolve(memories)
    pending.delete(id)
  })
  worker.on('error', failAll)
  worker.on('exit', () => failAll(new Error('memory reader stopped')))
  return {
    read(files) {
      if (failed) return Promise.reject(failed)
      const id = next++
      return new Promise<Memory[]>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, files, bodies })
      })
    },
    stop() {
      worker.removeAllListeners('exit')
      void worker.terminate()
    },
  }
}

/** A chunk of memories and the position of its first file in the list. */
export interface MemoryChunk {
  start: number
  memories: Memory[]
}

/** How many chunks the worker is kept ahead by. */
const WORKER_AHEAD = 2

/**
 * The memories of `files`, in chunks, each with its position. On large folders with more than one
 * core, a worker parses chunks ahead while the caller checks; whenever no parsed chunk is waiting,
 * the next chunk is read here, so neither thread sits idle. If the worker fails, its chunks are read
 * here. With `bodies: false` every body is left empty (a check needs none).
 */
export async function* readMemoryChunks(
  files: readonly string[],
  { bodies = true }: { bodies?: boolean } = {},
): AsyncGenerator<MemoryChunk> {
  const read = (file: string): Memory => {
    const memory = readMemory(file)
    if (!bodies) memory.body = ''
    return memory
  }
  const chunks: string[][] = []
  for (let i = 0; i < files.length; i += CHUNK_FILES) chunks.push(files.slice(i, i + CHUNK_FILES))
  const reader = files.length >= PARALLEL_MIN_FILES && availableParallelism() > 1 ? startReader(bodies) : undefined
  if (!reader) {
    for (let i = 0; i < chunks.length; i++)
      yield { start: i * CHUNK_FILES, memories: (chunks[i] as string[]).map(read) }
    return
  }
  interface Ahead {
    start: number
    done: boolean
    memories: Memory[]
    settled: Promise<void>
  }
  const ahead: Ahead[] = []
  let next = 0
  const sendAhead = () => {
    while (ahead.length < WORKER_AHEAD && next < chunks.length) {
      const chunk = chunks[next] as string[]
      const entry: Ahead = { start: next * CHUNK_FILES, done: false, memories: [], settled: Promise.resolve() }
      entry.settled = reader
        .read(chunk)
        .catch(() => chunk.map(read))
        .then((memories) => {
          entry.memories = memories
          entry.done = true
        })
      ahead.push(entry)
      next++
    }
  }
  try {
    sendAhead()
    while (ahead.length > 0 || next < chunks.length) {
      // Let the worker's answers in (they arrive as events, which a busy loop of promises starves).
      await new Promise<void>((resume) => setImmediate(resume))
      const ready = ahead.findIndex((entry) => entry.done)
      if (ready !== -1) {
        const [entry] = ahead.splice(ready, 1) as [Ahead]
        sendAhead()
        yield { start: entry.start, memories: entry.memories }
      } else if (next < chunks.length) {
        const start = next * CHUNK_FILES
        yield { start, memories: (chunks[next++] as string[]).map(read) }
      } else {
        await Promise.race(ahead.map((entry) => entry.settled))
      }
    }
  } finally {
    reader.stop()
  }
}

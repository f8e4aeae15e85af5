// Memory files read in chunks, a worker thread reading and parsing ahead of the main thread on
// large folders, so parsing one chunk overlaps with checking the one before it.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { readMemorySync, type Memory } from './memory.js'

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

/**
 * The memories of `files`, chunk by chunk, in order. On large folders with more than one core, the
 * first chunk is read here while a worker starts, and the worker reads the rest ahead; if it fails,
 * the rest is read here. With `bodies: false` every body is left empty (a check needs none).
 */
export async function* readMemoryChunks(
  files: readonly string[],
  { bodies = true }: { bodies?: boolean } = {},
): AsyncGenerator<Memory[]> {
  const read = (file: string): Memory => {
    const memory = readMemorySync(file)
    if (!bodies) memory.body = ''
    return memory
  }
  const chunks: string[][] = []
  for (let i = 0; i < files.length; i += CHUNK_FILES) chunks.push(files.slice(i, i + CHUNK_FILES))
  const reader = files.length >= PARALLEL_MIN_FILES && availableParallelism() > 1 ? startReader(bodies) : undefined
  if (!reader) {
    for (const chunk of chunks) yield chunk.map(read)
    return
  }
  try {
    // Ask for every chunk but the first at once: the worker works through them while we check.
    const ahead = chunks.slice(1).map((chunk) => reader.read(chunk).catch(() => chunk.map(read)))
    yield (chunks[0] ?? []).map(read)
    for (const promise of ahead) yield await promise
  } finally {
    reader.stop()
  }
}

// A second thread that reads memory files for a large run (memory-files.ts): it takes chunks of
// the file list from a counter shared with the run's thread and hands over each file's text; the
// run's thread makes the memories. Anything but a plain regular file (an error, a symlink, a FIFO,
// a file over the limit) it leaves to readMemory, which applies every rule (SPEC §3.3).
import { createRequire } from 'node:module'
import { MAX_MEMORY_FILE_BYTES } from './memory-bytes.js'

/** Files in a chunk: small enough that the two threads finish together, large enough that messages stay few. */
export const CHUNK_FILES = 256

/** A chunk the thread read: the text of each of its files, by position. */
export interface ReadChunk {
  index: number
  /** Each file's text; null for a file left to this thread. */
  texts: Array<string | null>
}

// Run from source text, so that the one script of every build (the library, the CLI's bundle, the
// plugin's copy of it) starts it without a script of its own beside it. It only reads bytes.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads')
const fs = require('node:fs')
const { list, chunkFiles, counter, limit } = workerData
const files = list.split('\\0')
const taken = new Int32Array(counter)
const count = Math.ceil(files.length / chunkFiles)
const scratch = Buffer.allocUnsafe(limit + 1)
const flags = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOFOLLOW
function readOne(file) {
  let fd
  try {
    fd = fs.openSync(file, flags)
    if (!fs.fstatSync(fd).isFile()) return -1
    let filled = 0
    for (;;) {
      const wanted = scratch.length - filled
      const read = fs.readSync(fd, scratch, filled, wanted, filled)
      filled += read
      if (read < wanted || filled === scratch.length) break
    }
    return filled > limit ? -1 : filled
  } catch {
    return -1
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}
for (let index = Atomics.add(taken, 0, 1); index < count; index = Atomics.add(taken, 0, 1)) {
  const first = index * chunkFiles
  const last = Math.min(first + chunkFiles, files.length)
  const texts = []
  for (let i = first; i < last; i++) {
    const read = readOne(files[i])
    texts.push(read < 0 ? null : scratch.toString('utf8', 0, read))
  }
  parentPort.postMessage({ index, texts })
}
`

export interface ReadingThread {
  /** The next chunk to read here; past the last when every chunk is taken. */
  take(): number
  /** Chunks the thread has handed over since the last call. */
  arrived(): ReadChunk[]
  /** Resolves when another chunk arrives or the thread stops. */
  next(): Promise<void>
  readonly stopped: boolean
  stop(): void
}

/** Starts the reading thread over `files`, or gives undefined when it cannot start. */
export function startReadingThread(files: readonly string[]): ReadingThread | undefined {
  const { Worker } = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads')
  const counter = new SharedArrayBuffer(4)
  const taken = new Int32Array(counter)
  let worker: InstanceType<typeof Worker>
  try {
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { list: files.join('\0'), chunkFiles: CHUNK_FILES, counter, limit: MAX_MEMORY_FILE_BYTES },
    })
  } catch {
    return undefined
  }
  let stopped = false
  let queue: ReadChunk[] = []
  let wake = () => {}
  worker.on('message', (chunk: ReadChunk) => {
    queue.push(chunk)
    wake()
  })
  const end = () => {
    stopped = true
    wake()
  }
  worker.once('error', end)
  worker.once('exit', end)
  return {
    take: () => Atomics.add(taken, 0, 1),
    arrived() {
      const chunks = queue
      queue = []
      return chunks
    },
    next: () => (stopped || queue.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve))),
    get stopped() {
      return stopped
    },
    stop() {
      stopped = true
      worker.removeAllListeners()
      void worker.terminate()
    },
  }
}

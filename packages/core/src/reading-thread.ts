// A second thread that reads memory files alongside this one (large runs only): both take chunks
// of the file list from one shared counter; the thread hands each chunk over as one transferred
// buffer of bytes, and this thread makes the memories. A file the thread could not read plainly
// (an error, a symlink, not a regular file, too large) is read here again, with every rule of
// readMemory; if the thread fails, the chunks it took are read here.
import { createRequire } from 'node:module'
import { MAX_MEMORY_FILE_BYTES } from './memory-bytes.js'

/** Files in a chunk: small enough that the two threads finish together, large enough that messages stay few. */
export const CHUNK_FILES = 256

/** A chunk the thread read: its bytes one file after another, where each file's bytes end, and the files it left. */
export interface ReadChunk {
  index: number
  bytes: ArrayBuffer
  ends: Int32Array
  /** 1 for a file left to this thread. */
  left: Uint8Array
}

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
  const ends = new Int32Array(last - first)
  const left = new Uint8Array(last - first)
  let bytes = Buffer.allocUnsafeSlow(64 * 1024)
  let filled = 0
  for (let i = first; i < last; i++) {
    const read = readOne(files[i])
    if (read < 0) left[i - first] = 1
    else {
      if (filled + read > bytes.length) {
        const larger = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, filled + read))
        bytes.copy(larger, 0, 0, filled)
        bytes = larger
      }
      scratch.copy(bytes, filled, 0, read)
      filled += read
    }
    ends[i - first] = filled
  }
  parentPort.postMessage({ index, bytes: bytes.buffer, ends, left }, [bytes.buffer, ends.buffer, left.buffer])
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

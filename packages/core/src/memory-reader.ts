// The second thread of a large run: it only reads. It takes chunks of memory files from the
// counter it shares with the main thread and hands each over as one transferred buffer of bytes,
// which costs no copy. It loads nothing but the reading, so it starts fast, and the main thread,
// spared the system calls, parses and checks.
import { workerData } from 'node:worker_threads'
import { MAX_MEMORY_FILE_BYTES, readMemoryBytes, type ReadProblem } from './memory-bytes.js'
import type { BytesChunk, ReaderData } from './memory-chunks.js'

const { bodies, chunkFiles, counters, port } = workerData as ReaderData
const files = (workerData as ReaderData).files.split('\0')
const taken = new Int32Array(counters, 0, 1)
const sent = new Int32Array(counters, 4, 1)
const count = Math.ceil(files.length / chunkFiles)
const scratch = Buffer.allocUnsafe(MAX_MEMORY_FILE_BYTES + 1)

for (let index = Atomics.add(taken, 0, 1); index < count; index = Atomics.add(taken, 0, 1)) {
  const first = index * chunkFiles
  const last = Math.min(first + chunkFiles, files.length)
  const ends = new Int32Array(last - first)
  // Not from the pool: its whole memory is what is transferred.
  let bytes = Buffer.allocUnsafeSlow(64 * 1024)
  let filled = 0
  let problems: Array<[number, ReadProblem]> | undefined
  for (let i = first; i < last; i++) {
    const read = readMemoryBytes(files[i] as string, scratch, bodies)
    if (typeof read === 'number') {
      if (filled + read > bytes.length) {
        const larger = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, filled + read))
        bytes.copy(larger, 0, 0, filled)
        bytes = larger
      }
      scratch.copy(bytes, filled, 0, read)
      filled += read
    } else (problems ??= []).push([i - first, read])
    ends[i - first] = filled
  }
  const chunk: BytesChunk = { index, bytes: bytes.buffer, ends, problems }
  port.postMessage(chunk, [bytes.buffer, ends.buffer])
  Atomics.add(sent, 0, 1)
  Atomics.notify(sent, 0)
}

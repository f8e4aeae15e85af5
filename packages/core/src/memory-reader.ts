// The second thread of a large run. It takes chunks of memory files from the counter it shares
// with the main thread, reads them, and parses what the fast path can (nearly every memory); the
// main thread gets each chunk as one transferred buffer of the bytes it must still parse and one
// string of the memories parsed here, and is left the checks. It never loads the full YAML engine.
import { workerData } from 'node:worker_threads'
import { MAX_MEMORY_FILE_BYTES, readMemoryBytes, type ReadProblem } from './memory-bytes.js'
import type { BytesChunk, ReaderData } from './memory-chunks.js'
import { leaveOutMetadata, memoryFromPlainText, type Memory } from './memory.js'

const { bodies, metadata, chunkFiles, counters, port } = workerData as ReaderData
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
  let bytes = Buffer.allocUnsafeSlow(16 * 1024)
  let filled = 0
  let problems: Array<[number, ReadProblem]> | undefined
  /** By position in the chunk: the memory parsed here (its path left to the main thread), or 0. */
  const parsed: Array<Memory | 0> = []
  for (let i = first; i < last; i++) {
    const read = readMemoryBytes(files[i] as string, scratch, bodies)
    if (typeof read !== 'number') {
      ;(problems ??= []).push([i - first, read])
      parsed.push(0)
    } else {
      const memory = memoryFromPlainText(files[i] as string, scratch.toString('utf8', 0, read))
      if (memory) {
        // Sent without what the main thread has: the path (a name taken from it is already in),
        // and the body and metadata when they are not wanted.
        const sent = memory as Partial<Memory>
        sent.file = undefined
        if (!bodies) sent.body = undefined
        if (!metadata) leaveOutMetadata(sent)
        parsed.push(memory)
      } else {
        // Left to the main thread, which may load the full YAML engine.
        parsed.push(0)
        if (filled + read > bytes.length) {
          const larger = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, filled + read))
          bytes.copy(larger, 0, 0, filled)
          bytes = larger
        }
        scratch.copy(bytes, filled, 0, read)
        filled += read
      }
    }
    ends[i - first] = filled
  }
  const chunk: BytesChunk = { index, bytes: bytes.buffer, ends, problems, parsed: JSON.stringify(parsed) }
  port.postMessage(chunk, [bytes.buffer, ends.buffer])
  Atomics.add(sent, 0, 1)
  Atomics.notify(sent, 0)
}

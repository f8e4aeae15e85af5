// Reads and parses memory files off the main thread, taking chunks from the counter it shares
// with the main thread until none are left.
import { workerData } from 'node:worker_threads'
import { CHUNK_FILES, type ChunkMessage, type ReaderData } from './memory-chunks.js'
import { readMemory } from './memory.js'

const { files, bodies, counters, port } = workerData as ReaderData
const taken = new Int32Array(counters, 0, 1)
const sent = new Int32Array(counters, 4, 1)
const count = Math.ceil(files.length / CHUNK_FILES)

for (let index = Atomics.add(taken, 0, 1); index < count; index = Atomics.add(taken, 0, 1)) {
  const start = index * CHUNK_FILES
  const memories = files.slice(start, start + CHUNK_FILES).map(readMemory)
  for (const memory of memories) {
    // The main thread has the paths; bodies not asked for are not copied between threads.
    memory.file = ''
    if (!bodies) memory.body = ''
  }
  port.postMessage({ index, memories } satisfies ChunkMessage)
  Atomics.add(sent, 0, 1)
  Atomics.notify(sent, 0)
}
// Kept alive until the main thread has taken every chunk and ends it.
port.on('message', () => undefined)

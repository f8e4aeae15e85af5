// Reads and parses memory files off the main thread: a list of paths in, their Memory objects out.
import { parentPort } from 'node:worker_threads'
import { readMemory } from './memory.js'

parentPort?.on('message', ({ id, files, bodies }: { id: number; files: string[]; bodies: boolean }) => {
  const memories = files.map(readMemory)
  // Bodies not asked for are not sent: copying them between threads costs as much as reading them.
  if (!bodies) for (const memory of memories) memory.body = ''
  parentPort?.postMessage({ id, memories })
})

// Reads and parses memory files off the main thread: a list of paths in, their Memory objects out.
import { parentPort } from 'node:worker_threads'
import { readMemorySync } from './memory.js'

parentPort?.on('message', ({ id, files }: { id: number; files: string[] }) => {
  parentPort?.postMessage({ id, memories: files.map(readMemorySync) })
})

// Reading a run's memory files: in list order, or from READING_THREAD_FROM files with a second
// thread that reads while this one makes memories of what it hands over (reading-thread.ts).
// Reading never holds up a deadline for long: past it, files not read are held by name.
import { memoryOfFile, readMemory, type Confinement, type Memory } from './memory.js'
import { CHUNK_FILES, startReadingThread, type ReadingThread } from './reading-thread.js'
import { unreadMemory } from './reports.js'

/** From this many memory files a second thread reads alongside this one (see docs/performance.md). */
export const READING_THREAD_FROM = 20_000
/** Memory files read between two looks at the clock and the event loop. */
const FILES_PER_TURN = 64

const turn = () => new Promise<void>((resume) => setImmediate(resume))

/** The run's deadline, as reading sees it. */
export interface ReadingDeadline {
  passed: Promise<void>
  isPast(): boolean
}

export interface MemoryFilesReading {
  /** With false, memories carry no bodies. */
  bodies: boolean
  confined: Confinement
  deadline: ReadingDeadline
  /** Takes each memory, in no particular order. */
  add(memory: Memory): void
  /** From this many files a second thread reads too. */
  threadFrom?: number
  startThread?: (files: readonly string[]) => ReadingThread | undefined
}

/** Reads `files` into `add`: each file once, as a memory or, past the deadline, held by name. */
export async function readMemoryFiles(files: readonly string[], reading: MemoryFilesReading): Promise<void> {
  const { bodies, confined, deadline, add, threadFrom = READING_THREAD_FROM, startThread = startReadingThread } = reading
  const thread = files.length >= threadFrom && !deadline.isPast() ? startThread(files) : undefined
  const readHere = (first: number, last: number) => {
    for (let i = first; i < last; i++) add(readMemory(files[i] as string, bodies, confined))
  }
  if (thread === undefined) {
    let i = 0
    for (; i < files.length && !deadline.isPast(); i += FILES_PER_TURN) {
      readHere(i, Math.min(i + FILES_PER_TURN, files.length))
      await turn()
    }
    for (i = Math.min(i, files.length); i < files.length; i++) add(unreadMemory(files[i] as string))
    return
  }
  const count = Math.ceil(files.length / CHUNK_FILES)
  const done = new Uint8Array(count)
  let left = count
  const chunk = (index: number) => [index * CHUNK_FILES, Math.min((index + 1) * CHUNK_FILES, files.length)] as const
  /** Makes the memories of the chunks the thread has handed over; how many there were. */
  const takeArrived = (): number => {
    const chunks = thread.arrived()
    for (const { index, texts } of chunks) {
      const [first] = chunk(index)
      for (let i = 0; i < texts.length; i++) {
        const file = files[first + i] as string
        const text = texts[i]
        // What the thread left (anything but a plain regular file) is read here, with every rule.
        add(text == null ? readMemory(file, bodies, confined) : memoryOfFile(file, text, bodies))
      }
      done[index] = 1
      left--
    }
    return chunks.length
  }
  try {
    // The thread reads; this thread makes memories of what it hands over, and reads a chunk
    // itself only while it has nothing of the thread's to work on.
    while (left > 0 && !deadline.isPast()) {
      if (takeArrived() === 0) {
        const index = thread.take()
        if (index < count) {
          readHere(...chunk(index))
          done[index] = 1
          left--
        } else if (thread.stopped) break
        else await Promise.race([thread.next(), deadline.passed])
      }
      await turn()
    }
  } finally {
    thread.stop()
  }
  // Chunks the thread took and did not hand over (it failed) are read here; past the deadline, held.
  for (let index = 0; index < count; index++) {
    if (done[index]) continue
    const [first, last] = chunk(index)
    if (!deadline.isPast()) readHere(first, last)
    else for (let i = first; i < last; i++) add(unreadMemory(files[i] as string))
  }
}

// Reading a memory file's bytes, bounded, through one descriptor opened non-blocking.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'

/** Memory files larger than this are held back unread. */
export const MAX_MEMORY_FILE_BYTES = 1024 * 1024

/** Why a memory file gave no bytes: an error code, or its size when it is over the limit. */
export type ReadProblem = { code: string } | { tooLarge: number }

/** The code of a memory file that is not a regular file (a FIFO, a device, a socket, a folder). */
export const NOT_A_FILE = 'ENOTFILE'

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error)
}

/**
 * Reads a memory file into `buffer` (at least MAX_MEMORY_FILE_BYTES + 1 long), opened
 * non-blocking so that a FIFO cannot stall the run, and only when it is a regular file. With `follow: false` a symlink is not opened
 * (`ELOOP`): its caller decides first where it leads. Returns how many bytes were read, or why none.
 */
export function readMemoryBytes(file: string, buffer: Buffer, follow = true): number | ReadProblem {
  let fd: number | undefined
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | (follow ? 0 : constants.O_NOFOLLOW))
    // A device reads as endless or as empty bytes, a FIFO as whatever a writer sends: none is a memory.
    if (!fstatSync(fd).isFile()) return { code: NOT_A_FILE }
    let filled = 0
    for (;;) {
      const wanted = buffer.length - filled
      const read = readSync(fd, buffer, filled, wanted, filled)
      filled += read
      // A regular file gives all that is asked at once but at its end: a short read is the end.
      if (read < wanted || filled === buffer.length) break
    }
    if (filled > MAX_MEMORY_FILE_BYTES) return { tooLarge: fstatSync(fd).size }
    return filled
  } catch (error) {
    return { code: errorCode(error) }
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

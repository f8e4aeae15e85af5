// Reading a memory file's bytes: the system calls, apart from parsing, so that a thread that only
// reads (see memory-reader.ts) loads nothing else.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'

/** Memory files larger than this are held back unread. */
export const MAX_MEMORY_FILE_BYTES = 1024 * 1024

/** Why a memory file gave no bytes: an error code, or its size when it is over the limit. */
export type ReadProblem = { code: string } | { tooLarge: number }

const NEWLINE = 0x0a

/**
 * Where the part of a file that says everything but the body ends: after the closing `---` line,
 * or the first line when the file has no frontmatter; the whole file when no closing line is
 * found (its reason needs it). Decoding only this part saves most of the text a check never uses.
 */
export function headEnd(buffer: Buffer, filled: number): number {
  const start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0
  const firstEnd = buffer.indexOf(NEWLINE, start)
  if (firstEnd === -1 || firstEnd >= filled) return filled
  if (buffer[start] !== 0x2d || buffer[start + 1] !== 0x2d || buffer[start + 2] !== 0x2d) return firstEnd + 1
  // A line that starts with `---`: scanned here, which costs less than searching through a view.
  for (let at = firstEnd; at !== -1 && at < filled;) {
    const line = at + 1
    if (buffer[line] === 0x2d && buffer[line + 1] === 0x2d && buffer[line + 2] === 0x2d) {
      const lineEnd = buffer.indexOf(NEWLINE, line)
      return lineEnd === -1 || lineEnd >= filled ? filled : lineEnd + 1
    }
    at = buffer.indexOf(NEWLINE, line)
  }
  return filled
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error)
}

/**
 * Reads a memory file into `buffer` (at least MAX_MEMORY_FILE_BYTES + 1 long) through one
 * descriptor, opened non-blocking so that a FIFO cannot stall the run. Returns how many of the
 * bytes read are wanted (without bodies, only the head), or why there are none.
 */
export function readMemoryBytes(file: string, buffer: Buffer, bodies: boolean): number | ReadProblem {
  let fd: number | undefined
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
    // Memory files are regular files (the listing keeps only those): a short read is the end.
    let filled = 0
    for (;;) {
      const read = readSync(fd, buffer, filled, buffer.length - filled, filled)
      filled += read
      if (read === 0 || filled === buffer.length || read < buffer.length - (filled - read)) break
    }
    if (filled > MAX_MEMORY_FILE_BYTES) return { tooLarge: fstatSync(fd).size }
    return bodies ? filled : headEnd(buffer, filled)
  } catch (error) {
    return { code: errorCode(error) }
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

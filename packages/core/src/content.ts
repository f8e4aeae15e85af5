// "Has content": what `readable` and `symlink-strict` mean by a file that says something.
import { closeSync, openSync, readSync } from 'node:fs'

/** How much of a file is read to decide whether it has content. */
export const CONTENT_PROBE_BYTES = 4096

/** Whether the first `length` bytes of `buffer` hold something other than white space. */
export function contentIn(buffer: Buffer, length: number): boolean {
  for (let i = 0; i < length; i++) {
    const byte = buffer[i] as number
    // Tab to carriage return, and space: the ASCII white space.
    if ((byte >= 0x09 && byte <= 0x0d) || byte === 0x20) continue
    // Past ASCII, Unicode decides (a no-break space is white space too).
    return byte < 0x80 || /\S/.test(buffer.toString('utf8', 0, length))
  }
  return false
}

let probe: Buffer | undefined

/**
 * Whether a regular file has something other than whitespace in its first 4096 bytes.
 * A file holding one newline passes `[ -s ]` and a first-byte read, and still is empty.
 */
export function hasContent(path: string): boolean {
  const fd = openSync(path, 'r')
  try {
    const buffer = (probe ??= Buffer.allocUnsafe(CONTENT_PROBE_BYTES))
    return contentIn(buffer, readSync(fd, buffer, 0, CONTENT_PROBE_BYTES, 0))
  } finally {
    closeSync(fd)
  }
}

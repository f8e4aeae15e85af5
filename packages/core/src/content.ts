// "Has content": what `readable` and `symlink-strict` mean by a file that says something.
import { closeSync, openSync, readSync } from 'node:fs'

/** How much of a file is read to decide whether it has content. */
export const CONTENT_PROBE_BYTES = 4096

/**
 * Whether a regular file has something other than whitespace in its first 4096 bytes.
 * A file holding one newline passes `[ -s ]` and a first-byte read, and still is empty.
 */
let probe: Buffer | undefined

export function hasContent(path: string): boolean {
  const fd = openSync(path, 'r')
  try {
    const buffer = (probe ??= Buffer.allocUnsafe(CONTENT_PROBE_BYTES))
    const bytesRead = readSync(fd, buffer, 0, CONTENT_PROBE_BYTES, 0)
    return /\S/.test(buffer.toString('utf8', 0, bytesRead))
  } finally {
    closeSync(fd)
  }
}

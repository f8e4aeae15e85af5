// "Has content": what `readable` and `symlink-strict` mean by a file that says something.
import { open } from 'node:fs/promises'

/** How much of a file is read to decide whether it has content. */
export const CONTENT_PROBE_BYTES = 4096

/**
 * Whether a regular file has something other than whitespace in its first 4096 bytes.
 * A file holding one newline passes `[ -s ]` and a first-byte read, and still is empty.
 */
export async function hasContent(path: string): Promise<boolean> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(CONTENT_PROBE_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, CONTENT_PROBE_BYTES, 0)
    return /\S/.test(buffer.toString('utf8', 0, bytesRead))
  } finally {
    await handle.close()
  }
}

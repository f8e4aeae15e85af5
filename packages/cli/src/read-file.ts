// The one reader of files a repository controls (SPEC §10): settings files, configs, a `.git` file,
// `MEMORY.md`, the trust store and the run log. Opened without waiting and read bounded, so a
// symlink to /dev/zero, a FIFO or a 30 GB sparse file costs an error naming the file, not memory
// or time. Light to load: the hook's path for every read of every file goes through it.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { ClaimcheckError } from '@claimcheck/core/errors'
import { describeFailure } from './failures.js'

/**
 * The first `maxBytes` of a regular file, read without waiting, and the file's size and mode;
 * `undefined` when there is no such file. A FIFO, a device or a folder is refused (`cannot read
 * <file>: not a regular file`); any other failure is thrown as it came, for the caller to word.
 */
export function readFileHead(file: string, maxBytes: number): { text: string; size: number; mode: number } | undefined {
  let fd: number | undefined
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
    const info = fstatSync(fd)
    if (!info.isFile()) throw new ClaimcheckError('USAGE', `cannot read ${file}: not a regular file`)
    const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes))
    let filled = 0
    for (let count = -1; count !== 0 && filled < buffer.length; filled += count) {
      count = readSync(fd, buffer, filled, buffer.length - filled, filled)
    }
    return { text: buffer.toString('utf8', 0, filled), size: info.size, mode: info.mode }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/** A regular file's whole text, refused when larger than `maxBytes`; `undefined` when there is no such file. */
export function readRegularFile(file: string, maxBytes: number): { text: string; mode: number } | undefined {
  let read
  try {
    read = readFileHead(file, maxBytes)
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error
    throw new ClaimcheckError('USAGE', `cannot read ${file}: ${describeFailure(error)}`)
  }
  if (read !== undefined && read.size > maxBytes) {
    throw new ClaimcheckError('USAGE', `cannot read ${file}: larger than ${maxBytes} bytes`)
  }
  return read && { text: read.text, mode: read.mode }
}

// Writing the files a command means to touch, where a repository may have planted links, FIFOs or
// devices around them (SPEC §10). Reading them is read-file.ts's.
import { closeSync, constants, lstatSync, openSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { ClaimcheckError } from '@claimcheck/core'
import { describeFailure } from './failures.js'

export { readFileHead, readRegularFile } from './read-file.js'

/** Loaded when something is written: every run imports this module, few write. */
const lazy = (name: string): unknown => createRequire(import.meta.url)(name)

/** What is at `path` now, links followed: where a write must go, and what kind of file it is. */
function destination(path: string): { file: string; kind: 'none' | 'regular' | 'special' } {
  let link
  try {
    link = lstatSync(path)
  } catch {
    return { file: path, kind: 'none' }
  }
  if (!link.isSymbolicLink()) return { file: path, kind: link.isFile() ? 'regular' : 'special' }
  // A symlink stays a symlink: the file it leads to is the one written.
  let real: string
  try {
    real = realpathSync.native(path)
  } catch {
    throw new ClaimcheckError('USAGE', `cannot write ${path}: it is a symlink to a file that does not exist`)
  }
  const info = lstatSync(real)
  return { file: real, kind: info.isFile() ? 'regular' : 'special' }
}

/**
 * Writes through a new temporary file beside the destination and a rename, so a reader never sees
 * half of it and the original stays whole when the write fails. The temporary file is created
 * exclusively under an unguessable name: a link planted there is never followed. A symlink at
 * `path` is written through and stays a link; a FIFO or a device is written into, never replaced
 * (`special: 'write-into'`) or refused (`special: 'refuse'`). With `special: 'replace'`, whatever
 * is at `path` (a link, a FIFO) is replaced by the new file, for files that are claimcheck's own.
 */
export async function writeFileSafely(
  path: string,
  text: string | Buffer,
  options: { mode?: number; special: 'write-into' | 'refuse' | 'replace' },
): Promise<void> {
  const { file, kind } = options.special === 'replace' ? { file: path, kind: 'none' } : destination(path)
  const { randomBytes } = lazy('node:crypto') as typeof import('node:crypto')
  const { open, rename, unlink } = lazy('node:fs/promises') as typeof import('node:fs/promises')
  try {
    if (kind === 'special') {
      if (options.special === 'refuse') throw new ClaimcheckError('USAGE', `cannot write ${path}: not a regular file`)
      await writeInto(file, text)
      return
    }
    const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
    const handle = await open(temp, 'wx', options.mode ?? 0o666)
    try {
      await handle.writeFile(text)
      if (options.mode !== undefined) await handle.chmod(options.mode & 0o7777)
      await handle.close()
      await rename(temp, file)
    } catch (error) {
      await handle.close().catch(() => undefined)
      await unlink(temp).catch(() => undefined)
      throw error
    }
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error
    const code = (error as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? `the folder ${dirname(file)} does not exist` : describeFailure(error)
    throw new ClaimcheckError('USAGE', `cannot write ${path}: ${why}`)
  }
}

/** Writes into a FIFO or a device as a shell redirection would; a FIFO with no reader is an error, not a wait. */
async function writeInto(file: string, text: string | Buffer): Promise<void> {
  const { open } = lazy('node:fs/promises') as typeof import('node:fs/promises')
  // Opening without blocking tells whether anyone reads the FIFO (ENXIO when not); it stays open
  // until the blocking open is done, so the reader never sees the FIFO closed in between.
  const probe = openSync(file, constants.O_WRONLY | constants.O_NONBLOCK)
  let handle
  try {
    handle = await open(file, constants.O_WRONLY)
  } finally {
    closeSync(probe)
  }
  try {
    await handle.writeFile(text)
  } finally {
    await handle.close()
  }
}

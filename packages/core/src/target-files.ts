// The host's reads of targets (`ctx.files`): each distinct path is looked at and read once per
// run for every checker (SPEC §9.3, §11), asynchronously, so that a slow disk never holds up a
// check past its timeout. Texts are kept within a byte budget; the runner runs checks that name
// the same target one after another, so a text is still kept when the next of them asks.
import { close, constants, fstat, open, read, stat, type Stats } from 'node:fs'
import type { FileInfo, FileText, TargetFiles } from './checker.js'

/** Files up to this size are read whole whatever a checker asks for, so that the next checker reads nothing. */
export const WHOLE_FILE_BYTES = 256 * 1024
/** What a run keeps of texts in all; the texts read longest ago go first. */
export const KEPT_TEXT_BYTES = 64 * 1024 * 1024

interface Kept extends FileText {
  /** Bytes of the file when it was read (its stat's size). */
  size: number
}

const fail = (code: string, message: string) => Object.assign(new Error(message), { code })

const typeOf = (info: Stats): FileInfo['type'] =>
  info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other'

function statPath(path: string): Promise<FileInfo | undefined> {
  return new Promise((settle, reject) => {
    stat(path, (error, info) => {
      if (!error) return settle({ type: typeOf(info), size: info.size })
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return settle(undefined)
      reject(error)
    })
  })
}

/** Reads up to `limit` bytes of a regular file; opened non-blocking, so that a FIFO put there since its stat cannot stall. */
function readStart(path: string, limit: number): Promise<Kept> {
  return new Promise((settle, reject) => {
    open(path, constants.O_RDONLY | constants.O_NONBLOCK, (openError, fd) => {
      if (openError) return reject(openError)
      const done = (error: Error | null, kept?: Kept) => close(fd, () => (error ? reject(error) : settle(kept as Kept)))
      fstat(fd, (statError, info) => {
          if (statError) return done(statError)
          if (!info.isFile()) return done(fail(info.isDirectory() ? 'EISDIR' : 'ENOTFILE', `not a regular file: ${path}`))
          const wanted = Math.min(info.size, limit)
          // One byte more than wanted, to tell a file that grew since from one read whole.
          const buffer = Buffer.allocUnsafe(wanted + 1)
          const step = (filled: number) =>
            read(fd, buffer, filled, buffer.length - filled, filled, (readError, count) => {
              if (readError) return done(readError)
              if (count > 0 && filled + count < buffer.length) return step(filled + count)
              const total = filled + count
              const bytes = Math.min(total, wanted)
              done(null, {
                text: buffer.toString('utf8', 0, bytes),
                bytes,
                truncated: total > wanted,
                size: info.size,
              })
            })
          step(0)
      })
    })
  })
}

/** The first `maxBytes` bytes of a text read further. */
function startOf(kept: Kept, maxBytes: number): FileText {
  if (kept.bytes <= maxBytes) return { text: kept.text, bytes: kept.bytes, truncated: kept.truncated }
  // One byte a character in ASCII text: most files.
  const text =
    kept.text.length === kept.bytes
      ? kept.text.slice(0, maxBytes)
      : Buffer.from(kept.text, 'utf8').toString('utf8', 0, maxBytes)
  return { text, bytes: maxBytes, truncated: true }
}

/** A run's `ctx.files`: texts kept within `keptBytes`. */
export function createTargetFiles(keptBytes = KEPT_TEXT_BYTES): TargetFiles {
  const stats = new Map<string, Promise<FileInfo | undefined>>()
  // In insertion order, the least recently used first.
  const texts = new Map<string, Promise<Kept>>()
  const sizes = new Map<string, number>()
  let kept = 0

  const forget = (path: string) => {
    kept -= sizes.get(path) ?? 0
    sizes.delete(path)
    texts.delete(path)
  }
  const keep = (path: string, text: Promise<Kept>) => {
    texts.set(path, text)
    text.then(
      (done) => {
        if (texts.get(path) !== text) return
        sizes.set(path, done.bytes)
        kept += done.bytes
        for (const [oldest] of texts) {
          if (kept <= keptBytes || oldest === path) break
          forget(oldest)
        }
      },
      // A failed read is kept too (it fails alike for the next checker), at no size.
      () => {},
    )
  }

  const stat = (path: string) => {
    let info = stats.get(path)
    if (info === undefined) stats.set(path, (info = statPath(path)))
    return info
  }
  const readAnew = (path: string, maxBytes: number): Promise<FileText> => {
    const text = stat(path)
      .catch(() => undefined)
      .then((info) => readStart(path, info && info.size <= WHOLE_FILE_BYTES ? Math.max(maxBytes, info.size) : maxBytes))
    keep(path, text)
    return text.then((done) => startOf(done, maxBytes))
  }

  return {
    stat,
    read(path, maxBytes) {
      const known = texts.get(path)
      if (known === undefined) return readAnew(path, maxBytes)
      // A failed read fails alike for the next checker.
      return known.then((done) => {
        if (done.truncated && done.bytes < maxBytes) {
          if (texts.get(path) === known) forget(path)
          return readAnew(path, maxBytes)
        }
        // Used again: kept longer.
        if (texts.get(path) === known) {
          texts.delete(path)
          texts.set(path, known)
        }
        return startOf(done, maxBytes)
      })
    },
  }
}

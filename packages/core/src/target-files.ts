// The host's reads of targets (`ctx.files`): each distinct path is looked at and read once per
// run for every checker (SPEC §9.3, §11). Each read is one bounded system call or a few, made
// synchronously (on local files they cost microseconds; the same calls through the thread pool
// cost a run several times as much), and a check's timer runs between them. A text is kept while
// the checks that may ask for it again are still to answer (the runner runs the checks of one
// target next to each other and releases them together), within a byte budget: a run keeps the
// texts of the targets in hand, never the bytes of every target it read.
import { closeSync, constants, openSync, readSync, statSync, type Stats } from 'node:fs'
import type { FileInfo, FileText, TargetFiles } from '@claimcheck/contract'

/** Files up to this size are read whole whatever a checker asks for, so that the next checker reads nothing. */
export const WHOLE_FILE_BYTES = 256 * 1024
/** What a run keeps of texts at most, however many checks are in hand; the texts read longest ago go first. */
export const KEPT_TEXT_BYTES = 8 * 1024 * 1024

interface Kept extends FileText {
  /** Bytes of the file when it was read (its stat's size). */
  size: number
}

const fail = (code: string, message: string) => Object.assign(new Error(message), { code })

const typeOf = (info: Stats): FileInfo['type'] => (info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other')

function statPath(path: string): FileInfo | undefined {
  const info = statSync(path, { throwIfNoEntry: false })
  return info && { type: typeOf(info), size: info.size }
}

let scratch: Buffer | undefined

/**
 * Reads up to `limit` bytes of the regular file of `size` bytes (its stat) at `path`. Opened
 * non-blocking, a FIFO put there since its stat cannot stall the read: it gives nothing or EAGAIN.
 */
function readStart(path: string, size: number, limit: number): Kept {
  const wanted = Math.min(size, limit)
  // One byte more than wanted, to tell a file that grew since from one read whole. Small reads
  // share one buffer: only their text is kept.
  const buffer =
    wanted < WHOLE_FILE_BYTES ? (scratch ??= Buffer.allocUnsafe(WHOLE_FILE_BYTES)) : Buffer.allocUnsafe(wanted + 1)
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  let filled = 0
  try {
    // A regular file gives all that is asked at once but at its end: a short read is the end.
    const end = wanted + 1
    for (let count = -1; count !== 0 && filled < end; filled += count) {
      count = readSync(fd, buffer, filled, end - filled, filled)
      if (count < end - filled) {
        filled += count
        break
      }
    }
  } finally {
    closeSync(fd)
  }
  const bytes = Math.min(filled, wanted)
  return { text: buffer.toString('utf8', 0, bytes), bytes, truncated: filled > wanted, size }
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

type Outcome<T> = { value: T } | { error: unknown }

/** What a call gave or threw, to be given or thrown again. */
function attempt<T>(call: () => T): Outcome<T> {
  try {
    return { value: call() }
  } catch (error) {
    return { error }
  }
}

const settle = <T>(outcome: Outcome<T>): Promise<T> =>
  'value' in outcome ? Promise.resolve(outcome.value) : Promise.reject(outcome.error)

/** The first `maxBytes` bytes of a kept read, or its error. */
const given = (text: Outcome<Kept>, maxBytes: number): Promise<FileText> =>
  settle('value' in text ? { value: startOf(text.value, maxBytes) } : text)

/** A run's reads of targets: `ctx.files` for the checks of each holder, and when those are done. */
export interface HostFiles {
  /** What the checks of `holder` read through: a text one of them read is kept until `release(holder)`. */
  for(holder: object): TargetFiles
  /** The checks of `holder` have all answered: the texts they read go. */
  release(holder: object): void
}

/** A run's target reads: texts kept while their holder is in hand, within `keptBytes`. */
export function createTargetFiles(keptBytes = KEPT_TEXT_BYTES): HostFiles {
  const stats = new Map<string, Outcome<FileInfo | undefined>>()
  // In insertion order, the least recently used first. A failed read is kept too, at no size.
  const texts = new Map<string, Outcome<Kept>>()
  // What each holder in hand read: it goes when the holder is released.
  const held = new Map<object, { paths: string[] }>()
  let kept = 0

  const sizeOf = (outcome: Outcome<Kept> | undefined) => (outcome && 'value' in outcome ? outcome.value.bytes : 0)
  const forget = (path: string) => {
    kept -= sizeOf(texts.get(path))
    texts.delete(path)
  }
  const keep = (path: string, outcome: Outcome<Kept>) => {
    forget(path)
    texts.set(path, outcome)
    kept += sizeOf(outcome)
    for (const [oldest, text] of texts) {
      if (kept <= keptBytes || oldest === path) break
      kept -= sizeOf(text)
      texts.delete(oldest)
    }
  }
  const stat = (path: string): Outcome<FileInfo | undefined> => {
    let info = stats.get(path)
    if (info === undefined) stats.set(path, (info = attempt(() => statPath(path))))
    return info
  }

  const read = (path: string, maxBytes: number): Kept => {
    const info = stat(path)
    if ('error' in info) throw info.error
    if (info.value === undefined) throw fail('ENOENT', `no such file: ${path}`)
    const { type, size } = info.value
    if (type !== 'file') throw fail(type === 'directory' ? 'EISDIR' : 'ENOTFILE', `not a regular file: ${path}`)
    return readStart(path, size, size <= WHOLE_FILE_BYTES ? Math.max(maxBytes, size) : maxBytes)
  }

  return {
    for(holder) {
      const own = held.get(holder) ?? { paths: [] }
      held.set(holder, own)
      return {
        stat: (path) => settle(stat(path)),
        read(path, maxBytes) {
          let text = texts.get(path)
          // Not read yet, or read less far than asked now: read (whole, when it is small).
          if (text === undefined || ('value' in text && text.value.truncated && text.value.bytes < maxBytes)) {
            text = attempt(() => read(path, maxBytes))
            // A check still reading after its holder was released (abandoned at its timeout) keeps nothing.
            if (held.get(holder) !== own) return given(text, maxBytes)
            own.paths.push(path)
          }
          // Kept, or used again: kept longer.
          keep(path, text)
          return given(text, maxBytes)
        },
      }
    },
    release(holder) {
      for (const path of held.get(holder)?.paths ?? []) forget(path)
      held.delete(holder)
    },
  }
}

// Files as the grep checker reads them, kept for the run: each distinct file is read once, however
// many checks search it. On the main thread, files up to 1 MiB come from the run's own reading of
// target files (core's readTargetFileSync), which other checkers share.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import type { TargetFile, TargetStat } from '@claimcheck/core'
import type { Read, Reader } from './match.js'

const BINARY_PROBE_BYTES = 8192
const SHARED_BYTES = 1024 * 1024
let shared: Buffer | undefined

/**
 * Files larger than this are read for each search rather than kept: the bound of core's
 * KEPT_FILE_BYTES, written out here so that the matching worker, which uses this file, loads
 * nothing of core.
 */
const KEEP_MAX_BYTES = 1024 * 1024

type Entry =
  | { text: string; binary: boolean; size: number }
  | { code: string }
  | { notFile: true }
  | { size: number; tooLarge: true }

/** What is known of a path before it is opened (the run saw it when resolving the target), if anything. */
export type KnownStat = (path: string) => TargetStat | undefined

/**
 * Reads a regular file of a known size once for the run (core's readTargetFileSync, bound to the
 * run), or gives undefined for a file larger than the run keeps.
 */
export type ReadKept = (path: string, size: number) => TargetFile | undefined

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error'

function load(path: string, maxFileBytes: number, known: TargetStat | undefined): Entry {
  let fd: number | undefined
  try {
    fd = openSync(path, 'r')
    const info = known ?? fstatSync(fd)
    if (!info.isFile()) return { notFile: true }
    if (info.size > maxFileBytes) return { size: info.size, tooLarge: true }
    // Small files go through one reused buffer: only their text is kept.
    const buffer =
      info.size <= SHARED_BYTES ? (shared ??= Buffer.allocUnsafe(SHARED_BYTES)) : Buffer.allocUnsafe(info.size)
    let filled = 0
    while (filled < info.size) {
      const n = readSync(fd, buffer, filled, info.size - filled, filled)
      if (n === 0) break
      filled += n
    }
    const text = buffer.toString('utf8', 0, filled)
    // A NUL byte decodes to U+0000 and to nothing else; each character of the text came from one
    // to three bytes. So no NUL in the text, or none in its first 8192 characters, means no NUL in
    // the first 8192 bytes, and one in its first 2730 characters means one there. Only between
    // those are the bytes themselves looked at.
    const nul = text.indexOf('\0')
    const binary =
      nul !== -1 &&
      nul < BINARY_PROBE_BYTES &&
      (nul < BINARY_PROBE_BYTES / 3 || buffer.subarray(0, Math.min(filled, BINARY_PROBE_BYTES)).includes(0))
    return { text, binary, size: filled }
  } catch (error) {
    return { code: codeOf(error) }
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

export class FileCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly maxFileBytes: number,
    private readonly known: KnownStat = () => undefined,
    private readonly readKept?: ReadKept,
  ) {}

  private load(path: string): Entry {
    const info = this.known(path)
    if (this.readKept && info?.isFile() && info.size <= this.maxFileBytes) {
      try {
        const file = this.readKept(path, info.size)
        if (file) {
          return {
            text: file.text,
            binary: file.firstNul !== -1 && file.firstNul < BINARY_PROBE_BYTES,
            size: file.bytes,
          }
        }
      } catch (error) {
        return { code: codeOf(error) }
      }
    }
    return load(path, this.maxFileBytes, info)
  }

  private entry(path: string): Entry {
    let entry = this.entries.get(path)
    if (entry === undefined) {
      entry = this.load(path)
      if (!('size' in entry) || entry.size <= KEEP_MAX_BYTES) this.entries.set(path, entry)
    }
    return entry
  }

  /**
   * A file as a search on this thread reads it: its text (and whether it looks binary), why it
   * cannot be searched, or undefined when it is larger than `mainThreadMaxBytes` and a worker must
   * search it.
   */
  here(
    path: string,
    display: string,
    mainThreadMaxBytes: number,
  ): { text: string; binary: boolean } | { problem: string } | undefined {
    const entry = this.entry(path)
    if ('code' in entry)
      return { problem: entry.code === 'ENOENT' ? `missing: ${display}` : `unreadable: ${entry.code}` }
    if ('notFile' in entry) return { problem: `not a regular file: ${display}` }
    if ('tooLarge' in entry) return { problem: `too large to search: ${display}` }
    return entry.size > mainThreadMaxBytes ? undefined : entry
  }

  /**
   * A reader for matchFiles. Files over `mainThreadMaxBytes` are not read here: `deferred` is set
   * and the search must go to a worker.
   */
  reader(mainThreadMaxBytes: number): { read: Reader; deferred: () => boolean } {
    let deferred = false
    const read: Reader = (path, display, request): Read => {
      const file = this.here(path, display, mainThreadMaxBytes)
      if (file === undefined) {
        deferred = true
        return { skip: true }
      }
      if ('problem' in file || !(request.skipBinary && file.binary)) return file
      return { skip: true }
    }
    return { read, deferred: () => deferred }
  }
}

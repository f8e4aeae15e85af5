// Target files read once per run: the first checker to read a file reads it whole, and every other
// checker that reads it that run gets the same text (SPEC §11: each distinct target is read once).
import { closeSync, openSync, readSync } from 'node:fs'
import type { CheckContext } from './checker.js'
import { CONTENT_PROBE_BYTES, contentIn, hasContent } from './content.js'

/** Files up to this size are read whole and kept for the run; checkers read larger ones as they need. */
export const KEPT_FILE_BYTES = 1024 * 1024
/** What a run keeps of target files in all: past it, files are still read whole, but not kept. */
export const KEPT_TOTAL_BYTES = 256 * 1024 * 1024

/** A target file as read once for the run. */
export interface TargetFile {
  /** Its text, decoded as UTF-8. */
  text: string
  /** How many bytes were read. */
  bytes: number
  /** Where its first NUL byte is, or -1 when it has none. */
  firstNul: number
  /** Whether its first CONTENT_PROBE_BYTES bytes hold something other than white space. */
  hasContent: boolean
}

interface Kept {
  files: Map<string, TargetFile>
  bytes: number
}

const KEPT_KEY = '\0claimcheck:target-files'

function keptFiles(ctx: Pick<CheckContext, 'runCache'>): Kept {
  let kept = ctx.runCache.get(KEPT_KEY) as Kept | undefined
  if (kept === undefined) ctx.runCache.set(KEPT_KEY, (kept = { files: new Map(), bytes: 0 }))
  return kept
}

/** One buffer per thread for reading them. */
let shared: Buffer | undefined

/**
 * A regular file of `size` bytes (from its stat, at most KEPT_FILE_BYTES), by its resolved path,
 * read once for the run. Throws what opening or reading throws (ENOENT, EACCES).
 */
export function readTargetFileSync(path: string, size: number, ctx: Pick<CheckContext, 'runCache'>): TargetFile {
  const kept = keptFiles(ctx)
  const known = kept.files.get(path)
  if (known !== undefined) return known
  if (size > KEPT_FILE_BYTES) throw new RangeError(`${path}: ${size} bytes is more than a target file kept for a run`)
  const buffer = (shared ??= Buffer.allocUnsafe(KEPT_FILE_BYTES))
  const fd = openSync(path, 'r')
  let filled = 0
  try {
    // A file that grew since its stat is read as far as it was then.
    while (filled < size) {
      const read = readSync(fd, buffer, filled, size - filled, filled)
      if (read === 0) break
      filled += read
    }
  } finally {
    closeSync(fd)
  }
  const file: TargetFile = {
    text: buffer.toString('utf8', 0, filled),
    bytes: filled,
    firstNul: buffer.subarray(0, filled).indexOf(0),
    hasContent: contentIn(buffer, Math.min(filled, CONTENT_PROBE_BYTES)),
  }
  if (kept.bytes + filled <= KEPT_TOTAL_BYTES) {
    kept.files.set(path, file)
    kept.bytes += filled
  }
  return file
}

/**
 * Whether a regular file of `size` bytes has content (SPEC §5.2), reading at most its first
 * CONTENT_PROBE_BYTES: from the run's reading of it when a checker read it already, else a file
 * no larger than that is read whole and kept for the others, and a larger one is probed.
 */
export function targetHasContent(path: string, size: number, ctx: Pick<CheckContext, 'runCache'>): boolean {
  const known = keptFiles(ctx).files.get(path)
  if (known !== undefined) return known.hasContent
  return size <= CONTENT_PROBE_BYTES ? readTargetFileSync(path, size, ctx).hasContent : hasContent(path)
}

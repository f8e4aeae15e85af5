// Successful results kept in `.claimcheck/cache/http.json` under the root (SPEC §5.6), so that a
// run soon after another asks the outside world nothing. Failures are never kept. The file sits in
// the repository's tree, where a pull request could commit one full of `fresh`: every entry is
// signed with a key of the user's own, kept outside every project, and an entry that does not
// verify is ignored. It is read through the host's bounded reader (`ctx.files`): a FIFO, a device
// or a huge file planted there costs nothing but the cache.
import { createHmac, randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { basename, dirname, join, sep } from 'node:path'
import { homedir } from 'node:os'
import { isInside, stableJson, type CheckResult, type TargetFiles } from '@claimcheck/contract'

/** Where under the root the cache lives. */
export const CACHE_FILE = join('.claimcheck', 'cache', 'http.json')
/** A cache file larger than this is not ours: ignored. */
const MAX_CACHE_BYTES = 8 * 1024 * 1024

interface Entry {
  status: 'fresh'
  reason: string
  /** When the request was made (ms since the epoch). */
  at: number
  mac: string
}

/** The user's signing key, made on first use (`$XDG_STATE_HOME/claimcheck/cache-key`, mode 0600). */
function signingKey(): Buffer {
  const { XDG_STATE_HOME: state } = process.env
  const file = join(state?.startsWith('/') ? state : join(homedir(), '.local/state'), 'claimcheck', 'cache-key')
  try {
    const key = readFileSync(file)
    if (key.length === 32) return key
  } catch {
    // Made below.
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const key = randomBytes(32)
  writeAtomically(file, key, 0o600)
  return key
}

/** Through a temporary file created exclusively, then a rename: a link planted there is never followed. */
function writeAtomically(file: string, bytes: Buffer | string, mode: number): void {
  const temp = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`)
  const fd = openSync(temp, 'wx', mode)
  try {
    writeSync(fd, typeof bytes === 'string' ? Buffer.from(bytes) : bytes)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temp, file)
  } catch (error) {
    unlinkSync(temp)
    throw error
  }
}

export interface ResultCache {
  /** The kept result for `options`, the cache file read through `files` the first time. */
  get(options: unknown, files: TargetFiles): Promise<CheckResult | undefined>
  /** Keeps a fresh result; written at once, so a run that ends next keeps it. */
  put(options: unknown, result: CheckResult): void
}

export function openResultCache(root: string, maxAgeSeconds: number, now: () => number = Date.now): ResultCache {
  const file = join(root, CACHE_FILE)
  let key: Buffer | undefined
  const sign = (id: string, reason: string, at: number) =>
    createHmac('sha256', (key ??= signingKey()))
      .update(stableJson([root, id, reason, at]))
      .digest('hex')
  // Until the file is read, nothing is kept: a result put before is kept in a cache of its own.
  let entries: Record<string, Entry> = Object.create(null)
  let loading: Promise<void> | undefined
  const load = async (files: TargetFiles): Promise<void> => {
    try {
      const read = await files.read(file, MAX_CACHE_BYTES)
      if (read.truncated) return
      const parsed = JSON.parse(read.text) as { entries?: Record<string, Entry> }
      if (parsed?.entries && typeof parsed.entries === 'object')
        entries = Object.assign(Object.create(null), parsed.entries, entries)
    } catch {
      // No cache yet, or one that is not ours: nothing is kept from it.
    }
  }
  return {
    async get(options, files) {
      await (loading ??= load(files))
      const id = stableJson(options)
      const entry = entries[id]
      if (!entry || typeof entry.reason !== 'string' || typeof entry.at !== 'number') return undefined
      if (now() - entry.at > maxAgeSeconds * 1000 || entry.at > now()) return undefined
      return entry.mac === sign(id, entry.reason, entry.at) ? { status: 'fresh', reason: entry.reason } : undefined
    },
    put(options, result) {
      if (result.status !== 'fresh') return
      const id = stableJson(options)
      const at = now()
      const all = entries
      all[id] = { status: 'fresh', reason: result.reason, at, mac: sign(id, result.reason, at) }
      try {
        // A repository may have planted the folders as links: each must lead inside the root
        // before anything is made in it.
        const realRoot = realpathSync.native(root)
        let folder = realRoot
        for (const part of dirname(CACHE_FILE).split(sep)) {
          const next = join(folder, part)
          if (!existsSync(next)) mkdirSync(next)
          folder = realpathSync.native(next)
          if (!isInside(folder, realRoot)) return
        }
        writeAtomically(join(folder, basename(CACHE_FILE)), `${JSON.stringify({ version: 1, entries: all })}\n`, 0o644)
      } catch {
        // A cache that cannot be written costs the next run a request, nothing more.
      }
    },
  }
}

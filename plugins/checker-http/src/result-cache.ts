// Successful results kept in `.claimcheck/cache/http.json` under the root (SPEC §5.6), so that a
// run soon after another asks the outside world nothing. Failures are never kept. The file sits in
// the repository's tree, where a pull request could commit one full of `fresh`: every entry is
// signed with a key of the user's own, kept outside every project, and an entry that does not
// verify is ignored. It is read through the host's bounded reader (`ctx.files`): a FIFO, a device
// or a huge file planted there costs nothing but the cache.
import { createHmac, randomBytes } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, realpathSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { basename, dirname, join, sep } from 'node:path'
import {
  isInside,
  notUsedWarning,
  ownFolderProblem,
  readOwnFile,
  stableJson,
  userStateDir,
  type CheckResult,
  type TargetFiles,
} from '@claimcheck/contract'

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

/**
 * The user's signing key, made on first use (`$XDG_STATE_HOME/claimcheck/cache-key`, mode 0600);
 * undefined when it, or its folder, is not the user's alone: another user who could read or
 * replace it could sign entries, so no result is kept or taken then, and `warn` says why.
 */
function signingKey(warn: (message: string) => void): Buffer | undefined {
  const file = join(userStateDir(), 'cache-key')
  const read = readOwnFile(file, 64)
  if ('bytes' in read && read.bytes.length === 32) return read.bytes
  const refused = 'refused' in read ? read.refused : ownFolderProblem(dirname(file))
  if (refused !== undefined) {
    warn(notUsedWarning(`the http cache's key ${file}`, refused))
    return undefined
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const key = randomBytes(32)
  writeAtomically(file, key, 0o600)
  return key
}

let warned = false
/** A host without `ctx.warn` (contract 1.0): said once a process on stderr, as the host says its warnings. */
function warnOnStderr(message: string): void {
  if (warned) return
  warned = true
  try {
    writeSync(2, `claimcheck: warning: ${message}\n`)
  } catch {
    // No stderr to say it on.
  }
}

/** Where the cache's warnings go: the host's `ctx.warn`, which says each once a run, in a hook too. */
export const cacheWarning = (ctx: { warn?: (message: string) => void }) =>
  ctx.warn === undefined ? warnOnStderr : (message: string) => ctx.warn?.(message)

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
  /** The kept result for `options`, the cache file read through `files` the first time; `warn` says why none can be taken. */
  get(options: unknown, files: TargetFiles, warn: (message: string) => void): Promise<CheckResult | undefined>
  /** Keeps a fresh result; written at once, so a run that ends next keeps it. */
  put(options: unknown, result: CheckResult, warn: (message: string) => void): void
}

export function openResultCache(root: string, maxAgeSeconds: number, now: () => number = Date.now): ResultCache {
  const file = join(root, CACHE_FILE)
  let key: Buffer | undefined | null
  /** Why there is no key, said again to each caller: the host says it once a run. */
  let refused: string | undefined
  /** The entry's signature; undefined when there is no key of the user's own to sign with (`warn` says why). */
  const sign = (id: string, reason: string, at: number, warn: (message: string) => void) => {
    if (key === undefined) key = signingKey((message) => (refused = message)) ?? null
    if (refused !== undefined) warn(refused)
    return key === null
      ? undefined
      : createHmac('sha256', key)
          .update(stableJson([root, id, reason, at]))
          .digest('hex')
  }
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
    async get(options, files, warn) {
      await (loading ??= load(files))
      const id = stableJson(options)
      const entry = entries[id]
      if (!entry || typeof entry.reason !== 'string' || typeof entry.at !== 'number') return undefined
      if (now() - entry.at > maxAgeSeconds * 1000 || entry.at > now()) return undefined
      const mac = sign(id, entry.reason, entry.at, warn)
      return mac !== undefined && entry.mac === mac ? { status: 'fresh', reason: entry.reason } : undefined
    },
    put(options, result, warn) {
      if (result.status !== 'fresh') return
      const id = stableJson(options)
      const at = now()
      const mac = sign(id, result.reason, at, warn)
      if (mac === undefined) return
      const all = entries
      all[id] = { status: 'fresh', reason: result.reason, at, mac }
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

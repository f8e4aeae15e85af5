// The one rule for what claimcheck keeps for the user outside every project (SPEC §10, "nothing
// another user can write is trusted"): the trust store, the http cache's signing key, the compile
// cache. As ssh's StrictModes: the folder and the file belong to the user running claimcheck and
// are writable by no one else (by group only when it is the user's own primary group); otherwise
// they are not used. Read bounded and without waiting: a FIFO planted at the name is passed over.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readlinkSync,
  readSync,
  statSync,
  type Stats,
} from 'node:fs'
import { dirname, isAbsolute, join, resolve, sep } from 'node:path'

/** Why `info` (of `path`) may not be used as the user's own, or undefined when it may. */
function notTheUsers(path: string, info: Stats): string | undefined {
  const uid = process.getuid?.()
  // No owners to compare (Windows): the folder's access rules are the user's profile's.
  if (uid === undefined) return undefined
  if (info.uid !== uid) return `${path} belongs to another user (uid ${info.uid})`
  if ((info.mode & 0o002) !== 0) return `${path} is writable by others`
  if ((info.mode & 0o020) !== 0 && info.gid !== process.getgid?.())
    return `${path} is writable by its group (gid ${info.gid}), which is not your own`
  return undefined
}

/** Links followed on the way to a folder before it counts as a loop (as the kernel's limit). */
const MAX_LINKS = 40

/**
 * Why the way to `folder` could have been laid by another user: every folder a name is looked up in
 * on the way, links followed, must belong to the user or root and be writable by no one else — or be
 * sticky (as /tmp), and then the name in it the user's or root's. Otherwise another user could put a
 * link there to a folder of the user's holding what they chose (a repository the user cloned).
 */
/**
 * The uid a file of an owner outside this user namespace shows (`/` in a rootless container): such
 * an owner is the system's, as root is outside one. Undefined outside a user namespace.
 */
function outsideOwner(): number | undefined {
  if (outsideOwnerRead) return outsideOwnerUid
  outsideOwnerRead = true
  try {
    const map = readFileSync('/proc/self/uid_map', 'utf8').trim().split(/\s+/)
    const initial = map[0] === '0' && map[1] === '0' && map[2] === '4294967295'
    if (!initial) outsideOwnerUid = Number(readFileSync('/proc/sys/kernel/overflowuid', 'utf8').trim())
  } catch {
    // No /proc (not Linux): no user namespaces to allow for.
  }
  return outsideOwnerUid
}
let outsideOwnerRead = false
let outsideOwnerUid: number | undefined

/** The user, root, or (in a user namespace) an owner outside it: who may own a folder on the way. */
const trustedOwner = (owner: number, uid: number) => owner === uid || owner === 0 || owner === outsideOwner()

function wayProblem(folder: string, uid: number): string | undefined {
  const pending = resolve(folder).split(sep).filter(Boolean).reverse()
  let at = resolve('/')
  let links = 0
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name === '.') continue
    if (name === '..') {
      at = dirname(at)
      continue
    }
    const info = statSync(at)
    if (!trustedOwner(info.uid, uid)) return `${at} belongs to another user (uid ${info.uid})`
    const shared =
      (info.mode & 0o002) !== 0
        ? 'others'
        : (info.mode & 0o020) !== 0 && info.gid !== process.getgid?.()
          ? 'group'
          : undefined
    if (shared !== undefined && (info.mode & 0o1000) === 0)
      return shared === 'others'
        ? `${at} is writable by others`
        : `${at} is writable by its group (gid ${info.gid}), which is not your own`
    const next = join(at, name)
    let entry: Stats
    try {
      entry = lstatSync(next)
    } catch {
      // Not made yet: claimcheck makes the rest, for the user only.
      return undefined
    }
    // Sticky: no one else may rename or remove the name, but they may have made it first.
    if (shared !== undefined && !trustedOwner(entry.uid, uid))
      return `${next} belongs to another user (uid ${entry.uid})`
    if (entry.isSymbolicLink()) {
      links += 1
      if (links > MAX_LINKS) return `${folder} is reached through too many links`
      const target = readlinkSync(next)
      pending.push(...target.split(sep).filter(Boolean).reverse())
      if (isAbsolute(target)) at = resolve('/')
      continue
    }
    at = next
  }
  return undefined
}

/**
 * Why `folder`, where claimcheck keeps something for the user, may not be used; undefined when it
 * may, when it does not exist yet (claimcheck makes it, for the user only), or when it is no folder.
 */
export function ownFolderProblem(folder: string): string | undefined {
  const uid = process.getuid?.()
  if (uid !== undefined) {
    let way: string | undefined
    try {
      way = wayProblem(folder, uid)
    } catch (error) {
      way = `the way to ${folder} cannot be checked (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`
    }
    if (way !== undefined) return way
  }
  let info: Stats
  try {
    info = statSync(folder)
  } catch {
    return undefined
  }
  // Something else at the name: nothing can be kept there, which costs what the keeping saves.
  if (!info.isDirectory()) return undefined
  return notTheUsers(folder, info)
}

/** A file claimcheck keeps for the user, as read: its bytes, nothing there, or why it was not used. */
export type OwnFile = { bytes: Buffer } | { missing: true } | { refused: string }

/**
 * Reads a file claimcheck keeps for the user under the rule above: at most `maxBytes` (a larger
 * file is refused), opened without waiting, its folder and itself checked before a byte is used.
 */
export function readOwnFile(file: string, maxBytes: number): OwnFile {
  const folderProblem = ownFolderProblem(dirname(file))
  if (folderProblem !== undefined) return { refused: folderProblem }
  let fd: number
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return { missing: true }
    return { refused: `${file} cannot be opened (${code ?? 'unknown error'})` }
  }
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) return { refused: `${file} is not a regular file` }
    const problem = notTheUsers(file, info)
    if (problem !== undefined) return { refused: problem }
    if (info.size > maxBytes) return { refused: `${file} is larger than ${maxBytes} bytes` }
    const bytes = Buffer.allocUnsafe(info.size)
    let filled = 0
    for (let count = -1; count !== 0 && filled < bytes.length; filled += count)
      count = readSync(fd, bytes, filled, bytes.length - filled, filled)
    return { bytes: bytes.subarray(0, filled) }
  } finally {
    closeSync(fd)
  }
}

/** The one warning a refused file gets: what was not used, and why. */
export const notUsedWarning = (what: string, why: string) => `not using ${what}: ${why}`

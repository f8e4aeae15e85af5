// The per-user store of approved checkers (SPEC §10): `claimcheck trust` keeps a copy of what a
// checker of the folder's own loads in `$XDG_STATE_HOME/claimcheck/checkers/<sha256>/`, and a
// user-scope run imports that copy, never the folder's files, so nothing there can change what
// runs after the yes. The store is held to the rule of everything claimcheck keeps for the user
// (own-file.ts). A copy is written whole into a fresh folder, then renamed into place; at run time
// a cheap test, the marks (size, times, inode, owner, mode) of its files as they were written,
// says it is still that copy, and only a difference costs hashing it again.
import {
  lstatSync,
  mkdirSync,
  realpathSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, parse, posix } from 'node:path'
import { byteOrder, ClaimcheckError, notUsedWarning, ownFolderProblem, userStateDir } from '@claimcheck/core'
import { sha256 } from '../sha256.js'
import type { Environment } from '../environment.js'
import type { CheckerCopy } from './checker-copy.js'
import { sameMarks } from './checker-packages.js'

/** One file of a kept copy as it was written: its path in the copy, size, times, inode and mode. */
type CopyMark = [path: string, size: number, mtimeMs: number, ctimeMs: number, ino: number, mode: number]

/** What an approval keeps of the copy: its hash, the file to import, and its files' marks. */
export interface KeptCopy {
  sha256: string
  entry: string
  marks: CopyMark[]
}

export const isKeptCopy = (value: unknown): value is KeptCopy => {
  const kept = value as Partial<KeptCopy> | null
  return (
    typeof kept?.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(kept.sha256) &&
    typeof kept.entry === 'string' &&
    // A path in the copy: never out of it.
    !kept.entry.startsWith('/') &&
    !kept.entry.split('/').includes('..') &&
    Array.isArray(kept.marks)
  )
}

/** `$XDG_STATE_HOME/claimcheck/checkers`, else `~/.local/state/claimcheck/checkers`. */
export const checkerStore = (env: Pick<Environment, 'env' | 'home'>) =>
  join(userStateDir(env.env, env.home ?? homedir()), 'checkers')

/** Why a file or folder of a copy is not the user's own, writable by them alone. */
function notOwn(path: string, info: Stats): string | undefined {
  const uid = process.getuid?.()
  // No owners to compare (Windows): the folder's access rules are the user's profile's.
  if (uid === undefined) return undefined
  if (info.uid !== uid) return `${path} belongs to another user (uid ${info.uid})`
  if ((info.mode & 0o022) !== 0) return `${path} is writable by others`
  return undefined
}

/** The marks of every file of the copy at `folder`, in byte order; a link, a device or a file not the user's own is refused. */
function marksOf(folder: string): CopyMark[] {
  const marks: CopyMark[] = []
  const walk = (dir: string, at: string) => {
    for (const name of readdirSync(dir).sort(byteOrder)) {
      const path = join(dir, name)
      const info = lstatSync(path)
      const problem = notOwn(path, info)
      if (problem !== undefined) throw new Error(problem)
      if (info.isDirectory()) walk(path, posix.join(at, name))
      else if (info.isFile())
        marks.push([posix.join(at, name), info.size, info.mtimeMs, info.ctimeMs, info.ino, info.mode])
      else throw new Error(`${path} is not a regular file`)
    }
  }
  walk(folder, '')
  return marks
}

/**
 * Why a package the copy imports and does not hold could come from another user: Node looks for it
 * in every `node_modules` above the copy's real path (`require` also in `~/.node_modules` and
 * `~/.node_libraries`), and in a sticky folder such as `/tmp` on the way anyone may make one.
 * Each that is there must be the user's or root's, writable by no one else.
 */
function lookupProblem(folder: string): string | undefined {
  const uid = process.getuid?.()
  if (uid === undefined) return undefined
  const places: string[] = []
  let real: string
  try {
    real = realpathSync.native(folder)
  } catch (error) {
    return `${folder} cannot be looked at (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`
  }
  for (let at = dirname(real); ; at = dirname(at)) {
    places.push(join(at, 'node_modules'))
    if (at === parse(at).root) break
  }
  places.push(join(homedir(), '.node_modules'), join(homedir(), '.node_libraries'))
  const why = (info: Stats) =>
    info.uid !== uid && info.uid !== 0
      ? `belongs to another user (uid ${info.uid})`
      : // A link's own mode means nothing: what it leads to is looked at next.
        !info.isSymbolicLink() &&
          ((info.mode & 0o002) !== 0 || ((info.mode & 0o020) !== 0 && info.gid !== process.getgid?.()))
        ? 'is writable by others'
        : undefined
  for (const place of places) {
    let problem: string | undefined
    try {
      // The name (a link is someone's too), then what it leads to.
      problem = why(lstatSync(place)) ?? why(statSync(place))
    } catch {
      continue
    }
    if (problem !== undefined) return `${place} ${problem}, and Node looks there for what the copy imports`
  }
  return undefined
}

/** The hash of the copy at `folder`, as `CheckerCopy.sha256` is made. */
function hashOf(folder: string, marks: CopyMark[]): string {
  const hash = sha256()
  for (const [path, , , , , mode] of marks) {
    const bytes = readFileSync(join(folder, ...path.split('/')))
    hash.update(`${path}\0${(mode & 0o111) !== 0 ? 'x' : '-'}\0${bytes.length}\0`).update(bytes)
  }
  return hash.digest('hex')
}

/** Why the store cannot be used, worded as a warning; undefined when it can. */
function storeProblem(store: string): string | undefined {
  const problem = ownFolderProblem(store) ?? ownFolderProblem(dirname(store))
  return problem === undefined ? undefined : notUsedWarning(`the checker store ${store}`, problem)
}

/**
 * Keeps `copy` in the store (once: a copy already there and whole is used as it is) and says what
 * an approval keeps of it. Written into a fresh folder of the user's own, then renamed into place:
 * no reader sees half a copy, and nothing planted at its name is followed.
 */
export function keepCheckerCopy(store: string, copy: CheckerCopy): KeptCopy {
  const refused = storeProblem(store)
  if (refused !== undefined) throw new ClaimcheckError('USAGE', `${refused}: nothing was approved`)
  mkdirSync(store, { recursive: true, mode: 0o700 })
  const folder = join(store, copy.sha256)
  const kept = keptCopy(store, { sha256: copy.sha256, entry: copy.entry, marks: [] })
  if ('entry' in kept) return { sha256: copy.sha256, entry: copy.entry, marks: marksOf(folder) }
  const fresh = mkdtempSync(join(store, '.new-'))
  try {
    for (const file of copy.files) {
      const path = join(fresh, ...file.path.split('/'))
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
      // `wx`: made here, never written through anything at the name.
      writeFileSync(path, file.bytes, { flag: 'wx', mode: file.executable ? 0o500 : 0o400 })
    }
    // Whatever is at the name (a copy changed since, a link) is not this copy: it goes.
    rmSync(folder, { recursive: true, force: true })
    renameSync(fresh, folder)
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true })
    throw error
  }
  return { sha256: copy.sha256, entry: copy.entry, marks: marksOf(folder) }
}

/**
 * The file a user-scope run imports for an approved checker, while its copy is the one approved:
 * its files carry the marks they were written with (a few stats), or, when a mark differs, they
 * hash the same. Otherwise why not, in a few words.
 */
export function keptCopy(store: string, kept: KeptCopy): { entry: string } | { problem: string } {
  const folder = join(store, kept.sha256)
  // Every folder on the way to it is looked at too: the store's among them.
  const refused = ownFolderProblem(folder)
  if (refused !== undefined) return { problem: refused }
  let marks: CopyMark[]
  try {
    const info = lstatSync(folder)
    if (!info.isDirectory()) return { problem: `${folder} is not a folder` }
    marks = marksOf(folder)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return { problem: code === 'ENOENT' ? `${folder} is not there` : (error as Error).message }
  }
  if (!sameMarks(marks, kept.marks) && hashOf(folder, marks) !== kept.sha256)
    return { problem: `${folder} changed since it was approved` }
  const planted = lookupProblem(folder)
  if (planted !== undefined) return { problem: planted }
  return { entry: join(folder, ...kept.entry.split('/')) }
}

/** Removes the copies no approval keeps (and what a write left half done). */
export function pruneCheckerCopies(store: string, keep: ReadonlySet<string>): void {
  if (storeProblem(store) !== undefined) return
  let names: string[]
  try {
    names = readdirSync(store)
  } catch {
    return
  }
  for (const name of names) {
    if ((/^[0-9a-f]{64}$/.test(name) && !keep.has(name)) || name.startsWith('.new-'))
      rmSync(join(store, name), { recursive: true, force: true })
  }
}

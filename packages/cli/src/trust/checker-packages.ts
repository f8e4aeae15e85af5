// A checker the folder's config names (a package from its `node_modules`, or a path) is the
// folder's code: a user-scope run loads it only once the user approved it with `claimcheck trust`,
// bound to its content (SPEC §9.3, §10). The binding is the SHA-256 of the package's files (its
// folder without `node_modules`); at run time a cheap test, the size, times and inode of each file
// as they were at approval, says it is still that content, and only a difference costs reading
// the files again to compare the hash. The change time is in it because no one can set it back
// (`touch -d` sets the modification time an edit of the same size would otherwise keep).
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  type Stats,
} from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve as resolvePath, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { byteOrder, stableJson } from '@claimcheck/core'
import { sha256, sha256Hex } from '../sha256.js'
import { readRegularFile } from '../read-file.js'
import { visible } from '../visible-text.js'
import type { Approval } from './store.js'

/** A package holding more than this is not one a person reviews before approving: refused. */
const MAX_FILES = 2000
const MAX_BYTES = 64 * 1024 * 1024
/** Folders left out of a package's content: what it installed, and version control. */
const LEFT_OUT = new Set(['node_modules', '.git'])

/** One file of a package as it was: its path in the package, size, times and inode. */
type FileMark = [path: string, size: number, mtimeMs: number, ctimeMs: number, ino: number]

const markOf = (path: string, info: Stats): FileMark => [path, info.size, info.mtimeMs, info.ctimeMs, info.ino]

/** What an approval of a checker package keeps: the hash of its content and the marks of its files. */
export interface PackageContent {
  sha256: string
  files: FileMark[]
}

/** A checker the config names, found in the folder without loading anything of it. */
export interface CheckerPackage {
  /** As the config names it: a package name or a path. */
  name: string
  /** The file a user-scope run would import: its entry point. */
  file: string
  /** What is bound: the package's folder (a path checker: the file itself). */
  bound: string
  /** The approval's key: the root, the name and what is bound. */
  key: string
}

const isPath = (name: string) => name.startsWith('./') || name.startsWith('../') || isAbsolute(name)

/** The folder of the package `entry` belongs to, named `name`: the nearest package.json naming it. */
function packageFolder(entry: string, name: string): string | undefined {
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = readRegularFile(join(dir, 'package.json'), 1024 * 1024)
    if (manifest === undefined) continue
    try {
      if ((JSON.parse(manifest.text) as { name?: unknown }).name === name) return dir
    } catch {
      // Not this one.
    }
    if (basename(dirname(dir)) === 'node_modules' || basename(dirname(dirname(dir))) === 'node_modules') return dir
  }
  return undefined
}

/**
 * Where a checker the config names lives, resolved from the config's folder as a project run
 * resolves it, reading only package.json files: undefined when it cannot be found.
 */
export async function findCheckerPackage(
  name: string,
  configDir: string,
  root: string,
): Promise<CheckerPackage | undefined> {
  let file: string
  let bound: string
  try {
    if (isPath(name)) {
      file = realpathSync.native(resolvePath(configDir, name))
      bound = file
    } else {
      const { resolve } = await import('import-meta-resolve')
      file = realpathSync.native(fileURLToPath(resolve(name, pathToFileURL(join(configDir, 'noop.js')).href)))
      const folder = packageFolder(file, name)
      if (folder === undefined) return undefined
      bound = folder
    }
  } catch {
    return undefined
  }
  return { name, file, bound, key: sha256Hex(stableJson(['checker', realpathSync.native(root), name, bound])) }
}

/** Whether the link `path` leads to a file of the content of `bound` (not its `node_modules`, not out). */
function within(bound: string, path: string): boolean {
  let target: string
  try {
    target = realpathSync.native(path)
  } catch {
    return false // A dangling link may lead anywhere once its target is made.
  }
  const inside = relative(realpathSync.native(bound), target)
  return (
    inside !== '' &&
    !inside.startsWith('..') &&
    !isAbsolute(inside) &&
    !inside.split(sep).some((part) => LEFT_OUT.has(part))
  )
}

/** Every file of what is bound, in byte order, with its mark; refused when too large to review. */
function listFiles(bound: string): FileMark[] {
  const top = lstatSync(bound)
  if (!top.isDirectory()) return [markOf(basename(bound), top)]
  const marks: FileMark[] = []
  let bytes = 0
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort(byteOrder)) {
      if (LEFT_OUT.has(name)) continue
      const path = join(dir, name)
      const info = lstatSync(path)
      if (info.isDirectory()) {
        walk(path)
        continue
      }
      // What a link out of the package leads to is not in the hash, yet an import through it runs.
      if (info.isSymbolicLink() && !within(bound, path))
        throw new Error(`${visible(path)} is a symbolic link out of the package's content`)
      marks.push(markOf(relative(bound, path), info))
      bytes += info.size
      if (marks.length > MAX_FILES || bytes > MAX_BYTES)
        throw new Error(`${visible(bound)} holds more than ${MAX_FILES} files or ${MAX_BYTES / 1024 / 1024} MiB`)
    }
  }
  walk(bound)
  return marks
}

/** The bytes of a regular file, read without waiting; a symlink is its target's text, anything else refused. */
function contentOf(path: string): Buffer {
  const info = lstatSync(path)
  if (info.isSymbolicLink()) return Buffer.from(`symlink ${readlinkSync(path)}`)
  if (!info.isFile()) throw new Error(`${visible(path)} is not a regular file`)
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const size = fstatSync(fd).size
    const buffer = Buffer.allocUnsafe(size)
    let filled = 0
    for (let count = -1; count !== 0 && filled < size; filled += count)
      count = readSync(fd, buffer, filled, size - filled, filled)
    return buffer.subarray(0, filled)
  } finally {
    closeSync(fd)
  }
}

/** The content of what is bound: the hash of every file's path and bytes, and their marks. */
export function packageContent(bound: string): PackageContent {
  const files = listFiles(bound)
  const hash = sha256()
  const base = lstatSync(bound).isDirectory() ? bound : dirname(bound)
  for (const [path] of files) {
    const content = contentOf(join(base, path))
    hash.update(`${path}\0${content.length}\0`).update(content)
  }
  return { sha256: hash.digest('hex'), files }
}

const sameMarks = (a: readonly FileMark[], b: readonly FileMark[]) =>
  a.length === b.length && a.every((mark, i) => mark.every((value, j) => value === b[i]?.[j]))

const isContent = (value: unknown): value is PackageContent =>
  typeof (value as PackageContent | null)?.sha256 === 'string' && Array.isArray((value as PackageContent).files)

/**
 * Whether the approval still holds for what is bound: its files carry the marks they had when
 * approved (a few stats), or, when a mark differs, their content hashes the same.
 */
export function stillApproved(pkg: CheckerPackage, approval: Approval | undefined): boolean {
  if (approval === undefined || !isContent(approval.data)) return false
  try {
    if (sameMarks(listFiles(pkg.bound), approval.data.files)) return true
    return packageContent(pkg.bound).sha256 === approval.data.sha256
  } catch {
    return false
  }
}

// A checker the folder's config names (a package from its `node_modules`, or a path) is the
// folder's code: a user-scope run loads it only once the user approved it with `claimcheck trust`
// (SPEC §9.3, §10), and then from a copy kept in the user's own store (checker-copy.ts). Here:
// finding it without loading anything of it, and the files of a package, with their marks (size,
// times and inode), the cheap test that they are as they were. The change time is in it because
// no one can set it back (`touch -d` sets the modification time an edit of the same size would
// otherwise keep).
import { lstatSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve as resolvePath, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { byteOrder, stableJson } from '@claimcheck/core'
import { sha256Hex } from '../sha256.js'
import { readRegularFile } from '../read-file.js'
import { visible } from '../visible-text.js'

/** A package holding more than this is not one a person reviews before approving: refused. */
const MAX_FILES = 2000
const MAX_BYTES = 64 * 1024 * 1024
/** Folders left out of a package's content: what it installed, and version control. */
const LEFT_OUT = new Set(['node_modules', '.git'])

/** One file of a package as it was: its path in the package, size, times and inode. */
export type FileMark = [path: string, size: number, mtimeMs: number, ctimeMs: number, ino: number]

export const markOf = (path: string, info: Stats): FileMark => [path, info.size, info.mtimeMs, info.ctimeMs, info.ino]

/** Whether two lists of marks are the same, file by file. */
export const sameMarks = (a: readonly (readonly unknown[])[], b: readonly (readonly unknown[])[]) =>
  a.length === b.length && a.every((mark, i) => mark.every((value, j) => value === b[i]?.[j]))

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

/** What a package.json of the folder may weigh before resolving by it is refused (readRegularFile's bound). */
const MAX_MANIFEST_BYTES = 1024 * 1024

/**
 * Whether every package.json that resolving `name` from `fromDir` reads (each folder's up the way,
 * and the package's in each `node_modules` there) is a regular file of a bounded size or absent:
 * the resolver reads them whole and waits, so a FIFO or a link to /dev/zero there would hang the hook.
 */
function plainManifests(name: string, fromDir: string): boolean {
  const scoped = name.startsWith('@')
  const packageName = name
    .split('/')
    .slice(0, scoped ? 2 : 1)
    .join('/')
  for (let dir = fromDir; ; dir = dirname(dir)) {
    for (const manifest of [join(dir, 'package.json'), join(dir, 'node_modules', packageName, 'package.json')]) {
      let info: Stats
      try {
        info = statSync(manifest)
      } catch {
        continue
      }
      if (!info.isFile() || info.size > MAX_MANIFEST_BYTES) return false
    }
    if (dirname(dir) === dir) return true
  }
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
      if (!plainManifests(name, configDir)) return undefined
      // `moduleResolve`, not `resolve`: it reads no package.json of the file found (its module type).
      const { moduleResolve } = await import('import-meta-resolve')
      file = realpathSync.native(fileURLToPath(moduleResolve(name, pathToFileURL(join(configDir, 'noop.js')))))
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
export function listFiles(bound: string): FileMark[] {
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
      // What a link out of the package leads to is not its content, yet an import through it runs.
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

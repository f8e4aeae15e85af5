// Which files a grep target names: one file, a folder searched recursively, or a glob. Folders are
// walked asynchronously, one folder at a time, and the walk stops when the check's time runs out.
import { readdir, type Dirent } from 'node:fs'
import { join } from 'node:path'
import { byteOrder, shownPath, type CheckContext } from '@claimcheck/core'

/** Folders a directory search never enters. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules'])

export const isGlob = (target: string) => /[*?[\]{}]/.test(target)

/** A file to search: its real path and how reasons name it; `skipped` says why it is not searched. */
export interface SearchFile {
  path: string
  shown: string
  skipped?: string
}

export type SearchTarget =
  | { kind: 'file'; file: SearchFile }
  | { kind: 'tree'; files: AsyncIterable<SearchFile> | SearchFile[] }
  | { kind: 'refused'; reason: string }

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error'

/** Files under a folder, in byte order of their names; `.git` and `node_modules` skipped; links not followed, but listed as skipped. */
async function* walk(folder: string, ctx: CheckContext): AsyncGenerator<SearchFile> {
  if (ctx.signal.aborted) return
  const entries = await new Promise<Dirent[]>((resolve, reject) =>
    readdir(folder, { withFileTypes: true }, (error, found) => (error ? reject(error) : resolve(found))),
  )
  entries.sort((a, b) => byteOrder(a.name, b.name))
  for (const entry of entries) {
    if (ctx.signal.aborted) return
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* walk(path, ctx)
    } else if (entry.isFile()) {
      yield { path, shown: shownPath(path, ctx.root) }
    } else if (entry.isSymbolicLink()) {
      // Not followed, but named: a claim of absence cannot hold over a file it never looked at.
      yield { path, shown: shownPath(path, ctx.root), skipped: 'a symlink the search does not follow' }
    }
  }
}

/** Splits a glob into the folder before its first wildcard and the pattern after it. */
function splitGlob(target: string): { base: string; pattern: string } {
  const parts = target.split('/')
  const first = parts.findIndex(isGlob)
  const base = parts.slice(0, first).join('/')
  return { base: base === '' && target.startsWith('/') ? '/' : base || '.', pattern: parts.slice(first).join('/') }
}

async function globFiles(target: string, ctx: CheckContext): Promise<SearchTarget> {
  const { base, pattern } = splitGlob(target)
  let cwd: string
  try {
    cwd = await ctx.resolveTarget(base)
  } catch {
    return { kind: 'refused', reason: `target outside root: ${target}` }
  }
  const { glob } = await import('tinyglobby')
  const matches = await glob(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot: false,
    followSymbolicLinks: false,
    ignore: ['**/.git/**', '**/node_modules/**'],
    signal: ctx.signal,
  })
  if (ctx.signal.aborted) return { kind: 'tree', files: [] }
  if (matches.length === 0) return { kind: 'refused', reason: `no files match ${target}` }
  const files: SearchFile[] = []
  for (const match of matches.sort(byteOrder)) {
    let path: string
    try {
      path = await ctx.resolveTarget(match)
    } catch {
      return { kind: 'refused', reason: `target outside root: ${shownPath(match, ctx.root)}` }
    }
    files.push({ path, shown: shownPath(path, ctx.root) })
  }
  return { kind: 'tree', files }
}

/** The files a target names: one file, a folder walked, or a glob's matches. */
export async function searchTarget(target: string, ctx: CheckContext): Promise<SearchTarget> {
  if (isGlob(target)) return globFiles(target, ctx)
  const path = await ctx.resolveTarget(target)
  let info
  try {
    info = await ctx.files.stat(path)
  } catch (error) {
    return { kind: 'refused', reason: `unreadable: ${codeOf(error)}` }
  }
  if (info === undefined) return { kind: 'refused', reason: `missing: ${target}` }
  if (info.type === 'directory') return { kind: 'tree', files: walk(path, ctx) }
  if (info.type !== 'file') return { kind: 'refused', reason: `not a regular file: ${target}` }
  return { kind: 'file', file: { path, shown: target } }
}

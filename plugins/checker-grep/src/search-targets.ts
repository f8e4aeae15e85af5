// Which files a grep target names: one file, a folder searched recursively, or a glob. Folders are
// walked asynchronously, one folder at a time, and the walk stops when the check's time runs out.
import { readdir, type Dirent } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { shownPath, type CheckContext } from '@claimcheck/contract'

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

/** Why a file or folder could not be read, in words. */
export function unreadableWhy(error: unknown): string {
  const code = codeOf(error)
  return code === 'EACCES' || code === 'EPERM' ? 'permission denied' : `unreadable (${code})`
}

/** Which entries under a folder a walk yields: all of them, or those a glob's pattern matches. */
interface WalkFilter {
  /** Whether a file (or an unfollowed link) at this path relative to the walk's start is wanted. */
  wants(relativePath: string): boolean
  /** Whether a folder at this relative path may hold a wanted file. */
  enters(relativePath: string, depth: number): boolean
}

const EVERYTHING: WalkFilter = { wants: () => true, enters: () => true }

/**
 * Files under a folder, in byte order of their names; `.git` and `node_modules` skipped. Links are
 * not followed and folders that cannot be read are not searched, but both are listed as skipped:
 * a claim of absence cannot hold over a file it never looked at.
 */
async function* walk(
  folder: string,
  ctx: CheckContext,
  filter = EVERYTHING,
  start = folder,
  depth = 0,
): AsyncGenerator<SearchFile> {
  if (ctx.signal.aborted) return
  let entries: Dirent[]
  try {
    entries = await new Promise<Dirent[]>((resolve, reject) =>
      readdir(folder, { withFileTypes: true }, (error, found) => (error ? reject(error) : resolve(found))),
    )
  } catch (error) {
    yield {
      path: folder,
      shown: shownPath(folder, ctx.root),
      skipped: unreadableWhy(error),
    }
    return
  }
  // UTF-8 byte order, the order reports use: the first file found is the same everywhere.
  entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)))
  for (const entry of entries) {
    if (ctx.signal.aborted) return
    const path = join(folder, entry.name)
    const inside = relative(start, path)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && filter.enters(inside, depth + 1))
        yield* walk(path, ctx, filter, start, depth + 1)
    } else if (!filter.wants(inside)) {
      continue
    } else if (entry.isFile()) {
      yield { path, shown: shownPath(path, ctx.root) }
    } else if (entry.isSymbolicLink()) {
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

/** What a glob's pattern lets a walk yield and enter: no dotfiles, and no deeper than it can match. */
async function globFilter(pattern: string): Promise<WalkFilter> {
  // The glob matcher is loaded by the first glob target: most runs have none.
  const { default: picomatch } = await import('picomatch')
  const matches = picomatch(pattern, { dot: false })
  const segments = pattern.split('/')
  const maxDepth = segments.includes('**') ? Infinity : segments.length - 1
  return {
    wants: (path) => matches(path),
    enters: (path, depth) => depth <= maxDepth && !path.split(sep).some((part) => part.startsWith('.')),
  }
}

async function globFiles(target: string, ctx: CheckContext): Promise<SearchTarget> {
  const { base, pattern } = splitGlob(target)
  let cwd: string
  try {
    cwd = await ctx.resolveTarget(base)
  } catch {
    return { kind: 'refused', reason: `target outside root: ${target}` }
  }
  // A folder that is gone, or is no folder, holds nothing to match; one that cannot be read, the walk names.
  const folder = await ctx.files.stat(cwd).catch(() => 'unreadable' as const)
  if (folder !== 'unreadable' && folder?.type !== 'directory')
    return { kind: 'refused', reason: `no files match ${target}` }
  const files: SearchFile[] = []
  const filter = await globFilter(pattern)
  for await (const file of walk(cwd, ctx, filter)) files.push(file)
  if (ctx.signal.aborted) return { kind: 'tree', files: [] }
  if (files.length === 0) return { kind: 'refused', reason: `no files match ${target}` }
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

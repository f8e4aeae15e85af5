// Which files a grep target names: one file, a folder searched recursively, or a glob.
import { readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import {
  byteOrder,
  realpathLoose,
  shownPath,
  staleError,
  statTargetSync,
  type CheckContext,
  type TargetStat,
} from '@claimcheck/core'
import type { MatchFile } from './match-protocol.js'

/** Folders a directory search never enters. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules'])

export const isGlob = (target: string) => /[*?[\]{}]/.test(target)

export type SearchTarget = { kind: 'file' | 'tree'; files: MatchFile[] } | { kind: 'refused'; reason: string }

/** How reasons name a file found by a search: relative to the root inside it, absolute outside. */
function displayPath(path: string, ctx: CheckContext): string {
  return shownPath(path, ctx.root)
}

function throwIfAborted(signal: AbortSignal, timeoutMs: number): void {
  if (signal.aborted) throw staleError(`pattern timed out after ${timeoutMs / 1000}s`)
}

/** Files under a folder, in byte order; `.git` and `node_modules` skipped; links not followed. */
function walk(folder: string, ctx: CheckContext, found: string[]): void {
  throwIfAborted(ctx.signal, ctx.timeoutMs)
  const entries = readdirSync(folder, { withFileTypes: true })
  entries.sort((a, b) => byteOrder(a.name, b.name))
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path, ctx, found)
    } else if (entry.isFile()) {
      found.push(path)
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
  const cwd = realpathLoose(ctx.targetPath(base))
  if (!ctx.isAllowed(cwd)) return { kind: 'refused', reason: `target outside root: ${target}` }
  const { glob } = await import('tinyglobby')
  const matches = await glob(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot: false,
    followSymbolicLinks: false,
    ignore: ['**/.git/**', '**/node_modules/**'],
  })
  if (matches.length === 0) return { kind: 'refused', reason: `no files match ${target}` }
  const files: MatchFile[] = []
  for (const match of matches.sort(byteOrder)) {
    const real = realpathSync(match)
    if (!ctx.isAllowed(real)) return { kind: 'refused', reason: `target outside root: ${displayPath(match, ctx)}` }
    files.push({ path: real, display: displayPath(real, ctx) })
  }
  return { kind: 'tree', files }
}

type PathKind = TargetStat | { code: string }

const NOTHING_THERE: PathKind = { code: 'ENOENT' }

/** Where a run keeps what each searched path is. */
const KINDS = 'grep:kinds'

/** What a path is, looked up once per run however many checks search it. */
function kindOf(path: string, ctx: CheckContext): PathKind {
  // One map for the run, keyed by the resolved path itself (its hash is computed once).
  let kinds = ctx.runCache.get(KINDS) as Map<string, PathKind> | undefined
  if (kinds === undefined) ctx.runCache.set(KINDS, (kinds = new Map()))
  let kind = kinds.get(path)
  if (kind === undefined) {
    try {
      const info = statTargetSync(path, ctx)
      kind = info ?? NOTHING_THERE
    } catch (error) {
      kind = { code: (error as NodeJS.ErrnoException).code ?? 'error' }
    }
    kinds.set(path, kind)
  }
  return kind
}

/**
 * What a target names directly, looked at synchronously: a file's resolved path, a folder's (to be
 * walked), or why it cannot be searched.
 */
export function searchFileSync(target: string, ctx: CheckContext): string | { folder: string } | { refused: string } {
  const path = ctx.resolveTargetSync(target)
  const info = kindOf(path, ctx)
  if ('code' in info) {
    const missing = info.code === 'ENOENT' || info.code === 'ENOTDIR'
    return { refused: missing ? `missing: ${target}` : `unreadable: ${info.code}` }
  }
  if (info.isDirectory()) return { folder: path }
  return info.isFile() ? path : { refused: `not a regular file: ${target}` }
}

/** The files a target names: one file, a folder walked, or a glob's matches. */
export async function searchTarget(target: string, ctx: CheckContext): Promise<SearchTarget> {
  if (isGlob(target)) return globFiles(target, ctx)
  const named = searchFileSync(target, ctx)
  if (typeof named === 'string') return { kind: 'file', files: [{ path: named, display: target }] }
  if ('refused' in named) return { kind: 'refused', reason: named.refused }
  const found: string[] = []
  walk(named.folder, ctx, found)
  return { kind: 'tree', files: found.map((path) => ({ path, display: displayPath(path, ctx) })) }
}

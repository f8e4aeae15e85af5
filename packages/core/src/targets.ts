// Where a target points, and whether a check may look there (SPEC §5.1).
import { lstatSync, realpathSync, statSync, type Stats } from 'node:fs'
import type { CheckContext } from './checker.js'
import { homedir } from 'node:os'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { staleError } from './errors.js'

export interface TargetPolicy {
  /** Real path of the root. */
  root: string
  /** Real path of the memory dir. */
  memoryDir: string
  /** Extra places targets may resolve to (config `allowOutside`), as predicates on real paths. */
  allow?: ReadonlyArray<(path: string) => boolean>
  /** Home directory for `~/`; the user's by default. */
  home?: string
}

export function isInside(path: string, folder: string): boolean {
  if (path === folder) return true
  return path.startsWith(folder.endsWith(sep) ? folder : folder + sep)
}

/** The real path of `path`; for a path that does not exist, the real path of its nearest existing ancestor joined with the rest. */
export function realpathLoose(path: string): string {
  try {
    return realpathSync.native(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const parent = dirname(path)
    if ((code === 'ENOENT' || code === 'ENOTDIR') && parent !== path) {
      return join(realpathLoose(parent), basename(path))
    }
    // A loop or an unreadable component: confinement judges the path as written.
    return path
  }
}

/** How reasons and reports name a path: relative to the root when inside it, else absolute. */
export function shownPath(path: string, root: string): string {
  return isInside(path, root) ? relative(root, path) || '.' : path
}

export interface TargetResolver {
  targetPath(target: string): string
  resolveTarget(target: string): Promise<string>
  resolveTargetSync(target: string): string
  isAllowed(resolvedPath: string): boolean
}

/** What checks use of a target's `stat`: what it is and how large. A `Stats` satisfies it. */
export interface TargetStat {
  isFile(): boolean
  isDirectory(): boolean
  readonly size: number
}

const OTHER = 0
const FILE = 1
const DIRECTORY = 2

/**
 * The part of an `lstat` a run keeps for each resolved target. A run resolves tens of thousands of
 * targets, and on Node 20 each `Stats` holds four dates and a dozen numbers besides: kept to the
 * end of the run, they were a sixth of what a large run holds, copied by every collection.
 */
class KeptStat implements TargetStat {
  readonly size: number
  private readonly type: number
  constructor(info: Stats) {
    this.type = info.isFile() ? FILE : info.isDirectory() ? DIRECTORY : OTHER
    this.size = info.size
  }
  isFile(): boolean {
    return this.type === FILE
  }
  isDirectory(): boolean {
    return this.type === DIRECTORY
  }
}

/** Where a run keeps what resolving targets learnt about them (in its `runCache`). */
export const TARGET_STATS_KEY = '\0claimcheck:target-stats'

/**
 * What a resolved target is, undefined when nothing is there (as `statSync` with `throwIfNoEntry:
 * false`), answered from what resolving it already saw when it can (the `lstat` of a path that is
 * not a link is its `stat`): one system call fewer a target, and no error built for a missing one.
 * Otherwise a `statSync`, whose failures other than a missing path (EACCES, ELOOP) throw.
 */
export function statTargetSync(path: string, ctx: Pick<CheckContext, 'runCache'>): TargetStat | undefined {
  const known = (ctx.runCache.get(TARGET_STATS_KEY) as Map<string, TargetStat | null> | undefined)?.get(path)
  if (known !== undefined) return known ?? undefined
  return statSync(path, { throwIfNoEntry: false })
}

/**
 * A relative POSIX path of plain names: no `.`, `..` or empty segment, no trailing slash. Such a
 * path resolves against a folder by joining. (Undefined where paths are not POSIX.)
 */
const PLAIN_RELATIVE = sep === '/' ? /^(?!\.\.?(?:\/|$))[^/]+(?:\/(?!\.\.?(?:\/|$))[^/]+)*$/ : undefined

/** `stats`, when given, receives what the `lstat` of each resolved target that is not a link saw (null: nothing there). */
export function createTargetResolver(policy: TargetPolicy, stats?: Map<string, TargetStat | null>): TargetResolver {
  const home = policy.home ?? homedir()
  const allow = policy.allow ?? []
  const rootPrefix = policy.root.endsWith(sep) ? policy.root : policy.root + sep
  const targetPath = (target: string): string => {
    if (target === '~') return home
    if (target.startsWith('~/')) return join(home, target.slice(2))
    // Most targets are plain relative paths: joined as they are, which is what resolving gives
    // (without the intermediate strings `path.resolve` builds).
    if (PLAIN_RELATIVE?.test(target)) return rootPrefix + target
    return isAbsolute(target) ? resolve(target) : resolve(policy.root, target)
  }
  const memoryPrefix = policy.memoryDir.endsWith(sep) ? policy.memoryDir : policy.memoryDir + sep
  const isAllowed = (path: string): boolean =>
    path.startsWith(rootPrefix) ||
    path.startsWith(memoryPrefix) ||
    path === policy.root ||
    path === policy.memoryDir ||
    allow.some((test) => test(path))
  // Many claims name the same targets, and many targets share folders: each allowed target and
  // each folder is resolved once per run (a run is short).
  const resolved = new Map<string, string>()
  const folders = new Map<string, string>()
  const realFolder = (folder: string): string => {
    let real = folders.get(folder)
    if (real === undefined) folders.set(folder, (real = realpathLoose(folder)))
    return real
  }
  /** The real path: the folder's real path and one lstat of the name, unless the name is a link. */
  const realPath = (path: string): string => {
    const name = basename(path)
    if (name === '') return realpathLoose(path)
    // A real folder path is normalized and a base name holds no separator: they join as they are.
    const folder = realFolder(dirname(path))
    const candidate = folder.endsWith(sep) ? folder + name : folder + sep + name
    try {
      const info = lstatSync(candidate, { throwIfNoEntry: false })
      if (info?.isSymbolicLink()) return realpathLoose(candidate)
      stats?.set(candidate, info ? new KeptStat(info) : null)
      return candidate
    } catch {
      return realpathLoose(path)
    }
  }
  const resolveTargetSync = (target: string): string => {
    let real = resolved.get(target)
    if (real !== undefined) return real
    real = realPath(targetPath(target))
    // Only allowed targets are kept: a refused one is resolved again (and refused) each time.
    if (!isAllowed(real)) throw staleError(`target outside root: ${target}`)
    resolved.set(target, real)
    return real
  }
  return {
    targetPath,
    isAllowed,
    resolveTargetSync,
    resolveTarget: async (target: string) => resolveTargetSync(target),
  }
}

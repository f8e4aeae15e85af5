// Where a target points, and whether a check may look there (SPEC §5.1).
import { realpath } from 'node:fs/promises'
import { homedir } from 'node:os'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { ResolveOptions } from './checker.js'
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

/** How reasons and reports name a path: relative to the root when inside it, else absolute. */
export function shownPath(path: string, root: string): string {
  return isInside(path, root) ? relative(root, path) || '.' : path
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

export interface TargetResolver {
  resolveTarget(target: string, options?: ResolveOptions): Promise<string>
}

/** Resolves targets for one run: each distinct target and folder is resolved once. */
export function createTargetResolver(policy: TargetPolicy): TargetResolver {
  const home = policy.home ?? homedir()
  const allow = policy.allow ?? []
  const isAllowed = (path: string): boolean =>
    isInside(path, policy.root) || isInside(path, policy.memoryDir) || allow.some((test) => test(path))
  const absolute = (target: string): string => {
    if (target === '~') return home
    if (target.startsWith('~/')) return join(home, target.slice(2))
    return isAbsolute(target) ? resolve(target) : resolve(policy.root, target)
  }

  const real = new Map<string, Promise<string>>()
  /** The real path; for a path that does not exist, its nearest existing ancestor's joined with the rest. */
  const realPath = (path: string): Promise<string> => {
    let known = real.get(path)
    if (known === undefined) {
      known = realpath(path).catch((error: unknown) => {
        const parent = dirname(path)
        if (isMissing(error) && parent !== path) return realPath(parent).then((folder) => join(folder, basename(path)))
        // A loop or an unreadable component: confinement judges the path as written.
        return path
      })
      real.set(path, known)
    }
    return known
  }

  return {
    async resolveTarget(target, options = {}) {
      const path = absolute(target)
      const resolved =
        options.followLink === false && dirname(path) !== path
          ? join(await realPath(dirname(path)), basename(path))
          : await realPath(path)
      if (!isAllowed(resolved)) throw staleError(`target outside root: ${target}`)
      return resolved
    },
  }
}

// Where a target points, and whether a check may look there (SPEC §5.1).
import { realpathSync } from 'node:fs'
import { homedir } from 'node:os'
import { basename, dirname, isAbsolute, join, resolve } from 'node:path'
import { isInside, staleError, type ResolveOptions } from '@claimcheck/contract'

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

  // A metadata call on a local path costs microseconds: made synchronously (as ctx.files does).
  const real = new Map<string, string>()
  /** The real path; for a path that does not exist, its nearest existing ancestor's joined with the rest. */
  const realPath = (path: string): string => {
    let known = real.get(path)
    if (known === undefined) {
      try {
        known = realpathSync.native(path)
      } catch (error) {
        const parent = dirname(path)
        // A loop or an unreadable component: confinement judges the path as written.
        known = isMissing(error) && parent !== path ? join(realPath(parent), basename(path)) : path
      }
      real.set(path, known)
    }
    return known
  }

  /** Each distinct target, as written, resolved once; a refused one is an error each time. */
  const resolved = new Map<string, string | undefined>()
  const followed = (target: string): string | undefined => {
    let known = resolved.get(target)
    if (known === undefined && !resolved.has(target)) {
      const real = realPath(absolute(target))
      known = isAllowed(real) ? real : undefined
      resolved.set(target, known)
    }
    return known
  }
  return {
    async resolveTarget(target, options = {}) {
      let real: string | undefined
      if (options.followLink === false) {
        const path = absolute(target)
        real = dirname(path) === path ? path : join(realPath(dirname(path)), basename(path))
        if (!isAllowed(real)) real = undefined
      } else real = followed(target)
      if (real === undefined) throw staleError(`target outside root: ${target}`)
      return real
    },
  }
}

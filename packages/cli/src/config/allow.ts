// `allowOutside`: places outside the root that targets may reach (SPEC §5.1, §9.1).
import { realpathSync } from 'node:fs'
import { homedir } from 'node:os'
import { resolve } from 'node:path'
import picomatch from 'picomatch'
import { isInside } from '@claimcheck/core'
import { expandHome } from '../locate.js'

/** A predicate on real paths for each entry: a folder allows itself and all below it; a glob, what it matches. */
export function allowPredicates(
  entries: readonly string[],
  fromDir: string,
  home = homedir(),
): Array<(path: string) => boolean> {
  return entries.map((entry) => {
    const absolute = resolve(fromDir, expandHome(entry, { home }))
    if (picomatch.scan(absolute).isGlob) {
      const matches = picomatch(absolute, { dot: true })
      return (path: string) => matches(path)
    }
    let real = absolute
    try {
      real = realpathSync(absolute)
    } catch {
      // A place that does not exist yet is allowed as written.
    }
    return (path: string) => isInside(path, real)
  })
}

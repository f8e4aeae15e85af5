// Where claimcheck keeps what it learns for the user, outside every project (README, "Startup").
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/**
 * `$XDG_CACHE_HOME/claimcheck` when it is an absolute path, else `~/.cache/claimcheck`; undefined
 * when that home or cache folder does not exist (a run makes no home folder).
 */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env, home: () => string = homedir): string | undefined {
  const base = env.XDG_CACHE_HOME?.startsWith('/') ? env.XDG_CACHE_HOME : home()
  if (!existsSync(base)) return undefined
  return join(base === env.XDG_CACHE_HOME ? base : join(base, '.cache'), 'claimcheck')
}

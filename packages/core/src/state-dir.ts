// Where claimcheck keeps what is the user's own, outside every project: approvals, settings backups.
import { homedir } from 'node:os'
import { join } from 'node:path'

/** `$XDG_STATE_HOME/claimcheck` when it is an absolute path, else `~/.local/state/claimcheck`. */
export function userStateDir(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const state = env.XDG_STATE_HOME?.startsWith('/') ? env.XDG_STATE_HOME : join(home, '.local/state')
  return join(state, 'claimcheck')
}

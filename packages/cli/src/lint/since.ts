// `lint --since REF`: the memory files added since a git ref — committed since, staged, or not yet
// tracked — so that CI can require a check on new memories only (SPEC §6.4).
import { execFileSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { absoluteSearchPath, ClaimcheckError } from '@claimcheck/core'

/**
 * git, asked only for lists of names, so nothing the repository configures runs: no fsmonitor hook,
 * and no filter driver (`git diff` against the working tree would run a `clean` or `process` program).
 */
function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.untrackedCache=false', ...args], {
    cwd,
    // Looked up on absolute entries of PATH only: a relative one is the repository's own folder.
    env: { ...process.env, PATH: absoluteSearchPath(process.env.PATH) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  })
}

const realOrSame = (path: string) => {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

/** Real paths of the files under `memoryDir` that `ref` does not have and the working tree does. */
export function addedSince(ref: string, memoryDir: string): Set<string> {
  let top: string
  try {
    top = git(memoryDir, ['rev-parse', '--show-toplevel']).trim()
  } catch {
    throw new ClaimcheckError('USAGE', `--since needs a git repository: ${memoryDir} is not in one`)
  }
  let commit: string
  try {
    commit = git(top, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).trim()
  } catch {
    throw new ClaimcheckError('USAGE', `--since: '${ref}' is not a commit of the repository at ${top}`)
  }
  const names = (args: string[]) => {
    try {
      return git(memoryDir, args)
        .split('\0')
        .filter((line) => line !== '')
    } catch (error) {
      const said = String((error as { stderr?: unknown }).stderr ?? '')
        .trim()
        .split('\n')[0]
      throw new ClaimcheckError('USAGE', `--since: git ${args[0]} failed in ${top}${said ? `: ${said}` : ''}`)
    }
  }
  const before = new Set(names(['ls-tree', '-r', '-z', '--name-only', '--full-name', commit, '--', '.']))
  // Tracked (committed since or staged) and untracked but not ignored: what the working tree adds.
  const now = names(['ls-files', '-z', '--full-name', '--cached', '--others', '--exclude-standard', '--', '.'])
  return new Set(now.filter((path) => !before.has(path)).map((path) => realOrSame(join(top, path))))
}

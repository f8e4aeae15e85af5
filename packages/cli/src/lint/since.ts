// `lint --since REF`: the memory files added since a git ref — committed since, staged, or not yet
// tracked — so that CI can require a check on new memories only (SPEC §6.4).
import { execFileSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { ClaimcheckError } from '@claimcheck/core'

/** git, asked without running anything the repository configures (an fsmonitor hook is a program). */
function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.untrackedCache=false', ...args], {
    cwd,
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
  const lines = (text: string) => text.split('\0').filter((line) => line !== '')
  const added = [
    ...lines(git(memoryDir, ['diff', '-z', '--name-only', '--no-renames', '--diff-filter=A', commit, '--', '.'])),
    ...lines(git(memoryDir, ['ls-files', '-z', '--full-name', '--others', '--exclude-standard', '--', '.'])),
  ]
  return new Set(added.map((path) => realOrSame(join(top, path))))
}

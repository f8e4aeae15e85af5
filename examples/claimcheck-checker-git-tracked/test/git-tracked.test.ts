// The git-tracked checker, tested with the kit alone: every case runs as `claimcheck check` would
// run it in CI, through the trust gate with the one allow entry its README gives a project.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { modulesLoadedBy, testChecker } from '@claimcheck/testkit'
import { gitTracked } from '../src/index.ts'

/** A repository in the case's root with `tracked.txt` committed and `loose.txt` left untracked. */
function repository(root: string) {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' })
  git('init', '-q')
  git('add', 'tracked.txt', 'data')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'x')
}

const files = { 'tracked.txt': 'x\n', 'loose.txt': 'x\n', 'data/a*b.txt': 'x\n' }

testChecker(gitTracked, {
  // What a project adds to its config to let these checks run (README).
  allow: ['git --literal-pathspecs ls-files --error-unmatch -- *'],
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    { name: 'a committed file', files, setup: repository, options: { target: 'tracked.txt' }, reason: 'tracked: tracked.txt' },
    {
      name: 'a name with a glob character is a literal path',
      files,
      setup: repository,
      options: { target: 'data/a*b.txt' },
      reason: 'tracked: data/a*b.txt',
    },
  ],
  stale: [
    { name: 'a file git does not track', files, setup: repository, options: { target: 'loose.txt' }, reason: 'not tracked: loose.txt' },
    {
      name: 'a glob is not a pathspec here',
      files,
      setup: repository,
      options: { target: '*.txt' },
      reason: 'not tracked: *.txt',
    },
    {
      name: 'no repository at all',
      files,
      options: { target: 'tracked.txt' },
      reason: /^git failed: fatal: not a git repository/,
    },
    { name: 'a target outside the root never reaches git', options: { target: '/etc/hostname' }, reason: 'target outside root: /etc/hostname' },
  ],
  invalid: [
    { options: { target: 'a', file: 'b' }, reason: "unknown option 'file'" },
    { options: {}, reason: "missing required option 'target'" },
  ],
})

describe('what it costs a host', () => {
  it('loads no engine: importing it resolves @claimcheck/contract, never @claimcheck/core', () => {
    const packageDir = fileURLToPath(new URL('..', import.meta.url))
    const loaded = modulesLoadedBy("await import('claimcheck-checker-git-tracked')", packageDir)
    expect(loaded.some((url) => url.includes('claimcheck-checker-git-tracked/dist/index.js'))).toBe(true)
    expect(loaded.some((url) => /contract\/dist\/index\.js$/.test(url))).toBe(true)
    expect(loaded.filter((url) => /claimcheck[/+]core|packages\/core\//.test(url))).toEqual([])
  })
})

import { execFileSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { checkOnce, cleanLayouts, testChecker } from '@claimcheck/testkit'
import { GIT_LS_FILES, gitTracked } from '../src/index.ts'

/** The entry a project adds to this checker's `allow` setting, as the README gives it. */
const ALLOW = `${GIT_LS_FILES.join(' ')} *`

/** A git repository at the root whose index holds `paths`. */
function repository(...paths: string[]) {
  return (root: string) => {
    git(root, 'init', '--quiet')
    if (paths.length > 0) git(root, 'add', '--', ...paths)
  }
}

function git(cwd: string, ...args: string[]) {
  execFileSync('git', ['-c', 'core.fsmonitor=false', ...args], { cwd, stdio: 'ignore' })
}

testChecker(gitTracked, {
  readme: new URL('../README.md', import.meta.url),
  allow: [ALLOW],
  fresh: [
    {
      name: 'a file git tracks',
      files: { 'src/app.ts': 'export {}\n' },
      setup: repository('src/app.ts'),
      options: { target: 'src/app.ts' },
      reason: 'tracked: src/app.ts',
    },
    {
      name: 'a folder holding a file git tracks',
      files: { 'src/app.ts': 'export {}\n', 'src/notes.txt': 'x' },
      setup: repository('src/app.ts'),
      options: { target: 'src' },
      reason: 'tracked: src',
    },
    {
      name: 'a check with its own timeout',
      files: { 'src/app.ts': 'export {}\n' },
      setup: repository('src/app.ts'),
      options: { target: 'src/app.ts', timeout: 5 },
      reason: 'tracked: src/app.ts',
    },
    {
      name: 'a tracked file deleted from the working tree (the index still lists it)',
      files: { 'old.txt': 'x' },
      setup: (root) => {
        repository('old.txt')(root)
        execFileSync('rm', ['old.txt'], { cwd: root })
      },
      options: { target: 'old.txt' },
      reason: 'tracked: old.txt',
    },
    {
      name: 'a tracked symlink that leads out of the root (the link is what git tracks)',
      files: { 'current-config': { symlink: '/etc/hostname' } },
      setup: repository('current-config'),
      options: { target: 'current-config' },
      reason: 'tracked: current-config',
    },
    {
      name: 'a name with a space and a star, tracked as it is written',
      files: { 'b *.txt': 'x' },
      setup: repository('b *.txt'),
      options: { target: 'b *.txt' },
      reason: 'tracked: b *.txt',
    },
  ],
  stale: [
    {
      name: 'a file that exists and was never added',
      files: { 'src/app.ts': 'export {}\n', 'notes.txt': 'x' },
      setup: repository('src/app.ts'),
      options: { target: 'notes.txt' },
      reason: 'not tracked: notes.txt',
    },
    {
      name: 'a path that is nowhere',
      files: { 'src/app.ts': 'export {}\n' },
      setup: repository('src/app.ts'),
      options: { target: 'src/gone.ts' },
      reason: 'not tracked: src/gone.ts',
    },
    {
      name: 'a glob is a name, not a pattern that any tracked file matches',
      files: { 'src/app.ts': 'export {}\n' },
      setup: repository('src/app.ts'),
      options: { target: 'src/*.ts' },
      reason: 'not tracked: src/*.ts',
    },
    {
      name: 'a root that is no git repository',
      files: { 'notes.txt': 'x' },
      options: { target: 'notes.txt' },
      reason: /^git exit 128: fatal: not a git repository/,
    },
    {
      name: 'a target that leaves the root',
      setup: repository(),
      options: { target: '../elsewhere.txt' },
      reason: 'target outside root: ../elsewhere.txt',
    },
  ],
  invalid: [
    { options: { target: 'a.txt', targt: 'a.txt' }, reason: "unknown option 'targt'" },
    { options: {}, reason: "missing required option 'target'" },
    { options: { target: ' ' }, reason: "'target' must not be empty" },
    { options: { target: '/etc/hostname' }, reason: "'target' must be a path relative to the root" },
    { options: { target: '~/notes.txt' }, reason: "'target' must be a path relative to the root" },
  ],
})

describe('git-tracked beyond the table', () => {
  afterAll(cleanLayouts)

  it('is held, and git never starts, when neither an allow entry nor an approval covers it', async () => {
    const result = await checkOnce(gitTracked(), { target: 'notes.txt' }, { 'notes.txt': 'x' }, repository('notes.txt'))
    expect(result.status).toBe('stale')
    expect(result.reason).toBe("untrusted command: approve it with 'claimcheck trust' or list it in git-tracked.allow")
  })

  it('says git cannot start when there is no git on PATH', async () => {
    const path = process.env.PATH
    process.env.PATH = '/nonexistent'
    try {
      const result = await checkOnce(gitTracked(), { target: 'notes.txt' }, { 'notes.txt': 'x' }, undefined, {
        allow: [ALLOW],
      })
      expect(result).toMatchObject({ status: 'stale', reason: 'cannot start git: ENOENT' })
    } finally {
      process.env.PATH = path
    }
  })
})

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  checkOnce,
  cleanLayouts,
  COSTLY_PATTERN,
  costlyText,
  layout,
  processEnded,
  testChecker,
} from '@claimcheck/testkit'
import { command } from '../dist/index.js'

afterAll(cleanLayouts)

const outside = layout({ 'secret.txt': 'x' })
const UNTRUSTED = "untrusted command: approve it with 'claimcheck trust' or list it in command.allow"

testChecker(command, {
  // What a project would list in the checker's allow setting for these cases: patterns for plain commands, the
  // exact line for one that holds shell syntax.
  allow: [
    'test -f *',
    'true',
    'sh -c *',
    'printf *',
    'echo *',
    'sleep *',
    'no-such-program-anywhere *',
    'no-such-program-anywhere',
    'echo first >&2; grep -q derive scripts/batch.sh; echo >&2; exit 2',
    'kill -9 $$',
    './not-executable.sh',
    'cat *',
  ],
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    {
      name: 'a shell command line that exits 0',
      files: { 'scripts/batch.sh': 'echo\n' },
      options: { target: 'test -f scripts/batch.sh' },
      reason: 'exit 0',
    },
    {
      name: 'argv, with no shell, and the exit code the claim expects',
      options: { argv: ['sh', '-c', 'exit 3'], exit: 3 },
      reason: 'exit 3',
    },
    {
      name: 'argv words are never split or expanded by a shell',
      files: { 'a b.txt': 'x' },
      options: { argv: ['test', '-f', 'a b.txt'] },
      reason: 'exit 0',
    },
    {
      name: 'stdout matching a pattern, ^ and $ at line ends',
      options: { target: 'printf "first\\nmodel: opus-4\\n"', stdout: '^model: opus-\\d$' },
      reason: 'exit 0',
    },
    {
      name: 'cwd relative to the root',
      files: { 'sub/b.txt': 'x' },
      options: { target: 'test -f b.txt', cwd: 'sub' },
      reason: 'exit 0',
    },
  ],
  stale: [
    {
      name: 'a command that exits 1 with nothing on stderr',
      options: { target: 'test -f scripts/batch.sh' },
      reason: 'exit 1',
    },
    {
      name: 'the last non-empty line of stderr follows the exit code',
      options: { target: 'echo first >&2; grep -q derive scripts/batch.sh; echo >&2; exit 2' },
      reason: /^exit 2: grep: scripts\/batch\.sh: No such file or directory$/,
    },
    {
      name: 'an exit code other than the one expected says which was expected',
      options: { target: 'true', exit: 3 },
      reason: 'exit 0 (expected 3)',
    },
    {
      name: 'stdout that does not match',
      options: { target: 'echo model: opus-3', stdout: '^model: opus-4$' },
      reason: 'stdout does not match /^model: opus-4$/',
    },
    {
      name: 'a program that does not exist',
      options: { argv: ['no-such-program-anywhere', '--version'] },
      reason: 'cannot run no-such-program-anywhere: not found',
    },
    {
      name: 'a shell command that does not exist',
      options: { target: 'no-such-program-anywhere' },
      // The shell's own words: "not found", or "Permission denied" when PATH holds a folder this
      // user may not search (root's PATH kept by `runuser -u nobody`).
      reason: /^exit 127: .*no-such-program-anywhere: (?:(?:command )?not found|Permission denied)$/,
    },
    {
      name: 'a program killed by a signal',
      options: { target: 'kill -9 $$' },
      reason: 'killed by SIGKILL',
    },
    {
      name: 'a cwd outside the root',
      options: { target: 'true', cwd: outside },
      reason: `target outside root: ${outside}`,
    },
    {
      name: 'a cwd that does not exist',
      options: { target: 'true', cwd: 'gone' },
      reason: 'missing: gone',
    },
    {
      name: 'a cwd that is a file',
      files: { 'a.txt': 'x' },
      options: { target: 'true', cwd: 'a.txt' },
      reason: 'cwd is not a folder: a.txt',
    },
    {
      name: 'a stdout pattern RE2 cannot run in linear time',
      options: { target: 'true', stdout: '(a)\\1' },
      reason: /^invalid pattern: /,
    },
    {
      name: 'a command past its timeout',
      options: { target: 'sleep 30', timeout: 1 },
      reason: 'timed out after 1s',
    },
    {
      name: 'stdout not matching in the part of a longer output that is kept',
      settings: { maxOutputBytes: 16 },
      options: { target: 'printf "%040d\\nmodel: opus-4\\n" 0', stdout: 'opus-4' },
      reason: 'stdout does not match /opus-4/ in the first 16 bytes',
    },
    {
      name: 'a file that is not executable cannot start',
      files: { 'not-executable.sh': 'echo\n' },
      options: { argv: ['./not-executable.sh'] },
      reason: 'cannot run ./not-executable.sh: permission denied',
    },
    {
      name: 'a stdout pattern too costly for the check is abandoned at its timeout (300 KB, a thousand states)',
      files: { 'big.txt': costlyText(300 * 1024) },
      options: { target: 'cat big.txt', stdout: COSTLY_PATTERN, timeout: 2 },
      reason: 'timed out after 2s',
    },
    {
      name: 'a command no allow entry matches is held, never run',
      options: { target: 'touch planted.txt' },
      reason: UNTRUSTED,
    },
    {
      name: 'an allowed command with shell syntax after it is held',
      options: { target: 'test -f a.txt; touch planted.txt' },
      reason: UNTRUSTED,
    },
  ],
  invalid: [
    {
      options: {},
      reason: "needs exactly one of 'target' (a shell command line) and 'argv' (a program and its arguments)",
    },
    {
      options: { target: 'true', argv: ['true'] },
      reason: "needs exactly one of 'target' (a shell command line) and 'argv' (a program and its arguments)",
    },
    { options: { argv: [] }, reason: "'argv' must name a program" },
    { options: { argv: 'true' }, reason: "'argv' must be a list of strings" },
    { options: { target: 'true', exit: 256 }, reason: "'exit' must be a whole number from 0 to 255" },
    { options: { target: 'true', exit: '0' }, reason: "'exit' must be a whole number from 0 to 255" },
    { options: { target: 'true', stdot: 'x' }, reason: "unknown option 'stdot'" },
    { options: { target: '' }, reason: "'target' must not be empty" },
  ],
})

describe('command: what it leaves behind and what it sees', () => {
  it('a timeout kills the whole process group: the grandchild holding the pipe goes too', async () => {
    // A grandchild that outlives the test's own time limit: a check that waited for it would fail the test.
    const target = 'sleep 600 & echo $! > grandchild.pid; wait'
    const result = await checkOnce(command(), { target, timeout: 1 }, {}, undefined, { allow: [target] })
    expect(result).toMatchObject({ status: 'stale', reason: 'timed out after 1s' })
    const grandchild = Number(readFileSync(join(result.root, 'grandchild.pid'), 'utf8'))
    expect(await processEnded(grandchild)).toBe(true)
  })

  it('a program that leaves a child running in the background ends with it', async () => {
    const target = 'sleep 30 > /dev/null 2>&1 & echo $! > child.pid'
    const result = await checkOnce(command(), { target }, {}, undefined, { allow: [target] })
    expect(result).toMatchObject({ status: 'fresh', reason: 'exit 0' })
    const child = Number(readFileSync(join(result.root, 'child.pid'), 'utf8'))
    expect(await processEnded(child)).toBe(true)
  })

  it("a secret in claimcheck's environment is not visible to the command; a variable the config names is", async () => {
    process.env.CLAIMCHECK_TEST_TOKEN = 'not-for-commands'
    try {
      const run = await checkOnce(command(), { target: 'env > seen.txt' }, {}, undefined, { allow: ['env > seen.txt'] })
      expect(run).toMatchObject({ status: 'fresh', reason: 'exit 0' })
      const seen = readFileSync(join(run.root, 'seen.txt'), 'utf8')
      expect(seen).not.toContain('not-for-commands')
      const names = seen
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('=')[0] ?? '')
      // sh adds PWD (and some add SHLVL or _) of its own; nothing else of the caller's comes through.
      expect(names.filter((name) => !['PWD', 'SHLVL', '_', 'OLDPWD'].includes(name)).sort()).toEqual(
        ['HOME', 'LANG', 'PATH', 'TERM'].filter((name) => process.env[name] !== undefined).sort(),
      )
      const target = 'test "$CLAIMCHECK_TEST_TOKEN" = not-for-commands'
      const named = await checkOnce(command(), { target }, {}, undefined, {
        settings: { env: ['CLAIMCHECK_TEST_TOKEN'] },
        allow: [target],
      })
      expect(named).toMatchObject({ status: 'fresh', reason: 'exit 0' })
    } finally {
      delete process.env.CLAIMCHECK_TEST_TOKEN
    }
  })

  it('gigabytes of output are read and dropped past the cap: memory stays small', () => {
    // In a process of its own, so that its peak memory is the check's alone.
    const script = `
      import { runCheck } from '@claimcheck/core'
      import { command } from './dist/index.js'
      const report = await runCheck(command(), { target: 'head -c 2147483648 /dev/zero; echo', stdout: 'never', timeout: 120 }, { root: process.cwd(), trust: () => undefined })
      console.log(JSON.stringify({ status: report.status, reason: report.reason, rss: process.resourceUsage().maxRSS }))
    `
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '..'),
      encoding: 'utf8',
      timeout: 180_000,
    })
    expect(run.stderr).toBe('')
    const { status, reason, rss } = JSON.parse(run.stdout) as { status: string; reason: string; rss: number }
    expect({ status, reason }).toEqual({
      status: 'stale',
      reason: 'stdout does not match /never/ in the first 1048576 bytes',
    })
    // 2 GiB went through; the process never held more than a small part of it.
    expect(rss / 1024).toBeLessThan(200)
  }, 200_000)
})

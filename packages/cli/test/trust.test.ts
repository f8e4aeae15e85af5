// Commands in memory files run only when the project allowed them or the user approved them at a
// terminal; approvals bind to the command as it was shown; a user-scope hook runs no unapproved
// JavaScript config (SPEC §5.5, §6.6).
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { cli, runCli, runInTerminal } from './run-cli.ts'

afterAll(cleanLayouts)

const UNTRUSTED = "untrusted command: approve it with 'claimcheck trust' or list it in command.allow"
const CONFIG = "checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-command']\n"
/** The config with settings for the command checker (`allow`: the lines the project reviewed). */
const commandWith = (settings: Record<string, unknown>) =>
  `checkers: ['@claimcheck/checker-readable', ['@claimcheck/checker-command', ${JSON.stringify(settings)}]]\n`

const memoryWith = (name: string, check: string) => `---\nname: ${name}\nverify:\n  kind: command\n${check}---\nBody.\n`

/** A project that enables the command checker, with a home of its own for the trust store. */
function project(files: Record<string, Entry>, config = CONFIG) {
  const root = layout({ '.git/HEAD': 'x', 'claimcheck.config.yaml': config, 'home/.keep': '', ...files })
  return { root, env: { HOME: join(root, 'home') } }
}

const lines = (stdout: string) => stdout.split('\n').filter((line) => /^(OK|STALE|SKIP) /.test(line))

describe('an untrusted command never starts (SPEC §5.5)', () => {
  const files = { 'memory/plant.md': memoryWith('plant', '  target: touch planted.txt\n') }

  it.each([
    ['in CI, without a terminal', { CI: 'true' }, false],
    ['outside CI, without a terminal', {}, false],
    ['in CI, at a terminal', { CI: 'true' }, true],
    ['outside CI, at a terminal', {}, true],
  ] as const)('%s: stale, and the file it would create is not there', (_, extra, terminal) => {
    const { root, env } = project(files)
    const run = terminal ? runInTerminal : runCli
    const result = run(['check', 'memory'], { cwd: root, env: { ...env, ...extra } })
    expect(result.code).toBe(1)
    expect(lines(result.stdout)).toEqual([`STALE plant: ${UNTRUSTED}`])
    expect(existsSync(join(root, 'planted.txt'))).toBe(false)
  })

  it('without the command checker enabled, a command check names the package to enable', async () => {
    const { root, env } = project(files, 'timeout: 5\n')
    const result = await cli(['check', 'memory'], { cwd: root, env })
    expect(lines(result.stdout)).toEqual([
      "STALE plant: no checker for kind 'command' (enable @claimcheck/checker-command in claimcheck.config)",
    ])
    expect(existsSync(join(root, 'planted.txt'))).toBe(false)
  })
})

describe('the allow setting (SPEC §5.5)', () => {
  it('an allowed glob runs; a near miss, and a command hidden after an allowed one, do not', async () => {
    const { root, env } = project(
      {
        'a.txt': 'x\n',
        'memory/a-allowed.md': memoryWith('allowed', '  target: test -f a.txt\n'),
        'memory/b-argv.md': memoryWith('argv', '  argv: [test, -f, a.txt]\n'),
        'memory/c-near.md': memoryWith('near', '  target: test -e a.txt\n'),
        'memory/d-exact.md': memoryWith('exact', '  target: git --version\n'),
        'memory/e-prefix.md': memoryWith('prefix', '  target: git --version; touch planted.txt\n'),
      },
      commandWith({ allow: ['test -f *', 'git --version'] }),
    )
    const result = await cli(['check', 'memory'], { cwd: root, env })
    expect(lines(result.stdout)).toEqual([
      'OK    allowed: exit 0',
      'OK    argv: exit 0',
      'OK    exact: exit 0',
      `STALE near: ${UNTRUSTED}`,
      `STALE prefix: ${UNTRUSTED}`,
    ])
    expect(existsSync(join(root, 'planted.txt'))).toBe(false)
  })

  describe("with the README's own entries, ['test -f *', 'git ls-files *']", () => {
    const README_ALLOW = commandWith({ allow: ['test -f *', 'git ls-files *'] })
    const evil = '#!/bin/sh\ntouch planted.txt\n'

    it('an allowed command runs', async () => {
      const { root, env } = project(
        { 'data/x.txt': 'x\n', 'memory/a.md': memoryWith('plain', '  target: test -f data/x.txt\n') },
        README_ALLOW,
      )
      expect(lines((await cli(['check', 'memory'], { cwd: root, env })).stdout)).toEqual(['OK    plain: exit 0'])
    })

    it.each([
      ['a command after ;', '  target: test -f x; touch planted.txt\n'],
      ['a command after a newline', '  target: "test -f x\\ntouch planted.txt"\n'],
      ['a command after &&', '  target: test -f x && touch planted.txt\n'],
      ['a pipe into a shell', '  target: \'test -f x | sh -c "touch planted.txt"\'\n'],
      ['a command substitution', '  target: git ls-files $(touch planted.txt)\n'],
      ['backquotes', '  target: git ls-files `touch planted.txt`\n'],
      ['a redirection that writes', '  target: test -f x > planted.txt\n'],
      ['a subshell', '  target: test -f (touch planted.txt)\n'],
      ['a program in a folder named like an allowed command (argv)', "  argv: ['test -f x/evil.sh']\n"],
    ])('%s is held, and the marker file is never written', async (_, check) => {
      const { root, env } = project(
        { 'test -f x/evil.sh': evil, 'memory/attack.md': memoryWith('attack', check) },
        README_ALLOW,
      )
      chmodSync(join(root, 'test -f x/evil.sh'), 0o755)
      const result = await cli(['check', 'memory'], { cwd: root, env })
      expect(lines(result.stdout)).toEqual([`STALE attack: ${UNTRUSTED}`])
      expect(existsSync(join(root, 'planted.txt'))).toBe(false)
    })

    it('an entry that leaves the program to a wildcard is a config error naming it', async () => {
      const { root, env } = project(
        { 'memory/a.md': memoryWith('a', '  target: touch planted.txt\n') },
        commandWith({ allow: ['test -f *', '* --version'] }),
      )
      const result = await cli(['check', 'memory'], { cwd: root, env })
      expect(result).toMatchObject({
        code: 2,
        stderr:
          "claimcheck: claimcheck.config.yaml: checkers[1] (@claimcheck/checker-command): @claimcheck/checker-command settings: allow[1]: '* --version' leaves the program to a wildcard: write it out\n",
      })
      expect(existsSync(join(root, 'planted.txt'))).toBe(false)
    })
  })

  it('is refused from a config inside the memory dir, which agents write', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'memory/claimcheck.config.yaml': commandWith({ allow: ['touch *'] }),
      'memory/plant.md': memoryWith('plant', '  target: touch planted.txt\n'),
    })
    const result = await cli(['check', '.'], { cwd: join(root, 'memory'), env: { HOME: root } })
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      `claimcheck: claimcheck.config.yaml: checkers[1] (@claimcheck/checker-command): setting 'allow' is not read from a config inside the memory dir ${join(root, 'memory')}\n`,
    )
    expect(existsSync(join(root, 'memory/planted.txt'))).toBe(false)
  })

  it("passes the variables its env setting names, and none of the caller's others", async () => {
    const { root, env } = project(
      {
        'memory/a.md': memoryWith('named', '  target: test "$PASSED_ON" = yes\n'),
        'memory/b.md': memoryWith('secret', '  target: test -z "$NPM_TOKEN"\n'),
      },
      commandWith({ allow: ['test "$PASSED_ON" = yes', 'test -z "$NPM_TOKEN"'], env: ['PASSED_ON'] }),
    )
    const result = runCli(['check', 'memory'], {
      cwd: root,
      env: { ...env, PASSED_ON: 'yes', NPM_TOKEN: 'npm_secret' },
    })
    expect(lines(result.stdout)).toEqual(['OK    named: exit 0', 'OK    secret: exit 0'])
  })

  it("runs as the user all the same: a command allowed or approved can read claimcheck's own environment in /proc (SECURITY.md)", async () => {
    const { root, env } = project(
      {
        'memory/a.md': memoryWith('reads', "  argv: [sh, -c, 'grep -qa NPM_TOKEN=npm_secret /proc/$PPID/environ']\n"),
      },
      commandWith({ allow: ['sh -c *'] }),
    )
    const result = runCli(['check', 'memory'], { cwd: root, env: { ...env, NPM_TOKEN: 'npm_secret' } })
    // Not a promise but a limit, kept true here so that SECURITY.md stays true: the guard is the approval.
    expect(lines(result.stdout)).toEqual(['OK    reads: exit 0'])
  })

  it('a timeout ends the whole process group: the run settles and leaves no process behind', async () => {
    // A sleeper that outlives the test's own time limit: a run that waited for it would fail the test.
    const { root, env } = project(
      { 'memory/slow.md': memoryWith('slow', '  target: sleep 600 & echo $! > sleeper.pid; wait\n  timeout: 1\n') },
      commandWith({ allow: ['sleep 600 & echo $! > sleeper.pid; wait'] }),
    )
    const result = await cli(['check', 'memory'], { cwd: root, env })
    expect(lines(result.stdout)).toEqual(['STALE slow: timed out after 1s'])
    const pid = Number(readFileSync(join(root, 'sleeper.pid'), 'utf8'))
    const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : ''
    // Gone, or a zombie waiting only for a parent to reap it.
    expect(stat === '' || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')).toBe(true)
  })
})

describe('claimcheck trust (SPEC §6.6)', () => {
  const files = {
    'a.txt': 'x\n',
    'memory/a.md': memoryWith('first', '  target: test -f a.txt\n'),
    'memory/b.md': memoryWith('second', '  target: touch approved-ran.txt\n  cwd: sub\n'),
    'memory/c.md': memoryWith('third', '  target: touch declined-ran.txt\n'),
    'sub/.keep': '',
  }

  it('asks at a terminal, one command at a time; what was approved runs, what was declined does not', async () => {
    const { root, env } = project(files)
    const asked = runInTerminal(['trust', 'memory'], { cwd: root, env, input: 'y\ny\nn\n' })
    expect(asked.code).toBe(0)
    expect(asked.stdout).toContain(
      'memory/b.md would run:\n  touch approved-ran.txt\n  cwd: sub\nRun it when claimcheck checks this memory? [y/N] ',
    )
    expect(asked.stdout).toContain('memory/a.md would run:\n  test -f a.txt\n  cwd: . (the root)\n')
    expect(asked.stdout).toContain('approved 2 of 3 commands\n')
    // Asking ran nothing.
    expect(existsSync(join(root, 'sub/approved-ran.txt'))).toBe(false)

    const result = await cli(['check', 'memory'], { cwd: root, env })
    expect(lines(result.stdout)).toEqual(['OK    first: exit 0', 'OK    second: exit 0', `STALE third: ${UNTRUSTED}`])
    expect(existsSync(join(root, 'sub/approved-ran.txt'))).toBe(true)
    expect(existsSync(join(root, 'declined-ran.txt'))).toBe(false)

    const store = join(root, 'home/.local/state/claimcheck/trust.json')
    expect(statSync(store).mode & 0o777).toBe(0o600)
    const listed = await cli(['trust', '--list'], { cwd: root, env })
    expect(listed.stdout.split('\n').map((line) => line.slice(12))).toEqual([
      'memory/a.md: test -f a.txt (cwd: . (the root))',
      'memory/b.md: touch approved-ran.txt (cwd: sub)',
      '',
    ])
  })

  it('an edit after approval, to the command or its options or the file it is in, needs a new approval', async () => {
    const { root, env } = project(files)
    runInTerminal(['trust', 'memory'], { cwd: root, env, input: 'y\ny\ny\n' })
    writeFileSync(join(root, 'memory/a.md'), memoryWith('first', '  target: test -f a.txt && touch edited.txt\n'))
    writeFileSync(join(root, 'memory/b.md'), memoryWith('second', '  target: touch approved-ran.txt\n  cwd: .\n'))
    writeFileSync(join(root, 'memory/d.md'), readFileSync(join(root, 'memory/c.md')))
    const result = await cli(['check', 'memory'], { cwd: root, env })
    expect(lines(result.stdout)).toEqual([
      `STALE first: ${UNTRUSTED}`,
      `STALE second: ${UNTRUSTED}`,
      'OK    third: exit 0',
      `STALE third: ${UNTRUSTED}`,
    ])
    expect(existsSync(join(root, 'edited.txt'))).toBe(false)
  })

  it('--revoke takes this project’s approvals back', async () => {
    const { root, env } = project(files)
    runInTerminal(['trust', 'memory'], { cwd: root, env, input: 'y\ny\ny\n' })
    expect((await cli(['trust', '--revoke'], { cwd: root, env })).stdout).toBe(`revoked 3 approvals for ${root}\n`)
    expect(lines((await cli(['check', 'memory'], { cwd: root, env })).stdout)).toEqual([
      `STALE first: ${UNTRUSTED}`,
      `STALE second: ${UNTRUSTED}`,
      `STALE third: ${UNTRUSTED}`,
    ])
  })

  it.each([
    ['without a terminal', {}, 'trust asks at a terminal, and this is not one; nothing was approved'],
    ['in CI', { CI: '1' }, 'trust never approves anything in CI (CI is set); nothing was approved'],
  ])('%s it approves nothing: exit 2 and one line', async (_, extra, message) => {
    const { root, env } = project(files)
    const result = await cli(['trust', 'memory'], { cwd: root, env: { ...env, ...extra }, input: 'y\ny\ny\n' })
    expect(result).toMatchObject({ code: 2, stdout: '', stderr: `claimcheck: ${message}\n` })
    expect(existsSync(join(root, 'home/.local/state'))).toBe(false)
  })

  it('shows a command with its control characters made visible, and never approves one that holds them', async () => {
    // On a terminal, the \r and the escape sequence would show `test -f a.txt` over what really runs.
    const disguised = '  target: "touch planted.txt #\\r\\e[2Ktest -f a.txt"\n'
    const { root, env } = project({ 'a.txt': 'x\n', 'memory/disguised.md': memoryWith('disguised', disguised) })
    const asked = runInTerminal(['trust', 'memory'], { cwd: root, env, input: 'y\ny\n', raw: true })
    expect(asked.code).toBe(0)
    expect(asked.stdout).toContain(
      'memory/disguised.md would run:\n  touch planted.txt #\\r\\e[2Ktest -f a.txt\n  cwd: . (the root)\n' +
        '  not approved: it holds control characters (shown escaped); such a command is never approved\n',
    )
    expect(asked.stdout).not.toContain('\u001b[2K')
    expect(asked.stdout).not.toContain('Run it when')
    expect(asked.stdout).toContain('approved 0 of 1 command\n')
    const result = await cli(['check', 'memory'], { cwd: root, env })
    expect(lines(result.stdout)).toEqual([`STALE disguised: ${UNTRUSTED}`])
    expect(existsSync(join(root, 'planted.txt'))).toBe(false)
  })

  it('--list shows what was approved with control characters made visible', async () => {
    const { root, env } = project(files)
    // A store from before approvals refused such commands, with an OSC 52 clipboard write in it.
    const approval = {
      key: 'k',
      root,
      what: 'memory/a.md: \u001b]52;c;ZWNobyBoaQ==\u0007test -f a.txt',
      approvedAt: '2026-12-01T00:00:00.000Z',
    }
    addFiles(root, { 'home/.local/state/claimcheck/trust.json': JSON.stringify({ version: 1, approvals: [approval] }) })
    const listed = await cli(['trust', '--list'], { cwd: root, env })
    expect(listed.stdout).toBe('2026-12-01  memory/a.md: \\e]52;c;ZWNobyBoaQ==\\x07test -f a.txt\n')
  })

  it('a damaged store is named, and approves nothing', async () => {
    const { root, env } = project({ ...files, 'home/.local/state/claimcheck/trust.json': '{ not json' })
    const store = join(root, 'home/.local/state/claimcheck/trust.json')
    expect((await cli(['trust', '--list'], { cwd: root, env })).stderr).toBe(
      `claimcheck: cannot read ${store}: not valid JSON (remove it to start over)\n`,
    )
    expect(lines((await cli(['check', 'memory'], { cwd: root, env })).stdout)[0]).toBe(`STALE first: ${UNTRUSTED}`)
  })
})

describe('a user-scope hook in a folder with a JavaScript config (SPEC §5.5)', () => {
  const files = {
    '.git/HEAD': 'x',
    'home/.keep': '',
    'claimcheck.config.mjs':
      "import { writeFileSync } from 'node:fs'\nwriteFileSync(new URL('./config-ran.txt', import.meta.url), 'ran')\nexport default { timeout: 5 }\n",
    'memory/gone.md': '---\nname: gone\nverify:\n  kind: readable\n  target: gone.txt\n---\nBody.\n',
  }
  const hook = async (root: string) =>
    await cli(['context', 'memory', '--format', 'claude-hook', '--user-scope'], {
      cwd: root,
      env: { HOME: join(root, 'home') },
      input: JSON.stringify({ hook_event_name: 'SessionStart', cwd: root }),
    })
  const context = (stdout: string) => JSON.parse(stdout).hookSpecificOutput.additionalContext as string

  it('runs none of an unapproved config, and says so in its context', async () => {
    const root = layout(files)
    const result = await hook(root)
    expect(result.code).toBe(0)
    expect(existsSync(join(root, 'config-ran.txt'))).toBe(false)
    expect(context(result.stdout).split('\n')).toEqual([
      "claimcheck did not load claimcheck.config.mjs: a JavaScript config runs as code, and no one approved this one. Memories were checked with the default checkers and any JSON or YAML config. To approve it as it is now, run 'claimcheck trust' in this folder.",
      "Memory 'gone' (gone.md) failed verification: missing: gone.txt. Its content may be out of date.",
    ])
  })

  it('once approved, uses the settings trust kept from it, never running it; no longer once it changed', async () => {
    const root = layout(files)
    const approval = runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\n' })
    expect(approval.stdout).toContain('Approve claimcheck.config.mjs as it is now? [y/N] ')
    // `trust` runs the config once, after the answer; the hook uses what it produced and runs nothing.
    expect(readFileSync(join(root, 'config-ran.txt'), 'utf8')).toBe('ran')
    writeFileSync(join(root, 'config-ran.txt'), '')
    expect(context((await hook(root)).stdout)).not.toContain('did not load')
    expect(readFileSync(join(root, 'config-ran.txt'), 'utf8')).toBe('')

    writeFileSync(join(root, 'claimcheck.config.mjs'), `${files['claimcheck.config.mjs']}// edited\n`)
    expect(context((await hook(root)).stdout)).toContain('claimcheck did not load claimcheck.config.mjs')
    expect(readFileSync(join(root, 'config-ran.txt'), 'utf8')).toBe('')
  })

  it('a project-scope hook, which the repository installed itself, loads the config as before', async () => {
    const root = layout(files)
    const result = await cli(['context', 'memory', '--format', 'claude-hook'], {
      cwd: root,
      env: { HOME: join(root, 'home') },
      input: JSON.stringify({ hook_event_name: 'SessionStart', cwd: root }),
    })
    expect(context(result.stdout)).not.toContain('did not load')
    expect(existsSync(join(root, 'config-ran.txt'))).toBe(true)
  })
})

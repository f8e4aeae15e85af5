// Everything a first-party checker gets, a third-party one gets through the contract (SPEC §9.3):
// the example git-tracked checker (process lane) is allowed by the project's config and runs in CI;
// a third-party network checker is never run under --offline; a lane typo is a config error.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const UNTRUSTED = "untrusted command: approve it with 'claimcheck trust' or list it in git-tracked.allow"
const gitTracked = fileURLToPath(import.meta.resolve('claimcheck-checker-git-tracked'))
const ALLOW = 'git -c core.fsmonitor=false --literal-pathspecs ls-files --error-unmatch -- *'

const memory = (name: string, check: string) => `---\nname: ${name}\nverify:\n${check}---\nBody.\n`
const lines = (stdout: string) => stdout.split('\n').filter((line) => /^(OK|STALE|SKIP) /.test(line))

/** A git repository with one committed file, the git-tracked checker enabled, and a home of its own. */
function repository(config: string, settings?: Record<string, unknown>) {
  const checker = settings ? `[${JSON.stringify(gitTracked)}, ${JSON.stringify(settings)}]` : JSON.stringify(gitTracked)
  const root = layout({
    'tracked.txt': 'x\n',
    'loose.txt': 'x\n',
    'home/.keep': '',
    'claimcheck.config.yaml': `checkers: ['@claimcheck/checker-readable', ${checker}]\n${config}`,
    'memory/a.md': memory('committed', '  kind: git-tracked\n  target: tracked.txt\n'),
    'memory/b.md': memory('untracked', '  kind: git-tracked\n  target: loose.txt\n'),
  })
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' })
  git('init', '-q')
  git('add', 'tracked.txt')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'x')
  return { root, env: { HOME: join(root, 'home') } }
}

describe('a third-party checker that starts a program (the git-tracked example)', () => {
  it('runs in CI, without a terminal, in a project whose allow setting for it lists the line it runs', async () => {
    const { root, env } = repository('', { allow: [ALLOW] })
    const result = await cli(['check', 'memory'], { cwd: root, env: { ...env, CI: 'true' } })
    expect(lines(result.stdout)).toEqual([
      'OK    committed: tracked: tracked.txt',
      'STALE untracked: not tracked: loose.txt',
    ])
    expect(result.code).toBe(1)
  })

  it('is held, and runs nothing, without an allow entry or an approval', async () => {
    const { root, env } = repository('')
    const result = await cli(['check', 'memory'], { cwd: root, env: { ...env, CI: 'true' } })
    expect(lines(result.stdout)).toEqual([`STALE committed: ${UNTRUSTED}`, `STALE untracked: ${UNTRUSTED}`])
  })

  it('claimcheck checkers shows what its kind checks', async () => {
    const { root, env } = repository('')
    const listed = JSON.parse((await cli(['checkers', '--format', 'json'], { cwd: root, env })).stdout)
    expect(listed.checkers.find((checker: { kind: string }) => checker.kind === 'git-tracked')).toMatchObject({
      package: 'claimcheck-checker-git-tracked',
      version: '1.0.0',
      description: 'git still tracks a path a memory names (its index lists it, or a file in the folder).',
    })
  })
})

describe('the host treats every checker of a lane alike', () => {
  const planted = (marker: string, resource: string) => `export default {
  apiVersion: 1,
  kind: 'probe',
  meta: { name: 'claimcheck-checker-probe', version: '1.0.0' },
  options: { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } },
  resource: ${JSON.stringify(resource)},
  async check() {
    (await import('node:fs')).writeFileSync(${JSON.stringify(marker)}, 'ran')
    return { status: 'fresh', reason: 'asked the network' }
  },
}
`

  it('a third-party network checker never runs under --offline: unverifiable, offline', async () => {
    const root = layout({ '.git/HEAD': 'x', 'memory/a.md': memory('weather', '  kind: probe\n') })
    const marker = join(root, 'ran.txt')
    addFiles(root, {
      'checkers/probe.mjs': planted(marker, 'network'),
      'claimcheck.config.yaml': 'checkers: [./checkers/probe.mjs]\n',
    })
    const offline = await cli(['check', 'memory', '--offline'], { cwd: root })
    expect(lines(offline.stdout)).toEqual(['SKIP  weather: offline'])
    expect(existsSync(marker)).toBe(false)
    expect(lines((await cli(['check', 'memory'], { cwd: root })).stdout)).toEqual(['OK    weather: asked the network'])
    expect(existsSync(marker)).toBe(true)
  })

  it('a lane that is not one of the three is a config error naming the checker, never a silent fs lane', async () => {
    const root = layout({ '.git/HEAD': 'x', 'memory/a.md': memory('probe', '  kind: probe\n') })
    const marker = join(root, 'ran.txt')
    addFiles(root, {
      'checkers/probe.mjs': planted(marker, 'proces'),
      'claimcheck.config.yaml': 'checkers: [./checkers/probe.mjs]\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      `claimcheck: claimcheck.config.yaml: checkers[0] (./checkers/probe.mjs): checker claimcheck-checker-probe (from ${join(root, 'checkers/probe.mjs')}) has resource "proces", not one of 'fs', 'process', 'network'\n`,
    )
    expect(existsSync(marker)).toBe(false)
  })
})

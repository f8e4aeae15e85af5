import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectSlug } from '../dist/index.js'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { runCli } from './run-cli.ts'

afterAll(cleanLayouts)

const fresh = '---\nverify:\n  kind: readable\n  target: README.md\n---\nThe README has content.\n'

/** A git project in a folder whose name has `_`, `.` and a space, plus a Claude config dir and a home. */
function setup() {
  const base = layout()
  const root = join(base, 'my_app.v2 beta')
  addFiles(root, { '.git/HEAD': 'ref: refs/heads/main\n', 'README.md': '# app\n', 'src/deep/x.ts': '' })
  const home = join(base, 'home')
  const config = join(base, 'claude config')
  mkdirSync(home, { recursive: true })
  // The slug rule written out by hand: every character other than A-Z a-z 0-9 becomes '-'.
  const slug = [...root].map((c) => (/[A-Za-z0-9]/.test(c) ? c : '-')).join('')
  return { base, root, home, config, slug }
}

describe('the project slug (SPEC §8.1)', () => {
  it('replaces every character other than A-Z a-z 0-9 with -', () => {
    expect(projectSlug('/home/me/my_app')).toBe('-home-me-my-app')
    expect(projectSlug('/srv/a.b c_d/é')).toBe('-srv-a-b-c-d--')
  })
})

describe('the default memory dir (SPEC §6, §8.1)', () => {
  it("finds Claude Code's auto memory dir under CLAUDE_CONFIG_DIR for a path with _ . and a space", () => {
    const { root, home, config, slug } = setup()
    expect(slug).toContain('-my-app-v2-beta')
    addFiles(config, { [`projects/${slug}/memory/readme.md`]: fresh })
    const result = runCli(['check', '--format', 'json'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.memoryDir).toBe(join(config, 'projects', slug, 'memory'))
    expect(report.root).toBe(root)
    expect(report.memories.map((m: { status: string }) => m.status)).toEqual(['fresh'])
  })

  it('uses ~/.claude without CLAUDE_CONFIG_DIR, and the git top level from a subfolder', () => {
    const { root, home, slug } = setup()
    addFiles(home, { [`.claude/projects/${slug}/memory/readme.md`]: fresh })
    const result = runCli(['check'], { cwd: join(root, 'src/deep'), env: { HOME: home } })
    expect(result.stdout).toBe('OK    readme: readable with content\n\nfresh=1 stale=0 unverifiable=0\n')
    expect(result.code).toBe(0)
  })

  it('honours autoMemoryDirectory in the project settings, and ~/ in the user settings', () => {
    const { base, root, home, config } = setup()
    addFiles(base, { 'elsewhere/memory/readme.md': fresh, 'home/notes/memory/readme.md': fresh })
    const project = join(base, 'elsewhere/memory')
    addFiles(config, { 'settings.json': JSON.stringify({ autoMemoryDirectory: '~/notes/memory' }) })
    const env = { HOME: home, CLAUDE_CONFIG_DIR: config }
    const fromUser = JSON.parse(runCli(['check', '--format', 'json'], { cwd: root, env }).stdout)
    expect(fromUser.memoryDir).toBe(join(home, 'notes/memory'))
    addFiles(root, { '.claude/settings.json': JSON.stringify({ autoMemoryDirectory: project, permissions: {} }) })
    const fromProject = JSON.parse(runCli(['check', '--format', 'json'], { cwd: root, env }).stdout)
    expect(fromProject.memoryDir).toBe(project)
  })

  it('falls back to ./memory', () => {
    const { root, home, config } = setup()
    addFiles(root, { 'memory/readme.md': fresh })
    const result = runCli(['check', '--format', 'json'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
    expect(JSON.parse(result.stdout).memoryDir).toBe(join(root, 'memory'))
  })

  it('no memory dir: exit 2 listing the places it looked, no stack trace', () => {
    const { root, home, config, slug } = setup()
    const result = runCli(['check'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(
      [
        'claimcheck: no memory dir found; looked in:',
        `  ${join(config, 'projects', slug, 'memory')} (Claude Code auto memory)`,
        `  ${join(root, 'memory')} (./memory)`,
        'name one: claimcheck check MEMORY_DIR',
        '',
      ].join('\n'),
    )
  })

  it('a settings file that is not JSON is named in a warning and skipped', () => {
    const { root, home, config, slug } = setup()
    addFiles(config, { 'settings.json': '{ not json', [`projects/${slug}/memory/readme.md`]: fresh })
    const result = runCli(['check'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
    expect(result.stderr).toBe(`claimcheck: warning: ignoring ${join(config, 'settings.json')}: not valid JSON\n`)
    expect(result.code).toBe(0)
  })
})

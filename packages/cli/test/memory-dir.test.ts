import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { autoMemoryDir, mainCheckout, projectSlug } from '../dist/index.js'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

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
  it('replaces every character other than A-Z a-z 0-9 with -', async () => {
    expect(projectSlug('/home/me/my_app')).toBe('-home-me-my-app')
    expect(projectSlug('/srv/a.b c_d/é')).toBe('-srv-a-b-c-d--')
  })
})

describe('the default memory dir (SPEC §6, §8.1)', () => {
  it("finds Claude Code's auto memory dir under CLAUDE_CONFIG_DIR for a path with _ . and a space", async () => {
    const { root, home, config, slug } = setup()
    expect(slug).toContain('-my-app-v2-beta')
    addFiles(config, { [`projects/${slug}/memory/readme.md`]: fresh })
    const result = await cli(['check', '--format', 'json'], {
      cwd: root,
      env: { HOME: home, CLAUDE_CONFIG_DIR: config },
    })
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.memoryDir).toBe(join(config, 'projects', slug, 'memory'))
    // The report says how it found the memory dir.
    expect(report.memoryDirFrom).toBe('Claude Code auto memory')
    expect(report.root).toBe(root)
    expect(report.memories.map((m: { status: string }) => m.status)).toEqual(['fresh'])
  })

  it('uses ~/.claude without CLAUDE_CONFIG_DIR, and the git top level from a subfolder', async () => {
    const { root, home, slug } = setup()
    addFiles(home, { [`.claude/projects/${slug}/memory/readme.md`]: fresh })
    const result = await cli(['check'], { cwd: join(root, 'src/deep'), env: { HOME: home } })
    expect(result.stdout).toBe('OK    readme: readable with content\n\nfresh=1 stale=0 unverifiable=0\n')
    expect(result.code).toBe(0)
  })

  it('honours autoMemoryDirectory in the project settings, and ~/ in the user settings', async () => {
    const { base, root, home, config } = setup()
    addFiles(base, { 'elsewhere/memory/readme.md': fresh, 'home/notes/memory/readme.md': fresh })
    const project = join(base, 'elsewhere/memory')
    addFiles(config, { 'settings.json': JSON.stringify({ autoMemoryDirectory: '~/notes/memory' }) })
    const env = { HOME: home, CLAUDE_CONFIG_DIR: config }
    const fromUser = JSON.parse((await cli(['check', '--format', 'json'], { cwd: root, env })).stdout)
    expect(fromUser.memoryDir).toBe(join(home, 'notes/memory'))
    expect(fromUser.memoryDirFrom).toBe(`autoMemoryDirectory in ${join(config, 'settings.json')}`)
    addFiles(root, { '.claude/settings.json': JSON.stringify({ autoMemoryDirectory: project, permissions: {} }) })
    const fromProject = JSON.parse((await cli(['check', '--format', 'json'], { cwd: root, env })).stdout)
    expect(fromProject.memoryDir).toBe(project)
  })

  it('falls back to ./memory', async () => {
    const { root, home, config } = setup()
    addFiles(root, { 'memory/readme.md': fresh })
    const result = await cli(['check', '--format', 'json'], {
      cwd: root,
      env: { HOME: home, CLAUDE_CONFIG_DIR: config },
    })
    expect(JSON.parse(result.stdout)).toMatchObject({ memoryDir: join(root, 'memory'), memoryDirFrom: './memory' })
    // context and index say it too.
    for (const args of [
      ['context', '--format', 'json'],
      ['index', '--format', 'json'],
    ]) {
      addFiles(root, { 'memory/MEMORY.md': '- [readme](readme.md)\n' })
      const report = JSON.parse((await cli(args, { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })).stdout)
      expect(report).toMatchObject({ memoryDir: join(root, 'memory'), memoryDirFrom: './memory' })
    }
  })

  it('finds the .claude/memory a team commits, from any folder of the project, before ./memory', async () => {
    const { root, home, config } = setup()
    addFiles(root, {
      '.claude/memory/MEMORY.md': '- [readme](readme.md)\n',
      '.claude/memory/readme.md': fresh,
      'src/deep/memory/other.md': fresh,
    })
    const env = { HOME: home, CLAUDE_CONFIG_DIR: config }
    const committed = { memoryDir: join(root, '.claude/memory'), memoryDirFrom: '.claude/memory' }
    for (const args of [
      ['check', '--format', 'json'],
      ['context', '--format', 'json'],
      ['index', '--format', 'json'],
      ['lint', '--format', 'json'],
    ]) {
      const result = await cli(args, { cwd: join(root, 'src/deep'), env })
      expect(result.stderr, args.join(' ')).toBe('')
      const report = JSON.parse(result.stdout)
      expect(report.memoryDir, args.join(' ')).toBe(committed.memoryDir)
      if (args[0] !== 'lint') expect(report.memoryDirFrom, args.join(' ')).toBe(committed.memoryDirFrom)
    }
    const text = await cli(['check'], { cwd: root, env })
    expect(text.stderr).toBe(`claimcheck: memory dir ${join(root, '.claude/memory')} (.claude/memory)\n`)
  })

  it("Claude Code's auto memory dir comes before .claude/memory", async () => {
    const { root, home, config, slug } = setup()
    addFiles(root, { '.claude/memory/readme.md': fresh })
    addFiles(config, { [`projects/${slug}/memory/readme.md`]: fresh })
    const result = await cli(['check', '--format', 'json'], {
      cwd: root,
      env: { HOME: home, CLAUDE_CONFIG_DIR: config },
    })
    expect(JSON.parse(result.stdout).memoryDirFrom).toBe('Claude Code auto memory')
  })

  it('a memoryDir the config names that does not exist is a config error, never another folder checked', async () => {
    const { root, home, config, slug } = setup()
    addFiles(root, { 'claimcheck.config.yaml': 'memoryDir: docs/memroy\n', 'memory/readme.md': fresh })
    addFiles(config, { [`projects/${slug}/memory/readme.md`]: fresh })
    const problem = `claimcheck.config.yaml: 'memoryDir' is docs/memroy, but ${join(root, 'docs/memroy')} is not a folder`
    for (const command of ['check', 'index', 'lint']) {
      const result = await cli([command], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
      expect(result, command).toEqual({ code: 2, stdout: '', stderr: `claimcheck: ${problem}\n` })
    }
    // context fails toward distrust: what it can find is held, with the reason (SPEC §6.2).
    const context = await cli(['context'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
    expect(context.code).toBe(2)
    expect(context.stdout).toContain(`- readme: held (verifier error: ${problem})`)
    // The argument still wins over the config.
    expect((await cli(['check', 'memory'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })).code).toBe(0)
  })

  it('no memory dir: exit 2 listing the places it looked, no stack trace', async () => {
    const { root, home, config, slug } = setup()
    const result = await cli(['check'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(
      [
        'claimcheck: no memory dir found; looked in:',
        `  ${join(config, 'projects', slug, 'memory')} (Claude Code auto memory)`,
        `  ${join(root, '.claude/memory')} (.claude/memory)`,
        `  ${join(root, 'memory')} (./memory)`,
        'name one as MEMORY_DIR on the command line, or set memoryDir in the config',
        '',
      ].join('\n'),
    )
  })

  it('a settings file that is not JSON is named in a warning and skipped', async () => {
    const { root, home, config, slug } = setup()
    addFiles(config, { 'settings.json': '{ not json', [`projects/${slug}/memory/readme.md`]: fresh })
    const result = await cli(['check'], { cwd: root, env: { HOME: home, CLAUDE_CONFIG_DIR: config } })
    expect(result.stderr).toBe(
      [
        `claimcheck: warning: ignoring ${join(config, 'settings.json')}: not valid JSON`,
        // A text report names the memory dir it used when the user did not.
        `claimcheck: memory dir ${join(config, 'projects', slug, 'memory')} (Claude Code auto memory)`,
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(0)
  })
})

describe("Claude Code's auto memory dir, step by step (SPEC §8.1)", () => {
  const quiet = { warnings: [] as string[] }
  const envOf = (
    cwd: string,
    vars: Record<string, string>,
    extra: { home?: string; managedSettings?: string } = {},
  ) => {
    quiet.warnings = []
    return { cwd, env: vars, ...extra, warn: (message: string) => quiet.warnings.push(message) }
  }
  /** Claude Code's slug, written out again from SPEC §8.1 (not taken from the code under test). */
  const expectedSlug = (path: string) => {
    const slug = [...path].map((c) => (/[A-Za-z0-9]/.test(c) ? c : '-')).join('')
    if (slug.length <= 200) return slug
    let h = 0
    for (let i = 0; i < path.length; i++) h = ((h << 5) - h + path.charCodeAt(i)) | 0
    return `${slug.slice(0, 200)}-${Math.abs(h).toString(36)}`
  }

  it('a path whose slug is over 200 characters: the first 200, -, and the hash of the path', async () => {
    const long = `/work/${'very-long-folder-name/'.repeat(12)}project`
    expect(long.length).toBeGreaterThan(200)
    expect(projectSlug(long)).toBe(expectedSlug(long))
    expect(projectSlug(long)).toMatch(/^-work-very-long-folder-name-.{170,}-[0-9a-z]+$/)
    // Every UTF-16 unit counts: a character beyond the basic plane is two dashes.
    expect(projectSlug('/a/😀')).toBe('-a---')
  })

  it('every worktree of a repository uses the main checkout, and a bare repository its own folder', async () => {
    const base = layout()
    const main = join(base, 'main')
    addFiles(main, {
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.git/worktrees/feature/HEAD': 'x',
      '.git/worktrees/feature/gitdir': `${join(base, 'feature/.git')}\n`,
      '.git/worktrees/moved/gitdir': `${join(base, 'moved-from/.git')}\n`,
    })
    addFiles(base, { 'feature/.git': `gitdir: ${join(main, '.git/worktrees/feature')}\n` })
    addFiles(base, {
      'bare.git/worktrees/wt/HEAD': 'x',
      'bare.git/worktrees/wt/gitdir': `${join(base, 'wt/.git')}\n`,
      'wt/.git': `gitdir: ${join(base, 'bare.git/worktrees/wt')}\n`,
    })
    // A worktree moved with mv: its back-link names the old place, so it keeps its own slug.
    addFiles(base, { 'moved-to/.git': `gitdir: ${join(main, '.git/worktrees/moved')}\n` })
    expect(mainCheckout(join(base, 'feature'))).toBe(main)
    expect(mainCheckout(main)).toBe(main)
    expect(mainCheckout(join(base, 'wt'))).toBe(join(base, 'bare.git'))
    expect(mainCheckout(join(base, 'moved-to'))).toBe(join(base, 'moved-to'))
    const env = envOf(join(base, 'feature'), { CLAUDE_CONFIG_DIR: join(base, 'config') })
    expect(autoMemoryDir(join(base, 'feature'), env).path).toBe(
      join(base, 'config/projects', expectedSlug(main), 'memory'),
    )
  })

  it('a worktree finds the main checkout memory from the command line', async () => {
    const base = layout()
    const main = join(base, 'main')
    addFiles(main, {
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.git/worktrees/feature/HEAD': 'x',
      '.git/worktrees/feature/gitdir': `${join(base, 'feature/.git')}\n`,
      'README.md': '# app\n',
    })
    addFiles(base, {
      'feature/.git': `gitdir: ${join(main, '.git/worktrees/feature')}\n`,
      'feature/README.md': '# app\n',
    })
    const config = join(base, 'config')
    addFiles(config, { [`projects/${expectedSlug(main)}/memory/readme.md`]: fresh })
    const result = await cli(['check', '--format', 'json'], {
      cwd: join(base, 'feature'),
      env: { CLAUDE_CONFIG_DIR: config },
    })
    expect(JSON.parse(result.stdout).memoryDir).toBe(join(config, 'projects', expectedSlug(main), 'memory'))
  })

  it('the environment: CLAUDE_COWORK_MEMORY_PATH_OVERRIDE, CLAUDE_CODE_REMOTE_MEMORY_DIR, CLAUDE_CODE_PROJECT_DIR_NAME', async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const config = join(root, 'config')
    const dir = (vars: Record<string, string>) => autoMemoryDir(root, envOf(root, vars)).path
    expect(
      dir({ CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: '/srv/cowork/memory', CLAUDE_CODE_REMOTE_MEMORY_DIR: '/remote' }),
    ).toBe('/srv/cowork/memory')
    expect(dir({ CLAUDE_CODE_REMOTE_MEMORY_DIR: '/remote', CLAUDE_CONFIG_DIR: config })).toBe(
      join('/remote/projects', expectedSlug(root), 'memory'),
    )
    // The name replaces the slug only with CLAUDE_CONFIG_DIR set, and only a name of that shape.
    expect(dir({ CLAUDE_CODE_PROJECT_DIR_NAME: 'my_project-1', CLAUDE_CONFIG_DIR: config })).toBe(
      join(config, 'projects/my_project-1/memory'),
    )
    expect(dir({ CLAUDE_CODE_PROJECT_DIR_NAME: 'my_project-1' })).toMatch(/\/projects\/-.*\/memory$/)
    expect(dir({ CLAUDE_CODE_PROJECT_DIR_NAME: '../out', CLAUDE_CONFIG_DIR: config })).toBe(
      join(config, 'projects', expectedSlug(root), 'memory'),
    )
    // A Windows device name is never a project folder name: the slug is used.
    for (const name of ['con', 'NUL', 'Com1', 'lpt9'])
      expect(dir({ CLAUDE_CODE_PROJECT_DIR_NAME: name, CLAUDE_CONFIG_DIR: config })).toBe(
        join(config, 'projects', expectedSlug(root), 'memory'),
      )
    // CLAUDE_CONFIG_DIR set but empty is the empty path: relative to the folder the session runs in.
    expect(dir({ CLAUDE_CONFIG_DIR: '' })).toBe(join(root, 'projects', expectedSlug(root), 'memory'))
    // A relative override is ignored: the default applies.
    expect(dir({ CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: 'notes/memory', CLAUDE_CONFIG_DIR: config })).toBe(
      join(config, 'projects', expectedSlug(root), 'memory'),
    )
  })

  it('autoMemoryDirectory: managed policy first, then local, project and user settings; an invalid value means the default', async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const config = join(root, 'config')
    const managedSettings = join(root, 'managed.json')
    const set = (file: string, value: unknown) =>
      addFiles(root, { [file]: JSON.stringify({ autoMemoryDirectory: value }) })
    const dir = () =>
      autoMemoryDir(root, envOf(root, { CLAUDE_CONFIG_DIR: config }, { home: '/home/me', managedSettings }))
    const fallback = join(config, 'projects', expectedSlug(root), 'memory')
    set('config/settings.json', '~/notes')
    expect(dir().path).toBe('/home/me/notes')
    set('.claude/settings.json', '/from/project')
    expect(dir().path).toBe('/from/project')
    set('.claude/settings.local.json', '/from/local')
    expect(dir().path).toBe('/from/local')
    set('managed.json', '/from/policy')
    expect(dir()).toEqual({ path: '/from/policy', from: `autoMemoryDirectory in ${managedSettings}` })
    for (const invalid of ['relative/memory', '~/../escape', '~']) {
      set('managed.json', invalid)
      expect(dir().path).toBe(fallback)
      expect(quiet.warnings).toEqual([
        `ignoring autoMemoryDirectory in ${managedSettings}: expected an absolute path or one starting with ~/ (Claude Code then uses its default)`,
      ])
    }
  })

  it('in CI, a setting the repository under test holds is not followed, with a warning', async () => {
    const root = layout({ '.git/HEAD': 'x', '.claude/settings.json': JSON.stringify({ autoMemoryDirectory: '/etc' }) })
    const config = join(root, 'config')
    const { path } = autoMemoryDir(root, envOf(root, { CLAUDE_CONFIG_DIR: config, CI: 'true' }))
    expect(path).toBe(join(config, 'projects', expectedSlug(root), 'memory'))
    expect(quiet.warnings).toEqual([
      `ignoring autoMemoryDirectory in ${join(root, '.claude/settings.json')}: in CI a setting of the repository under test is not followed`,
    ])
  })

  it('auto memory off: check says so when it falls back to ./memory, and the SessionStart hook is silent', async () => {
    const { root, home, config, slug } = setup()
    // The auto memory dir holds a stale claim: a hook that verified it would say so.
    const stale = '---\nverify:\n  kind: readable\n  target: gone.txt\n---\nGone.\n'
    addFiles(config, { [`projects/${slug}/memory/gone.md`]: stale })
    addFiles(root, { 'memory/readme.md': fresh })
    const on = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { HOME: home, CLAUDE_CONFIG_DIR: config },
      input: '{"hook_event_name":"SessionStart"}',
    })
    expect(on.stdout).toContain('failed verification: missing: gone.txt')
    for (const env of [
      { HOME: home, CLAUDE_CONFIG_DIR: config, CLAUDE_CODE_DISABLE_AUTO_MEMORY: 'yes' },
      { HOME: home, CLAUDE_CONFIG_DIR: config },
    ]) {
      if (!('CLAUDE_CODE_DISABLE_AUTO_MEMORY' in env)) {
        addFiles(config, { 'settings.json': JSON.stringify({ autoMemoryEnabled: false }) })
      }
      const result = await cli(['check', '--format', 'json'], { cwd: root, env })
      expect(JSON.parse(result.stdout).memoryDir).toBe(join(root, 'memory'))
      expect(result.stderr).toBe(
        `claimcheck: warning: Claude Code's auto memory is off here; using ${join(root, 'memory')}\n`,
      )
      const hook = await cli(['context', '--format', 'claude-hook'], {
        cwd: root,
        env,
        input: '{"hook_event_name":"SessionStart"}',
      })
      expect(hook).toMatchObject({ code: 0, stdout: '' })
    }
  })
})

describe('every memory dir of a project: --all (SPEC §7, §8.1)', () => {
  it("check and index cover Claude Code's auto memory dir and each subagent's, a section each", async () => {
    const { root, home, config, slug } = setup()
    const auto = join(config, 'projects', slug, 'memory')
    const stale = '---\nverify:\n  kind: readable\n  target: gone.txt\n---\nGone.\n'
    addFiles(auto, { 'gone.md': stale, 'MEMORY.md': '- [gone](gone.md)\n' })
    addFiles(root, {
      '.claude/agent-memory/reviewer/readme.md': fresh,
      '.claude/agent-memory/reviewer/MEMORY.md': '---\nname: reviewer\n---\n- [readme](readme.md)\n',
    })
    addFiles(config, { 'agent-memory/writer/readme.md': fresh })
    const env = { HOME: home, CLAUDE_CONFIG_DIR: config }
    const reviewer = join(root, '.claude/agent-memory/reviewer')
    const writer = join(config, 'agent-memory/writer')

    const check = await cli(['check', '--all'], { cwd: root, env })
    expect(check.stdout).toBe(
      [
        `== ${auto} (Claude Code auto memory)`,
        'STALE gone: missing: gone.txt',
        '',
        'fresh=0 stale=1 unverifiable=0',
        '',
        `== ${reviewer} (subagent reviewer, project scope)`,
        'OK    readme: readable with content',
        '',
        'fresh=1 stale=0 unverifiable=0',
        '',
        `== ${writer} (subagent writer, user scope)`,
        'OK    readme: readable with content',
        '',
        'fresh=1 stale=0 unverifiable=0',
        '',
        'fresh=2 stale=1 unverifiable=0',
        '',
      ].join('\n'),
    )
    expect(check.code).toBe(1)
    const json = JSON.parse((await cli(['check', '--all', '--format', 'json'], { cwd: root, env })).stdout)
    expect(json.summary).toEqual({ total: 3, fresh: 2, stale: 1, unverifiable: 0, inferred: 0 })
    expect(json.sections.map((s: { memoryDir: string; from: string }) => [s.memoryDir, s.from])).toEqual([
      [auto, 'Claude Code auto memory'],
      [reviewer, 'subagent reviewer, project scope'],
      [writer, 'subagent writer, user scope'],
    ])

    const index = await cli(['index', '--all', '--fail-on', 'error'], { cwd: root, env })
    expect(index.stderr).toBe(`claimcheck: warning: no MEMORY.md in ${writer}; left out\n`)
    const headers = index.stdout.split('\n').filter((line) => line.startsWith('== ') || line.startsWith('MEMORY.md'))
    expect(headers).toEqual([
      `== ${auto} (Claude Code auto memory)`,
      'MEMORY.md loads 1 of 1 lines and 17 of 17 characters (limits: 200 lines, 25000 characters)',
      `== ${reviewer} (subagent reviewer, project scope)`,
      // Read raw: the subagent's frontmatter counts.
      'MEMORY.md loads 4 of 4 lines and 44 of 44 characters (limits: 200 lines, 25000 characters; a subagent index, read raw)',
    ])
    expect(index.stdout.trimEnd().split('\n').at(-1)).toBe('errors=0 warnings=0 info=2')
    const context = await cli(['context', '--all'], { cwd: root, env })
    expect(context.stdout).toBe(
      [
        `# ${auto} (Claude Code auto memory)`,
        '',
        '## Held memories (bodies withheld)',
        '- gone: held (missing: gone.txt)',
        '',
        `# ${reviewer} (subagent reviewer, project scope)`,
        '',
        '## readme',
        'The README has content.',
        '',
        `# ${writer} (subagent writer, user scope)`,
        '',
        '## readme',
        'The README has content.',
        '',
      ].join('\n'),
    )
    expect(context.code).toBe(1)
    const handed = JSON.parse((await cli(['context', '--all', '--format', 'json'], { cwd: root, env })).stdout)
    expect(
      handed.sections.map((s: { held: unknown[]; memories: unknown[] }) => [s.held.length, s.memories.length]),
    ).toEqual([
      [1, 0],
      [0, 1],
      [0, 1],
    ])
    expect(await cli(['check', '--all', 'memory'], { cwd: root, env })).toMatchObject({
      code: 2,
      stderr: 'claimcheck: --all checks every memory dir of the project: name none\n',
    })
  })

  it('covers the memory a team commits: .claude/memory, named by the config or not, and the one a run without MEMORY_DIR takes', async () => {
    const { root, home, config, slug } = setup()
    const stale = '---\nverify:\n  kind: readable\n  target: gone.txt\n---\nGone.\n'
    addFiles(root, { '.claude/memory/gone.md': stale, '.claude/memory/MEMORY.md': '- [gone](gone.md)\n' })
    const committed = join(root, '.claude/memory')
    const env = { HOME: home, CLAUDE_CONFIG_DIR: config }
    const sectionsOf = async (cwd: string) => {
      const check = await cli(['check', '--all', '--format', 'json'], { cwd, env })
      expect(check.code).toBe(1)
      return JSON.parse(check.stdout).sections.map((s: { memoryDir: string; from: string }) => [s.memoryDir, s.from])
    }
    expect(await sectionsOf(root)).toEqual([[committed, '.claude/memory']])
    expect((await cli(['check', '--all'], { cwd: root, env })).stdout).toContain(
      `== ${committed} (.claude/memory)\nSTALE gone: missing: gone.txt`,
    )
    expect((await cli(['index', '--all'], { cwd: root, env })).stdout).toContain(`== ${committed} (.claude/memory)`)
    expect((await cli(['context', '--all'], { cwd: root, env })).stdout).toContain(
      `# ${committed} (.claude/memory)\n\n## Held memories (bodies withheld)\n- gone: held (missing: gone.txt)`,
    )

    // Named by the config, it is that memory dir, once; Claude Code's auto memory dir beside it is covered too.
    addFiles(root, { 'claimcheck.config.json': '{ "memoryDir": ".claude/memory" }\n' })
    const auto = join(config, 'projects', slug, 'memory')
    addFiles(auto, { 'readme.md': fresh })
    expect(await sectionsOf(root)).toEqual([
      [committed, 'memoryDir in claimcheck.config.json'],
      [auto, 'Claude Code auto memory'],
    ])
    // A config's memoryDir elsewhere under the root comes first; .claude/memory is still covered.
    addFiles(root, { 'claimcheck.config.json': '{ "memoryDir": "notes" }\n', 'notes/readme.md': fresh })
    expect(await sectionsOf(root)).toEqual([
      [join(root, 'notes'), 'memoryDir in claimcheck.config.json'],
      [auto, 'Claude Code auto memory'],
      [committed, '.claude/memory'],
    ])
  })
})

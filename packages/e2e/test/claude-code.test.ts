// Where the memory is and whether a session uses it, held to the real Claude Code (SPEC §8.1): each
// case runs a session against the stand-in Messages API and compares what Claude Code set up or
// loaded with what claimcheck says. Claude Code comes from the npm registry into a per-user cache.
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoMemoryDir, autoMemoryDisabled, subagentMemoryDirs } from '@claimcheck/cli'
import { claudeCodeMissing, skipWithoutClaudeCode } from './claude-code/available.ts'
import { CLAUDE_CODE_VERSION, claudeCodeBinary } from './claude-code/install.ts'
import { inPool, loadedMemoryIndex, memoryInstructions, runSession } from './claude-code/session.ts'

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-claude-')))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let claude = ''
skipWithoutClaudeCode()
beforeAll(() => {
  if (!claudeCodeMissing()) claude = claudeCodeBinary(CLAUDE_CODE_VERSION)
}, 600_000)

let runs = 0
/** A fresh config dir and home, with the environment a session gets besides its own. */
function freshRun(vars: Record<string, string> = {}) {
  const base = join(scratch, `run-${++runs}`)
  const config = join(base, 'config')
  const home = join(base, 'home')
  mkdirSync(config, { recursive: true })
  mkdirSync(home, { recursive: true })
  return { base, config, home, env: { HOME: home, CLAUDE_CONFIG_DIR: config, ...vars } }
}

/** Runs a session in `cwd`, and gives the memory dirs Claude Code set up under `bases`. */
async function memoryDirsOfSession(cwd: string, run: ReturnType<typeof freshRun>, bases: string[] = [run.config]) {
  await runSession({ claude, cwd, configDir: run.config, home: run.home, env: run.env })
  return bases.flatMap((base) => {
    const projects = join(base, 'projects')
    if (!existsSync(projects)) return []
    return readdirSync(projects)
      .map((slug) => join(projects, slug, 'memory'))
      .filter((dir) => existsSync(dir))
  })
}

const environment = (cwd: string, env: Record<string, string>) => ({ cwd, env, home: env.HOME, warn: () => {} })
/** Where claimcheck looks for the same folder and environment. */
const claimcheckDir = (cwd: string, env: Record<string, string>) =>
  autoMemoryDir(realpathSync(cwd), environment(cwd, env)).path

function project(relative: string, git = true): string {
  const dir = join(scratch, 'projects', relative)
  mkdirSync(dir, { recursive: true })
  if (git) execFileSync('git', ['init', '-q', dir])
  return dir
}

// Each session has a project, a config dir and a home of its own: they run side by side.
describe.concurrent(`the auto memory dir, as Claude Code ${CLAUDE_CODE_VERSION} sets it up`, () => {
  it('is the release the facts are held to', () => {
    expect(execFileSync(claude, ['--version'], { encoding: 'utf8' })).toMatch(new RegExp(`^${CLAUDE_CODE_VERSION} `))
  })

  it.each([
    ['a plain project', 'plain'],
    ['a path with _ . a space and é', 'my_app.v2 beta/é'],
    ['a folder name stored decomposed (NFD, as HFS+ wrote them): slugged as stored', 'cafe\u0301 notes'],
    ['a path whose slug is over 200 characters (cut, with a hash)', `${'very-long-folder-name/'.repeat(11)}project`],
  ])('%s', async (_what, relative) => {
    const cwd = project(relative)
    const run = freshRun()
    expect(await memoryDirsOfSession(cwd, run)).toEqual([claimcheckDir(cwd, run.env)])
  })

  it('a worktree: the main checkout', async () => {
    const main = join(scratch, 'repo', 'main')
    mkdirSync(main, { recursive: true })
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: main })
    git('init', '-q')
    git('commit', '-q', '--allow-empty', '-m', 'start')
    git('worktree', 'add', '-q', '../feature')
    const feature = join(scratch, 'repo', 'feature')
    const run = freshRun()
    const dirs = await memoryDirsOfSession(feature, run)
    expect(dirs).toEqual([claimcheckDir(feature, run.env)])
    expect(dirs[0]).toContain(main.replace(/[^A-Za-z0-9]/g, '-'))
  })

  it('CLAUDE_CODE_REMOTE_MEMORY_DIR and CLAUDE_CODE_PROJECT_DIR_NAME', async () => {
    const cwd = project('named', false)
    const remote = join(scratch, 'remote')
    const remoteRun = freshRun({ CLAUDE_CODE_REMOTE_MEMORY_DIR: remote })
    expect(await memoryDirsOfSession(cwd, remoteRun, [remote])).toEqual([claimcheckDir(cwd, remoteRun.env)])
    const named = freshRun({ CLAUDE_CODE_PROJECT_DIR_NAME: 'my_project-1' })
    expect(await memoryDirsOfSession(cwd, named)).toEqual([claimcheckDir(cwd, named.env)])
  })

  it('autoMemoryDirectory in the user settings', async () => {
    const cwd = project('configured', false)
    const run = freshRun()
    writeFileSync(join(run.config, 'settings.json'), JSON.stringify({ autoMemoryDirectory: '~/notes/memory' }))
    await memoryDirsOfSession(cwd, run)
    const expected = claimcheckDir(cwd, run.env)
    expect(expected).toBe(join(run.home, 'notes/memory'))
    expect(existsSync(expected)).toBe(true)
  })
})

// Layouts where claimcheck once looked elsewhere than Claude Code (SPEC §8.1, seen 2026-12-02).
describe.concurrent(`the auto memory dir in odd layouts, as Claude Code ${CLAUDE_CODE_VERSION} sets it up`, () => {
  it('CLAUDE_CONFIG_DIR set but empty: projects/<slug>/memory relative to the session folder', async () => {
    const cwd = project('empty-config', false)
    const run = freshRun({ CLAUDE_CONFIG_DIR: '' })
    const dirs = await memoryDirsOfSession(cwd, run, [cwd])
    expect(dirs).toEqual([claimcheckDir(cwd, run.env)])
    expect(dirs[0]?.startsWith(join(cwd, 'projects'))).toBe(true)
  })

  it.each(['con', 'LPT1'])('CLAUDE_CODE_PROJECT_DIR_NAME=%s, a Windows device name: the slug is used', async (name) => {
    const cwd = project(`device-${name}`, false)
    const run = freshRun({ CLAUDE_CODE_PROJECT_DIR_NAME: name })
    const dirs = await memoryDirsOfSession(cwd, run)
    expect(dirs).toEqual([claimcheckDir(cwd, run.env)])
    expect(dirs[0]).toContain(cwd.replace(/[^A-Za-z0-9]/g, '-'))
  })

  it('a worktree moved with mv (its back-link names the old place): its own slug', async () => {
    const main = join(scratch, 'moved-repo', 'main')
    mkdirSync(main, { recursive: true })
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: main })
    git('init', '-q')
    git('commit', '-q', '--allow-empty', '-m', 'start')
    git('worktree', 'add', '-q', '../feature')
    const moved = join(scratch, 'moved-repo', 'feature-moved')
    renameSync(join(scratch, 'moved-repo', 'feature'), moved)
    const run = freshRun()
    const dirs = await memoryDirsOfSession(moved, run)
    expect(dirs).toEqual([claimcheckDir(moved, run.env)])
    expect(dirs[0]).toContain(moved.replace(/[^A-Za-z0-9]/g, '-'))
  })

  it('a relative CLAUDE_COWORK_MEMORY_PATH_OVERRIDE is ignored: the default applies', async () => {
    const cwd = project('relative-override', false)
    const run = freshRun({ CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: 'notes/memory' })
    const dirs = await memoryDirsOfSession(cwd, run)
    expect(dirs).toEqual([claimcheckDir(cwd, run.env)])
    expect(existsSync(join(cwd, 'notes/memory'))).toBe(false)
  })
})

describe(`auto memory on or off, as Claude Code ${CLAUDE_CODE_VERSION} decides`, () => {
  const cases: Array<[string, Record<string, string>, { autoMemoryEnabled: boolean }?]> = [
    ['nothing set', {}],
    ['CLAUDE_CODE_DISABLE_AUTO_MEMORY=1', { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1' }],
    ['CLAUDE_CODE_DISABLE_AUTO_MEMORY=" On "', { CLAUDE_CODE_DISABLE_AUTO_MEMORY: ' On ' }],
    ['autoMemoryEnabled: false', {}, { autoMemoryEnabled: false }],
    [
      'CLAUDE_CODE_DISABLE_AUTO_MEMORY=0 over autoMemoryEnabled: false',
      { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' },
      { autoMemoryEnabled: false },
    ],
    [
      'CLAUDE_CODE_DISABLE_AUTO_MEMORY=OFF over autoMemoryEnabled: false',
      { CLAUDE_CODE_DISABLE_AUTO_MEMORY: 'OFF' },
      { autoMemoryEnabled: false },
    ],
    [
      'CLAUDE_CODE_DISABLE_AUTO_MEMORY empty: the setting decides',
      { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '' },
      { autoMemoryEnabled: false },
    ],
    [
      'CLAUDE_CODE_DISABLE_AUTO_MEMORY=maybe: the setting decides',
      { CLAUDE_CODE_DISABLE_AUTO_MEMORY: 'maybe' },
      { autoMemoryEnabled: false },
    ],
    ['CLAUDE_CODE_SIMPLE=1', { CLAUDE_CODE_SIMPLE: '1' }],
    ['CLAUDE_CODE_SIMPLE=0', { CLAUDE_CODE_SIMPLE: '0' }],
    [
      'CLAUDE_CODE_SIMPLE=1 over CLAUDE_CODE_DISABLE_AUTO_MEMORY=0',
      { CLAUDE_CODE_SIMPLE: '1', CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' },
    ],
    ['CLAUDE_CODE_REMOTE=1 without a remote memory dir', { CLAUDE_CODE_REMOTE: '1' }],
    [
      'CLAUDE_CODE_REMOTE=yes with CLAUDE_CODE_DISABLE_AUTO_MEMORY=0',
      { CLAUDE_CODE_REMOTE: 'yes', CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' },
    ],
    [
      'CLAUDE_CODE_REMOTE=1 with CLAUDE_CODE_REMOTE_MEMORY_DIR',
      { CLAUDE_CODE_REMOTE: '1', CLAUDE_CODE_REMOTE_MEMORY_DIR: '<remote>' },
    ],
    [
      'CLAUDE_CODE_REMOTE=1 with CLAUDE_COWORK_MEMORY_PATH_OVERRIDE',
      { CLAUDE_CODE_REMOTE: '1', CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: '<override>' },
    ],
  ]
  let outcomes: Array<{ on: boolean; claimcheckOn: boolean; loadedFromClaimcheckDir: boolean }> = []
  beforeAll(async () => {
    if (claudeCodeMissing()) return
    outcomes = await inPool(cases, 3, async ([, vars, settings]) => {
      const run = freshRun()
      const cwd = project(`toggle-${runs}`, false)
      const env: Record<string, string> = { ...run.env }
      for (const [name, value] of Object.entries(vars))
        env[name] = value
          .replace('<remote>', join(run.base, 'remote'))
          .replace('<override>', join(run.base, 'override'))
      if (settings) writeFileSync(join(run.config, 'settings.json'), JSON.stringify(settings))
      // An index where claimcheck looks: when memory is on, the session must load that one.
      const dir = claimcheckDir(cwd, env)
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, 'MEMORY.md'), `- [Marker](marker.md) — ${dir}\n`)
      const session = await runSession({ claude, cwd, configDir: run.config, home: run.home, env })
      const first = session.turns[0]
      if (first === undefined) throw new Error(`no request: ${session.stderr}`)
      return {
        on: memoryInstructions(first) !== undefined,
        claimcheckOn: !autoMemoryDisabled(realpathSync(cwd), environment(cwd, env)),
        loadedFromClaimcheckDir: loadedMemoryIndex(first)?.text === `- [Marker](marker.md) — ${dir}`,
      }
    })
  }, 600_000)

  it.each(cases.map(([name], i) => [name, i] as const))('%s', (_name, i) => {
    const outcome = outcomes[i] as (typeof outcomes)[number]
    expect(outcome.claimcheckOn).toBe(outcome.on)
    expect(outcome.loadedFromClaimcheckDir).toBe(outcome.on)
  })

  it('the cases cover both outcomes', () => {
    expect(new Set(outcomes.map((outcome) => outcome.on))).toEqual(new Set([true, false]))
  })
})

// One session per memory root: it runs an agent of each scope in turn, and each must have its dir.
describe.concurrent(`subagent memory dirs, as Claude Code ${CLAUDE_CODE_VERSION} makes them`, () => {
  it.each([
    ['project, local and user scopes', ['project', 'local', 'user'], false],
    ['local and user scopes, under CLAUDE_CODE_REMOTE_MEMORY_DIR', ['local', 'user'], true],
  ] as const)('%s', async (_what, scopes, remote) => {
    const cwd = project(`subagent-${remote}`)
    mkdirSync(join(cwd, '.claude/agents'), { recursive: true })
    for (const scope of scopes)
      writeFileSync(
        join(cwd, `.claude/agents/${scope}-reviewer.md`),
        `---\nname: ${scope}-reviewer\ndescription: reviews code\nmemory: ${scope}\n---\nYou review code.\n`,
      )
    const run = freshRun(remote ? { CLAUDE_CODE_REMOTE_MEMORY_DIR: join(scratch, `remote-${runs + 1}`) } : {})
    await runSession({
      claude,
      cwd,
      configDir: run.config,
      home: run.home,
      env: run.env,
      script: [
        ...scopes.flatMap((scope) => [
          { tool: 'Agent', input: { description: 'review', prompt: 'Review it.', subagent_type: `${scope}-reviewer` } },
          { text: 'Reviewed.' },
        ]),
        { text: 'Done.' },
      ],
    })
    const found = subagentMemoryDirs(realpathSync(cwd), environment(cwd, run.env))
    expect([...found].sort((a, b) => a.from.localeCompare(b.from))).toEqual(
      [...scopes].sort().map((scope) => ({
        path: expect.stringMatching(new RegExp(`/${scope}-reviewer$`)),
        from: `subagent ${scope}-reviewer, ${scope} scope`,
      })),
    )
    for (const { path } of found) expect(existsSync(path), path).toBe(true)
  })
})

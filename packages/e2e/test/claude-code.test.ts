// claimcheck against the real Claude Code (npm `@anthropic-ai/claude-code@2.1.328`, a dev
// dependency of this package only). Run offline and not logged in, `claude -p` still sets up the
// session's project folder, and with it the auto memory dir it would read: the ground truth for
// where claimcheck looks (SPEC §8.1).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { autoMemoryDir } from '@claimcheck/cli'

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-claude-')))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The native binary the package's platform package brings (its own install script is not run). */
function claudeBinary(): string | undefined {
  const from = createRequire(import.meta.url)
  const pkg = dirname(from.resolve('@anthropic-ai/claude-code/package.json'))
  const platform = `@anthropic-ai/claude-code-${process.platform}-${process.arch}`
  try {
    const bin = join(dirname(createRequire(join(pkg, 'package.json')).resolve(`${platform}/package.json`)), 'claude')
    return existsSync(bin) ? bin : undefined
  } catch {
    return undefined
  }
}

const claude = claudeBinary()

let runs = 0
/**
 * Runs `claude -p` in `cwd` with a fresh config dir (and home), and gives the memory dirs it set up,
 * with the environment it ran in.
 */
function claudeMemoryDirs(
  cwd: string,
  vars: Record<string, string> = {},
): { dirs: string[]; env: Record<string, string> } {
  const base = join(scratch, `run-${++runs}`)
  const config = join(base, 'config')
  const home = join(base, 'home')
  mkdirSync(config, { recursive: true })
  mkdirSync(home, { recursive: true })
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: home, CLAUDE_CONFIG_DIR: config, ...vars }
  spawnSync(claude as string, ['-p', 'hi'], { cwd, env, encoding: 'utf8', timeout: 30_000, input: '' })
  // Where the runs put memory dirs: under the config dir, or under CLAUDE_CODE_REMOTE_MEMORY_DIR.
  const bases = [config, vars.CLAUDE_CODE_REMOTE_MEMORY_DIR].filter((b): b is string => b !== undefined)
  const dirs = bases.flatMap((b) => {
    const projects = join(b, 'projects')
    if (!existsSync(projects)) return []
    return readdirSync(projects)
      .map((slug) => join(projects, slug, 'memory'))
      .filter((dir) => existsSync(dir))
  })
  return { dirs, env }
}

/** Where claimcheck looks for the same folder and environment. */
const claimcheckDir = (cwd: string, env: Record<string, string>) =>
  autoMemoryDir(realpathSync(cwd), { cwd, env, home: env.HOME, warn: () => {} }).path

describe('the auto memory dir, as the real Claude Code 2.1.328 sets it up', () => {
  it('is the version the facts were read from', () => {
    expect(claude, `no Claude Code binary for ${process.platform}-${process.arch}`).toBeDefined()
    expect(execFileSync(claude as string, ['--version'], { encoding: 'utf8' })).toMatch(/^2\.1\.328 /)
  })

  it.each([
    ['a plain project', 'plain'],
    ['a path with _ . a space and é', 'my_app.v2 beta/é'],
    ['a path whose slug is over 200 characters (cut, with a hash)', `${'very-long-folder-name/'.repeat(11)}project`],
  ])('%s', (_what, relative) => {
    const project = join(scratch, 'projects', relative)
    mkdirSync(project, { recursive: true })
    execFileSync('git', ['init', '-q', project])
    const { dirs, env } = claudeMemoryDirs(project)
    expect(dirs).toEqual([claimcheckDir(project, env)])
  })

  it('a worktree: the main checkout', () => {
    const main = join(scratch, 'repo', 'main')
    mkdirSync(main, { recursive: true })
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: main })
    git('init', '-q')
    git('commit', '-q', '--allow-empty', '-m', 'start')
    git('worktree', 'add', '-q', '../feature')
    const feature = join(scratch, 'repo', 'feature')
    const { dirs, env } = claudeMemoryDirs(feature)
    expect(dirs).toEqual([claimcheckDir(feature, env)])
    expect(dirs[0]).toContain(main.replace(/[^A-Za-z0-9]/g, '-'))
  })

  it('CLAUDE_CODE_REMOTE_MEMORY_DIR and CLAUDE_CODE_PROJECT_DIR_NAME', () => {
    const project = join(scratch, 'projects', 'named')
    mkdirSync(project, { recursive: true })
    const remote = join(scratch, 'remote')
    const remoteRun = claudeMemoryDirs(project, { CLAUDE_CODE_REMOTE_MEMORY_DIR: remote })
    expect(remoteRun.dirs.filter((dir) => dir.startsWith(remote))).toEqual([claimcheckDir(project, remoteRun.env)])
    const named = claudeMemoryDirs(project, { CLAUDE_CODE_PROJECT_DIR_NAME: 'my_project-1' })
    expect(named.dirs).toEqual([claimcheckDir(project, named.env)])
  })

  it('autoMemoryDirectory in the user settings', () => {
    const project = join(scratch, 'projects', 'configured')
    mkdirSync(project, { recursive: true })
    const base = join(scratch, `run-${runs + 1}`)
    mkdirSync(join(base, 'config'), { recursive: true })
    writeFileSync(join(base, 'config/settings.json'), JSON.stringify({ autoMemoryDirectory: '~/notes/memory' }))
    const { env } = claudeMemoryDirs(project)
    const expected = claimcheckDir(project, env)
    expect(expected).toBe(join(env.HOME as string, 'notes/memory'))
    expect(existsSync(expected)).toBe(true)
  })
})

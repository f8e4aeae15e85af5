// The third-party example claimcheck-checker-git-tracked, installed in a project as a user installs
// it and run by the real claimcheck bin: in CI with its allow list, held without one, and under a
// user-scope hook once `claimcheck trust` approved it.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const BIN = join(dirname(require.resolve('@claimcheck/cli/package.json')), 'dist/bin.cjs')
const EXAMPLE = dirname(require.resolve('claimcheck-checker-git-tracked/package.json'))
const ALLOW = 'git -c core.fsmonitor=false --literal-pathspecs ls-files --error-unmatch -- *'
const UNTRUSTED = "untrusted command: approve it with 'claimcheck trust' or list it in git-tracked.allow"

const CONFIG_ENTRY_ALLOW = `checkers:\n  - - claimcheck-checker-git-tracked\n    - allow: ['${ALLOW}']\n`
const CONFIG_SECTION_ALLOW = `checkers:\n  - claimcheck-checker-git-tracked\ngit-tracked:\n  allow: ['${ALLOW}']\n`
const CONFIG_NO_ALLOW = 'checkers:\n  - claimcheck-checker-git-tracked\n'

let scratch: string
let root: string
let gitLog: string
let baseEnv: Record<string, string>

beforeAll(() => {
  scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-git-tracked-')))
  root = join(scratch, 'project')
  mkdirSync(root)
  git('init', '--quiet')
  writeFileSync(join(root, 'tracked.txt'), 'in the index\n')
  writeFileSync(join(root, 'untracked.txt'), 'never added\n')
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n')
  git('add', '--', 'tracked.txt', '.gitignore')
  installExample()

  // A `git` first on PATH that notes each call, so a test sees whether a check started it.
  const bin = join(scratch, 'bin')
  gitLog = join(scratch, 'git-calls.log')
  mkdirSync(bin)
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${gitLog}'\nexec '${realGit}' "$@"\n`, { mode: 0o755 })

  const home = join(scratch, 'home')
  const claudeConfig = join(home, '.claude')
  // Claude Code's auto memory dir for the project, as the root README says it is found.
  const memoryDir = join(claudeConfig, 'projects', root.replace(/[^A-Za-z0-9]/g, '-'), 'memory')
  mkdirSync(memoryDir, { recursive: true })
  writeFileSync(join(memoryDir, 'tracked.md'), memory('tracked', 'tracked.txt'))
  writeFileSync(join(memoryDir, 'untracked.md'), memory('untracked', 'untracked.txt'))
  baseEnv = { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: home, CLAUDE_CONFIG_DIR: claudeConfig, LANG: 'C.UTF-8' }
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** What `npm install claimcheck-checker-git-tracked` leaves: its packed files, its dependencies beside it. */
function installExample() {
  const installed = join(root, 'node_modules/claimcheck-checker-git-tracked')
  mkdirSync(installed, { recursive: true })
  for (const file of ['package.json', 'README.md', 'dist'])
    cpSync(join(EXAMPLE, file), join(installed, file), { recursive: true })
  mkdirSync(join(root, 'node_modules/@claimcheck'))
  for (const dependency of ['@claimcheck/contract', 'valibot']) {
    symlinkSync(realpathSync(join(EXAMPLE, 'node_modules', dependency)), join(root, 'node_modules', dependency))
  }
}

function memory(name: string, target: string): string {
  return `---\nname: ${name}\ndescription: ${target} is in the repository\nverify:\n  kind: git-tracked\n  target: ${target}\n---\n${target} is committed.\n`
}

function git(...args: string[]) {
  execFileSync('git', ['-c', 'core.fsmonitor=false', ...args], { cwd: root, stdio: 'ignore' })
}

/** A run's environment: the user's own trust store, and CI only when asked for. */
function environment({ ci }: { ci: boolean }): Record<string, string> {
  const state = mkdtempSync(join(scratch, 'state-'))
  return { ...baseEnv, XDG_STATE_HOME: state, ...(ci ? { CI: 'true' } : {}) }
}

function useConfig(text: string) {
  writeFileSync(join(root, 'claimcheck.config.yaml'), text)
  rmSync(gitLog, { force: true })
}

function claimcheck(args: string[], env: Record<string, string>, input = '') {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: root, env, input, encoding: 'utf8', timeout: 60_000 })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

/** `claimcheck trust` at a terminal: util-linux `script` gives it one, and the answers are typed into it. */
function trustAtTerminal(env: Record<string, string>, answers: string) {
  const line = `'${process.execPath}' '${BIN}' trust`
  const run = spawnSync('script', ['-qec', line, '/dev/null'], {
    cwd: root,
    env: { ...env, TERM: 'dumb' },
    input: answers,
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: run.status, output: run.stdout.replace(/\r\n/g, '\n') }
}

/** What a user-scope SessionStart hook hands the session. */
function sessionStart(env: Record<string, string>): string {
  const payload = JSON.stringify({
    hook_event_name: 'SessionStart',
    cwd: root,
    session_id: 'git-tracked',
    source: 'startup',
  })
  const run = claimcheck(['context', '--format', 'claude-hook', '--user-scope'], env, payload)
  expect(run.status).toBe(0)
  return run.stdout === '' ? '' : JSON.parse(run.stdout).hookSpecificOutput.additionalContext
}

function gitCalls(): string[] {
  return existsSync(gitLog) ? readFileSync(gitLog, 'utf8').trim().split('\n').sort() : []
}

const VERIFIED =
  'OK    tracked: tracked: tracked.txt\nSTALE untracked: not tracked: untracked.txt\n\nfresh=1 stale=1 unverifiable=0\n'
const STALE_LINE =
  "Memory 'untracked' (untracked.md) failed verification: not tracked: untracked.txt. Its content may be out of date."

describe('claimcheck-checker-git-tracked under the claimcheck bin', () => {
  it.each([
    ['its [name, settings] entry', CONFIG_ENTRY_ALLOW],
    ['a section named after its kind', CONFIG_SECTION_ALLOW],
  ])('in CI, with its line allowed in %s: fresh while git tracks the path, stale naming it when not', (_, config) => {
    useConfig(config)
    const run = claimcheck(['check'], environment({ ci: true }))
    expect(run.stdout).toBe(VERIFIED)
    expect(run.status).toBe(1)
    expect(gitCalls()).toEqual([
      '-c core.fsmonitor=false --literal-pathspecs ls-files --error-unmatch -- tracked.txt',
      '-c core.fsmonitor=false --literal-pathspecs ls-files --error-unmatch -- untracked.txt',
    ])
  })

  it('in CI, without an allow entry or an approval: stale as untrusted, and git never starts', () => {
    useConfig(CONFIG_NO_ALLOW)
    const env = environment({ ci: true })
    const run = claimcheck(['check'], env)
    expect(run.stdout).toBe(
      `STALE tracked: ${UNTRUSTED}\nSTALE untracked: ${UNTRUSTED}\n\nfresh=0 stale=2 unverifiable=0\n`,
    )
    expect(run.status).toBe(1)
    const trust = claimcheck(['trust'], env)
    expect(trust.stderr).toBe('claimcheck: trust never approves anything in CI (CI is set); nothing was approved\n')
    expect(trust.status).toBe(2)
    expect(gitCalls()).toEqual([])
  })

  it('under a user-scope hook: not loaded until trust approved it and its config, then verified as in a project run', () => {
    useConfig(CONFIG_ENTRY_ALLOW)
    const env = environment({ ci: false })
    expect(sessionStart(env)).toMatch(
      /^claimcheck did not use the settings of claimcheck-checker-git-tracked from claimcheck\.config\.yaml: .* claimcheck did not load the checker claimcheck-checker-git-tracked named in claimcheck\.config\.yaml: .* To approve it as it is now, run 'claimcheck trust' in this folder\.$/,
    )
    expect(claimcheck(['check', '--user-scope'], env).stdout).toContain(
      'SKIP  untracked: not verified here: a hook that runs in every folder opened did not load its checker\n',
    )
    expect(gitCalls()).toEqual([])

    const trust = trustAtTerminal(env, 'y\ny\n')
    expect(trust.output).toContain('Load claimcheck-checker-git-tracked in runs here? [y/N]')
    expect(trust.output).toContain(`checkers[0] (claimcheck-checker-git-tracked) settings: {"allow":["${ALLOW}"]}`)
    expect(trust.output).toContain('Approve claimcheck.config.yaml as it is now? [y/N]')
    expect(trust.status).toBe(0)

    expect(sessionStart(env)).toBe(STALE_LINE)
    expect(claimcheck(['check', '--user-scope'], env).stdout).toBe(VERIFIED)
    expect(gitCalls()).toHaveLength(4)
  })

  it('under a user-scope hook: trust approves the checker and each command it would run, without an allow list', () => {
    useConfig(CONFIG_NO_ALLOW)
    const env = environment({ ci: false })
    const trust = trustAtTerminal(env, 'y\ny\ny\n')
    expect(trust.output).toContain(
      '  git -c core.fsmonitor=false --literal-pathspecs ls-files --error-unmatch -- untracked.txt (argv, no shell)\n',
    )
    expect(trust.output).toContain('approved 2 of 2 commands')
    expect(trust.status).toBe(0)
    expect(sessionStart(env)).toBe(STALE_LINE)
    expect(gitCalls()).toHaveLength(2)
  })

  it('under a user-scope hook: a change to the installed package after approval does not run, the approved copy does', () => {
    useConfig(CONFIG_ENTRY_ALLOW)
    const env = environment({ ci: false })
    expect(trustAtTerminal(env, 'y\ny\n').status).toBe(0)
    expect(sessionStart(env)).toBe(STALE_LINE)
    const entry = join(root, 'node_modules/claimcheck-checker-git-tracked/dist/index.js')
    const approved = readFileSync(entry)
    try {
      appendFileSync(entry, '\n// changed after approval\n')
      const context = sessionStart(env)
      expect(context).toMatch(
        /^claimcheck ran the copy of claimcheck-checker-git-tracked you approved: it changed in this folder since/,
      )
      expect(context).toContain(STALE_LINE)
    } finally {
      writeFileSync(entry, approved)
    }
  })
})

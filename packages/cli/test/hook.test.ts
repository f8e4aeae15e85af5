import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { BIN, cli, STATE_DIR } from './run-cli.ts'

afterAll(cleanLayouts)

/** What a project-scope hook runs once its guards pass. */
const OWN = '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/claimcheck context --format claude-hook'
const RUNS_NOTE = '  (when Node.js or claimcheck is missing, they exit 0 and say so at session start)\n'

/** Where the previous version of a project's settings file is kept: outside the project. */
const backupOf = (file: string) =>
  join(STATE_DIR(), 'settings-backups', `${file.replace(/[^A-Za-z0-9]/g, '-').slice(-200)}.bak`)

/** A project with its own claimcheck installed and settings that already hold permissions and another hook. */
const EXISTING = `{
    "permissions": {
        "allow": ["Bash(npm test:*)"]
    },
    "hooks": {
        "SessionStart": [
            {
                "hooks": [{ "type": "command", "command": "echo hello" }]
            }
        ]
    }
}
`

function project(settings?: string) {
  return layout({
    '.git/HEAD': 'x',
    'node_modules/.bin/claimcheck': '#!/bin/sh\n',
    ...(settings === undefined ? {} : { '.claude/settings.json': settings }),
  })
}

const settingsOf = (root: string, file = '.claude/settings.json') => readFileSync(join(root, file), 'utf8')
const commands = (text: string) => {
  const hooks = JSON.parse(text).hooks ?? {}
  return Object.fromEntries(
    Object.entries(hooks).map(([event, groups]) => [
      event,
      (groups as Array<{ matcher?: string; hooks: Array<{ command: string }> }>).flatMap((g) =>
        // A claimcheck hook by what it runs once its guards pass: the command after the last '; '.
        g.hooks.map((h) => `${g.matcher ?? '*'} ${h.command.split('; ').at(-1)}`),
      ),
    ]),
  )
}

describe('claimcheck hook install|uninstall (SPEC §8.3)', () => {
  it('install twice then uninstall: other keys and hooks kept, one claimcheck entry, then none', async () => {
    const root = project(EXISTING)
    const first = await cli(['hook', 'install'], { cwd: root })
    expect(first.code).toBe(0)
    const backup = backupOf(join(root, '.claude/settings.json'))
    expect(first.stdout).toBe(
      `installed claimcheck's SessionStart and PostToolUse (Read|Write|Edit|MultiEdit) hooks in .claude/settings.json (previous file kept as ${backup})\n  runs: ${OWN}\n${RUNS_NOTE}`,
    )
    const installed = settingsOf(root)
    expect(commands(installed)).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN}`],
    })
    expect(JSON.parse(installed).permissions).toEqual({ allow: ['Bash(npm test:*)'] })
    expect(installed.startsWith('{\n    "permissions": {\n        "allow": ["Bash(npm test:*)"]\n    },')).toBe(true)
    expect(readFileSync(backup, 'utf8')).toBe(EXISTING)
    // Nothing beside the settings that `git add -A` would commit.
    expect(readdirSync(join(root, '.claude'))).toEqual(['settings.json'])

    const second = await cli(['hook', 'install'], { cwd: root })
    expect(second.stdout).toBe(
      "claimcheck's SessionStart and PostToolUse (Read|Write|Edit|MultiEdit) hooks are already in .claude/settings.json\n",
    )
    expect(settingsOf(root)).toBe(installed)

    const removed = await cli(['hook', 'uninstall'], { cwd: root })
    expect(removed.code).toBe(0)
    expect(commands(settingsOf(root))).toEqual({ SessionStart: ['* echo hello'] })
    expect(settingsOf(root)).toBe(EXISTING)
    expect((await cli(['hook', 'uninstall'], { cwd: root })).stdout).toBe(
      'no claimcheck hooks in .claude/settings.json; nothing changed\n',
    )
  })

  it('--withhold: the read hook withholds, the session hook does not; installing without it puts the warning back', async () => {
    const root = project(EXISTING)
    expect((await cli(['hook', 'install', '--withhold'], { cwd: root })).code).toBe(0)
    expect(commands(settingsOf(root))).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN} --withhold`],
    })
    expect((await cli(['hook', 'install', '--withhold'], { cwd: root })).stdout).toContain('are already in')
    await cli(['hook', 'install'], { cwd: root })
    expect(commands(settingsOf(root)).PostToolUse).toEqual([`Read|Write|Edit|MultiEdit ${OWN}`])
    await cli(['hook', 'uninstall'], { cwd: root })
    expect(settingsOf(root)).toBe(EXISTING)
  })

  it('refuses a settings file that is not valid JSON, and leaves it untouched', async () => {
    const broken = '{ "permissions": { "allow": [ }\n'
    const root = project(broken)
    const result = await cli(['hook', 'install'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(
      /^claimcheck: \.claude\/settings\.json is not valid JSON \(.+\); it was left untouched\n$/,
    )
    expect(settingsOf(root)).toBe(broken)
    expect(readdirSync(join(root, '.claude'))).toEqual(['settings.json'])
    expect(existsSync(backupOf(join(root, '.claude/settings.json')))).toBe(false)
  })

  it('refuses hooks that are not shaped as Claude Code reads them', async () => {
    const odd = '{ "hooks": { "SessionStart": "echo hi" } }\n'
    const root = project(odd)
    expect(await cli(['hook', 'install'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: "claimcheck: .claude/settings.json: 'hooks.SessionStart' is not a list; it was left untouched\n",
    })
    expect(settingsOf(root)).toBe(odd)
  })

  it('--dry-run prints the result and writes nothing', async () => {
    const root = project(EXISTING)
    const result = await cli(['hook', 'install', '--dry-run'], { cwd: root })
    expect(commands(result.stdout)).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN}`],
    })
    expect(settingsOf(root)).toBe(EXISTING)
  })

  it('--scope local writes .claude/settings.local.json; --events chooses the hooks; no backup left in the project', async () => {
    const root = project()
    await cli(['hook', 'install', '--scope', 'local', '--events', 'session-start'], { cwd: root })
    expect(commands(settingsOf(root, '.claude/settings.local.json'))).toEqual({ SessionStart: [`* ${OWN}`] })
    expect(existsSync(join(root, '.claude/settings.json'))).toBe(false)
    const first = settingsOf(root, '.claude/settings.local.json')
    expect((await cli(['hook', 'install', '--scope', 'local'], { cwd: root })).code).toBe(0)
    expect(readdirSync(join(root, '.claude'))).toEqual(['settings.local.json'])
    expect(readFileSync(backupOf(join(root, '.claude/settings.local.json')), 'utf8')).toBe(first)
  })

  it('--events post-read and post-write: one PostToolUse hook, its matcher the tools chosen', async () => {
    const root = project()
    await cli(['hook', 'install', '--events', 'post-read'], { cwd: root })
    expect(commands(settingsOf(root))).toEqual({ PostToolUse: [`Read ${OWN}`] })
    await cli(['hook', 'install', '--events', 'post-write,session-start'], { cwd: root })
    expect(commands(settingsOf(root))).toEqual({
      PostToolUse: [`Write|Edit|MultiEdit ${OWN}`],
      SessionStart: [`* ${OWN}`],
    })
  })

  it('--require adds the PreToolUse gate on Write; uninstall takes it out with the rest', async () => {
    const root = project(EXISTING)
    const result = await cli(['hook', 'install', '--require'], { cwd: root })
    expect(result.stdout).toContain(
      "installed claimcheck's SessionStart and PostToolUse (Read|Write|Edit|MultiEdit) and PreToolUse (Write) hooks",
    )
    expect(commands(settingsOf(root))).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN}`],
      PreToolUse: [`Write ${OWN} --require`],
    })
    await cli(['hook', 'uninstall'], { cwd: root })
    expect(settingsOf(root)).toBe(EXISTING)
    expect(await cli(['hook', 'uninstall', '--require'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: 'claimcheck: --require applies to hook install\n',
    })
  })

  it('--scope local warns when git would commit .claude/settings.local.json', async () => {
    const root = layout({ 'node_modules/.bin/claimcheck': '#!/bin/sh\n' })
    spawnSync('git', ['init', '-q', root])
    const bare = await cli(['hook', 'install', '--scope', 'local'], { cwd: root })
    expect(bare.stderr).toBe(
      'claimcheck: warning: .claude/settings.local.json is not ignored by git here: add it to .gitignore, or git add -A will commit your own hooks\n',
    )
    addFiles(root, { '.gitignore': '.claude/settings.local.json\n' })
    await cli(['hook', 'uninstall', '--scope', 'local'], { cwd: root })
    expect((await cli(['hook', 'install', '--scope', 'local'], { cwd: root })).stderr).toBe('')
  })

  it('--scope local asks git whether the file is ignored without running the fsmonitor .git/config names', async () => {
    const root = layout({
      'node_modules/.bin/claimcheck': '#!/bin/sh\n',
      '.gitignore': '.claude/settings.local.json\n',
    })
    spawnSync('git', ['init', '-q', root])
    spawnSync('git', ['config', 'core.fsmonitor', `touch ${join(root, 'fsmonitor-ran')}; false`], { cwd: root })
    expect(await cli(['hook', 'install', '--scope', 'local'], { cwd: root })).toMatchObject({ code: 0, stderr: '' })
    expect(existsSync(join(root, 'fsmonitor-ran'))).toBe(false)
  })

  it('--scope local without a project install runs the claimcheck on PATH', async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const bin = layout()
    symlinkSync(BIN, join(bin, 'claimcheck'))
    const result = await cli(['hook', 'install', '--scope', 'local'], {
      cwd: root,
      env: { PATH: `${bin}:${process.env.PATH}` },
    })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(commands(settingsOf(root, '.claude/settings.local.json')).SessionStart).toEqual([
      '* claimcheck context --format claude-hook',
    ])
  })

  it('--scope user runs the claimcheck on PATH, never a path into a project, and says when it is not there', async () => {
    const root = project()
    const config = layout()
    const result = await cli(['hook', 'install', '--scope', 'user'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config, PATH: '/usr/bin:/bin' },
    })
    expect(result.code).toBe(0)
    expect(result.stderr).toBe(
      "claimcheck: warning: claimcheck is not on PATH, so until it is (Install in claimcheck's README) the hooks only say so at session start; the Claude Code plugin needs no install\n",
    )
    const own = 'claimcheck context --format claude-hook --user-scope'
    const settings = settingsOf(config, 'settings.json')
    expect(commands(settings)).toEqual({
      SessionStart: [`* ${own}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${own}`],
    })
    expect(settings).not.toContain(root)
    expect(settings).not.toContain(BIN)
    // Its own entries, whatever flags they carry: uninstall takes them out again, and the previous
    // file is kept beside the user's own settings.
    expect(
      (await cli(['hook', 'uninstall', '--scope', 'user'], { cwd: root, env: { CLAUDE_CONFIG_DIR: config } })).code,
    ).toBe(0)
    expect(commands(settingsOf(config, 'settings.json'))).toEqual({})
    expect(settingsOf(config, 'settings.json.bak')).toBe(settings)
  })

  it("project scope needs the project's own claimcheck", async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const result = await cli(['hook', 'install'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("project scope runs the project's own claimcheck, which is not installed in")
  })

  it('keeps the mode of the settings file', async () => {
    const root = project(EXISTING)
    chmodSync(join(root, '.claude/settings.json'), 0o600)
    await cli(['hook', 'install'], { cwd: root })
    expect(statSync(join(root, '.claude/settings.json')).mode & 0o777).toBe(0o600)
  })

  it('refuses an unknown scope or event, and a root that is not a folder', async () => {
    const root = project()
    expect(await cli(['hook', 'install', '--root', 'nowhere'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: 'claimcheck: root is not a folder: nowhere\n',
    })
    expect(await cli(['hook', 'install', '--scope', 'global'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: "claimcheck: unknown scope 'global' (expected project, local or user)\n",
    })
    expect(await cli(['hook', 'install', '--events', 'stop'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: "claimcheck: unknown event 'stop' (expected session-start, post-read or post-write)\n",
    })
  })
})

describe('hook commands never fail the session (SPEC §8.3, §8.5)', () => {
  const MEMORY = { 'memory/a.md': '---\nname: a\nverify:\n  kind: readable\n  target: gone.txt\n---\nA gone file.\n' }
  const payload = (root: string, event: string) =>
    JSON.stringify({ hook_event_name: event, cwd: root, source: 'startup', tool_name: 'Read', tool_input: {} })

  /** Installs the project-scope hooks, and the two command lines they run. */
  async function installed(root: string) {
    expect((await cli(['hook', 'install'], { cwd: root })).code).toBe(0)
    const hooks = JSON.parse(settingsOf(root)).hooks
    return {
      sessionStart: hooks.SessionStart[0].hooks[0].command as string,
      read: hooks.PostToolUse[0].hooks[0].command as string,
    }
  }

  /** Runs a hook command as Claude Code runs it: `/bin/sh -c`, in the project, with the event on stdin. */
  const run = (command: string, root: string, event: string, PATH = process.env.PATH ?? '') =>
    spawnSync('/bin/sh', ['-c', command], {
      cwd: root,
      env: { PATH, HOME: root, CLAUDE_PROJECT_DIR: root, CLAUDE_CONFIG_DIR: join(root, 'claude') },
      input: payload(root, event),
      encoding: 'utf8',
    })

  const unverified = (why: string) => ({
    systemMessage: `claimcheck did not verify memory: ${why}`,
    hookSpecificOutput: {
      hookEventName: 'SessionStart',
      additionalContext: `claimcheck could not verify the memories: ${why}. Treat every memory as unverified: its content may be out of date.`,
    },
  })

  it('with the project installed, they run claimcheck', async () => {
    const root = layout({ '.git/HEAD': 'x', ...MEMORY })
    mkdirSync(join(root, 'node_modules/.bin'), { recursive: true })
    symlinkSync(BIN, join(root, 'node_modules/.bin/claimcheck'))
    const { sessionStart } = await installed(root)
    // The session's auto memory dir (CLAUDE_CONFIG_DIR is <root>/claude): what the hook verifies.
    const slug = realpathSync(root).replace(/[^A-Za-z0-9]/g, '-')
    addFiles(root, { [`claude/projects/${slug}/memory/a.md`]: MEMORY['memory/a.md'] })
    const result = run(sessionStart, root, 'SessionStart')
    expect(result.status).toBe(0)
    expect(JSON.parse(result.stdout).hookSpecificOutput.additionalContext).toContain(
      "Memory 'a' (a.md) failed verification: missing: gone.txt.",
    )
  })

  it('a teammate who has not run npm install: exit 0, session start says why once, a read says nothing', async () => {
    const root = project()
    const { sessionStart, read } = await installed(root)
    rmSync(join(root, 'node_modules'), { recursive: true })
    const start = run(sessionStart, root, 'SessionStart')
    expect(start).toMatchObject({ status: 0, stderr: '' })
    expect(JSON.parse(start.stdout)).toEqual(
      unverified('claimcheck is not installed in this project (run npm install)'),
    )
    expect(run(read, root, 'PostToolUse')).toMatchObject({ status: 0, stdout: '', stderr: '' })
  })

  it('no node on PATH: exit 0, session start says Node.js is needed, a read says nothing', async () => {
    const root = project()
    const { sessionStart, read } = await installed(root)
    const start = run(sessionStart, root, 'SessionStart', '/nonexistent')
    expect(start).toMatchObject({ status: 0, stderr: '' })
    expect(JSON.parse(start.stdout)).toEqual(
      unverified('Node.js is not on PATH (claimcheck needs Node.js 20.19 or newer)'),
    )
    expect(run(read, root, 'PostToolUse', '/nonexistent')).toMatchObject({ status: 0, stdout: '', stderr: '' })
  })

  it('user scope with no claimcheck on PATH: exit 0, and session start says how to get it', async () => {
    const root = project()
    const config = layout()
    await cli(['hook', 'install', '--scope', 'user'], { cwd: root, env: { CLAUDE_CONFIG_DIR: config } })
    const hooks = JSON.parse(settingsOf(config, 'settings.json')).hooks
    const start = run(hooks.SessionStart[0].hooks[0].command, root, 'SessionStart', `${join(process.execPath, '..')}`)
    expect(start.status).toBe(0)
    expect(JSON.parse(start.stdout)).toEqual(
      unverified(
        'claimcheck is not on PATH (link claude-plugin/bin/claimcheck of a claimcheck clone onto PATH, as Install in the claimcheck README shows)',
      ),
    )
    // What it names is what the README's Install section links onto PATH, and that file is there.
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    const install = readme.slice(readme.indexOf('## Install'), readme.indexOf('## Using it'))
    expect(install).toContain('ln -s /path/to/claimcheck/claude-plugin/bin/claimcheck ~/.local/bin/claimcheck')
    expect(existsSync(new URL('../../../claude-plugin/bin/claimcheck', import.meta.url))).toBe(true)
    expect(run(hooks.PostToolUse[0].hooks[0].command, root, 'PostToolUse', '/nonexistent')).toMatchObject({
      status: 0,
      stdout: '',
    })
  })
})

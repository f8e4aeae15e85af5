import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { BIN, runCli } from './run-cli.ts'

afterAll(cleanLayouts)

const OWN = '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/claimcheck context --format claude-hook'

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
        g.hooks.map((h) => `${g.matcher ?? '*'} ${h.command}`),
      ),
    ]),
  )
}

describe('claimcheck hook install|uninstall (SPEC §8.3)', () => {
  it('install twice then uninstall: other keys and hooks kept, one claimcheck entry, then none', () => {
    const root = project(EXISTING)
    const first = runCli(['hook', 'install'], { cwd: root })
    expect(first.code).toBe(0)
    expect(first.stdout).toBe(
      `installed claimcheck's SessionStart and PostToolUse (Read|Write|Edit|MultiEdit) hooks in .claude/settings.json (previous file kept as .claude/settings.json.bak)\n  command: ${OWN}\n`,
    )
    const installed = settingsOf(root)
    expect(commands(installed)).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN}`],
    })
    expect(JSON.parse(installed).permissions).toEqual({ allow: ['Bash(npm test:*)'] })
    expect(installed.startsWith('{\n    "permissions": {\n        "allow": ["Bash(npm test:*)"]\n    },')).toBe(true)
    expect(settingsOf(root, '.claude/settings.json.bak')).toBe(EXISTING)

    const second = runCli(['hook', 'install'], { cwd: root })
    expect(second.stdout).toBe(
      "claimcheck's SessionStart and PostToolUse (Read|Write|Edit|MultiEdit) hooks are already in .claude/settings.json\n",
    )
    expect(settingsOf(root)).toBe(installed)

    const removed = runCli(['hook', 'uninstall'], { cwd: root })
    expect(removed.code).toBe(0)
    expect(commands(settingsOf(root))).toEqual({ SessionStart: ['* echo hello'] })
    expect(settingsOf(root)).toBe(EXISTING)
    expect(runCli(['hook', 'uninstall'], { cwd: root }).stdout).toBe(
      'no claimcheck hooks in .claude/settings.json; nothing changed\n',
    )
  })

  it('--withhold: the read hook withholds, the session hook does not; installing without it puts the warning back', () => {
    const root = project(EXISTING)
    expect(runCli(['hook', 'install', '--withhold'], { cwd: root }).code).toBe(0)
    expect(commands(settingsOf(root))).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN} --withhold`],
    })
    expect(runCli(['hook', 'install', '--withhold'], { cwd: root }).stdout).toContain('are already in')
    runCli(['hook', 'install'], { cwd: root })
    expect(commands(settingsOf(root)).PostToolUse).toEqual([`Read|Write|Edit|MultiEdit ${OWN}`])
    runCli(['hook', 'uninstall'], { cwd: root })
    expect(settingsOf(root)).toBe(EXISTING)
  })

  it('refuses a settings file that is not valid JSON, and leaves it untouched', () => {
    const broken = '{ "permissions": { "allow": [ }\n'
    const root = project(broken)
    const result = runCli(['hook', 'install'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(
      /^claimcheck: \.claude\/settings\.json is not valid JSON \(.+\); it was left untouched\n$/,
    )
    expect(settingsOf(root)).toBe(broken)
    expect(existsSync(join(root, '.claude/settings.json.bak'))).toBe(false)
  })

  it('refuses hooks that are not shaped as Claude Code reads them', () => {
    const odd = '{ "hooks": { "SessionStart": "echo hi" } }\n'
    const root = project(odd)
    expect(runCli(['hook', 'install'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: "claimcheck: .claude/settings.json: 'hooks.SessionStart' is not a list; it was left untouched\n",
    })
    expect(settingsOf(root)).toBe(odd)
  })

  it('--dry-run prints the result and writes nothing', () => {
    const root = project(EXISTING)
    const result = runCli(['hook', 'install', '--dry-run'], { cwd: root })
    expect(commands(result.stdout)).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN}`],
    })
    expect(settingsOf(root)).toBe(EXISTING)
  })

  it('--scope local writes .claude/settings.local.json; --events chooses the hooks', () => {
    const root = project()
    runCli(['hook', 'install', '--scope', 'local', '--events', 'session-start'], { cwd: root })
    expect(commands(settingsOf(root, '.claude/settings.local.json'))).toEqual({ SessionStart: [`* ${OWN}`] })
    expect(existsSync(join(root, '.claude/settings.json'))).toBe(false)
  })

  it('--scope user writes the Claude config settings with a command that finds this claimcheck, marked user scope', () => {
    const root = layout({ '.git/HEAD': 'x' })
    const config = layout()
    runCli(['hook', 'install', '--scope', 'user'], { cwd: root, env: { CLAUDE_CONFIG_DIR: config } })
    const own = `${process.execPath} ${BIN} context --format claude-hook --user-scope`
    expect(commands(settingsOf(config, 'settings.json'))).toEqual({
      SessionStart: [`* ${own}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${own}`],
    })
    // Its own entries, whatever flags they carry: uninstall takes them out again.
    expect(
      runCli(['hook', 'uninstall', '--scope', 'user'], { cwd: root, env: { CLAUDE_CONFIG_DIR: config } }).code,
    ).toBe(0)
    expect(commands(settingsOf(config, 'settings.json'))).toEqual({})
  })

  it('--events post-read and post-write: one PostToolUse hook, its matcher the tools chosen', () => {
    const root = project()
    runCli(['hook', 'install', '--events', 'post-read'], { cwd: root })
    expect(commands(settingsOf(root))).toEqual({ PostToolUse: [`Read ${OWN}`] })
    runCli(['hook', 'install', '--events', 'post-write,session-start'], { cwd: root })
    expect(commands(settingsOf(root))).toEqual({
      PostToolUse: [`Write|Edit|MultiEdit ${OWN}`],
      SessionStart: [`* ${OWN}`],
    })
  })

  it('--require adds the PreToolUse gate on Write; uninstall takes it out with the rest', () => {
    const root = project(EXISTING)
    const result = runCli(['hook', 'install', '--require'], { cwd: root })
    expect(result.stdout).toContain(
      "installed claimcheck's SessionStart and PostToolUse (Read|Write|Edit|MultiEdit) and PreToolUse (Write) hooks",
    )
    expect(commands(settingsOf(root))).toEqual({
      SessionStart: ['* echo hello', `* ${OWN}`],
      PostToolUse: [`Read|Write|Edit|MultiEdit ${OWN}`],
      PreToolUse: [`Write ${OWN} --require`],
    })
    runCli(['hook', 'uninstall'], { cwd: root })
    expect(settingsOf(root)).toBe(EXISTING)
    expect(runCli(['hook', 'uninstall', '--require'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: 'claimcheck: --require applies to hook install\n',
    })
  })

  it("project scope needs the project's own claimcheck", () => {
    const root = layout({ '.git/HEAD': 'x' })
    const result = runCli(['hook', 'install'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("project scope runs the project's own claimcheck, which is not installed in")
  })

  it('keeps the mode of the settings file', () => {
    const root = project(EXISTING)
    chmodSync(join(root, '.claude/settings.json'), 0o600)
    runCli(['hook', 'install'], { cwd: root })
    expect(statSync(join(root, '.claude/settings.json')).mode & 0o777).toBe(0o600)
  })

  it('refuses an unknown scope or event, and a root that is not a folder', () => {
    const root = project()
    expect(runCli(['hook', 'install', '--root', 'nowhere'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: 'claimcheck: root is not a folder: nowhere\n',
    })
    expect(runCli(['hook', 'install', '--scope', 'global'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: "claimcheck: unknown scope 'global' (expected project, local or user)\n",
    })
    expect(runCli(['hook', 'install', '--events', 'stop'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: "claimcheck: unknown event 'stop' (expected session-start, post-read or post-write)\n",
    })
  })
})

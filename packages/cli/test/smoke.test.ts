// One run of the built bin a command, as a user starts it: the other tests run commands in process
// (`cli`), so this file is what shows the bin itself answers each one with its output and exit code.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { runCli } from './run-cli.ts'

afterAll(cleanLayouts)

const memory = (name: string, target: string, body: string) =>
  `---\nname: ${name}\nverify:\n  kind: readable\n  target: ${target}\n---\n${body}\n`

/** A project with one claim that holds and one that does not, and its own claimcheck installed. */
const project = () =>
  layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'README.md': '# app\n',
    'node_modules/.bin/claimcheck': '#!/bin/sh\n',
    'memory/MEMORY.md': '- [a](a.md)\n- [b](b.md)\n',
    'memory/a.md': memory('a', 'README.md', 'The README.'),
    'memory/b.md': memory('b', 'gone.txt', 'A gone file.'),
    'home/.keep': '',
  })

describe('the bin answers every command', () => {
  it('--version and --help', () => {
    const root = project()
    const version = runCli(['--version'], { cwd: root })
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/)
    expect(version.code).toBe(0)
    expect(runCli(['--help'], { cwd: root }).stdout).toContain('Usage: claimcheck [command] [options]')
  })

  it('check, with a log that stats reads', () => {
    const root = project()
    const result = runCli(['check', 'memory', '--log', 'run.log'], { cwd: root })
    expect(result.stdout).toBe(
      'OK    a: readable with content\nSTALE b: missing: gone.txt\n\nfresh=1 stale=1 unverifiable=0\n',
    )
    expect(result.code).toBe(1)
    const stats = runCli(['stats', 'run.log'], { cwd: root })
    expect(stats.stdout).toContain("'b' (memory/b.md): stale in 1 of 1 runs")
    expect(stats.code).toBe(0)
  })

  it('context, as markdown and as a SessionStart hook', () => {
    const root = project()
    const markdown = runCli(['context', 'memory'], { cwd: root })
    expect(markdown.stdout).toContain('- b: held (missing: gone.txt)')
    expect(markdown.code).toBe(1)
    const hook = runCli(['context', 'memory', '--format', 'claude-hook'], {
      cwd: root,
      input: JSON.stringify({ hook_event_name: 'SessionStart', cwd: root, source: 'startup' }),
    })
    expect(JSON.parse(hook.stdout).hookSpecificOutput.additionalContext).toContain(
      "Memory 'b' (b.md) failed verification: missing: gone.txt.",
    )
    expect(hook.code).toBe(0)
  })

  it('index, lint and suggest', () => {
    const root = project()
    const index = runCli(['index', 'memory'], { cwd: root })
    expect(index.stdout).toContain('MEMORY.md loads 2 of 2 lines')
    expect(index.code).toBe(0)
    expect(runCli(['lint', 'memory'], { cwd: root }).stdout).toBe('errors=0 warnings=0 info=0\n')
    const suggest = runCli(['suggest', 'memory'], { cwd: root })
    expect(suggest.stdout).toBe(`no fossil to give a check in ${join(root, 'memory')}\n`)
    expect(suggest.code).toBe(0)
  })

  it('checkers and trust', () => {
    const root = project()
    const checkers = runCli(['checkers'], { cwd: root })
    expect(checkers.stdout).toMatch(/^readable +@claimcheck\/checker-readable/m)
    expect(checkers.code).toBe(0)
    const trust = runCli(['trust', 'memory'], { cwd: root })
    expect(trust.stderr).toBe('claimcheck: trust asks at a terminal, and this is not one; nothing was approved\n')
    expect(trust.code).toBe(2)
  })

  it('hook install and uninstall, and init', () => {
    const root = project()
    const env = { CLAUDE_CONFIG_DIR: join(root, 'home') }
    expect(runCli(['hook', 'install'], { cwd: root, env }).code).toBe(0)
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).toContain('context --format claude-hook')
    expect(runCli(['hook', 'uninstall'], { cwd: root, env }).code).toBe(0)
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).not.toContain('claimcheck')
    const init = runCli(['init'], { cwd: root, env })
    expect(init.stdout).toContain('wrote claimcheck.config.json (memoryDir: memory)')
    expect(existsSync(join(root, 'claimcheck.config.json'))).toBe(true)
    expect(init.code).toBe(0)
  })

  it('a mistyped command: one line, exit 2', () => {
    const result = runCli(['chek'], { cwd: project() })
    expect(result.stderr).toBe("claimcheck: unknown command 'chek' (did you mean 'check'?)\n")
    expect(result.code).toBe(2)
  })
})

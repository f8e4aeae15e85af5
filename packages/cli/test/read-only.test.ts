// Read-only commands write nothing: the whole tree, links, modes and times included, is the same
// after each of them, on a repository laid out as a hostile one would be (SPEC §10).
import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { runCli } from './run-cli.ts'

afterAll(cleanLayouts)

/** Every entry under `dir`: its type, mode, size, times, and its bytes' hash or its link's target. */
function fingerprint(dir: string): string[] {
  const lines: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name)
      const info = lstatSync(path)
      const what = info.isSymbolicLink()
        ? `-> ${readlinkSync(path)}`
        : info.isFile()
          ? createHash('sha256').update(readFileSync(path)).digest('hex')
          : ''
      lines.push(
        `${path.slice(dir.length)} ${info.mode.toString(8)} ${info.size} ${info.mtimeMs} ${info.ctimeMs} ${what}`,
      )
      if (info.isDirectory()) walk(path)
    }
  }
  walk(dir)
  return lines
}

const check = (block: string, name: string) => `---\nname: ${name}\nverify:\n${block}\n---\nBody of ${name}.\n`

/** A project whose memory holds every kind of entry a repository can commit, and a Claude config dir. */
function hostileProject() {
  const home = layout({ 'secret.txt': 'token\n' })
  const root = layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.claude/settings.json': '{ "permissions": {} }\n',
    '.claude/settings.json.bak': { symlink: join(home, 'secret.txt') },
    'claimcheck.config.yaml': "include: ['**/*.md', '../*.md']\n",
    'data/file.txt': 'present\n',
    'data/pipe': { fifo: true },
    'memory/MEMORY.md': '- [A](a.md)\n- [Gone](gone.md)\n',
    'memory/a.md': check('  kind: readable\n  target: data/file.txt', 'a'),
    'memory/b-grep.md': check('  kind: grep\n  target: data\n  pattern: present', 'b-grep'),
    'memory/c-fifo-target.md': check('  kind: readable\n  target: data/pipe', 'c-fifo-target'),
    'memory/d-fifo.md': { fifo: true },
    'memory/e-leak.md': { symlink: join(home, 'secret.txt') },
    'memory/f-loop.md': { symlink: 'f-loop.md' },
    'memory/g-js.md': '---js\n{ verify: 1 }\n---\n',
    'memory/h-blank.md': `\n${check('  kind: none', 'h-blank')}`,
    'memory/nested/deep.md': check('  kind: readable\n  target: ../../data/file.txt', 'deep'),
  })
  return { root, home }
}

describe('read-only commands write nothing (SPEC §10)', () => {
  const commands: Array<[string, string[], string?]> = [
    ['check', ['check', 'memory']],
    ['check --format json', ['check', 'memory', '--format', 'json']],
    ['check of files named', ['check', 'memory/a.md', 'memory/e-leak.md']],
    ['context', ['context', 'memory']],
    ['context --format json', ['context', 'memory', '--format', 'json']],
    ['context as a SessionStart hook', ['context', '--format', 'claude-hook'], '{"hook_event_name":"SessionStart"}'],
    [
      'context as a Read hook',
      ['context', '--format', 'claude-hook', '--withhold'],
      JSON.stringify({ hook_event_name: 'PostToolUse', tool_name: 'Read', tool_input: { file_path: 'memory/a.md' } }),
    ],
    ['index', ['index', 'memory']],
    ['index --format json', ['index', 'memory', '--format', 'json']],
    ['checkers', ['checkers']],
    ['hook install --dry-run', ['hook', 'install', '--scope', 'local', '--dry-run']],
  ]

  it.each(commands)('%s leaves every byte, link, mode and time as it was', (_, args, input) => {
    const { root, home } = hostileProject()
    const env = { HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), CLAUDE_PROJECT_DIR: root }
    const before = [fingerprint(root), fingerprint(home)]
    const result = runCli(args, { cwd: root, env, input })
    // The run ended (no FIFO waited on) with one of claimcheck's exit codes.
    expect([0, 1, 2]).toContain(result.code)
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect([fingerprint(root), fingerprint(home)]).toEqual(before)
  })
})

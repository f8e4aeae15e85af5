// Read-only commands write nothing: the whole tree, links, modes and times included, is the same
// after each of them, on a repository laid out as a hostile one would be (SPEC §10).
import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { cli, runCli } from './run-cli.ts'

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

/** The user's cache (README, "Startup"): compiled code and git's answers, kept outside every project. */
const withoutUserCache = (entries: string[]) =>
  entries.filter((entry) => !/^\/\.cache(\/claimcheck(\/(compile-cache|git-answers)(\/[^/]*)?)?)? /.test(entry))

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
    ['lint', ['lint', 'memory']],
    ['lint --format sarif', ['lint', 'memory', '--format', 'sarif']],
    ['suggest without --write', ['suggest', 'memory']],
    ['check --format html', ['check', 'memory', '--format', 'html']],
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
    expect([fingerprint(root), withoutUserCache(fingerprint(home))]).toEqual(before)
  })
})

describe('a large memory dir with malformed memories among good ones (issue 21)', () => {
  /** Ten ways a memory file goes wrong, each with the reason it must be held with. */
  const MALFORMED: Array<[string | Buffer, string]> = [
    ['---\nverify:\n  kind: readable\n  target: [unclosed\n---\n', 'invalid frontmatter: '],
    ['---js\n{ verify: 1 }\n---\n', "unsupported frontmatter language 'js'"],
    ['---\nverify:\n  kind: weather\n---\n', "no checker for kind 'weather'"],
    ['---\nverify:\n  kind: readable\n  taget: a.txt\n---\n', "unknown option 'taget'"],
    ['---\nverify:\n  kind: readable\n---\n', "missing required option 'target'"],
    ['---\nverify: 3\n---\n', 'expected a check or a list of checks'],
    ['---\n- a list\n---\n', 'invalid frontmatter: expected a mapping'],
    ['\n---\nverify:\n  kind: readable\n  target: a.txt\n---\n', 'verify block not read: '],
    ['---\nverify:\n  kind: readable\n  target: a.txt\n', "invalid frontmatter: no closing '---' line"],
    [Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x00, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a]), ''],
  ]

  // Thousands of files on a loaded machine: a minute and more at times, beyond the usual limit for a hang.
  it('2,000 memories, 10% malformed: every one reported, each malformed one held with its reason', async () => {
    const files: Record<string, string | Buffer> = { '.git/HEAD': 'x', 'a.txt': 'content\n' }
    for (let i = 0; i < 2000; i++) {
      const name = `memory/m${String(i).padStart(4, '0')}.md`
      files[name] =
        i % 10 === 0
          ? (MALFORMED[(i / 10) % MALFORMED.length]![0] as string | Buffer)
          : `---\nname: m${String(i).padStart(4, '0')}\nverify:\n  kind: readable\n  target: a.txt\n---\nBody ${i}.\n`
    }
    const root = layout(files)
    // The report is megabytes: written with --output rather than piped.
    const result = await cli(['check', 'memory', '--format', 'json', '--output', 'report.json'], { cwd: root })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(1)
    const { memories } = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8')) as {
      memories: Array<{ file: string; status: string; reason: string }>
    }
    expect(memories).toHaveLength(2000)
    for (const [i, memory] of memories.entries()) {
      expect(memory.file).toBe(`memory/m${String(i).padStart(4, '0')}.md`)
      if (i % 10 !== 0) {
        expect(memory.status).toBe('fresh')
        continue
      }
      const [, reason] = MALFORMED[(i / 10) % MALFORMED.length]!
      // The last case (invalid UTF-8 and a NUL in the frontmatter) must be held, whatever it says.
      expect(memory.status, `${memory.file}: ${memory.reason}`).toMatch(
        reason === '' ? /^(stale|unverifiable)$/ : /^stale$/,
      )
      expect(memory.reason).toContain(reason)
    }
  }, 180_000)
})

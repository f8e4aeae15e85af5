// The bad-input corpus (test/corpus/): every case a memory file a hostile or careless repository
// could hold, run through the CLI end to end as a user that cannot read everything (SPEC §3, §5, §10).
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { runCli, unprivileged, type CliResult } from './run-cli.ts'

const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url))

/** What git cannot hold, made when the corpus is laid out. */
type Make = 'fifo' | 'socket' | 'device' | 'locked' | { bytes: number } | { symlink: string }

interface Case {
  file: string
  status: 'fresh' | 'stale' | 'unverifiable'
  reason: string
  name?: string
  make?: Make
  why: string
}

/** A file a repository controls, planted in a repository of its own, and what each run must do. */
interface RepositoryCase {
  path: string
  /** What git cannot hold, or else `text`, the file's content. */
  make?: Make
  text?: string
  /** `claimcheck check` in CI: its exit code and whole stderr. */
  check: { code: number; stderr: string }
  /** A part of the SessionStart hook's context; '' for no answer. */
  hook: string
  why: string
}

interface Corpus {
  cases: Case[]
  data: Array<{ path: string; make: Make }>
  repository: RepositoryCase[]
}

const corpus = load(readFileSync(join(CORPUS, 'cases.yaml'), 'utf8')) as Corpus
const isRoot = process.getuid?.() === 0

const sockets: Server[] = []
const locked: string[] = []

/** Makes what `make` says at `path`; false when this user cannot (a device needs root). */
async function make(path: string, what: Make): Promise<boolean> {
  mkdirSync(dirname(path), { recursive: true })
  if (what === 'fifo') execFileSync('mkfifo', [path])
  else if (what === 'device') {
    if (!isRoot) return false
    execFileSync('mknod', [path, 'c', '1', '3'])
  } else if (what === 'socket') {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(path, resolve))
    sockets.push(server)
  } else if (what === 'locked') {
    chmodSync(path, 0o000)
    locked.push(path)
  } else if ('symlink' in what) {
    symlinkSync(what.symlink, path)
  } else {
    // A sparse file: as many bytes as a huge memory, without writing them.
    rmSync(path, { force: true })
    writeFileSync(path, '---\nname: huge\nverify:\n  kind: readable\n  target: data/note.txt\n---\n')
    truncateSync(path, what.bytes)
  }
  return true
}

let repo: string
let home: string
const made = new Map<string, boolean>()
let check: CliResult
let text: CliResult
let context: CliResult

beforeAll(async () => {
  const top = layout({}, 'claimcheck-corpus-')
  // mkdtemp makes a folder only its owner may enter.
  chmodSync(top, 0o755)
  repo = join(top, 'repo')
  home = join(top, 'home')
  cpSync(join(CORPUS, 'repo'), repo, { recursive: true, verbatimSymlinks: true })
  mkdirSync(home)
  writeFileSync(join(home, '.npmrc'), '//registry.npmjs.org/:_authToken=NOT-HANDED-OVER\n')
  for (const { path, make: what } of corpus.data) made.set(path, await make(join(repo, path), what))
  for (const { file, make: what } of corpus.cases)
    if (what !== undefined) made.set(`memory/${file}`, await make(join(repo, 'memory', file), what))
  const run = (args: string[]) =>
    runCli([...args, '--root', '.'], { cwd: repo, env: { HOME: home }, unprivileged: true })
  check = run(['check', 'memory', '--format', 'json'])
  text = run(['check', 'memory'])
  context = run(['context', 'memory'])
}, 120_000)

afterAll(() => {
  for (const server of sockets) server.close()
  for (const path of locked) chmodSync(path, 0o755)
  cleanLayouts()
})

const reported = () =>
  new Map(
    (
      JSON.parse(check.stdout) as { memories: Array<{ file: string; name: string; status: string; reason: string }> }
    ).memories.map((memory) => [memory.file, memory]),
  )

describe('the bad-input corpus through claimcheck check (SPEC §3, §5, §10)', () => {
  it('runs as a user that cannot read everything, and reports every memory file, none lost', async () => {
    // Throws when no run here can be made to meet "permission denied".
    expect(unprivileged()).toBeDefined()
    expect(check.stderr).toBe('')
    expect(check.code).toBe(1)
    const listed = corpus.cases.filter((c) => made.get(`memory/${c.file}`) !== false).map((c) => `memory/${c.file}`)
    expect([...reported().keys()].sort()).toEqual(listed.sort())
  })

  describe.each(corpus.cases)('$file', (entry) => {
    const needsRoot = entry.make === 'device' && !isRoot
    it.skipIf(needsRoot)(`${entry.status}: ${entry.reason}`, async () => {
      const memory = reported().get(`memory/${entry.file}`)
      expect(memory, `no report for memory/${entry.file}`).toBeDefined()
      expect({ status: memory?.status, reason: memory?.reason }).toEqual({ status: entry.status, reason: entry.reason })
      if (entry.name !== undefined) expect(memory?.name).toBe(entry.name)
    })
  })

  it('nothing in another frontmatter language ran', async () => {
    expect(existsSync(join(repo, 'ran'))).toBe(false)
  })

  it('the text report keeps one line per memory, with no control character a terminal would obey', async () => {
    const lines = text.stdout.split('\n')
    expect(lines).toHaveLength(reported().size + 3)
    expect(text.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/)
    // The escape character and the line breaks are written out: the forged line stays text on the STALE line.
    expect(lines).toContain('STALE evil\\e[2K\\rOK    forged: readable with content\\nnext: missing: data/missing.txt')
  })

  it('context hands over no body of a held memory, and nothing from outside the root', async () => {
    expect(context.code).toBe(1)
    expect(context.stdout).not.toContain('NOT-HANDED-OVER')
    expect(context.stdout).toContain(
      '- link-to-etc-passwd: held (memory file outside memory dir: memory/link-to-etc-passwd.md)',
    )
    expect(context.stdout).not.toContain('root:x:0:0')
    expect(context.stdout).toContain('Body handed over.')
  })
})

/** Preloaded into a run: writes its peak resident memory (KiB) to `CLAIMCHECK_TEST_PEAK_FILE` at exit. */
const PEAK = fileURLToPath(new URL('./peak-memory.cjs', import.meta.url))
/** Far above what a run takes, far below what reading an endless or huge file took. */
const PEAK_LIMIT_KIB = 400 * 1024

describe('files a repository controls, planted (SPEC §10)', () => {
  describe.each(corpus.repository)('$path: $why', (entry) => {
    const plant = async () => {
      const root = layout({
        '.git/HEAD': 'ref: refs/heads/main\n',
        'data.txt': 'there\n',
        'memory/fine.md': '---\nname: fine\nverify:\n  kind: readable\n  target: data.txt\n---\nBody.\n',
      })
      if (entry.path === '.git') rmSync(join(root, '.git'), { recursive: true })
      if (entry.make !== undefined) await make(join(root, entry.path), entry.make)
      else writeFileSync(join(root, entry.path), entry.text ?? '')
      const home = layout({ '.claude/.keep': '' })
      const peak = join(home, 'peak')
      const env = {
        HOME: home,
        CLAUDE_CONFIG_DIR: join(home, '.claude'),
        NODE_OPTIONS: `--require ${PEAK}`,
        CLAIMCHECK_TEST_PEAK_FILE: peak,
      }
      const peakKiB = () => Number(readFileSync(peak, 'utf8'))
      return { root, env, peakKiB }
    }
    const shown = (text: string, root: string) => text.replaceAll('<root>', root)

    it(`check in CI: exit ${entry.check.code}, within a bounded memory`, async () => {
      const { root, env, peakKiB } = await plant()
      const args = entry.path.startsWith('claimcheck.config') ? ['check', 'memory'] : ['check']
      const result = runCli(args, { cwd: root, env: { ...env, CI: 'true' } })
      expect({ code: result.code, stderr: result.stderr }).toEqual({
        code: entry.check.code,
        stderr: `${shown(entry.check.stderr, root)}\n`,
      })
      expect(peakKiB()).toBeLessThan(PEAK_LIMIT_KIB)
    })

    it('the SessionStart hook under user scope: exit 0, within its deadline and a bounded memory', async () => {
      const { root, env, peakKiB } = await plant()
      // The session's auto memory dir, which the hook verifies: it reads the planted config for it.
      const slug = realpathSync(root).replace(/[^A-Za-z0-9]/g, '-')
      addFiles(env.CLAUDE_CONFIG_DIR, {
        [`projects/${slug}/memory/fine.md`]: readFileSync(join(root, 'memory/fine.md'), 'utf8'),
      })
      const result = runCli(['context', '--format', 'claude-hook', '--user-scope'], {
        cwd: root,
        env,
        input: JSON.stringify({ hook_event_name: 'SessionStart', cwd: root }),
      })
      expect(result.code).toBe(0)
      const context = result.stdout === '' ? '' : JSON.parse(result.stdout).hookSpecificOutput.additionalContext
      if (entry.hook === '') expect(context).toBe('')
      else expect(context).toContain(shown(entry.hook, root))
      expect(peakKiB()).toBeLessThan(PEAK_LIMIT_KIB)
    })
  })
})

describe('a repository made the memory dir by its own settings (SPEC §8.1, §10)', () => {
  // `autoMemoryDirectory: /proc/self/cwd` is an absolute path, so valid, and names the folder opened:
  // every file of the repository is then a memory. 600 memories of 1 MB (sparse: a tiny clone).
  it('the SessionStart hook keeps no memory body: exit 0 within a bounded memory', () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.claude/settings.json': JSON.stringify({ autoMemoryDirectory: '/proc/self/cwd' }),
    })
    for (let i = 0; i < 600; i++) {
      const file = join(root, `m${i}.md`)
      writeFileSync(file, `---\nname: m${i}\nverify:\n  kind: readable\n  target: gone.txt\n---\n`)
      truncateSync(file, 1_000_000)
    }
    const home = layout({ '.claude/.keep': '' })
    const peak = join(home, 'peak')
    // What is measured is memory: the deadline is generous, so that a loaded machine reads all 600 MB in time.
    const result = runCli(['context', '--format', 'claude-hook', '--user-scope', '--deadline', '120'], {
      cwd: root,
      env: {
        HOME: home,
        CLAUDE_CONFIG_DIR: join(home, '.claude'),
        NODE_OPTIONS: `--require ${PEAK}`,
        CLAIMCHECK_TEST_PEAK_FILE: peak,
      },
      input: JSON.stringify({ hook_event_name: 'SessionStart', cwd: root }),
    })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).hookSpecificOutput.additionalContext).toMatch(/^Memory 'm\d+' \(m\d+\.md\) /)
    expect(Number(readFileSync(peak, 'utf8'))).toBeLessThan(PEAK_LIMIT_KIB)
  }, 180_000)
})

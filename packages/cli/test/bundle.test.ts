// The bin runs one bundled program (the same in every channel) with a compile cache kept per user;
// what it loads at run time (RE2, a worker for a long search, a config module) comes from outside
// the bundle. These tests run the bin's paths into each of them, and the cache's.
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import module from 'node:module'
import { join } from 'node:path'
import vm from 'node:vm'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { BIN, runCli, slowSearch } from './run-cli.ts'
import { checksum } from '../src/compile-cache.ts'

afterAll(cleanLayouts)

const topic = (verify: string) => `---\nname: topic\nverify:\n${verify}\n---\nbody\n`

describe('the bundled bin', () => {
  it('loads RE2 for a pattern that is not a literal', () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/build.ts': 'export function buildAll() {}\n',
      'memory/topic.md': topic('  kind: grep\n  target: src/build.ts\n  pattern: export function \\w+\\('),
    })
    const result = runCli(['check', 'memory'], { cwd: root })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toBe('OK    topic: matched /export function \\w+\\(/\n\nfresh=1 stale=0 unverifiable=0\n')
  })

  it('loads the full YAML engine for frontmatter the fast path leaves to it', () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'notes.txt': 'notes\n',
      'memory/flow.md': '---\nname: flow\nverify: { kind: readable, target: notes.txt }\n---\nbody\n',
    })
    expect(runCli(['check', 'memory'], { cwd: root }).stdout).toBe(
      'OK    flow: readable with content\n\nfresh=1 stale=0 unverifiable=0\n',
    )
  })

  it('moves a long search to a worker, which ends at the timeout', () => {
    const slow = slowSearch('timeout: 1')
    const root = layout({ '.git/HEAD': 'ref: refs/heads/main\n', ...slow.files, 'memory/slow.md': topic(slow.block) })
    const result = runCli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe('STALE topic: timed out after 1s\n\nfresh=0 stale=1 unverifiable=0\n')
  })

  it('says which file is missing when the program is not beside it', () => {
    const folder = layout({})
    copyFileSync(BIN, join(folder, 'bin.cjs'))
    const run = spawnSync(process.execPath, [join(folder, 'bin.cjs'), '--version'], { encoding: 'utf8' })
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      `claimcheck: ${join(folder, 'claimcheck.cjs')} is missing: reinstall or rebuild @claimcheck/cli\n`,
    )
    expect(run.status).toBe(2)
  })
})

describe('the compile cache: startup compiled once on the user’s machine, kept per user', () => {
  const project = () =>
    layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/build.ts': 'export function buildAll() {}\n',
      'memory/topic.md': topic('  kind: grep\n  target: src/build.ts\n  pattern: buildAll'),
    })
  const REPORT = 'OK    topic: matched /buildAll/\n\nfresh=1 stale=0 unverifiable=0\n'
  /** A run with the user's cache folder at `cache` (XDG_CACHE_HOME). */
  const run = (root: string, cache: string, env: Record<string, string> = {}) =>
    runCli(['check', 'memory'], { cwd: root, env: { XDG_CACHE_HOME: cache, ...env } })
  const folderOf = (cache: string) => join(cache, 'claimcheck/compile-cache')
  /** Every file of the cache folder with its size, time of change and inode. */
  const files = (cache: string) =>
    readdirSync(folderOf(cache), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name)
        const { size, mtimeMs, ino } = statSync(path)
        return { path, size, mtimeMs, ino }
      })
  // Node 22.1 and later keep their own cache there; older Node the file claimcheck keeps.
  const nodesOwn = 'enableCompileCache' in module

  it('the first run keeps the compiled program in the user’s cache folder; the next runs use it and keep it as it is', () => {
    const root = project()
    const cache = layout({})
    expect(run(root, cache)).toMatchObject({ code: 0, stdout: REPORT, stderr: '' })
    const kept = files(cache)
    expect(kept.length).toBeGreaterThan(0)
    if (!nodesOwn) {
      expect(kept.map(({ path }) => path.slice(folderOf(cache).length + 1))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^claimcheck-[0-9a-f]{16}-check-node${process.version.replaceAll('.', '\\.')}-${process.platform}-${process.arch}\\.cache$`,
          ),
        ),
      ])
    }
    expect(run(root, cache)).toMatchObject({ code: 0, stdout: REPORT, stderr: '' })
    expect(files(cache)).toEqual(kept)
  })

  it.skipIf(nodesOwn)(
    'each command keeps its own: a `--version` first does not leave `check` to compile every run',
    () => {
      const root = project()
      const cache = layout({})
      expect(runCli(['--version'], { cwd: root, env: { XDG_CACHE_HOME: cache } })).toMatchObject({ code: 0 })
      expect(run(root, cache)).toMatchObject({ code: 0, stdout: REPORT, stderr: '' })
      const kept = files(cache).sort((a, b) => a.path.localeCompare(b.path))
      expect(kept.map(({ path }) => path.match(/-([a-z-]+)-node[^/]*$/)?.[1])).toEqual(['check', 'help'])
      // The command's cache holds the code it ran, which `--version` never reaches.
      expect(kept[0]!.size).toBeGreaterThan(kept[1]!.size * 1.5)
      // A run that ends in a usage error keeps nothing for the command it went to.
      const other = layout({})
      expect(runCli(['chek'], { cwd: root, env: { XDG_CACHE_HOME: other } })).toMatchObject({ code: 2 })
      expect(existsSync(folderOf(other))).toBe(false)
    },
  )

  it.skipIf(nodesOwn)(
    'a hook keeps the compiled code of its verifying thread too, whole, and the next hook uses it as it is',
    () => {
      const root = project()
      const cache = layout({})
      const hook = () =>
        runCli(['context', 'memory', '--format', 'claude-hook'], {
          cwd: root,
          env: { XDG_CACHE_HOME: cache },
          input: JSON.stringify({ hook_event_name: 'SessionStart', cwd: root }),
        })
      expect(hook()).toMatchObject({ code: 0, stdout: '', stderr: '' })
      const kept = files(cache).sort((a, b) => a.path.localeCompare(b.path))
      // The thread's part is whole: the hook ends the thread once it answers, and it wrote its file before.
      expect(kept.map(({ path }) => path.match(/-([a-z-]+)-node[^/]*$/)?.[1])).toEqual(['context', 'hook-thread'])
      expect(hook()).toMatchObject({ code: 0, stdout: '', stderr: '' })
      expect(files(cache).sort((a, b) => a.path.localeCompare(b.path))).toEqual(kept)
    },
  )

  it.skipIf(nodesOwn)('a damaged cache is never run: the program compiles as usual and the cache is made again', () => {
    const root = project()
    const cache = layout({})
    run(root, cache)
    const path = files(cache)[0]?.path as string
    const whole = readFileSync(path)
    const damaged: Array<[string, Buffer]> = [
      [
        'bytes changed in the middle',
        Buffer.from(whole.map((byte, i) => (i > whole.length / 2 && i < whole.length / 2 + 64 ? byte ^ 0xff : byte))),
      ],
      ['cut short', whole.subarray(0, whole.length / 2)],
      ['empty', Buffer.alloc(0)],
      ['not a cache at all', Buffer.from('{"not": "compiled code"}\n')],
    ]
    for (const [why, bytes] of damaged) {
      writeFileSync(path, bytes)
      expect({ why, ...run(root, cache) }).toEqual({ why, code: 0, stdout: REPORT, stderr: '' })
      // Made again: a whole cache, which the next run uses as it is.
      const made = files(cache)
      expect({
        why,
        replaced: !readFileSync(path).equals(bytes),
        whole: (made[0]?.size ?? 0) > whole.length / 2,
      }).toEqual({
        why,
        replaced: true,
        whole: true,
      })
      run(root, cache)
      expect({ why, kept: files(cache) }).toEqual({ why, kept: made })
    }
  })

  it.skipIf(nodesOwn)(
    'compiled code made for other source is refused, even under this build’s name, and made again',
    () => {
      const root = project()
      const cache = layout({})
      run(root, cache)
      const path = files(cache)[0]?.path as string
      const whole = readFileSync(path)
      // Another program's compiled code, kept the way claimcheck keeps its own (the checksum holds).
      const other = new vm.Script(`(function () { return ${JSON.stringify('x'.repeat(1000))} })`).createCachedData()
      // Its header: 28 bytes naming the format, then the checksum of the code after it.
      const foreign = Buffer.concat([whole.subarray(0, 32), other])
      foreign.writeUInt32BE(checksum(other), 28)
      writeFileSync(path, foreign)
      expect(run(root, cache)).toMatchObject({ code: 0, stdout: REPORT, stderr: '' })
      expect(readFileSync(path).length).toBeGreaterThan(whole.length / 2)
    },
  )

  it('a cache folder that cannot be written, or no home folder at all, costs nothing but the time to compile', () => {
    const root = project()
    const readOnly = layout({ 'claimcheck/compile-cache/.keep': '' })
    chmodSync(join(readOnly, 'claimcheck/compile-cache'), 0o555)
    const unwritable = runCli(['check', 'memory'], { cwd: root, env: { XDG_CACHE_HOME: readOnly }, unprivileged: true })
    const left = readdirSync(join(readOnly, 'claimcheck/compile-cache'))
    // Writable again, so that the folder can be removed by its owner (not root) after the test.
    chmodSync(join(readOnly, 'claimcheck/compile-cache'), 0o755)
    expect(unwritable).toMatchObject({ code: 0, stdout: REPORT, stderr: '' })
    expect(left).toEqual(['.keep'])
    // A file where the cache folder goes.
    const blocked = layout({ claimcheck: 'a file' })
    expect(run(root, blocked)).toMatchObject({ code: 0, stdout: REPORT, stderr: '' })
    // No home folder: none is made.
    const gone = join(layout({}), 'no-such-home')
    expect(run(root, '', { HOME: gone, XDG_CACHE_HOME: '' })).toMatchObject({ code: 0, stdout: REPORT, stderr: '' })
    expect(existsSync(gone)).toBe(false)
  })

  it('NODE_DISABLE_COMPILE_CACHE keeps nothing', () => {
    const cache = layout({})
    expect(run(project(), cache, { NODE_DISABLE_COMPILE_CACHE: '1' })).toMatchObject({ code: 0, stdout: REPORT })
    expect(existsSync(folderOf(cache))).toBe(false)
  })
})

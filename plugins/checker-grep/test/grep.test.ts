import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistry, memoryFromText, verifyMemories } from '@claimcheck/core'
import { checkOnce, cleanLayouts, COSTLY_PATTERN, costlyText, layout, testChecker } from '@claimcheck/testkit'
import { grep } from '../dist/index.js'

afterAll(cleanLayouts)

const script = { 'scripts/batch.sh': '#!/bin/sh\nderive_before_classify\nclassify\n' }
const batch = (options: Record<string, unknown>) => ({
  files: script,
  options: { target: 'scripts/batch.sh', ...options },
})
const outside = layout({ 'secret.txt': 'needle' })

const SMALL_LIMIT = { maxFileBytes: 1024 }

testChecker(grep, {
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    {
      name: 'a match elsewhere still holds past a file over the size limit',
      settings: SMALL_LIMIT,
      files: { 'logs/a-big.log': 'x'.repeat(2048), 'logs/b.log': 'needle' },
      options: { target: 'logs', pattern: 'needle' },
      reason: 'matched /needle/ in logs/b.log',
    },
    {
      name: 'a pattern found in a file',
      ...batch({ pattern: 'derive_before_classify' }),
      reason: 'matched /derive_before_classify/',
    },
    {
      name: 'RE2 syntax and flags',
      ...batch({ pattern: 'DERIVE_\\w+', flags: 'i' }),
      reason: 'matched /DERIVE_\\w+/',
    },
    {
      name: 'm makes ^ and $ line anchors',
      ...batch({ pattern: '^classify$', flags: 'm' }),
      reason: 'matched /^classify$/',
    },
    {
      name: 'fixed: a literal string',
      files: { 'src/config.ts': "bucket: 'a.b'\n" },
      options: { target: 'src/config.ts', pattern: "'a.b'", fixed: true },
      reason: "matched /'a.b'/",
    },
    {
      name: 'absent, and gone',
      files: { 'src/a.ts': 'const x = 1\n' },
      options: { target: 'src/a.ts', pattern: 'USE_LEGACY', absent: true },
      reason: 'absent: /USE_LEGACY/',
    },
    {
      name: 'a folder, searched recursively, naming the file',
      files: { 'src/a.ts': 'nothing\n', 'src/deep/er/b.ts': 'export function needle() {}\n' },
      options: { target: 'src', pattern: 'needle' },
      reason: 'matched /needle/ in src/deep/er/b.ts',
    },
    {
      name: 'a file named directly is searched even when it holds a NUL byte',
      files: { 'assets/logo.bin': Buffer.concat([Buffer.from([0x89, 0x00, 0x01]), Buffer.from('needle')]) },
      options: { target: 'assets/logo.bin', pattern: 'needle' },
      reason: 'matched /needle/',
    },
    {
      name: 'a glob',
      files: { 'src/a.ts': 'hay', 'src/b.js': 'needle', 'src/sub/c.ts': 'needle' },
      options: { target: 'src/**/*.ts', pattern: 'needle' },
      reason: 'matched /needle/ in src/sub/c.ts',
    },
  ],
  stale: [
    { name: 'a pattern not found', ...batch({ pattern: 'derive_after' }), reason: 'no match for /derive_after/' },
    {
      name: 'a file over the size limit',
      settings: SMALL_LIMIT,
      files: { 'big.log': 'x'.repeat(2048) },
      options: { target: 'big.log', pattern: 'x' },
      reason: 'too large to search: big.log',
    },
    {
      name: 'a file over the limit in a folder',
      settings: SMALL_LIMIT,
      files: { 'logs/big.log': 'needle'.repeat(400), 'logs/small.log': 'hay' },
      options: { target: 'logs', pattern: 'needle' },
      reason: 'too large to search: logs/big.log',
    },
    {
      name: 'absent cannot be shown past a file too large',
      settings: SMALL_LIMIT,
      files: { 'logs/big.log': 'x'.repeat(2048) },
      options: { target: 'logs', pattern: 'needle', absent: true },
      reason: 'too large to search: logs/big.log',
    },
    {
      name: 'a search too costly for its time (a program of a thousand states over 2 MB)',
      files: { 'big.txt': costlyText(2 * 1024 * 1024) },
      options: { target: 'big.txt', pattern: COSTLY_PATTERN, timeout: 1 },
      reason: 'timed out after 1s',
    },
    {
      name: 'a link loop cannot be read',
      files: { loop: { symlink: 'loop' } },
      options: { target: 'loop', pattern: 'x' },
      reason: 'unreadable: ELOOP',
    },
    {
      name: 'without m, ^ and $ anchor the whole file',
      ...batch({ pattern: '^classify$' }),
      reason: 'no match for /^classify$/',
    },
    {
      name: 'fixed: metacharacters are literal',
      files: { 'src/config.ts': "bucket: 'a.b'\n" },
      options: { target: 'src/config.ts', pattern: 'a.+b)', fixed: true },
      reason: 'no match for /a.+b)/',
    },
    {
      name: 'absent, but back',
      files: { 'src/a.ts': 'const x = 1\n', 'src/lib/b.ts': 'if (USE_LEGACY) {}\n' },
      options: { target: 'src', pattern: 'USE_LEGACY', absent: true },
      reason: 'still present: /USE_LEGACY/ in src/lib/b.ts',
    },
    {
      name: 'absent over a folder, but a symlinked file in it was not searched',
      files: {
        'src/a.ts': 'x\n',
        'shared/legacy.ts': 'USE_LEGACY\n',
        'src/link.ts': { symlink: '../shared/legacy.ts' },
      },
      options: { target: 'src', pattern: 'USE_LEGACY', absent: true },
      reason: 'could not search src/link.ts: a symlink the search does not follow',
    },
    {
      name: 'absent over a folder, but a binary file in it was not searched',
      files: { 'src/a.ts': 'x\n', 'src/blob.bin': Buffer.from('\0\0USE_LEGACY') },
      options: { target: 'src', pattern: 'USE_LEGACY', absent: true },
      reason: 'could not search src/blob.bin: a binary file',
    },
    {
      name: 'absent over a folder: a match beside a skipped file says still present',
      files: { 'src/a.bin': Buffer.from('\0'), 'src/b.ts': 'USE_LEGACY\n' },
      options: { target: 'src', pattern: 'USE_LEGACY', absent: true },
      reason: 'still present: /USE_LEGACY/ in src/b.ts',
    },
    {
      name: 'absent over a glob, but a binary match was not searched',
      files: { 'src/a.ts': 'x\n', 'src/b.ts': Buffer.from('\0USE_LEGACY') },
      options: { target: 'src/*.ts', pattern: 'USE_LEGACY', absent: true },
      reason: 'could not search src/b.ts: a binary file',
    },
    {
      name: 'absent over a glob, but a symlinked file it matches was not followed',
      files: { 'src/a.ts': 'x\n', 'src/b.ts': { symlink: 'a.ts' } },
      options: { target: 'src/*.ts', pattern: 'USE_LEGACY', absent: true },
      reason: 'could not search src/b.ts: a symlink the search does not follow',
    },
    {
      name: 'a glob reaches no deeper than its pattern, and never into dotfolders',
      files: { 'src/a.ts': 'x', 'src/sub/c.ts': 'needle', 'src/.cache/d.ts': 'needle', 'lib/.hidden/e.ts': 'needle' },
      options: { target: 'src/*.ts', pattern: 'needle' },
      reason: 'no match for /needle/',
    },
    {
      name: 'a ** glob walks every folder but the dotfolders',
      files: { 'src/a.ts': 'x', 'src/.cache/d.ts': 'needle', 'src/x/.y/e.ts': 'needle' },
      options: { target: 'src/**/*.ts', pattern: 'needle' },
      reason: 'no match for /needle/',
    },
    {
      name: 'absent, but still in the file',
      files: { 'src/a.ts': 'if (USE_LEGACY) {}\n' },
      options: { target: 'src/a.ts', pattern: 'USE_LEGACY', absent: true },
      reason: 'still present: /USE_LEGACY/ in src/a.ts',
    },
    {
      name: '.git, node_modules and binary files are skipped in a folder',
      files: {
        'repo/.git/config': 'needle',
        'repo/node_modules/x/index.js': 'needle',
        'repo/image.bin': Buffer.concat([Buffer.from([0x89, 0x00, 0x01]), Buffer.from('needle')]),
        'repo/src/a.ts': 'hay',
      },
      options: { target: 'repo', pattern: 'needle' },
      reason: 'no match for /needle/',
    },
    {
      name: 'a glob matching nothing',
      files: { 'src/a.ts': 'x' },
      options: { target: 'src/*.py', pattern: 'needle' },
      reason: 'no files match src/*.py',
    },
    {
      name: 'a glob whose folder is gone',
      options: { target: 'gone/*.txt', pattern: 'needle' },
      reason: 'no files match gone/*.txt',
    },
    {
      name: 'a glob whose folder is a file',
      files: { 'src.txt': 'needle' },
      options: { target: 'src.txt/*.ts', pattern: 'needle' },
      reason: 'no files match src.txt/*.ts',
    },
    {
      name: 'a missing target',
      options: { target: 'scripts/batch.sh', pattern: 'x' },
      reason: 'missing: scripts/batch.sh',
    },
    {
      name: 'an invalid pattern',
      ...batch({ pattern: '(unclosed' }),
      reason: 'invalid pattern: error parsing regexp: missing closing ): `(unclosed`',
    },
    {
      name: 'a backreference (RE2 has none: it would need backtracking)',
      ...batch({ pattern: '(a)\\1' }),
      reason: "invalid pattern: backreference '\\1' is not supported (RE2 has no lookaround or backreferences)",
    },
    {
      name: 'a lookahead (RE2 has none)',
      ...batch({ pattern: 'derive(?=_before)' }),
      reason: "invalid pattern: lookahead '(?=' is not supported (RE2 has no lookaround or backreferences)",
    },
    {
      name: 'a lookbehind is named as such, not as a named capture',
      ...batch({ pattern: '(?<=derive)_before' }),
      reason: "invalid pattern: lookbehind '(?<=' is not supported (RE2 has no lookaround or backreferences)",
    },
    {
      name: 'a FIFO, never opened',
      files: { pipe: { fifo: true } },
      options: { target: 'pipe', pattern: 'x' },
      reason: 'not a regular file: pipe',
    },
    {
      name: 'an absolute target outside the root',
      options: { target: join(outside, 'secret.txt'), pattern: 'needle' },
      reason: `target outside root: ${join(outside, 'secret.txt')}`,
    },
    {
      name: 'a glob leading out of the root',
      options: { target: '../*/secret.txt', pattern: 'needle' },
      reason: 'target outside root: ../*/secret.txt',
    },
    {
      name: 'a glob does not follow a link (out of the root, here)',
      files: { 'src/a.ts': 'hay', 'src/leak.ts': { symlink: join(outside, 'secret.txt') } },
      options: { target: 'src/*.ts', pattern: 'needle' },
      reason: 'no match for /needle/',
    },
  ],
  invalid: [
    { options: { target: 'a', patern: 'x' }, reason: "unknown option 'patern'" },
    { options: { target: 'a' }, reason: "missing required option 'pattern'" },
    { options: { target: 'a', pattern: '' }, reason: "'pattern' must not be empty" },
    { options: { pattern: 'x' }, reason: "missing required option 'target'" },
    {
      options: { target: 'a', pattern: 'x', flags: 'g' },
      reason: "'flags' must be some of the letters i, m, s, u, each at most once",
    },
    {
      options: { target: 'a', pattern: 'x', flags: 'ii' },
      reason: "'flags' must be some of the letters i, m, s, u, each at most once",
    },
    {
      options: { target: 'a', pattern: 'x', fixed: 'yes' },
      reason: "'fixed' must be true or false (true: the pattern is a literal string)",
    },
  ],
})

describe('grep settings', () => {
  it('refuses a misspelled setting by name', async () => {
    await expect(
      checkOnce(grep(), { target: 'a', pattern: 'x' }, {}, undefined, { settings: { maxBytes: 5 } }),
    ).rejects.toThrow("@claimcheck/checker-grep settings: unknown setting 'maxBytes'")
  })
})

/**
 * A root whose `tree/` holds 200 folders of 1,000 empty files each, made once into the user's cache
 * folder (seconds of work) and reused by later runs; the run's temporary folder is removed at its end.
 */
function hugeTree(): string {
  const root = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'claimcheck', 'test-tree-200000')
  if (existsSync(join(root, '.complete'))) return root
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(root, 'tree'), { recursive: true })
  // Empty files, made by the shell a folder at a time: far quicker than one call a file from here.
  const script = 'for d in $(seq -w 0 199); do mkdir d$d && (cd d$d && touch f{0..999}.txt); done'
  execFileSync('bash', ['-c', script], { cwd: join(root, 'tree') })
  writeFileSync(join(root, '.complete'), '')
  return root
}

describe('hostile patterns and huge trees (SPEC §5.3): no check stalls the run', () => {
  const memory = (name: string, block: string) => memoryFromText(`/m/${name}.md`, `---\nverify:\n${block}\n---\n`)
  const run = (root: string, blocks: Array<[string, string]>) =>
    verifyMemories(
      blocks.map(([name, block]) => memory(name, block)),
      { root, memoryDir: root, registry: createRegistry([grep()]) },
    )
  const outcome = (reports: Awaited<ReturnType<typeof run>>) => reports.map((r) => [r.name, r.status, r.reason])

  it('a pattern that backtracks exponentially elsewhere is searched in linear time', async () => {
    // A backtracking engine tries 2^24 ways through this on every `a`; RE2 reads the file once.
    const exponential = `${'(a|a)'.repeat(24)}b`
    const root = layout({ 'a.txt': `${'a'.repeat(40_000)}\n` })
    // Within 5 s it must finish on its own: `timed out` would fail the test.
    const reports = await run(root, [
      ['hostile', `  kind: grep\n  target: a.txt\n  pattern: '${exponential}'\n  timeout: 5`],
    ])
    expect(outcome(reports)).toEqual([['hostile', 'stale', `no match for /${exponential}/`]])
  })

  it('a search too costly for its time is stopped at its timeout, and the other checks still run', async () => {
    // Linear, but a program of a thousand states over 2 MB: minutes of work.
    const root = layout({ 'big.txt': costlyText(2 * 1024 * 1024), 'ok.txt': 'fine\n' })
    const reports = await run(root, [
      ['costly', "  kind: grep\n  target: big.txt\n  pattern: '(?i)a[ab]{1000}c\\w'\n  timeout: 0.5"],
      ['normal', '  kind: grep\n  target: ok.txt\n  pattern: fine'],
      ['normal-2', "  kind: grep\n  target: big.txt\n  pattern: 'ab+a'"],
    ])
    expect(outcome(reports)).toEqual([
      ['costly', 'stale', 'timed out after 0.5s'],
      ['normal', 'fresh', 'matched /fine/'],
      ['normal-2', 'fresh', 'matched /ab+a/'],
    ])
  })

  // Laying out 200,000 files takes seconds to minutes on a busy machine: the tree is made once a
  // machine and kept (as the benchmark keeps its corpora), before the test, whose time it is not.
  let root = ''
  beforeAll(() => {
    root = hugeTree()
  }, 900_000)

  it('a walk of a 200,000-file tree stops at the timeout', { timeout: 120_000 }, async () => {
    const reports = await run(root, [
      ['huge', '  kind: grep\n  target: tree\n  pattern: needle\n  timeout: 1'],
      ['absent', '  kind: grep\n  target: tree\n  pattern: needle\n  absent: true\n  timeout: 1'],
    ])
    expect(outcome(reports)).toEqual([
      ['absent', 'stale', 'timed out after 1s'],
      ['huge', 'stale', 'timed out after 1s'],
    ])
  })
})

describe('identical checks', () => {
  it('answer alike, in a large file and a small one, literal or not', async () => {
    const root = layout({ 'big.txt': `${'hay\n'.repeat(30_000)}needle\n`, 'small.txt': 'needle\n' })
    const block = (target: string, pattern: string) => `  kind: grep\n  target: ${target}\n  pattern: '${pattern}'`
    const blocks = [
      ...['needle', 'ne+dle', 'gone'].flatMap((pattern) => [block('big.txt', pattern), block('big.txt', pattern)]),
      block('small.txt', 'needle'),
      block('small.txt', 'needle'),
    ]
    const memories = blocks.map((b, i) => memoryFromText(`/m/${i}.md`, `---\nverify:\n${b}\n---\n`))
    const reports = await verifyMemories(memories, { root, memoryDir: root, registry: createRegistry([grep()]) })
    expect(reports.map((r) => [r.name, r.status, r.reason])).toEqual([
      ['0', 'fresh', 'matched /needle/'],
      ['1', 'fresh', 'matched /needle/'],
      ['2', 'fresh', 'matched /ne+dle/'],
      ['3', 'fresh', 'matched /ne+dle/'],
      ['4', 'stale', 'no match for /gone/'],
      ['5', 'stale', 'no match for /gone/'],
      ['6', 'fresh', 'matched /needle/'],
      ['7', 'fresh', 'matched /needle/'],
    ])
  })
})

describe('a checker reused across runs', () => {
  it('reads files again in the next run (nothing is kept past a run)', async () => {
    const root = layout({ 'a.txt': 'before\n' })
    const checker = grep()
    const memories = [
      memoryFromText('/m/linear.md', '---\nverify:\n  kind: grep\n  target: a.txt\n  pattern: after\n---\n'),
      memoryFromText('/m/regex.md', "---\nverify:\n  kind: grep\n  target: a.txt\n  pattern: 'af+ter'\n---\n"),
    ]
    const run = () => verifyMemories(memories, { root, memoryDir: root, registry: createRegistry([checker]) })
    expect((await run()).map((r) => r.status)).toEqual(['stale', 'stale'])
    writeFileSync(join(root, 'a.txt'), 'after\n')
    expect((await run()).map((r) => r.status)).toEqual(['fresh', 'fresh'])
  })
})

// Fossils and backfill: `claimcheck lint` finds claims that name something checkable and carry no
// check, and `claimcheck suggest --write` gives them one, every other byte kept (SPEC §6.4).
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { writeSuggestion } from '../dist/lint/write-suggestion.js'
import { runCli } from './run-cli.ts'

afterAll(cleanLayouts)

const CODE: Record<string, Entry> = {
  '.git/HEAD': 'x',
  'scripts/batch.sh': '#!/bin/sh\nderive_then_classify\n',
  'src/app.ts': 'export function deriveBeforeClassify() {}\nexport const USE_LEGACY = false\n',
  'src/other.ts': 'export const USE_LEGACY = true\n',
  'data/assets/logo.png': 'png',
}

const findingsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('['))

describe('claimcheck lint (SPEC §6.4)', () => {
  it('tells fossils from judgements and from memories already checked', () => {
    const root = layout({
      ...CODE,
      'memory/a-fossil.md': '---\nname: batch\n---\nThe batch runs from `scripts/batch.sh`.\n',
      'memory/b-judgement.md':
        '---\nname: taste\nverify:\n  kind: none\n---\nPrefer small commits; ask before a rebase.\n',
      'memory/c-judgement-naming.md': '---\nname: app\nverify:\n  kind: none\n---\nThe entry point is src/app.ts.\n',
      'memory/d-checked.md':
        '---\nname: checked\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    })
    const result = runCli(['lint', 'memory'], { cwd: root })
    expect(result.code).toBe(1)
    expect(findingsOf(result.stdout)).toEqual([
      '[fossil] a-fossil.md:4: names scripts/batch.sh, which exists, and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] c-judgement-naming.md:6: names src/app.ts, which exists, and has kind: none: give it a check (claimcheck suggest)',
    ])
  })

  it('reads paths relative, backticked and plain; prose like and/or is no path; a path that is gone is named', () => {
    const root = layout({
      ...CODE,
      'memory/relative.md': '---\nname: relative\n---\nRun ./scripts/batch.sh nightly.\n',
      'memory/folder.md': '---\nname: folder\n---\nImages live in `data/assets`.\n',
      'memory/prose.md': '---\nname: prose\n---\nRead and/or write; I/O bound; 24/7.\n',
      'memory/rotted.md': '---\nname: rotted\n---\nThe old images were in `data/gone/` and src/legacy/resize.ts.\n',
    })
    const result = runCli(['lint', 'memory'], { cwd: root })
    expect(findingsOf(result.stdout)).toEqual([
      '[fossil] folder.md:4: names data/assets, which exists, and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] relative.md:4: names scripts/batch.sh, which exists, and has no verify block: give it a check (claimcheck suggest)',
      '[fossil-missing] rotted.md:4: names data/gone, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] rotted.md:4: names src/legacy/resize.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('an identifier found in one file gets a grep of it; in two, a fossil without a proposal; in none, nothing', () => {
    const root = layout({
      ...CODE,
      'memory/one.md': '---\nname: one\n---\nKeep `deriveBeforeClassify` first.\n',
      'memory/two.md': '---\nname: two\n---\nThe `USE_LEGACY` flag decides.\n',
      'memory/none.md': '---\nname: none\n---\nWe dropped `notInTheCodeAnywhere`.\n',
    })
    expect(findingsOf(runCli(['lint', 'memory'], { cwd: root }).stdout)).toEqual([
      '[fossil] one.md:4: names `deriveBeforeClassify`, found in src/app.ts, and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] two.md:4: names `USE_LEGACY`, found in src/app.ts, src/other.ts, and has no verify block: give it a check (claimcheck suggest)',
    ])
    const suggested = runCli(['suggest', 'memory'], { cwd: root }).stdout
    expect(suggested).toBe(
      [
        '--- memory/one.md',
        '+++ memory/one.md',
        '@@ -2,0 +3,5 @@',
        '+verify:',
        '+  kind: grep',
        '+  target: src/app.ts',
        '+  pattern: deriveBeforeClassify',
        '+  fixed: true',
        '',
      ].join('\n'),
    )
  })

  it('duplicate names, no frontmatter, invalid YAML with its line, and verify blocks that could not run', () => {
    const root = layout({
      ...CODE,
      'memory/a.md': '---\nname: same\ndescription: it: breaks\n---\nBody.\n',
      'memory/b.md': '---\nname: same\nverify:\n  kind: grep\n  target: src/app.ts\n  patern: x\n---\nBody.\n',
      'memory/c.md': 'Only a body.\n',
      'memory/d.md': '---\nname: weather\nverify:\n  kind: weather\n---\nBody.\n',
    })
    const result = runCli(['lint', 'memory', '--format', 'json'], { cwd: root })
    const findings = JSON.parse(result.stdout).findings.map(
      (f: { code: string; file: string; line: number | null; severity: string }) => [
        f.code,
        f.file,
        f.line,
        f.severity,
      ],
    )
    expect(findings).toEqual([
      ['duplicate-name', 'a.md', null, 'error'],
      ['invalid-yaml', 'a.md', 3, 'error'],
      ['duplicate-name', 'b.md', null, 'error'],
      ['invalid-verify', 'b.md', 3, 'error'],
      ['no-frontmatter', 'c.md', 1, 'info'],
      ['invalid-verify', 'd.md', 3, 'error'],
    ])
    expect(JSON.parse(result.stdout).findings[3].detail).toBe("invalid verify block: grep: unknown option 'patern'")
  })

  it('lint --format github annotates the memory files', () => {
    const root = layout({ ...CODE, 'memory/a.md': '---\nname: a\n---\nSee `scripts/batch.sh`.\n' })
    expect(runCli(['lint', 'memory', '--format', 'github'], { cwd: root }).stdout.split('\n')[0]).toBe(
      '::warning file=memory/a.md,line=4,title=claimcheck lint%3A fossil::names scripts/batch.sh, which exists, and has no verify block: give it a check (claimcheck suggest)',
    )
  })

  it('finds in real-shaped memory the fossils a person would', () => {
    const topic = (name: string, body: string, extra = '') =>
      `---\nname: ${name}\ndescription: ${name}\nmetadata:\n  node_type: memory\n  type: project\n  originSessionId: 0f1e\n  modified: 2026-10-01T09:00:00.000Z${extra}\n---\n${body}\n`
    const root = layout({
      ...CODE,
      'memory/MEMORY.md': '- [batch](batch.md)\n',
      'memory/batch.md': topic(
        'batch',
        'Run the nightly batch with scripts/batch.sh.\n\n**Why:** it derives first.\n**How to apply:** never call the classifier directly.',
      ),
      'memory/feedback-commits.md': topic(
        'commits',
        'Small commits, one concern each.\n\n**Why:** reviews go faster.\n**How to apply:** split before pushing.',
      ),
      'memory/entry.md': topic(
        'entry',
        'The app starts in `src/app.ts`; config used to be in config/app.yml.\n\n**Why:** one entry point.',
      ),
      'memory/flag.md': topic(
        'flag',
        '`deriveBeforeClassify` must run before the classifier.\n\n**How to apply:** check the order in reviews.',
      ),
    })
    const found = findingsOf(runCli(['lint', 'memory'], { cwd: root }).stdout).map((line) => line.split(':')[0])
    expect(found).toEqual(['[fossil] batch.md', '[fossil-missing] entry.md', '[fossil] entry.md', '[fossil] flag.md'])
  })
})

/** Every file under `dir` with its bytes and mode. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.set(path, `${statSync(path).mode} ${readFileSync(path).toString('base64')}`)
    }
  }
  walk(dir)
  return files
}

describe('claimcheck suggest --write (SPEC §6.4)', () => {
  const cases: Array<[string, string, string]> = [
    [
      'a CRLF file',
      '---\r\nname: crlf\r\n---\r\nSee `scripts/batch.sh`.\r\n',
      '---\r\nname: crlf\r\nverify:\r\n  kind: readable\r\n  target: scripts/batch.sh\r\n---\r\nSee `scripts/batch.sh`.\r\n',
    ],
    [
      'a file with a BOM',
      '\ufeff---\nname: bom\n---\nSee `scripts/batch.sh`.\n',
      '\ufeff---\nname: bom\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      'comments in the frontmatter',
      '---\n# kept as written\nname: comments   # a note\n\n---\nSee `scripts/batch.sh`.\n',
      '---\n# kept as written\nname: comments   # a note\n\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      'no frontmatter',
      'See `scripts/batch.sh`.\n',
      '---\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      "Claude Code's metadata: shape",
      '---\nname: cc\ndescription: d\nmetadata:\n  node_type: memory\n  modified: 2026-11-01T10:00:00.000Z\n---\nSee `scripts/batch.sh`.\n',
      '---\nname: cc\ndescription: d\nmetadata:\n  node_type: memory\n  modified: 2026-11-01T10:00:00.000Z\n  verify:\n    kind: readable\n    target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
  ]

  it.each(cases)('%s: only the block is added, and check then passes', (_, before, after) => {
    const root = layout({ ...CODE, 'memory/m.md': before })
    const file = join(root, 'memory/m.md')
    const mode = 0o640
    chmodSync(file, mode)
    const result = runCli(['suggest', 'memory', '--write'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stdout.endsWith('wrote 1 verify block\n')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(after)
    expect(statSync(file).mode & 0o777).toBe(mode)
    expect(readdirSync(join(root, 'memory'))).toEqual(['m.md'])
    const checked = runCli(['check', 'memory'], { cwd: root })
    expect(checked.stdout).toMatch(/^OK    \S+: readable with content\n/)
  })

  it('bytes that are not UTF-8 come through unchanged', () => {
    const before = Buffer.concat([
      Buffer.from('---\nname: bytes\n---\nSee `scripts/batch.sh`. '),
      Buffer.from([0xff, 0xfe, 0x00]),
      Buffer.from('\n'),
    ])
    const root = layout({ ...CODE, 'memory/m.md': before })
    runCli(['suggest', 'memory', '--write'], { cwd: root })
    const after = readFileSync(join(root, 'memory/m.md'))
    const block = Buffer.from('verify:\n  kind: readable\n  target: scripts/batch.sh\n')
    expect(after.equals(Buffer.concat([before.subarray(0, 16), block, before.subarray(16)]))).toBe(true)
  })

  it('a file that already has a verify block (kind: none) is not written; the block to put there is shown', () => {
    const text = '---\nname: judged\nverify:\n  kind: none\n---\nSee `scripts/batch.sh`.\n'
    const root = layout({ ...CODE, 'memory/m.md': text })
    const result = runCli(['suggest', 'memory', '--write'], { cwd: root })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      '# memory/m.md: not written: it has a verify block already; replace it by hand with:\n#   verify:\n',
    )
    expect(readFileSync(join(root, 'memory/m.md'), 'utf8')).toBe(text)
  })

  it('a file that changed since it was read is refused and left as the other writer left it', async () => {
    const root = layout({ ...CODE, 'memory/m.md': '---\nname: m\n---\nSee `scripts/batch.sh`.\n' })
    const file = join(root, 'memory/m.md')
    const read = readFileSync(file)
    writeFileSync(file, '---\nname: m\n---\nSee `scripts/batch.sh`, edited meanwhile.\n')
    const outcome = await writeSuggestion(file, read, { kind: 'readable', target: 'scripts/batch.sh' })
    expect(outcome).toEqual({ written: false, why: 'it changed since it was read (run suggest again)' })
    expect(readFileSync(file, 'utf8')).toBe('---\nname: m\n---\nSee `scripts/batch.sh`, edited meanwhile.\n')
  })

  it('without --write, nothing is written', () => {
    const root = layout({
      ...CODE,
      'memory/m.md': 'See `scripts/batch.sh`.\n',
      'memory/n.md': '---\nname: n\n---\nKeep `deriveBeforeClassify`.\n',
    })
    const before = snapshot(root)
    expect(runCli(['suggest', 'memory'], { cwd: root }).stdout).toContain('+  target: scripts/batch.sh')
    expect(runCli(['lint', 'memory'], { cwd: root }).code).toBe(1)
    expect(snapshot(root)).toEqual(before)
  })
})

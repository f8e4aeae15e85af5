import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { runCli } from './run-cli.ts'

afterAll(cleanLayouts)

const DAY = 24 * 60 * 60 * 1000
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString()
const topic = (frontmatter: string) => `---\n${frontmatter}\n---\nBody.\n`
const recent = topic(`metadata:\n  modified: ${iso(1)}`)

/** A memory dir with MEMORY.md and topic files; runs `claimcheck index` on it. */
function index(files: Record<string, Entry>, args: string[] = []) {
  const dir = layout(files)
  const result = runCli(['index', '.', ...args], { cwd: dir })
  return { ...result, dir, findings: result.stdout.split('\n').filter((line) => line.startsWith('[')) }
}

describe('claimcheck index (SPEC §7)', () => {
  it('a clean index: header against both limits, no findings, exit 0', () => {
    const result = index({ 'MEMORY.md': '# Memory\n\n- [A](a.md) — hook\n', 'a.md': recent })
    expect(result.stdout).toBe('MEMORY.md loads 3 of 200 lines and 31 of 25600 bytes\n\nerrors=0 warnings=0 info=0\n')
    expect(result.code).toBe(0)
  })

  it('OVER when the loaded lines pass the limit, with one DROPPED per entry past the cut', () => {
    const entries = Array.from({ length: 210 }, (_, i) => `- [Topic ${i + 1}](t${i + 1}.md)`)
    const files: Record<string, Entry> = { 'MEMORY.md': `${entries.join('\n')}\n` }
    for (let i = 1; i <= 210; i++) files[`t${i}.md`] = recent
    const result = index(files)
    expect(result.findings[0]).toBe('[OVER] loads 210 lines, over the 200-line limit')
    const dropped = result.findings.filter((line) => line.startsWith('[DROPPED]'))
    expect(dropped).toHaveLength(10)
    expect(dropped[0]).toBe('[DROPPED] line 201 is never loaded (past the 200-line limit): - [Topic 201](t201.md)')
    expect(dropped[9]).toBe('[DROPPED] line 210 is never loaded (past the 200-line limit): - [Topic 210](t210.md)')
    expect(result.code).toBe(1)
  })

  it('170 long entries cross the byte limit first: the entry cut through is DROPPED, marked truncated', () => {
    const entries = Array.from({ length: 170 }, (_, i) => {
      const link = `- [Topic ${i + 1}](t${i + 1}.md) `
      return link + 'x'.repeat(151 - link.length)
    })
    const files: Record<string, Entry> = { 'MEMORY.md': `${entries.join('\n')}\n` }
    for (let i = 1; i <= 170; i++) files[`t${i}.md`] = recent
    const result = index(files)
    expect(result.findings.filter((line) => !line.startsWith('[DROPPED]'))).toEqual([
      '[WARN] loads 170 lines, 85% of the 200-line limit',
      '[OVER] loads 25840 bytes, over the 25600-byte limit',
    ])
    expect(
      result.findings.filter((line) => line.startsWith('[DROPPED]')).map((line) => line.replace(/ x+$/, '')),
    ).toEqual([
      '[DROPPED] line 169 is never loaded (truncated by the 25600-byte limit): - [Topic 169](t169.md)',
      '[DROPPED] line 170 is never loaded (past the 25600-byte limit): - [Topic 170](t170.md)',
    ])
  })

  it('WARN at 85% of a limit', () => {
    const entries = Array.from({ length: 170 }, (_, i) => `- [T](t.md) ${i}`)
    const result = index({ 'MEMORY.md': `${entries.join('\n')}\n`, 't.md': recent })
    expect(result.findings).toEqual(['[WARN] loads 170 lines, 85% of the 200-line limit'])
    expect(result.code).toBe(1)
  })

  it('a raw file over the limits whose loaded content is within them passes', () => {
    const comment = `<!--\n${'archived entry line that is long enough to count\n'.repeat(600)}-->`
    const text = `---\nname: index\ndescription: ${'d'.repeat(2000)}\n---\n# Memory\n${comment}\n- [A](a.md)\n`
    expect(Buffer.byteLength(text)).toBeGreaterThan(25_600)
    const result = index({ 'MEMORY.md': text, 'a.md': recent })
    expect(result.stdout.split('\n')[0]).toBe('MEMORY.md loads 2 of 200 lines and 21 of 25600 bytes')
    expect(result.code).toBe(0)
  })

  it('an inline comment counts, and a comment inside fenced code counts', () => {
    const inline = index({ 'MEMORY.md': `- [A](a.md) <!-- ${'n'.repeat(25_600)} -->\n`, 'a.md': recent })
    expect(inline.findings).toEqual([
      '[OVER] loads 25622 bytes, over the 25600-byte limit',
      expect.stringMatching(/^\[DROPPED\] line 1 .*truncated/),
    ])
    const fenced = index({
      'MEMORY.md': `- [A](a.md)\n\`\`\`\n<!--\n${'c\n'.repeat(200)}-->\n\`\`\`\n`,
      'a.md': recent,
    })
    expect(fenced.findings[0]).toBe('[OVER] loads 205 lines, over the 200-line limit')
  })

  it('MISSING for every form of broken link', () => {
    const result = index({
      'MEMORY.md': [
        '- [plain](gone.md)',
        '- [dot](./gone-too.md)',
        '- [sub](sub/deep.md)',
        '- [anchor](a.md#section) and [broken anchor](nope.md#x)',
        '- [space](my%20notes.md) and [space gone](no%20file.md)',
        '- [up](../outside.md)',
        '- [[a]] and [[missing-topic]]',
        '- [web](https://example.com) [mail](mailto:me@example.com) [here](#top)',
        '- `[code](not-a-link.md)`',
        '```',
        '- [fenced](not-a-link-either.md)',
        '```',
      ].join('\n'),
      'a.md': recent,
      'my notes.md': recent,
      'sub/deep.md': recent,
    })
    expect(result.findings).toEqual([
      '[MISSING] line 1: [plain](gone.md) links to gone.md, which does not exist',
      '[MISSING] line 2: [dot](./gone-too.md) links to gone-too.md, which does not exist',
      '[MISSING] line 4: [broken anchor](nope.md#x) links to nope.md, which does not exist',
      '[MISSING] line 5: [space gone](no%20file.md) links to no file.md, which does not exist',
      `[MISSING] line 6: [up](../outside.md) links to ${join(result.dir, '..', 'outside.md')}, which does not exist`,
      '[MISSING] line 7: [[missing-topic]] names no topic file (by file stem or name)',
    ])
    expect(result.code).toBe(1)
  })

  it('wiki links resolve by file stem or by the topic name', () => {
    const result = index({
      'MEMORY.md': '- [[deploy-notes]]\n- [[Release checklist|the checklist]]\n- [[deploy-notes#steps]]\n',
      'deploy-notes.md': recent,
      'release.md': topic(`name: Release checklist\nmodified: ${iso(2)}`),
    })
    expect(result.findings).toEqual([])
    expect(result.code).toBe(0)
  })

  it('ORPHAN for a topic file the index never links', () => {
    const result = index({
      'MEMORY.md': '- [A](a.md)\n',
      'a.md': recent,
      'forgotten.md': recent,
      'notes.txt': 'not a topic',
    })
    expect(result.findings).toEqual(['[ORPHAN] forgotten.md is never linked from MEMORY.md'])
    expect(result.code).toBe(1)
  })

  it('timestamps: STALE from modified or metadata.modified, NO_TS never STALE, BAD_TS, FUTURE_TS', () => {
    const old = iso(45)
    const result = index({
      'MEMORY.md': '- [a](a.md)\n- [b](b.md)\n- [c](c.md)\n- [d](d.md)\n- [e](e.md)\n- [f](f.md)\n- [g](g.md)\n',
      'a.md': topic(`modified: ${old}`),
      // Not valid YAML (an unquoted `: ` in the description): the timestamp is still read.
      'g.md': topic(`description: Deploys: from main\nmetadata:\n  type: project\n  modified: ${old}`),
      'b.md': topic(`metadata:\n  type: project\n  modified: ${old}`),
      'c.md': topic('name: no time at all'),
      'd.md': topic('modified: last tuesday'),
      'e.md': topic(`modified: ${new Date(Date.now() + 3 * DAY).toISOString()}`),
      'f.md': 'No frontmatter at all.\n',
    })
    expect(result.findings.map((line) => line.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/, 'TIME'))).toEqual([
      '[STALE] a.md: modified TIME, 45 days ago (over 30)',
      '[STALE] b.md: modified TIME, 45 days ago (over 30)',
      '[NO_TS] c.md has no modified time (not the same as stale)',
      "[BAD_TS] d.md: modified 'last tuesday' is not an ISO 8601 time",
      '[FUTURE_TS] e.md: modified TIME is in the future (clock skew?)',
      '[NO_TS] f.md has no modified time (not the same as stale)',
      '[STALE] g.md: modified TIME, 45 days ago (over 30)',
    ])
  })

  it('reads a CRLF index', () => {
    const result = index({ 'MEMORY.md': '# Memory\r\n- [A](a.md)\r\n- [B](b.md)\r\n', 'a.md': recent })
    expect(result.stdout.split('\n')[0]).toBe('MEMORY.md loads 3 of 200 lines and 36 of 25600 bytes')
    expect(result.findings).toEqual(['[MISSING] line 3: [B](b.md) links to b.md, which does not exist'])
  })

  it('thresholds come from flags or the config; --fail-on decides the exit code', () => {
    const files = {
      'MEMORY.md': '- [A](a.md)\n- [B](b.md)\n',
      'a.md': topic(`modified: ${iso(10)}`),
      'b.md': topic('name: b'),
    }
    expect(index(files).code).toBe(0)
    const flagged = index(files, ['--stale-days', '5', '--max-lines', '1'])
    expect(flagged.findings).toEqual([
      '[OVER] loads 2 lines, over the 1-line limit',
      '[DROPPED] line 2 is never loaded (past the 1-line limit): - [B](b.md)',
      expect.stringMatching(/^\[STALE\] a\.md: modified \S+, 10 days ago \(over 5\)$/),
      '[NO_TS] b.md has no modified time (not the same as stale)',
    ])
    expect(index(files, ['--fail-on', 'info']).code).toBe(1)
    const configured = index({ ...files, 'claimcheck.config.json': JSON.stringify({ index: { staleDays: 7 } }) })
    expect(configured.findings).toEqual([
      expect.stringMatching(/^\[STALE\] a\.md: .* \(over 7\)$/),
      '[NO_TS] b.md has no modified time (not the same as stale)',
    ])
    expect(configured.code).toBe(1)
  })

  it('json: code, severity, file and line for each finding', () => {
    const result = index({ 'MEMORY.md': '- [gone](gone.md)\n', 'orphan.md': recent }, ['--format', 'json'])
    const report = JSON.parse(result.stdout)
    expect(report).toMatchObject({
      schemaVersion: 1,
      index: 'MEMORY.md',
      loaded: { lines: 1, bytes: 18 },
      limits: { maxLines: 200, maxBytes: 25600, warnRatio: 0.85, staleDays: 30 },
      summary: { error: 1, warning: 1, info: 0 },
    })
    expect(report.findings).toEqual([
      {
        code: 'MISSING',
        severity: 'error',
        file: 'MEMORY.md',
        line: 1,
        detail: 'line 1: [gone](gone.md) links to gone.md, which does not exist',
      },
      {
        code: 'ORPHAN',
        severity: 'warning',
        file: 'orphan.md',
        line: null,
        detail: 'orphan.md is never linked from MEMORY.md',
      },
    ])
  })

  it('no MEMORY.md: exit 2 naming it', () => {
    const result = index({ 'a.md': recent })
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(`claimcheck: no index: ${join(result.dir, 'MEMORY.md')} does not exist\n`)
  })

  it("finds Claude Code's auto memory dir like every command", () => {
    const root = layout({ '.git/HEAD': 'x' })
    const config = layout()
    const slug = [...root].map((c) => (/[A-Za-z0-9]/.test(c) ? c : '-')).join('')
    addFiles(config, {
      [`projects/${slug}/memory/MEMORY.md`]: '- [A](a.md)\n',
      [`projects/${slug}/memory/a.md`]: recent,
    })
    const result = runCli(['index', '--format', 'json'], { cwd: root, env: { CLAUDE_CONFIG_DIR: config } })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).memoryDir).toBe(join(config, 'projects', slug, 'memory'))
  })

  it('prints a clean report for the bundled example', () => {
    const repo = join(import.meta.dirname, '../../..')
    const result = runCli(['index', 'examples/memory'], { cwd: repo })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^MEMORY\.md loads 10 of 200 lines and \d+ of 25600 bytes\n/)
    expect(result.stdout).toMatch(/\nerrors=0 warnings=0 info=\d+\n$/)
  })
})

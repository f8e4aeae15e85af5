import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const DAY = 24 * 60 * 60 * 1000
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString()
const topic = (frontmatter: string) => `---\n${frontmatter}\n---\nBody.\n`
const recent = topic(`metadata:\n  modified: ${iso(1)}`)

/** A memory dir with MEMORY.md and topic files; runs `claimcheck index` on it. */
async function index(files: Record<string, Entry>, args: string[] = []) {
  const dir = layout(files)
  const result = await cli(['index', '.', ...args], { cwd: dir })
  return { ...result, dir, findings: result.stdout.split('\n').filter((line) => line.startsWith('[')) }
}

describe('claimcheck index (SPEC §7)', () => {
  it('a clean index: header with what loads against both limits, no findings, exit 0', async () => {
    const result = await index({ 'MEMORY.md': '# Memory\n\n- [A](a.md) — hook\n', 'a.md': recent })
    expect(result.stdout).toBe(
      'MEMORY.md loads 3 of 3 lines and 28 of 28 characters (limits: 200 lines, 25000 characters)\n\nerrors=0 warnings=0 info=0\n',
    )
    expect(result.code).toBe(0)
  })

  it('OVER when the lines pass the limit, with one DROPPED per entry past the cut', async () => {
    const entries = Array.from({ length: 210 }, (_, i) => `- [Topic ${i + 1}](t${i + 1}.md)`)
    const files: Record<string, Entry> = { 'MEMORY.md': `${entries.join('\n')}\n` }
    for (let i = 1; i <= 210; i++) files[`t${i}.md`] = recent
    const result = await index(files)
    expect(result.stdout.split('\n')[0]).toMatch(/^MEMORY\.md loads 200 of 210 lines and /)
    expect(result.findings[0]).toBe('[OVER] 210 lines, over the 200-line limit')
    const dropped = result.findings.filter((line) => line.startsWith('[DROPPED]'))
    expect(dropped).toHaveLength(10)
    expect(dropped[0]).toBe('[DROPPED] line 201 is never loaded (past the 200-line limit): - [Topic 201](t201.md)')
    expect(dropped[9]).toBe('[DROPPED] line 210 is never loaded (past the 200-line limit): - [Topic 210](t210.md)')
    expect(result.code).toBe(1)
  })

  /** An index of entries of `width` characters a line, `count` lines (newlines between them count one each). */
  const wide = (count: number, width: number, pad = 'x') =>
    Array.from({ length: count }, (_, i) => {
      const link = `- [Topic ${i + 1}](t${i + 1}.md) `
      return link + pad.repeat(width - link.length)
    })
  const topics = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`t${i + 1}.md`, recent]))

  it.each([
    [24_999, 'loads 100 of 100 lines and 24999 of 24999 characters'],
    [25_000, 'loads 100 of 100 lines and 25000 of 25000 characters'],
    [25_001, 'loads 99 of 100 lines and 24848 of 25001 characters'],
  ])('an index of %i characters: the cut at the last newline at or before 25,000', async (total, header) => {
    // 100 lines of 250 characters and 99 newlines, the last line shortened to make `total`.
    const lines = wide(100, 250)
    const short = 100 * 250 + 99 - total
    lines[99] = (lines[99] as string).slice(0, 250 - short)
    const result = await index({ 'MEMORY.md': `${lines.join('\n')}\n`, ...topics(100) })
    expect(result.stdout.split('\n')[0]).toBe(`MEMORY.md ${header} (limits: 200 lines, 25000 characters)`)
    const dropped = result.findings.filter((line) => line.startsWith('[DROPPED]'))
    expect(dropped).toEqual(
      total > 25_000
        ? [expect.stringMatching(/^\[DROPPED\] line 100 is never loaded \(past the 25000-character limit\)/)]
        : [],
    )
  })

  it('counts characters as JavaScript does: an index of CJK text over 25,600 bytes but under 25,000 characters loads whole', async () => {
    const lines = wide(170, 140, '記')
    const text = `${lines.join('\n')}\n`
    expect(Buffer.byteLength(text)).toBeGreaterThan(25_600)
    expect(text.length).toBeLessThan(25_000)
    const result = await index({ 'MEMORY.md': text, ...topics(170) })
    expect(result.findings.filter((line) => line.startsWith('[DROPPED]') || line.startsWith('[OVER]'))).toEqual([])
    expect(result.stdout.split('\n')[0]).toBe(
      `MEMORY.md loads 170 of 170 lines and ${text.length - 1} of ${text.length - 1} characters (limits: 200 lines, 25000 characters)`,
    )
  })

  it('an ASCII index of 25,400 characters is cut, and the header counts the loaded lines', async () => {
    const lines = wide(100, 253)
    const text = lines.join('\n')
    expect(text.length).toBe(25_399)
    const result = await index({ 'MEMORY.md': `${text}\n`, ...topics(100) })
    expect(result.stdout.split('\n')[0]).toBe(
      'MEMORY.md loads 98 of 100 lines and 24891 of 25399 characters (limits: 200 lines, 25000 characters)',
    )
    expect(result.findings.filter((line) => !line.startsWith('[DROPPED]'))).toEqual([
      '[OVER] 25399 characters, over the 25000-character limit',
    ])
    expect(result.findings.filter((line) => line.startsWith('[DROPPED]'))).toHaveLength(2)
  })

  it('one line longer than the limit is cut through: DROPPED, marked truncated', async () => {
    const result = await index({ 'MEMORY.md': `- [A](a.md) ${'n'.repeat(25_100)}\n`, 'a.md': recent })
    expect(result.findings).toEqual([
      '[OVER] 25112 characters, over the 25000-character limit',
      expect.stringMatching(/^\[DROPPED\] line 1 is never loaded \(truncated by the 25000-character limit\)/),
    ])
  })

  it('WARN at 80% of a limit', async () => {
    const entries = Array.from({ length: 160 }, (_, i) => `- [T](t.md) ${i}`)
    const result = await index({ 'MEMORY.md': `${entries.join('\n')}\n`, 't.md': recent })
    expect(result.findings).toEqual(['[WARN] 160 lines, 80% of the 200-line limit'])
    expect(result.code).toBe(1)
  })

  it('frontmatter, block comments and surrounding blank lines do not count; control and format characters do (counted before they are dropped)', async () => {
    const comment = `<!--\n${'archived entry line that is long enough to count\n'.repeat(600)}-->`
    const text = `---\nname: index\ndescription: ${'d'.repeat(2000)}\n---\n\n\n# Memory\u200b\u0007\n${comment}\n- [A](a.md)\n\n\n`
    expect(text.length).toBeGreaterThan(25_000)
    const result = await index({ 'MEMORY.md': text, 'a.md': recent })
    expect(result.stdout.split('\n')[0]).toBe(
      'MEMORY.md loads 2 of 2 lines and 22 of 22 characters (limits: 200 lines, 25000 characters)',
    )
    expect(result.code).toBe(0)
  })

  it("a subagent's index is read raw: its frontmatter and comments count", async () => {
    const base = layout()
    const dir = join(base, '.claude/agent-memory/reviewer')
    addFiles(dir, { 'MEMORY.md': '---\nname: reviewer\n---\n<!-- note -->\n- [A](a.md)\n', 'a.md': recent })
    const result = await cli(['index', dir], { cwd: base })
    expect(result.stdout.split('\n')[0]).toBe(
      'MEMORY.md loads 5 of 5 lines and 48 of 48 characters (limits: 200 lines, 25000 characters; a subagent index, read raw)',
    )
  })

  it('an inline comment counts, and a comment inside fenced code counts', async () => {
    const inline = await index({ 'MEMORY.md': `- [A](a.md) <!-- ${'n'.repeat(25_000)} -->\n`, 'a.md': recent })
    expect(inline.findings).toEqual([
      '[OVER] 25021 characters, over the 25000-character limit',
      expect.stringMatching(/^\[DROPPED\] line 1 .*truncated/),
    ])
    const fenced = await index({
      'MEMORY.md': `- [A](a.md)\n\`\`\`\n<!--\n${'c\n'.repeat(200)}-->\n\`\`\`\n`,
      'a.md': recent,
    })
    expect(fenced.findings[0]).toBe('[OVER] 205 lines, over the 200-line limit')
  })

  it('MISSING for every form of broken link', async () => {
    const result = await index({
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
      '[WIKI_UNRESOLVED] line 7: [[missing-topic]] names no topic file yet (by file stem or name)',
    ])
    expect(result.code).toBe(1)
  })

  it('an unresolved wiki link is info (something worth writing later), and `-` and `_` name one topic', async () => {
    const result = await index({
      'MEMORY.md': '- [[deploy_notes]] and [[still-to-write]]\n',
      'deploy-notes.md': recent,
    })
    expect(result.findings).toEqual([
      '[WIKI_UNRESOLVED] line 1: [[still-to-write]] names no topic file yet (by file stem or name)',
    ])
    expect(result.code).toBe(0)
  })

  it('README.md and LICENSE.md without frontmatter are files of the repository, not orphans; with frontmatter they are topics', async () => {
    const plain = await index({
      'MEMORY.md': '- [A](a.md)\n',
      'a.md': recent,
      'README.md': '# Notes\n',
      'LICENSE.md': 'MIT\n',
    })
    expect(plain.findings).toEqual([])
    const topics = await index({ 'MEMORY.md': '- [A](a.md)\n', 'a.md': recent, 'README.md': recent })
    expect(topics.findings).toEqual(['[ORPHAN] README.md is never linked from MEMORY.md'])
  })

  it('a topic the index names without a link (its file name, or in a code span its stem or a pattern) is not an orphan', async () => {
    const result = await index({
      'MEMORY.md': [
        '| File | Summary |',
        '|---|---|',
        '| `user_profile.md` | who the user is |',
        'Older plans: `ph5-aws-deployment`, and the `p6a-*` ladder.',
        'See also notes.md and [a](a.md).',
        '',
      ].join('\n'),
      'a.md': recent,
      'user_profile.md': recent,
      'ph5-aws-deployment.md': recent,
      'p6a-meeting-plan.md': recent,
      'notes.md': recent,
      'lost.md': recent,
    })
    expect(result.findings).toEqual(['[ORPHAN] lost.md is never linked from MEMORY.md'])
  })

  it('a topic reached only through another topic is an info ORPHAN', async () => {
    const result = await index({
      'MEMORY.md': '- [A](a.md)\n',
      'a.md': `${recent}See [[b]] and [c](c.md).\n`,
      'b.md': recent,
      'c.md': `${recent}Then [[d]].\n`,
      'd.md': recent,
      'e.md': recent,
    })
    expect(result.findings).toEqual([
      '[ORPHAN] b.md is linked only from other topics, not from MEMORY.md',
      '[ORPHAN] c.md is linked only from other topics, not from MEMORY.md',
      '[ORPHAN] d.md is linked only from other topics, not from MEMORY.md',
      '[ORPHAN] e.md is never linked from MEMORY.md',
    ])
    expect(result.code).toBe(1)
  })

  it('reference-style links: MISSING at the definition that names no file, ORPHAN never for one that does', async () => {
    const result = await index({
      'MEMORY.md': [
        '- [A][r1] and [B][r2], [c][]',
        '',
        '[r1]: a.md',
        '  [r2]: <nope.md> "a title"',
        '[c]: ./gone/c.md',
        '[web]: https://example.com',
        '`[code]: not-a-link.md`',
      ].join('\n'),
      'a.md': recent,
    })
    expect(result.findings).toEqual([
      '[MISSING] line 4: [r2]: <nope.md> links to nope.md, which does not exist',
      '[MISSING] line 5: [c]: ./gone/c.md links to gone/c.md, which does not exist',
    ])
    expect(result.code).toBe(1)
  })

  it('a reference definition past the cut is DROPPED, as an entry is', async () => {
    const lines = ['- [A][r1]', ...Array.from({ length: 199 }, (_, i) => `line ${i + 2}`), '[r1]: a.md']
    const result = await index({ 'MEMORY.md': `${lines.join('\n')}\n`, 'a.md': recent })
    expect(result.findings).toContain('[DROPPED] line 201 is never loaded (past the 200-line limit): [r1]: a.md')
  })

  it('wiki links resolve by file stem or by the topic name', async () => {
    const result = await index({
      'MEMORY.md': '- [[deploy-notes]]\n- [[Release checklist|the checklist]]\n- [[deploy-notes#steps]]\n',
      'deploy-notes.md': recent,
      'release.md': topic(`name: Release checklist\nmodified: ${iso(2)}`),
    })
    expect(result.findings).toEqual([])
    expect(result.code).toBe(0)
  })

  it('ORPHAN for a topic file the index never links', async () => {
    const result = await index({
      'MEMORY.md': '- [A](a.md)\n',
      'a.md': recent,
      'forgotten.md': recent,
      'notes.txt': 'not a topic',
    })
    expect(result.findings).toEqual(['[ORPHAN] forgotten.md is never linked from MEMORY.md'])
    expect(result.code).toBe(1)
  })

  it('timestamps: STALE from modified or metadata.modified, NO_TS never STALE, BAD_TS, FUTURE_TS', async () => {
    const old = iso(45)
    const result = await index({
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

  it('reads a CRLF index', async () => {
    const result = await index({ 'MEMORY.md': '# Memory\r\n- [A](a.md)\r\n- [B](b.md)\r\n', 'a.md': recent })
    // Claude Code measures before it drops the carriage returns: they count.
    expect(result.stdout.split('\n')[0]).toBe(
      'MEMORY.md loads 3 of 3 lines and 34 of 34 characters (limits: 200 lines, 25000 characters)',
    )
    expect(result.findings).toEqual(['[MISSING] line 3: [B](b.md) links to b.md, which does not exist'])
  })

  it('many info findings of one kind: one line in text, each with --fail-on info; every one in JSON', async () => {
    const names = ['a', 'b', 'c', 'd', 'e']
    const files = {
      'MEMORY.md': names.map((name) => `- [${name}](${name}.md)`).join('\n') + '\n',
      ...Object.fromEntries(names.map((name) => [`${name}.md`, topic(`name: ${name}`)])),
    }
    const shown = await index(files)
    expect(shown.findings).toEqual([
      '[NO_TS] 5 info findings, the first: a.md has no modified time (not the same as stale) (--fail-on info lists each)',
    ])
    expect(shown.stdout).toContain('errors=0 warnings=0 info=5')
    expect(shown.code).toBe(0)
    expect((await index(files, ['--fail-on', 'info'])).findings).toHaveLength(5)
    expect(JSON.parse((await index(files, ['--format', 'json'])).stdout).findings).toHaveLength(5)
  })

  it('thresholds come from flags or the config; --fail-on decides the exit code', async () => {
    const files = {
      'MEMORY.md': '- [A](a.md)\n- [B](b.md)\n',
      'a.md': topic(`modified: ${iso(10)}`),
      'b.md': topic('name: b'),
    }
    expect((await index(files)).code).toBe(0)
    const flagged = await index(files, ['--stale-days', '5', '--max-lines', '1'])
    expect(flagged.findings).toEqual([
      '[OVER] 2 lines, over the 1-line limit',
      '[DROPPED] line 2 is never loaded (past the 1-line limit): - [B](b.md)',
      expect.stringMatching(/^\[STALE\] a\.md: modified \S+, 10 days ago \(over 5\)$/),
      '[NO_TS] b.md has no modified time (not the same as stale)',
    ])
    expect((await index(files, ['--fail-on', 'info'])).code).toBe(1)
    const configured = await index({ ...files, 'claimcheck.config.json': JSON.stringify({ index: { staleDays: 7 } }) })
    expect(configured.findings).toEqual([
      expect.stringMatching(/^\[STALE\] a\.md: .* \(over 7\)$/),
      '[NO_TS] b.md has no modified time (not the same as stale)',
    ])
    expect(configured.code).toBe(1)
  })

  it('json: code, severity, file and line for each finding', async () => {
    const result = await index({ 'MEMORY.md': '- [gone](gone.md)\n', 'orphan.md': recent }, ['--format', 'json'])
    const report = JSON.parse(result.stdout)
    expect(report).toMatchObject({
      schemaVersion: 1,
      index: 'MEMORY.md',
      raw: false,
      loaded: { lines: 1, chars: 17 },
      total: { lines: 1, chars: 17 },
      limits: { maxLines: 200, maxChars: 25000, warnRatio: 0.8, staleDays: 30 },
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

  it('no MEMORY.md: exit 2 naming it', async () => {
    const result = await index({ 'a.md': recent })
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(`claimcheck: no index: ${join(result.dir, 'MEMORY.md')} does not exist\n`)
  })

  it("finds Claude Code's auto memory dir like every command", async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const config = layout()
    const slug = [...root].map((c) => (/[A-Za-z0-9]/.test(c) ? c : '-')).join('')
    addFiles(config, {
      [`projects/${slug}/memory/MEMORY.md`]: '- [A](a.md)\n',
      [`projects/${slug}/memory/a.md`]: recent,
    })
    const result = await cli(['index', '--format', 'json'], { cwd: root, env: { CLAUDE_CONFIG_DIR: config } })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).memoryDir).toBe(join(config, 'projects', slug, 'memory'))
  })

  it('prints a clean report for the bundled example', async () => {
    const repo = join(import.meta.dirname, '../../..')
    const result = await cli(['index', 'examples/memory'], { cwd: repo })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /^MEMORY\.md loads 10 of 10 lines and (\d+) of \1 characters \(limits: 200 lines, 25000 characters\)\n/,
    )
    expect(result.stdout).toMatch(/\nerrors=0 warnings=0 info=\d+\n$/)
  })
})

describe('claimcheck index on input it must not wait on (SPEC §10)', () => {
  it('refuses a MEMORY.md that is a FIFO or a device, and reads a huge one in part', async () => {
    const fifo = await index({ 'MEMORY.md': { fifo: true } })
    expect(fifo).toMatchObject({ code: 2, stdout: '' })
    expect(fifo.stderr).toBe(`claimcheck: cannot read ${join(fifo.dir, 'MEMORY.md')}: not a regular file\n`)
    const device = await index({ 'MEMORY.md': { symlink: '/dev/zero' } })
    expect(device.stderr).toBe(`claimcheck: cannot read ${join(device.dir, 'MEMORY.md')}: not a regular file\n`)
    const huge = await index({ 'MEMORY.md': `- [a](a.md)\n${'x'.repeat(6_000_000 - 12)}`, 'a.md': recent })
    // Claude Code reads none of a MEMORY.md over 4,194,304 bytes: every entry in it is dropped.
    expect(huge.findings[0]).toBe(
      '[OVER] 6000000 bytes, over the 4194304-byte limit: Claude Code reads none of it (claimcheck reads the first 4194304)',
    )
    expect(huge.findings).toContain(
      '[DROPPED] line 1 is never loaded (the file is over 4194304 bytes, so none of it is read): - [a](a.md)',
    )
    expect(huge.code).toBe(1)
  })

  it('a linked topic that is a FIFO, or a symlink to one, does not stall it', async () => {
    const result = await index({
      'MEMORY.md': '- [a](a.md)\n- [p](pipe.md)\n- [q](link.md)\n',
      'a.md': recent,
      'pipe.md': { fifo: true },
      'link.md': { symlink: 'pipe.md' },
    })
    // Neither can be read, so neither has a modified time; the run ends and says so.
    expect(result.findings).toEqual([
      '[NO_TS] link.md has no modified time (not the same as stale)',
      '[NO_TS] pipe.md has no modified time (not the same as stale)',
    ])
    expect(result.code).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { indexLoadBudget } from '../dist/claude-code/index-load.js'
import { parseModified } from '../dist/index-health/timestamps.js'

const limits = { maxLines: 200, maxChars: 25_000 }
const loadedText = (text: string, raw = false) => indexLoadBudget(text, limits, raw).lines.map((line) => line.text)

describe('what Claude Code loads of MEMORY.md (SPEC §7)', () => {
  it('strips a leading frontmatter and block-level comments, also over several lines, and trims', () => {
    const text = [
      '---',
      'name: index',
      '---',
      '',
      '# Memory',
      '<!-- one line -->',
      '  <!--',
      'many',
      'lines -->',
      '- [a](a.md)',
      '',
      '',
    ].join('\n')
    expect(loadedText(text)).toEqual(['# Memory', '- [a](a.md)'])
    expect(indexLoadBudget(text, limits).lines.map((line) => line.line)).toEqual([5, 10])
    expect(indexLoadBudget(text, limits).loaded).toEqual({ lines: 2, chars: '# Memory\n- [a](a.md)'.length })
  })

  it('keeps comments inside a line of text; a comment starting a line goes, the text after it stays', () => {
    const text = '- [a](a.md) <!-- note -->\n<!-- x --> still here\n'
    expect(loadedText(text)).toEqual(['- [a](a.md) <!-- note -->', ' still here'])
  })

  it('keeps comments inside fenced code', () => {
    const text = '```html\n<!-- shown -->\n```\n~~~~\n<!-- also\nshown -->\n~~~~\n'
    expect(loadedText(text)).toHaveLength(7)
  })

  it('keeps a comment that never closes', () => {
    expect(loadedText('<!-- open\n- [a](a.md)\n')).toEqual(['<!-- open', '- [a](a.md)'])
  })

  it('removes control and format characters (a carriage return, a zero-width space, a BOM), not tabs', () => {
    expect(loadedText('\ufeff- [a](a.md)\u200b\r\n-\t[b](b.md)\u0007\r\n')).toEqual(['- [a](a.md)', '-\t[b](b.md)'])
  })

  it('counts UTF-16 code units, not bytes: a character beyond the basic plane is two', () => {
    expect(indexLoadBudget('記😀\n', limits).loaded).toEqual({ lines: 1, chars: 3 })
  })

  it('cuts at the line limit first, then at the last newline at or before the character limit', () => {
    const lines = Array.from({ length: 210 }, (_, i) => `- [t${i}](t${i}.md)`)
    expect(indexLoadBudget(lines.join('\n'), limits).cut).toEqual({ at: 200, truncatedLine: false, by: 'lines' })
    const long = Array.from({ length: 170 }, () => 'x'.repeat(151)).join('\n')
    // 151 characters and a newline a line: 164 lines end at 24,927, the 165th would end past 25,000.
    expect(indexLoadBudget(long, limits)).toMatchObject({
      loaded: { lines: 164, chars: 164 * 152 - 1 },
      cut: { at: 164, truncatedLine: false, by: 'chars' },
    })
  })

  it('cuts hard at the character limit when no newline comes before it', () => {
    expect(indexLoadBudget('x'.repeat(30_000), limits)).toMatchObject({
      loaded: { lines: 1, chars: 25_000 },
      cut: { at: 0, truncatedLine: true, by: 'chars' },
    })
  })

  it('reads a subagent index raw: frontmatter and comments stay', () => {
    expect(loadedText('---\nname: x\n---\n<!-- c -->\n- [a](a.md)\n', true)).toEqual([
      '---',
      'name: x',
      '---',
      '<!-- c -->',
      '- [a](a.md)',
    ])
  })
})

describe('modified times', () => {
  it.each([
    ['2026-08-08T08:40:56.170Z', Date.UTC(2026, 7, 8, 8, 40, 56, 170)],
    ['2026-08-08T10:40:56+02:00', Date.UTC(2026, 7, 8, 8, 40, 56)],
    ['2026-08-08T10:40:56+0200', Date.UTC(2026, 7, 8, 8, 40, 56)],
    ['2026-08-08T10:40+02', Date.UTC(2026, 7, 8, 8, 40)],
    ['2026-08-08 08:40:56', Date.UTC(2026, 7, 8, 8, 40, 56)],
    ['2026-08-08', Date.UTC(2026, 7, 8)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2026-04-30T00:00:00Z', Date.UTC(2026, 3, 30)],
  ])('reads %s', (text, time) => {
    expect(parseModified(text)).toBe(time)
  })

  it.each([
    ['yesterday'],
    ['2026-13-01'],
    ['2024-02-30'],
    ['2026-02-29'],
    ['2026-04-31T10:00:00Z'],
    ['2026-08-08T25:00:00Z'],
    [20260808],
    [''],
    ['08/08/2026'],
  ])('refuses %j', (value) => {
    expect(parseModified(value)).toBeUndefined()
  })
})

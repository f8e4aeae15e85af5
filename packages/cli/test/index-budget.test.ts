import { describe, expect, it } from 'vitest'
import { indexLoadBudget } from '../dist/index-health/load-budget.js'
import { parseModified } from '../dist/index-health/timestamps.js'

const limits = { maxLines: 200, maxBytes: 25_600 }
const loadedText = (text: string) => indexLoadBudget(text, limits).loaded.map((line) => line.text)

describe('what Claude Code loads of MEMORY.md (SPEC §7)', () => {
  it('strips a leading frontmatter and block-level comments, also over several lines', () => {
    const text = [
      '---',
      'name: index',
      '---',
      '# Memory',
      '<!-- one line -->',
      '  <!--',
      'many',
      'lines -->',
      '- [a](a.md)',
      '',
    ].join('\n')
    expect(loadedText(text)).toEqual(['# Memory', '- [a](a.md)'])
    expect(indexLoadBudget(text, limits)).toMatchObject({ lines: 2, bytes: '# Memory\n- [a](a.md)\n'.length })
  })

  it('keeps inline comments and comments followed by text', () => {
    const text = '- [a](a.md) <!-- note -->\n<!-- x --> still here\n'
    expect(loadedText(text)).toEqual(['- [a](a.md) <!-- note -->', '<!-- x --> still here'])
  })

  it('keeps comments inside fenced code', () => {
    const text = '```html\n<!-- shown -->\n```\n~~~~\n<!-- also\nshown -->\n~~~~\n'
    expect(loadedText(text)).toHaveLength(7)
  })

  it('keeps a comment that never closes', () => {
    expect(loadedText('<!-- open\n- [a](a.md)\n')).toEqual(['<!-- open', '- [a](a.md)'])
  })

  it('counts CRLF line endings as two bytes', () => {
    expect(indexLoadBudget('a\r\nb\r\n', limits)).toMatchObject({ lines: 2, bytes: 6 })
  })

  it('cuts at the line limit', () => {
    const text = Array.from({ length: 210 }, (_, i) => `- [t${i}](t${i}.md)`).join('\n')
    expect(indexLoadBudget(text, limits).cut).toEqual({ at: 200, truncatedLine: false, by: 'lines' })
  })

  it('cuts through a line at the byte limit', () => {
    const text = Array.from({ length: 170 }, () => 'x'.repeat(151)).join('\n')
    expect(indexLoadBudget(text, limits).cut).toEqual({ at: 168, truncatedLine: true, by: 'bytes' })
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
  ])('reads %s', (text, time) => {
    expect(parseModified(text)).toBe(time)
  })

  it.each([['yesterday'], ['2026-13-01'], ['2026-08-08T25:00:00Z'], [20260808], [''], ['08/08/2026']])(
    'refuses %j',
    (value) => {
      expect(parseModified(value)).toBeUndefined()
    },
  )
})

// Property-based tests of the index stripper and the link parser (issue 21): arbitrary MEMORY.md
// text never throws, what loads stays within the limits, and a link is only ever found where its
// text is. CLAIMCHECK_FUZZ_RUNS sets how many cases each property tries (default 200).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { indexLoadBudget } from '../dist/claude-code/index-load.js'
import { indexLinks } from '../dist/index-health/links.js'

const numRuns = Number(process.env.CLAIMCHECK_FUZZ_RUNS ?? 200)

const PIECES = [
  '\n',
  '\r\n',
  '---',
  '<!--',
  '-->',
  '```',
  '~~~',
  '`',
  '- ',
  '[a](a.md)',
  '[b](<b c.md>)',
  '[[x]]',
  '[[y|z]]',
  '[r1]: r.md',
  '[t][r1]',
  '](',
  '[',
  ']',
  '(',
  ')',
  '#',
  '%20',
  'https://e.com',
  ' ',
  '\t',
  'é',
  '😀',
  '\u200b',
  '\u0000',
  '\ud800',
  'x'.repeat(300),
]
const indexText = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 120 })
  .map((parts) => parts.join(''))

describe('MEMORY.md properties (issue 21)', () => {
  it('never throws; what loads stays within both limits; a link is found only in the text of its line', () => {
    fc.assert(
      fc.property(
        indexText,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.boolean(),
        (text, maxLines, maxChars, raw) => {
          const budget = indexLoadBudget(text, { maxLines, maxChars }, raw)
          expect(budget.loaded.lines).toBeLessThanOrEqual(maxLines)
          expect(budget.loaded.chars).toBeLessThanOrEqual(maxChars)
          const byLine = new Map(budget.lines.map((line: { line: number; text: string }) => [line.line, line.text]))
          for (const link of indexLinks(budget.lines)) {
            expect(byLine.get(link.line) ?? '').toContain(link.raw)
          }
        },
      ),
      { numRuns },
    )
  })

  it('nothing inside a fenced code block is a link', () => {
    fc.assert(
      fc.property(indexText, (inner) => {
        const fenced = inner.replace(/```|~~~/g, '')
        const text = `# Memory\n\`\`\`\n${fenced}\n\`\`\`\n`
        expect(indexLinks(indexLoadBudget(text, { maxLines: 100_000, maxChars: 10_000_000 }, true).lines)).toEqual([])
      }),
      { numRuns },
    )
  })
})

describe('link parsing is linear in the text (SPEC §10)', () => {
  // Quadratic parsing takes minutes on lines like these (one of 80,000 `[` took 34 s): past the
  // test's own time limit. Linear parsing takes a moment.
  it.each([
    ['`[` repeated', '['.repeat(400_000)],
    ['`[[` repeated', '[['.repeat(200_000)],
    ['`[a](` repeated', '[a]('.repeat(100_000)],
    ['`[x](<` repeated', '[x](<'.repeat(80_000)],
    ['`[x](a "` repeated', '[x](a "'.repeat(60_000)],
    ['backtick runs of growing length', Array.from({ length: 800 }, (_, i) => '`'.repeat(i + 1)).join(' ')],
    ['`<!--` lines', '<!--\n'.repeat(80_000)],
    ['comments between list items', '- a\n<!-- c -->\n'.repeat(30_000)],
  ])('%s', (_name, text) => {
    const budget = indexLoadBudget(text, { maxLines: 200, maxChars: 25_000 })
    expect(indexLinks(budget.lines)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { readPlainMapping } from '../src/plain-yaml.ts'
import { parseYamlData } from '../src/yaml-data.ts'

/** What the full engine (js-yaml, core schema, bounded walk) reads, or 'error'. */
function full(text: string): unknown {
  try {
    return parseYamlData(text)
  } catch {
    return 'error'
  }
}

/** Plain objects all the way down (a `constructor` key must stay data). */
const plainObjects = (value: unknown): boolean =>
  value === null ||
  typeof value !== 'object' ||
  (Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(plainObjects))

/** The fast path agrees with the full engine: same keys in the same order, same values and types. */
function expectSameAsFull(text: string, fast: Record<string, unknown>) {
  const reference = full(text)
  expect(JSON.stringify(fast), text).toBe(JSON.stringify(reference))
  expect(reference, text).toEqual(fast)
  expect(plainObjects(fast), text).toBe(true)
}

describe('the plain-mapping fast path for frontmatter', () => {
  it.each([
    ['name: a\ndescription: where module 3 lives\n', { name: 'a', description: 'where module 3 lives' }],
    [
      'name: a\nverify:\n  kind: readable   # note\n  target: src/x.ts\n',
      { name: 'a', verify: { kind: 'readable', target: 'src/x.ts' } },
    ],
    ['metadata:\n  modified: 2026-11-01T10:00:00.000Z\n', { metadata: { modified: '2026-11-01T10:00:00.000Z' } }],
    ['pattern: export function build\\b\n', { pattern: 'export function build\\b' }],
    ["description: 'it''s: quoted' # c\n", { description: "it's: quoted" }],
    ['description: "a # b"\n', { description: 'a # b' }],
    [
      'timeout: 5\nempty:\nnone: ~\nyes: yes\nok: true\nno: FALSE\n',
      { timeout: 5, empty: null, none: null, yes: 'yes', ok: true, no: false },
    ],
    ['verify: # the check\n  kind: none\n', { verify: { kind: 'none' } }],
    ['a:\n  b:\n    c: 1\n  d: 2\ne: 3\n', { a: { b: { c: 1 }, d: 2 }, e: 3 }],
    ['name: a\r\nverify:\r\n  kind: none\r\n', { name: 'a', verify: { kind: 'none' } }],
    ['# comment\n\nname: é — ok\n', { name: 'é — ok' }],
    ['age: 3 weeks\n', { age: '3 weeks' }],
    ['a: b\u00a0\n', { a: 'b\u00a0' }],
  ])('reads %j as the full engine does', (text, expected) => {
    const fast = readPlainMapping(text)
    expect(JSON.stringify(fast)).toBe(JSON.stringify(expected))
    expectSameAsFull(text, fast as Record<string, unknown>)
  })

  it.each([
    ['a list', 'verify:\n  - kind: none\n'],
    ['a flow mapping', 'verify: { kind: none }\n'],
    ['an anchor', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a block scalar', 'a: |\n  text\n'],
    ['a multi-line plain scalar', 'a: one\n  two\n'],
    ['an escape', 'a: "x\\ty"\n'],
    ['a float', 'a: 1.5\n'],
    ['a hex number', 'a: 0x1F\n'],
    ['a signed number', 'a: -1\n'],
    ['a tab', 'a:\tb\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['__proto__', '__proto__: x\n'],
    ['an indented first key', '  a: 1\n'],
    ['bad indentation', 'a:\n    b: 1\n  c: 2\n'],
    ['a colon and space in a plain scalar', 'description: Deploys: always from main\n'],
    ['a key without a space after its colon', 'a:b\n'],
    ['a lone carriage return', 'a: b\rc: d\n'],
    ['nothing but comments', '# only\n'],
    ['nothing', ''],
  ])('leaves %s to the full engine', (_, text) => {
    expect(readPlainMapping(text)).toBeUndefined()
  })

  it('agrees with the full engine on thousands of generated frontmatters', () => {
    let state = 42
    const next = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0
      return (state >>> 8) % n
    }
    const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T
    const keys = ['name', 'verify', 'kind', 'target', 'x-y', 'a_b', 'null', 'true', 'constructor', '__proto__', 'k']
    const values = [
      '',
      'plain',
      'a b',
      'a: b',
      'a:b',
      'a #c',
      'a#c',
      ' # c',
      "'q'",
      "'it''s'",
      "'bad",
      "'a' b",
      '"dq"',
      '"e\\n"',
      '"a" # c',
      '1',
      '0',
      '007',
      '1.5',
      '0x1F',
      '1e3',
      '-1',
      '+1',
      '.5',
      '.inf',
      '~',
      '~/x',
      'null',
      'Null',
      'nULL',
      'true',
      'yes',
      'False',
      '2026-11-01T10:00:00.000Z',
      '2026-11-01',
      '3 weeks',
      '12abc',
      '123456789012345678',
      '[a]',
      '{a: 1}',
      '&a x',
      '*a',
      '!t x',
      '|',
      '>',
      '- a',
      '? x',
      '@x',
      '`x`',
      '%x',
      'é',
      'a\u00a0',
      '\u00a0a',
      'x\\y',
      '^re$',
      '(a|b)',
      'fn\\d{2}',
      'a, b',
      'a:',
      ':a',
      '=',
      '<<',
      '$x',
      ';x',
      '_x',
      '/x',
      '1234567890123456',
      'a  ',
      '😀',
      'a\tb',
    ]
    const common = ['', 'plain', 'src/mod-1.ts', 'export function fn\\b', "'quoted'", '"quoted"', '12', 'true', '~']
    const lines = ['', '  ', '# comment', '  # c', '- item', 'text', '\tk: v', '...', '%YAML 1.2']
    let accepted = 0
    const total = 10_000
    for (let n = 0; n < total; n++) {
      const out: string[] = []
      const count = 1 + next(6)
      for (let i = 0; i < count; i++) {
        if (next(12) === 0) out.push(pick(lines))
        else {
          const indent = ' '.repeat(pick([0, 0, 0, 0, 0, 2, 2, 2, 4, 1]))
          const value = next(4) === 0 ? pick(values) : pick(common)
          out.push(`${indent}${pick(keys)}:${pick([' ', ' ', ' ', '  ', ''])}${value}`)
        }
      }
      const text = `${out.join(pick(['\n', '\n', '\r\n']))}\n`
      const fast = readPlainMapping(text)
      if (fast === undefined) continue
      accepted++
      expectSameAsFull(text, fast)
    }
    // Both ways are exercised: many documents take the fast path, many are left to the full engine.
    expect(accepted).toBeGreaterThan(total / 20)
    expect(accepted).toBeLessThan(total * 0.9)
  })
})

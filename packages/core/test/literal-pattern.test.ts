import { describe, expect, it } from 'vitest'
import { RE2JS } from 're2js'
import { literalMatcher } from '../src/literal-pattern.ts'

const texts = [
  'derive_before_classify\n',
  'x derive_before_classify_more',
  'export function fn12_3() {}\nexport function fn12_30() {}',
  'export function fn12_30() {}',
  'a.b (c) $d ^e',
  'bucket: wallpapers-prod',
  'fn12_3',
  '_fn12_3_',
  '',
  'price: $5.00 / month',
  'naïve café fn12_3é',
  'C:\\bin\\tools',
]

describe('literal patterns match exactly where RE2 would', () => {
  it.each([
    ['derive_before_classify'],
    ['\\bderive_before_classify\\b'],
    ['export function fn12_3\\b'],
    ['\\bfn12_3'],
    ['a\\.b \\(c\\) \\$d \\^e'],
    ['bucket: wallpapers-prod'],
    ['-prod\\b'],
    ['\\b-prod'],
    ['\\$5\\.00 \\/ month'],
    ['fn12_3\\b'],
    ['C:\\\\bin'],
    ['src/config\\.ts'],
  ])('%s', (source) => {
    const matcher = literalMatcher(source, '')
    expect(matcher).toBeDefined()
    for (const text of texts) expect([text, matcher?.test(text)]).toEqual([text, RE2JS.compile(source).test(text)])
  })

  it.each([['a.b'], ['\\d+'], ['a|b'], ['^start'], ['end$'], ['\\n'], ['x\\B'], ['']])(
    '%s is not a literal',
    (source) => {
      expect(literalMatcher(source, '')).toBeUndefined()
    },
  )

  it('leaves case-insensitive patterns to the regular-expression engine', () => {
    expect(literalMatcher('abc', 'i')).toBeUndefined()
  })
})

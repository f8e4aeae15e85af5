import { describe, expect, it } from 'vitest'
import { isLinearPattern } from '../dist/linear-pattern.js'

describe('patterns that may run without a worker', () => {
  it.each([
    ['derive_before_classify'],
    ['export function fn12_3\\b'],
    ['^classify$'],
    ['[a-z*+?]'],
    ['(?:a|b)c'],
    ['a\\+b\\*c\\?'],
    ['(?=x)y'],
  ])('%s has no quantifier', (pattern) => {
    expect(isLinearPattern(pattern, false)).toBe(true)
  })

  it.each([['(a+)+$'], ['a*'], ['ab?'], ['x{2,}'], ['(a|aa)*'], ['\\w+'], ['a'.repeat(300)]])(
    '%s goes to a worker',
    (pattern) => {
      expect(isLinearPattern(pattern, false)).toBe(false)
    },
  )

  it('a fixed pattern is always linear', () => {
    expect(isLinearPattern('(a+)+$', true)).toBe(true)
  })
})

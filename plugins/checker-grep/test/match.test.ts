import { describe, expect, it } from 'vitest'
import { foundInFile } from '../dist/match.js'

/** A matcher for `needle` that counts the texts it searched. */
function counted() {
  const searched: number[] = []
  return { searched, matcher: { test: (text: string) => (searched.push(text.length), text.includes('needle')) } }
}

describe('a file searched by identical checks (grep dedupes its checks itself)', () => {
  it('searches a large file once per pattern in a run, and answers alike each time', () => {
    const large = { text: `${'hay '.repeat(20_000)}needle` }
    const other = { text: 'hay '.repeat(20_000) }
    const { searched, matcher } = counted()
    expect([1, 2, 3].map(() => foundInFile(large, matcher))).toEqual([true, true, true])
    expect([1, 2].map(() => foundInFile(other, matcher))).toEqual([false, false])
    expect(searched).toEqual([large.text.length, other.text.length])
    // Another pattern searches the file again.
    const second = counted()
    expect(foundInFile(large, second.matcher)).toBe(true)
    expect(second.searched).toHaveLength(1)
  })

  it('searches a small file again each time: that costs less than remembering', () => {
    const small = { text: 'hay needle' }
    const { searched, matcher } = counted()
    expect([1, 2].map(() => foundInFile(small, matcher))).toEqual([true, true])
    expect(searched).toHaveLength(2)
  })
})

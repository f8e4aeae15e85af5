// Text that a costly pattern takes minutes over, to test that a check's search is abandoned at its
// timeout: `(?i)a[ab]{1000}c\w` is a program of a thousand states, and letters in no repeating order
// keep the engine's automaton from settling into a few of them.

/** `bytes` letters `a` and `b`, the same for every call. */
export function costlyText(bytes: number): string {
  let seed = 1
  let text = ''
  for (let i = 0; i < bytes; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    text += seed & 0x10000 ? 'a' : 'b'
  }
  return text
}

/** A pattern that costs minutes over `costlyText` on a linear-time engine. */
export const COSTLY_PATTERN = '(?i)a[ab]{1000}c\\w'

// The order reports list names in (SPEC: UTF-8 byte order).

/**
 * Compares strings by their UTF-8 bytes. UTF-8 byte order is code point order, which differs from
 * JavaScript's UTF-16 order only where a surrogate pair meets a character above U+DFFF; compared
 * by code point there, with no string converted.
 */
export function byteOrder(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    if (x >= 0xd800 && y >= 0xd800) return (a.codePointAt(i) as number) - (b.codePointAt(i) as number)
    return x - y
  }
  return a.length - b.length
}

// How checkers name paths and order names, as every report does.
import { relative, sep } from 'node:path'

/** Whether `path` is `folder` or lies below it (both absolute and normalized). */
export function isInside(path: string, folder: string): boolean {
  if (path === folder) return true
  return path.startsWith(folder.endsWith(sep) ? folder : folder + sep)
}

/** How reasons and reports name a path: relative to the root when inside it, else absolute. */
export function shownPath(path: string, root: string): string {
  return isInside(path, root) ? relative(root, path) || '.' : path
}

/**
 * Compares strings by their UTF-8 bytes, the order the spec asks for. UTF-8 byte order is code
 * point order, which differs from JavaScript's UTF-16 order only where a surrogate pair meets a
 * character above U+DFFF; compared by code point there, with no string converted.
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

// Which files of a memory dir are memories (SPEC §3.3).
import { readdirSync, statSync } from 'node:fs'
import { isAbsolute, join, normalize, sep } from 'node:path'
import { ClaimcheckError } from './errors.js'

/** The memory index: never a memory itself. */
export const INDEX_FILE = 'MEMORY.md'

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

/**
 * The `*.md` files directly in the memory dir, except `MEMORY.md`, plus the files that `include`
 * globs (relative to the memory dir) match; sorted by path in byte order.
 */
export async function listMemoryFiles(memoryDir: string, include: readonly string[] = []): Promise<string[]> {
  let entries
  try {
    entries = readdirSync(memoryDir, { withFileTypes: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    throw new ClaimcheckError('USAGE', `cannot read memory dir ${memoryDir}: ${code}`)
  }
  const names: string[] = []
  for (const entry of entries) {
    if (!entry.name.endsWith('.md') || entry.name === INDEX_FILE) continue
    // A FIFO, a socket or a device named like a memory file is listed, to be held as not a
    // regular file: nothing named `*.md` is silently skipped. Only folders are not memory files.
    if (!entry.isDirectory() && !entry.isSymbolicLink()) names.push(entry.name)
    else if (entry.isSymbolicLink()) {
      let info
      try {
        info = statSync(join(memoryDir, entry.name), { throwIfNoEntry: false })
      } catch {
        info = undefined
      }
      // A dangling link is still listed: it is reported as unreadable rather than silently skipped.
      if (!info || !info.isDirectory()) names.push(entry.name)
    }
  }
  if (include.length > 0) {
    const listed = new Set(names)
    const { glob } = await import('tinyglobby')
    const extra = await glob([...include], { cwd: memoryDir, onlyFiles: true, dot: false, followSymbolicLinks: false })
    // Never beyond the memory dir, and never a dotfile (SPEC §3.3): `../` and absolute globs reach
    // any file, and a memory's body is handed over.
    const inside = (name: string) => {
      const path = normalize(name)
      return !isAbsolute(path) && path.split(sep).every((part) => part !== '' && !part.startsWith('.'))
    }
    for (const name of extra) if (name !== INDEX_FILE && !listed.has(name) && inside(name)) names.push(name)
  }
  names.sort(byteOrder)
  const folder = join(memoryDir, sep)
  return names.map((name) => folder + name)
}

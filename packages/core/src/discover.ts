// Which files of a memory dir are memories (SPEC §3.3).
import { readdirSync, statSync } from 'node:fs'
import { isAbsolute, join, normalize, sep } from 'node:path'
import { byteOrder } from './byte-order.js'
import { ClaimcheckError } from './errors.js'

/** The memory index: never a memory itself. */
export const INDEX_FILE = 'MEMORY.md'

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

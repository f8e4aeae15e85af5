// Which files of the project hold an identifier a memory names: one walk of the root, each text
// file read once, bounded in files and bytes (SPEC §6.4).
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { isInside } from '@claimcheck/core'
import { readFileHead } from '../files.js'

const MAX_FILES = 20_000
const MAX_FILE_BYTES = 1024 * 1024
/** A NUL byte this early: a binary file, not code. */
const BINARY_PROBE = 8192

/** The project's text files, relative to the root: no dot-folders, `node_modules` or memory dir. */
function codeFiles(root: string, memoryDir: string): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    let entries
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (files.length >= MAX_FILES) return
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || entry.name === 'node_modules' || isInside(path, memoryDir)) continue
        walk(path)
      } else if (entry.isFile()) files.push(path)
    }
  }
  walk(root)
  return files
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** For each identifier, the files (relative to the root, `/`-separated) that hold it as a whole word. */
export function findIdentifiers(
  identifiers: readonly string[],
  root: string,
  memoryDir: string,
): Map<string, string[]> {
  const found = new Map(identifiers.map((id) => [id, [] as string[]]))
  if (identifiers.length === 0) return found
  const patterns = identifiers.map((id) => ({ id, word: new RegExp(`(?<![\\w$])${escape(id)}(?![\\w$])`) }))
  for (const file of codeFiles(root, memoryDir)) {
    let text: string
    try {
      const head = readFileHead(file, MAX_FILE_BYTES)
      if (!head || head.size > MAX_FILE_BYTES) continue
      text = head.text
    } catch {
      continue
    }
    if (text.slice(0, BINARY_PROBE).includes('\0')) continue
    for (const { id, word } of patterns) {
      if (text.includes(id) && word.test(text)) found.get(id)?.push(relative(root, file).split(sep).join('/'))
    }
  }
  return found
}

// Where each memory's verify block is, for the formats that point at a line (SARIF, GitHub
// annotations, JUnit): read from the files at the edge, so that the formats stay pure.
import { lstatSync } from 'node:fs'
import type { CheckRun } from './report.js'
import { readFileHead } from '../files.js'

/** A verify block is in the frontmatter, which is at most 64 KiB. */
const HEAD_BYTES = 64 * 1024

/** The 1-based line of the first `verify:` key (at the top level or under `metadata:`), else 1. */
export function verifyLine(text: string): number {
  const lines = text.split('\n')
  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '')
    if (/^---\s*$/.test(line)) break
    if (/^\s*verify:/.test(line)) return i + 1
  }
  return 1
}

export function verifyLines(runs: readonly CheckRun[]): Map<string, number> {
  const lines = new Map<string, number>()
  for (const memory of runs.flatMap((run) => run.memories)) {
    try {
      // A symlinked memory file may lead out of the memory dir: it is pointed at by its first line.
      if (lstatSync(memory.file).isSymbolicLink()) {
        lines.set(memory.file, 1)
        continue
      }
      const head = readFileHead(memory.file, HEAD_BYTES)
      lines.set(memory.file, head ? verifyLine(head.text) : 1)
    } catch {
      lines.set(memory.file, 1)
    }
  }
  return lines
}

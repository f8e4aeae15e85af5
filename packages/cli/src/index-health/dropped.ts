// The index entries Claude Code never shows: past its cut, in a file too big to read, or taken as
// frontmatter by an opening `---` that a later `---` closes (SPEC §7).
import { MAX_INDEX_FILE_BYTES, type LoadBudget, type LoadLimits } from '../claude-code/index-load.js'
import { isIndexEntry } from './links.js'

export interface DroppedEntry {
  /** 1-based line in MEMORY.md. */
  line: number
  /** The entry as the agent would be shown it. */
  text: string
  /** Why it is not seen: past which limit, cut through by the character limit, or taken as frontmatter. */
  why: string
}

export function droppedEntries(budget: LoadBudget, limits: LoadLimits): DroppedEntry[] {
  const { at, truncatedLine, by } = budget.cut
  const swallowed = budget.frontmatter.flatMap((entry) =>
    isIndexEntry(entry.text) ? [{ line: entry.line, text: entry.text.trim(), why: 'taken as frontmatter' }] : [],
  )
  if (by === null) return swallowed
  const past =
    by === 'size'
      ? `the file is over ${MAX_INDEX_FILE_BYTES} bytes, so none of it is read`
      : by === 'lines'
        ? `past the ${limits.maxLines}-line limit`
        : `past the ${limits.maxChars}-character limit`
  return [
    ...swallowed,
    ...budget.lines.slice(at).flatMap((entry, i) => {
      if (!isIndexEntry(entry.text)) return []
      const why = i === 0 && truncatedLine ? `truncated by the ${limits.maxChars}-character limit` : past
      return [{ line: entry.line, text: entry.text.trim(), why }]
    }),
  ]
}

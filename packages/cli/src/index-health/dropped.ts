// The index entries past Claude Code's cut: what the agent never sees of MEMORY.md (SPEC §7).
import type { LoadBudget, LoadLimits } from '../claude-code/index-load.js'
import { isIndexEntry } from './links.js'

export interface DroppedEntry {
  /** 1-based line in MEMORY.md. */
  line: number
  /** The entry as the agent would be shown it. */
  text: string
  /** Why it is not seen: past which limit, or cut through by the character limit. */
  why: string
}

export function droppedEntries(budget: LoadBudget, limits: LoadLimits): DroppedEntry[] {
  const { at, truncatedLine, by } = budget.cut
  if (by === null) return []
  const past = by === 'lines' ? `past the ${limits.maxLines}-line limit` : `past the ${limits.maxChars}-character limit`
  return budget.lines.slice(at).flatMap((entry, i) => {
    if (!isIndexEntry(entry.text)) return []
    const why = i === 0 && truncatedLine ? `truncated by the ${limits.maxChars}-character limit` : past
    return [{ line: entry.line, text: entry.text.trim(), why }]
  })
}

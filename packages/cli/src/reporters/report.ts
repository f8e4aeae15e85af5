// The data every check reporter formats: plain data, no I/O.
import { shownPath, type MemoryReport, type Status } from '@claimcheck/core'

export interface CheckRun {
  tool: { name: string; version: string }
  root: string
  memoryDir: string
  /** How the memory dir was found (`Claude Code auto memory`, `the MEMORY_DIR argument`, …). */
  memoryDirFrom?: string
  memories: MemoryReport[]
}

export interface Summary {
  total: number
  fresh: number
  stale: number
  unverifiable: number
}

export interface ReportOptions {
  color: boolean
  /** Only what needs attention: stale memories and the summary. */
  quiet: boolean
}

export type Reporter = (run: CheckRun, options: ReportOptions) => string

export function summarize(memories: readonly { status: Status }[]): Summary {
  const summary: Summary = { total: memories.length, fresh: 0, stale: 0, unverifiable: 0 }
  for (const memory of memories) summary[memory.status]++
  return summary
}

/** A memory file as reports name it: relative to the root when inside it, else absolute. */
export function reportPath(file: string, root: string): string {
  return shownPath(file, root)
}

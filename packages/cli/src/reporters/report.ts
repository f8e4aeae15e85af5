// The data every check reporter formats: plain data, no I/O.
import { shownPath, type KeepReport, type MemoryReport, type Status } from '@claimcheck/core'

export interface CheckRun {
  tool: { name: string; version: string }
  root: string
  memoryDir: string
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

export type Reporter = ((run: CheckRun, options: ReportOptions) => string) & {
  /** True when the report shows how long each check took: only then does the run time its checks. */
  showsTimes?: true
  /**
   * The part of each memory's report this format shows: the run keeps only that until the end
   * (a large run holds every report until it sorts them). Whole reports when absent.
   */
  keep?: KeepReport
  /** False when the format shows no description, type or modified date: the run then leaves them out. */
  metadata?: false
}

export function summarize(memories: readonly { status: Status }[]): Summary {
  const summary: Summary = { total: memories.length, fresh: 0, stale: 0, unverifiable: 0 }
  // Indexed: a one-pass loop over every memory, before its code is optimized, would make an iterator object a step.
  for (let i = 0; i < memories.length; i++) summary[(memories[i] as { status: Status }).status]++
  return summary
}

/** A memory file as reports name it: relative to the root when inside it, else absolute. */
export function reportPath(file: string, root: string): string {
  return shownPath(file, root)
}

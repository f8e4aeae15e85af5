// The data every check reporter formats: plain data, no I/O.
import { shownPath, type CheckerDocs, type MemoryReport, type Status } from '@claimcheck/core'
import type { IndexReport } from '../index-health/index-report.js'
import { hasStaleInferred, type InferredFacts, type InferredMode } from '../lint/inferred-facts.js'

/** A memory's report as the check formats show it: its checks, and what it was held to without one. */
export type CheckedMemory = MemoryReport & InferredFacts

export interface CheckRun {
  tool: { name: string; version: string }
  root: string
  memoryDir: string
  /** How the memory dir was found (`Claude Code auto memory`, `the MEMORY_DIR argument`, …). */
  memoryDirFrom?: string
  memories: CheckedMemory[]
}

export interface Summary {
  total: number
  fresh: number
  stale: number
  unverifiable: number
  /** Memories with a failed inferred check (SPEC §6.4.1). */
  inferred: number
}

export interface ReportOptions {
  /** What a failed inferred check is: a warning (default), a failure, or not shown. */
  inferred?: InferredMode
  /** `--observe`: nothing fails the run, so what would be an error is shown as a warning. */
  observe?: boolean
  color: boolean
  /** Only what needs attention: stale memories and the summary. */
  quiet: boolean
  /** `--all`: a section a memory dir, even when there is one. */
  sections?: boolean
  /** For people at a terminal: the text report ends with a block of the stale memories. */
  forPeople?: boolean
  /** How the memory dirs were found, by memory dir (`--all` sections name it). */
  from?: ReadonlyMap<string, string>
  /** Each memory dir's index report, for the formats that draw what Claude Code loads (html). */
  indexes?: ReadonlyMap<string, IndexReport>
  /** When the run was made, for the formats that show it (html). */
  date?: Date
  /** Where the command was run: paths for people are shown from here, so a click finds them. */
  cwd?: string
  /** What each kind checks, by kind, as its checker describes it (`meta.docs`): rules of formats that have them (sarif). */
  docs?: ReadonlyMap<string, CheckerDocs>
}

/** A format: the runs of one command (one a memory dir) to text. */
export type Reporter = (runs: readonly CheckRun[], options: ReportOptions) => string

export function summarize(memories: readonly ({ status: Status } & InferredFacts)[]): Summary {
  const summary: Summary = { total: memories.length, fresh: 0, stale: 0, unverifiable: 0, inferred: 0 }
  for (const memory of memories) {
    summary[memory.status]++
    if (hasStaleInferred(memory)) summary.inferred++
  }
  return summary
}

/** A memory file as reports name it: relative to the root when inside it, else absolute. */
export function reportPath(file: string, root: string): string {
  return shownPath(file, root)
}

// What the index formats format: each memory dir's index report, with what a format needs to
// point at files and to tell failures from notes.
import { relative, sep } from 'node:path'
import { isInside } from '@claimcheck/core'
import type { IndexReport, Severity } from '../index-health/index-report.js'

/** Findings about a memory dir's files: an index report's, or lint's. */
export interface DirFindings {
  memoryDir: string
  findings: ReadonlyArray<{ code: string; severity: Severity; file: string; line: number | null; detail: string }>
}

export interface IndexRun {
  tool: { name: string; version: string }
  root: string
  /** How the memory dir was found. */
  from?: string
  /** An index report draws what loads; lint's has findings only. */
  report: DirFindings & Partial<Pick<IndexReport, 'loaded' | 'total' | 'settings'>>
}

export interface IndexFormatOptions {
  /** The least severe finding that fails the run (`--fail-on`). */
  failOn: Severity
  /** The command the findings come from: `index` (default) or `lint`. */
  command?: 'index' | 'lint'
  /** When the run was made, for the formats that show it (html). */
  date?: Date
}

/** What loads of MEMORY.md, when the report is an index report. */
export function budgetOf(report: IndexRun['report']): Pick<IndexReport, 'loaded' | 'total' | 'settings'> | undefined {
  const { loaded, total, settings } = report
  return loaded && total && settings ? { loaded, total, settings } : undefined
}

export type IndexReporter = (runs: readonly IndexRun[], options: IndexFormatOptions) => string

const RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 }

export const failing = (severity: Severity, failOn: Severity) => RANK[severity] >= RANK[failOn]

/** A file of the memory dir as reports name it: relative to the root (with `/`) when inside it, else absolute. */
export function fileOfDir(run: IndexRun, file: string): string {
  const path = `${run.report.memoryDir}${sep}${file}`
  return isInside(path, run.root) ? relative(run.root, path).split(sep).join('/') : path
}

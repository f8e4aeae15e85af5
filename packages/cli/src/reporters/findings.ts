// What every CI format (junit, sarif, github, tap, html) renders: the findings of one command's
// run, whichever command made them. Two adapters make it (check-findings.ts from `check`'s
// memories, index-findings.ts from `index` and `lint`); a format reads nothing else, so one
// writer a format serves every command. The kinds follow SARIF's result model: a `fail` is a
// problem (its level says how bad), a `review` was not checked and is for a person to judge.
import type { IndexReport } from '../index-health/index-report.js'

/** What a finding is filed under: a check kind, or an index or lint code (SARIF's rule). */
export interface FindingRule {
  id: string
  /** One sentence: what the rule holds. */
  description: string
  /** Where the rule is documented, when that is a web page. */
  helpUri?: string
}

export interface Finding {
  /** `fail`: a problem; `review`: not checked, for a person to judge; `pass`: checked, and it holds. */
  kind: 'fail' | 'review' | 'pass'
  /** How bad a problem is, in SARIF's words (GitHub's annotations are the same three). */
  level: 'error' | 'warning' | 'note'
  /** Whether it fails the run (exit 1). */
  fails: boolean
  /** The word users key on: the memory's status (`stale`) or the finding's severity (`error`). */
  state: string
  rule: FindingRule
  /** What was found, as an annotation's title says it: `stale memory`, `MISSING`. */
  title: string
  /** What it is about: the memory's name, or the finding's code. */
  subject: string
  /** What is wrong or right with it: the reason, or the finding's detail. */
  detail: string
  /** The finding on one line, as the text format says it (without its label). */
  message: string
  /** A test case's name: the same from run to run while the finding stands. */
  name: string
  /** Relative to the root (with `/`) when inside it, else absolute. */
  file: string
  /** 1-based, when the finding has a line. */
  line?: number
  /** How long its checks took. */
  ms?: number
  /** What identifies it across edits: SARIF's `partialFingerprints` key and the parts hashed under it. */
  fingerprint: { key: string; parts: readonly string[] }
}

/** One memory dir's findings. */
export interface FindingsSection {
  /** The memory dir (or, for `index`, its MEMORY.md) as reports name it. */
  name: string
  /** What Claude Code loads of MEMORY.md, for the formats that draw it (html). */
  budget?: {
    /** MEMORY.md as reports name it. */
    index: string
    loaded: { lines: number; chars: number }
    total: { lines: number; chars: number }
    settings: { maxLines: number; maxChars: number }
    dropped: number
  }
  findings: readonly Finding[]
}

export interface FindingsReport {
  command: 'check' | 'index' | 'lint'
  tool: { name: string; version: string }
  root: string
  /** What this command calls a finding's state, subject and detail (column headings, TAP's keys). */
  words: { state: 'status' | 'severity'; subject: 'memory' | 'code'; detail: 'reason' | 'detail' }
  /** How many findings are in each state, the worst first (`shown`: the word for a count other than 1). */
  counts: ReadonlyArray<{ state: string; shown: string; count: number }>
  /** The line scripts read last (`fresh=1 stale=1 unverifiable=0`, `errors=0 warnings=1 info=2`). */
  summaryLine: string
  sections: readonly FindingsSection[]
  /** When the run was made, for the formats that show it (html). */
  date?: Date
}

/** What Claude Code loads of a memory dir's MEMORY.md, as a section carries it. */
export function budgetOfIndex(
  report: Pick<IndexReport, 'loaded' | 'total' | 'settings'> & { findings: ReadonlyArray<{ code: string }> },
  index: string,
): NonNullable<FindingsSection['budget']> {
  const { loaded, total, settings } = report
  return { index, loaded, total, settings, dropped: report.findings.filter((item) => item.code === 'DROPPED').length }
}

/** `loads 3 of 210 lines and 72 of 900 characters (limits 200 lines, 25000 characters)`. */
export const loadsSentence = ({
  loaded,
  total,
  settings,
}: Pick<NonNullable<FindingsSection['budget']>, 'loaded' | 'total' | 'settings'>) =>
  `loads ${loaded.lines} of ${total.lines} lines and ${loaded.chars} of ${total.chars} characters (limits ${settings.maxLines} lines, ${settings.maxChars} characters)`

/** How the command's name reads before a title: `check` is the default command. */
export const commandLabel = (report: FindingsReport) =>
  report.command === 'check' ? report.tool.name : `${report.tool.name} ${report.command}`

const RANK = { fail: 0, review: 1, pass: 2 } as const
const LEVEL_RANK = { error: 0, warning: 1, note: 2 } as const

/** Worst first: failing problems by level, then what needs review, then what holds; otherwise as found. */
export const worstFirst = (a: Finding, b: Finding) =>
  RANK[a.kind] - RANK[b.kind] || (a.kind === 'fail' ? LEVEL_RANK[a.level] - LEVEL_RANK[b.level] : 0)

export const allFindings = (report: FindingsReport) => report.sections.flatMap((section) => section.findings)

/** `1 error`, `2 warnings`, `1 stale`. */
export const countOf = ({ state, shown, count }: FindingsReport['counts'][number]) =>
  `${count} ${count === 1 ? state : shown}`

/** `fresh=1 stale=2`: the counts of `names`, by state, in that order. */
export function countLine(findings: readonly Finding[], names: ReadonlyArray<[state: string, shown: string]>): string {
  return names.map(([state, shown]) => `${shown}=${findings.filter((item) => item.state === state).length}`).join(' ')
}

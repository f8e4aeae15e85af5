// `--format github`: GitHub Actions workflow commands, which the runner turns into annotations on
// the files: `::error` for a stale memory, `::notice` for an unverifiable one (and for index
// findings, by severity; info ones only with `--fail-on info`); then the summary line. `githubSummary` is the Markdown the command
// appends to `$GITHUB_STEP_SUMMARY`.
import type { Severity } from '../index-health/index-report.js'
import type { IndexReporter, IndexRun } from './index-run.js'
import { budgetOf, fileOfDir } from './index-run.js'
import { visible } from '../visible-text.js'
import { reportPath, summarize, type CheckRun, type Reporter } from './report.js'

/** A command's message: one line with no `##[` (`visible`), then `%` escaped as the runner reads it. */
const data = (text: string) => visible(text).replace(/%/g, '%25')
/** A command's property: also `:` and `,`. */
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

function workflowCommand(
  kind: 'error' | 'warning' | 'notice',
  file: string,
  line: number | undefined,
  title: string,
  message: string,
) {
  const where = `file=${property(file)}${line === undefined ? '' : `,line=${line}`},title=${property(title)}`
  return `::${kind} ${where}::${data(message)}`
}

export const githubReporter: Reporter = (runs) => {
  const lines: string[] = []
  for (const run of runs) {
    for (const memory of run.memories) {
      if (memory.status === 'fresh') continue
      const file = reportPath(memory.file, run.root)
      const title = memory.status === 'stale' ? 'claimcheck: stale memory' : 'claimcheck: unverifiable memory'
      const kind = memory.status === 'stale' ? 'error' : 'notice'
      lines.push(workflowCommand(kind, file, memory.verifyLine ?? 1, title, `${memory.name}: ${memory.reason}`))
    }
  }
  const { fresh, stale, unverifiable } = summarize(runs.flatMap((run) => run.memories))
  lines.push(`fresh=${fresh} stale=${stale} unverifiable=${unverifiable}`)
  return `${lines.join('\n')}\n`
}

const ANNOTATION: Record<Severity, 'error' | 'warning' | 'notice'> = {
  error: 'error',
  warning: 'warning',
  info: 'notice',
}

export const githubIndexReporter: IndexReporter = (runs, { command = 'index', failOn }) => {
  const lines: string[] = []
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 }
  for (const run of runs) {
    for (const finding of run.report.findings) {
      counts[finding.severity]++
      // Info is for the step summary; as notices, a hundred of them bury the warnings. `--fail-on info` shows them.
      if (finding.severity === 'info' && failOn !== 'info') continue
      const title = `claimcheck ${command}: ${finding.code}`
      lines.push(
        workflowCommand(
          ANNOTATION[finding.severity],
          fileOfDir(run, finding.file),
          finding.line ?? undefined,
          title,
          finding.detail,
        ),
      )
    }
  }
  lines.push(`errors=${counts.error} warnings=${counts.warning} info=${counts.info}`)
  return `${lines.join('\n')}\n`
}

/**
 * A Markdown table cell that is text and nothing else: on one line, every ASCII punctuation
 * character backslash-escaped (no link, image, HTML, emphasis or `|` that ends the cell).
 */
const cell = (text: string) => visible(text).replace(/[!-/:-@[-`{-~]/g, '\\$&')

/** The step summary of a check: the counts, then a table of the memories that need attention, stale first. */
export function githubSummary(runs: readonly CheckRun[]): string {
  const all = runs.flatMap((run) => run.memories.map((memory) => ({ memory, run })))
  const { fresh, stale, unverifiable } = summarize(all.map(({ memory }) => memory))
  const attention = all
    .filter(({ memory }) => memory.status !== 'fresh')
    .sort((a, b) => (a.memory.status === b.memory.status ? 0 : a.memory.status === 'stale' ? -1 : 1))
  const lines = ['## claimcheck', '', `**${stale} stale**, ${fresh} fresh, ${unverifiable} unverifiable`, '']
  if (attention.length > 0) {
    lines.push('| status | memory | file | reason |', '|---|---|---|---|')
    for (const { memory, run } of attention)
      lines.push(
        `| ${memory.status} | ${cell(memory.name)} | ${cell(reportPath(memory.file, run.root))} | ${cell(memory.reason)} |`,
      )
    lines.push('')
  }
  return `${lines.join('\n')}\n`
}

/** The step summary of an index check. */
export function githubIndexSummary(runs: readonly IndexRun[]): string {
  const lines = ['## claimcheck index', '']
  for (const run of runs) {
    const { findings } = run.report
    const budget = budgetOf(run.report)
    if (!budget) continue
    const { loaded, total, settings } = budget
    lines.push(
      `**${cell(fileOfDir(run, 'MEMORY.md'))}** loads ${loaded.lines} of ${total.lines} lines and ${loaded.chars} of ${total.chars} characters (limits ${settings.maxLines} lines, ${settings.maxChars} characters)`,
      '',
    )
    if (findings.length > 0) {
      lines.push('| code | severity | file | detail |', '|---|---|---|---|')
      for (const finding of findings)
        lines.push(
          `| ${finding.code} | ${finding.severity} | ${cell(finding.file)}${finding.line ? `:${finding.line}` : ''} | ${cell(finding.detail)} |`,
        )
      lines.push('')
    }
  }
  return `${lines.join('\n')}\n`
}

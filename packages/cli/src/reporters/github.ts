// `--format github`: GitHub Actions workflow commands, which the runner turns into annotations on
// the files: a problem by its level (`::error`, `::warning`, `::notice`), a memory left for review
// as a notice; a note that does not fail the run (an info finding) only in the step summary, where
// a hundred of them cannot bury the warnings (`--fail-on info` annotates them). Then the summary
// line. `githubSummary` is the Markdown the command appends to `$GITHUB_STEP_SUMMARY`.
import { visible } from '../visible-text.js'
import {
  allFindings,
  commandLabel,
  countOf,
  loadsSentence,
  worstFirst,
  type Finding,
  type FindingsReport,
} from './findings.js'

/** A command's message: one line with no `##[` (`visible`), then `%` escaped as the runner reads it. */
const data = (text: string) => visible(text).replace(/%/g, '%25')
/** A command's property: also `:` and `,`. */
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

const ANNOTATION: Record<Finding['level'], 'error' | 'warning' | 'notice'> = {
  error: 'error',
  warning: 'warning',
  note: 'notice',
}

const annotated = (finding: Finding) =>
  finding.kind === 'review' || (finding.kind === 'fail' && (finding.fails || finding.level !== 'note'))

function workflowCommand(finding: Finding, label: string) {
  const line = finding.line === undefined ? '' : `,line=${finding.line}`
  const where = `file=${property(finding.file)}${line},title=${property(`${label}: ${finding.title}`)}`
  return `::${ANNOTATION[finding.level]} ${where}::${data(finding.message)}`
}

export function github(report: FindingsReport): string {
  const label = commandLabel(report)
  const lines = allFindings(report)
    .filter(annotated)
    .map((finding) => workflowCommand(finding, label))
  return `${[...lines, report.summaryLine].join('\n')}\n`
}

/**
 * A Markdown table cell that is text and nothing else: on one line, every ASCII punctuation
 * character backslash-escaped (no link, image, HTML, emphasis or `|` that ends the cell).
 */
const cell = (text: string) => visible(text).replace(/[!-/:-@[-`{-~]/g, '\\$&')

/** The step summary: the counts, what each MEMORY.md loads, then a table of what needs attention, worst first. */
export function githubSummary(report: FindingsReport): string {
  const [first, ...rest] = report.counts
  const counts = first ? [`**${countOf(first)}**`, ...rest.map(countOf)] : []
  const lines = [`## ${commandLabel(report)}`, '', counts.join(', '), '']
  for (const { budget } of report.sections)
    if (budget) lines.push(`**${cell(budget.index)}** ${loadsSentence(budget)}`, '')
  const attention = allFindings(report)
    .filter((finding) => finding.kind !== 'pass')
    .sort(worstFirst)
  if (attention.length > 0) {
    const { state, subject, detail } = report.words
    lines.push(`| ${state} | ${subject} | file | ${detail} |`, '|---|---|---|---|')
    for (const finding of attention) {
      const where = `${finding.file}${finding.line === undefined ? '' : `:${finding.line}`}`
      lines.push(`| ${finding.state} | ${cell(finding.subject)} | ${cell(where)} | ${cell(finding.detail)} |`)
    }
    lines.push('')
  }
  return `${lines.join('\n')}\n`
}

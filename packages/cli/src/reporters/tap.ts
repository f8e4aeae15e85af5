// `--format tap`: TAP version 14, a test point a finding: one that fails the run is `not ok`, one
// that does not (an unverifiable memory, an info finding under `--fail-on warning`) is
// `ok … # SKIP <state>`; a failing point carries its file, line, state, rule and detail in a YAML block.
import { visible } from '../visible-text.js'
import { allFindings, type Finding, type FindingsReport } from './findings.js'

/** A test point's description: `#` would start a directive. */
const description = (text: string) => visible(text).replace(/\\/g, '\\\\').replace(/#/g, '\\#')
/** A YAML scalar, always quoted. */
const yaml = (text: string) => JSON.stringify(visible(text))

function point(n: number, finding: Finding, words: FindingsReport['words']): string[] {
  const head = `${finding.fails ? 'not ok' : 'ok'} ${n} - ${description(finding.message)}`
  if (!finding.fails) return [finding.kind === 'pass' ? head : `${head} # SKIP ${description(finding.state)}`]
  return [
    head,
    '  ---',
    `  file: ${yaml(finding.file)}`,
    `  line: ${finding.line ?? 1}`,
    `  ${words.state}: ${yaml(finding.state)}`,
    `  rule: ${yaml(finding.rule.id)}`,
    `  ${words.detail}: ${yaml(finding.detail)}`,
    '  ...',
  ]
}

export function tap(report: FindingsReport): string {
  const findings = allFindings(report)
  const lines = ['TAP version 14', `1..${findings.length}`]
  findings.forEach((finding, i) => lines.push(...point(i + 1, finding, report.words)))
  return `${lines.join('\n')}\n`
}

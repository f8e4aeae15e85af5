// `--format junit`: a test suite a memory dir, a test case a finding: one that fails the run is a
// failure, one that does not (an unverifiable memory, an info finding under `--fail-on warning`)
// is skipped. The shape GitLab, Azure Pipelines and Jenkins read.
import { xmlText } from './markup.js'
import type { Finding, FindingsReport, FindingsSection } from './findings.js'

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>'
const seconds = (ms: number) => (ms / 1000).toFixed(3)
const msOf = (findings: readonly Finding[]) => findings.reduce((sum, item) => sum + (item.ms ?? 0), 0)

function testcase(finding: Finding): string {
  const classname = finding.file.replace(/\.md$/, '').split('/').join('.')
  const attributes =
    `name="${xmlText(finding.name)}" classname="${xmlText(classname)}" file="${xmlText(finding.file)}"` +
    `${finding.line === undefined ? '' : ` line="${finding.line}"`} time="${seconds(finding.ms ?? 0)}"`
  if (finding.kind === 'pass') return `    <testcase ${attributes}/>`
  const message = xmlText(finding.detail)
  const inner = finding.fails
    ? `<failure message="${message}" type="${xmlText(finding.rule.id)}">${message}</failure>`
    : `<skipped message="${message}"/>`
  return `    <testcase ${attributes}>\n      ${inner}\n    </testcase>`
}

const counted = (findings: readonly Finding[]) => ({
  tests: findings.length,
  failures: findings.filter((item) => item.fails).length,
  skipped: findings.filter((item) => item.kind !== 'pass' && !item.fails).length,
})

function suite(title: string, section: FindingsSection): string {
  const { tests, failures, skipped } = counted(section.findings)
  return [
    `  <testsuite name="${xmlText(`${title} ${section.name}`)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(msOf(section.findings))}">`,
    ...section.findings.map(testcase),
    '  </testsuite>',
  ].join('\n')
}

export function junit(report: FindingsReport): string {
  const title = `${report.tool.name} ${report.command}`
  const all = report.sections.flatMap((section) => section.findings)
  const { tests, failures, skipped } = counted(all)
  return [
    HEADER,
    `<testsuites name="${xmlText(title)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(msOf(all))}">`,
    ...report.sections.map((section) => suite(title, section)),
    '</testsuites>',
    '',
  ].join('\n')
}

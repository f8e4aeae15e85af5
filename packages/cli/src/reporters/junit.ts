// `--format junit`: a test suite a memory dir, a test case a memory (or a finding of `index`):
// stale is a failure, unverifiable is skipped. The shape GitLab, Azure Pipelines and Jenkins read.
import type { IndexReporter } from './index-run.js'
import { budgetOf, failing, fileOfDir } from './index-run.js'
import { xmlText } from './markup.js'
import { reportPath, summarize, type Reporter } from './report.js'

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>'
const seconds = (ms: number) => (ms / 1000).toFixed(3)

interface Case {
  name: string
  classname: string
  file: string
  line?: number
  ms: number
  outcome: 'passed' | 'failure' | 'skipped'
  message: string
  type: string
}

function testcase(item: Case): string {
  const attributes =
    `name="${xmlText(item.name)}" classname="${xmlText(item.classname)}" file="${xmlText(item.file)}"` +
    `${item.line === undefined ? '' : ` line="${item.line}"`} time="${seconds(item.ms)}"`
  if (item.outcome === 'passed') return `    <testcase ${attributes}/>`
  const message = xmlText(item.message)
  const inner =
    item.outcome === 'failure'
      ? `<failure message="${message}" type="${xmlText(item.type)}">${message}</failure>`
      : `<skipped message="${message}"/>`
  return `    <testcase ${attributes}>\n      ${inner}\n    </testcase>`
}

function suite(
  name: string,
  cases: Case[],
): { text: string; tests: number; failures: number; skipped: number; ms: number } {
  const failures = cases.filter((item) => item.outcome === 'failure').length
  const skipped = cases.filter((item) => item.outcome === 'skipped').length
  const ms = cases.reduce((sum, item) => sum + item.ms, 0)
  const text = [
    `  <testsuite name="${xmlText(name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(ms)}">`,
    ...cases.map(testcase),
    '  </testsuite>',
  ].join('\n')
  return { text, tests: cases.length, failures, skipped, ms }
}

function document(name: string, suites: ReturnType<typeof suite>[]): string {
  const total = (key: 'tests' | 'failures' | 'skipped') => suites.reduce((sum, item) => sum + item[key], 0)
  const ms = suites.reduce((sum, item) => sum + item.ms, 0)
  return [
    HEADER,
    `<testsuites name="${name}" tests="${total('tests')}" failures="${total('failures')}" errors="0" skipped="${total('skipped')}" time="${seconds(ms)}">`,
    ...suites.map((item) => item.text),
    '</testsuites>',
    '',
  ].join('\n')
}

export const junitReporter: Reporter = (runs) =>
  document(
    'claimcheck check',
    runs.map((run) => {
      const dir = reportPath(run.memoryDir, run.root)
      const cases = run.memories.map((memory): Case => {
        const file = reportPath(memory.file, run.root)
        return {
          name: memory.name,
          classname: file.replace(/\.md$/, '').split('/').join('.'),
          file,
          line: memory.verifyLine ?? 1,
          ms: memory.checks.reduce((sum, check) => sum + check.ms, 0),
          outcome: memory.status === 'fresh' ? 'passed' : memory.status === 'stale' ? 'failure' : 'skipped',
          message: memory.reason,
          type: memory.checks.find((check) => check.status === 'stale')?.kind ?? 'stale',
        }
      })
      const { total } = summarize(run.memories)
      return suite(`claimcheck check ${dir} (${total} ${total === 1 ? 'memory' : 'memories'})`, cases)
    }),
  )

export const junitIndexReporter: IndexReporter = (runs, { failOn, command = 'index' }) =>
  document(
    `claimcheck ${command}`,
    runs.map((run) => {
      const index = fileOfDir(run, 'MEMORY.md')
      const budget = budgetOf(run.report)
      // A passing case states what loads, so a clean index is a suite of one passed test, not an empty one.
      const loads: Case[] = budget
        ? [
            {
              name: `MEMORY.md loads ${budget.loaded.lines} of ${budget.settings.maxLines} lines and ${budget.loaded.chars} of ${budget.settings.maxChars} characters`,
              classname: 'MEMORY',
              file: index,
              ms: 0,
              outcome: 'passed',
              message: '',
              type: '',
            },
          ]
        : []
      const cases = run.report.findings.map((finding): Case => ({
        name: `[${finding.code}] ${finding.detail}`,
        classname: `MEMORY.${finding.code}`,
        file: fileOfDir(run, finding.file),
        line: finding.line ?? undefined,
        ms: 0,
        outcome: failing(finding.severity, failOn) ? 'failure' : 'skipped',
        message: finding.detail,
        type: finding.code,
      }))
      const name = command === 'index' ? index : fileOfDir(run, '').replace(/\/$/, '')
      return suite(`claimcheck ${command} ${name}`, [...loads, ...cases])
    }),
  )

// `--format tap`: TAP version 14, a test point a memory (or an index finding): stale is `not ok`,
// unverifiable is `ok … # SKIP`; a stale point carries its file and reason in a YAML block.
import type { IndexReporter } from './index-run.js'
import { budgetOf, failing, fileOfDir } from './index-run.js'
import { visible } from '../visible-text.js'
import { reportPath, type Reporter } from './report.js'

/** A test point's description: `#` would start a directive. */
const description = (text: string) => visible(text).replace(/\\/g, '\\\\').replace(/#/g, '\\#')
/** A YAML scalar, always quoted. */
const yaml = (text: string) => JSON.stringify(visible(text))

function point(
  n: number,
  ok: boolean,
  text: string,
  skip: string | undefined,
  details: Record<string, string | number>,
) {
  const head = `${ok ? 'ok' : 'not ok'} ${n} - ${description(text)}${skip === undefined ? '' : ` # SKIP ${description(skip)}`}`
  if (ok) return [head]
  const body = Object.entries(details).map(
    ([key, value]) => `  ${key}: ${typeof value === 'number' ? value : yaml(value)}`,
  )
  return [head, '  ---', ...body, '  ...']
}

export const tapReporter: Reporter = (runs) => {
  const memories = runs.flatMap((run) => run.memories.map((memory) => ({ memory, run })))
  const lines = ['TAP version 14', `1..${memories.length}`]
  memories.forEach(({ memory, run }, i) => {
    const file = reportPath(memory.file, run.root)
    const skip = memory.status === 'unverifiable' ? memory.reason : undefined
    lines.push(
      ...point(i + 1, memory.status !== 'stale', `${memory.name}: ${memory.reason}`, skip, {
        file,
        line: memory.verifyLine ?? 1,
        status: memory.status,
        reason: memory.reason,
      }),
    )
  })
  return `${lines.join('\n')}\n`
}

export const tapIndexReporter: IndexReporter = (runs, { failOn }) => {
  const findings = runs.flatMap((run) => run.report.findings.map((finding) => ({ finding, run })))
  const lines = ['TAP version 14', `1..${findings.length + runs.length}`]
  let n = 0
  for (const run of runs) {
    const budget = budgetOf(run.report)
    const about = budget
      ? `${fileOfDir(run, 'MEMORY.md')} loads ${budget.loaded.lines} of ${budget.settings.maxLines} lines and ${budget.loaded.chars} of ${budget.settings.maxChars} characters`
      : `${fileOfDir(run, '').replace(/\/$/, '')} read`
    lines.push(`ok ${++n} - ${about}`)
    for (const { finding } of findings.filter((item) => item.run === run)) {
      const fails = failing(finding.severity, failOn)
      lines.push(
        ...point(++n, !fails, `[${finding.code}] ${finding.detail}`, fails ? undefined : finding.severity, {
          file: fileOfDir(run, finding.file),
          line: finding.line ?? 1,
          severity: finding.severity,
          code: finding.code,
        }),
      )
    }
  }
  return `${lines.join('\n')}\n`
}

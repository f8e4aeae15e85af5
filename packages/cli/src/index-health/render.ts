// Index reports as text (`[CODE] detail`) and JSON (SPEC §7).
import type { IndexReport, Severity } from './index-report.js'
import { visible } from '../visible-text.js'
import { paintSeverity } from '../severity-colors.js'

export function countBySeverity(report: IndexReport): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 }
  for (const finding of report.findings) counts[finding.severity]++
  return counts
}

/** Info findings of one code shown one a line up to this many; more are summed up in one line. */
const INFO_LINES = 3

/**
 * `index`'s text: a line a finding, but info findings (nothing to do about them) summed up in one
 * line a code when there are more than a few, as linters keep notes out of the way; `listInfo`
 * (`--fail-on info`) lists each.
 */
export function indexText(
  report: IndexReport,
  { listInfo = false, color = false }: { listInfo?: boolean; color?: boolean } = {},
): string {
  const { loaded, total, settings } = report
  const header =
    `MEMORY.md loads ${loaded.lines} of ${total.lines} lines and ${loaded.chars} of ${total.chars} characters` +
    ` (limits: ${settings.maxLines} lines, ${settings.maxChars} characters${report.raw ? '; a subagent index, read raw' : ''})`
  const infoOf = new Map<string, number>()
  for (const finding of report.findings)
    if (finding.severity === 'info') infoOf.set(finding.code, (infoOf.get(finding.code) ?? 0) + 1)
  const lines: string[] = []
  const summed = new Set<string>()
  for (const finding of report.findings) {
    const count = infoOf.get(finding.code) ?? 0
    if (finding.severity !== 'info' || listInfo || count <= INFO_LINES)
      lines.push(`${paintSeverity(`[${finding.code}]`, finding.severity, color)} ${visible(finding.detail)}`)
    else if (!summed.has(finding.code)) {
      summed.add(finding.code)
      lines.push(
        `${paintSeverity(`[${finding.code}]`, 'info', color)} ${count} info findings, the first: ${visible(finding.detail)} (--fail-on info lists each)`,
      )
    }
  }
  const { error, warning, info } = countBySeverity(report)
  return `${[header, ...lines, '', `errors=${error} warnings=${warning} info=${info}`].join('\n')}\n`
}

/** The JSON of one memory dir's index report, less the document's head (reporters/sections.ts). */
export function indexBody(report: IndexReport, memoryDirFrom?: string) {
  return {
    memoryDir: report.memoryDir,
    ...(memoryDirFrom === undefined ? {} : { memoryDirFrom }),
    index: 'MEMORY.md',
    raw: report.raw,
    loaded: report.loaded,
    total: report.total,
    limits: report.settings,
    summary: countBySeverity(report),
    findings: report.findings,
  }
}

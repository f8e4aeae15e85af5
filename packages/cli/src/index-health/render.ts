// Index reports as text (`[CODE] detail`) and JSON (SPEC §7).
import type { IndexReport, Severity } from './index-report.js'
import { visible } from '../visible-text.js'

export function countBySeverity(report: IndexReport): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 }
  for (const finding of report.findings) counts[finding.severity]++
  return counts
}

export function indexText(report: IndexReport): string {
  const { loaded, total, settings } = report
  const header =
    `MEMORY.md loads ${loaded.lines} of ${total.lines} lines and ${loaded.chars} of ${total.chars} characters` +
    ` (limits: ${settings.maxLines} lines, ${settings.maxChars} characters${report.raw ? '; a subagent index, read raw' : ''})`
  const lines = report.findings.map((finding) => `[${finding.code}] ${visible(finding.detail)}`)
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

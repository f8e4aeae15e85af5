// `index`'s and `lint`'s findings as the CI formats take them: each a problem at its level,
// failing the run from `--fail-on` up; and, a memory dir, one passing finding that says what was
// read (for `index`, what Claude Code loads of MEMORY.md), so a clean run is not an empty one.
import type { Severity } from '../index-health/index-report.js'
import { meta } from '../meta.js'
import { budgetOfIndex, countLine, loadsSentence, type Finding, type FindingsReport } from './findings.js'
import { budgetOf, failing, fileOfDir, type IndexFormatOptions, type IndexRun } from './index-run.js'

/** What each code holds, for the formats that describe their rules (sarif). */
const RULE_TEXT: Record<string, string> = {
  fossil: 'A memory whose body names something checkable, with no check: it can rot unnoticed.',
  'fossil-missing': 'A memory whose body names a path that no longer exists.',
  unchecked: 'A memory added with no verify block (lint --since).',
  'duplicate-name': 'Two memory files with one name.',
  'no-frontmatter': 'A memory file without frontmatter.',
  'invalid-yaml': 'A memory whose frontmatter is not valid YAML.',
  'invalid-verify': 'A verify block that could not run.',
  unreadable: 'A memory file that cannot be read.',
  OVER: 'MEMORY.md is over the lines or characters Claude Code loads.',
  WARN: 'MEMORY.md is near a limit of what Claude Code loads.',
  DROPPED: 'An index entry past the cut: the agent never sees it.',
  MISSING: 'An index link to a file that does not exist.',
  WIKI_UNRESOLVED: 'A wiki link that names no topic file yet: something worth writing later.',
  ORPHAN: 'A topic file the index never links.',
  STALE: 'A linked topic not modified for longer than staleDays.',
  NO_TS: 'A linked topic with no modified time.',
  BAD_TS: 'A modified time that does not parse.',
  FUTURE_TS: 'A modified time in the future.',
}

const LEVEL: Record<Severity, Finding['level']> = { error: 'error', warning: 'warning', info: 'note' }

/** The passing finding of a memory dir: what loads of its MEMORY.md, or (lint) that it was read. */
function dirFinding(run: IndexRun, command: 'index' | 'lint'): Finding {
  const budget = budgetOf(run.report)
  const file = fileOfDir(run, budget ? 'MEMORY.md' : '').replace(/\/$/, '')
  const detail = budget ? loadsSentence(budget) : 'read'
  return {
    kind: 'pass',
    level: 'note',
    fails: false,
    state: 'ok',
    rule: { id: command, description: `claimcheck ${command} read the memory dir.` },
    title: 'ok',
    subject: file,
    detail,
    message: `${file} ${detail}`,
    name: `${file} ${detail}`,
    file,
    fingerprint: { key: 'claimcheckIndex/v1', parts: [command, file] },
  }
}

export function indexFindings(runs: readonly IndexRun[], options: IndexFormatOptions): FindingsReport {
  const command = options.command ?? 'index'
  const sections = runs.map((run) => {
    const budget = budgetOf(run.report)
    const index = fileOfDir(run, 'MEMORY.md')
    const findings = run.report.findings.map((finding): Finding => {
      const file = fileOfDir(run, finding.file)
      return {
        kind: 'fail',
        level: LEVEL[finding.severity],
        fails: failing(finding.severity, options.failOn),
        state: finding.severity,
        rule: {
          id: finding.code,
          description: (Object.hasOwn(RULE_TEXT, finding.code) ? RULE_TEXT[finding.code] : undefined) ?? finding.code,
        },
        title: finding.code,
        subject: finding.code,
        detail: finding.detail,
        message: `[${finding.code}] ${finding.detail}`,
        name: `[${finding.code}] ${finding.detail}`,
        file,
        ...(finding.line === null ? {} : { line: finding.line }),
        fingerprint: { key: 'claimcheckIndex/v1', parts: [finding.code, file, finding.detail] },
      }
    })
    return {
      name: command === 'index' ? index : fileOfDir(run, '').replace(/\/$/, ''),
      ...(budget ? { budget: budgetOfIndex({ ...budget, findings: run.report.findings }, index) } : {}),
      findings: [dirFinding(run, command), ...findings],
    }
  })
  const all = sections.flatMap((section) => section.findings)
  const severities: Array<[Severity, string]> = [
    ['error', 'errors'],
    ['warning', 'warnings'],
    ['info', 'info'],
  ]
  return {
    command,
    tool: runs[0]?.tool ?? { name: 'claimcheck', version: meta.version },
    root: runs[0]?.root ?? '/',
    words: { state: 'severity', subject: 'code', detail: 'detail' },
    counts: severities.map(([state, shown]) => ({
      state,
      shown,
      count: all.filter((item) => item.state === state).length,
    })),
    summaryLine: countLine(all, severities),
    sections,
    ...(options.date === undefined ? {} : { date: options.date }),
  }
}

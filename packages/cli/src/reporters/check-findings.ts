// `check`'s memories as findings: a stale memory fails, an unverifiable one is for review, a
// fresh one passes; each located at its verify block and filed under the kind of its failed check.
import type { MemoryReport, Status } from '@claimcheck/core'
import { staleInferred } from '../lint/inferred-facts.js'
import { meta } from '../meta.js'
import {
  budgetOfIndex,
  countLine,
  type Finding,
  type FindingRule,
  type FindingsReport,
  type FindingsSection,
} from './findings.js'
import { reportPath, summarize, type CheckedMemory, type CheckRun, type ReportOptions } from './report.js'

/** What memory-level problems (no check ran: the frontmatter could not be read) are filed under. */
const MEMORY_RULE: FindingRule = {
  id: 'memory',
  description: 'A memory whose verify block cannot be read or run is held back as stale.',
}

/** What a failed inferred check (SPEC §6.4.1) is filed under. */
const INFERRED_RULE: FindingRule = {
  id: 'inferred',
  description:
    'A memory with no verify block still holds what it names: the project paths it names exist, and the names it places in a file are in it.',
}

const KIND: Record<Status, Finding['kind']> = { stale: 'fail', unverifiable: 'review', fresh: 'pass' }
const LEVEL: Record<Status, Finding['level']> = { stale: 'error', unverifiable: 'note', fresh: 'note' }

/** A check's rule is its kind, as its checker describes it (`meta.docs`). */
function ruleOf(memory: MemoryReport, docs: ReportOptions['docs']): FindingRule {
  const kind = memory.checks.find((check) => check.status === 'stale')?.kind
  if (kind === undefined || kind === null) return MEMORY_RULE
  const described = docs?.get(kind)
  // A checker's own url is a link only when it is one.
  const url = described?.url
  const helpUri = url !== undefined && /^https?:\/\//.test(url) && URL.canParse(url) ? url : undefined
  return {
    id: kind,
    description: described?.description ?? `A claim checked by the ${kind} checker still holds.`,
    ...(helpUri === undefined ? {} : { helpUri }),
  }
}

function memoryFinding(memory: MemoryReport, run: CheckRun, docs: ReportOptions['docs']): Finding {
  const file = reportPath(memory.file, run.root)
  const rule = ruleOf(memory, docs)
  return {
    kind: KIND[memory.status],
    level: LEVEL[memory.status],
    fails: memory.status === 'stale',
    state: memory.status,
    rule,
    title: `${memory.status} memory`,
    subject: memory.name,
    detail: memory.reason,
    message: `${memory.name}: ${memory.reason}`,
    name: memory.name,
    file,
    line: memory.verifyLine ?? 1,
    ms: memory.checks.reduce((sum, check) => sum + check.ms, 0),
    fingerprint: { key: 'claimcheckMemory/v1', parts: [rule.id, file, memory.name] },
  }
}

/**
 * A memory whose inferred checks failed: a warning that fails nothing, unless the config makes it
 * an error (`inferred: error`).
 */
function inferredFinding(memory: CheckedMemory, run: CheckRun, mode: ReportOptions['inferred']): Finding[] {
  const stale = staleInferred(memory)
  if (stale.length === 0 || mode === 'off') return []
  const file = reportPath(memory.file, run.root)
  const detail = stale.map((check) => check.reason).join('; ')
  const fails = mode === 'error'
  return [
    {
      kind: 'fail',
      level: fails ? 'error' : 'warning',
      fails,
      state: 'inferred',
      rule: INFERRED_RULE,
      title: 'memory names what is no longer there',
      subject: memory.name,
      detail,
      message: `${memory.name}: ${detail}`,
      name: `${memory.name} (inferred)`,
      file,
      line: 1,
      fingerprint: { key: 'claimcheckInferred/v1', parts: [INFERRED_RULE.id, file, memory.name] },
    },
  ]
}

export function checkFindings(
  runs: readonly CheckRun[],
  options: Pick<ReportOptions, 'docs' | 'date' | 'indexes' | 'inferred' | 'observe'>,
): FindingsReport {
  // Observing fails nothing: an error is said as a warning, so CI formats turn nothing red.
  const observed = (finding: Finding): Finding =>
    options.observe && finding.level === 'error' ? { ...finding, level: 'warning' } : finding
  const sections = runs.map((run): FindingsSection => {
    const index = options.indexes?.get(run.memoryDir)
    return {
      name: reportPath(run.memoryDir, run.root),
      ...(index ? { budget: budgetOfIndex(index, reportPath(`${run.memoryDir}/MEMORY.md`, run.root)) } : {}),
      findings: run.memories
        .flatMap((memory) => [
          memoryFinding(memory, run, options.docs),
          ...inferredFinding(memory, run, options.inferred),
        ])
        .map(observed),
    }
  })
  const all = sections.flatMap((section) => section.findings)
  const counts = summarize(runs.flatMap((run) => run.memories))
  return {
    command: 'check',
    tool: runs[0]?.tool ?? { name: 'claimcheck', version: meta.version },
    root: runs[0]?.root ?? '/',
    words: { state: 'status', subject: 'memory', detail: 'reason' },
    counts: [
      ...(['stale', 'unverifiable', 'fresh'] as const).map((state) => ({ state, shown: state, count: counts[state] })),
      ...(counts.inferred > 0 ? [{ state: 'inferred', shown: 'inferred', count: counts.inferred }] : []),
    ],
    // As the text format's: `inferred=N` only when a memory failed an inferred check.
    summaryLine: `${countLine(all, [
      ['fresh', 'fresh'],
      ['stale', 'stale'],
      ['unverifiable', 'unverifiable'],
    ])}${counts.inferred > 0 ? ` inferred=${counts.inferred}` : ''}`,
    sections,
    ...(options.date === undefined ? {} : { date: options.date }),
  }
}

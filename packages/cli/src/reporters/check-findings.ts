// `check`'s memories as findings: a stale memory fails, an unverifiable one is for review, a
// fresh one passes; each located at its verify block and filed under the kind of its failed check.
import type { MemoryReport, Status } from '@claimcheck/core'
import { meta } from '../meta.js'
import {
  budgetOfIndex,
  countLine,
  type Finding,
  type FindingRule,
  type FindingsReport,
  type FindingsSection,
} from './findings.js'
import { reportPath, summarize, type CheckRun, type ReportOptions } from './report.js'

/** What memory-level problems (no check ran: the frontmatter could not be read) are filed under. */
const MEMORY_RULE: FindingRule = {
  id: 'memory',
  description: 'A memory whose verify block cannot be read or run is held back as stale.',
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

export function checkFindings(
  runs: readonly CheckRun[],
  options: Pick<ReportOptions, 'docs' | 'date' | 'indexes'>,
): FindingsReport {
  const sections = runs.map((run): FindingsSection => {
    const index = options.indexes?.get(run.memoryDir)
    return {
      name: reportPath(run.memoryDir, run.root),
      ...(index ? { budget: budgetOfIndex(index, reportPath(`${run.memoryDir}/MEMORY.md`, run.root)) } : {}),
      findings: run.memories.map((memory) => memoryFinding(memory, run, options.docs)),
    }
  })
  const all = sections.flatMap((section) => section.findings)
  const counts = summarize(runs.flatMap((run) => run.memories))
  return {
    command: 'check',
    tool: runs[0]?.tool ?? { name: 'claimcheck', version: meta.version },
    root: runs[0]?.root ?? '/',
    words: { state: 'status', subject: 'memory', detail: 'reason' },
    counts: (['stale', 'unverifiable', 'fresh'] as const).map((state) => ({
      state,
      shown: state,
      count: counts[state],
    })),
    summaryLine: countLine(all, [
      ['fresh', 'fresh'],
      ['stale', 'stale'],
      ['unverifiable', 'unverifiable'],
    ]),
    sections,
    ...(options.date === undefined ? {} : { date: options.date }),
  }
}

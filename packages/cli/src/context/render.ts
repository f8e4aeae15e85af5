// Handing memory over (SPEC §6.2): fresh and unverifiable memories in full, stale ones as a line
// with the reason, body withheld. Pure functions from reports to text.
import type { MemoryReport } from '@claimcheck/core'
import { inferredPhrase, staleInferred, type InferredFacts } from '../lint/inferred-facts.js'
import { visible } from '../visible-text.js'

export const HELD_HEADING = '## Held memories (bodies withheld)'
/** Memories handed over whole whose inferred checks fail (SPEC §6.4.1): facts beside them, never a hold. */
export const INFERRED_HEADING = '## Memories without a check that name what is no longer there'

export interface Handover {
  /** Fresh and unverifiable memories: handed over with their bodies. */
  handed: MemoryReport[]
  /** Stale memories: name and reason only. */
  held: MemoryReport[]
}

export function splitHandover<R extends MemoryReport>(reports: readonly R[]): { handed: R[]; held: R[] } {
  return {
    handed: reports.filter((report) => report.status !== 'stale'),
    held: reports.filter((report) => report.status === 'stale'),
  }
}

/**
 * A body without the blank lines around it, and without control characters other than tab and
 * newline (a terminal escape in a memory file must not reach whoever reads the handover).
 */
export const trimBody = (body: string) =>
  body
    .replace(/^(?:[ \t]*\r?\n)+/, '')
    .trimEnd()
    .replace(/\r\n/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')

const section = (report: MemoryReport) => {
  const body = trimBody(report.body)
  return body === '' ? `## ${visible(report.name)}\n` : `## ${visible(report.name)}\n${body}\n`
}

export const heldLine = (report: MemoryReport) => `- ${visible(report.name)}: held (${visible(report.reason)})`

const inferredLine = (report: MemoryReport & InferredFacts) =>
  `- ${visible(report.name)}: ${inferredPhrase(report, visible)}`

function compose(
  sections: string[],
  cutBodies: number,
  heldLines: string[],
  cutHeld: number,
  maxChars?: number,
  inferredLines: string[] = [],
  cutInferred = 0,
): string {
  const parts = [...sections]
  if (cutBodies > 0) parts.push(`…and ${cutBodies} more memories not shown (cut to fit --max-chars ${maxChars})\n`)
  if (heldLines.length > 0 || cutHeld > 0) {
    const lines = [HELD_HEADING, ...heldLines]
    if (cutHeld > 0) lines.push(`…and ${cutHeld} more held memories`)
    parts.push(`${lines.join('\n')}\n`)
  }
  if (inferredLines.length > 0 || cutInferred > 0) {
    const lines = [INFERRED_HEADING, ...inferredLines]
    if (cutInferred > 0) lines.push(`…and ${cutInferred} more memories without a check name what is no longer there`)
    parts.push(`${lines.join('\n')}\n`)
  }
  return parts.join('\n')
}

/**
 * The markdown handover. With `maxChars`, bodies are dropped (from the last memory back) before
 * held lines are, and what was cut is said.
 */
export function renderMarkdown(reports: ReadonlyArray<MemoryReport & InferredFacts>, maxChars?: number): string {
  const { handed, held } = splitHandover(reports)
  const sections = handed.map(section)
  const heldLines = held.map(heldLine)
  const inferredLines = handed.filter((report) => staleInferred(report).length > 0).map(inferredLine)
  const full = compose(sections, 0, heldLines, 0, undefined, inferredLines)
  if (maxChars === undefined || full.length <= maxChars) return full
  for (let kept = sections.length - 1; kept >= 0; kept--) {
    const text = compose(sections.slice(0, kept), sections.length - kept, heldLines, 0, maxChars, inferredLines)
    if (text.length <= maxChars) return text
  }
  // Held lines go last: what is withheld is said before what is merely doubtful.
  for (let kept = inferredLines.length - 1; kept >= 0; kept--) {
    const cut = inferredLines.length - kept
    const text = compose([], sections.length, heldLines, 0, maxChars, inferredLines.slice(0, kept), cut)
    if (text.length <= maxChars) return text
  }
  for (let kept = heldLines.length - 1; kept >= 0; kept--) {
    const text = compose([], sections.length, heldLines.slice(0, kept), heldLines.length - kept, maxChars)
    if (text.length <= maxChars) return text
  }
  // Not even the notes fit: say only how much was withheld.
  return `…${reports.length} memories not shown (--max-chars ${maxChars})\n`.slice(0, Math.max(maxChars, 0))
}

export interface HandoverPlace {
  memoryDir: string
  /** How the memory dir was found, when the caller knows. */
  memoryDirFrom?: string
  /** How a memory file is named: relative to the root when inside it. */
  path(file: string): string
}

/** The JSON handover of one memory dir, less the document's head: `memories` with their bodies, `held` without. */
export function handoverBody(reports: ReadonlyArray<MemoryReport & InferredFacts>, place: HandoverPlace) {
  const { handed, held } = splitHandover(reports)
  return {
    memoryDir: place.memoryDir,
    ...(place.memoryDirFrom === undefined ? {} : { memoryDirFrom: place.memoryDirFrom }),
    memories: handed.map((report) => ({
      name: report.name,
      file: place.path(report.file),
      ...(report.description === undefined ? {} : { description: report.description }),
      ...(report.type === undefined ? {} : { type: report.type }),
      status: report.status,
      reason: report.reason,
      ...(report.inferred === undefined
        ? {}
        : { inferred: report.inferred.map(({ claim, status, reason }) => ({ claim, status, reason })) }),
      body: trimBody(report.body),
    })),
    held: held.map((report) => ({ name: report.name, file: place.path(report.file), reason: report.reason })),
  }
}

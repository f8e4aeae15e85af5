// What the Claude Code 2.1.328 hooks print (SPEC §8.2, §8.4): facts about held memories, as
// `hookSpecificOutput.additionalContext` within its 10,000-character cap, and the Read tool's own
// output shape for a withheld topic file.
import type { MemoryReport } from '@claimcheck/core'
import { visible } from '../visible-text.js'

/** Claude Code's cap on a hook's additional context. */
export const MAX_HOOK_CONTEXT = 10_000

/** Longest line said about one memory. */
const MAX_FACT_LENGTH = 1000

export type HookEvent = 'SessionStart' | 'PostToolUse'

export function hookOutput(event: HookEvent, additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext } })}\n`
}

/** One line of text from outside: control characters made visible. */
const flat = visible

export function heldFact(report: MemoryReport, shownFile: string): string {
  return `Memory '${flat(report.name)}' (${flat(shownFile)}) failed verification: ${flat(report.reason)}. Its content may be out of date.`
}

/**
 * One line a held memory, in order, while they fit in Claude Code's cap (counted as it counts:
 * UTF-16 code units); the rest are counted in a last line. A line is never cut: one that does not
 * fit, or is longer than a line may be (a huge name must not crowd out every other memory), is
 * counted instead, so no name, reason or surrogate pair is ever cut through.
 */
export function sessionStartContext(held: readonly MemoryReport[], shownFile: (file: string) => string): string {
  const facts = held.map((report) => heldFact(report, shownFile(report.file)))
  const summary = (count: number) =>
    `…and ${count} more memories failed verification; run 'claimcheck check' to see them all.`
  // Room kept for the summary line, sized for the largest count it could need.
  const reserve = 1 + summary(facts.length).length
  const shown: string[] = []
  let length = 0
  let left = 0
  for (const fact of facts) {
    const next = length + (shown.length > 0 ? 1 : 0) + fact.length
    if (fact.length > MAX_FACT_LENGTH || next > MAX_HOOK_CONTEXT - reserve) left++
    else {
      shown.push(fact)
      length = next
    }
  }
  // Everything fits as it is: no summary needed, and none of the reserve either.
  if (left === 0) return shown.join('\n')
  const all = facts.every((fact) => fact.length <= MAX_FACT_LENGTH) ? facts.join('\n') : undefined
  if (all !== undefined && all.length <= MAX_HOOK_CONTEXT) return all
  return [...shown, summary(left)].join('\n')
}

/**
 * The Read tool's own output, in its shape, standing in for a stale topic file's content: Claude
 * Code drops a replacement of any other shape (SPEC §8.4). Name and reason shown, body withheld.
 */
export function withheldRead(report: MemoryReport, filePath: string, shownFile: string): string {
  const content = `Memory '${flat(report.name)}' (${flat(shownFile)}) failed verification: ${flat(report.reason)}. Its body is withheld until the claim holds again.`
  const file = { filePath, content, numLines: 1, startLine: 1, totalLines: 1 }
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', updatedToolOutput: { type: 'text', file } } })}\n`
}

export function readContext(report: MemoryReport, shownFile: string): string {
  return `The memory file you just read (${flat(shownFile)}) failed verification: ${flat(report.reason)}. Its content may be out of date.`
}

/** At most `max` UTF-16 units of `text`, never half a surrogate pair, with `…` when it was cut. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max - 1
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--
  return `${text.slice(0, end)}…`
}

export function failureContext(where: string, message: string): string {
  const before = `claimcheck could not verify the memories in ${flat(where)}: `
  const after = '. Treat every memory as unverified: its content may be out of date.'
  // The message gives way; what the agent must do is always said whole.
  return before + shortened(flat(message), Math.max(0, MAX_HOOK_CONTEXT - before.length - after.length)) + after
}

// What the Claude Code hooks print (SPEC §8.2, §8.4): facts about held memories, as
// `hookSpecificOutput.additionalContext`, within Claude Code's 10,000-character cap.
import type { MemoryReport } from '@claimcheck/core'

/** Claude Code's cap on a hook's additional context. */
export const MAX_HOOK_CONTEXT = 10_000

/** Longest line said about one memory. */
const MAX_FACT_LENGTH = 1000

export type HookEvent = 'SessionStart' | 'PostToolUse'

export function hookOutput(event: HookEvent, additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext } })}\n`
}

const flat = (text: string) => text.replace(/[\r\n]+/g, ' ')

export function heldFact(report: MemoryReport, shownFile: string): string {
  return `Memory '${flat(report.name)}' (${shownFile}) failed verification: ${flat(report.reason)}. Its content may be out of date.`
}

/** One line a held memory; past the cap, the rest are counted in a last line. */
export function sessionStartContext(held: readonly MemoryReport[], shownFile: (file: string) => string): string {
  // A line is bounded too, so one huge name cannot crowd out every other memory.
  const lines = held.map((report) => heldFact(report, shownFile(report.file)).slice(0, MAX_FACT_LENGTH))
  const summary = (count: number) =>
    `…and ${count} more memories failed verification; run 'claimcheck check' to see them all.`
  // Room kept for the summary line, sized for the largest count it could need.
  const reserve = 1 + summary(lines.length).length
  let length = 0
  for (let i = 0; i < lines.length; i++) {
    const next = length + (i > 0 ? 1 : 0) + (lines[i] as string).length
    const last = i === lines.length - 1
    if (next > (last ? MAX_HOOK_CONTEXT : MAX_HOOK_CONTEXT - reserve)) {
      return [...lines.slice(0, i), summary(lines.length - i)].join('\n')
    }
    length = next
  }
  return lines.join('\n')
}

export function readContext(report: MemoryReport, shownFile: string): string {
  return `The memory file you just read (${shownFile}) failed verification: ${flat(report.reason)}. Its content may be out of date.`
}

export function failureContext(where: string, message: string): string {
  const text = `claimcheck could not verify the memories in ${where}: ${flat(message)}. Treat every memory as unverified: its content may be out of date.`
  return text.slice(0, MAX_HOOK_CONTEXT)
}

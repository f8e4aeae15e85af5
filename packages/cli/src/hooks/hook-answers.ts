// What claimcheck's hooks answer Claude Code 2.1.332 (SPEC §8.2, §8.4, §8.6): facts, not orders,
// as `hookSpecificOutput.additionalContext` within its 10,000-unit cap (over it, Claude Code keeps
// only a preview); the Read tool's own output shape for a withheld topic file; a PreToolUse denial.
import type { MemoryReport } from '@claimcheck/core'
import type { DroppedEntry } from '../index-health/dropped.js'
import { MAX_ADVICE_LINE, type CheckAdvice, type WriteAdvice } from '../lint/advice.js'
import { inferredPhrase, type InferredFacts } from '../lint/inferred-facts.js'
import { visible } from '../visible-text.js'

/** Claude Code's cap on a hook's additional context, in UTF-16 units. */
export const MAX_HOOK_CONTEXT = 10_000

/** Longest line said about one memory or one index entry. */
const MAX_FACT_LENGTH = 1000

/** Most of an index entry quoted in a line. */
const MAX_ENTRY_QUOTE = 200

export type HookEvent = 'SessionStart' | 'PostToolUse'

export function hookOutput(event: HookEvent, additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext } })}\n`
}

/** One line of text from outside: control characters made visible. */
const flat = visible

/** At most `max` UTF-16 units of `text`, never half a surrogate pair, with `…` when it was cut. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text
  let end = Math.max(0, max - 1)
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--
  return `${text.slice(0, end)}…`
}

export function heldFact(report: MemoryReport, shownFile: string): string {
  return `Memory '${flat(report.name)}' (${flat(shownFile)}) failed verification: ${flat(report.reason)}. Its content may be out of date.`
}

/** Facts of one kind, and the line that counts those left out. */
export interface FactGroup {
  facts: string[]
  more: (count: number) => string
}

/**
 * The groups' facts, one a line, in order, while they fit in Claude Code's cap (counted as it
 * counts: UTF-16 units); what does not fit is counted in a last line of its group. A line is never
 * cut: one that does not fit, or is longer than a line may be (a huge name must not crowd out
 * every other fact), is counted instead, so no name, reason or surrogate pair is cut through.
 */
export function fitContext(groups: readonly FactGroup[]): string {
  const all = groups.flatMap((group) => group.facts)
  const whole = all.join('\n')
  if (all.every((fact) => fact.length <= MAX_FACT_LENGTH) && whole.length <= MAX_HOOK_CONTEXT) return whole
  // Room kept for each group's last line, sized for the largest count it could need.
  const reserve = groups.reduce(
    (sum, group) => sum + (group.facts.length > 0 ? 1 + group.more(group.facts.length).length : 0),
    0,
  )
  const lines: string[] = []
  let length = 0
  for (const group of groups) {
    let left = 0
    for (const fact of group.facts) {
      const next = length + (lines.length > 0 ? 1 : 0) + fact.length
      if (fact.length > MAX_FACT_LENGTH || next > MAX_HOOK_CONTEXT - reserve) left++
      else {
        lines.push(fact)
        length = next
      }
    }
    if (left > 0) lines.push(group.more(left))
  }
  return lines.join('\n')
}

export const heldGroup = (held: readonly MemoryReport[], shownFile: (file: string) => string): FactGroup => ({
  facts: held.map((report) => heldFact(report, shownFile(report.file))),
  more: (count) => `…and ${count} more memories failed verification; run 'claimcheck check' to see them all.`,
})

/** One line a held memory, within the cap (see `fitContext`). */
export function sessionStartContext(held: readonly MemoryReport[], shownFile: (file: string) => string): string {
  return fitContext([heldGroup(held, shownFile)])
}

/** What a memory with no check names that is not there now (SPEC §6.4.1), as reasons in a sentence. */
const inferredReasons = (report: InferredFacts) => inferredPhrase(report, flat)

/**
 * One line a memory with no check whose inferred checks fail, after the held and the dropped ones
 * (SPEC §8.2): a fact about the project, not a verdict on the memory.
 */
export const inferredGroup = (
  reports: ReadonlyArray<MemoryReport & InferredFacts>,
  shownFile: (file: string) => string,
): FactGroup => ({
  facts: reports.map(
    (report) =>
      `Memory '${flat(report.name)}' (${flat(shownFile(report.file))}) carries no check, and ${inferredReasons(report)}. What it says about them may be out of date.`,
  ),
  more: (count) =>
    `…and ${count} more memories without a check name what is no longer there; run 'claimcheck check' to see them all.`,
})

/**
 * One line an index entry past what Claude Code loads (SPEC §8.2, §8.6): its own warning names only
 * the first line it cut, and an entry the agent never sees is a memory lost in silence.
 */
export function droppedGroup(entries: readonly DroppedEntry[], when: 'session' | 'write'): FactGroup {
  const who = when === 'session' ? 'this session does not see it' : 'sessions from now on do not see it'
  return {
    facts: entries.map(
      (entry) =>
        `MEMORY.md line ${entry.line} is past what Claude Code loads (${entry.why}), so ${who}: ${shortened(flat(entry.text), MAX_ENTRY_QUOTE)}`,
    ),
    more: (count) =>
      `…and ${count} more entries of MEMORY.md past what Claude Code loads; run 'claimcheck index' to see them all.`,
  }
}

/** A fact line and a long text after it (a reason), the text shortened so the whole fits the cap. */
function withinCap(before: string, text: string, after: string): string {
  return before + shortened(flat(text), Math.max(0, MAX_HOOK_CONTEXT - before.length - after.length)) + after
}

/**
 * The Read tool's own output, in its shape, standing in for a stale topic file's content: Claude
 * Code drops a replacement of any other shape (SPEC §8.4). Name and reason shown, body withheld.
 */
export function withheldRead(report: MemoryReport, filePath: string, shownFile: string): string {
  const content = withinCap(
    `Memory '${shortened(flat(report.name), MAX_FACT_LENGTH)}' (${shortened(flat(shownFile), MAX_FACT_LENGTH)}) failed verification: `,
    report.reason,
    '. Its body is withheld until the claim holds again.',
  )
  const file = { filePath, content, numLines: 1, startLine: 1, totalLines: 1 }
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', updatedToolOutput: { type: 'text', file } } })}\n`
}

export function readContext(report: MemoryReport, shownFile: string): string {
  return withinCap(
    `The memory file you just read (${shortened(flat(shownFile), MAX_FACT_LENGTH)}) failed verification: `,
    report.reason,
    '. Its content may be out of date.',
  )
}

/** Most of a file name quoted in a line of advice. */
const MAX_ADVICE_FILE = 80

/** One line of advice: `text` (from outside) shortened so the whole line is at most MAX_ADVICE_LINE. */
function adviceLine(before: string, text: string, after: string): string {
  return before + shortened(flat(text), Math.max(1, MAX_ADVICE_LINE - before.length - after.length)) + after
}

const adviceFile = (shownFile: string) => shortened(flat(shownFile), MAX_ADVICE_FILE)

/**
 * A memory with no check just read, whose inferred checks fail: what is false, and how much the
 * files it names changed since it was written (a fact to weigh; a changed file is not a false claim).
 */
export function readInferredContext(report: MemoryReport & InferredFacts, shownFile: string): string {
  const counted = new Map((report.inferred ?? []).map((check) => [check.path, check]))
  const changed = [...counted.values()]
    .filter((check) => check.changes !== undefined && check.changes.commits > 0)
    .map(
      (check) =>
        `${flat(check.path)} changed in ${check.changes?.commits} ${check.changes?.commits === 1 ? 'commit' : 'commits'} since this memory was written, ${check.changes?.since.slice(0, 10)}.`,
    )
  return withinCap(
    `The memory file you just read (${shortened(flat(shownFile), MAX_FACT_LENGTH)}) carries no check, and `,
    `${inferredReasons(report)}.${changed.length > 0 ? ` ${changed.join(' ')}` : ''}`,
    ' What it says about them may be out of date.',
  )
}

/** A memory just written whose own check fails: a check that fails the day it is written is wrong (SPEC §8.6). */
export function writtenStaleContext(report: MemoryReport, shownFile: string): string {
  return adviceLine(
    `The memory you just wrote (${adviceFile(shownFile)}) fails its own check: `,
    report.reason,
    '. Fix the check or the claim.',
  )
}

/** The verify block to add, as the frontmatter would carry it. */
const verifyBlock = (advice: CheckAdvice) =>
  advice.block.startsWith('verify:') || advice.block.startsWith('---') ? advice.block : `verify:\n${advice.block}`

/** Where the block goes: in the frontmatter, or as one when the file has none. */
const whereBlockGoes = (advice: CheckAdvice) =>
  advice.frontmatter
    ? 'It has no frontmatter: put this at the top of the file, a frontmatter holding the block:'
    : 'The verify block to add to its frontmatter:'

/**
 * A memory just written: the paths it names that do not exist (false on the day it is written),
 * and with no check, the check to add (SPEC §8.6). One fact a line, each at most MAX_ADVICE_LINE.
 */
export function adviceContext(advice: WriteAdvice, shownFile: string): string {
  const file = adviceFile(shownFile)
  const lines = advice.missing.map(({ path, moved }) =>
    adviceLine(
      `The memory you just wrote (${file}) names `,
      path,
      `, which does not exist under the project${moved && moved.length <= 80 ? ` (${flat(moved)} has its name)` : ''}: that claim is false on the day it is written.`,
    ),
  )
  for (const claim of advice.misplaced ?? [])
    lines.push(
      adviceLine(
        `The memory you just wrote (${file}) places `,
        claim,
        ', which does not hold it: that claim is false on the day it is written.',
      ),
    )
  const { check } = advice
  if (check?.judgement)
    lines.push(
      `The memory you just wrote (${file}) carries no check, and its claim reads as a judgement, which no check can confirm.`,
      whereBlockGoes(check),
      verifyBlock(check),
    )
  else if (check)
    lines.push(
      adviceLine(
        `The memory you just wrote (${file}) carries no check, and what it says can be checked (`,
        check.found,
        ').',
      ),
      'claimcheck verifies a memory before it is handed over when its frontmatter carries a check.',
      whereBlockGoes(check),
      verifyBlock(check),
    )
  return shortened(lines.join('\n'), MAX_HOOK_CONTEXT)
}

/**
 * The PreToolUse answer that refuses a Write creating a topic file with no check (`--require`): with
 * the block worked out on the text being written when there is one, so the agent can write it again.
 */
export function denyCreate(shownFile: string, why: string, advice: CheckAdvice | undefined): string {
  const refused = adviceLine(
    `claimcheck requires a check on every new memory, and ${adviceFile(shownFile)} has none (`,
    why,
    ').',
  )
  const then = !advice
    ? 'Write it again with a verify block in its frontmatter, such as:\nverify:\n  kind: readable\n  target: <a path the claim names>\n(or `verify:\\n  kind: none` when the claim is a judgement)'
    : advice.judgement
      ? `Its claim reads as a judgement, which no check can confirm: write it again with this in its frontmatter:\n${verifyBlock(advice)}`
      : `${adviceLine('What it says can be checked (', advice.found, '): write it again with this verify block in its frontmatter:')}\n${verifyBlock(advice)}`
  const reason = `${refused}\n${then}`
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: shortened(reason, MAX_HOOK_CONTEXT) } })}\n`
}

/**
 * `answer` (a hook's JSON line, or none) with `notices` in its `systemMessage`, which Claude Code
 * shows the user: what the user must know and the agent cannot act on, such as one of claimcheck's
 * own files not used (SPEC §10). One line each, as stderr has them.
 */
export function withSystemMessage(answer: string | undefined, notices: readonly string[]): string | undefined {
  if (notices.length === 0) return answer
  const systemMessage = shortened(
    notices.map((notice) => `claimcheck: warning: ${shortened(flat(notice), MAX_FACT_LENGTH)}`).join('\n'),
    MAX_HOOK_CONTEXT,
  )
  const fields = answer === undefined ? {} : (JSON.parse(answer) as Record<string, unknown>)
  return `${JSON.stringify({ systemMessage, ...fields })}\n`
}

export function failureContext(where: string, message: string): string {
  // The message gives way; what the agent must do is always said whole.
  return withinCap(
    `claimcheck could not verify the memories in ${flat(where)}: `,
    message,
    '. Treat every memory as unverified: its content may be out of date.',
  )
}

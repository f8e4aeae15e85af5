// `--format text`: one line a memory, then a summary line scripts can parse (SPEC §6.1).
import { relative } from 'node:path'
import { isInside, type Status } from '@claimcheck/core'
import { inferredPhrase, staleInferred } from '../lint/inferred-facts.js'
import { visible } from '../visible-text.js'
import { reportPath, summarize, type CheckRun, type Reporter, type ReportOptions } from './report.js'
import { textSectionHeading } from './sections.js'

/** Labels padded to one width, so names line up. */
const LABELS: Record<Status, string> = { fresh: 'OK    ', stale: 'STALE ', unverifiable: 'SKIP  ' }
const COLORS: Record<Status, string> = { fresh: '\u001b[32m', stale: '\u001b[31m', unverifiable: '\u001b[33m' }
const RESET = '\u001b[39m'
const WARN = 'WARN  '

/** One memory dir: a line a memory, then the summary line scripts read. */
function runText(run: CheckRun, { color, quiet }: ReportOptions): string[] {
  const lines: string[] = []
  for (const memory of run.memories) {
    if (quiet && memory.status !== 'stale') continue
    const label = LABELS[memory.status]
    const shown = color ? `${COLORS[memory.status]}${label}${RESET}` : label
    lines.push(`${shown}${visible(memory.name)}: ${visible(memory.reason)}`)
    // What a memory with no check was found to hold no longer (SPEC §6.4.1): a warning under it.
    if (staleInferred(memory).length > 0) {
      const label = color ? `${COLORS.unverifiable}${WARN}${RESET}` : WARN
      lines.push(`${label}${visible(memory.name)}: ${inferredPhrase(memory, visible)}`)
    }
  }
  return lines
}

/** `fresh=N stale=N unverifiable=N`, and `inferred=N` when a memory failed an inferred check. */
const summaryLine = (memories: CheckRun['memories']) => {
  const { fresh, stale, unverifiable, inferred } = summarize(memories)
  return `fresh=${fresh} stale=${stale} unverifiable=${unverifiable}${inferred > 0 ? ` inferred=${inferred}` : ''}`
}

/**
 * For people: the stale memories again, together, each as `file:line:` of its verify block (the
 * shape editors and terminals turn into a link), before the summary line.
 */
function staleBlock(runs: readonly CheckRun[], { color, cwd }: ReportOptions): string[] {
  const stale = runs.flatMap((run) =>
    run.memories.filter((memory) => memory.status === 'stale').map((memory) => ({ memory, run })),
  )
  if (stale.length === 0) return []
  // `check` only reports: what holds stale memories back is `context` and the hooks.
  const title =
    stale.length === 1
      ? '1 stale memory: its claim does not hold, or cannot be checked'
      : `${stale.length} stale memories: their claims do not hold, or cannot be checked`
  const where = (file: string, line: number, root: string) => {
    // Relative to where the command was run, so a click finds it; else as reports name it.
    const shown = cwd !== undefined && isInside(file, cwd) ? relative(cwd, file) : reportPath(file, root)
    return `${visible(shown)}:${line}`
  }
  return [
    color ? `${COLORS.stale}${title}${RESET}` : title,
    ...stale.map(
      ({ memory, run }) =>
        `  ${where(memory.file, memory.verifyLine ?? 1, run.root)}: ${visible(memory.name)}: ${visible(memory.reason)}`,
    ),
    '',
  ]
}

/**
 * `--format text`. With `sections` (`--all`), a `== <dir> (<how it was found>)` line and the
 * section for each dir, and last the summary line of all of them, which scripts read.
 */
export const textReporter: Reporter = (runs, options): string => {
  const all = runs.flatMap((run) => run.memories)
  const blocks: string[] = []
  if (options.sections) {
    for (const run of runs) {
      const lines = runText(run, options)
      const header = textSectionHeading(run.memoryDir, options.from?.get(run.memoryDir) ?? '')
      blocks.push(header, ...lines, ...(lines.length > 0 ? [''] : []), summaryLine(run.memories), '')
    }
  } else {
    const lines = runText(runs[0] as CheckRun, options)
    blocks.push(...lines, ...(lines.length > 0 ? [''] : []))
  }
  if (options.forPeople) blocks.push(...staleBlock(runs, options))
  blocks.push(summaryLine(all))
  return `${blocks.join('\n')}\n`
}

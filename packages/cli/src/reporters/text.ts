// `--format text`: one line a memory, then a summary line scripts can parse (SPEC §6.1).
import type { Status } from '@claimcheck/core'
import { summarize, type CheckRun, type Reporter, type ReportOptions } from './report.js'

/** Labels padded to one width, so names line up. */
const LABELS: Record<Status, string> = { fresh: 'OK    ', stale: 'STALE ', unverifiable: 'SKIP  ' }
const COLORS: Record<Status, string> = { fresh: '\u001b[32m', stale: '\u001b[31m', unverifiable: '\u001b[33m' }
const RESET = '\u001b[39m'

/** Keeps one memory on one line whatever its name or reason holds. */
const CONTROL = /[\u0000-\u001f\u007f]/
const CONTROLS = /[\u0000-\u001f\u007f]+/g
const oneLine = (text: string) => (CONTROL.test(text) ? text.replace(CONTROLS, ' ') : text)

export const textReporter: Reporter = (run: CheckRun, { color, quiet }: ReportOptions): string => {
  const lines: string[] = []
  for (const memory of run.memories) {
    if (quiet && memory.status !== 'stale') continue
    const label = LABELS[memory.status]
    const shown = color ? `${COLORS[memory.status]}${label}${RESET}` : label
    lines.push(`${shown}${oneLine(memory.name)}: ${oneLine(memory.reason)}`)
  }
  const { fresh, stale, unverifiable } = summarize(run.memories)
  if (lines.length > 0) lines.push('')
  lines.push(`fresh=${fresh} stale=${stale} unverifiable=${unverifiable}`)
  return `${lines.join('\n')}\n`
}

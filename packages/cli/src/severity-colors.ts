// The colours of a finding's tag in text reports at a terminal (`index`, `lint`), as `check`
// colours its labels: an error red, a warning yellow, a note cyan.
const COLORS = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m' } as const
const RESET = '\u001b[39m'

/** `text` in the colour of `severity` when `color`, else as it is. */
export function paintSeverity(text: string, severity: keyof typeof COLORS, color: boolean): string {
  return color ? `${COLORS[severity]}${text}${RESET}` : text
}

/** A line of a unified diff in the colour git gives it when `color`: added green, removed red. */
export function paintDiffLine(line: string, color: boolean): string {
  if (!color) return line
  if (line.startsWith('+') && !line.startsWith('+++')) return `\u001b[32m${line}${RESET}`
  if (line.startsWith('-') && !line.startsWith('---')) return `\u001b[31m${line}${RESET}`
  return line
}

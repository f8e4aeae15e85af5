// A checker README's table of outcomes, read as the statuses and reasons it promises: rows of
// `| outcome | status | reason |`, the reason cell one or more `code` templates joined by ` / `,
// where `<…>` (or `…`) stands for any text (`matched /<p>/ in <file>`, `timed out after <n>s`).
import type { Status } from '@claimcheck/core'

export interface ReadmeRow {
  status: Status
  /** The reason as the README writes it. */
  template: string
  matches(reason: string): boolean
}

const STATUSES = new Set<string>(['fresh', 'stale', 'unverifiable'])

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())

function templateTest(template: string): (reason: string) => boolean {
  const source = template
    .split(/(<[^<>]+>|…)/)
    .map((part, i) => (i % 2 === 1 ? '.+' : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('')
  const pattern = new RegExp(`^${source}$`, 's')
  return (reason) => pattern.test(reason)
}

/** Every row of every table whose last two columns are `status` and `reason`. */
export function readmeRows(markdown: string): ReadmeRow[] {
  const rows: ReadmeRow[] = []
  let inTable = false
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      inTable = false
      continue
    }
    const row = cells(line)
    const [status, reason] = row.slice(-2).map((cell) => cell.toLowerCase())
    if (status === 'status' && reason === 'reason') {
      inTable = true
      continue
    }
    if (!inTable || /^:?-+:?$/.test(row[0] ?? '')) continue
    const statusCell = (row.at(-2) ?? '').toLowerCase()
    if (!STATUSES.has(statusCell)) throw new Error(`README row with no status (fresh, stale, unverifiable): ${line}`)
    const templates = [...(row.at(-1) ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] as string)
    if (templates.length === 0) throw new Error(`README row with no \`reason\`: ${line}`)
    for (const template of templates)
      rows.push({ status: statusCell as Status, template, matches: templateTest(template) })
  }
  return rows
}

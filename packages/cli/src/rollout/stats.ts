// `claimcheck stats FILE`: what a period of `--log` lines says (SPEC §6.7): which memories and
// which kinds fail, how often and since when, and whether the last runs would have blocked — what
// a team reads before it turns `--observe` off.
import { visible } from '../visible-text.js'
import type { LoggedRun } from './run-log.js'

export interface MemoryStats {
  file: string
  name: string
  /** Runs in which it was stale, of the runs that reported it. */
  staleRuns: number
  runs: number
  firstStale: string
  /** When the streak of stale runs it is in now began; absent when its last run was not stale. */
  staleSince?: string
  lastReason: string
}

export interface Stats {
  runs: number
  from?: string
  to?: string
  /** Lines that were not a run: their line numbers. */
  skipped: number[]
  memories: MemoryStats[]
  /** Stale results by check kind. */
  kinds: Record<string, number>
  last: { runs: number; blocked: number }
}

type LoggedMemory = LoggedRun['memories'][number]

const isText = (value: unknown): value is string => typeof value === 'string'

function isLoggedMemory(value: unknown): value is LoggedMemory {
  const memory = value as Partial<LoggedMemory> | null
  return (
    isText(memory?.file) &&
    isText(memory.name) &&
    isText(memory.status) &&
    isText(memory.reason) &&
    (memory.kinds === undefined || (Array.isArray(memory.kinds) && memory.kinds.every(isText)))
  )
}

/** A line is a run when every field the summary reads has the shape `--log` writes. */
function isRun(value: unknown): value is LoggedRun {
  const run = value as Partial<LoggedRun> | null
  return (
    isText(run?.time) &&
    typeof run.summary?.stale === 'number' &&
    Array.isArray(run.memories) &&
    run.memories.every(isLoggedMemory)
  )
}

/** Reads the lines of a log: a line that is not a run is skipped and counted, never fatal. */
export function readLog(text: string): { runs: LoggedRun[]; skipped: number[] } {
  const runs: LoggedRun[] = []
  const skipped: number[] = []
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return
    try {
      const parsed: unknown = JSON.parse(line)
      if (isRun(parsed)) runs.push(parsed)
      else skipped.push(i + 1)
    } catch {
      // Half a line, from a disk that filled: the rest of the log still counts.
      skipped.push(i + 1)
    }
  })
  runs.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
  return { runs, skipped }
}

export function summarizeLog(runs: readonly LoggedRun[], skipped: number[], lastN: number): Stats {
  const byMemory = new Map<string, MemoryStats>()
  // A kind is any text a memory file gave (`constructor`, `__proto__`): counted in a Map, never looked up on an object.
  const kinds = new Map<string, number>()
  for (const run of runs) {
    for (const memory of run.memories) {
      const key = `${memory.file}\0${memory.name}`
      let stats = byMemory.get(key)
      if (!stats) {
        stats = { file: memory.file, name: memory.name, staleRuns: 0, runs: 0, firstStale: '', lastReason: '' }
        byMemory.set(key, stats)
      }
      stats.runs++
      if (memory.status === 'stale') {
        stats.staleRuns++
        if (stats.firstStale === '') stats.firstStale = run.time
        stats.staleSince ??= run.time
        stats.lastReason = memory.reason
        for (const kind of memory.kinds ?? []) kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
      } else {
        delete stats.staleSince
      }
    }
  }
  const memories = [...byMemory.values()]
    .filter((stats) => stats.staleRuns > 0)
    .sort((a, b) => b.staleRuns - a.staleRuns || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const last = runs.slice(-lastN)
  return {
    runs: runs.length,
    from: runs[0]?.time,
    to: runs.at(-1)?.time,
    skipped,
    memories,
    kinds: Object.fromEntries(kinds),
    last: { runs: last.length, blocked: last.filter((run) => run.summary.stale > 0).length },
  }
}

const day = (time: string | undefined) => visible((time ?? '').slice(0, 16).replace('T', ' '))

/** The line numbers of the lines that were not runs: the first ten, then how many more. */
function skippedLines(skipped: readonly number[]): string {
  const shown = skipped.slice(0, 10).join(', ')
  const more = skipped.length - 10
  const lines = `${skipped.length === 1 ? 'line' : 'lines'} ${shown}${more > 0 ? ` and ${more} more` : ''}`
  return skipped.length === 1
    ? `1 line was not a run and was skipped (${lines})`
    : `${skipped.length} lines were not runs and were skipped (${lines})`
}

export function statsText(stats: Stats): string {
  if (stats.runs === 0) return `no runs in the log${stats.skipped.length ? ` (${skippedLines(stats.skipped)})` : ''}\n`
  const lines = [`${stats.runs} ${stats.runs === 1 ? 'run' : 'runs'} from ${day(stats.from)} to ${day(stats.to)} (UTC)`]
  if (stats.skipped.length > 0) lines.push(skippedLines(stats.skipped))
  lines.push('')
  if (stats.memories.length === 0) lines.push('No memory was stale in any run.')
  else {
    lines.push('Memories that were stale, most often first:')
    for (const memory of stats.memories) {
      const streak = `, stale since ${day(memory.staleSince)}`
      // Quoted: a name never begins a line, where a CI runner would read `::` as a command.
      lines.push(
        `  '${visible(memory.name)}' (${visible(memory.file)}): stale in ${memory.staleRuns} of ${memory.runs} runs, first ${day(memory.firstStale)}${memory.staleSince ? streak : ' (not stale in its last run)'}; last reason: ${visible(memory.lastReason)}`,
      )
    }
    lines.push('', 'Kinds whose checks failed:')
    for (const [kind, count] of Object.entries(stats.kinds).sort((a, b) => b[1] - a[1]))
      lines.push(`  kind '${visible(kind)}': ${count} stale ${count === 1 ? 'result' : 'results'}`)
  }
  const { runs, blocked } = stats.last
  lines.push(
    '',
    `The last ${runs} ${runs === 1 ? 'run' : 'runs'}: ${blocked} would have blocked (exit 1 without --observe), ${runs - blocked} would have passed.`,
  )
  return `${lines.join('\n')}\n`
}

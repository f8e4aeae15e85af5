// A progress line on stderr for people at a terminal, once a run has taken longer than a second:
// never in a pipe, a log or CI, nor under --quiet, where it would be noise between the lines read.
import type { Io } from './io.js'

/** How long a run goes before it shows progress, and how often the line changes after that. */
const SHOW_AFTER_MS = 1000
const EVERY_MS = 100

export interface Progress {
  /** `check`: how many of the run's checks have answered. */
  update(done: number, total: number): void
  /** A step of a run and how far it went: `step('searching the project', 120, 4000, 'files')`. */
  step(doing: string, done: number, total: number, things: string): void
  /** Clears the line, if one was shown. */
  end(): void
}

const silent: Progress = { update: () => {}, step: () => {}, end: () => {} }

/** What the line says: `claimcheck: searching the project, 120 of 4,000 files…`. */
export function progressText(doing: string, done: number, total: number, things: string): string {
  const count = (n: number) => n.toLocaleString('en-US')
  return `claimcheck: ${doing} ${count(done)} of ${count(total)} ${things}…`
}

/** Whether a run shows progress: stderr is a terminal, and neither `--quiet` nor CI asks for quiet. */
export function showsProgress(io: Pick<Io, 'stderrIsTTY' | 'env'>, quiet = false): boolean {
  return io.stderrIsTTY === true && !quiet && (io.env.CI ?? '') === ''
}

export function progressLine(io: Io, options: { quiet?: boolean; now?: () => number } = {}): Progress {
  if (!showsProgress(io, options.quiet)) return silent
  const now = options.now ?? Date.now
  const started = now()
  let shownAt = 0
  let shown = false
  let shownStep = ''
  const show = (doing: string, done: number, total: number, things: string) => {
    const at = now()
    if (at - started < SHOW_AFTER_MS) return
    // A new step is shown at once; within one, at most every EVERY_MS, and its last count always.
    if (doing === shownStep && at - shownAt < EVERY_MS && done < total) return
    shownAt = at
    shown = true
    shownStep = doing
    io.stderr(`\r\u001b[2K${progressText(doing, done, total, things)}`)
  }
  return {
    update: (done, total) => show('checked', done, total, total === 1 ? 'check' : 'checks'),
    step: show,
    end() {
      if (shown) io.stderr('\r\u001b[2K')
    },
  }
}

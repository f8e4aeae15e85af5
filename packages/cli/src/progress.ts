// A progress line on stderr for people at a terminal, once a run has taken longer than a second:
// never in a pipe or a log, where it would be noise between the lines scripts read.
import type { Io } from './io.js'

/** How long a run goes before it shows progress, and how often the line changes after that. */
const SHOW_AFTER_MS = 1000
const EVERY_MS = 100

export interface Progress {
  update(done: number, total: number): void
  /** Clears the line, if one was shown. */
  end(): void
}

const silent: Progress = { update: () => {}, end: () => {} }

export function progressLine(io: Io, now: () => number = Date.now): Progress {
  if (!io.stderrIsTTY) return silent
  const started = now()
  let shownAt = 0
  let shown = false
  return {
    update(done, total) {
      const at = now()
      if (at - started < SHOW_AFTER_MS || (at - shownAt < EVERY_MS && done < total)) return
      shownAt = at
      shown = true
      io.stderr(`\r\u001b[2Kclaimcheck: checked ${done} of ${total} ${total === 1 ? 'check' : 'checks'}…`)
    },
    end() {
      if (shown) io.stderr('\r\u001b[2K')
    },
  }
}

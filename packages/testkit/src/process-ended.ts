// Whether a program a check started is gone: for tests that a timeout or an exit left nothing
// running (a process group killed whole). Linux's /proc.
import { readFileSync } from 'node:fs'

/** Whether a process still runs (a zombie has ended: it waits only for a parent to reap it). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** Waits for a killed process to end (a signal is delivered, not awaited), up to 20 s on a loaded machine. */
export async function processEnded(pid: number): Promise<boolean> {
  for (let i = 0; i < 2000 && isRunning(pid); i++) await new Promise((done) => setTimeout(done, 10))
  return !isRunning(pid)
}

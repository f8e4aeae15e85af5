// The process groups this process started and that are still running: what a hook ends at its
// deadline when the verifying thread could not end them itself (a checker that never yields keeps
// the thread's own timers from firing). A `command` check runs in a group of its own, led by a
// child of this process.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

interface ProcessEntry {
  pid: number
  ppid: number
  pgid: number
}

/** Every process with its parent and group: from /proc on Linux, from `ps` elsewhere. */
function processTable(): ProcessEntry[] {
  if (process.platform === 'linux') {
    return readdirSync('/proc').flatMap((name) => {
      if (!/^\d+$/.test(name)) return []
      try {
        // `pid (comm) state ppid pgrp …`; the name may hold spaces and parentheses: read after its last `)`.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        const [, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return [{ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid) }]
      } catch {
        return []
      }
    })
  }
  // By its own path: looked up on PATH, a relative entry would find one in the session's folder.
  const listed = execFileSync('/bin/ps', ['-A', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
  return listed.split('\n').flatMap((line) => {
    const [pid, ppid, pgid] = line.trim().split(/\s+/).map(Number)
    return pid && ppid !== undefined && pgid !== undefined ? [{ pid, ppid, pgid }] : []
  })
}

/** Kills every process group led by a child of this process (never this process's own group). */
export function endChildProcessGroups(): void {
  if (process.platform === 'win32') return
  let table: ProcessEntry[]
  try {
    table = processTable()
  } catch {
    return
  }
  const own = table.find((entry) => entry.pid === process.pid)?.pgid
  for (const entry of table) {
    if (entry.ppid !== process.pid || entry.pgid !== entry.pid || entry.pgid === own) continue
    try {
      process.kill(-entry.pgid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

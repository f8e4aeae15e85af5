// Ending the process groups a hook's run started and that are still running: what a hook ends when
// it answers, since its verifying thread could not end them itself (a checker that never yields
// keeps the thread's own timers from firing). A `command` check runs in a group of its own, led by
// a child of this process; only the groups of this run are ended, so hooks answering at once in one
// process never end each other's programs.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

interface ProcessEntry {
  pid: number
  pgid: number
}

/** Every process with its group: from /proc on Linux, from `ps` elsewhere. */
function processTable(): ProcessEntry[] {
  if (process.platform === 'linux') {
    return readdirSync('/proc').flatMap((name) => {
      if (!/^\d+$/.test(name)) return []
      try {
        // `pid (comm) state ppid pgrp …`; the name may hold spaces and parentheses: read after its last `)`.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        const [, , pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return [{ pid: Number(name), pgid: Number(pgid) }]
      } catch {
        return []
      }
    })
  }
  // By its own path: looked up on PATH, a relative entry would find one in the session's folder.
  const listed = execFileSync('/bin/ps', ['-A', '-o', 'pid=,pgid='], { encoding: 'utf8' })
  return listed.split('\n').flatMap((line) => {
    const [pid, pgid] = line.trim().split(/\s+/).map(Number)
    return pid && pgid !== undefined ? [{ pid, pgid }] : []
  })
}

/** Kills each of `groups` (ids of groups a run started) that still has a process (never this process's own group). */
export function endProcessGroups(groups: ReadonlySet<number>): void {
  if (process.platform === 'win32' || groups.size === 0) return
  let table: ProcessEntry[]
  try {
    table = processTable()
  } catch {
    return
  }
  const own = table.find((entry) => entry.pid === process.pid)?.pgid
  // Only a group that still has a process: an id whose group is gone may be another's by now.
  const alive = new Set(table.map((entry) => entry.pgid))
  for (const pgid of groups) {
    if (pgid === own || !alive.has(pgid)) continue
    try {
      process.kill(-pgid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

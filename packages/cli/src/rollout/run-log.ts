// `--log FILE`: one JSON line a run, appended, for the observe-then-block rollout (SPEC §6.7).
// A line is written with one write to a file opened for appending, so two runs appending at once
// never interleave their lines.
import { closeSync, constants, fstatSync, openSync, writeSync } from 'node:fs'
import { ClaimcheckError } from '@claimcheck/core'
import { describeFailure } from '../failures.js'
import { meta } from '../meta.js'
import { reportPath, summarize, type CheckRun, type Summary } from '../reporters/report.js'

/** What a line of the log says of a run. */
export interface LoggedRun {
  time: string
  tool: { name: string; version: string }
  root: string
  /** The exit code the run had, and whether it was an observing run (`--observe`). */
  exitCode: number
  observe: boolean
  summary: Summary
  memories: Array<{ file: string; name: string; status: string; reason: string; kinds: string[] }>
}

export function logLine(runs: readonly CheckRun[], exitCode: number, observe: boolean, now = new Date()): string {
  const memories = runs.flatMap((run) =>
    run.memories.map((memory) => ({
      file: reportPath(memory.file, run.root),
      name: memory.name,
      status: memory.status,
      reason: memory.reason,
      // The kinds of the checks that failed (or all, for a memory that did not fail).
      kinds: [
        ...new Set(
          memory.checks
            .filter((check) => memory.status !== 'stale' || check.status === 'stale')
            .map((check) => check.kind ?? 'memory'),
        ),
      ],
    })),
  )
  const line: LoggedRun = {
    time: now.toISOString(),
    tool: runs[0]?.tool ?? { name: 'claimcheck', version: meta.version },
    root: runs[0]?.root ?? '',
    exitCode,
    observe,
    summary: summarize(runs.flatMap((run) => run.memories)),
    memories,
  }
  return `${JSON.stringify(line)}\n`
}

/** Appends `line` to `file` in one write; a FIFO, a device or a folder is refused, never waited on. */
export function appendLine(file: string, line: string): void {
  let fd: number | undefined
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK, 0o644)
    if (!fstatSync(fd).isFile()) throw new ClaimcheckError('USAGE', `cannot write ${file}: not a regular file`)
    const bytes = Buffer.from(line)
    const written = writeSync(fd, bytes)
    if (written !== bytes.length) throw new ClaimcheckError('USAGE', `cannot write ${file}: the line was cut short`)
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error
    throw new ClaimcheckError('USAGE', `cannot write ${file}: ${describeFailure(error)}`)
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

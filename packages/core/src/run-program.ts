// Running the program a `process`-lane check described (SPEC §5.5, §9.3): in a process group of
// its own, with a minimal environment and bounded output, killed at the check's deadline, and with
// nothing of it left once the check ends. The host runs it for every checker alike (`ctx.run`), so
// what the trust gate approved is what runs. Loaded only when a check first runs a program.
import { statSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { execa } from 'execa'
import type { ProgramResult } from '@claimcheck/contract'
import { announceProgramGroup } from './program-groups.js'

export interface ProgramRequest {
  file: string
  args: string[]
  cwd: string
  env: Record<string, string>
  /** Most bytes of stdout kept (its start) and of stderr (its end); the rest is read and dropped, so the program never blocks on a full pipe. */
  maxOutputBytes: number
  signal: AbortSignal
}

/** Process groups still running: killed when claimcheck itself ends, however it ends. */
const running = new Set<number>()

const killGroup = (pid: number) => {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

function killAll(): void {
  for (const pid of running) killGroup(pid)
  running.clear()
}

/** Ends every group on exit or on a signal, then lets the signal end claimcheck as it would have. */
let guarded = false
function guardExit(): void {
  if (guarded) return
  guarded = true
  process.once('exit', killAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      killAll()
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    }
    process.once(signal, onSignal)
  }
}

const TIMED_OUT: ProgramResult = {
  exitCode: undefined,
  signal: 'SIGKILL',
  notStarted: undefined,
  stdout: '',
  stdoutTruncated: false,
  stderr: '',
  stderrTruncated: false,
  timedOut: true,
}

/**
 * True when a folder of PATH holds a file of that name. The system's lookup answers EACCES, not
 * ENOENT, for a program found nowhere when it met a PATH folder it may not enter (root's own, kept
 * by `runuser`): that program is not installed.
 */
function onPath(file: string, path: string | undefined): boolean {
  if (file.includes('/')) return true
  return (path ?? '').split(delimiter).some((folder) => {
    try {
      return folder !== '' && statSync(join(folder, file)).isFile()
    } catch {
      return false
    }
  })
}

export async function runProgram(request: ProgramRequest): Promise<ProgramResult> {
  if (request.signal.aborted) return TIMED_OUT
  guardExit()
  const child = execa(request.file, request.args, {
    cwd: request.cwd,
    env: request.env,
    extendEnv: false,
    stdin: 'ignore',
    buffer: false,
    reject: false,
    // Its own process group, so a timeout ends its children too: `sh -c 'sleep 30'` leaves a
    // grandchild holding the pipe when only the shell is killed.
    detached: true,
    cleanup: false,
    stripFinalNewline: false,
  })
  const pid = child.pid
  if (pid !== undefined) {
    running.add(pid)
    announceProgramGroup(pid)
  }
  const { maxOutputBytes } = request
  const stdout: Buffer[] = []
  let kept = 0
  let stdoutTruncated = false
  let stderrTail = Buffer.alloc(0)
  let stderrTruncated = false
  child.stdout?.on('data', (chunk: Buffer) => {
    if (kept >= maxOutputBytes) {
      stdoutTruncated = true
      return
    }
    const room = maxOutputBytes - kept
    if (chunk.length > room) stdoutTruncated = true
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk
    stdout.push(part)
    kept += part.length
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    const joined = Buffer.concat([stderrTail, chunk])
    if (joined.length > maxOutputBytes) stderrTruncated = true
    stderrTail = joined.subarray(-maxOutputBytes)
  })
  // When the program itself exits, what it left running in its group goes with it.
  child.on('exit', () => {
    if (pid !== undefined) killGroup(pid)
  })
  const abort = () => {
    if (pid !== undefined) killGroup(pid)
  }
  request.signal.addEventListener('abort', abort, { once: true })
  try {
    const result = await child
    const output = {
      stdout: Buffer.concat(stdout).toString('utf8'),
      stdoutTruncated,
      stderr: stderrTail.toString('utf8'),
      stderrTruncated,
    }
    if (request.signal.aborted) return { ...TIMED_OUT, ...output }
    const code =
      result.exitCode === undefined && result.signal === undefined
        ? ((result as { code?: string }).code ?? 'unknown error')
        : undefined
    const notStarted = code === 'EACCES' && !onPath(request.file, request.env.PATH) ? 'ENOENT' : code
    return { exitCode: result.exitCode, signal: result.signal, notStarted, ...output, timedOut: false }
  } finally {
    request.signal.removeEventListener('abort', abort)
    if (pid !== undefined) {
      killGroup(pid)
      running.delete(pid)
    }
  }
}

// Running one program for a check: in a process group of its own, with a minimal environment and
// bounded output, and with nothing of it left once the check ends (SPEC §5.5).
import { execa } from 'execa'

export interface ProgramRequest {
  file: string
  args: string[]
  cwd: string
  env: Record<string, string>
  /** Most bytes of stdout kept; the rest is read and dropped, so the program never blocks on a full pipe. */
  maxOutputBytes: number
  signal: AbortSignal
}

export type ProgramOutcome =
  | { ended: 'exit'; code: number; stdout: string; stdoutCut: boolean; lastErrorLine: string | undefined }
  | { ended: 'signal'; signal: string; lastErrorLine: string | undefined }
  | { ended: 'not started'; code: string }
  | { ended: 'aborted' }

/** How much of the end of stderr is kept for its last line. */
const STDERR_TAIL_BYTES = 4096

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

/** The last line of `text` with something other than whitespace in it. */
function lastLine(text: string): string | undefined {
  const lines = text.split(/\r?\n/)
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] as string).trim()
    if (line !== '') return line
  }
  return undefined
}

export async function runProgram(request: ProgramRequest): Promise<ProgramOutcome> {
  if (request.signal.aborted) return { ended: 'aborted' }
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
  if (pid !== undefined) running.add(pid)
  const stdout: Buffer[] = []
  let kept = 0
  let cut = false
  let stderrTail = Buffer.alloc(0)
  child.stdout?.on('data', (chunk: Buffer) => {
    if (kept >= request.maxOutputBytes) {
      cut = true
      return
    }
    const room = request.maxOutputBytes - kept
    if (chunk.length > room) cut = true
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk
    stdout.push(part)
    kept += part.length
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = Buffer.concat([stderrTail, chunk]).subarray(-STDERR_TAIL_BYTES)
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
    if (request.signal.aborted) return { ended: 'aborted' }
    const lastErrorLine = lastLine(stderrTail.toString('utf8'))
    if (result.exitCode !== undefined)
      return {
        ended: 'exit',
        code: result.exitCode,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stdoutCut: cut,
        lastErrorLine,
      }
    if (result.signal !== undefined) return { ended: 'signal', signal: result.signal, lastErrorLine }
    return { ended: 'not started', code: (result as { code?: string }).code ?? 'unknown error' }
  } finally {
    request.signal.removeEventListener('abort', abort)
    if (pid !== undefined) {
      killGroup(pid)
      running.delete(pid)
    }
  }
}

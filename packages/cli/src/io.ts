// What a command may touch of the outside world; tests pass their own.
import { appendFileSync, fstatSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describeFailure } from './failures.js'
import type { Environment } from './environment.js'
import { readStdin } from './stdin.js'
import { visible } from './visible-text.js'

export interface Io extends Environment {
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** Standard input, for hooks: '' when there is none within `waitMs`. */
  readInput: (waitMs: number) => Promise<string>
  /** Whether stdout is a terminal (colors). */
  stdoutIsTTY: boolean
  /** Whether stdin is a terminal: someone there can answer a question. */
  stdinIsTTY: boolean
  /** Whether stderr is a terminal (a progress line). */
  stderrIsTTY?: boolean
  /** When the process started (milliseconds since the epoch): a hook's deadline counts from it. */
  startedAt?: number
  /** Prints `question` and reads one line of answer; undefined when input has ended. */
  ask: (question: string) => Promise<string | undefined>
  /**
   * Notices (Environment's `notice`) said on stderr before the program was loaded: what was not
   * used of the compile cache. A hook says them in its system message too.
   */
  noticesSaid?: readonly string[]
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4))
const terminals = new Map<number, boolean>()

/**
 * Whether stdout (1) or stderr (2) is a terminal: a pipe or a file (what hooks, CI and scripts
 * give) is told by one `fstat`; only a character device asks the terminal module, which loads
 * Node's streams.
 */
export function isTerminal(fd: 1 | 2): boolean {
  let terminal = terminals.get(fd)
  if (terminal === undefined) {
    try {
      terminal =
        fstatSync(fd).isCharacterDevice() &&
        (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd)
    } catch {
      terminal = false
    }
    terminals.set(fd, terminal)
  }
  return terminal
}

const streamOf = (fd: 1 | 2) => (fd === 1 ? process.stdout : process.stderr)

/**
 * Writes all of `text` to stdout (1) or stderr (2) before returning (as Node's own stdout does on
 * Linux) without loading Node's stream modules into every run. A terminal gets Node's stream: a
 * console on Windows takes characters, not bytes.
 */
export function writeNow(fd: 1 | 2, text: string): void {
  if (isTerminal(fd)) {
    streamOf(fd).write(text)
    return
  }
  const bytes = Buffer.from(text)
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(fd, bytes, at)
    } catch (error) {
      // A descriptor its opener left non-blocking, with a reader that has not caught up: wait for it.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
      Atomics.wait(PAUSE, 0, 0, 5)
    }
  }
}

/** Resolves once what was written to a terminal through Node's stream is out (Windows writes it later). */
export async function outputWritten(): Promise<void> {
  for (const fd of [1, 2] as const) {
    if (isTerminal(fd)) await new Promise((done) => streamOf(fd).write('', done))
  }
}

/** Writes to stderr; a stderr that cannot be written to has no one to tell. */
export function writeStderr(text: string): void {
  try {
    writeNow(2, text)
  } catch {
    // Nowhere left to say it.
  }
}

/**
 * Writes to stdout. A closed pipe (`claimcheck check | head -1`) silences the rest: the reader has
 * what it wanted, and the run still exits with its own code. Any other failure (a full disk) is one
 * line on stderr and exit 2, never a stack trace (SPEC §10).
 */
function stdoutWriter(): (text: string) => void {
  let closed = false
  const fail = (error: unknown) => {
    if (closed) return
    closed = true
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') return
    writeStderr(`claimcheck: cannot write to stdout: ${describeFailure(error)}\n`)
    process.exit(2)
  }
  if (isTerminal(1)) process.stdout.on('error', fail)
  return (text) => {
    if (closed) return
    try {
      writeNow(1, text)
    } catch (error) {
      fail(error)
    }
  }
}

/** Questions on stdout, answers read a line at a time from one reader of stdin (it reads ahead). */
function asker(stdout: (text: string) => void): (question: string) => Promise<string | undefined> {
  let lines: AsyncIterator<string> | undefined
  return async (question) => {
    stdout(question)
    if (lines === undefined) {
      // The bundled program is a script, where `import()` is not offered: required.
      const { createInterface } = createRequire(import.meta.url)('node:readline') as typeof import('node:readline')
      lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]()
    }
    const next = await lines.next()
    return next.done ? undefined : next.value
  }
}

/** A warning as it reaches stderr: one line, control characters made visible. */
export const warningLine = (message: string) => `claimcheck: warning: ${visible(message)}\n`

export function processIo(): Io {
  const stdout = stdoutWriter()
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout,
    stderr: writeStderr,
    readInput: (waitMs) => readStdin(process.stdin, waitMs),
    stdoutIsTTY: isTerminal(1),
    // Looked at only when asked: opening stdin costs a run that never reads it a few milliseconds.
    get stdinIsTTY() {
      return process.stdin.isTTY === true
    },
    stderrIsTTY: isTerminal(2),
    ask: asker(stdout),
    // As `performance.timeOrigin` has it, without loading the performance module into every run.
    startedAt: Date.now() - process.uptime() * 1000,
    warn: (message) => writeStderr(warningLine(message)),
  }
}

/**
 * For text reports: names the memory dir a run used and how it was found, on stderr (stdout keeps
 * the lines scripts parse), when the user did not name it. JSON reports carry it as fields.
 */
export function noteMemoryDir(io: Io, memoryDir: string, from: string, quiet: boolean): void {
  if (quiet || from === 'the MEMORY_DIR argument' || from === 'the memory files named') return
  io.stderr(`claimcheck: memory dir ${visible(memoryDir)} (${visible(from)})\n`)
}

/** Colors: off with --no-color or NO_COLOR, on with FORCE_COLOR, else when stdout is a terminal. */
export function useColor(noColorFlag: boolean, io: Io): boolean {
  if (noColorFlag || (io.env.NO_COLOR ?? '') !== '') return false
  const force = io.env.FORCE_COLOR
  if (force !== undefined) return force !== '0' && force !== 'false'
  return io.stdoutIsTTY
}

/**
 * Appends Markdown to the GitHub Actions step summary when `$GITHUB_STEP_SUMMARY` names one: in one
 * write to a file opened for appending, as the runner's other steps do. A failure is a warning: the
 * annotations are the report.
 */
export function appendStepSummary(io: Io, markdown: string): void {
  const file = io.env.GITHUB_STEP_SUMMARY
  if (!file) return
  try {
    appendFileSync(file, markdown)
  } catch (error) {
    io.warn(`cannot append to $GITHUB_STEP_SUMMARY (${file}): ${describeFailure(error)}`)
  }
}

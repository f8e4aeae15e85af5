// What a command may touch of the outside world; tests pass their own.
import { promises as fs } from 'node:fs'
import { dirname, join, basename } from 'node:path'
import type { Environment } from './locate.js'
import { readStdin } from './stdin.js'

export interface Io extends Environment {
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** Standard input, for hooks: '' when there is none within `waitMs`. */
  readInput: (waitMs: number) => Promise<string>
  /** Whether stdout is a terminal (colors). */
  stdoutIsTTY: boolean
}

export function processIo(): Io {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readInput: (waitMs) => readStdin(process.stdin, waitMs),
    stdoutIsTTY: process.stdout.isTTY === true,
    warn: (message) => process.stderr.write(`claimcheck: warning: ${message}\n`),
  }
}

/**
 * For text reports: names the memory dir a run used and how it was found, on stderr (stdout keeps
 * the lines scripts parse), when the user did not name it. JSON reports carry it as fields.
 */
export function noteMemoryDir(io: Io, memoryDir: string, from: string, quiet: boolean): void {
  if (quiet || from === 'the MEMORY_DIR argument' || from === 'the memory files named') return
  io.stderr(`claimcheck: memory dir ${memoryDir} (${from})\n`)
}

/** Colors: off with --no-color or NO_COLOR, on with FORCE_COLOR, else when stdout is a terminal. */
export function useColor(noColorFlag: boolean, io: Io): boolean {
  if (noColorFlag || (io.env.NO_COLOR ?? '') !== '') return false
  const force = io.env.FORCE_COLOR
  if (force !== undefined) return force !== '0' && force !== 'false'
  return io.stdoutIsTTY
}

/** Writes a file through a temporary file and a rename, so a reader never sees half of it. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`)
  // `fs.promises` is loaded on first use: most runs write no file.
  await fs.writeFile(temp, text)
  await fs.rename(temp, path)
}

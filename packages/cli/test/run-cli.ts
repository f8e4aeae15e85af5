// Runs claimcheck as a user would, in a controlled environment: in this process through `main`
// (most tests), or as the built bin (a smoke test a command, file modes, terminals, process ends).
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { main, warningLine, type Io } from '../dist/index.js'

export const BIN = fileURLToPath(new URL('../dist/bin.cjs', import.meta.url))

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/** The environment a run gets: the machine's, without what changes what claimcheck does, plus `env`. */
function cliEnv(env: Record<string, string | undefined> = {}, { ownCache = true } = {}): NodeJS.ProcessEnv {
  const merged: Record<string, string | undefined> = { ...process.env }
  // The variables that change what claimcheck does are the test's to set, not the machine's (CI sets CI).
  const owned = ['CI', 'CLAUDE_CONFIG_DIR', 'NO_COLOR', 'FORCE_COLOR', 'CLAIMCHECK_DEBUG', 'XDG_STATE_HOME']
  for (const name of Object.keys(merged))
    if (owned.includes(name) || name.startsWith('CLAUDE_CODE_') || name.startsWith('CLAUDE_COWORK_'))
      delete merged[name]
  // What a run keeps for the user (settings backups, approvals) goes to a folder of the tests'
  // own unless the test names a home: never into the home of whoever runs the suite.
  if (env.HOME === undefined && env.XDG_STATE_HOME === undefined) merged.XDG_STATE_HOME = testStateDir()
  // Likewise what it keeps to go faster (compiled code, git's answers); a run as another user keeps its own.
  if (ownCache && env.HOME === undefined && env.XDG_CACHE_HOME === undefined) merged.XDG_CACHE_HOME = testCacheDir()
  Object.assign(merged, env)
  return merged as NodeJS.ProcessEnv
}

let stateDir: string | undefined
function testStateDir(): string {
  if (stateDir === undefined) {
    const made = mkdtempSync(join(tmpdir(), 'claimcheck-state-'))
    process.on('exit', () => rmSync(made, { recursive: true, force: true }))
    stateDir = made
  }
  return stateDir
}

function testCacheDir(): string {
  const cache = join(testStateDir(), 'cache')
  mkdirSync(cache, { recursive: true, mode: 0o700 })
  return cache
}

/** The state folder runs get when the test names no home: where settings backups land. */
export const STATE_DIR = () => join(testStateDir(), 'claimcheck')

const shellWord = (word: string) => `'${word.replaceAll("'", "'\\''")}'`

/**
 * Runs the bin on a pseudo-terminal (util-linux `script`), as a person at a terminal would: stdin
 * and stdout are a TTY, `input` is what they type. The output is what the terminal showed, the
 * typed input echoed in it and escape sequences removed (kept with `raw`).
 */
export function runInTerminal(
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; input?: string; raw?: boolean },
): CliResult {
  const line = [process.execPath, BIN, ...args].map(shellWord).join(' ')
  const run = spawnSync('script', ['-qec', line, '/dev/null'], {
    cwd: options.cwd,
    env: cliEnv(options.env),
    encoding: 'utf8',
    input: options.input ?? '',
    timeout: 60_000,
  })
  const text = run.stdout.replaceAll('\r\n', '\n')
  const shown = options.raw ? text : text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
  return { code: run.status, stdout: shown, stderr: run.stderr }
}

export interface CliOptions {
  cwd: string
  env?: Record<string, string | undefined>
  /** Standard input: a hook's payload, or the lines a person types (with `terminal`). */
  input?: string
  /** A person at a terminal: stdin, stdout and stderr are TTYs, questions are answered from `input`. */
  terminal?: boolean
}

/**
 * Runs a command line through `main` in this process, with the environment a spawned run gets
 * (`cliEnv`): what it printed and its exit code. What only a process shows (file modes as root,
 * a pseudo-terminal's echo, a checker that never yields, how the process ends) is `runCli`'s.
 */
export async function cli(args: string[], options: CliOptions): Promise<CliResult> {
  const env = cliEnv(options.env)
  let stdout = ''
  let stderr = ''
  const answers = (options.input ?? '').split('\n')
  const terminal = options.terminal === true
  const io: Io = {
    cwd: options.cwd,
    env,
    ...(env.HOME === undefined ? {} : { home: env.HOME }),
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readInput: async () => (terminal ? '' : (options.input ?? '')),
    stdoutIsTTY: terminal,
    stdinIsTTY: terminal,
    stderrIsTTY: terminal,
    startedAt: Date.now(),
    ask: async (question) => {
      stdout += question
      return answers.length > 1 || answers[0] !== '' ? answers.shift() : undefined
    },
    warn: (message) => void (stderr += warningLine(message)),
  }
  const code = await main(args, io)
  return { code, stdout, stderr }
}

export function runCli(
  args: string[],
  options: {
    cwd: string
    env?: Record<string, string | undefined>
    input?: string
    /** Run where file modes bind, as they bind any user (a root test process drops its privileges). */
    unprivileged?: boolean
    /** Another build's bin (an earlier or a later version): this build's by default. */
    bin?: string
  },
): CliResult {
  const drop = options.unprivileged ? unprivileged() : { prefix: [], spawn: {} }
  const [command, ...rest] = [...drop.prefix, process.execPath, options.bin ?? BIN, ...args]
  const run = spawnSync(command as string, rest, {
    cwd: options.cwd,
    env: cliEnv(options.env, { ownCache: !options.unprivileged }),
    encoding: 'utf8',
    input: options.input ?? '',
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
    ...drop.spawn,
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

/**
 * `runCli` without holding up this process while the bin runs: for runs that wait on a deadline
 * side by side with other tests, and whose process groups must be their own process's children.
 */
export function spawnCli(
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; input?: string },
): Promise<CliResult> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd, env: cliEnv(options.env) })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  child.stdin.end(options.input ?? '')
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

interface Drop {
  prefix: string[]
  spawn: { uid?: number; gid?: number }
}

let dropping: Drop | undefined

/**
 * How a run meets the file modes. Root passes every mode check; with every capability dropped
 * (`setpriv`), uid 0 obeys the owner bits of the files the test made, as any user obeys them, and
 * still reaches the bin in a clone only its owner may enter (`mktemp -d`). Without `setpriv`, the
 * run switches to uid 65534, which needs the clone to be world-readable. Checked once: a run that
 * could still read a file of mode 000 would prove nothing, so that throws.
 */
export function unprivileged(): Drop {
  if (dropping) return dropping
  const choices: Drop[] =
    process.getuid?.() !== 0
      ? [{ prefix: [], spawn: {} }]
      : [
          { prefix: ['setpriv', '--inh-caps=-all', '--bounding-set=-all', '--'], spawn: {} },
          { prefix: [], spawn: { uid: 65534, gid: 65534 } },
        ]
  const folder = mkdtempSync(join(tmpdir(), 'claimcheck-modes-'))
  chmodSync(folder, 0o755)
  const locked = join(folder, 'locked')
  writeFileSync(locked, 'secret')
  chmodSync(locked, 0o000)
  const probe = `try { require('node:fs').readFileSync(${JSON.stringify(locked)}); process.exit(3) } catch (error) { process.exit(error.code === 'EACCES' ? 0 : 4) }`
  try {
    for (const choice of choices) {
      const [command, ...rest] = [...choice.prefix, process.execPath, '-e', probe]
      if (spawnSync(command as string, rest, choice.spawn).status === 0) return (dropping = choice)
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  throw new Error('cannot run claimcheck where file modes bind: no setpriv, and uid 65534 cannot run node here')
}

/**
 * A grep check that takes minutes however fast the machine (linear in the file, but a program of a
 * thousand states over 2 MB of letters in no repeating order), and the file it searches: what
 * makes a timeout or a deadline visible. `extra` goes into the check (`timeout: 60`).
 */
export function slowSearch(extra = ''): { files: Record<string, string>; block: string } {
  const block = `  kind: grep\n  target: letters.txt\n  pattern: '(?i)a[ab]{1000}c\\w'${extra ? `\n  ${extra}` : ''}`
  return { files: { 'letters.txt': slowSearchLetters() }, block }
}

/** The 2 MB of letters, made once a worker: the same every call. */
let letters: string | undefined
function slowSearchLetters(): string {
  if (letters === undefined) {
    let seed = 1
    const made: string[] = []
    for (let i = 0; i < 2 * 1024 * 1024; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      made.push(seed & 0x10000 ? 'a' : 'b')
    }
    letters = made.join('')
  }
  return letters
}

/**
 * The source of a local checker module (`./checkers.mjs` in a config) exporting one checker a
 * kind, each with options of any shape and the `check` given as source text: for checkers that
 * break the contract's promises, as a third party's might.
 */
export function checkerModule(checks: Record<string, string>): string {
  return [
    "const options = { '~standard': { version: 1, vendor: 't', validate: (value) => ({ value }) } }",
    'const checker = (kind, check) => ({ apiVersion: 1, kind, meta: { name: kind, version: "1.0.0" }, options, check })',
    'export default [',
    ...Object.entries(checks).map(([kind, check]) => `  checker(${JSON.stringify(kind)}, ${check}),`),
    ']',
  ].join('\n')
}

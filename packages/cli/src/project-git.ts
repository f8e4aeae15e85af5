// git asked for facts about the project (its file list, when files changed), with nothing of the
// repository's own configuration run (SPEC §10): no system or global config, no fsmonitor, no
// signature program, no pager, no external diff or textconv, no optional locks; an environment of
// its own; bounded in time and output. A repository is data: a git that fails or takes too long
// answers nothing, and the caller goes without.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { absoluteSearchPath } from '@claimcheck/core/search-path'

/**
 * What every `git log` asked here starts with: no signature program, no external diff or textconv
 * (a repository's attributes could name one), no rename detection (it reads blobs).
 */
export const LOG_RUNNING_NOTHING = ['log', '--no-show-signature', '--no-ext-diff', '--no-textconv', '--no-renames']

/** Overrides given on the command line, which win over anything `.git/config` says. */
const SAFE_CONFIG = [
  'core.fsmonitor=false',
  'core.untrackedCache=false',
  'core.hooksPath=/dev/null',
  'core.pager=cat',
  'log.showSignature=false',
  'gpg.program=false',
  'gpg.ssh.program=false',
  'gpg.x509.program=false',
  'log.follow=false',
  'log.mailmap=false',
].flatMap((setting) => ['-c', setting])

const MAX_OUTPUT_BYTES = 64 * 1024 * 1024

/** The environment git runs with: the program search path and nothing of the user's git settings. */
function gitEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    // Only absolute entries: git is looked up from the folder it runs in, a repository's.
    PATH: absoluteSearchPath(env.PATH) ?? '/usr/bin:/bin',
    HOME: '/nonexistent',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_ATTR_NOSYSTEM: '1',
    LC_ALL: 'C',
  }
}

/**
 * The output of a read-only git command run in `cwd`, or undefined when git is missing, fails, or
 * has not answered within `timeoutMs` (it is then killed).
 */
export function gitFacts(
  cwd: string,
  args: readonly string[],
  {
    timeoutMs,
    env = process.env,
    literalPathspecs = false,
  }: { timeoutMs: number; env?: NodeJS.ProcessEnv; literalPathspecs?: boolean },
): Promise<string | undefined> {
  if (timeoutMs <= 0) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    try {
      execFile(
        'git',
        ['--no-pager', ...SAFE_CONFIG, ...args],
        {
          cwd,
          env: { ...gitEnvironment(env), ...(literalPathspecs ? { GIT_LITERAL_PATHSPECS: '1' } : {}) },
          encoding: 'utf8',
          timeout: Math.ceil(timeoutMs),
          killSignal: 'SIGKILL',
          maxBuffer: MAX_OUTPUT_BYTES,
          windowsHide: true,
        },
        (error, stdout) => resolve(error ? undefined : stdout),
      ).stdin?.end()
    } catch {
      resolve(undefined)
    }
  })
}

/**
 * The lines a read-only git command writes, each handed to `onLine` as it comes; `onLine` returning
 * true has heard enough: git is killed and the answer is true. False when git is missing, fails, has
 * not ended within `timeoutMs` (it is then killed) or writes more than `maxBytes`; true when it ended
 * well or was stopped.
 */
export function gitLines(
  cwd: string,
  args: readonly string[],
  {
    timeoutMs,
    maxBytes = MAX_OUTPUT_BYTES,
    env = process.env,
    onLine,
  }: { timeoutMs: number; maxBytes?: number; env?: NodeJS.ProcessEnv; onLine: (line: string) => boolean },
): Promise<boolean> {
  if (timeoutMs <= 0) return Promise.resolve(false)
  return new Promise((resolve) => {
    let settled = false
    let child: ChildProcess | undefined
    const end = (answer: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      child?.kill('SIGKILL')
      resolve(answer)
    }
    const timer = setTimeout(() => end(false), Math.ceil(timeoutMs))
    try {
      child = spawn('git', ['--no-pager', ...SAFE_CONFIG, ...args], {
        cwd,
        env: gitEnvironment(env),
        stdio: ['ignore', 'pipe', 'ignore'],
        windowsHide: true,
      })
    } catch {
      end(false)
      return
    }
    let bytes = 0
    let partial = ''
    child.on('error', () => end(false))
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      if (settled) return
      bytes += Buffer.byteLength(chunk)
      if (bytes > maxBytes) return end(false)
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) if (onLine(line)) return end(true)
    })
    child.on('close', (code) => {
      if (settled) return
      if (code === 0 && partial !== '' && onLine(partial)) return end(true)
      end(code === 0)
    })
  })
}

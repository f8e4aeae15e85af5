import { isAbsolute } from 'node:path'
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  strictOptions,
  targetString,
  type CheckResult,
  type Checker,
  type ProgramResult,
} from '@claimcheck/contract'
import { packageMeta } from './package-meta.js'

export interface GitTrackedOptions {
  target: string
}

/**
 * The line every check runs, the target last. `core.fsmonitor=false`: a folder's own `.git/config`
 * must not start a program of its choosing; `--literal-pathspecs`: `*.ts` names a file, not a glob.
 */
export const GIT_LS_FILES = [
  'git',
  '-c',
  'core.fsmonitor=false',
  '--literal-pathspecs',
  'ls-files',
  '--error-unmatch',
  '--',
] as const

// git is handed the target as written, so it must mean the same to git as to claimcheck.
const rootRelative = v.pipe(
  targetString,
  v.check((target) => !isAbsolute(target) && !target.startsWith('~'), 'must be a path relative to the root'),
)

/** Only whether git matched the path matters, never the list of files. */
const MAX_OUTPUT_BYTES = 64 * 1024

export function gitTracked(): Checker<GitTrackedOptions> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'git-tracked',
    meta: {
      ...packageMeta(),
      docs: {
        description: 'git still tracks a path a memory names (its index lists it, or a file in the folder).',
        url: 'https://github.com/claimcheck/claimcheck/tree/main/examples/claimcheck-checker-git-tracked#readme',
      },
    },
    options: strictOptions({ target: rootRelative }),
    resource: 'process',
    program: ({ target }) => ({ command: [...GIT_LS_FILES, target] }),
    async check({ target }, ctx) {
      // Confinement first (a stale `target outside root: <target>`); the link itself is what git tracks.
      await ctx.resolveTarget(target, { followLink: false })
      return judge(target, await ctx.run({ maxOutputBytes: MAX_OUTPUT_BYTES }))
    },
  }
}

/** What git's answer says of the claim. */
export function judge(target: string, result: ProgramResult): CheckResult {
  if (result.notStarted !== undefined) return { status: 'stale', reason: `cannot start git: ${result.notStarted}` }
  if (result.exitCode === 0) return { status: 'fresh', reason: `tracked: ${target}` }
  // --error-unmatch exits 1 for a path git does not know; 128 is git's own failure.
  if (result.exitCode === 1) return { status: 'stale', reason: `not tracked: ${target}` }
  if (result.exitCode === undefined) return { status: 'stale', reason: `git ended by ${result.signal ?? 'a signal'}` }
  return { status: 'stale', reason: `git exit ${result.exitCode}: ${lastLine(result.stderr)}` }
}

function lastLine(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '')
  return lines.at(-1)?.trim() ?? 'no message'
}

// The `git-tracked` check: a file a memory names is still tracked by git. It starts a program, so
// it lives in the `process` lane: claimcheck runs it only when the project allows the program it
// describes (its `allow` setting) or the user approved it, and it runs exactly what it describes.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import * as v from 'valibot'
import { CHECKER_API_VERSION, strictOptions, targetString, type Checker, type Program } from '@claimcheck/contract'

const pkg = createRequire(import.meta.url)('../package.json') as { name: string; version: string }

const options = strictOptions({ target: targetString })

export type GitTrackedOptions = v.InferOutput<typeof options>

/** Only what git needs from the environment: nothing of the caller's tokens, nor a GIT_DIR pointing elsewhere. */
const ENVIRONMENT = ['PATH', 'HOME', 'LANG'] as const

/** What a check runs: the target as written, read by git as a literal path (no pathspec magic). */
const argv = ({ target }: GitTrackedOptions) => [
  'git',
  '--literal-pathspecs',
  'ls-files',
  '--error-unmatch',
  '--',
  target,
]
const program = (options: GitTrackedOptions): Program => ({ command: argv(options) })

/** Runs a program: its exit code (or why it did not start) and its stderr. */
function run(argv: readonly string[], cwd: string, signal: AbortSignal): Promise<{ code: unknown; stderr: string }> {
  const env = Object.fromEntries(ENVIRONMENT.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])))
  return new Promise((resolve) => {
    execFile(
      argv[0] as string,
      argv.slice(1),
      { cwd, env, signal, maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        resolve({ code: error ? (error as NodeJS.ErrnoException).code : 0, stderr: String(stderr) })
      },
    )
  })
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)?.trim()

export function gitTracked(): Checker<GitTrackedOptions> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'git-tracked',
    meta: {
      name: pkg.name,
      version: pkg.version,
      docs: {
        description: 'A file a memory names is still tracked by git (git ls-files --error-unmatch).',
        url: 'https://www.npmjs.com/package/claimcheck-checker-git-tracked',
      },
    },
    options,
    resource: 'process',
    program,
    async check(checked, ctx) {
      // Confinement first: a target outside the root is refused before anything runs.
      await ctx.resolveTarget(checked.target)
      const { code, stderr } = await run(argv(checked), ctx.root, ctx.signal)
      if (ctx.signal.aborted) return { status: 'stale', reason: `timed out after ${ctx.timeoutMs / 1000}s` }
      if (code === 0) return { status: 'fresh', reason: `tracked: ${checked.target}` }
      if (code === 'ENOENT') return { status: 'stale', reason: 'cannot run git: not found' }
      if (code === 1) return { status: 'stale', reason: `not tracked: ${checked.target}` }
      return { status: 'stale', reason: `git failed: ${lastLine(stderr) || `exit ${String(code)}`}` }
    },
  }
}

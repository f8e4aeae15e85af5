// `command`: a program still exits as the claim says, and prints what it says (SPEC §5.5). The
// host runs a check of this kind only once the project allowed it or the user approved it.
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  nonEmptyString,
  strictOptions,
  strictSettings,
  type Checker,
  type CheckResult,
  type Program,
} from '@claimcheck/contract'
import { meta } from './meta.js'

/** Most bytes of a program's stdout kept for `stdout` to match (SPEC §5.5). */
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024
/** The most the host keeps of a program's output (its own bound). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024

const options = v.pipe(
  strictOptions({
    target: v.optional(nonEmptyString),
    argv: v.optional(
      v.pipe(v.array(nonEmptyString, 'must be a list of strings'), v.minLength(1, 'must name a program')),
    ),
    exit: v.optional(
      v.pipe(
        v.number('must be a whole number from 0 to 255'),
        v.integer('must be a whole number from 0 to 255'),
        v.minValue(0, 'must be a whole number from 0 to 255'),
        v.maxValue(255, 'must be a whole number from 0 to 255'),
      ),
    ),
    stdout: v.optional(nonEmptyString),
    cwd: v.optional(nonEmptyString),
  }),
  v.check(
    (value) => (value.target === undefined) !== (value.argv === undefined),
    "needs exactly one of 'target' (a shell command line) and 'argv' (a program and its arguments)",
  ),
)

export type CommandOptions = v.InferOutput<typeof options>

const settings = strictSettings({
  /** Names of variables passed on from claimcheck's environment besides PATH, HOME, LANG and TERM. */
  env: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)), 'must be a list of variable names'),
    [],
  ),
  /** Most bytes of stdout kept for `stdout` to match (default 1 MiB). */
  maxOutputBytes: v.optional(
    v.pipe(
      v.number('must be a number of bytes'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be above 0'),
      v.maxValue(MAX_OUTPUT_BYTES, `must be at most ${MAX_OUTPUT_BYTES} (64 MiB)`),
    ),
    DEFAULT_MAX_OUTPUT_BYTES,
  ),
})

/** `['@claimcheck/checker-command', { allow, env, maxOutputBytes }]` in a config (`allow` is the host's). */
export type CommandSettings = v.InferInput<typeof settings>

const stale = (reason: string): CheckResult => ({ status: 'stale', reason })

/** What a check runs, for the trust gate: the command line as written, or the argv. */
const program = ({ target, argv, cwd }: CommandOptions): Program => ({
  command: target ?? (argv as string[]),
  ...(cwd === undefined ? {} : { cwd }),
})

const NOT_STARTED: Record<string, string> = {
  ENOENT: 'not found',
  EACCES: 'permission denied',
  ENOEXEC: 'not a program',
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

export function command(): Checker<CommandOptions, v.InferOutput<typeof settings>> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'command',
    meta: {
      ...meta,
      docs: {
        description: 'A command a memory relies on still exits as it should (and prints what it should).',
        url: 'https://www.npmjs.com/package/@claimcheck/checker-command',
      },
    },
    options,
    settings,
    widening: ['env'],
    resource: 'process',
    program,
    async check(checked, ctx) {
      const { env, maxOutputBytes } = ctx.settings
      const expected = checked.exit ?? 0
      // RE2, as grep uses; `^` and `$` match at line ends, as `| grep -q` does. Throws `invalid pattern: …`.
      const pattern = checked.stdout === undefined ? undefined : ctx.pattern(checked.stdout, { flags: 'm' })
      // The host runs exactly what `program()` described, in its own process group, within the check's time.
      const outcome = await ctx.run({ env, maxOutputBytes })
      const errorLine = lastLine(outcome.stderr)
      const said = errorLine ? `: ${errorLine}` : ''
      if (outcome.timedOut) return stale(`timed out after ${ctx.timeoutMs / 1000}s`)
      if (outcome.notStarted !== undefined) {
        const shown = checked.target ?? (checked.argv![0] as string)
        return stale(`cannot run ${shown}: ${NOT_STARTED[outcome.notStarted] ?? outcome.notStarted}`)
      }
      if (outcome.exitCode === undefined) return stale(`killed by ${outcome.signal}${said}`)
      if (outcome.exitCode !== expected) {
        const wanted = expected === 0 ? '' : ` (expected ${expected})`
        return stale(`exit ${outcome.exitCode}${wanted}${said}`)
      }
      if (pattern && !(await pattern.test(outcome.stdout))) {
        const where = outcome.stdoutTruncated ? ` in the first ${maxOutputBytes} bytes` : ''
        return stale(`stdout does not match /${checked.stdout}/${where}`)
      }
      return { status: 'fresh', reason: `exit ${outcome.exitCode}` }
    },
  }
}

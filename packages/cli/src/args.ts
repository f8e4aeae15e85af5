// Command-line parsing: node's parseArgs, with usage errors that say what would be right.
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { ClaimcheckError } from '@claimcheck/core/errors'

export const GLOBAL_OPTIONS = {
  root: { type: 'string' },
  config: { type: 'string', short: 'c' },
  'no-color': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

/** Runs a parse, turning node's parse errors into a usage error of one line. */
export function asUsage<T>(parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'invalid arguments'
    throw new ClaimcheckError('USAGE', `${message} (see claimcheck --help)`)
  }
}

export function positiveNumber(value: string | undefined, flag: string, integer = false): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    const what = integer ? 'a whole number above 0' : 'a number above 0'
    throw new ClaimcheckError('USAGE', `${flag} expects ${what}, not '${value}'`)
  }
  return n
}

type Options = NonNullable<ParseArgsConfig['options']>

/** What `parseCommand` returns: the command's flags and its positional arguments. */
export type ParsedCommand<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: typeof GLOBAL_OPTIONS & O; allowPositionals: true; strict: true }>
>

/** Parses a command's arguments with the global options, turning mistakes into one usage line. */
export function parseCommand<O extends Options>(args: string[], options: O): ParsedCommand<O> {
  return asUsage(() =>
    parseArgs({ args, options: { ...GLOBAL_OPTIONS, ...options }, allowPositionals: true, strict: true }),
  )
}

/** A value that must be one of `choices`, or a usage error listing them: `unknown format 'xml' (expected a, b or c)`. */
export function oneOf<T extends string>(
  value: string | undefined,
  fallback: T,
  choices: readonly T[],
  what: string,
): T {
  const chosen = (value ?? fallback) as T
  if (choices.includes(chosen)) return chosen
  const list = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : choices.join('')
  throw new ClaimcheckError('USAGE', `unknown ${what} '${chosen}' (expected ${list})`)
}

/** `--fail-on`: the least severe finding that makes the exit code 1 (default warning). */
export function failOnOption(value: string | undefined): 'error' | 'warning' | 'info' {
  if (value === undefined) return 'warning'
  if (value === 'error' || value === 'warning' || value === 'info') return value
  throw new ClaimcheckError('USAGE', `--fail-on expects error, warning or info, not '${value}'`)
}

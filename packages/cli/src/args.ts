// Command-line parsing: node's parseArgs, with usage errors that say what would be right.
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { ClaimcheckError } from '@claimcheck/core/errors'
import { nearestName } from '@claimcheck/core/nearest-name'

export const GLOBAL_OPTIONS = {
  root: { type: 'string' },
  config: { type: 'string', short: 'c' },
  'no-color': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

/** ` (did you mean '--format'?)`, or where to look when no known name is near. */
export function didYouMean(word: string, names: Iterable<string>, show = (name: string) => name): string {
  const near = nearestName(word, names)
  return near === undefined ? ' (see claimcheck --help)' : ` (did you mean '${show(near)}'?)`
}

type Token = ReturnType<typeof parseArgs<{ tokens: true; strict: false }>>['tokens'][number]

/**
 * The first mistake in a command line, in words a user can act on: an unknown option with the
 * nearest known one, an option without its value, a value given to a switch. Node's strict parser
 * words these for programmers (and calls `--timeout -1` ambiguous).
 */
function mistakeIn(tokens: Token[], options: Options): string | undefined {
  const longNames = Object.keys(options)
  const shortNames = Object.fromEntries(
    Object.entries(options).flatMap(([name, option]) => (option.short ? [[option.short, name]] : [])),
  )
  for (const token of tokens) {
    if (token.kind !== 'option') continue
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined
    if (option === undefined) {
      const known = token.rawName.startsWith('--') ? longNames : [...longNames, ...Object.keys(shortNames)]
      const typed = token.rawName.replace(/^--?/, '')
      const hint = didYouMean(typed, known, (name) => (name.length === 1 ? `-${name}` : `--${name}`))
      return `unknown option '${token.rawName}'${hint}`
    }
    const flag = `--${token.name}`
    if (option.type === 'boolean' && token.value !== undefined)
      return `${flag} is a switch and takes no value, not '${token.value}' (see claimcheck --help)`
    if (option.type === 'string' && token.value === undefined) return `${flag} needs a value (see claimcheck --help)`
    if (option.type === 'string' && !token.inlineValue && /^--?[A-Za-z]/.test(token.value ?? ''))
      return `${flag} needs a value, not the option '${token.value}' (see claimcheck --help)`
  }
  return undefined
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
  const all = { ...GLOBAL_OPTIONS, ...options }
  const loose = parseArgs({ args, options: all, allowPositionals: true, strict: false, tokens: true })
  const mistake = mistakeIn(loose.tokens, all)
  if (mistake !== undefined) throw new ClaimcheckError('USAGE', mistake)
  // What is left to refuse (a value starting with a dash, say '-1') is the option's own check to word.
  return { values: loose.values, positionals: loose.positionals } as ParsedCommand<O>
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
  const near = nearestName(chosen, choices)
  const hint = near === undefined ? '' : `did you mean '${near}'? `
  throw new ClaimcheckError('USAGE', `unknown ${what} '${chosen}' (${hint}expected ${list})`)
}

/** `--fail-on`: the least severe finding that makes the exit code 1 (default warning). */
export function failOnOption(value: string | undefined): 'error' | 'warning' | 'info' {
  if (value === undefined) return 'warning'
  if (value === 'error' || value === 'warning' || value === 'info') return value
  throw new ClaimcheckError('USAGE', `--fail-on expects error, warning or info, not '${value}'`)
}

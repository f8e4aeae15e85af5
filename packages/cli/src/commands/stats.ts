// `claimcheck stats FILE`: a summary of the runs a `--log FILE` recorded (SPEC §6.7).
import { resolve } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import { ClaimcheckError } from '@claimcheck/core'
import { parseCommand, positiveNumber } from '../args.js'
import { readRegularFile } from '../files.js'
import type { Io } from '../io.js'
import { readLog, statsText, summarizeLog } from '../rollout/stats.js'
import { jsonDocument } from '../reporters/sections.js'

export const STATS_HELP = `Usage: claimcheck stats LOG_FILE [options]

Summarises the runs 'claimcheck check --log LOG_FILE' recorded: which memories and which kinds of
check failed, how often and since when, and whether the last runs would have blocked.

Options:
  --last N              how many of the latest runs to judge for blocking (default 7)
  --format text|json    output (default text)
  --help
`

const OPTIONS = {
  last: { type: 'string' },
  format: { type: 'string', short: 'f' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

/** A log of a year of hourly runs of a large memory dir is well under this. */
const MAX_LOG_BYTES = 256 * 1024 * 1024

export async function statsCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, OPTIONS)
  if (values.help) {
    io.stdout(STATS_HELP)
    return 0
  }
  if (positionals.length !== 1)
    throw new ClaimcheckError('USAGE', 'stats takes one LOG_FILE (see claimcheck stats --help)')
  const format = values.format ?? 'text'
  if (format !== 'text' && format !== 'json')
    throw new ClaimcheckError('USAGE', `unknown format '${format}' (expected text or json)`)
  const lastN = positiveNumber(values.last, '--last', true) ?? 7
  const file = resolve(io.cwd, positionals[0] as string)
  const read = readRegularFile(file, MAX_LOG_BYTES)
  if (read === undefined) throw new ClaimcheckError('USAGE', `no such log: ${positionals[0]}`)
  const { runs, skipped } = readLog(read.text)
  const stats = summarizeLog(runs, skipped, lastN)
  io.stdout(format === 'json' ? jsonDocument({}, stats) : statsText(stats))
  return 0
}

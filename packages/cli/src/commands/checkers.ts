// `claimcheck checkers`: the enabled checkers, with kind, package, version and where each was loaded from (SPEC §6.5).
import type { ParseArgsConfig } from 'node:util'
import { ClaimcheckError } from '@claimcheck/core'
import { parseCommand } from '../args.js'
import type { Io } from '../io.js'
import { setupCheckers } from '../run-setup.js'
import { carriedFile } from '../shipped-checkers.js'
import { jsonForLogs, visible } from '../visible-text.js'

export const CHECKERS_HELP = `Usage: claimcheck checkers [options]

Lists the enabled checkers: kind, package, version, where each was loaded from, and what each
kind checks (the checker's own description).

Options:
  --format text|json     output format (default text)
  --config FILE, --root DIR, --help
`

const OPTIONS = { format: { type: 'string', short: 'f' } } as const satisfies NonNullable<ParseArgsConfig['options']>

export async function checkersCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, OPTIONS)
  if (values.help) {
    io.stdout(CHECKERS_HELP)
    return 0
  }
  if (positionals.length > 0)
    throw new ClaimcheckError('USAGE', `checkers takes no arguments, got: ${positionals.join(' ')}`)
  const format = values.format ?? 'text'
  if (format !== 'text' && format !== 'json')
    throw new ClaimcheckError('USAGE', `unknown format '${format}' (expected text or json)`)

  const { config, registry } = await setupCheckers({ root: values.root, config: values.config }, io)
  const rows = registry.entries().map(({ checker, source }) => ({
    kind: checker.kind,
    package: checker.meta.name,
    version: checker.meta.version,
    // The engine's own kind (`none`) is carried where the engine is.
    source: source === 'built in' ? carriedFile('@claimcheck/core') : (source ?? 'unknown'),
    description: checker.meta.docs?.description ?? null,
    url: checker.meta.docs?.url ?? null,
  }))
  if (format === 'json') {
    io.stdout(`${jsonForLogs(JSON.stringify({ config: config?.file ?? null, checkers: rows }, null, 2))}\n`)
    return 0
  }
  // What a checker says of itself is shown as text, never as terminal controls.
  const shown = rows.map((row) => ({
    kind: visible(row.kind),
    package: visible(row.package),
    version: visible(row.version),
    source: visible(row.source),
    description: row.description === null ? undefined : visible(row.description),
  }))
  const header = { kind: 'KIND', package: 'PACKAGE', version: 'VERSION', source: 'FROM' }
  const widths = (['kind', 'package', 'version'] as const).map((key) =>
    Math.max(...[header, ...shown].map((row) => row[key].length)),
  )
  const line = (row: typeof header & { description?: string }) => {
    const columns = `${row.kind.padEnd(widths[0] ?? 0)}  ${row.package.padEnd(widths[1] ?? 0)}  ${row.version.padEnd(widths[2] ?? 0)}  ${row.source}`
    // What the kind checks, under its package.
    return row.description === undefined ? columns : `${columns}\n${' '.repeat((widths[0] ?? 0) + 2)}${row.description}`
  }
  const configLine = config ? `config: ${visible(config.file)}` : 'config: none (the default checkers)'
  io.stdout(`${configLine}\n${[header, ...shown].map(line).join('\n')}\n`)
  return 0
}

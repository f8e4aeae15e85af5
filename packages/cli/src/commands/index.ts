// `claimcheck index [MEMORY_DIR]`: MEMORY.md against what Claude Code really loads (SPEC §7).
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import { ClaimcheckError, INDEX_FILE } from '@claimcheck/core'
import { failOnOption, oneOf, parseCommand, positiveNumber } from '../args.js'
import { checkIndex, DEFAULT_INDEX_SETTINGS, type IndexReport, type Severity } from '../index-health/index-report.js'
import { indexBody, indexText } from '../index-health/render.js'
import { appendStepSummary, noteMemoryDir, useColor, type Io } from '../io.js'
import { writeFileSafely } from '../files.js'
import { githubSummary } from '../reporters/github.js'
import { indexFindings } from '../reporters/index-findings.js'
import { INDEX_REPORTERS } from '../reporters/index.js'
import { failing, type IndexRun } from '../reporters/index-run.js'
import { EXTRA_OUTPUT_HELP, extraOutputOptions, extraOutputs, writeExtraOutputs } from '../extra-outputs.js'
import { meta } from '../meta.js'
import { everyMemoryDir, setupBase, setupMemoryDir } from '../run-setup.js'
import { jsonDocument, jsonSections, textSectionHeading } from '../reporters/sections.js'

export const INDEX_HELP = `Usage: claimcheck index [MEMORY_DIR] [options]

Checks MEMORY.md as Claude Code loads it: within its line and character limits, no entry past the cut,
no broken link, no topic file left unlinked, and how old each linked topic is.

Options:
  --format FORMAT        text (default), json, junit, sarif, github, tap or html
  --output FILE          write the report to FILE instead of standard output
${EXTRA_OUTPUT_HELP}
  --max-lines N          lines loaded (default 200)
  --max-chars N          characters loaded, as JavaScript counts them (default 25000)
  --warn-ratio R         warn at this share of a limit (default 0.8)
  --stale-days D         a topic modified longer ago is stale (default 30)
  --fail-on error|warning|info   the least severe finding that makes the exit code 1 (default warning)
  --all                  every memory dir of the project that has a MEMORY.md: the config's
                         memoryDir, Claude Code's auto memory dir, .claude/memory and each
                         subagent's (read raw), a section each
  --root DIR, --config FILE, --help
`

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  'max-lines': { type: 'string' },
  'max-chars': { type: 'string' },
  'warn-ratio': { type: 'string' },
  'stale-days': { type: 'string' },
  'fail-on': { type: 'string' },
  all: { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const FORMATS = ['text', 'json', ...Object.keys(INDEX_REPORTERS)]

export async function indexCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, { ...OPTIONS, ...extraOutputOptions(FORMATS) })
  if (values.help) {
    io.stdout(INDEX_HELP)
    return 0
  }
  if (positionals.length > 1)
    throw new ClaimcheckError('USAGE', `index takes one MEMORY_DIR, got: ${positionals.join(' ')}`)
  const format = oneOf(values.format, 'text', FORMATS, 'format')
  const extra = extraOutputs(values, FORMATS, io.cwd)
  const failOn = failOnOption(values['fail-on'])
  const warnRatio = positiveNumber(values['warn-ratio'], '--warn-ratio')
  if (warnRatio !== undefined && warnRatio > 1)
    throw new ClaimcheckError(
      'USAGE',
      `--warn-ratio expects a number above 0, at most 1, not '${values['warn-ratio']}'`,
    )

  if (values.all && positionals.length > 0) {
    throw new ClaimcheckError('USAGE', '--all checks every memory dir of the project: name none')
  }
  const base = values.all ? await setupBase({ root: values.root, config: values.config }, io) : undefined
  const { memoryDir, memoryDirFrom, config, root } = base
    ? { ...base, memoryDir: '', memoryDirFrom: '' }
    : await setupMemoryDir({ root: values.root, config: values.config }, positionals[0], io)
  const configured = config?.config.index ?? {}
  const settings = {
    maxLines:
      positiveNumber(values['max-lines'], '--max-lines', true) ??
      configured.maxLines ??
      DEFAULT_INDEX_SETTINGS.maxLines,
    maxChars:
      positiveNumber(values['max-chars'], '--max-chars', true) ??
      configured.maxChars ??
      DEFAULT_INDEX_SETTINGS.maxChars,
    warnRatio: warnRatio ?? configured.warnRatio ?? DEFAULT_INDEX_SETTINGS.warnRatio,
    staleDays:
      positiveNumber(values['stale-days'], '--stale-days') ?? configured.staleDays ?? DEFAULT_INDEX_SETTINGS.staleDays,
  }
  const tool = { name: 'claimcheck', version: meta.version }
  const date = new Date()
  // At a terminal, as check: only the report on standard output, never a file.
  const color = values.output === undefined && useColor(values['no-color'] === true, io)
  const fails = (report: IndexReport) => report.findings.some((finding) => failing(finding.severity, failOn))
  const write = async (text: string) => {
    if (values.output === undefined) io.stdout(text)
    else await writeFileSafely(resolve(io.cwd, values.output), text, { special: 'write-into' })
  }
  const summarise = (runs: IndexRun[]) => {
    if (format === 'github' || extra.some(([as]) => as === 'github'))
      appendStepSummary(io, githubSummary(indexFindings(runs, { failOn })))
  }
  if (!values.all) {
    const report = await checkIndex(memoryDir, settings)
    if (format === 'text') noteMemoryDir(io, memoryDir, memoryDirFrom, values.quiet === true)
    const runs = [{ tool, root, from: memoryDirFrom, report }]
    // Files are for programs: colour only on standard output.
    const render = (as: string, paint = false) => {
      const other = INDEX_REPORTERS[as]
      if (other) return other(runs, { failOn, date })
      return as === 'json'
        ? jsonDocument({ tool }, indexBody(report, memoryDirFrom))
        : indexText(report, { listInfo: failOn === 'info', color: paint })
    }
    await write(render(format, color))
    summarise(runs)
    await writeExtraOutputs(extra, render)
    return fails(report) ? 1 : 0
  }
  // --all: a section a memory dir that has an index; the last line counts them all.
  const dirs = (base ? everyMemoryDir(base, io) : []).filter((dir) => {
    const has = existsSync(join(dir.path, INDEX_FILE))
    if (!has) io.warn(`no ${INDEX_FILE} in ${dir.path}; left out`)
    return has
  })
  const reports = await Promise.all(dirs.map((dir) => checkIndex(dir.path, settings)))
  const total: Record<Severity, number> = { error: 0, warning: 0, info: 0 }
  for (const report of reports) for (const finding of report.findings) total[finding.severity]++
  const runs = reports.map((report, i) => ({ tool, root, from: dirs[i]?.from, report }))
  const render = (as: string, paint = false) => {
    const other = INDEX_REPORTERS[as]
    if (other) return other(runs, { failOn, date })
    if (as === 'json') {
      return jsonSections(
        { tool, summary: total },
        reports.map((report, i) => ({ from: dirs[i]?.from, body: indexBody(report) })),
      )
    }
    const parts = reports.map(
      (report, i) =>
        `${textSectionHeading(report.memoryDir, dirs[i]?.from ?? '')}\n${indexText(report, { listInfo: failOn === 'info', color: paint })}`,
    )
    return `${[...parts, `errors=${total.error} warnings=${total.warning} info=${total.info}`].join('\n')}\n`
  }
  await write(render(format, color))
  summarise(runs)
  await writeExtraOutputs(extra, render)
  return reports.some(fails) ? 1 : 0
}

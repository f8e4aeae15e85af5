// `claimcheck lint [MEMORY_DIR]` and `claimcheck suggest [MEMORY_DIR] [--write]` (SPEC §6.4):
// fossils and frontmatter problems found without running a check; proposed verify blocks, printed
// as a diff, inserted with `--write`.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import { ClaimcheckError, listMemoryFiles } from '@claimcheck/core'
import { failOnOption, oneOf, parseCommand } from '../args.js'
import { writeFileSafely } from '../files.js'
import { writeSuggestion } from '../lint/write-suggestion.js'
import type { Io } from '../io.js'
import { blockLines, insertVerify } from '../lint/insert-verify.js'
import { lintMemories, type LintFinding, type LintSeverity } from '../lint/lint.js'
import { meta } from '../meta.js'
import { githubIndexSummary } from '../reporters/github.js'
import { INDEX_REPORTERS } from '../reporters/index.js'
import { failing } from '../reporters/index-run.js'
import { appendStepSummary } from '../io.js'
import { setupRun } from '../run-setup.js'
import { jsonForLogs, visible } from '../visible-text.js'

export const LINT_HELP = `Usage: claimcheck lint [MEMORY_DIR] [options]

Finds, without running any check: fossils (a memory with no verify block, or kind: none, whose body
names a path that exists or an identifier found in the code), paths named that no longer exist,
duplicate names, frontmatter that is not valid YAML, and verify blocks that could not run.

Options:
  --format FORMAT        text (default), json, junit, sarif, github, tap or html
  --output FILE          write the report to FILE instead of standard output
  --fail-on error|warning|info   the least severe finding that makes the exit code 1 (default warning)
  --root DIR, --config FILE, --help
`

export const SUGGEST_HELP = `Usage: claimcheck suggest [MEMORY_DIR] [--write]

Proposes a verify block for each fossil 'claimcheck lint' finds: readable for a path that exists,
grep for an identifier found in exactly one file. Prints them as a diff; with --write, inserts them
(every other byte of each file unchanged; under metadata: in Claude Code's shape; atomically).

Options:
  --write                insert the proposed blocks
  --root DIR, --config FILE, --help
`

const LINT_OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  'fail-on': { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const SUGGEST_OPTIONS = { write: { type: 'boolean' } } as const satisfies NonNullable<ParseArgsConfig['options']>

async function lintSetup(values: { root?: string; config?: string }, memoryDirArgument: string | undefined, io: Io) {
  const setup = await setupRun({ root: values.root, config: values.config }, memoryDirArgument, io)
  const files = await listMemoryFiles(setup.memoryDir, setup.include)
  const result = await lintMemories(files, setup.memoryDir, setup.root, setup.registry)
  return { setup, files, ...result }
}

function lintText(findings: readonly LintFinding[]): string {
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 }
  const lines = findings.map((finding) => {
    counts[finding.severity]++
    return `[${finding.code}] ${finding.file}${finding.line ? `:${finding.line}` : ''}: ${finding.detail}`
  })
  return `${[...lines, ...(lines.length ? [''] : []), `errors=${counts.error} warnings=${counts.warning} info=${counts.info}`].join('\n')}\n`
}

export async function lintCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, LINT_OPTIONS)
  if (values.help) {
    io.stdout(LINT_HELP)
    return 0
  }
  if (positionals.length > 1)
    throw new ClaimcheckError('USAGE', `lint takes one MEMORY_DIR, got: ${positionals.join(' ')}`)
  const format = oneOf(values.format, 'text', ['text', 'json', ...Object.keys(INDEX_REPORTERS)], 'format')
  const failOn = failOnOption(values['fail-on'])
  const { setup, findings } = await lintSetup(values, positionals[0], io)
  const tool = { name: 'claimcheck', version: meta.version }
  const runs = [{ tool, root: setup.root, from: setup.memoryDirFrom, report: { memoryDir: setup.memoryDir, findings } }]
  const other = INDEX_REPORTERS[format]
  const text = other
    ? other(runs, { failOn, command: 'lint' })
    : format === 'json'
      ? `${jsonForLogs(JSON.stringify({ schemaVersion: 1, tool, memoryDir: setup.memoryDir, summary: countOf(findings), findings }, null, 2))}\n`
      : lintText(findings)
  if (values.output === undefined) io.stdout(text)
  else await writeFileSafely(resolve(io.cwd, values.output), text, { special: 'write-into' })
  if (format === 'github') appendStepSummary(io, githubIndexSummary(runs))
  return findings.some((finding) => failing(finding.severity, failOn)) ? 1 : 0
}

function countOf(findings: readonly LintFinding[]): Record<LintSeverity, number> {
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 }
  for (const finding of findings) counts[finding.severity]++
  return counts
}

/** A unified diff of lines inserted at `at` (0-based) into a file of `total` lines. */
function insertionDiff(file: string, at: number, lines: readonly string[]): string {
  return [
    `--- ${file}`,
    `+++ ${file}`,
    `@@ -${at},0 +${at + 1},${lines.length} @@`,
    ...lines.map((line) => `+${line}`),
    '',
  ].join('\n')
}

export async function suggestCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, SUGGEST_OPTIONS)
  if (values.help) {
    io.stdout(SUGGEST_HELP)
    return 0
  }
  if (positionals.length > 1)
    throw new ClaimcheckError('USAGE', `suggest takes one MEMORY_DIR, got: ${positionals.join(' ')}`)
  const { setup, fossils } = await lintSetup(values, positionals[0], io)
  const shown = (file: string) => relative(io.cwd, file) || file
  let written = 0
  let refused = 0
  for (const fossil of fossils) {
    const before = readFileSync(fossil.file)
    const insertion = insertVerify(before, fossil.proposal)
    if (!insertion.ok) {
      const block = blockLines(fossil.proposal).map((line) => `#   ${line}`)
      io.stdout(
        `# ${shown(fossil.file)}: not written: ${insertion.why}; replace it by hand with:\n${block.join('\n')}\n`,
      )
      refused++
      continue
    }
    io.stdout(insertionDiff(shown(fossil.file), insertion.at, insertion.lines))
    if (!values.write) continue
    const outcome = await writeSuggestion(fossil.file, before, fossil.proposal)
    if (outcome.written) written++
    else {
      io.stderr(`claimcheck: ${visible(shown(fossil.file))}: not written: ${visible(outcome.why)}\n`)
      refused++
    }
  }
  if (fossils.length === 0) io.stdout(`no fossil to give a check in ${setup.memoryDir}\n`)
  else if (values.write)
    io.stdout(
      `wrote ${written} verify ${written === 1 ? 'block' : 'blocks'}${refused ? `; ${refused} not written` : ''}\n`,
    )
  return refused > 0 ? 1 : 0
}

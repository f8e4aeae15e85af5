// `claimcheck lint [MEMORY_DIR]` and `claimcheck suggest [MEMORY_DIR] [--write]` (SPEC §6.4):
// fossils and frontmatter problems found without running a check; proposed verify blocks, printed
// as a diff, inserted with `--write`.
import { readFileSync, realpathSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import { ClaimcheckError, isInside, listMemoryFiles } from '@claimcheck/core'
import { failOnOption, oneOf, parseCommand } from '../args.js'
import { writeFileSafely } from '../files.js'
import { writeSuggestion } from '../lint/write-suggestion.js'
import type { Io } from '../io.js'
import { insertVerify } from '../lint/insert-verify.js'
import { blockLines, lintMemories, type LintFinding, type LintSeverity } from '../lint/lint.js'
import { addedSince } from '../lint/since.js'
import { meta } from '../meta.js'
import { githubSummary } from '../reporters/github.js'
import { indexFindings } from '../reporters/index-findings.js'
import { INDEX_REPORTERS } from '../reporters/index.js'
import { failing, fileOfDir } from '../reporters/index-run.js'
import { appendStepSummary, useColor } from '../io.js'
import { paintDiffLine, paintSeverity } from '../severity-colors.js'
import { progressLine } from '../progress.js'
import { setupRun } from '../run-setup.js'
import { jsonDocument } from '../reporters/sections.js'
import { visible } from '../visible-text.js'

export const LINT_HELP = `Usage: claimcheck lint [MEMORY_DIR] [options]

Finds fossils (a memory with no verify block, or kind: none, whose text makes a claim a check
could hold: a path that exists, a name found in a few source files, an npm script or make target,
a dependency), paths no file of the project matches (the claim may have rotted already),
duplicate names, frontmatter that is not valid YAML, and verify blocks that could not run.
A fossil is reported only with checks that hold today: lint runs each one it would propose.
Memory files are never evidence: claims are held to the project around the memory dir.

Options:
  --format FORMAT        text (default), json, junit, sarif, github, tap or html
  --output FILE          write the report to FILE instead of standard output
  --fail-on error|warning|info   the least severe finding that makes the exit code 1 (default warning)
  --since REF            only memories added since the git ref REF (committed, staged or untracked);
                         each must carry a verify block (kind: none for a judgement)
  --user-scope           run as a user-scope hook does: no JavaScript config, no checker from the
                         folder, only what 'claimcheck trust' approved (for a folder not yet vetted)
  --root DIR, --config FILE, --help
`

export const SUGGEST_HELP = `Usage: claimcheck suggest [MEMORY_DIR] [--write]

Proposes a verify block for each fossil 'claimcheck lint' finds, with one check per claim it can
hold (at most twelve): readable for a file or folder the memory names, grep for a name in the
source file that holds it, for an npm script or make target in its manifest, for a dependency in
the manifest that declares it. Every check proposed holds today. Feedback and user memories with
no such claim are marked as judgements (kind: none). Prints them as a diff; with --write, inserts
them (every other byte of each file unchanged; under metadata: in Claude Code's shape; a kind: none
block replaced; atomically). A memory whose frontmatter is not valid YAML, a symlink, or a file
with other hard links is never written: the block to add is shown instead.

Options:
  --write                insert the proposed blocks
  --since REF            only memories added since the git ref REF
  --user-scope           run as a user-scope hook does: no JavaScript config, no checker from the
                         folder, only what 'claimcheck trust' approved (for a folder not yet vetted)
  --root DIR, --config FILE, --help
`

const LINT_OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  'fail-on': { type: 'string' },
  since: { type: 'string' },
  'user-scope': { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const SUGGEST_OPTIONS = {
  write: { type: 'boolean' },
  since: { type: 'string' },
  'user-scope': { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

async function lintSetup(
  values: { root?: string; config?: string; since?: string; 'user-scope'?: boolean; quiet?: boolean },
  memoryDirArgument: string | undefined,
  io: Io,
) {
  // Read-only: the checks run to confirm a proposal leave no cache behind.
  const setup = await setupRun(
    { root: values.root, config: values.config, noCache: true, userScope: values['user-scope'] === true },
    memoryDirArgument,
    io,
  )
  if (setup.userScopeNote !== undefined) io.warn(setup.userScopeNote)
  const files = await listMemoryFiles(setup.memoryDir, setup.include)
  let only: Set<string> | undefined
  if (values.since !== undefined) {
    const added = addedSince(values.since, setup.memoryDir)
    only = new Set(files.filter((file) => added.has(realOrSame(file))))
  }
  // A long lint at a terminal says how far it is, on stderr, cleared before the report.
  const progress = progressLine(io, { quiet: values.quiet === true })
  try {
    const result = await lintMemories(files, setup.memoryDir, setup.root, setup.registry, {
      only,
      timeoutSeconds: setup.timeoutSeconds,
      requireChecks: values.since !== undefined,
      progress: progress.step,
    })
    return { setup, files, ...result }
  } finally {
    progress.end()
  }
}

const realOrSame = (path: string) => {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

function lintText(findings: readonly LintFinding[], color: boolean): string {
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 }
  const lines = findings.map((finding) => {
    counts[finding.severity]++
    // File names and what a memory says come from outside: on one line, control characters written out.
    return `${paintSeverity(`[${finding.code}]`, finding.severity, color)} ${visible(finding.file)}${finding.line ? `:${finding.line}` : ''}: ${visible(finding.detail)}`
  })
  return `${[...lines, ...(lines.length ? [''] : []), `errors=${counts.error} warnings=${counts.warning} info=${counts.info}`].join('\n')}\n`
}

export async function lintCommand(args: string[], io: Io): Promise<number> {
  return (await lintRun(args, io)).code
}

/** `claimcheck lint`, with the findings it reported (for `init`'s next steps). */
export async function lintRun(args: string[], io: Io): Promise<{ code: number; findings: readonly LintFinding[] }> {
  const { values, positionals } = parseCommand(args, LINT_OPTIONS)
  if (values.help) {
    io.stdout(LINT_HELP)
    return { code: 0, findings: [] }
  }
  if (positionals.length > 1)
    throw new ClaimcheckError('USAGE', `lint takes one MEMORY_DIR, got: ${positionals.join(' ')}`)
  const format = oneOf(values.format, 'text', ['text', 'json', ...Object.keys(INDEX_REPORTERS)], 'format')
  const failOn = failOnOption(values['fail-on'])
  const { setup, findings } = await lintSetup(values, positionals[0], io)
  const tool = { name: 'claimcheck', version: meta.version }
  const run = { tool, root: setup.root, from: setup.memoryDirFrom, report: { memoryDir: setup.memoryDir, findings } }
  const runs = [run]
  // Every format names a file as `check` does: relative to the root when inside it, else absolute.
  const named = findings.map((finding) => ({ ...finding, file: fileOfDir(run, finding.file) || '.' }))
  const other = INDEX_REPORTERS[format]
  const text = other
    ? other(runs, { failOn, command: 'lint' })
    : format === 'json'
      ? jsonDocument(
          { tool },
          { root: setup.root, memoryDir: setup.memoryDir, summary: countOf(findings), findings: named },
        )
      : lintText(named, values.output === undefined && useColor(values['no-color'] === true, io))
  if (values.output === undefined) io.stdout(text)
  else await writeFileSafely(resolve(io.cwd, values.output), text, { special: 'write-into' })
  if (format === 'github') appendStepSummary(io, githubSummary(indexFindings(runs, { failOn, command: 'lint' })))
  return { code: findings.some((finding) => failing(finding.severity, failOn)) ? 1 : 0, findings }
}

function countOf(findings: readonly LintFinding[]): Record<LintSeverity, number> {
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 }
  for (const finding of findings) counts[finding.severity]++
  return counts
}

/**
 * `suggest --write` writes into no memory dir a repository's own settings chose
 * (`autoMemoryDirectory` in its `.claude/settings.json`): that value can name any folder of the
 * user's. Read-only commands follow it as Claude Code does; writing there takes the user's word.
 */
function refuseSettingsMemoryDir(memoryDirFrom: string, root: string): void {
  const prefix = 'autoMemoryDirectory in '
  if (!memoryDirFrom.startsWith(prefix)) return
  const settings = memoryDirFrom.slice(prefix.length)
  if (!isInside(resolve(settings), realpathSync(root))) return
  throw new ClaimcheckError(
    'USAGE',
    `suggest --write does not write into a memory dir chosen by ${visible(memoryDirFrom)}, a file of the repository: name it as MEMORY_DIR to write there`,
  )
}

/** A unified diff of `added` lines put in place of `removed` ones at `at` (0-based). */
function insertionDiff(file: string, at: number, removed: readonly string[], added: readonly string[]): string {
  return [
    `--- ${file}`,
    `+++ ${file}`,
    `@@ -${removed.length ? at + 1 : at},${removed.length} +${at + 1},${added.length} @@`,
    ...removed.map((line) => `-${line}`),
    ...added.map((line) => `+${line}`),
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
  const { setup, fossils, findings } = await lintSetup(values, positionals[0], io)
  if (values.write) refuseSettingsMemoryDir(setup.memoryDirFrom, setup.root)
  const shown = (file: string) => relative(io.cwd, file) || file
  const color = useColor(values['no-color'] === true, io)
  let written = 0
  let refused = 0
  const byHand = (file: string, why: string, checks: Parameters<typeof blockLines>[0]) => {
    io.stdout(
      `# ${visible(shown(file))}: not written: ${visible(why)}; add by hand:\n${blockLines(checks)
        .map((line) => `#   ${line}`)
        .join('\n')}\n`,
    )
    refused++
  }
  // A claim that may have rotted is said first: no block is proposed for it (one would make `check` call it fresh).
  for (const finding of findings)
    if (finding.code === 'fossil-missing')
      io.stdout(
        `# ${visible(shown(join(setup.memoryDir, finding.file)))}${finding.line ? `:${finding.line}` : ''}: ${visible(finding.detail)}; no block proposed: fix the claim first\n`,
      )
  for (const fossil of fossils) {
    if (fossil.unwritable) {
      byHand(fossil.file, fossil.unwritable, fossil.checks)
      continue
    }
    const before = readFileSync(fossil.file)
    const insertion = insertVerify(before, fossil.checks, fossil.replaces)
    if (!insertion.ok) {
      byHand(fossil.file, insertion.why, fossil.checks)
      continue
    }
    const lines = before.toString('utf8').split('\n')
    const removed = lines.slice(insertion.at, insertion.at + insertion.replaced).map((line) => line.replace(/\r$/, ''))
    io.stdout(`# ${visible(fossil.found)}\n`)
    const diff = insertionDiff(visible(shown(fossil.file)), insertion.at, removed.map(visible), insertion.lines)
    io.stdout(
      diff
        .split('\n')
        .map((line) => paintDiffLine(line, color))
        .join('\n'),
    )
    if (!values.write) continue
    const outcome = await writeSuggestion(fossil.file, before, fossil.checks, fossil.replaces)
    if (outcome.written) written++
    else {
      io.stderr(`claimcheck: ${visible(shown(fossil.file))}: not written: ${visible(outcome.why)}\n`)
      refused++
    }
  }
  const none = findings.find((finding) => finding.code === 'no-project')
  if (none) io.stdout(`${visible(none.detail)}: nothing to propose\n`)
  else if (fossils.length === 0) io.stdout(`no fossil to give a check in ${visible(setup.memoryDir)}\n`)
  else if (values.write)
    io.stdout(
      `wrote ${written} verify ${written === 1 ? 'block' : 'blocks'}${refused ? `; ${refused} not written` : ''}\n`,
    )
  return refused > 0 ? 1 : 0
}

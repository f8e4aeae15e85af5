// `claimcheck check [MEMORY_DIR]`: run every memory's checks and report (SPEC §6.1).
import { existsSync, realpathSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { ClaimcheckError, INDEX_FILE, listMemoryFiles, verifyMemoryFiles } from '@claimcheck/core'
import type { IndexReport } from '../index-health/index-report.js'
import type { ParseArgsConfig } from 'node:util'
import { oneOf, parseCommand, positiveNumber } from '../args.js'
import { writeFileSafely } from '../files.js'
import { appendStepSummary, noteMemoryDir, useColor, type Io } from '../io.js'
import { meta } from '../meta.js'
import { REPORTERS } from '../reporters/index.js'
import { checkFindings } from '../reporters/check-findings.js'
import { githubSummary } from '../reporters/github.js'
import { summarize, type CheckRun, type Reporter, type ReportOptions } from '../reporters/report.js'
import { progressLine } from '../progress.js'
import { EXTRA_OUTPUT_HELP, extraOutputOptions, extraOutputs, writeExtraOutputs } from '../extra-outputs.js'
import { appendLine, logLine } from '../rollout/run-log.js'
import { everyMemoryDir, runOptions, setupRun, type RunSetup } from '../run-setup.js'

export const CHECK_HELP = `Usage: claimcheck check [MEMORY_DIR | MEMORY_FILE...] [options]

Runs every memory's checks (or just the named files') and reports fresh, stale and unverifiable claims.

Options:
  --format FORMAT        text (default), json, junit, sarif, github (annotations, and a summary
                         appended to $GITHUB_STEP_SUMMARY when it is set), tap or html
  --output FILE          write the report to FILE instead of standard output
${EXTRA_OUTPUT_HELP}
  --observe              report only: exit 0 even when a claim is stale
  --log FILE             append a JSON line about this run to FILE (see claimcheck stats)
  --all                  every memory dir of the project: the one taken without MEMORY_DIR (the
                         config's memoryDir first), Claude Code's auto memory dir, .claude/memory
                         and each subagent's (project, local and user scope), a section each
  --timeout SECONDS      time budget of a check without its own timeout (default 20)
  --offline              make no request: checks that use the network are unverifiable (offline)
  --no-cache             neither read nor write the http cache (.claimcheck/cache/http.json)
  --user-scope           run as a user-scope hook does: no JavaScript config, no checker from the
                         folder, only what 'claimcheck trust' approved (for a folder not yet vetted)
  --concurrency N        checks in flight at once (default 32)
  --root DIR             folder relative targets resolve against (default: the git top level)
  --config FILE          config file (default: the first claimcheck.config.* from here up to the root)
  --no-color, --quiet, --help, --version

Exit codes: 0 nothing stale, 1 a claim is stale, 2 usage, config or internal error.
`

const CHECK_OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  observe: { type: 'boolean' },
  all: { type: 'boolean' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  offline: { type: 'boolean' },
  'no-cache': { type: 'boolean' },
  'user-scope': { type: 'boolean' },
  log: { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const FORMATS = Object.keys(REPORTERS)

/** Memory files named on the command line (all in one folder), or undefined when the arguments are not files. */
function memoryFiles(positionals: string[], cwd: string): string[] | undefined {
  if (positionals.length === 0) return undefined
  const files = positionals.map((path) => resolve(cwd, path))
  const areFiles = files.map((file) => {
    try {
      return statSync(file).isFile()
    } catch {
      return false
    }
  })
  if (!areFiles.some(Boolean)) return undefined
  const notFile = positionals.find((_, i) => !areFiles[i])
  if (notFile !== undefined) throw new ClaimcheckError('USAGE', `not a memory file: ${notFile}`)
  const folders = new Set(files.map((file) => realpathSync(dirname(file))))
  if (folders.size > 1) throw new ClaimcheckError('USAGE', 'memory files given together must be in one memory dir')
  return files.map((file) => realpathSync(file))
}

export async function checkCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, { ...CHECK_OPTIONS, ...extraOutputOptions(FORMATS) })
  if (values.help) {
    io.stdout(CHECK_HELP)
    return 0
  }
  const only = memoryFiles(positionals, io.cwd)
  if (!only && positionals.length > 1) {
    throw new ClaimcheckError('USAGE', `check takes one MEMORY_DIR or memory files, got: ${positionals.join(' ')}`)
  }
  const format = oneOf(values.format, 'text', FORMATS, 'format')
  const extra = extraOutputs(values, FORMATS, io.cwd)
  const timeout = positiveNumber(values.timeout, '--timeout')
  const concurrency = positiveNumber(values.concurrency, '--concurrency', true)

  const flags = {
    root: values.root,
    config: values.config,
    timeout,
    concurrency,
    offline: values.offline === true,
    noCache: values['no-cache'] === true,
    userScope: values['user-scope'] === true,
  }
  if (values.all && positionals.length > 0) {
    throw new ClaimcheckError('USAGE', '--all checks every memory dir of the project: name none')
  }
  const setup = await setupRun(flags, only ? dirname(only[0] as string) : positionals[0], io, values.all === true)
  const { root } = setup
  if (setup.userScopeNote !== undefined) io.warn(setup.userScopeNote)
  const dirs = values.all
    ? everyMemoryDir(setup, io)
    : [{ path: setup.memoryDir, from: only ? 'the memory files named' : setup.memoryDirFrom }]
  const runs: CheckRun[] = []
  const inferredMode = setup.config?.config.inferred ?? 'warn'
  // The memory's age is shown by the JSON report alone: git is asked for it only then.
  const formats = new Set([format, ...extra.map(([as]) => as)])
  for (const { path: memoryDir, from } of dirs) {
    const files = only ?? (await listMemoryFiles(memoryDir, setup.include))
    const progress = progressLine(io, { quiet: values.quiet === true })
    const reports: CheckRun['memories'] = await verifyMemoryFiles(
      files,
      runOptions(setup, memoryDir),
      // No report of `check` shows a body: only those the inferred checks read are kept, until read.
      { bodies: inferredMode === 'off' ? false : 'unchecked', progress: progress.update },
    )
    progress.end()
    if (inferredMode !== 'off') {
      const { addInferred } = await import('../lint/inferred.js')
      await addInferred(reports, { root, memoryDir }, { age: formats.has('json'), keepBodies: false })
    }
    const tool = { name: 'claimcheck', version: meta.version }
    runs.push({ tool, root, memoryDir, ...(values.all ? {} : { memoryDirFrom: from }), memories: reports })
    if (files.length === 0) io.warn(`no memory files in ${memoryDir}`)
  }
  if (dirs.length === 0) io.warn(`no memory dir found for ${root}`)

  const color = values.output === undefined && useColor(values['no-color'] === true, io)
  const options: ReportOptions = {
    inferred: inferredMode,
    observe: values.observe === true,
    color,
    quiet: values.quiet === true,
    sections: values.all === true,
    forPeople: values.output === undefined && io.stdoutIsTTY,
    from: new Map(dirs.map((dir) => [dir.path, dir.from])),
    date: new Date(),
    cwd: io.cwd,
    docs: new Map(
      setup.registry.entries().flatMap(({ checker }) => (checker.meta.docs ? [[checker.kind, checker.meta.docs]] : [])),
    ),
  }
  const render = async (as: string, shown: ReportOptions) => {
    const indexes = as === 'html' ? { indexes: await indexReports(runs) } : {}
    return (REPORTERS[as] as Reporter)(runs, { ...shown, ...indexes })
  }
  const text = await render(format, options)
  if (format === 'github' || extra.some(([as]) => as === 'github'))
    appendStepSummary(io, githubSummary(checkFindings(runs, options)))
  if (!values.all && format === 'text') noteMemoryDir(io, setup.memoryDir, dirs[0]?.from ?? '', options.quiet)
  if (values.output !== undefined)
    await writeFileSafely(resolve(io.cwd, values.output), text, { special: 'write-into' })
  else io.stdout(text)
  // Files are for programs and for later: no color, nothing written for a person at a terminal.
  await writeExtraOutputs(extra, (as) => render(as, { ...options, color: false, forPeople: false }))

  // An inferred check fails the run only when the config asks for it (SPEC §6.4.1).
  const stale = runs.some(
    (run) => summarize(run.memories).stale > 0 || (inferredMode === 'error' && summarize(run.memories).inferred > 0),
  )
  const code = values.observe || !stale ? 0 : 1
  if (values.log !== undefined) appendLine(resolve(io.cwd, values.log), logLine(runs, code, values.observe === true))
  if (format === 'text' && !options.quiet && only === undefined) await sayNothingChecked(runs, setup, io)
  return code
}

/** What Claude Code loads of each memory dir's MEMORY.md, for the page that draws it. */
/** The empty state (SPEC §6): memories, none of them checked, said once on stderr with the next step. */
async function sayNothingChecked(runs: readonly CheckRun[], setup: RunSetup, io: Io): Promise<void> {
  const { nothingChecked, emptyStateLine, countProposable } = await import('../lint/empty-state.js')
  for (const run of runs) {
    if (!nothingChecked(run.memories)) continue
    const files = run.memories.map((memory) => memory.file)
    const proposable = await countProposable(files, { ...setup, memoryDir: run.memoryDir })
    const line = emptyStateLine({ memories: files.length, proposable }, 'person')
    io.stderr(`claimcheck: ${runs.length > 1 ? `${run.memoryDir}: ` : ''}${line}\n`)
  }
}

async function indexReports(runs: readonly CheckRun[]): Promise<Map<string, IndexReport>> {
  const { checkIndex, DEFAULT_INDEX_SETTINGS } = await import('../index-health/index-report.js')
  const reports = new Map<string, IndexReport>()
  for (const run of runs) {
    if (!existsSync(join(run.memoryDir, INDEX_FILE))) continue
    try {
      reports.set(run.memoryDir, await checkIndex(run.memoryDir, DEFAULT_INDEX_SETTINGS))
    } catch {
      // An index that cannot be read is `claimcheck index`'s to report; the page goes without it.
    }
  }
  return reports
}

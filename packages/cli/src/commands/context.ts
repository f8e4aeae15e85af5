// `claimcheck context [MEMORY_DIR]`: hand memory over (SPEC §6.2). `--format claude-hook` hands
// the run to the Claude Code hooks (hooks/hooks.ts). Heavy modules load only when a run
// needs them, so the hook's answer for a file that is not a memory costs little more than Node's start.
import type { ParseArgsConfig } from 'node:util'
import type { MemoryReport } from '@claimcheck/core'
import { ClaimcheckError } from '@claimcheck/core/errors'
import { parseCommand, positiveNumber } from '../args.js'
import { asksForHookAnswer, neverBreakingTheSession } from '../hooks/hook-guard.js'
import type { Io } from '../io.js'
import { projectMemoryDirs } from '../claude-code/memory-dir.js'
import { resolveRoot } from '../locate.js'
import { meta } from '../meta.js'
import type { SetupFlags } from '../run-setup.js'

export const CONTEXT_HELP = `Usage: claimcheck context [MEMORY_DIR] [options]

Hands memory over: fresh and unverifiable memories in full, stale ones held back with their reason.

Options:
  --format markdown|json|claude-hook   output (default markdown); claude-hook is Claude Code's hook
  --max-chars N          cap the markdown output: bodies are dropped before held lines
  --all                  every memory dir of the project (the config's memoryDir, Claude Code's auto
                         memory dir, .claude/memory and each subagent's), a section each; markdown
                         or json
  --deadline SECONDS     claude-hook: time for the whole run (default 10)
  --withhold             claude-hook: answer a read of a stale topic file with its body withheld
  --require              claude-hook: deny a Write that creates a topic file with no verify block
  --user-scope           load a JavaScript config only once approved with 'claimcheck trust'
                         (what a user-scope hook passes: it runs in any folder opened)
  --timeout SECONDS      time budget of a check without its own timeout (default 20)
  --offline              make no request: checks that use the network are unverifiable (offline)
  --no-cache             neither read nor write the http cache (.claimcheck/cache/http.json)
  --concurrency N, --root DIR, --config FILE, --help

Exit codes: 0 nothing held, 1 a memory is held, 2 verification could not run (every memory held).
claude-hook always exits 0.
`

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  'max-chars': { type: 'string' },
  deadline: { type: 'string' },
  withhold: { type: 'boolean' },
  require: { type: 'boolean' },
  'user-scope': { type: 'boolean' },
  all: { type: 'boolean' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  offline: { type: 'boolean' },
  'no-cache': { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const DEFAULT_DEADLINE_SECONDS = 10

export async function contextCommand(args: string[], io: Io): Promise<number> {
  if (!asksForHookAnswer(args)) return runContext(args, io)
  return neverBreakingTheSession(() => runContext(args, io), io)
}

async function runContext(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, OPTIONS)
  if (values.help) {
    io.stdout(CONTEXT_HELP)
    return 0
  }
  const format = values.format ?? 'markdown'
  if (!['markdown', 'json', 'claude-hook'].includes(format)) {
    throw new ClaimcheckError('USAGE', `unknown format '${format}' (expected markdown, json or claude-hook)`)
  }
  if (positionals.length > 1)
    throw new ClaimcheckError('USAGE', `context takes one MEMORY_DIR, got: ${positionals.join(' ')}`)
  const flags = {
    root: values.root,
    config: values.config,
    timeout: positiveNumber(values.timeout, '--timeout'),
    concurrency: positiveNumber(values.concurrency, '--concurrency', true),
    userScope: values['user-scope'] === true,
    offline: values.offline === true,
    noCache: values['no-cache'] === true,
  }
  const maxChars = positiveNumber(values['max-chars'], '--max-chars', true)
  if (maxChars !== undefined && format !== 'markdown') {
    throw new ClaimcheckError('USAGE', '--max-chars applies to --format markdown')
  }
  if ((values.withhold || values.require) && format !== 'claude-hook') {
    throw new ClaimcheckError('USAGE', `--${values.withhold ? 'withhold' : 'require'} applies to --format claude-hook`)
  }
  if (values.all) {
    if (format === 'claude-hook' || positionals.length > 0 || maxChars !== undefined) {
      throw new ClaimcheckError(
        'USAGE',
        '--all takes no MEMORY_DIR, and goes with --format markdown or json without --max-chars',
      )
    }
    return handOverAll(format as 'markdown' | 'json', flags, io)
  }
  if (format === 'claude-hook') {
    const deadline = positiveNumber(values.deadline, '--deadline') ?? DEFAULT_DEADLINE_SECONDS
    const { answerClaudeHook } = await import('../hooks/hooks.js')
    return answerClaudeHook(
      {
        flags,
        memoryDirArgument: positionals[0],
        deadlineMs: deadline * 1000,
        withhold: values.withhold === true,
        require: values.require === true,
      },
      io,
    )
  }
  return handOver(format as 'markdown' | 'json', flags, positionals[0], io, maxChars)
}

async function handOver(
  format: 'markdown' | 'json',
  flags: SetupFlags,
  memoryDir: string | undefined,
  io: Io,
  maxChars: number | undefined,
): Promise<number> {
  const { verifyForHandover, holdEverything } = await import('../context/verify.js')
  const { reportPath } = await import('../reporters/report.js')
  const { handoverBody, renderMarkdown } = await import('../context/render.js')
  const { jsonDocument } = await import('../reporters/sections.js')
  const render = (
    reports: Parameters<typeof renderMarkdown>[0],
    root: string,
    dir: string,
    cap?: number,
    memoryDirFrom?: string,
  ) =>
    format === 'json'
      ? jsonDocument(
          { tool: { name: 'claimcheck', version: meta.version }, root },
          handoverBody(reports, { memoryDir: dir, memoryDirFrom, path: (file: string) => reportPath(file, root) }),
        )
      : renderMarkdown(reports, cap)
  let verified
  try {
    verified = await verifyForHandover(flags, memoryDir, io, undefined, undefined, true, { age: false })
  } catch (error) {
    // Fail toward distrust: nothing is handed over as if it had been checked.
    const held = await holdEverything(error, flags, memoryDir, io)
    if (held && held.reports.length > 0) io.stdout(render(held.reports, held.root, held.memoryDir, maxChars))
    throw error
  }
  const { setup, reports } = verified
  const cap = maxChars ?? setup.config?.config.context?.maxChars
  // The empty state (SPEC §6): said once, first, so that no cap cuts it.
  const { nothingChecked, emptyStateLine, countProposable } = await import('../lint/empty-state.js')
  let first = ''
  if (format === 'markdown' && nothingChecked(reports)) {
    const files = reports.map((report) => report.file)
    first = `_${emptyStateLine({ memories: files.length, proposable: await countProposable(files, setup) }, 'agent')}_\n\n`
  }
  io.stdout(
    `${first}${render(reports, setup.root, setup.memoryDir, cap === undefined ? undefined : Math.max(0, cap - first.length), setup.memoryDirFrom)}`,
  )
  return reports.some((report) => report.status === 'stale') ? 1 : 0
}

/**
 * `--all`: every memory dir of the project, a section each (markdown: `# <dir> (<how it was
 * found>)`; JSON: `sections`). Exit 1 when any memory is held; when verification cannot run, every
 * memory of every dir is held and the exit code is 2.
 */
async function handOverAll(format: 'markdown' | 'json', flags: SetupFlags, io: Io): Promise<number> {
  const { verifyForHandover, holdEverything } = await import('../context/verify.js')
  const { reportPath } = await import('../reporters/report.js')
  const { handoverBody, renderMarkdown } = await import('../context/render.js')
  const { jsonSections, markdownSectionHeading } = await import('../reporters/sections.js')
  const { everyMemoryDir, setupBase } = await import('../run-setup.js')
  // A config that cannot be read: its error holds every memory of the dirs found without it, below.
  const base = await setupBase(flags, io).catch(() => undefined)
  const root = base?.root ?? resolveRoot(flags.root, io)
  const dirs = base ? everyMemoryDir(base, io) : projectMemoryDirs(root, io)
  if (dirs.length === 0) io.warn(`no memory dir found for ${root}`)
  const tool = { name: 'claimcheck', version: meta.version }
  const render = (sections: Array<{ dir: { path: string; from: string }; reports: MemoryReport[] }>) => {
    if (format === 'markdown') {
      return sections
        .map(({ dir, reports }) => `${markdownSectionHeading(dir.path, dir.from)}\n\n${renderMarkdown(reports)}`)
        .join('\n')
    }
    const path = (file: string) => reportPath(file, root)
    return jsonSections(
      { tool, root },
      sections.map(({ dir, reports }) => ({
        from: dir.from,
        body: handoverBody(reports, { memoryDir: dir.path, path }),
      })),
    )
  }
  const sections: Array<{ dir: { path: string; from: string }; reports: MemoryReport[] }> = []
  try {
    for (const dir of dirs)
      sections.push({
        dir,
        reports: (await verifyForHandover(flags, dir.path, io, undefined, undefined, true, { age: false })).reports,
      })
  } catch (error) {
    // Fail toward distrust: nothing is handed over as if it had been checked.
    const held = await Promise.all(
      dirs.map(async (dir) => ({ dir, reports: (await holdEverything(error, flags, dir.path, io))?.reports ?? [] })),
    )
    io.stdout(render(held))
    throw error
  }
  io.stdout(render(sections))
  return sections.some(({ reports }) => reports.some((report) => report.status === 'stale')) ? 1 : 0
}

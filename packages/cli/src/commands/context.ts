// `claimcheck context [MEMORY_DIR]`: hand memory over (SPEC §6.2), and the Claude Code hooks
// (`--format claude-hook`, SPEC §8.2, §8.4). Heavy modules load only when a run needs them, so
// the hook's answer for a file that is not a memory costs little more than Node's start.
import { realpathSync } from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import type { MemoryReport } from '@claimcheck/core'
import { ClaimcheckError } from '@claimcheck/core/errors'
import { parseCommand, positiveNumber } from '../args.js'
import {
  failureContext,
  hookOutput,
  readContext,
  sessionStartContext,
  withheldRead,
} from '../claude-code/hook-answers.js'
import type { Io } from '../io.js'
import { autoMemoryDir, autoMemoryDisabled, NO_MEMORY_DIR, projectMemoryDirs, resolveRoot } from '../locate.js'
import { meta } from '../meta.js'
import { parseHookPayload, type HookPayload } from '../claude-code/hook-payload.js'
import { verifyInThread } from '../context/hook-thread.js'
import type { SetupFlags } from '../run-setup.js'
import { jsonForLogs, visible } from '../visible-text.js'

export const CONTEXT_HELP = `Usage: claimcheck context [MEMORY_DIR] [options]

Hands memory over: fresh and unverifiable memories in full, stale ones held back with their reason.

Options:
  --format markdown|json|claude-hook   output (default markdown); claude-hook is Claude Code's hook
  --max-chars N          cap the markdown output: bodies are dropped before held lines
  --all                  every memory dir of the project (Claude Code's auto memory dir and each
                         subagent's), a section each; markdown or json
  --deadline SECONDS     claude-hook: time for the whole run (default 10)
  --withhold             claude-hook: answer a read of a stale topic file with its body withheld
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
  'user-scope': { type: 'boolean' },
  all: { type: 'boolean' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  offline: { type: 'boolean' },
  'no-cache': { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const DEFAULT_DEADLINE_SECONDS = 10
/** How long a hook waits for Claude Code's JSON on stdin. */
const STDIN_WAIT_MS = 2000

export async function contextCommand(args: string[], io: Io): Promise<number> {
  // A hook must never break the session: even a command line it cannot read ends in exit 0.
  const hook = args.some(
    (arg, i) => arg === '--format=claude-hook' || (arg === 'claude-hook' && /^(-f|--format)$/.test(args[i - 1] ?? '')),
  )
  if (!hook) return runContext(args, io)
  try {
    return await runContext(args, io)
  } catch (error) {
    io.stdout(
      hookOutput('SessionStart', failureContext(io.cwd, error instanceof Error ? error.message : String(error))),
    )
    return 0
  }
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
  if (values.withhold && format !== 'claude-hook') {
    throw new ClaimcheckError('USAGE', '--withhold applies to --format claude-hook')
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
    return claudeHook(flags, positionals[0], io, deadline * 1000, values.withhold === true)
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
  const { renderJson, renderMarkdown } = await import('../context/render.js')
  const render = (
    reports: Parameters<typeof renderMarkdown>[0],
    root: string,
    dir: string,
    cap?: number,
    memoryDirFrom?: string,
  ) =>
    format === 'json'
      ? renderJson(reports, {
          tool: { name: 'claimcheck', version: meta.version },
          root,
          memoryDir: dir,
          memoryDirFrom,
          path: (file: string) => reportPath(file, root),
        })
      : renderMarkdown(reports, cap)
  let verified
  try {
    verified = await verifyForHandover(flags, memoryDir, io)
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
  const { renderJson, renderMarkdown } = await import('../context/render.js')
  const root = resolveRoot(flags.root, io)
  const dirs = projectMemoryDirs(root, io)
  if (dirs.length === 0) io.warn(`no memory dir found for ${root}`)
  const tool = { name: 'claimcheck', version: meta.version }
  const render = (sections: Array<{ dir: { path: string; from: string }; reports: MemoryReport[] }>) => {
    if (format === 'markdown') {
      return sections
        .map(({ dir, reports }) => `# ${visible(dir.path)} (${visible(dir.from)})\n\n${renderMarkdown(reports)}`)
        .join('\n')
    }
    const parts = sections.map(({ dir, reports }) => {
      const json = renderJson(reports, { tool, root, memoryDir: dir.path, path: (file) => reportPath(file, root) })
      const { schemaVersion: _version, tool: _tool, root: _root, ...section } = JSON.parse(json)
      return { from: dir.from, ...section }
    })
    return `${jsonForLogs(JSON.stringify({ schemaVersion: 1, tool, root, sections: parts }, null, 2))}\n`
  }
  const sections: Array<{ dir: { path: string; from: string }; reports: MemoryReport[] }> = []
  try {
    for (const dir of dirs) sections.push({ dir, reports: (await verifyForHandover(flags, dir.path, io)).reports })
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

/** Whether a path is a topic file of the memory dir: `*.md` directly in it, not the index. */
function isTopicFile(file: string, memoryDir: string): boolean {
  if (!file.endsWith('.md') || basename(file) === 'MEMORY.md') return false
  try {
    return realpathSync(dirname(file)) === realpathSync(memoryDir)
  } catch {
    return false
  }
}

/** What of the environment a verifying thread needs: plain data, which a thread can be sent. */
const jobEnv = ({ cwd, env, home }: Io) => ({ cwd, env: { ...env }, home })

/**
 * The Claude Code hooks. The verification runs in a thread of its own, stopped at the deadline
 * whatever a checker does; this thread only reads the payload, waits, and answers.
 */
async function claudeHook(
  flags: SetupFlags,
  memoryDirArgument: string | undefined,
  io: Io,
  deadlineMs: number,
  withhold: boolean,
): Promise<number> {
  const started = Date.now()
  const payload: HookPayload = parseHookPayload(await io.readInput(Math.min(STDIN_WAIT_MS, deadlineMs)))
  const env: Io = { ...io, cwd: payload.cwd ? resolve(io.cwd, payload.cwd) : io.cwd }
  const memoryDirOf = () =>
    memoryDirArgument !== undefined
      ? resolve(env.cwd, memoryDirArgument)
      : autoMemoryDir(resolveRoot(flags.root, env), env).path
  // Without a payload (run by hand), the SessionStart answer; an event it does not handle: nothing.
  if (payload.hookEventName !== undefined && !['SessionStart', 'PostToolUse'].includes(payload.hookEventName)) return 0
  const event = payload.hookEventName === 'PostToolUse' ? 'PostToolUse' : 'SessionStart'
  let where = env.cwd
  try {
    if (event === 'PostToolUse') {
      if (payload.toolName !== undefined && payload.toolName !== 'Read') return 0
      if (payload.filePath === undefined) return 0
      const file = resolve(env.cwd, payload.filePath)
      const memoryDir = memoryDirOf()
      // The path taken on every read of every file: decided before anything heavy is loaded.
      if (!isTopicFile(file, memoryDir)) return 0
      where = memoryDir
      const left = deadlineMs - (Date.now() - started)
      const { reports } = await verifyInThread(
        { flags, memoryDirArgument: memoryDir, env: jobEnv(env), deadlineMs: left, only: [realpathSync(file)] },
        { warn: io.warn, deadlineFlag: deadlineMs / 1000 },
      )
      const report = reports[0]
      if (report?.status !== 'stale') return 0
      io.stdout(
        withhold
          ? withheldRead(report, payload.filePath, basename(file))
          : hookOutput(event, readContext(report, basename(file))),
      )
      return 0
    }
    // Claude Code's auto memory is off: there is no memory to hold back.
    if (memoryDirArgument === undefined && autoMemoryDisabled(resolveRoot(flags.root, env), env)) return 0
    try {
      where = memoryDirOf()
    } catch {
      // Named by the project folder until the run finds the memory dir.
    }
    const left = deadlineMs - (Date.now() - started)
    const result = await verifyInThread(
      { flags, memoryDirArgument, env: jobEnv(env), deadlineMs: left },
      { warn: io.warn, deadlineFlag: deadlineMs / 1000 },
    )
    where = result.memoryDir
    const held = result.reports.filter((report) => report.status === 'stale')
    // What a user-scope run left out is said once a session: here, and on stderr.
    const skipped = result.userScopeNote === undefined ? [] : [result.userScopeNote]
    skipped.forEach(io.warn)
    if (held.length === 0 && skipped.length === 0) return 0
    const facts = held.length === 0 ? [] : [sessionStartContext(held, (file) => relative(result.memoryDir, file))]
    io.stdout(hookOutput(event, [...skipped, ...facts].join('\n')))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // A project without memory has nothing to hold back: the session starts as it would without claimcheck.
    if (message.startsWith(NO_MEMORY_DIR)) return 0
    io.stdout(hookOutput(event, failureContext(where, message)))
  }
  return 0
}

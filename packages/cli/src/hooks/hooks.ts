// The Claude Code hooks (`context --format claude-hook`, SPEC §8.2, §8.4, §8.6): one entry point,
// dispatching on the event Claude Code names on stdin. Every hook verifies the memory dir Claude
// Code uses for the session's folder, answers by one moment (its deadline counts from the process's
// start, setup included), ends everything its run started, and always exits 0. Heavy modules load
// only when a run needs them: the answer for a file that is not a memory costs little more than
// Node's start.
import { existsSync, realpathSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import type { Io } from '../io.js'
import type { CheckAdvice } from '../lint/advice.js'
import { hasStaleInferred } from '../lint/inferred-facts.js'
import { autoMemoryDisabled } from '../claude-code/memory-dir.js'
import { NO_MEMORY_DIR, resolveRoot } from '../locate.js'
import { visible } from '../visible-text.js'
import type { SetupFlags } from '../run-setup.js'
import {
  adviceContext,
  denyCreate,
  droppedGroup,
  failureContext,
  fitContext,
  heldGroup,
  hookOutput,
  inferredGroup,
  readContext,
  readInferredContext,
  withheldRead,
  withSystemMessage,
  writtenStaleContext,
  type FactGroup,
  type HookEvent,
} from './hook-answers.js'
import { parseHookPayload, type HookPayload } from './hook-payload.js'
import { OVERSIZED_INPUT } from '../stdin.js'
import { verifyForHook } from './hook-in-place.js'
import type { HookJob } from './hook-thread.js'
import { memoryDirFor, STDIN_WAIT_MS, toolRoute, WRITE_TOOLS, type RouteOptions } from './hook-route.js'

export interface HookOptions {
  flags: SetupFlags
  /** A memory dir named on the hook's command line, instead of Claude Code's auto memory dir. */
  memoryDirArgument: string | undefined
  /** Time for the whole run, from the process's start. */
  deadlineMs: number
  /** Answer a read of a stale topic file with its body withheld (SPEC §8.4). */
  withhold: boolean
  /** Deny a Write that creates a topic file with no verify block (SPEC §8.6). */
  require: boolean
}

interface Hook extends HookOptions {
  io: Io
  /** The environment of the session: its `cwd` from the payload. */
  env: Io
  payload: HookPayload
  deadlineAt: number
}

const routeOptions = (hook: Hook): RouteOptions => ({
  memoryDirArgument: hook.memoryDirArgument,
  root: hook.flags.root,
  require: hook.require,
})

const memoryDirOf = (hook: Hook) => memoryDirFor(routeOptions(hook), hook.env)

/**
 * The file as a path of the memory dir, its folder's links resolved but not its own: a memory file
 * that is a symlink is judged as one (one leading out of the memory dir and the root is held
 * unread), as the SessionStart hook judges it, never read as the file it leads to.
 */
const inMemoryDir = (file: string) => join(realpathSync(dirname(file)), basename(file))

/** What of the environment a verifying thread needs: plain data, which a thread can be sent. */
const jobOf = (hook: Hook, job: Omit<HookJob, 'flags' | 'env' | 'deadlineAt'>): HookJob => ({
  flags: hook.flags,
  env: { cwd: hook.env.cwd, env: { ...hook.env.env }, home: hook.env.home },
  deadlineAt: hook.deadlineAt,
  ...job,
})

const verify = (hook: Hook, job: Omit<HookJob, 'flags' | 'env' | 'deadlineAt'>) =>
  verifyForHook(jobOf(hook, job), { warn: hook.io.warn, notice: hook.io.notice, deadlineFlag: hook.deadlineMs / 1000 })

/** The index entries past what Claude Code loads, read bounded; none when the index cannot be read. */
async function droppedOf(memoryDir: string) {
  try {
    const { readIndexBudget, DEFAULT_INDEX_SETTINGS } = await import('../index-health/index-report.js')
    const { droppedEntries } = await import('../index-health/dropped.js')
    return droppedEntries(readIndexBudget(memoryDir, DEFAULT_INDEX_SETTINGS).budget, DEFAULT_INDEX_SETTINGS)
  } catch {
    return []
  }
}

/**
 * A memory dir the repository commits that leads out of it (SPEC §10): never read, said once a
 * session as a fact in the context, and on stderr as `check` says it.
 */
async function committedLeadingOut(hook: Hook): Promise<string[]> {
  const { refusedCommittedMemoryDirs, notReadingCommitted } = await import('../run-setup.js')
  return refusedCommittedMemoryDirs(resolveRoot(hook.flags.root, hook.env), hook.env).map(({ from, real }) => {
    hook.io.warn(notReadingCommitted({ from, real }))
    return `The memory dir this repository commits at ${visible(from)} was not read by claimcheck: it leads out of the repository, to ${visible(real)}.`
  })
}

/** SessionStart: the held memories, what user scope left out, and the index entries the session will not see. */
async function sessionStart(hook: Hook): Promise<string | undefined> {
  const { env, flags, memoryDirArgument } = hook
  const refused = memoryDirArgument === undefined ? await committedLeadingOut(hook) : []
  const committed: FactGroup = { facts: refused, more: () => '' }
  // Claude Code's auto memory is off: there is no memory to hold back.
  if (memoryDirArgument === undefined && autoMemoryDisabled(resolveRoot(flags.root, env), env))
    return refused.length > 0 ? fitContext([committed]) : undefined
  const memoryDir = memoryDirOf(hook)
  if (!existsSync(memoryDir)) return refused.length > 0 ? fitContext([committed]) : undefined
  const verifying = verify(hook, { memoryDirArgument: memoryDir, inferred: { age: false } })
  const dropped = await droppedOf(memoryDir)
  const result = await verifying
  const held = result.reports.filter((report) => report.status === 'stale')
  const inferred = result.reports.filter(hasStaleInferred)
  // What a user-scope run left out is said once a session: here, and on stderr.
  const note = result.userScopeNote === undefined ? [] : [result.userScopeNote]
  note.forEach(hook.io.warn)
  // Nothing checked must not read as all claims holding (SPEC §6): said once, without counting what
  // suggest could do (that would spend the hook's deadline on a lint).
  const { nothingChecked, emptyStateLine } = await import('../lint/empty-state.js')
  const unchecked = nothingChecked(result.reports) ? [emptyStateLine({ memories: result.reports.length }, 'agent')] : []
  const groups: FactGroup[] = [
    committed,
    { facts: note, more: () => '' },
    heldGroup(held, (file) => relative(result.memoryDir, file)),
    droppedGroup(dropped, 'session'),
    inferredGroup(inferred, (file) => relative(result.memoryDir, file)),
    { facts: unchecked, more: () => '' },
  ]
  return groups.some((group) => group.facts.length > 0) ? fitContext(groups) : undefined
}

/** PostToolUse on Read: a stale topic file gets a warning, or with `--withhold` its body withheld. */
async function afterRead(hook: Hook, file: string, memoryDir: string): Promise<string | undefined> {
  const { reports } = await verify(hook, {
    memoryDirArgument: memoryDir,
    only: [inMemoryDir(file)],
    inferred: { age: 'when-stale', changesOf: 'all' },
  })
  const report = reports[0]
  const shown = basename(file)
  // A memory with no check is never withheld for what it names (SPEC §6.4.1): a note says what is false.
  if (report !== undefined && hasStaleInferred(report))
    return hookOutput('PostToolUse', readInferredContext(report, shown))
  if (report?.status !== 'stale') return undefined
  if (hook.withhold) return withheldRead(report, hook.payload.filePath as string, shown)
  return hookOutput('PostToolUse', readContext(report, shown))
}

/**
 * PostToolUse on Write, Edit or MultiEdit (SPEC §8.6): a topic file is verified as it now is on
 * disk; its check failing right now, or a checkable claim with no check, is said. A write to the
 * index that leaves entries past what Claude Code loads names them.
 */
async function afterWrite(hook: Hook, file: string, memoryDir: string, kind: 'index' | 'topic') {
  if (kind === 'index') {
    const dropped = await droppedOf(memoryDir)
    return dropped.length === 0 ? undefined : hookOutput('PostToolUse', fitContext([droppedGroup(dropped, 'write')]))
  }
  const { reports, advice } = await verify(hook, {
    memoryDirArgument: memoryDir,
    only: [inMemoryDir(file)],
    advise: true,
    inferred: { age: false },
  })
  const report = reports[0]
  const shown = basename(file)
  if (report?.status === 'stale') return hookOutput('PostToolUse', writtenStaleContext(report, shown))
  // A name placed in a file that does not hold it is false on the day it is written, as a missing path is
  // (the paths themselves are the advice's own, by the same judgement).
  const misplaced = (report?.inferred ?? [])
    .filter((check) => check.status === 'stale' && check.claim.startsWith('`'))
    .map((check) => check.claim)
  if (advice && (advice.check || advice.missing.length > 0 || misplaced.length > 0))
    return hookOutput('PostToolUse', adviceContext({ ...advice, misplaced }, shown))
  return undefined
}

/**
 * PreToolUse on Write with `--require`: creating a topic file with no verify block is denied, with
 * the block to add worked out on the text being written (nothing is on disk yet).
 */
async function beforeWrite(hook: Hook, file: string, memoryDir: string): Promise<string | undefined> {
  // Existing memories are never blocked: only a Write that creates one.
  if (existsSync(file)) return undefined
  const { memoryFromText } = await import('@claimcheck/core')
  const text = hook.payload.content ?? ''
  const memory = memoryFromText(file, text)
  if (memory.verify.kind === 'block') return undefined
  let advice: CheckAdvice | undefined
  try {
    const draft = { file: inMemoryDir(file), text }
    advice = (await verify(hook, { memoryDirArgument: memoryDir, draft })).advice?.check
  } catch {
    // The denial does not wait on its advice: without it, the general form of a block.
  }
  return denyCreate(basename(file), memory.verify.result.reason, advice)
}

/**
 * The hook's notices (Environment's `notice`): each said once, on stderr and in the answer's
 * system message, those said before the program was loaded included.
 */
function collectNotices(io: Io): { io: Io; notices: string[] } {
  const notices = [...new Set(io.noticesSaid ?? [])]
  const notice = (message: string) => {
    if (notices.includes(message)) return
    notices.push(message)
    io.warn(message)
  }
  return { io: { ...io, notice }, notices }
}

/** Runs the hook the payload names and prints its answer; always 0. */
export async function answerClaudeHook(options: HookOptions, given: Io): Promise<number> {
  const { io, notices } = collectNotices(given)
  const answer = (text: string | undefined) => {
    const said = withSystemMessage(text, notices)
    if (said !== undefined) io.stdout(said)
  }
  const deadlineAt = (io.startedAt ?? Date.now()) + options.deadlineMs
  const wait = Math.max(0, Math.min(STDIN_WAIT_MS, deadlineAt - Date.now()))
  const input = await io.readInput(wait)
  // A payload too large to read (a Write of a large file) names no event claimcheck could answer.
  if (input === OVERSIZED_INPUT) return 0
  const payload = parseHookPayload(input)
  const env: Io = { ...io, cwd: payload.cwd ? resolve(io.cwd, payload.cwd) : io.cwd }
  const hook: Hook = { ...options, io, env, payload, deadlineAt }
  // Without a payload (run by hand), the SessionStart answer.
  const event = payload.hookEventName ?? 'SessionStart'
  const tool = payload.toolName
  let where = env.cwd
  try {
    if (event === 'SessionStart') {
      try {
        where = memoryDirOf(hook)
      } catch {
        // Named by the project folder until the run finds the memory dir.
      }
      const context = await sessionStart(hook)
      answer(context === undefined ? undefined : hookOutput('SessionStart', context))
      return 0
    }
    // The path taken on every use of the tool: decided before anything heavy is loaded.
    const route = toolRoute(payload, routeOptions(hook), env)
    if (route === undefined) return 0
    const { file, memoryDir, kind } = route
    where = memoryDir
    let said: string | undefined
    if (event === 'PreToolUse') said = await beforeWrite(hook, file, memoryDir)
    else if (tool !== undefined && WRITE_TOOLS.has(tool)) said = await afterWrite(hook, file, memoryDir, kind)
    else if (kind === 'topic') said = await afterRead(hook, file, memoryDir)
    answer(said)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // A project without memory has nothing to hold back: the session goes on as it would without claimcheck.
    // A gate that cannot decide lets the write through: an error of claimcheck's never blocks the agent.
    if (message.startsWith(NO_MEMORY_DIR) || event === 'PreToolUse') answer(undefined)
    else answer(hookOutput(event as HookEvent, failureContext(where, message)))
  }
  return 0
}

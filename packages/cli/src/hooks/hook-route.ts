// Which memory file a tool's use touches, decided on the payload and paths alone: the path every
// Read, Write and Edit of a session takes, so it loads nothing but the memory dir's lookup. The bin
// runs it before the program loads (a file that is not a memory is answered with nothing, at once).
import { realpathSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import type { Environment } from '../environment.js'
import { resolveRoot } from '../locate.js'
import { OVERSIZED_INPUT } from '../stdin.js'
import { parseHookPayload, type HookPayload } from './hook-payload.js'
import { autoMemoryDir } from '../claude-code/memory-dir.js'

/** How long a hook waits for Claude Code's JSON on stdin. */
export const STDIN_WAIT_MS = 2000
const INDEX_FILE = 'MEMORY.md'
export const WRITE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit'])

/** What of the hook's command line the route depends on. */
export interface RouteOptions {
  /** A memory dir named on the hook's command line, instead of Claude Code's auto memory dir. */
  memoryDirArgument: string | undefined
  /** `--root`. */
  root: string | undefined
  /** `--require`: PreToolUse on Write creating a topic file is gated. */
  require: boolean
}

/** A use of a tool on a file of the memory dir, which the hook answers. */
export interface ToolRoute {
  file: string
  memoryDir: string
  kind: 'index' | 'topic'
}

const realOr = (path: string) => {
  try {
    return realpathSync(path)
  } catch {
    return undefined
  }
}

/** The memory dir the session uses: the one named on the command line, else Claude Code's auto memory dir. */
export function memoryDirFor(options: RouteOptions, env: Environment): string {
  if (options.memoryDirArgument !== undefined) return resolve(env.cwd, options.memoryDirArgument)
  return autoMemoryDir(resolveRoot(options.root, env), env).path
}

/** What a path is to the memory dir: its index, one of its topic files (`*.md` directly in it), or neither. */
function memoryFileKind(file: string, memoryDir: string): 'index' | 'topic' | undefined {
  if (!file.endsWith('.md')) return undefined
  const dir = realOr(dirname(file))
  if (dir === undefined || dir !== realOr(memoryDir)) return undefined
  return basename(file) === INDEX_FILE ? 'index' : 'topic'
}

/**
 * `CLAIMCHECK_REQUIRE_CHECKS` turns the gate on where the hook's command line is fixed (the
 * plugin's): set it in Claude Code's settings (`"env": {"CLAIMCHECK_REQUIRE_CHECKS": "1"}`).
 */
const requiredByEnvironment = (env: Environment) =>
  ['1', 'true', 'yes', 'on'].includes((env.env.CLAIMCHECK_REQUIRE_CHECKS ?? '').trim().toLowerCase())

/**
 * The memory file a PreToolUse or PostToolUse payload touches, when the hook has something to do
 * with it; undefined when its answer is nothing. `env.cwd` is the session's (the payload's).
 * Throws what finding the memory dir throws.
 */
export function toolRoute(payload: HookPayload, options: RouteOptions, env: Environment): ToolRoute | undefined {
  const event = payload.hookEventName
  const tool = payload.toolName
  const onTool =
    (event === 'PostToolUse' && (tool === undefined || tool === 'Read' || WRITE_TOOLS.has(tool))) ||
    (event === 'PreToolUse' && tool === 'Write' && (options.require || requiredByEnvironment(env)))
  if (!onTool || payload.filePath === undefined) return undefined
  const file = resolve(env.cwd, payload.filePath)
  const memoryDir = memoryDirFor(options, env)
  const kind = memoryFileKind(file, memoryDir)
  if (kind === undefined || (event === 'PreToolUse' && kind !== 'topic')) return undefined
  return { file, memoryDir, kind }
}

/**
 * The route options of `context --format claude-hook` with only `--user-scope`, `--withhold` or
 * `--require` beside it (the plugin's and `hook install`'s command lines); undefined for any other.
 */
export function plainHookLine(args: readonly string[]): RouteOptions | undefined {
  if (args[0] !== 'context') return undefined
  let hook = false
  let require = false
  for (let i = 1; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--format=claude-hook') hook = true
    else if ((arg === '--format' || arg === '-f') && args[i + 1] === 'claude-hook') {
      hook = true
      i++
    } else if (arg === '--require') require = true
    else if (arg !== '--user-scope' && arg !== '--withhold') return undefined
  }
  return hook ? { memoryDirArgument: undefined, root: undefined, require } : undefined
}

/**
 * Whether the hook surely answers `input` with nothing (a use of a tool on a file that is not a
 * memory, a payload too large to read): false for anything the program must look at, a failure to
 * find the memory dir included. `env` is the process's.
 */
export function answersNothing(input: string, options: RouteOptions, env: Environment): boolean {
  if (input === OVERSIZED_INPUT) return true
  const payload = parseHookPayload(input)
  if ((payload.hookEventName ?? 'SessionStart') === 'SessionStart') return false
  try {
    const session = { ...env, cwd: payload.cwd ? resolve(env.cwd, payload.cwd) : env.cwd }
    return toolRoute(payload, options, session) === undefined
  } catch {
    return false
  }
}

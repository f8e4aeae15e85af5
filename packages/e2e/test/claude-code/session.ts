// Scripted Claude Code sessions: `claude -p` against the stand-in Messages API, with a home and a
// config dir of their own, and readers for what a request carried to the model.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMessagesApi, type ContentBlock, type RecordedRequest, type ScriptStep } from './messages-api.ts'

export interface SessionOptions {
  /** The Claude Code binary (from `claudeCodeBinary`). */
  claude: string
  /** The folder the session runs in. */
  cwd: string
  /** The scripted model's turns for the session's own loop. */
  script?: readonly ScriptStep[]
  prompt?: string
  /** Claude Code's config dir; a fresh one when not given. */
  configDir?: string
  /** The session's HOME; a fresh one when not given. */
  home?: string
  /** More environment (`CLAUDE_CODE_*` and the like). */
  env?: Record<string, string>
  /** More arguments after `-p <prompt>` (`--plugin-dir DIR`). */
  args?: string[]
}

export interface Session {
  /** Every `/v1/messages` request the session made. */
  requests: RecordedRequest[]
  /** The requests of the session's own loop (the side queries left out). */
  turns: RecordedRequest[]
  exitCode: number | null
  stdout: string
  stderr: string
  configDir: string
  home: string
}

/** Generous: a session on a loaded 2-core machine. */
const SESSION_TIMEOUT_MS = 180_000

/** Runs one `claude -p` session to its end. */
export async function runSession(options: SessionOptions): Promise<Session> {
  const scratch = mkdtempSync(join(tmpdir(), 'claimcheck-session-'))
  const configDir = options.configDir ?? join(scratch, 'config')
  const home = options.home ?? join(scratch, 'home')
  mkdirSync(configDir, { recursive: true })
  mkdirSync(home, { recursive: true })
  const api = await startMessagesApi(options.script ?? [])
  try {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: home,
      CLAUDE_CONFIG_DIR: configDir,
      // Claude Code's own temporary folders (claude-<uid>/…) go into this session's scratch folder.
      TMPDIR: scratch,
      ANTHROPIC_BASE_URL: api.url,
      ANTHROPIC_API_KEY: 'sk-ant-test-key',
      // Nothing leaves the machine: no telemetry, no update check, and any other request goes
      // through a proxy that is not there.
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_AUTOUPDATER: '1',
      HTTPS_PROXY: 'http://127.0.0.1:9',
      HTTP_PROXY: 'http://127.0.0.1:9',
      NO_PROXY: '127.0.0.1,localhost',
      ...options.env,
    }
    const args = ['-p', options.prompt ?? 'Go on.', ...(options.args ?? [])]
    const child = spawn(options.claude, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), SESSION_TIMEOUT_MS)
    const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve))
    clearTimeout(timer)
    const turns = api.requests.filter((request) => (request.body.tools ?? []).length > 0)
    return { requests: api.requests, turns, exitCode, stdout, stderr, configDir, home }
  } finally {
    await api.close()
  }
}

/** Every content block a request carried, in order, with the role that carried it. */
function blocks(request: RecordedRequest): Array<{ role: string; block: ContentBlock }> {
  return request.body.messages.flatMap(({ role, content }) =>
    (typeof content === 'string' ? [{ type: 'text', text: content } as ContentBlock] : content).map((block) => ({
      role,
      block,
    })),
  )
}

const textOf = (block: ContentBlock) => (block.type === 'text' && typeof block.text === 'string' ? block.text : '')

const AUTO_MEMORY_HEADER = /Contents of (.+?) \(user's auto-memory, persists across conversations\):\n\n/

/**
 * `MEMORY.md` as the session loaded it (Claude Code's overflow warning included), and the path it
 * named; undefined when the request carried none.
 */
export function loadedMemoryIndex(request: RecordedRequest): { path: string; text: string } | undefined {
  for (const { block } of blocks(request)) {
    const text = textOf(block)
    const header = AUTO_MEMORY_HEADER.exec(text)
    if (!header) continue
    const start = header.index + header[0].length
    // The auto memory comes last in its reminder; the reminder's own end closes it.
    const end = text.lastIndexOf('\n</system-reminder>')
    return { path: header[1] as string, text: text.slice(start, end === -1 ? undefined : end) }
  }
  return undefined
}

/** The memory instructions of the system prompt: its `# Memory` section. */
export function memoryInstructions(request: RecordedRequest): string | undefined {
  const system = (request.body.system ?? []).map((part) => part.text).join('\n')
  const start = system.indexOf('\n# Memory\n')
  if (start === -1) return undefined
  const end = system.indexOf('\n# ', start + 1)
  return system.slice(start + 1, end === -1 ? undefined : end)
}

/**
 * What hooks added to the conversation, as Claude Code words it: `SessionStart hook additional
 * context: …`, `PostToolUse:Read hook additional context: …`; each given as its event label
 * (`SessionStart`, `PostToolUse:Read`) and text.
 */
export function hookContexts(request: RecordedRequest): Array<{ event: string; text: string }> {
  const found: Array<{ event: string; text: string }> = []
  const label = /^(\S+) hook additional context: /
  for (const { block } of blocks(request)) {
    const text = textOf(block)
    const match = label.exec(text)
    if (!match) continue
    // SessionStart's context leads a block that goes on with other system text.
    const rest = text.slice(match[0].length)
    const end = match[1] === 'SessionStart' ? rest.indexOf('\n\n# ') : -1
    found.push({ event: match[1] as string, text: end === -1 ? rest : rest.slice(0, end) })
  }
  return found
}

/** The results of the tool calls a request carried, as text, by the id of the call. */
export function toolResults(request: RecordedRequest): Array<{ id: string; text: string }> {
  return blocks(request).flatMap(({ block }) => {
    if (block.type !== 'tool_result') return []
    const { tool_use_id: id, content } = block as { tool_use_id: string; content: unknown }
    const text =
      typeof content === 'string'
        ? content
        : (content as Array<{ text?: string }>).map((part) => part.text ?? '').join('\n')
    return [{ id, text }]
  })
}

/** Claude Code's own slug of a project path (SPEC §8.1), for laying out a config dir by hand. */
const slugOf = (path: string) => path.replace(/[^A-Za-z0-9]/g, '-')

/**
 * Writes `text` as the auto memory index of a fresh project and runs a session there: what the
 * session loaded of it (undefined when it loaded none), and the memory dir it used.
 */
export async function loadIndexInSession(
  claude: string,
  text: string,
): Promise<{ loaded: string | undefined; memoryDir: string }> {
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-index-')))
  const cwd = join(scratch, 'project')
  const configDir = join(scratch, 'config')
  const memoryDir = join(configDir, 'projects', slugOf(cwd), 'memory')
  mkdirSync(cwd, { recursive: true })
  mkdirSync(memoryDir, { recursive: true })
  writeFileSync(join(memoryDir, 'MEMORY.md'), text)
  const session = await runSession({ claude, cwd, configDir })
  const first = session.turns[0]
  if (first === undefined) throw new Error(`the session made no request (exit ${session.exitCode}): ${session.stderr}`)
  return { loaded: loadedMemoryIndex(first)?.text, memoryDir }
}

/** Runs `work` over `items`, `width` at a time, results in order. */
export async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
  return results
}

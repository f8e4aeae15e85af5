// claimcheck's hooks where claimcheck cannot run, in real Claude Code sessions (SPEC §8.3, §8.5):
// a teammate who has not run `npm install`, a machine without Node.js on PATH. The session goes on
// as if the hooks were not there, and the model is told once, at session start, that memory was
// not verified. Claude Code comes from the npm registry into a per-user cache.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claudeCodeMissing, skipWithoutClaudeCode } from './claude-code/available.ts'
import { CLAUDE_CODE_VERSION, claudeCodeBinary } from './claude-code/install.ts'
import type { RecordedRequest } from './claude-code/messages-api.ts'
import { hookContexts, runSession, toolResults } from './claude-code/session.ts'
import { REPO } from './workspace.ts'

const BIN = fileURLToPath(new URL('../../cli/dist/bin.cjs', import.meta.url))
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-cannot-run-')))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let claude = ''
skipWithoutClaudeCode()
beforeAll(() => {
  if (!claudeCodeMissing()) claude = claudeCodeBinary(CLAUDE_CODE_VERSION)
}, 600_000)

const BODY = 'The batch is scripts/batch.sh.'

let made = 0
/** A git project with claimcheck installed as npm installs it, and Claude Code's config dir holding its memory. */
function project() {
  const base = join(scratch, `p${++made}`)
  const cwd = join(base, 'project')
  const configDir = join(base, 'config')
  const memoryDir = join(configDir, 'projects', cwd.replace(/[^A-Za-z0-9]/g, '-'), 'memory')
  mkdirSync(join(cwd, 'node_modules/.bin'), { recursive: true })
  mkdirSync(memoryDir, { recursive: true })
  execFileSync('git', ['init', '-q', cwd])
  symlinkSync(BIN, join(cwd, 'node_modules/.bin/claimcheck'))
  writeFileSync(join(memoryDir, 'MEMORY.md'), '- [Batch](batch.md)\n')
  writeFileSync(
    join(memoryDir, 'batch.md'),
    `---\nname: batch\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\n${BODY}\n`,
  )
  return { cwd, configDir, memoryDir }
}

/** `claimcheck hook install` (project scope), as the teammate who set the project up ran it. */
function installHooks(cwd: string) {
  const installed = spawnSync(process.execPath, [BIN, 'hook', 'install'], { cwd, encoding: 'utf8' })
  expect(installed.status, installed.stderr).toBe(0)
}

let withoutNode: string | undefined
/** A PATH holding every program of this one but Node.js (made once: sessions side by side share it). */
function pathWithoutNode(): string {
  if (withoutNode !== undefined) return withoutNode
  const bin = join(scratch, 'bin-without-node')
  mkdirSync(bin, { recursive: true })
  for (const folder of (process.env.PATH ?? '').split(delimiter).reverse()) {
    let names: string[] = []
    try {
      names = readdirSync(folder)
    } catch {
      continue
    }
    for (const name of names) {
      if (name === 'node' || name === 'nodejs') continue
      rmSync(join(bin, name), { force: true })
      symlinkSync(join(folder, name), join(bin, name))
    }
  }
  return (withoutNode = bin)
}

/** A session that reads the memory file, and what its two requests carried. */
async function readMemoryInSession(
  p: ReturnType<typeof project>,
  env: Record<string, string> = {},
  args: string[] = [],
) {
  const session = await runSession({
    claude,
    cwd: p.cwd,
    configDir: p.configDir,
    env,
    args,
    script: [{ tool: 'Read', input: { file_path: join(p.memoryDir, 'batch.md') } }, { text: 'Read it.' }],
  })
  const [first, second] = session.turns as [RecordedRequest, RecordedRequest]
  return {
    exitCode: session.exitCode,
    stdout: session.stdout,
    sessionStart: hookContexts(first)
      .filter((c) => c.event === 'SessionStart')
      .map((c) => c.text),
    afterRead: hookContexts(second).filter((c) => c.event !== 'SessionStart'),
    readResult: toolResults(second)[0]?.text ?? '',
  }
}

const unverified = (why: string) =>
  `claimcheck could not verify the memories: ${why}. Treat every memory as unverified: its content may be out of date.`

// Every session has a project and a config dir of its own: they run side by side.
describe.concurrent(`hooks where claimcheck cannot run, in Claude Code ${CLAUDE_CODE_VERSION} sessions`, () => {
  it('a teammate who has not run npm install: the session goes on, told once that memory was not verified', async () => {
    const p = project()
    installHooks(p.cwd)
    rmSync(join(p.cwd, 'node_modules'), { recursive: true })
    const session = await readMemoryInSession(p)
    expect(session.exitCode).toBe(0)
    expect(session.sessionStart).toEqual([unverified('claimcheck is not installed in this project (run npm install)')])
    expect(session.afterRead).toEqual([])
    expect(session.readResult).toContain(BODY)
    expect(session.stdout).toContain('Read it.')
  })

  // Each way of running the hooks: what it sets up in the project, and the session's extra arguments.
  const ways: Array<[string, (p: ReturnType<typeof project>) => string[]]> = [
    [
      'the project hooks',
      (p) => {
        installHooks(p.cwd)
        return []
      },
    ],
    [
      'the plugin',
      (p) => {
        rmSync(join(p.cwd, 'node_modules'), { recursive: true })
        return ['--plugin-dir', join(REPO, 'claude-plugin')]
      },
    ],
  ]
  it.each(ways)('%s without Node.js on PATH: the session goes on, told once that Node.js is needed', async (_, set) => {
    const p = project()
    const session = await readMemoryInSession(p, { PATH: pathWithoutNode() }, set(p))
    expect(session.exitCode).toBe(0)
    expect(session.sessionStart).toEqual([
      unverified('Node.js is not on PATH (claimcheck needs Node.js 20.19 or newer)'),
    ])
    expect(session.afterRead).toEqual([])
    expect(session.readResult).toContain(BODY)
  })

  it('with claimcheck installed and Node.js on PATH, the same hooks verify: a fresh memory, nothing said', async () => {
    const p = project()
    installHooks(p.cwd)
    mkdirSync(join(p.cwd, 'scripts'))
    writeFileSync(join(p.cwd, 'scripts/batch.sh'), 'echo batch\n')
    const session = await readMemoryInSession(p)
    expect(session.exitCode).toBe(0)
    expect(session.sessionStart).toEqual([])
    expect(session.afterRead).toEqual([])
    // Stale once the script is gone: the hooks ran claimcheck.
    rmSync(join(p.cwd, 'scripts'), { recursive: true })
    const stale = await readMemoryInSession(p)
    expect(stale.sessionStart).toEqual([
      "Memory 'batch' (batch.md) failed verification: missing: scripts/batch.sh. Its content may be out of date.",
    ])
  })
})

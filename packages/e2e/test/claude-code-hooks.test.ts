// claimcheck's hooks in real Claude Code sessions (SPEC §8.2, §8.4, §8.6): a scripted model reads
// and writes memory files against the stand-in Messages API, and the requests show what reached
// it. The hooks are installed as a user installs them (`claimcheck hook install`), and through the
// plugin. Claude Code comes from the npm registry into a per-user cache (claude-code/install.ts).
import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { addFiles } from '@claimcheck/testkit'
import { claudeCodeMissing, skipWithoutClaudeCode } from './claude-code/available.ts'
import { CLAUDE_CODE_VERSION, claudeCodeBinary } from './claude-code/install.ts'
import type { RecordedRequest } from './claude-code/messages-api.ts'
import { hookContexts, runSession, toolResults, type SessionOptions } from './claude-code/session.ts'
import { REPO } from './workspace.ts'

const BIN = fileURLToPath(new URL('../../cli/dist/bin.cjs', import.meta.url))
const SECRET = 'SECRET-STALE-BODY: assets live in data/assets'

let claude = ''
skipWithoutClaudeCode()
beforeAll(() => {
  if (!claudeCodeMissing()) claude = claudeCodeBinary(CLAUDE_CODE_VERSION)
}, 600_000)

interface Project {
  cwd: string
  configDir: string
  memoryDir: string
}

/** A git project with a script, and Claude Code's config dir holding its auto memory. */
function project(memory: Record<string, string>): Project {
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-hooks-')))
  const cwd = join(scratch, 'project')
  const configDir = join(scratch, 'config')
  const memoryDir = join(configDir, 'projects', cwd.replace(/[^A-Za-z0-9]/g, '-'), 'memory')
  for (const [file, text] of Object.entries({
    [join(cwd, 'scripts/batch.sh')]: 'echo batch\n',
    ...Object.fromEntries(Object.entries(memory).map(([name, text]) => [join(memoryDir, name), text])),
  })) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  execFileSync('git', ['init', '-q', cwd])
  // The project's own install, as `npm install --save-dev @claimcheck/cli` leaves it.
  mkdirSync(join(cwd, 'node_modules/.bin'), { recursive: true })
  symlinkSync(BIN, join(cwd, 'node_modules/.bin/claimcheck'))
  return { cwd, configDir, memoryDir }
}

/** `claimcheck hook install` in the project, as a user runs it. */
function installHooks(p: Project, ...flags: string[]): void {
  const installed = spawnSync(process.execPath, [BIN, 'hook', 'install', ...flags], {
    cwd: p.cwd,
    encoding: 'utf8',
  })
  expect(installed.stderr).toBe('')
  expect(installed.status).toBe(0)
}

/** Claude Code writes one memory in a real session (hooks installed): the advice its Write was answered with. */
async function adviceAfterWrite(p: Project, name: string, content: string): Promise<string> {
  installHooks(p)
  const { turns } = await session(p, {
    script: [{ tool: 'Write', input: { file_path: join(p.memoryDir, name), content } }, { text: 'Saved.' }],
  })
  return contexts(turns[1], 'PostToolUse:Write')[0] ?? ''
}

/**
 * A project holding `files`, where Claude Code writes one project memory in a real session (hooks
 * installed): the advice its Write was answered with, which opens by saying the memory has no check.
 */
async function adviceOnNewMemory(
  files: Record<string, string>,
  name: string,
  description: string,
  body: string,
): Promise<string> {
  const advice = await adviceOnWrite(files, name, description, body)
  expect(advice).toMatch(new RegExp(`^The memory you just wrote \\(${name}\\.md\\) carries no check`))
  return advice
}

/** The same, whatever the advice opens with (or silence, as ''). */
async function adviceOnWrite(files: Record<string, string>, name: string, description: string, body: string) {
  const p = project({ 'MEMORY.md': '' })
  addFiles(p.cwd, files)
  const content = `---\nname: ${name}\ndescription: ${description}\ntype: project\n---\n${body}`
  return adviceAfterWrite(p, `${name}.md`, content)
}

const session = (p: Project, options: Partial<SessionOptions> = {}) =>
  runSession({ claude, cwd: p.cwd, configDir: p.configDir, ...options })

/** The text of the hook contexts of one event label (`SessionStart`, `PostToolUse:Write`) a request carried. */
const contexts = (request: RecordedRequest | undefined, event: string) =>
  request === undefined
    ? []
    : hookContexts(request)
        .filter((c) => c.event === event)
        .map((c) => c.text)

/** The text of the user's turn a request opened with: a slash command's prompt, as Claude Code expanded it. */
const promptText = (request: RecordedRequest) =>
  request.body.messages
    .filter((m) => m.role === 'user')
    .flatMap((m) =>
      typeof m.content === 'string'
        ? [m.content]
        : m.content.map((b) => (b.type === 'text' ? String(b.text ?? '') : '')),
    )
    .join('\n')

const staleTopic = `---\nname: assets\ndescription: where assets live\nverify:\n  kind: readable\n  target: data/assets\n---\n${SECRET}\n`

// Every session has a project, a config dir and a Messages API of its own: they run side by side.
describe.concurrent(`claimcheck's hooks in Claude Code ${CLAUDE_CODE_VERSION} sessions`, () => {
  it('the SessionStart context reaches the model: the stale memory, and the index entries the session does not see', async () => {
    const entries = Array.from({ length: 202 }, (_, i) => `- [Topic ${i + 1}](topic-${i + 1}.md)`)
    const p = project({ 'MEMORY.md': `- [Assets](assets.md)\n${entries.join('\n')}\n`, 'assets.md': staleTopic })
    installHooks(p)
    const { turns } = await session(p)
    expect(contexts(turns[0], 'SessionStart')).toEqual([
      [
        "Memory 'assets' (assets.md) failed verification: missing: data/assets. Its content may be out of date.",
        'MEMORY.md line 201 is past what Claude Code loads (past the 200-line limit), so this session does not see it: - [Topic 200](topic-200.md)',
        'MEMORY.md line 202 is past what Claude Code loads (past the 200-line limit), so this session does not see it: - [Topic 201](topic-201.md)',
        'MEMORY.md line 203 is past what Claude Code loads (past the 200-line limit), so this session does not see it: - [Topic 202](topic-202.md)',
      ].join('\n'),
    ])
  })

  it('a Read of a stale topic file reaches the model with the warning beside its content', async () => {
    const p = project({ 'MEMORY.md': '- [Assets](assets.md)\n', 'assets.md': staleTopic })
    installHooks(p, '--events', 'post-read')
    const { turns } = await session(p, {
      script: [{ tool: 'Read', input: { file_path: join(p.memoryDir, 'assets.md') } }, { text: 'Read it.' }],
    })
    expect(contexts(turns[1], 'PostToolUse:Read')).toEqual([
      'The memory file you just read (assets.md) failed verification: missing: data/assets. Its content may be out of date.',
    ])
    expect(toolResults(turns[1] as RecordedRequest)[0]?.text).toContain(SECRET)
  })

  it('with --withhold, a Read of a stale topic file reaches the model without its body', async () => {
    const p = project({ 'MEMORY.md': '- [Assets](assets.md)\n', 'assets.md': staleTopic })
    installHooks(p, '--events', 'post-read', '--withhold')
    const { turns } = await session(p, {
      script: [{ tool: 'Read', input: { file_path: join(p.memoryDir, 'assets.md') } }, { text: 'Read it.' }],
    })
    const [result] = toolResults(turns[1] as RecordedRequest)
    expect(result?.text).toContain(
      "Memory 'assets' (assets.md) failed verification: missing: data/assets. Its body is withheld until the claim holds again.",
    )
    expect(JSON.stringify(turns[1]?.body)).not.toContain('SECRET-STALE-BODY')
  })

  it('a memory written with a top-level verify: is rewritten by Claude Code under metadata:, and claimcheck still runs its check', async () => {
    const p = project({ 'MEMORY.md': '' })
    installHooks(p)
    const file = join(p.memoryDir, 'assets.md')
    const { turns } = await session(p, {
      script: [{ tool: 'Write', input: { file_path: file, content: staleTopic } }, { text: 'Saved.' }],
    })
    expect(readFileSync(file, 'utf8')).toMatch(
      /\nmetadata:\n(?: {2}.*\n)*? {2}verify:\n {4}kind: readable\n {4}target: data\/assets\n/,
    )
    expect(contexts(turns[1], 'PostToolUse:Write')).toEqual([
      'The memory you just wrote (assets.md) fails its own check: missing: data/assets. Fix the check or the claim.',
    ])
  })

  it('a memory naming an existing path gets the check to add; the model adds it, and the memory is fresh (issue 32)', async () => {
    const p = project({ 'MEMORY.md': '' })
    installHooks(p)
    const file = join(p.memoryDir, 'batch.md')
    const front = '---\nname: batch\ndescription: where the batch runs from\ntype: project\n'
    const body = '---\nThe nightly batch runs from `scripts/batch.sh`.\n'
    let advice = ''
    const { turns } = await session(p, {
      script: [
        { tool: 'Write', input: { file_path: file, content: front + body } },
        // The scripted model does what the advice says: the block it was given, in the frontmatter.
        (request) => {
          advice = contexts(request, 'PostToolUse:Write')[0] ?? ''
          const block = advice.slice(advice.indexOf('\nverify:\n') + 1)
          return { tool: 'Write', input: { file_path: file, content: `${front}${block}\n${body}` } }
        },
        { text: 'Saved.' },
      ],
    })
    expect(advice).toMatch(
      /^The memory you just wrote \(batch\.md\) carries no check, and what it says can be checked \(names scripts\/batch\.sh\)\./,
    )
    expect(advice).toContain('\nverify:\n  kind: readable\n  target: scripts/batch.sh')
    // The second write was fresh: no second answer.
    expect(contexts(turns.at(-1), 'PostToolUse:Write')).toHaveLength(1)
    const checked = spawnSync(process.execPath, [BIN, 'check', p.memoryDir, '--format', 'json', '--root', p.cwd], {
      cwd: p.cwd,
      encoding: 'utf8',
    })
    const memory = JSON.parse(checked.stdout).memories.find((m: { name: string }) => m.name === 'batch')
    expect(memory).toMatchObject({ status: 'fresh', reason: 'readable with content' })
  })

  it('a memory placing a name in a file that does not hold it is told so after the Write (SPEC §8.6)', async () => {
    const p = project({ 'MEMORY.md': '' })
    installHooks(p)
    const file = join(p.memoryDir, 'order.md')
    const content =
      '---\nname: order\ndescription: the batch order\ntype: project\n---\nThe helper `derive_before_classify` lives in `scripts/batch.sh`.\n'
    const { turns } = await session(p, {
      script: [{ tool: 'Write', input: { file_path: file, content } }, { text: 'Saved.' }],
    })
    expect(contexts(turns[1], 'PostToolUse:Write')).toEqual([
      'The memory you just wrote (order.md) places `derive_before_classify` in scripts/batch.sh, which does not hold it: that claim is false on the day it is written.',
    ])
  })

  it('the advice after a Write keeps each line within 300 characters: a check on a path found 300 characters deep is left out of its block (SPEC §8.6)', async () => {
    const p = project({ 'MEMORY.md': '' })
    const deep = [
      'services/ledger-engine-storage-dialects-and-relational-stores-of-the-ledger',
      'ledger-engine-storage-dialect-postgres-with-the-conformance-suite-and-fixtures/src/test/java/org/example/ledger',
      'engine/plan/execution/stores/relational/postgres/semistructured/Test_Ledger_Postgres_Semistructured_Conformance.java',
    ].join('/')
    addFiles(p.cwd, { [deep]: 'class Conformance {}\n' })
    const content =
      '---\nname: io\ndescription: where rows are tested and batched\ntype: project\n---\n' +
      '- **Postgres:** semistructured rows are tested in `postgres/semistructured/Test_Ledger_Postgres_Semistructured_Conformance.java`.\n' +
      '- **Batch:** `scripts/batch.sh` runs them nightly.\n'
    const advice = await adviceAfterWrite(p, 'io.md', content)
    expect(advice).toContain('target: scripts/batch.sh')
    expect(advice).not.toContain(deep)
    for (const line of advice.split('\n')) expect(line.length).toBeLessThanOrEqual(300)
  })

  it("after a Write, a file of another repository the memory links on GitHub and a folder it says to save to are not called false; the project's own file gets its check (SPEC §6.4, §8.6)", async () => {
    // The project has `src/` and `docs/`: a path under either that it lacks would be false that day.
    const advice = await adviceOnNewMemory(
      { 'src/server/radio.ts': 'export function sendHeartbeat() {}\n', 'docs/guide.md': '# Guide\n' },
      'heartbeat',
      'how the radio answers a heartbeat',
      'The firmware API (`src/mesh/api.cpp` on master) answers every heartbeat; our side runs from `scripts/batch.sh`.\n\n' +
        '- Save traces to `docs/traces/` before changing it.\n\n' +
        '**Source:** https://github.com/acme/firmware/blob/master/src/mesh/api.cpp\n',
    )
    expect(advice).toContain('target: scripts/batch.sh')
    expect(advice).not.toContain('does not exist')
    expect(advice).not.toMatch(/api\.cpp|docs\/traces/)
  })

  it('after a Write, a migration the memory says it renamed to a pattern is not called false, and a setting is held in the file its heading names (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'db/migrations/040b_tags.sql': 'create table tags (id int);\n',
        'gateway/compose.yml': 'services:\n  gateway:\n    network_mode: host\n',
      },
      'gateway',
      'the gateway service and its migrations',
      '## gateway/compose.yml\n\n- **Networking**: `network_mode: host`, for the tunnel.\n\n' +
        '## Migrations\n\n- `040b` ← `db/migrations/040_tags.sql`\n\n**Local renames:**\n- `040_tags.sql` → `040b_*`\n',
    )
    expect(advice).toContain("target: gateway/compose.yml\n  pattern: 'network_mode: host'")
    expect(advice).not.toContain('does not exist')
    expect(advice).not.toContain('040_tags.sql')
  })

  it('after a Write, a name the memory places in no file is held where the live code defines it, not in the old app kept as `.migration-backup/` (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        '.migration-backup/lib/import_controller.dart': 'void saveExtractedRows() {}\nvoid parseStatementRows() {}\n',
        'web/src/pages/import.tsx': 'export function parseStatementRows() {}\n',
      },
      'import',
      'how a statement import reaches the books',
      'The review step calls `parseStatementRows` first, then `saveExtractedRows` writes the rows.\n',
    )
    expect(advice).toContain('target: web/src/pages/import.tsx\n  pattern: parseStatementRows')
    expect(advice).not.toContain('migration-backup')
  })

  it('after a Write, a field of a type the memory names is held in the file that declares the type, not in a query of another file it names (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'server/types/pipeline.ts': 'export interface PipelineState {\n  current_version: number;\n}\n',
        'server/lib/db.ts': 'export const q = `UPDATE runs SET\n  current_version = COALESCE($4, current_version)`\n',
        'server/core.ts': 'export const start = () => ({\n  current_version: 0,\n})\n',
      },
      'pipeline',
      'the pipeline state',
      'Runs are saved in `server/lib/db.ts`.\n\n- **New PipelineState fields** — `current_version`\n',
    )
    expect(advice).toMatch(/target: server\/types\/pipeline\.ts\n\s+pattern: current_version/)
    expect(advice).not.toMatch(/target: server\/lib\/db\.ts\n\s+pattern: current_version/)
  })

  it('after a Write, a name under a heading that names one file is held in that file, and an environment variable is not held in a script that only passes it on (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'src/api/client.ts': 'export const fetchJson = (p) => fetch(p, { retry: maxRetries })\n',
        'src/jobs/worker.ts': 'export const maxRetries = 5\n',
        'src/lib/auth.ts': 'export const origin = () => process.env.PUBLIC_HOST\n',
        'src/lib/links.ts': 'export const share = (id) => `https://${process.env.PUBLIC_HOST}/s/${id}`\n',
        'scripts/deploy.js':
          'const host = process.env.PUBLIC_HOST\nspawn("expo", ["export"], { env: {\n  PUBLIC_HOST: host,\n} })\n',
      },
      'api',
      'the web client',
      '## Web client (src/api/client.ts)\n- Passes `maxRetries` to every fetch\n\n## Base URL\n- `PUBLIC_HOST` = the dev domain\n',
    )
    expect(advice).toMatch(/target: src\/api\/client\.ts\n\s+pattern: maxRetries/)
    expect(advice).not.toContain('src/jobs/worker.ts')
    expect(advice).not.toContain('scripts/deploy.js')
  })

  it('after a Write, a name said to be set to a value written as code is held to that value where the file writes it so (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      { '.replit': '[userenv.shared]\nMAIL_SENDER = "no-reply@shop.example"\n' },
      'mail',
      'outgoing mail',
      '`MAIL_SENDER` is set to `no-reply@shop.example` in `.replit`.\n',
    )
    expect(advice).toContain("target: .replit\n  pattern: '\\bMAIL_SENDER\\W{1,8}no-reply@shop\\.example\\b'")
  })

  it('after a Write, a setting a build config only reads from the environment is not held in that config (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        '.replit': '[userenv.shared]\nSTORE_URL = "https://store.example"\n',
        'apps/desktop/vite.config.ts':
          'const env = loadEnv()\nexport default { define: { url: env.STORE_URL ?? "" } }\n',
      },
      'store',
      'the store backend',
      '`STORE_URL` is set in the shared workspace env.\n',
    )
    expect(advice).not.toContain('vite.config.ts')
    expect(advice).toMatch(/target: \.replit\n\s+pattern: STORE_URL/)
  })

  it('after a Write, a fragment of code quoted beside the file that holds it is held as written there (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      { 'src/home.tsx': 'export const recent = (entries) => ledgerEntries.slice(0, 5)\n' },
      'home',
      'the home tab',
      '`src/home.tsx` lists `ledgerEntries.slice(0, 5)` on the home tab.\n',
    )
    expect(advice).toContain("target: src/home.tsx\n  pattern: 'ledgerEntries.slice(0, 5)'\n  fixed: true")
  })

  it("after a Write, a dated report's list of the files its day created is not called false; what it says of the code now is held (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnNewMemory(
      { 'src/cart/store.ts': 'export const cartStore = {}\nexport function addLine() {}\n' },
      'cart-report',
      'the cart rework, day one',
      '**Date**: 2026-02-07\n\n### Files Created:\n- `src/cart/summary_panel.ts` - the panel\n\n## Notes\n\n' +
        'The cart state lives in `src/cart/store.ts`: `addLine` adds a line to `cartStore`.\n',
    )
    expect(advice).not.toContain('summary_panel')
    expect(advice).toContain('target: src/cart/store.ts\n    pattern: addLine')
  })

  it('after a Write, a table a memory names is not held in a database dump kept under `tmp/` (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'tmp/schema.sql': 'CREATE TABLE user_tokens (id uuid PRIMARY KEY, used_at timestamptz);\n' },
      'tokens',
      'issued tokens',
      'Issued tokens are rows of the `user_tokens` table; `used_at` marks a spent one.\n',
    )
    expect(advice).not.toContain('tmp/schema.sql')
  })

  it("an Edit that would leave a memory's frontmatter not valid YAML: Claude Code writes it back valid, and the advice after the Edit gives the block as for any memory (SPEC §8.6)", async () => {
    const file = 'nightly.md'
    const p = project({
      'MEMORY.md': '- [nightly](nightly.md)\n',
      [file]:
        '---\nname: nightly\ndescription: the nightly batch\ntype: project\n---\nThe nightly batch runs from `scripts/batch.sh`.\n',
    })
    installHooks(p)
    const path = join(p.memoryDir, file)
    const { turns } = await session(p, {
      script: [
        { tool: 'Read', input: { file_path: path } },
        {
          tool: 'Edit',
          input: {
            file_path: path,
            old_string: 'description: the nightly batch',
            new_string: 'description: V2 session — nightly batch: runs after midnight',
          },
        },
        { text: 'Saved.' },
      ],
    })
    // Claude Code's own rewrite of the frontmatter quotes the value: no invalid YAML reaches the disk.
    expect(readFileSync(path, 'utf8')).toContain('description: "V2 session — nightly batch: runs after midnight"')
    const advice = contexts(turns[2], 'PostToolUse:Edit')[0] ?? ''
    expect(advice).toMatch(/^The memory you just wrote \(nightly\.md\) carries no check/)
    expect(advice).toContain(
      'The verify block to add to its frontmatter:\nverify:\n  kind: readable\n  target: scripts/batch.sh',
    )
  })

  it("after a Write, a name is held where it is defined, not in a route that only calls it with JavaScript's `void` (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnNewMemory(
      {
        'src/routes/jobs.ts':
          'import { runJob } from "../services/runner"\nrouter.post("/jobs", (req) => {\n  void runJob(req.body.id).catch(() => {})\n})\n',
        'src/services/runner.ts': 'export async function runJob(id: string) {\n  return id\n}\n',
      },
      'tracing',
      'job tracing',
      '**routes/jobs.ts** — the jobs route validates its body.\n\n**Tracing:**\n- `runJob()` opens the root span with the job id\n',
    )
    expect(advice).toContain('target: src/services/runner.ts\n    pattern: runJob')
    expect(advice).not.toContain('target: src/routes/jobs.ts\n    pattern: runJob')
  })

  it('after a Write, a dependency is not held in a package the clause names after "even if" (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        'apps/api/package.json': '{ "dependencies": { "pino": "9.0.0" } }\n',
        'packages/observability/package.json': '{ "dependencies": { "pino": "9.0.0" } }\n',
      },
      'bundling',
      'service bundling',
      "The bundler resolves `pino` from each service's own package, so declare it as a direct dependency even if logging comes via `@workspace/observability`.\n",
    )
    expect(advice).not.toContain('packages/observability/package.json')
  })

  it('after a Write, files a memory calls missing in Italian after a list, or negates in French ("pas de"), get no check (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        'web/app/robots.ts': 'export default function robots() {}\n',
        'web/app/feed.ts': 'export default function feed() {}\n',
        'shared/core/index.ts': 'export const core = 1\n',
        'tool/main.go': 'package main\n',
      },
      'launch',
      'stato del lancio',
      '**Prima del lancio:**\n- robots.ts + feed.ts mancanti\n\n`tool/main.go` — module Go indépendant (pas de dépendance à `shared/core`).\n',
    )
    expect(advice).toContain('tool/main.go')
    expect(advice).not.toContain('robots.ts')
    expect(advice).not.toContain('shared/core')
  })

  it('after a Write, the routes of a URL map are not said to be missing; a file the map names is (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        'backend/urls.py': 'urlpatterns = []\n',
        'backend/apps/lessons/views.py': 'def today(request):\n    pass\n',
        'backend/apps/auth/views.py': 'def login(request):\n    pass\n',
      },
      'routing',
      'the API URL map',
      '## Endpoints (all under /api/v1/)\n\n- `lessons/`, `lessons/today/`, `auth/login/`\n- served by `backend/views.py`\n',
    )
    expect(advice).not.toMatch(/lessons\/today|auth\/login/)
    expect(advice).toMatch(/backend\/views\.py[^\n]*does not exist/)
  })

  it('after a Write, a design whose description says it awaits review before it is built gets no check of its planned names (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'js/boards.js': 'export function pinBoardCard() {}\n' },
      'board-design',
      'Card board design. Ready for the team review before implementing.',
      '## Functions in `js/boards.js`\n\n| Function | What it does |\n|---|---|\n| `pinBoardCard(boardId, card)` | Pins a card |\n',
    )
    expect(advice).not.toContain('pinBoardCard')
  })

  it('after a Write, a file the memory names under the extension it had before a rename (`.jsx`, now `.tsx`) is said not to exist (SPEC §6.4, §8.6)', async () => {
    const p = project({ 'MEMORY.md': '' })
    addFiles(p.cwd, { 'src/ui/Week6.jsx': 'export default function Week6() {}\n' })
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: p.cwd, stdio: 'pipe' })
    git('add', 'src')
    git('commit', '-q', '-m', 'project')
    git('mv', 'src/ui/Week6.jsx', 'src/ui/Week6.tsx')
    git('commit', '-q', '-m', 'typescript')
    const advice = await adviceAfterWrite(
      p,
      'weeks.md',
      '---\nname: weeks\ndescription: the weekly pages\ntype: project\n---\nWeek six is drawn by `src/ui/Week6.jsx`.\n',
    )
    expect(advice).toMatch(/src\/ui\/Week6\.jsx[^\n]*does not exist/)
  })

  it('after a Write, a committed file a sparse checkout leaves out of the work tree is not said to be missing; a file never there is (SPEC §6.4, §8.6)', async () => {
    const p = project({ 'MEMORY.md': '' })
    addFiles(p.cwd, { 'tests/sims/run_1778.json': '{}\n', 'src/main.ts': 'export {}\n' })
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: p.cwd, stdio: 'pipe' })
    git('add', 'src', 'tests')
    git('commit', '-q', '-m', 'project')
    git('update-index', '--skip-worktree', 'tests/sims/run_1778.json')
    rmSync(join(p.cwd, 'tests/sims/run_1778.json'))
    const advice = await adviceAfterWrite(
      p,
      'sims.md',
      '---\nname: sims\ndescription: the recorded runs\ntype: project\n---\nThe recorded run is `tests/sims/run_1778.json`; the loader is `src/load.ts`.\n',
    )
    expect(advice).toMatch(/src\/load\.ts[^\n]*does not exist/)
    expect(advice).not.toContain('run_1778.json')
  })

  it("after a Write, a checklist item not yet ticked gets no check of its names, and a setting a script's template literal writes is not held in that script (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnWrite(
      {
        'src/index.mjs': 'export class ShelfFactory {}\n',
        'scripts/sync-deploy.js':
          "const env = `\nAPI_ORIGIN=https://app.example.com\n`\nrequire('fs').writeFileSync('.env', env)\n",
        'src/server/app.ts': 'const origin = process.env.API_ORIGIN\n',
      },
      'release-checklist',
      'What to validate before a release, and the origin rule.',
      '- [ ] **Consistent naming**:\n  - Classes: `PascalCase` (`ShelfFactory`)\n\nWhen `API_ORIGIN` is unset, the server allows only its own origin. The shelves are built in `src/index.mjs`.\n',
    )
    expect(advice).toContain('src/index.mjs')
    expect(advice).not.toContain('ShelfFactory')
    expect(advice).not.toContain('sync-deploy.js')
  })

  it('after a Write, the names of a fix told as a step to take ("Fix: add …") get no check (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'src/ui/Hud.tsx': 'export function Hud() {\n  return subscribeBanner(() => null)\n}\n' },
      'banner',
      'the replay banner bug',
      '### BUG-3: the banner is never shown\n- Fix: add a fixed "REPLAY — press R" banner in `src/ui/Hud.tsx` using `subscribeBanner`\n',
    )
    expect(advice).not.toContain('subscribeBanner')
  })

  it('after a Write, a file under the `artifacts/` folder a Replit app commits is said to be missing when the tree lacks it (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'artifacts/api/src/routes/chat.ts': 'export const chat = 1\n' },
      'voice',
      'where the voice route lives',
      '## Route\nFile: `artifacts/api/src/routes/voice.ts`\n',
    )
    expect(advice).toMatch(/artifacts\/api\/src\/routes\/voice\.ts[^\n]*does not exist/)
  })

  it('after a Write, a name in a clause that says what the code does with "old" values gets its check (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'web/src/guard.tsx': 'export function widenScopes(scopes: string[]) {\n  return scopes\n}\n' },
      'scopes',
      'how scope aliases are widened',
      '## Scope widening (guard.tsx)\n`widenScopes()` maps any old scope name to the full list before comparing `user.scope`.\n',
    )
    expect(advice).toMatch(/target: web\/src\/guard\.tsx\n\s+pattern: widenScopes/)
  })

  it('after a Write, a file the memory names only "if present" gets no check (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'web/app/layout.tsx': 'export const metadata = { title: "Shopfront" }\n', 'web/deploy.json': '{}\n' },
      'naming',
      'where the product name appears',
      'The product name "Shopfront" should appear in `web/app/layout.tsx` metadata and `web/deploy.json` if present.\n',
    )
    expect(advice).toContain('web/app/layout.tsx')
    expect(advice).not.toContain('web/deploy.json')
  })

  it('after a Write, a path in a clause saying what will crash (not a plan) is said to be missing when the tree lacks it (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'lib/format.ts': 'export const formatDate = 1\n', 'lib/server/native.ts': 'export const native = 1\n' },
      'bundles',
      'what the browser build may import',
      'Browser code takes its helpers from `lib/format.ts`; `lib/native.ts` loads a native module and will crash the browser build.\n',
    )
    expect(advice).toMatch(/lib\/native\.ts[^\n]*does not exist/)
  })

  it("after a Write, the helper blamed under a `## Why` heading gets no check; the rule's file does (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnWrite(
      {
        'server/lib/storage.ts': 'export async function fetchBlob(key: string) {\n  return key\n}\n',
        'server/routes/uploads.ts': 'import { pipeline } from "stream/promises"\nexport const serve = pipeline\n',
      },
      'streaming',
      'how uploads are streamed',
      '## Rule\nServe uploads with `pipeline()`; never convert the stream twice.\n\n' +
        '## Why\nThe `fetchBlob()` helper wrapped the file stream in a web stream and the route unwrapped it again.\n\n' +
        '## How to apply\nStream in `server/routes/uploads.ts`.\n',
    )
    expect(advice).toContain('target: server/routes/uploads.ts')
    expect(advice).not.toContain('fetchBlob')
  })

  it('after a Write, a key the memory says is a Replit Secret is not held in the `.replit` that commits a value for it (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { '.replit': '[userenv.shared]\nPAY_KEY_ID = "pk_test_1"\nPAY_KEY_SECRET = "sk_test_2"\n' },
      'payments',
      'payment keys',
      '- `PAY_KEY_ID` — shared env var (safe for the browser)\n- `PAY_KEY_SECRET` — Replit Secret (backend only)\n\n' +
        'To go live, change `PAY_KEY_ID` and `PAY_KEY_SECRET` to live keys.\n',
    )
    expect(advice).toMatch(/target: \.replit\n\s+pattern: PAY_KEY_ID/)
    expect(advice).not.toMatch(/pattern: PAY_KEY_SECRET/)
  })

  it("after a Write, a key another tool's config in its own folder only reads from the environment (`supabase/config.toml`) is not held there; the memory's file map entry of a gate's cases, gone, is said missing (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnWrite(
      {
        'supabase/config.toml': '[studio]\nopenai_api_key = "env(OPENAI_API_KEY)"\n',
        'lib/ai/client.ts': 'export const key = () => process.env.OPENAI_API_KEY\n',
        'app/(tabs)/index.tsx': 'export default function Home() {}\n',
      },
      'ai-key',
      'the AI key and the first screen',
      'The secret is named `OPENAI_API_KEY`; set it in the host before the first AI call.\n\n' +
        '- `app/index.tsx` — gate: no session → splash, session → tabs\n',
    )
    expect(advice).not.toContain('supabase/config.toml')
    expect(advice).toMatch(/app\/index\.tsx[^\n]*does not exist/)
  })

  it("after a Write, a constant placed in a file name the project has twice is held in the one that holds it; a compose file's demo value, a PHP config's placeholder for a host secret and the host's value of an optional override are no checks (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnWrite(
      {
        'server/src/lib/rates.ts': 'export const HOLD_FEE_EUR = 40\n',
        'web/src/data/rates.ts': 'export const display = (n: number) => `${n} EUR`\n',
        'web/src/components/CheckoutDialog.tsx':
          'const HOLD_FEE_EUR = 40\nexport const CheckoutDialog = () => HOLD_FEE_EUR\n',
        'docker-compose.yaml': 'services:\n  api:\n    environment:\n      STRICT_TOPICS: "true"\n',
        'venue-site/config.php': "<?php\ndefine('MAILER_API_KEY',  'CHANGE_ME');\n",
        '.replit': '[userenv.shared]\nLOGIN_CALLBACK_URL = "https://dev.example.test/cb"\n',
        'server/src/login.ts': 'export const cb = process.env.LOGIN_CALLBACK_URL || "https://host/cb"\n',
      },
      'checkout',
      'checkout fees and settings',
      '- `web/src/components/CheckoutDialog.tsx` opens the payment dialog.\n' +
        '- Hold fee: 40 EUR (HOLD_FEE_EUR constant in rates.ts)\n\n' +
        '## Env vars\n' +
        '- `STRICT_TOPICS` — environment variable override (default false)\n' +
        '- `MAILER_API_KEY` — Replit Secret\n' +
        '- `LOGIN_CALLBACK_URL` — optional override; defaults to the host callback\n',
    )
    expect(advice).toMatch(/target: server\/src\/lib\/rates\.ts\n\s+pattern: HOLD_FEE_EUR/)
    expect(advice).not.toMatch(/CheckoutDialog\.tsx\n\s+pattern: HOLD_FEE_EUR/)
    expect(advice).not.toContain('docker-compose.yaml')
    expect(advice).not.toContain('venue-site/config.php')
    expect(advice).not.toMatch(/target: \.replit/)
    expect(advice).toMatch(/target: server\/src\/login\.ts\n\s+pattern: LOGIN_CALLBACK_URL/)
  })

  it('after a Write, the columns listed after a table the migration creates are held in that migration, not in the route named for its endpoints (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        'supabase/migration.sql':
          'CREATE TABLE referrals (\n  id uuid PRIMARY KEY,\n  referrer_id uuid,\n  referred_id uuid\n);\n',
        'server/src/routes/api.ts':
          'export const refer = (a: string, b: string) => db.from("referrals").insert({ referrer_id: a, referred_id: b })\n',
      },
      'db',
      'the referral tables',
      '### Backend\n- `server/src/routes/api.ts` — `POST /api/refer` (JWT-verified)\n\n' +
        '### Database\n- `referrals` — referrer_id, referred_id\n- Run `supabase/migration.sql` to create the tables\n',
    )
    expect(advice).toMatch(/target: supabase\/migration\.sql\n\s+pattern: referrer_id/)
    expect(advice).not.toMatch(/routes\/api\.ts\n\s+pattern: referr/)
  })

  it('after a Write, a name no file declares is held in the named module that declares the other names of its clause, not in the page that labels it; a field said beside a middleware gets no check in a client hook (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        'server/core/optimizer.ts':
          'export const ORDER = {\n  fifo: 0,\n  min_tax: 2,\n}\nexport function compareStrategies() {}\n',
        'web/pages/optimizer.tsx': 'const LABELS = {\n  min_tax: { label: "Min Tax" },\n}\nexport default LABELS\n',
        'api/middlewares/auth.ts': 'export function requireAuth(req: { auth: string }) {\n  return req.auth\n}\n',
        'web/hooks/use-current-user.ts':
          'export interface Me {\n  clerk_id: string;\n}\nexport const useMe = () => fetch("/api/me")\n',
      },
      'optimizer',
      'the tax optimizer and its users',
      '## Built\n- Frontend: `web/pages/optimizer.tsx` shows the tabs\n- `server/core/optimizer.ts`: the strategies\n' +
        '- `requireAuth` in `api/middlewares/auth.ts` guards it\n- `useMe()` in `web/hooks/use-current-user.ts` fetches the role\n\n' +
        '## Notes\n**compareStrategies sort**: with equal gains, `min_tax` sorts after fifo; the sort is stable.\n\n' +
        'On the first request, `requireAuth` looks the user up by `clerk_id`.\n',
    )
    expect(advice).toMatch(/target: server\/core\/optimizer\.ts\n\s+pattern: min_tax/)
    expect(advice).not.toMatch(/optimizer\.tsx\n\s+pattern: min_tax/)
    expect(advice).not.toContain('pattern: clerk_id')
  })

  it('after a Write, schema fields are not held in a seed script the memory never names, a dependency the clause places in a folder is held in its manifest, and a build’s output list is not called missing (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        'src/schemas/post.ts':
          "export const post = defineType({\n  fields: [\n    defineField({ name: 'seoTitle', type: 'string' }),\n  ],\n})\n",
        'scripts/seed-posts.ts': "const doc = {\n  seoTitle: 'Hello',\n}\n",
        'package.json': '{ "devDependencies": { "@tailwindcss/postcss": "^4.0.0" } }\n',
        'website/package.json': '{ "name": "site", "dependencies": { "@tailwindcss/postcss": "^4.1.0" } }\n',
        '.output/chrome-mv3/manifest.json': '{}\n',
      },
      'site',
      'the site, its posts and its bundles',
      'The `seoTitle` field is grouped in a collapsible `seo` fieldset.\n\n' +
        'The website uses the current Tailwind PostCSS adapter (`@tailwindcss/postcss`).\n\n' +
        'WXT produces browser-specific bundles under `.output/`:\n- `.output/chrome-mv3/` for Chrome\n- `.output/firefox-mv3/` for Firefox\n',
    )
    expect(advice).not.toContain('seed-posts.ts')
    expect(advice).toMatch(/target: website\/package\.json\n\s+pattern: '"@tailwindcss\/postcss"/)
    expect(advice).not.toContain('firefox-mv3')
  })

  it('after a Write, a flag the memory says to keep out of a script gets no check that it is there (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      {
        'run.sh': '#!/bin/sh\nexec python main.py --listen --fast-math\n',
        'main.py': 'def main():\n    pass\n',
      },
      'fast-math',
      'a flag that crashes the GPU',
      '**`--fast-math` must not be used in run.sh.**\n\n**How to apply:** Keep `--fast-math` out of run.sh; `main.py` starts the server.\n',
    )
    expect(advice).not.toContain('--fast-math')
    expect(advice).toContain('target: main.py')
  })

  it("after a Write, a recipe written with a placeholder folder (`apps/<slug>/app.json`) gets no check on the real folder's file of that name (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnWrite(
      { 'apps/shop-mobile/app.json': '{}\n', 'apps/shop-mobile/constants/colors.ts': 'export const t = 1\n' },
      'scaffold',
      'recovering a failed scaffold',
      'If `scaffoldApp` returns `"apps/<slug>/ already exists"`:\n\n' +
        '1. Back up: `cp apps/<slug>/constants/colors.ts /tmp/b && cp apps/<slug>/app.json /tmp/b`\n' +
        '2. Re-run `scaffoldApp`, then copy the backed-up files back\n' +
        '3. Apply your edits (colors.ts, app.json)\n',
    )
    expect(advice).not.toContain('apps/shop-mobile')
  })

  it("after a Write, a dependency is held in the live app's manifest, not in a `.migration-backup/` copy nearer the root (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnNewMemory(
      {
        '.migration-backup/package.json': '{ "dependencies": { "zustand": "4.0.0" } }\n',
        'artifacts/shop/package.json': '{ "dependencies": { "zustand": "5.0.2" } }\n',
      },
      'state',
      'where state lives',
      'State lives in the `zustand` package.\n',
    )
    expect(advice).toContain('target: artifacts/shop/package.json')
    expect(advice).not.toContain('.migration-backup')
  })

  it("after a Write, a dependency two apps' manifests declare alike is held in neither (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnWrite(
      {
        'apps/sandbox/package.json': '{ "dependencies": { "zustand": "4.0.0" } }\n',
        'apps/shop/package.json': '{ "dependencies": { "zustand": "5.0.2" } }\n',
      },
      'state',
      'where state lives',
      'State lives in the `zustand` package.\n',
    )
    expect(advice).not.toContain('package.json')
  })

  it('after a Write, a name inside parentheses that close before a list of files is held in the file before them, not in a later one that only calls it; a Python `with lock(path):` declares nothing (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'core/src/keys.rs':
          'pub struct SignKey;\nimpl SignKey {\n    pub fn open_or_init(dir: &Path) -> Self { SignKey }\n}\n',
        'core/src/gate.rs': 'pub fn decide() {\n    let key = SignKey::open_or_init(&dir);\n}\n',
        'app/store/journal.py': 'def journal_lock(path):\n    return None\n',
        'app/bridge/envelope.py':
          'def accept(store, nonce):\n    from ..store.journal import journal_lock\n    with journal_lock(store.path):\n        return nonce\n',
      },
      'core',
      'the signing core and the bridge',
      '**Modules** (`core/src/`): `keys.rs` (Ed25519 signing; SignKey open_or_init 0600 + validated), `gate.rs` (classify then decide).\n\n' +
        'The bridge lives in `app/bridge/envelope.py`.\n\nConcurrent writes forked the chain; fixed with a re-entrant `journal_lock` + flock.\n',
    )
    expect(advice).toMatch(/target: core\/src\/keys\.rs\n\s+pattern: open_or_init/)
    expect(advice).toMatch(/target: app\/store\/journal\.py\n\s+pattern: journal_lock/)
    expect(advice).not.toMatch(/target: core\/src\/gate\.rs\n\s+pattern/)
    expect(advice).not.toMatch(/target: app\/bridge\/envelope\.py\n\s+pattern/)
  })

  it('after a Write, a name the memory says was moved out of a file, one a widget was extracted from, and a file said dropped (`entfallen`) get no check there (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'lib/router/app_routes.dart': 'abstract class AppRoutes {\n  static const home = "/";\n}\n',
        'lib/router/app_router.dart':
          "export 'app_routes.dart';\nfinal router = GoRouter(initialLocation: AppRoutes.home);\n",
        'lib/shared/widgets/picker.dart': 'class Picker extends StatelessWidget {}\n',
        'lib/screens/workout_screen.dart': 'class _ExerciseListPicker extends StatelessWidget {}\n',
        'backend/services/mailer.py': '# deprecated stand-in\n',
      },
      'routes',
      'the route constants and the shared picker',
      'AppRoutes was moved from `app_router.dart` into a dedicated `lib/router/app_routes.dart` file. `app_router.dart` re-exports `app_routes.dart` so callers continue to see `AppRoutes`.\n\n' +
        '**Shared widget**: `lib/shared/widgets/picker.dart`\n- Extracted from `_ExerciseListPicker` in `workout_screen.dart`\n\n' +
        'Mails: `mailer.py` entfallen.\n',
    )
    expect(advice).toMatch(/target: lib\/router\/app_routes\.dart\n\s+pattern: AppRoutes/)
    expect(advice).not.toMatch(/target: lib\/router\/app_router\.dart\n\s+pattern: AppRoutes/)
    expect(advice).not.toContain('_ExerciseListPicker')
    expect(advice).not.toContain('mailer.py')
  })

  it('after a Write, a never-held Python file under a folder of a TypeScript project (a backend kept elsewhere) is not called false; a TypeScript one is (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnWrite(
      { 'services/opsClient.ts': 'export const ops = 1\n', 'package.json': '{ "name": "portal" }\n' },
      'sse',
      'server-sent events',
      'The backend pushes events from `services/sse_manager.py`; the portal reads them in `services/opsClient.ts` and `services/eventBus.ts`.\n',
    )
    expect(advice).toContain('names services/eventBus.ts, which does not exist under the project')
    expect(advice).not.toContain('sse_manager.py')
  })

  it('after a Write, a name written after its bare file name (`main.py::_apply_column_patches`) is grepped in that file, not a readable of the module (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'backend/main.py': 'def _apply_column_patches():\n    pass\n\n_apply_column_patches()\n',
        'backend/migrate.py': '"""Run by hand only."""\n',
      },
      'columns',
      'where new columns go',
      'New columns belong in **`main.py::_apply_column_patches`**; `backend/migrate.py` never runs at start.\n',
    )
    expect(advice).toMatch(/target: backend\/main\.py\n\s+pattern: _apply_column_patches/)
    expect(advice).not.toMatch(/kind: readable\n\s+target: backend\/main\.py/)
  })

  it('after a Write, a section the memory quotes by its title is grepped by that title in the document whose heading holds it (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'docs/runbook.md':
          '# Runbook\n\n## Safe local runs (binds every agent)\n\nNever start the server twice.\n\n## Releases\n\nTag first.\n',
      },
      'safe-runs',
      'how to start things locally',
      'Start nothing by hand. See the "Safe local runs" guardrail in `docs/runbook.md` before any launch.\n',
    )
    expect(advice).toMatch(/target: docs\/runbook\.md\n\s+pattern: 'Safe local runs'\n\s+fixed: true/)
    expect(advice).not.toMatch(/kind: readable\n\s+target: docs\/runbook\.md/)
  })

  it("after a Write, another agent's memory file is never a check's target, and what a German plan lists is not called missing (SPEC §6.4, §8.6)", async () => {
    const advice = await adviceOnWrite(
      {
        '.claude/agent-memory/backend-dev/MEMORY.md': '- [gap](gap-notes.md)\n',
        '.claude/agent-memory/backend-dev/gap-notes.md': '---\nname: gap\ndescription: gap\n---\nThe gap.\n',
        'kiosk/play/run.py': 'def main():\n    pass\n',
      },
      'handoff',
      'the gap handed over',
      'Details in `.claude/agent-memory/backend-dev/gap-notes.md`; the entry point is `kiosk/play/run.py`.\n\n' +
        '## Was das für den Arbeitsplan bedeutet\n\n**Richtiges Ziel**:\n- Pipeline aus `kiosk/play/run.py` in `kiosk/refs.py` heben\n',
    )
    expect(advice).toMatch(/target: kiosk\/play\/run\.py/)
    expect(advice).not.toContain('agent-memory')
    expect(advice).not.toContain('kiosk/refs.py')
  })

  it('after a Write, a type a Chinese memory says is deleted (`删除 `RunOutcome``) gets no check; a component beside "删除按钮" (the delete button) does (SPEC §6.4, §8.6)', async () => {
    const files = {
      'web/src/types.ts': 'export type RunOutcome = "ok"\n',
      'web/src/panel.tsx': 'export function RemovePanel() { return null }\n',
    }
    const deleted = await adviceOnWrite(
      files,
      'prune',
      'dead code removed',
      '## 核心决策\n\n1. **不保留兼容层** — 删除 `RunDescriptor`、optional `parent_id`、`RunOutcome` 双轨\n2. **强类型协议** — 状态从 `String` 升级为 DTO 枚举\n',
    )
    expect(deleted).not.toContain('RunOutcome')
    const button = await adviceOnNewMemory(
      files,
      'panel',
      'where the delete button is',
      '删除按钮在 `web/src/panel.tsx` 的 `RemovePanel` 里。\n',
    )
    expect(button).toMatch(/target: web\/src\/panel\.tsx\n\s+pattern: RemovePanel/)
  })

  it('after a Write, a name a code block declares under the line naming its file is grepped in that file, not a readable of the module (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      {
        'crates/tools/src/read_file.rs':
          'pub const BLOCKED_READS: &[&str] = &["/dev/zero"];\n\npub fn read_checked(path: &str) -> bool {\n    !BLOCKED_READS.contains(&path)\n}\n',
      },
      'limits',
      'which device files are never read',
      '## Device reads\n**Location**: `tools/src/read_file.rs`\n\n**Rule**: device files are never read.\n\n```rust\npub const BLOCKED_READS: &[&str] = &["/dev/zero"];\n```\n',
    )
    expect(advice).toMatch(/target: crates\/tools\/src\/read_file\.rs\n\s+pattern: BLOCKED_READS/)
    expect(advice).not.toMatch(/kind: readable\n\s+target: crates\/tools\/src\/read_file\.rs/)
  })

  it('after a Write, a memory titled by a stage’s number (`# V1.5 rollout`) is no changelog entry: its names are held (SPEC §6.4, §8.6)', async () => {
    const advice = await adviceOnNewMemory(
      { 'api/messaging/connect.js': 'export function handleAdminStart(req) {\n  return req\n}\n' },
      'rollout',
      'how academies move onto V1.5',
      '# V1.5 rollout — academies onto V1.5\n\nAdmins connect an academy through `handleAdminStart` in `api/messaging/connect.js`.\n',
    )
    expect(advice).toMatch(/target: api\/messaging\/connect\.js\n\s+pattern: handleAdminStart/)
  })

  it('after a Write, files listed under a heading that calls them old but kept are held to the tree (a gone one is said to be missing), and a table is held in the migration that creates it (SPEC §6.4, §8.6)', async () => {
    const p = project({ 'MEMORY.md': '' })
    addFiles(p.cwd, {
      'server/routes/projects.ts': 'export const projects = 1\n',
      'db/migrations/001_holds/migration.sql': 'CREATE TABLE "seat_holds" (\n  "id" TEXT NOT NULL\n);\n',
      'db/migrations/007_cleanup/migration.sql': 'ALTER TABLE seat_holds ALTER COLUMN note DROP DEFAULT;\n',
    })
    const routes = await adviceAfterWrite(
      p,
      'routes.md',
      '---\nname: routes\ndescription: the server routes\ntype: project\n---\n' +
        '## Old routes kept as stubs\n`server/routes/admin.ts` and `server/routes/projects.ts` are empty stubs.\n',
    )
    expect(routes).toMatch(/server\/routes\/admin\.ts[^\n]*does not exist/)
    expect(routes).not.toMatch(/server\/routes\/projects\.ts[^\n]*does not exist/)
    const tables = await adviceAfterWrite(
      p,
      'tables.md',
      '---\nname: tables\ndescription: where holds are kept\ntype: project\n---\nHolds live in the `seat_holds` table.\n',
    )
    expect(tables).toContain('target: db/migrations/001_holds/migration.sql')
    expect(tables).not.toContain('007_cleanup')
  })

  it('with --require, a Write that creates a memory with no check is denied with the block for its text; written again with it, the memory is fresh', async () => {
    const p = project({ 'MEMORY.md': '' })
    installHooks(p, '--require')
    const file = join(p.memoryDir, 'batch.md')
    const front = '---\nname: batch\n'
    const body = '---\nThe batch runs from scripts/batch.sh.\n'
    let denied = ''
    let existedAfterDenial = true
    const { turns } = await session(p, {
      script: [
        { tool: 'Write', input: { file_path: file, content: front + body } },
        // The scripted model does what the denial says: the block it was given, in the frontmatter.
        (request) => {
          denied = toolResults(request).at(-1)?.text ?? ''
          existedAfterDenial = existsSync(file)
          const block = denied.slice(denied.indexOf('\nverify:\n') + 1)
          return { tool: 'Write', input: { file_path: file, content: `${front}${block}\n${body}` } }
        },
        { text: 'Saved.' },
      ],
    })
    expect(denied).toContain(
      'claimcheck requires a check on every new memory, and batch.md has none (no verify block).\nWhat it says can be checked (names scripts/batch.sh): write it again with this verify block in its frontmatter:\nverify:\n  kind: readable\n  target: scripts/batch.sh',
    )
    expect(existedAfterDenial).toBe(false)
    // The second Write went through: the last request carries its result, and no advice.
    expect(toolResults(turns.at(-1) as RecordedRequest).at(-1)?.text).not.toContain('claimcheck requires')
    expect(contexts(turns.at(-1), 'PostToolUse:Write')).toEqual([])
    const checked = spawnSync(process.execPath, [BIN, 'check', p.memoryDir, '--format', 'json', '--root', p.cwd], {
      cwd: p.cwd,
      encoding: 'utf8',
    })
    const memory = JSON.parse(checked.stdout).memories.find((m: { name: string }) => m.name === 'batch')
    expect(memory).toMatchObject({ status: 'fresh', reason: 'readable with content' })
  })
})

const PLUGIN = join(REPO, 'claude-plugin')
const PLUGIN_BIN = 'node "${CLAUDE_PLUGIN_ROOT}/dist/bin.cjs"'

/**
 * The claimcheck command lines a shipped file of the plugin gives the agent, as the agent runs
 * them: `claimcheck` as the file names it, the plugin's folder and the memory file put in, no
 * argument after the command.
 */
function shippedCommandLines(file: string, memoryFile: string): string[] {
  const text = readFileSync(join(PLUGIN, file), 'utf8')
  const named = /The claimcheck to run is `(.+?)`/.exec(text)?.[1]
  return [...text.matchAll(/`([^`\n]+)`/g)].flatMap(([, span = '']) => {
    const line =
      named !== undefined && span.startsWith('claimcheck ') ? `${named}${span.slice('claimcheck'.length)}` : span
    if (!line.startsWith(`${PLUGIN_BIN} `)) return []
    return [
      line
        .replaceAll('${CLAUDE_PLUGIN_ROOT}', PLUGIN)
        .replaceAll('$ARGUMENTS', '')
        .replace(/<(?:the|that) memory file>/, `"${memoryFile}"`)
        .replace(/ +/g, ' ')
        .trim(),
    ]
  })
}

describe.concurrent(`the plugin in Claude Code ${CLAUDE_CODE_VERSION} sessions (--plugin-dir)`, () => {
  it('its SessionStart context reaches the model, and CLAIMCHECK_REQUIRE_CHECKS in the settings turns its gate on', async () => {
    const p = project({ 'MEMORY.md': '- [Assets](assets.md)\n', 'assets.md': staleTopic })
    writeFileSync(join(p.configDir, 'settings.json'), JSON.stringify({ env: { CLAIMCHECK_REQUIRE_CHECKS: '1' } }))
    const file = join(p.memoryDir, 'batch.md')
    const { turns } = await session(p, {
      args: ['--plugin-dir', join(REPO, 'claude-plugin')],
      script: [
        {
          tool: 'Write',
          input: { file_path: file, content: '---\nname: batch\n---\nThe batch runs from scripts/batch.sh.\n' },
        },
        { text: 'Understood.' },
      ],
    })
    expect(contexts(turns[0], 'SessionStart')).toEqual([
      "Memory 'assets' (assets.md) failed verification: missing: data/assets. Its content may be out of date.",
    ])
    expect(toolResults(turns[1] as RecordedRequest)[0]?.text).toContain(
      'claimcheck requires a check on every new memory, and batch.md has none (no verify block).\nWhat it says can be checked (names scripts/batch.sh): write it again with this verify block in its frontmatter:\nverify:\n  kind: readable\n  target: scripts/batch.sh',
    )
    expect(existsSync(file)).toBe(false)
  })

  it('/claimcheck:backfill: the commands it gives run in the session, and the block lint proposes, confirmed by check, leaves the memory fresh', async () => {
    const p = project({
      'MEMORY.md': '- [Batch](batch.md)\n',
      'batch.md':
        '---\nname: batch\ndescription: where the batch runs from\ntype: project\n---\nThe nightly batch runs from `scripts/batch.sh`.\n',
    })
    const file = join(p.memoryDir, 'batch.md')
    const [front, body] = (readFileSync(file, 'utf8').match(/^(---\n[^]*?\n)(---\n[^]*)$/) ?? []).slice(1) as [
      string,
      string,
    ]
    let prompt = ''
    let claimcheck = ''
    let fossil: { file: string; suggestion: string } | undefined
    const { turns } = await session(p, {
      prompt: '/claimcheck:backfill',
      args: ['--plugin-dir', join(REPO, 'claude-plugin'), '--allowedTools', 'Bash(node:*)'],
      script: [
        // The scripted model runs the claimcheck the command names, as the command says.
        (request) => {
          prompt = promptText(request).slice(promptText(request).indexOf('Backfill checks'))
          claimcheck = /The claimcheck to run is `(.+?)`/.exec(prompt)?.[1] ?? ''
          return { tool: 'Bash', input: { command: `${claimcheck} lint --format json` } }
        },
        (request) => {
          const out = toolResults(request).at(-1)?.text ?? ''
          const lint = JSON.parse(out.slice(out.indexOf('{')))
          fossil = lint.findings.find((f: { code: string }) => f.code === 'fossil')
          return { tool: 'Read', input: { file_path: join(lint.memoryDir, fossil?.file ?? '') } }
        },
        () => {
          return {
            tool: 'Write',
            input: { file_path: file, content: `${front}${fossil?.suggestion}\n${body}` },
          }
        },
        { tool: 'Bash', input: { command: `node "${join(REPO, 'claude-plugin/dist/bin.cjs')}" check "${file}"` } },
        { text: 'One memory given a check.' },
      ],
    })
    expect(prompt).toContain(`The claimcheck to run is \`node "${join(REPO, 'claude-plugin')}/dist/bin.cjs"\``)
    expect(prompt).not.toMatch(/\$\{CLAUDE_PLUGIN_ROOT\}|\$ARGUMENTS|``/)
    // The memory dir is Claude Code's, outside the project: lint names the file by its absolute path.
    expect(fossil).toMatchObject({
      file: join(p.memoryDir, 'batch.md'),
      suggestion: 'verify:\n  kind: readable\n  target: scripts/batch.sh',
    })
    expect(toolResults(turns.at(-1) as RecordedRequest).at(-1)?.text).toMatch(/^OK +batch: readable with content\n/)
    const checked = spawnSync(process.execPath, [BIN, 'check', p.memoryDir, '--format', 'json', '--root', p.cwd], {
      cwd: p.cwd,
      encoding: 'utf8',
    })
    expect(JSON.parse(checked.stdout).memories).toMatchObject([{ name: 'batch', status: 'fresh' }])
  })
  it("the skill's and /claimcheck:backfill's command lines, run as the agent runs them, load nothing of the folder: its JavaScript config never runs", async () => {
    const p = project({
      'MEMORY.md': '- [Batch](batch.md)\n',
      'batch.md':
        '---\nname: batch\ndescription: where the batch runs from\ntype: project\n---\nThe nightly batch runs from `scripts/batch.sh`.\n',
    })
    // What a repository can commit: a config that leaves a marker when anything loads it.
    writeFileSync(
      join(p.cwd, 'claimcheck.config.mjs'),
      "import { writeFileSync } from 'node:fs'\nwriteFileSync(new URL('./config-ran.txt', import.meta.url), 'ran')\nexport default {}\n",
    )
    const marker = join(p.cwd, 'config-ran.txt')
    const file = join(p.memoryDir, 'batch.md')
    const lines = [
      ...shippedCommandLines('commands/backfill.md', file),
      ...shippedCommandLines('skills/verify-blocks/SKILL.md', file),
    ]
    expect(lines.map((line) => line.split(' ')[2])).toEqual(['lint', 'check', 'check', 'check'])
    let prompt = ''
    const { turns } = await session(p, {
      prompt: '/claimcheck:backfill',
      args: ['--plugin-dir', PLUGIN, '--allowedTools', 'Bash(node:*)'],
      script: [
        ...lines.map((command, i) => (request: RecordedRequest) => {
          if (i === 0) prompt = promptText(request)
          return { tool: 'Bash', input: { command } }
        }),
        { text: 'Done.' },
      ],
    })
    expect(existsSync(marker)).toBe(false)
    // The lines are the ones the session gave the agent.
    expect(prompt).toContain(`The claimcheck to run is \`node "${PLUGIN}/dist/bin.cjs"\``)
    expect(prompt).toContain('`claimcheck lint --user-scope --format json')
    const results = toolResults(turns.at(-1) as RecordedRequest)
    expect(results).toHaveLength(lines.length)
    for (const result of results)
      expect(result.text).toContain('claimcheck did not load claimcheck.config.mjs: a JavaScript config runs as code')
    // The same line without --user-scope is a project run: the folder's config runs.
    const projectRun = spawnSync('sh', ['-c', (lines[0] as string).replace(' --user-scope', '')], {
      cwd: p.cwd,
      env: { ...process.env, CLAUDE_CONFIG_DIR: p.configDir },
      encoding: 'utf8',
    })
    expect(projectRun.status).toBe(1)
    expect(existsSync(marker)).toBe(true)
  })
})

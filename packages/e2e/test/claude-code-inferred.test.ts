// Inferred checks in real Claude Code sessions (SPEC §6.4.1, §8.2, §8.4): a memory without a verify
// block names a folder the project deleted; the SessionStart context and the Read of that memory
// say so, as facts, and its body still reaches the model; a memory whose named paths exist adds nothing.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLAUDE_CODE_VERSION, claudeCodeBinary } from './claude-code/install.ts'
import type { RecordedRequest } from './claude-code/messages-api.ts'
import { hookContexts, runSession, toolResults } from './claude-code/session.ts'

const BIN = fileURLToPath(new URL('../../cli/dist/bin.cjs', import.meta.url))
const BODY = 'Track outlines are drawn from `src/outlines/` before the race starts.'
const GONE = 'names src/outlines, which no longer exists under the project'

let claude = ''
beforeAll(() => {
  claude = claudeCodeBinary(CLAUDE_CODE_VERSION)
}, 600_000)

/** Git in `cwd` with a fixed author and no signing, every commit dated 5 August 2026. */
const gitOn5August =
  (cwd: string) =>
  (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_DATE: '2026-08-05T09:00:00Z', GIT_COMMITTER_DATE: '2026-08-05T09:00:00Z' },
    })

/** Files committed, then `removed` deleted by one commit (both dated 5 August 2026): the removal's short hash. */
function commitThenRemove(cwd: string, files: Record<string, string>, removed: string[]): string {
  const git = gitOn5August(cwd)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(cwd, file)), { recursive: true })
    writeFileSync(join(cwd, file), text)
  }
  git('add', ...Object.keys(files))
  git('commit', '-q', '-m', 'added')
  git('rm', '-rq', ...removed)
  git('commit', '-q', '-m', 'removed')
  return git('log', '-1', '--format=%h').trim()
}

/** A third memory (a project memory without a check, unless `type` says otherwise) beside the project's two, in the index too. */
function addMemory(memoryDir: string, name: string, body: string, type = 'project') {
  writeFileSync(
    join(memoryDir, 'MEMORY.md'),
    `- [Outlines](outlines.md)\n- [Batch](batch.md)\n- [${name}](${name}.md)\n`,
  )
  writeFileSync(
    join(memoryDir, `${name}.md`),
    `---\nname: ${name}\ndescription: the ${name}\ntype: ${type}\n---\n${body}\n`,
  )
}

const scratches: string[] = []
afterAll(() => scratches.forEach((scratch) => rmSync(scratch, { recursive: true, force: true })))

/**
 * A git project whose `src/outlines/` folder was committed, then deleted; Claude Code's config dir
 * holding its auto memory: one memory naming the deleted folder, one naming a script that is there.
 */
function project() {
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-inferred-')))
  scratches.push(scratch)
  const cwd = join(scratch, 'project')
  const configDir = join(scratch, 'config')
  const memoryDir = join(configDir, 'projects', cwd.replace(/[^A-Za-z0-9]/g, '-'), 'memory')
  const files = {
    [join(cwd, 'scripts/batch.sh')]: 'echo batch\n',
    [join(cwd, 'src/race.ts')]: 'export const race = 1\n',
    [join(cwd, 'src/outlines/draw.ts')]: 'export const draw = 1\n',
    [join(cwd, 'src/laps/lap.ts')]: 'export const lap = 1\n',
    [join(cwd, 'scripts/replay.sh')]: 'echo replay\n',
    [join(memoryDir, 'MEMORY.md')]: '- [Outlines](outlines.md)\n- [Batch](batch.md)\n',
    [join(memoryDir, 'outlines.md')]:
      `---\nname: outlines\ndescription: where track outlines come from\ntype: project\n---\n${BODY}\n`,
    [join(memoryDir, 'batch.md')]:
      '---\nname: batch\ndescription: how batches run\ntype: project\n---\nBatches run from `scripts/batch.sh` nightly.\n',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  // The memory written on 1 August; the folder committed the next day and deleted the day after.
  utimesSync(join(memoryDir, 'outlines.md'), new Date('2026-08-01T09:00:00Z'), new Date('2026-08-01T09:00:00Z'))
  const git = (date: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
      cwd,
      stdio: 'pipe',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    })
  git('2026-08-02T09:00:00Z', 'init', '-q')
  git('2026-08-02T09:00:00Z', 'add', '.')
  git('2026-08-02T09:00:00Z', 'commit', '-q', '-m', 'outlines')
  git('2026-08-03T09:00:00Z', 'rm', '-rq', 'src/outlines')
  git('2026-08-03T09:00:00Z', 'commit', '-q', '-m', 'outlines gone')
  // Laps and their replay script, removed together by one commit.
  git('2026-08-04T09:00:00Z', 'rm', '-rq', 'src/laps', 'scripts/replay.sh')
  git('2026-08-04T09:00:00Z', 'commit', '-q', '-m', 'laps gone')
  // The project's own install, as `npm install --save-dev @claimcheck/cli` leaves it; hooks as `hook install` writes them.
  mkdirSync(join(cwd, 'node_modules/.bin'), { recursive: true })
  symlinkSync(BIN, join(cwd, 'node_modules/.bin/claimcheck'))
  const installed = spawnSync(process.execPath, [BIN, 'hook', 'install'], { cwd, encoding: 'utf8' })
  expect(installed.status).toBe(0)
  const removed = execFileSync('git', ['log', '-1', '--format=%h'], { cwd, encoding: 'utf8' }).trim()
  return { cwd, configDir, memoryDir, removed }
}

const contexts = (request: RecordedRequest | undefined, event: string) =>
  request === undefined
    ? []
    : hookContexts(request)
        .filter((c) => c.event === event)
        .map((c) => c.text)

/** The lines of the SessionStart context Claude Code sent the model in a session in the project. */
async function sessionStartLines(p: { cwd: string; configDir: string }): Promise<string[]> {
  const { turns } = await runSession({ claude, cwd: p.cwd, configDir: p.configDir })
  const [context] = contexts(turns[0], 'SessionStart')
  return (context ?? '').split('\n')
}

describe.concurrent(`inferred checks in Claude Code ${CLAUDE_CODE_VERSION} sessions`, () => {
  it('SessionStart: the memory naming the deleted folder is named, as a fact; the one whose paths exist is not', async () => {
    const p = project()
    const { turns } = await runSession({ claude, cwd: p.cwd, configDir: p.configDir })
    const [context] = contexts(turns[0], 'SessionStart')
    const lines = (context ?? '').split('\n')
    expect(lines[0]).toBe(
      `Memory 'outlines' (outlines.md) carries no check, and ${GONE}. What it says about them may be out of date.`,
    )
    expect(context).not.toContain('batch')
  })

  it('SessionStart: a memory naming paths one commit removed gets one line naming them, the commit and its date', async () => {
    const p = project()
    writeFileSync(join(p.memoryDir, 'MEMORY.md'), '- [Outlines](outlines.md)\n- [Batch](batch.md)\n- [Laps](laps.md)\n')
    writeFileSync(
      join(p.memoryDir, 'laps.md'),
      '---\nname: laps\ndescription: how laps are timed\ntype: project\n---\nLaps are timed in `src/laps/lap.ts`; `scripts/replay.sh` replays them.\n',
    )
    const { turns } = await runSession({ claude, cwd: p.cwd, configDir: p.configDir })
    const [context] = contexts(turns[0], 'SessionStart')
    expect((context ?? '').split('\n')).toContain(
      `Memory 'laps' (laps.md) carries no check, and names src/laps/lap.ts and scripts/replay.sh, which no longer exist under the project (commit ${p.removed} removed them on 2026-08-04). What it says about them may be out of date.`,
    )
  })

  it('SessionStart: files a memory writes from a folder below the root (`lib/genome.ts` of `server/agent/lib/`), deleted by one commit while that folder stays, are each named', async () => {
    const p = project()
    const files = Object.fromEntries(
      ['genome', 'plan', 'keep'].map((name) => [`server/agent/lib/${name}.ts`, `export const ${name} = 1\n`]),
    )
    const removed = commitThenRemove(p.cwd, files, ['server/agent/lib/genome.ts', 'server/agent/lib/plan.ts'])
    addMemory(p.memoryDir, 'agent', 'The vocabulary is built in `lib/genome.ts`; `lib/plan.ts` plans the run.')
    expect(await sessionStartLines(p)).toContain(
      `Memory 'agent' (agent.md) carries no check, and names lib/genome.ts and lib/plan.ts, which no longer exist under the project (commit ${removed} removed them on 2026-08-05). What it says about them may be out of date.`,
    )
  })

  it('SessionStart: a memory naming three files of a folder one commit deleted is told so once, with the folder and how many more of its paths it names', async () => {
    const p = project()
    const files = Object.fromEntries(['align', 'match', 'ids'].map((name) => [`tools/${name}.mjs`, 'export {}\n']))
    commitThenRemove(p.cwd, files, ['tools'])
    addMemory(
      p.memoryDir,
      'align',
      'Align with `tools/align.mjs`, then match with `tools/match.mjs` and `tools/ids.mjs`.',
    )
    expect(await sessionStartLines(p)).toContain(
      "Memory 'align' (align.md) carries no check, and names tools/align.mjs and 2 more paths under tools/, which no longer exists under the project. What it says about them may be out of date.",
    )
  })

  it('SessionStart: a route file under a committed `artifacts/` folder, deleted, is named; a name said to be in a built file `.gitignore` leaves out is not', async () => {
    const p = project()
    commitThenRemove(
      p.cwd,
      {
        'artifacts/api/src/routes/voice.ts': 'export const voice = 1\n',
        'artifacts/api/src/routes/chat.ts': 'export {}\n',
      },
      ['artifacts/api/src/routes/voice.ts'],
    )
    writeFileSync(join(p.cwd, '.gitignore'), 'dist\n')
    mkdirSync(join(p.cwd, 'dist'), { recursive: true })
    writeFileSync(join(p.cwd, 'dist', 'server.js'), 'function a(){}\n')
    addMemory(
      p.memoryDir,
      'voice',
      'File: `artifacts/api/src/routes/voice.ts`. The bundle `dist/server.js` exports `startVoice`.',
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(
      `Memory 'voice' (voice.md) carries no check, and names artifacts/api/src/routes/voice.ts, which no longer exists under the project. What it says about them may be out of date.`,
    )
    expect(lines.join('\n')).not.toContain('dist/server.js')
  })

  it('SessionStart: a layout written with a bracketed stand-in and files under a Portuguese "removed" label are not named; a deleted file is', async () => {
    const p = project()
    commitThenRemove(
      p.cwd,
      {
        'app/[lang]/pricing/page.tsx': 'export default 1\n',
        'app/[lang]/about/page.tsx': 'export default 2\n',
        'templates/side_nav.html': '<nav></nav>\n',
        'templates/top_nav.html': '<nav></nav>\n',
        'templates/footer.html': '<footer></footer>\n',
      },
      ['templates/top_nav.html', 'templates/footer.html'],
    )
    addMemory(
      p.memoryDir,
      'shell',
      [
        'Each page is `app/[lang]/[page]/page.tsx`. The shell is `templates/side_nav.html`; the footer is `templates/footer.html`.',
        '',
        '**Removido (era shell antigo):** `templates/top_nav.html`.',
      ].join('\n'),
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(
      `Memory 'shell' (shell.md) carries no check, and names templates/footer.html, which no longer exists under the project. What it says about them may be out of date.`,
    )
    expect(lines.join('\n')).not.toContain('[page]')
    expect(lines.join('\n')).not.toContain('top_nav.html')
  })

  it('SessionStart: files on a plain line of what an incident fixed ("Files fixed in this incident: …") are not named; a deleted file the memory states is', async () => {
    const p = project()
    commitThenRemove(
      p.cwd,
      {
        'src/forum/ModerationClient.tsx': 'export {}\n',
        'src/ui/HeaderFallback.tsx': 'export {}\n',
        'src/events/EventsClient.tsx': 'export {}\n',
      },
      ['src/forum/ModerationClient.tsx', 'src/ui/HeaderFallback.tsx'],
    )
    addMemory(
      p.memoryDir,
      'hydration',
      [
        'Every client date needs `suppressHydrationWarning` on its element.',
        '',
        'Files fixed in this incident: `src/events/EventsClient.tsx`, `src/forum/ModerationClient.tsx`.',
        '',
        'The header falls back to `src/ui/HeaderFallback.tsx`.',
      ].join('\n'),
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(
      `Memory 'hydration' (hydration.md) carries no check, and names src/ui/HeaderFallback.tsx, which no longer exists under the project. What it says about them may be out of date.`,
    )
    expect(lines.join('\n')).not.toContain('ModerationClient')
  })

  it('SessionStart: a file named in a checklist item not yet ticked, or under "Issues encountered", is not named; a deleted file the memory states is', async () => {
    const p = project()
    commitThenRemove(
      p.cwd,
      {
        'src/index.mjs': 'export const shelf = 1\n',
        'src/old_reader.py': 'def read(): pass\n',
        'src/rack.mjs': 'export const rack = 1\n',
      },
      ['src/old_reader.py', 'src/rack.mjs'],
    )
    addMemory(
      p.memoryDir,
      'release',
      [
        'Before every release, validate these items.',
        '',
        '- [ ] **Types shipped** in `types/index.d.ts`',
        '- The rack is drawn by `src/rack.mjs`.',
        '',
        '## Issues encountered',
        '- `src/old_reader.py` crashed on empty files.',
      ].join('\n'),
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(
      `Memory 'release' (release.md) carries no check, and names src/rack.mjs, which no longer exists under the project. What it says about them may be out of date.`,
    )
    expect(lines.join('\n')).not.toContain('types/index.d.ts')
    expect(lines.join('\n')).not.toContain('old_reader.py')
  })

  it("SessionStart: a file a feedback memory's body lists, deleted, is named as `lint` reports it; a name its story places is not", async () => {
    const p = project()
    commitThenRemove(p.cwd, { 'BACKLOG.md': '# Backlog\n', 'src/sync.ts': 'export {}\n' }, ['BACKLOG.md'])
    addMemory(
      p.memoryDir,
      'wrap-up',
      [
        'At the end of a session, read these files:',
        '- `BACKLOG.md`',
        '- `src/sync.ts`',
        '',
        'Last time `flushQueue` in `src/sync.ts` was left half done.',
      ].join('\n'),
      'feedback',
    )
    const lines = await sessionStartLines(p)
    // Before, a feedback memory was held only to its description and how-to-apply rule.
    expect(lines).toContain(
      "Memory 'wrap-up' (wrap-up.md) carries no check, and names BACKLOG.md, which no longer exists under the project. What it says about them may be out of date.",
    )
    expect(lines.join('\n')).not.toContain('flushQueue')
  })

  it('SessionStart: files one commit moved into one folder get one line naming that folder; a gate\'s cases on a file-map line ("no session → splash") are no negation of its file', async () => {
    const p = project()
    const git = gitOn5August(p.cwd)
    for (const [file, text] of Object.entries({
      'lib/api_service.dart': 'class ApiService {}\n',
      'lib/chat_screen.dart': 'class ChatScreen {}\n',
      'app/index.tsx': 'export default 1\n',
    })) {
      mkdirSync(dirname(join(p.cwd, file)), { recursive: true })
      writeFileSync(join(p.cwd, file), text)
    }
    git('add', '.')
    git('commit', '-q', '-m', 'chat')
    mkdirSync(join(p.cwd, 'lib/messenger'))
    git('mv', 'lib/api_service.dart', 'lib/messenger/api_service.dart')
    git('mv', 'lib/chat_screen.dart', 'lib/messenger/chat_screen.dart')
    git('commit', '-q', '-m', 'messenger')
    const moved = git('log', '-1', '--format=%h').trim()
    git('rm', '-q', 'app/index.tsx')
    git('commit', '-q', '-m', 'no gate')
    addMemory(
      p.memoryDir,
      'chat',
      '- `lib/api_service.dart` — the socket wrapper\n- `lib/chat_screen.dart` — the screen\n- `app/index.tsx` — gate: no session → splash, session → chat',
    )
    const lines = await sessionStartLines(p)
    // Before, each moved file was a line of its own, and the gate's file went unsaid.
    expect(lines).toContain(
      `Memory 'chat' (chat.md) carries no check, and names lib/api_service.dart and lib/chat_screen.dart, which no longer exist under the project (commit ${moved} removed them on 2026-08-05; lib/messenger/ has their names); names app/index.tsx, which no longer exists under the project. What it says about them may be out of date.`,
    )
  })

  it('SessionStart: a file the memory says the app "had" is its past: nothing is said of it, while the deleted folder still is', async () => {
    const p = project()
    commitThenRemove(p.cwd, { 'src/ui/qr-dialog.tsx': 'export {}\n' }, ['src/ui/qr-dialog.tsx'])
    addMemory(
      p.memoryDir,
      'scanners',
      'The app had two camera dialogs (`src/race.ts` and `src/ui/qr-dialog.tsx`); keep one.',
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(
      `Memory 'outlines' (outlines.md) carries no check, and ${GONE}. What it says about them may be out of date.`,
    )
    expect(lines.join('\n')).not.toContain('qr-dialog')
  })

  it('SessionStart: a deleted file on a line where "missing" is said of other words (`missing several fields`) is named; one the memory calls missing is not', async () => {
    const p = project()
    commitThenRemove(p.cwd, { 'docs/erd.md': '# ERD\n' }, ['docs/erd.md'])
    commitThenRemove(p.cwd, { 'docs/old-notes.md': '# Notes\n' }, ['docs/old-notes.md'])
    addMemory(
      p.memoryDir,
      'model',
      'The guide is missing several fields present in `src/race.ts` and `docs/erd.md`.\n\n`docs/old-notes.md` is missing.',
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(
      "Memory 'model' (model.md) carries no check, and names docs/erd.md, which no longer exists under the project. What it says about them may be out of date.",
    )
    expect(lines.join('\n')).not.toContain('old-notes')
  })

  /** The SessionStart lines of a project where a memory naming `path` was written while it existed, then a commit deleted it. */
  async function linesAfterDeleting(path: string, name: string, body: string): Promise<string[]> {
    const p = project()
    commitThenRemove(p.cwd, { [path]: 'export default 1\n' }, [path])
    addMemory(p.memoryDir, name, body)
    return sessionStartLines(p)
  }
  const namesGone = (name: string, path: string) =>
    `Memory '${name}' (${name}.md) carries no check, and names ${path}, which no longer exists under the project. What it says about them may be out of date.`

  it("SessionStart: a deleted file the memory said could not be removed yet (`Can't remove client.ts until …`) is named", async () => {
    const lines = await linesAfterDeleting(
      'src/lib/supabase/client.ts',
      'auth',
      "`src/lib/supabase/client.ts` remains for the pages that still query it.\n\n**Why:** Can't remove client.ts until every page is migrated.",
    )
    expect(lines).toContain(namesGone('auth', 'src/lib/supabase/client.ts'))
  })

  it("SessionStart: a deleted file of a router's dynamic segment (`app/convert/[toolId].tsx`) is named", async () => {
    const lines = await linesAfterDeleting(
      'app/convert/[toolId].tsx',
      'convert',
      'Each tool opens `app/convert/[toolId].tsx`, which reads `VIDEO_LEVELS`.',
    )
    expect(lines).toContain(namesGone('convert', 'app/convert/[toolId].tsx'))
  })

  it('SessionStart: a bracketed stand-in for content files (`src/content/blog/[slug].mdx`) is not named while such files are there; a deleted router file beside it is', async () => {
    const p = project()
    commitThenRemove(
      p.cwd,
      {
        'src/content/blog/first-post.mdx': '# First\n',
        'app/convert/index.tsx': 'export default 1\n',
        'app/convert/[toolId].tsx': 'export default 1\n',
      },
      ['app/convert/[toolId].tsx'],
    )
    addMemory(
      p.memoryDir,
      'blog',
      'Posts are `src/content/blog/[slug].mdx`; each tool opens `app/convert/[toolId].tsx`.',
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(namesGone('blog', 'app/convert/[toolId].tsx'))
    expect(lines.join('\n')).not.toContain('[slug].mdx')
  })

  it('SessionStart: a file a done step deleted (`1) delete dead `src/root.zig``) is not named; a deleted entry point beside it is', async () => {
    const p = project()
    commitThenRemove(
      p.cwd,
      { 'src/main.zig': 'pub fn main() void {}\n', 'src/root.zig': '// old\n', 'src/lib.zig': 'pub const x = 1;\n' },
      ['src/root.zig', 'src/lib.zig'],
    )
    addMemory(
      p.memoryDir,
      'cleanup',
      'Phases: 1) delete dead `src/root.zig`, 2) Zig-ify `.gitignore`, 3) audit the allocator. Status: 1-2 done.\n\n' +
        'The library entry point is `src/lib.zig`.',
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(namesGone('cleanup', 'src/lib.zig'))
    expect(lines.join('\n')).not.toContain('src/root.zig')
  })

  it('SessionStart: a day’s wrap-up (`收工 — 2026-05-04 …`) naming a file removed since is not named; a memory that is no log naming it is', async () => {
    const p = project()
    commitThenRemove(p.cwd, { 'agents/reader/zotero_reader.py': 'x = 1\n' }, ['agents/reader/zotero_reader.py'])
    addMemory(p.memoryDir, 'reader', 'The Zotero reader is `agents/reader/zotero_reader.py`.')
    writeFileSync(
      join(p.memoryDir, 'session_2026_05_04_wrap.md'),
      '---\nname: 收工 — 2026-05-04 晚 CI green\ndescription: the lint fixes of the day\ntype: project\n---\n' +
        'First round failed lint: E501 in `agents/reader/zotero_reader.py`.\n',
    )
    const lines = await sessionStartLines(p)
    expect(lines).toContain(namesGone('reader', 'agents/reader/zotero_reader.py'))
    expect(lines.join('\n')).not.toContain('session_2026_05_04_wrap.md')
  })

  it('SessionStart: a removed handover the memory says lies "im Repo" (German: in the repository) is named', async () => {
    const lines = await linesAfterDeleting(
      'docs/handover-2026-08-11.md',
      'resume',
      'Arbeitsstand vom 2026-08-11. Vollständige Übergabe liegt im Repo:\n`docs/handover-2026-08-11.md`.',
    )
    expect(lines).toContain(namesGone('resume', 'docs/handover-2026-08-11.md'))
  })

  it('SessionStart: a removed script named bare, as code, on a line whose only place word is a commit, is named', async () => {
    const lines = await linesAfterDeleting(
      'toolchain/build-kernel.bat',
      'kernel',
      'KERNEL BUILD STARTED (2026-06-23, commit 23d2a84). `build-kernel.bat` compiles the kernel.',
    )
    expect(lines).toContain(namesGone('kernel', 'build-kernel.bat'))
  })

  it('SessionStart: a deleted folder the memory said was slated for deletion is not named', async () => {
    const lines = await linesAfterDeleting(
      'kiosk/images/card.ts',
      'scope',
      '- `kiosk/images/` is slated for deletion; the kiosk starts from `src/race.ts`.',
    )
    expect(lines.join('\n')).not.toContain('kiosk/images')
  })

  it('SessionStart: a deleted file in the next entry of a list whose entry ends with a **Why:** is named', async () => {
    const lines = await linesAfterDeleting(
      'functions/api/api.mjs',
      'deploy',
      '- **Frozen lockfile.** The build reads the committed `src/race.ts`.\n  **Why:** the first upload drifted.\n\n' +
        '- **Dependencies.** Used only by `functions/api/api.mjs`, never by the app.',
    )
    expect(lines).toContain(namesGone('deploy', 'functions/api/api.mjs'))
  })

  it('Read: the note, with how much the folder changed since, beside the body, which is not withheld; a Read of the memory whose paths exist adds nothing', async () => {
    const p = project()
    const { turns } = await runSession({
      claude,
      cwd: p.cwd,
      configDir: p.configDir,
      script: [
        { tool: 'Read', input: { file_path: join(p.memoryDir, 'outlines.md') } },
        { tool: 'Read', input: { file_path: join(p.memoryDir, 'batch.md') } },
        { text: 'Read them.' },
      ],
    })
    const note =
      `The memory file you just read (outlines.md) carries no check, and ${GONE}. ` +
      'src/outlines changed in 2 commits since this memory was written, 2026-08-01. What it says about them may be out of date.'
    expect(contexts(turns[1], 'PostToolUse:Read')).toEqual([note])
    expect(toolResults(turns[1] as RecordedRequest)[0]?.text).toContain(BODY)
    expect(contexts(turns[2], 'PostToolUse:Read')).toEqual([note])
    const results = toolResults(turns[2] as RecordedRequest)
    expect(results.at(-1)?.text).toContain('Batches run from `scripts/batch.sh` nightly.')
  })
})

// A memory's age and how much the files it names changed since (SPEC §6.4.1), from git's log and
// file list with nothing of the repository's configuration run (SPEC §10); and the hostile shapes a
// memory dir can hold, each a bounded, clear result (SPEC §10).
import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { plantHostileGit } from './hostile-git.ts'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

/** A repository of its own, each commit dated as asked. */
function repository(files: Record<string, Entry>) {
  const root = layout(files)
  const git = (args: string[], date = '2026-07-01T12:00:00Z') =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_GLOBAL: '/dev/null' },
    }).toString()
  git(['init', '-q', '-b', 'main'])
  git(['add', '.'])
  git(['commit', '-q', '-m', 'first'])
  return { root, git }
}

const MEMORY =
  '---\nname: outlines\ndescription: Track outlines\ntype: project\n---\nOutlines are drawn by `src/outlines/draw.ts`. Sync is `syncAll` in `src/sync.ts`.\n'

/** Outlines drawn in August, the memory written on 1 August, then three commits to the outlines and one to sync. */
function history() {
  const { root, git } = repository({
    'src/sync.ts': 'export function syncAll() {}\n',
    'src/outlines/draw.ts': 'draw\n',
    'src/keep.ts': 'keep\n',
  })
  addFiles(root, { '.claude/memory/outlines.md': MEMORY })
  git(['add', '.'], '2026-08-01T09:00:00Z')
  git(['commit', '-q', '-m', 'memory'], '2026-08-01T09:00:00Z')
  for (const [i, date] of ['2026-08-02T09:00:00Z', '2026-08-03T09:00:00Z'].entries()) {
    appendFileSync(join(root, 'src/outlines/draw.ts'), `${i}\n`)
    git(['commit', '-q', '-am', `outline ${i}`], date)
  }
  appendFileSync(join(root, 'src/sync.ts'), '// more\n')
  git(['commit', '-q', '-am', 'sync'], '2026-08-04T09:00:00Z')
  git(['rm', '-rq', 'src/outlines'], '2026-08-05T09:00:00Z')
  git(['commit', '-q', '-m', 'outlines gone'], '2026-08-05T09:00:00Z')
  return { root, git }
}

const GONE = 'names src/outlines/draw.ts, which no longer exists under the project'

const readHook = (root: string, file: string) =>
  cli(['context', '.claude/memory', '--format', 'claude-hook'], {
    cwd: root,
    input: JSON.stringify({
      cwd: root,
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: join(root, '.claude/memory', file) },
    }),
  })

describe("a memory's age and what changed since (SPEC §6.4.1)", () => {
  it('check --format json: the age from the last commit of the memory file, and the commits since on a failed check', async () => {
    const { root } = history()
    const report = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    const [memory] = report.memories
    expect(memory.age).toEqual({ since: '2026-08-01T09:00:00.000Z', from: 'commit' })
    expect(memory.inferred).toEqual([
      {
        claim: 'src/outlines/draw.ts',
        status: 'stale',
        reason: GONE,
        changes: { commits: 3, since: '2026-08-01T09:00:00.000Z' },
      },
      { claim: 'src/sync.ts', status: 'fresh', reason: 'src/sync.ts exists' },
      { claim: '`syncAll` in src/sync.ts', status: 'fresh', reason: 'src/sync.ts holds `syncAll`' },
    ])
  })

  it('modified in the frontmatter wins over the commit', async () => {
    const { root, git } = history()
    writeFileSync(
      join(root, '.claude/memory/outlines.md'),
      MEMORY.replace('type: project', 'type: project\nmodified: 2026-08-03'),
    )
    git(['commit', '-q', '-am', 'dated'], '2026-08-06T09:00:00Z')
    const report = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    expect(report.memories[0].age).toEqual({ since: '2026-08-03T00:00:00.000Z', from: 'modified' })
    expect(report.memories[0].inferred[0].changes).toEqual({ commits: 2, since: '2026-08-03T00:00:00.000Z' })
  })

  it('Read: what is false, and how much each named file changed since the memory was written', async () => {
    const { root } = history()
    const result = await readHook(root, 'outlines.md')
    expect(JSON.parse(result.stdout).hookSpecificOutput.additionalContext).toBe(
      `The memory file you just read (outlines.md) carries no check, and ${GONE}. ` +
        'src/outlines/draw.ts changed in 3 commits since this memory was written, 2026-08-01. ' +
        'src/sync.ts changed in 1 commit since this memory was written, 2026-08-01. ' +
        'What it says about them may be out of date.',
    )
  })

  it('many committed memories are dated by one log of their folder', async () => {
    const memories = Object.fromEntries(
      Array.from({ length: 70 }, (_, i) => [`.claude/memory/m${i}.md`, `---\nname: m${i}\n---\nA note.\n`]),
    )
    const { root } = repository({ 'src/a.ts': 'x\n', ...memories })
    const report = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    expect(report.memories).toHaveLength(70)
    expect(new Set(report.memories.map((memory: { age: unknown }) => JSON.stringify(memory.age)))).toEqual(
      new Set([JSON.stringify({ since: '2026-07-01T12:00:00.000Z', from: 'commit' })]),
    )
  })

  it("a folder one commit removed is said as the folder in that commit's finding, its other paths counted when said alone", async () => {
    const { root, git } = repository({
      'tools/align.mjs': 'x\n',
      'tools/match.mjs': 'x\n',
      'tools/ids.mjs': 'x\n',
      'src/player.js': 'x\n',
      'src/keep.ts': 'x\n',
    })
    addFiles(root, {
      '.claude/memory/align.md':
        '---\nname: align\ntype: project\n---\nAlign with `tools/align.mjs`, then match with `tools/match.mjs` and `tools/ids.mjs`.\n',
      '.claude/memory/player.md':
        '---\nname: player\ntype: project\n---\nThe player is `src/player.js`; its timings come from `tools/align.mjs` and `tools/match.mjs`, beside `src/keep.ts`.\n',
    })
    git(['add', '.'], '2026-08-01T09:00:00Z')
    git(['commit', '-q', '-m', 'memory'], '2026-08-01T09:00:00Z')
    git(['rm', '-rq', 'tools', 'src/player.js'], '2026-08-05T09:00:00Z')
    git(['commit', '-q', '-m', 'tools archived'], '2026-08-05T09:00:00Z')
    const removed = git(['log', '-1', '--format=%h']).trim()
    const text = await cli(['check', '.claude/memory'], { cwd: root })
    expect(text.stdout.split('\n').filter((line) => line.startsWith('WARN'))).toEqual([
      'WARN  align: names tools/align.mjs and 2 more paths under tools/, which no longer exists under the project',
      `WARN  player: names src/player.js and tools/, which no longer exist under the project (commit ${removed} removed them on 2026-08-05)`,
    ])
    // Its `paths` are every path the finding stands for: the gone folder's others too, not only the one said for it.
    const report = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    const player = report.memories.find((memory: { file: string }) => memory.file.endsWith('player.md'))
    const stale = player.inferred.filter((check: { status: string }) => check.status === 'stale')
    expect(stale.map((check: { paths?: string[] }) => check.paths)).toEqual([
      ['src/player.js', 'tools/align.mjs', 'tools/match.mjs'],
    ])
  })

  it('paths one commit removed are one finding, naming the commit and its date; one removed on its own stays its own', async () => {
    const { root, git } = repository({
      'src/Diff/Comparer.cs': 'x\n',
      'src/Nbt/NbtPath.cs': 'x\n',
      'tests/PatchTests.cs': 'x\n',
      'src/old.ts': 'x\n',
      'src/keep.ts': 'x\n',
    })
    addFiles(root, {
      '.claude/memory/map.md':
        '---\nname: map\ntype: project\n---\nThe walk is `Comparer.cs`; paths are parsed in `NbtPath.cs`, tested by `PatchTests.cs`. The entry is `src/old.ts`, beside `src/keep.ts`.\n',
    })
    git(['add', '.'], '2026-08-01T09:00:00Z')
    git(['commit', '-q', '-m', 'memory'], '2026-08-01T09:00:00Z')
    git(['rm', '-q', 'src/old.ts'], '2026-08-02T09:00:00Z')
    git(['commit', '-q', '-m', 'old gone'], '2026-08-02T09:00:00Z')
    git(['rm', '-rq', 'src/Diff', 'src/Nbt', 'tests'], '2026-08-05T09:00:00Z')
    git(['commit', '-q', '-m', 'port removed'], '2026-08-05T09:00:00Z')
    const removed = git(['log', '-1', '--format=%h']).trim()
    const report = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    const stale = report.memories[0].inferred.filter((check: { status: string }) => check.status === 'stale')
    expect(stale).toEqual([
      {
        claim: 'Comparer.cs',
        status: 'stale',
        reason: `names Comparer.cs, NbtPath.cs and PatchTests.cs, which no longer exist under the project (commit ${removed} removed them on 2026-08-05)`,
        paths: ['Comparer.cs', 'NbtPath.cs', 'PatchTests.cs'],
      },
      {
        claim: 'src/old.ts',
        status: 'stale',
        reason: 'names src/old.ts, which no longer exists under the project',
        changes: { commits: 1, since: '2026-08-01T09:00:00.000Z' },
      },
    ])
    const text = await cli(['check', '.claude/memory'], { cwd: root })
    expect(text.stdout).toContain(
      `WARN  map: names Comparer.cs, NbtPath.cs and PatchTests.cs, which no longer exist under the project (commit ${removed} removed them on 2026-08-05); names src/old.ts, which no longer exists under the project\n`,
    )
  })

  it('files written from a folder below the root (`lib/genome.ts` for `server/agent/lib/genome.ts`) are each held: a folder the tree still has under that name is not gone, so no file of it is folded into another', async () => {
    const { root, git } = repository({
      'server/agent/lib/genome.ts': 'x\n',
      'server/agent/lib/ux-design.ts': 'x\n',
      'server/agent/lib/fidelity.ts': 'x\n',
      'server/agent/agents/plan.ts': 'x\n',
      'server/agent/agents/genome.ts': 'x\n',
      'server/agent/agents/build.ts': 'x\n',
    })
    addFiles(root, {
      '.claude/memory/waves.md':
        '---\nname: waves\ntype: project\n---\n- Wave 0: `agents/plan.ts`, then `lib/ux-design.ts` runs first.\n- The vocabulary is `lib/genome.ts::buildModeVocabulary`; `agents/genome.ts` is one call.\n- Fidelity is scored in `lib/fidelity.ts`; `agents/build.ts` builds.\n',
    })
    git(['add', '.'], '2026-08-01T09:00:00Z')
    git(['commit', '-q', '-m', 'memory'], '2026-08-01T09:00:00Z')
    git(
      [
        'rm',
        '-q',
        ...['lib/genome.ts', 'lib/ux-design.ts', 'agents/plan.ts', 'agents/genome.ts'].map((f) => `server/agent/${f}`),
      ],
      '2026-08-05T09:00:00Z',
    )
    git(['commit', '-q', '-m', 'v25'], '2026-08-05T09:00:00Z')
    const removed = git(['log', '-1', '--format=%h']).trim()
    const report = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    const stale = report.memories[0].inferred.filter((check: { status: string }) => check.status === 'stale')
    expect(stale).toEqual([
      {
        claim: 'agents/plan.ts',
        status: 'stale',
        reason: `names agents/plan.ts, lib/ux-design.ts and 2 more paths, which no longer exist under the project (commit ${removed} removed them on 2026-08-05)`,
        paths: ['agents/plan.ts', 'lib/ux-design.ts', 'lib/genome.ts', 'agents/genome.ts'],
      },
    ])
  })

  it("a name its file never held is no finding; one it held on the memory's day, or before it, and lost is", async () => {
    const { root, git } = repository({
      'src/sync.ts': 'export function syncAll() {}\nexport function drawAll() {}\n',
      'src/render.ts': 'export function renderAll() {}\n',
    })
    // `drawAll` leaves the file before the memory is written: the memory describes older code.
    writeFileSync(join(root, 'src/sync.ts'), 'export function syncAll() {}\n')
    git(['commit', '-q', '-am', 'draw moved out'], '2026-07-15T09:00:00Z')
    addFiles(root, {
      '.claude/memory/sync.md':
        '---\nname: sync\ntype: project\n---\nThe sync loop calls `syncAll`, `drawAll` and `renderAll` in `src/sync.ts` on every tick.\n',
    })
    git(['add', '.'], '2026-08-01T09:00:00Z')
    git(['commit', '-q', '-m', 'memory'], '2026-08-01T09:00:00Z')
    writeFileSync(join(root, 'src/sync.ts'), 'export function syncEverything() {}\n')
    git(['commit', '-q', '-am', 'sync renamed'], '2026-08-03T09:00:00Z')
    const report = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    const stale = report.memories[0].inferred.filter((check: { status: string }) => check.status === 'stale')
    expect(stale.map((check: { reason: string }) => check.reason)).toEqual([
      'names `syncAll` in src/sync.ts, which no longer holds it',
      'names `drawAll` in src/sync.ts, which no longer holds it',
    ])
    expect(stale[0].changes).toEqual({ commits: 1, since: '2026-08-01T09:00:00.000Z' })
    const text = await cli(['check', '.claude/memory'], { cwd: root })
    expect(text.stdout).toContain(
      'WARN  sync: names `syncAll` in src/sync.ts, which no longer holds it; names `drawAll` in src/sync.ts, which no longer holds it\n',
    )
  })

  it('a file created and not yet added to git is not taken for a lost one', async () => {
    const { root } = history()
    addFiles(root, {
      '.claude/memory/fresh.md':
        '---\nname: fresh\ntype: project\n---\nNew code in `sync/helper.ts` and `src/new/thing.ts`.\n',
      'src/sync/helper.ts': 'x\n',
      'src/new/thing.ts': 'x\n',
    })
    const result = await cli(['check', '.claude/memory'], { cwd: root })
    expect(result.stdout).not.toContain('WARN  fresh')
  })
})

describe('nothing the repository configures runs (SPEC §10)', () => {
  it('fsmonitor, hooks, a filter, a pager, an external diff and log.showSignature over signed commits: no program runs', async () => {
    const { root, git } = history()
    writeFileSync(join(root, '.gitattributes'), '* filter=x diff=x\n')
    const { ran } = plantHostileGit(
      root,
      git,
      (script) =>
        `[diff "x"]\n\ttextconv = ${script('textconv')}\n` +
        `[filter "x"]\n\tclean = ${script('clean')}\n\tsmudge = ${script('smudge')}\n\tprocess = ${script('process')}\n`,
    )
    const json = await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })
    expect(JSON.parse(json.stdout).memories[0].inferred[0]).toEqual({
      claim: 'src/outlines/draw.ts',
      status: 'stale',
      reason: GONE,
      changes: { commits: 3, since: '2026-08-01T09:00:00.000Z' },
    })
    const read = await readHook(root, 'outlines.md')
    expect(JSON.parse(read.stdout).hookSpecificOutput.additionalContext).toContain('changed in 3 commits')
    const session = await cli(['context', '.claude/memory', '--format', 'claude-hook'], {
      cwd: root,
      input: JSON.stringify({ cwd: root, hook_event_name: 'SessionStart', source: 'startup' }),
    })
    expect(JSON.parse(session.stdout).hookSpecificOutput.additionalContext).toContain(GONE)
    expect(ran()).toEqual([])
  })
})

describe('hostile shapes a memory names (SPEC §10)', () => {
  it('a FIFO, a link to /dev/zero, a link out of the root: there, never opened; the run answers', async () => {
    const outside = layout({ 'secret.ts': 'export const secretName_x = 1\n' })
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/pipe.ts': { fifo: true },
      'src/zero.ts': { symlink: '/dev/zero' },
      'src/out.ts': { symlink: join(outside, 'secret.ts') },
      'memory/shapes.md':
        '---\nname: shapes\ntype: project\n---\n' +
        'Reading is `readPipe_x` in `src/pipe.ts`.\n\nZeros are `zeroFill_x` in `src/zero.ts`.\n\nThe secret is `secretName_x` in `src/out.ts`.\n',
    })
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).memories[0].inferred).toEqual([
      { claim: 'src/pipe.ts', status: 'fresh', reason: 'src/pipe.ts exists' },
      { claim: 'src/zero.ts', status: 'fresh', reason: 'src/zero.ts exists' },
      { claim: 'src/out.ts', status: 'fresh', reason: 'src/out.ts exists' },
    ])
  })

  it('10,000 named paths: held to the first 64, and the run answers', async () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `\`src/gone${i}/file${i}.ts\``)
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/keep.ts': 'x\n',
      'memory/many.md': `---\nname: many\ntype: project\n---\nThe code lives in ${paths.join(', ')}.\n`,
    })
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    expect(result.code).toBe(0)
    const [memory] = JSON.parse(result.stdout).memories
    expect(memory.inferred).toHaveLength(64)
    expect(memory.inferred[0]).toEqual({
      claim: 'src/gone0/file0.ts',
      status: 'stale',
      reason: 'names src/gone0/file0.ts, which no longer exists under the project',
    })
    const session = await cli(['context', 'memory', '--format', 'claude-hook'], {
      cwd: root,
      input: JSON.stringify({ cwd: root, hook_event_name: 'SessionStart', source: 'startup' }),
    })
    const context = JSON.parse(session.stdout).hookSpecificOutput.additionalContext as string
    expect(context.split('\n')[0]).toBe(
      "Memory 'many' (many.md) carries no check, and names src/gone0/file0.ts, which no longer exists under the project; " +
        'names src/gone1/file1.ts, which no longer exists under the project; names src/gone2/file2.ts, which no longer ' +
        'exists under the project; and 61 more claims no longer hold. What it says about them may be out of date.',
    )
    expect(readFileSync(join(root, 'memory/many.md'), 'utf8')).toContain('src/gone9999/file9999.ts')
  })
})

// A missing path is rot only when the repository once held it (SPEC §6.4, §6.4.1): git's history
// is asked, once a run, with nothing of the repository's configuration run (SPEC §10); where it
// cannot answer (no repository, a shallow clone), every missing path is still reported.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { plantHostileGit } from './hostile-git.ts'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const gitIn = (root: string) => (args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  }).toString()

/** Git in `root`, which is made a repository whose first commit holds all it has. */
function firstCommit(root: string) {
  const git = gitIn(root)
  git(['init', '-q', '-b', 'main'])
  git(['add', '.'])
  git(['commit', '-q', '-m', 'first'])
  return git
}

const MEMORY =
  '---\nname: layout\ndescription: Where the parser and the routes live\ntype: project\n---\n' +
  'Parsing is in `src/parse.ts`.\n\nThumbnails are resized in `src/writer.ts`.\n\nRoutes are in `shared/src/routes.ts`.\n'

const PROJECT: Record<string, Entry> = {
  'src/main.ts': 'main\n',
  'lib/routes.ts': 'x\n',
  '.claude/memory/layout.md': MEMORY,
}

/** A repository that held `src/parse.ts` and deleted it; the other two paths it never held. */
function repository() {
  const root = layout({ ...PROJECT, 'src/parse.ts': 'parse\n' })
  const git = firstCommit(root)
  git(['rm', '-q', 'src/parse.ts'])
  git(['commit', '-q', '-m', 'parser moved into main'])
  return { root, git }
}

/**
 * A repository that committed `files` beside the project, then removed `removed` in a second
 * commit; the memory given is then written (not committed) as the memory dir's one topic file.
 */
function removedSince(files: Record<string, Entry>, removed: string[], memory: string) {
  const root = layout({ ...PROJECT, ...files })
  const git = firstCommit(root)
  git(['rm', '-q', '-r', ...removed])
  git(['commit', '-q', '-m', 'removed'])
  addFiles(root, { '.claude/memory/layout.md': memory })
  return root
}

const HINT = (path: string) => (path === 'shared/src/routes.ts' ? ' (lib/routes.ts has its name)' : '')
const ROT = (path: string) =>
  `names ${path}, which does not exist under the root${HINT(path)}: the claim may have rotted already`
const STALE = (path: string) => `names ${path}, which no longer exists under the project${HINT(path)}`

async function rotFindings(root: string) {
  const result = await cli(['lint', '.claude/memory', '--format', 'json'], { cwd: root })
  return (JSON.parse(result.stdout).findings as Array<{ code: string; detail: string }>)
    .filter((finding) => finding.code === 'fossil-missing')
    .map((finding) => finding.detail)
}

/** The stale inferred checks of the first memory, a finding for paths one commit removed said as one a path. */
async function staleInferred(root: string) {
  const result = await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })
  const inferred = JSON.parse(result.stdout).memories[0].inferred as Array<{
    status: string
    reason: string
    paths?: string[]
  }>
  return inferred
    .filter((check) => check.status === 'stale')
    .flatMap((check) => {
      if (check.paths === undefined) return [check.reason]
      expect(check.reason).toMatch(
        /, which no longer exist under the project \(commit [0-9a-f]+ removed them on \d{4}-\d\d-\d\d\)$/,
      )
      return check.paths.map(STALE)
    })
}

/** The stale inferred checks of every memory of the dir, in file order. */
async function staleInferredAll(root: string) {
  const checked = JSON.parse((await cli(['check', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
  return (checked.memories as Array<{ inferred?: Array<{ status: string; reason: string }> }>).flatMap((memory) =>
    (memory.inferred ?? []).filter((check) => check.status === 'stale').map((check) => check.reason),
  )
}

/** What `lint` reports as rot and what the inferred checks call stale: one judgement (SPEC §6.4.1). */
/** What the write-time hook answers once the memory dir's one topic file is written as `written`. */
async function adviceAfterWrite(root: string, written: string): Promise<string> {
  const file = join(root, '.claude/memory/layout.md')
  writeFileSync(file, written)
  const result = await cli(['context', '--format', 'claude-hook'], {
    cwd: root,
    env: { CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: join(root, '.claude/memory') },
    input: JSON.stringify({
      hook_event_name: 'PostToolUse',
      tool_name: 'Write',
      tool_input: { file_path: file, content: written },
      cwd: root,
    }),
  })
  return JSON.parse(result.stdout).hookSpecificOutput.additionalContext as string
}

async function expectGone(root: string, paths: string[]) {
  expect(await rotFindings(root)).toEqual(paths.map(ROT))
  expect(await staleInferred(root)).toEqual(paths.map(STALE))
}

describe('a missing path is rot only when history shows the repository once held it', () => {
  it('a folder tree drawn in a code block names its paths with their folders joined', async () => {
    const memory =
      '---\nname: layout\ndescription: How the workspace is laid out\ntype: project\n---\n' +
      'The workspace:\n\n```\nmy-checkout/\n├── packages/\n│   ├── api/              # the HTTP side\n│   │   ├── src/\n│   │   │   └── routes.go\n' +
      '│   │   └── go.mod\n│   ├── codec/\n│   │   └── frames.json   ← shared\n│   └── notes.txt\n└── go.work\n```\n\n' +
      'Tools:\n\n```\nscripts/\n└── dev/\n    ├── seed.sh\n    └── reset.sh\n```\n'
    const root = layout({
      'packages/api/src/routes.go': 'package api\n',
      'packages/api/go.mod': 'module api\n',
      'packages/codec/frames.json': '{}\n',
      'packages/notes.txt': 'n\n',
      'go.work': 'go 1.22\n',
      'scripts/dev/seed.sh': 'true\n',
      'scripts/dev/reset.sh': 'true\n',
      '.claude/memory/layout.md': memory,
    })
    const git = firstCommit(root)
    expect(await rotFindings(root)).toEqual([])
    git(['rm', '-q', 'packages/api/src/routes.go', 'packages/codec/frames.json', 'scripts/dev/reset.sh'])
    git(['commit', '-q', '-m', 'gone'])
    // A folder gone with its files is one finding; the entries still there are none.
    expect(await rotFindings(root)).toEqual([
      ROT('packages/api/src'),
      ROT('packages/codec'),
      ROT('scripts/dev/reset.sh'),
    ])
  })

  it('a held path the memory itself marks as history (renamed, deleted, in an overturned decision) is not rot', async () => {
    const memory =
      '---\nname: settings-scorer-viewer\ndescription: Settings file, the scorer and the viewer\ntype: project\n---\n' +
      'Die Einstellungen wurden von `conf/site.de.yaml` nach `conf/site-de.yaml` umbenannt.\n\n' +
      'The v1 scorer `src/calc/score-v1.ts` 구현됐었음.\n\n' +
      '- score-v1.ts 삭제, score.ts 신규\n\n' +
      '## D7：查看器采用 Pages（已推翻）\n\n' +
      '- 以 `tools/viewer-poc/` 为骨架\n\n' +
      '## Now\n\nParsing is in `src/parse.ts`.\n'
    const root = layout({
      'conf/site.de.yaml': 'a: 1\n',
      'src/calc/score-v1.ts': 'v1\n',
      'tools/viewer-poc/index.html': '<p>\n',
      'tools/keep.sh': 'true\n',
      'src/parse.ts': 'parse\n',
      'src/main.ts': 'main\n',
      '.claude/memory/history.md': memory,
    })
    const git = firstCommit(root)
    git(['mv', 'conf/site.de.yaml', 'conf/site-de.yaml'])
    git(['mv', 'src/calc/score-v1.ts', 'src/calc/score.ts'])
    git(['rm', '-q', '-r', 'tools/viewer-poc', 'src/parse.ts'])
    git(['commit', '-q', '-m', 'renames and removals'])
    // The plainly stated path is still reported; those the memory tells as history are not.
    await expectGone(root, ['src/parse.ts'])
  })

  it('a file to make under an outstanding-work label, or beside a word of removal in Vietnamese, Portuguese, Russian or Turkish, is not rot', async () => {
    const memory =
      '---\nname: next\ndescription: The trader and the old views\ntype: project\n---\n' +
      '**Outstanding work (next session):**\n1. Build `live/arb_live.py` per the spec\n\n' +
      '**Yapılacaklar:**\n1. `ios/Runner/Config.plist` indir ve ekle\n\n' +
      '- Xóa view `resources/views/trips/index.blade.php`.\n' +
      '- Arquivo `web/old_form.php` removido.\n\n' +
      '- **Silinen:** `web/panel.tsx` ve `web/charts/bars.tsx`\n\n' +
      '## Tests\n\n- Хвосты вычищены 2026-07-03: `tests/test_chain.py` + `tests/conftest.py`\n\n' +
      '## Now\n\nParsing is in `src/parse.ts`.\n'
    const root = removedSince(
      {
        'live/arb_live.py': 'v0\n',
        'ios/Runner/Config.plist': '<plist/>\n',
        'resources/views/trips/index.blade.php': '<div>\n',
        'web/old_form.php': '<?php\n',
        'web/panel.tsx': 'panel\n',
        'web/charts/bars.tsx': 'bars\n',
        'tests/test_chain.py': 'def test(): pass\n',
        'tests/conftest.py': '\n',
        'tests/test_keep.py': 'def test(): pass\n',
        'src/parse.ts': 'parse\n',
      },
      [
        'live/arb_live.py',
        'ios/Runner/Config.plist',
        'resources/views/trips/index.blade.php',
        'web/old_form.php',
        'web/panel.tsx',
        'web/charts/bars.tsx',
        'tests/test_chain.py',
        'tests/conftest.py',
        'src/parse.ts',
      ],
      memory,
    )
    await expectGone(root, ['src/parse.ts'])
  })

  it('a dated session log, an Italian list of files modified, and files an Italian line says were removed are history', async () => {
    const log =
      '---\nname: project-session-2026-05-31\ndescription: "Session 2026-05-31 — schema check in CI"\ntype: project\n---\n' +
      'The schema is checked by `server/scripts/check-schema.js`.\n'
    const memory =
      '---\nname: site\ndescription: The site editor\ntype: project\n---\n' +
      '**File modificati (3):**\n- `web/src/lib/api.js` — fetch wrapper\n\n' +
      '## Pulizia\n\n- **RIMOSSO** il vecchio editor + 2 file (`web/src/Editor.jsx`, `web/src/Gallery.jsx`)\n\n' +
      '## Now\n\nParsing is in `src/parse.ts`.\n'
    const root = removedSince(
      {
        'server/scripts/check-schema.js': 'check\n',
        'web/src/lib/api.js': 'api\n',
        'web/src/Editor.jsx': 'e\n',
        'web/src/Gallery.jsx': 'g\n',
        'web/src/main.jsx': 'm\n',
        'src/parse.ts': 'parse\n',
      },
      [
        'server/scripts/check-schema.js',
        'web/src/lib/api.js',
        'web/src/Editor.jsx',
        'web/src/Gallery.jsx',
        'src/parse.ts',
      ],
      memory,
    )
    addFiles(root, { '.claude/memory/session.md': log })
    expect(await rotFindings(root)).toEqual([ROT('src/parse.ts')])
    expect(await staleInferredAll(root)).toEqual([STALE('src/parse.ts')])
  })

  it('a removal word ending in a colon labels the whole list after it; a new sentence is a claim again', async () => {
    const memory =
      '---\nname: cleanup\ndescription: One-off scripts cleared out\ntype: project\n---\n' +
      '- One-off scripts deleted: `seed_a.cjs`, `seed_b.cjs`, `load-users.js` and `merge-rows.js`.\n' +
      '- 일회용 스크립트 3개 삭제: `fix_a.cjs`, `fix_b.cjs`, `fix_c.js`.\n' +
      '- Removed: `old.js`. Parsing is in `src/parse.ts`.\n'
    const scripts = [
      'seed_a.cjs',
      'seed_b.cjs',
      'load-users.js',
      'merge-rows.js',
      'fix_a.cjs',
      'fix_b.cjs',
      'fix_c.js',
      'old.js',
    ]
    const root = removedSince(
      { ...Object.fromEntries(scripts.map((file) => [`tools/${file}`, 'x\n'])), 'src/parse.ts': 'parse\n' },
      [...scripts.map((file) => `tools/${file}`), 'src/parse.ts'],
      memory,
    )
    expect(await rotFindings(root)).toEqual([ROT('src/parse.ts')])
    expect(await staleInferredAll(root)).toEqual([STALE('src/parse.ts')])
  })

  it('a file one paragraph names twice, once in passing and once as renamed, is that story where the memory names it again', async () => {
    const memory =
      '---\nname: guard\ndescription: Where the request guard lives\ntype: project\n---\n' +
      '## Guard (`guard.ts`, at the root)\n\nParsing is in `src/parse.ts`.\n\n' +
      '- **Review (2026-05-25 fix):** the first version was `guard.ts` at the root;\n' +
      '  `guard.ts` → `src/proxy.ts` rename, since the bundler skipped it.\n'
    const root = removedSince(
      { 'guard.ts': 'guard\n', 'src/proxy.ts': 'proxy\n', 'src/parse.ts': 'parse\n' },
      ['guard.ts', 'src/parse.ts'],
      memory,
    )
    expect(await rotFindings(root)).toEqual([ROT('src/parse.ts')])
  })

  it('a file listed under a label or heading of what was deleted is that story where the memory names it again', async () => {
    const memory =
      '---\nname: boot\ndescription: The move to the new boot script\ntype: project\n---\n' +
      '**Deleted:**\n- `scripts/vps-boot.sh`\n\n**Updated:**\n- `docs/known-issues.md`: references updated from `vps-boot.sh` to `aws-boot.sh`.\n\n' +
      '## Now\n\nParsing is in `src/parse.ts`.\n'
    const root = removedSince(
      {
        'scripts/vps-boot.sh': 'x\n',
        'scripts/aws-boot.sh': 'x\n',
        'docs/known-issues.md': 'x\n',
        'src/parse.ts': 'parse\n',
      },
      ['scripts/vps-boot.sh', 'src/parse.ts'],
      memory,
    )
    expect(await rotFindings(root)).toEqual([ROT('src/parse.ts')])
    expect(await staleInferredAll(root)).toEqual([STALE('src/parse.ts')])
  })

  it('a memory named a history, or described as what older sessions found, keeps the past: its gone paths are no rot', async () => {
    const named =
      '---\nname: verified-state-history\ndescription: Alignment confirmed in March\ntype: project\n---\n' +
      'The loader plugin is `server/scripts/check-schema.js`.\n'
    const described =
      '---\nname: verified-docs\ndescription: Doc alignment confirmed in older sessions. The current state is in verified-state.md.\ntype: project\n---\n' +
      'Editor pages are in `web/src/Editor.jsx`.\n'
    const root = removedSince(
      {
        'server/scripts/check-schema.js': 'check\n',
        'web/src/Editor.jsx': 'e\n',
        'web/src/main.jsx': 'm\n',
        'src/parse.ts': 'parse\n',
      },
      ['server/scripts/check-schema.js', 'web/src/Editor.jsx', 'src/parse.ts'],
      MEMORY,
    )
    addFiles(root, { '.claude/memory/history.md': named, '.claude/memory/older.md': described })
    expect(await rotFindings(root)).toEqual([ROT('src/parse.ts')])
    expect(await staleInferredAll(root)).toEqual([STALE('src/parse.ts')])
  })

  it('a folder moved by an arrow, files a decision retires, and a file the memory says it is deleting are history', async () => {
    const memory =
      '---\nname: layers\ndescription: The input layer refactor\ntype: project\n---\n' +
      '1. **归属迁层**: `src/infra/input/` → `src/ui/input/` (Infra → Presentation)\n\n' +
      '- **D-2**: RETIRE the shadow promotion machinery (`web/promote.ts`, `web/cards/`).\n\n' +
      '**Baseline:** 86 files pass after migrating `test/unit/parser.spec.js` and deleting the orphaned `parser.test.js`.\n\n' +
      'Parsing is in `src/parse.ts`.\n'
    const root = removedSince(
      {
        'src/infra/input/keys.ts': 'k\n',
        'src/ui/keep.ts': 'k\n',
        'web/promote.ts': 'p\n',
        'web/cards/a.ts': 'a\n',
        'web/main.ts': 'm\n',
        'test/unit/parser.spec.js': 's\n',
        'parser.test.js': 't\n',
        'src/parse.ts': 'parse\n',
      },
      ['src/infra/input', 'web/promote.ts', 'web/cards', 'parser.test.js', 'src/parse.ts'],
      memory,
    )
    addFiles(root, { 'src/ui/input/keys.ts': 'k\n' })
    await expectGone(root, ['src/parse.ts'])
  })

  it('files listed under a line that introduces what not to do are the mistake, not the project', async () => {
    const memory =
      '---\nname: scripts\ndescription: One script per domain\ntype: project\n---\n' +
      'Bad pattern (what was done for the exporter):\n- scripts/probe_export_rows.py\n- scripts/probe_export_cols.py\n\n' +
      'Good pattern:\n- scripts/export_tools.py with subcommands\n\nParsing is in `src/parse.ts`.\n'
    const root = removedSince(
      {
        'scripts/probe_export_rows.py': 'rows\n',
        'scripts/probe_export_cols.py': 'cols\n',
        'scripts/export_tools.py': 'tools\n',
        'src/parse.ts': 'parse\n',
      },
      ['scripts/probe_export_rows.py', 'scripts/probe_export_cols.py', 'src/parse.ts'],
      memory,
    )
    await expectGone(root, ['src/parse.ts'])
  })

  it('lint and check: the file committed then deleted is reported, the paths never committed are not', async () => {
    const { root } = repository()
    await expectGone(root, ['src/parse.ts'])
  })

  it('a path the repository held deeper, ending with the path as written, counts as held', async () => {
    const root = layout({ ...PROJECT, 'packages/core/src/parse.ts': 'parse\n' })
    const git = firstCommit(root)
    git(['rm', '-q', 'packages/core/src/parse.ts'])
    git(['commit', '-q', '-m', 'gone'])
    await expectGone(root, ['src/parse.ts'])
  })

  it('a file whose whole folder is gone is rot when history held it; one under a folder never held is not', async () => {
    const memory =
      '---\nname: release\ndescription: How a release goes out\ntype: project\n---\n' +
      'Ship with `tools/ship/release.sh` from the repository root.\n\n' +
      'The changelog is drafted by `automation/draft_notes.py`.\n'
    const root = removedSince(
      { 'tools/ship/release.sh': 'echo ship\n', 'tools/ship/tag.sh': 'echo tag\n' },
      ['tools'],
      memory,
    )
    await expectGone(root, ['tools/ship/release.sh'])
    // Where history cannot answer, a path whose first folder the project lacks may be another base's: not reported.
    rmSync(join(root, '.git'), { recursive: true })
    await expectGone(root, [])
  })

  it('a bare file name no file of the tree has is rot when history held a file of that name', async () => {
    const memory =
      '---\nname: release\ndescription: How a release goes out\ntype: project\n---\n' +
      'Releases are cut by `cut_release.sh`; the notes come from `draft_notes.py`.\n\n' +
      'See `feedback_release_days.md` for when.\n\n' +
      'The entry point is `main.py`, and `lib/routes.ts` is the helper.\n'
    const root = removedSince(
      {
        'tools/ship/cut_release.sh': 'echo cut\n',
        'main.py': 'print(1)\n',
        '.claude/memory/feedback_release_days.md': '---\nname: days\ntype: feedback\n---\nNot on Fridays.\n',
      },
      ['tools', 'main.py', '.claude/memory/feedback_release_days.md'],
      memory,
    )
    // `draft_notes.py` the repository never held; `main.py` is a name every project shares; a memory
    // file the memory dir once held is memory, never evidence.
    await expectGone(root, ['cut_release.sh'])
    rmSync(join(root, '.git'), { recursive: true })
    await expectGone(root, [])
  })

  it("bare file names beside a folder that went are that folder's one finding, even where history held each", async () => {
    const memory =
      '---\nname: widgets\ndescription: The widget helpers\ntype: project\n---\n' +
      'Per-widget helpers in [[src/widgets/]]: `chips.ts`, `stepper.ts`. All share `WIDGET_BASE`.\n'
    const root = removedSince(
      { 'src/widgets/chips.ts': 'chips\n', 'src/widgets/stepper.ts': 'stepper\n' },
      ['src/widgets'],
      memory,
    )
    await expectGone(root, ['src/widgets'])
  })

  it('in plain prose, a folder written with its trailing slash and a file name whose stem is a code name are paths', async () => {
    const memory =
      '---\nname: layout\ndescription: Where the components live\ntype: project\n---\n' +
      '## Folders\n- web/components/ui/      → Button, Dialog\n- web/components/showcase/ → HeroPanel, CardGrid\n\n' +
      '## Issues\n- At: HeroPanel.tsx:36, CardGrid.tsx:22 and Dialog.tsx\n- Built with NextAuth.js and Vue.js\n\n' +
      'It runs as api/worker/web.\n'
    const root = removedSince(
      {
        'web/components/ui/Dialog.tsx': 'export const Dialog = 1\n',
        'web/components/showcase/HeroPanel.tsx': 'export const HeroPanel = 1\n',
        'web/components/showcase/CardGrid.tsx': 'export const CardGrid = 1\n',
      },
      ['web/components/showcase'],
      memory,
    )
    // The gone folder, and the bare names history held; `Dialog.tsx` is there; a library's name
    // with `.js` the repository never held; a slashed list of words.
    await expectGone(root, ['web/components/showcase', 'HeroPanel.tsx', 'CardGrid.tsx'])
  })

  it('a bare file name the .gitignore names with its folders is the local file git is told to leave out', async () => {
    const memory =
      '---\nname: secrets\ndescription: Where the app finds its secrets\ntype: project\n---\n' +
      'Run from the repository root and the framework looks for `secrets.toml` in the wrong folder.\n\n' +
      'Releases are cut by `cut_release.sh`.\n'
    const root = removedSince(
      { 'app/.streamlit/secrets.toml': 'key = "x"\n', 'tools/cut_release.sh': 'echo cut\n' },
      ['app/.streamlit/secrets.toml', 'tools/cut_release.sh'],
      memory,
    )
    // Committed once, then taken out of git and ignored: each clone keeps its own.
    addFiles(root, { '.gitignore': 'app/.streamlit/secrets.toml\n' })
    await expectGone(root, ['cut_release.sh'])
  })

  it('a bare file name a .gitignore pattern with its folder matches (`.ralph/*_scratchpad.md`) is a local file too; `*.json` alone is too wide to say so', async () => {
    const memory =
      '---\nname: loop\ndescription: Where the loop keeps its notes\ntype: project\n---\n' +
      'The loop writes its notes as it runs. Key files:\n- `sweep_scratchpad.md` — the sweep notes\n- `loop_baseline.json` — the baseline\n\n' +
      'Releases are cut by `cut_release.sh`.\n'
    const root = removedSince(
      {
        'tools/sweep_scratchpad.md': 'x\n',
        'tools/loop_baseline.json': '{}\n',
        'tools/cut_release.sh': 'echo cut\n',
      },
      ['tools'],
      memory,
    )
    // Held by history outside the ignored folder: only the pattern's file part can say the name is local.
    addFiles(root, { '.gitignore': '.ralph/*_scratchpad.md\n.ralph/*.json\n' })
    await expectGone(root, ['loop_baseline.json', 'cut_release.sh'])
  })

  it('a bare file name history held only under a folder the .gitignore now leaves out is a local file; held elsewhere too, it is rot', async () => {
    const memory =
      '---\nname: units\ndescription: How the unit table is tuned\ntype: project\n---\n' +
      'Unit costs are set in `units_table.txt`.\n\nThe generator is `gen_units.py`.\n\nReleases are cut by `cut_release.sh`.\n'
    const root = removedSince(
      {
        'mods/base/data/units_table.txt': 'x\n',
        'mods/base/tools/gen_units.py': 'x\n',
        'tools/gen_units.py': 'x\n',
        'tools/cut_release.sh': 'echo cut\n',
      },
      ['mods', 'tools'],
      memory,
    )
    // The mod data moved out to its own checkout and the folder is ignored: each clone keeps its own.
    addFiles(root, { '.gitignore': '# the mods live in their own repositories\nmods/\n' })
    await expectGone(root, ['gen_units.py', 'cut_release.sh'])
  })

  it('a path through a committed symlink is not judged missing: where the link leads is never read', async () => {
    const memory =
      '---\nname: skills\ndescription: Where the skills live\ntype: project\n---\n' +
      'The deploy skill is `.claude/skills/deploy/SKILL.md`.\n'
    const root = removedSince(
      {
        '.agent/skills/deploy/SKILL.md': 'deploy\n',
        '.claude/skills': { symlink: '../.agent/skills' },
        '.claude/skills-old/deploy/SKILL.md': 'old\n',
      },
      ['.claude/skills-old'],
      memory,
    )
    await expectGone(root, [])
  })

  it('a file whose folder became a symlink (into a submodule not checked out) is behind the link, not gone', async () => {
    const memory =
      '---\nname: posting\ndescription: How posts go out\ntype: project\n---\n' +
      'Posting runs `scripts/publish/post.py`.\n\n**Auth scripts:** `mastodon-auth.py`, `bluesky-auth.py`\n\nScheduling runs from `schedule.py`.\n'
    const root = removedSince(
      {
        'scripts/publish/post.py': 'post\n',
        'scripts/publish/mastodon-auth.py': 'auth\n',
        'scripts/publish/bluesky-auth.py': 'auth\n',
        'tools/schedule.py': 'cron\n',
      },
      ['scripts/publish', 'tools/schedule.py'],
      memory,
    )
    addFiles(root, { 'scripts/publish': { symlink: '../automation/publish' } })
    const git = gitIn(root)
    git(['add', 'scripts/publish'])
    git(['commit', '-q', '-m', 'publishing moved to the automation submodule'])
    await expectGone(root, ['schedule.py'])
  })

  it('files whose folder became a submodule (not checked out) moved to that repository: not gone, however written', async () => {
    const memory =
      '---\nname: host\ndescription: Where the host runtime lives\ntype: project\n---\n' +
      'Rendering is in `host/src/egl.rs`; sensors in `src/sensors_impl.rs`.\n\nScheduling runs from `tools/schedule.py`.\n'
    const root = removedSince(
      {
        'runtime/host/src/egl.rs': 'egl\n',
        'runtime/host/src/sensors_impl.rs': 'sensors\n',
        'tools/schedule.py': 'cron\n',
      },
      ['runtime/host', 'tools/schedule.py'],
      memory,
    )
    const git = gitIn(root)
    addFiles(root, {
      '.gitmodules': '[submodule "runtime/host"]\n\tpath = runtime/host\n\turl = https://example.com/host.git\n',
    })
    const commit = git(['rev-parse', 'HEAD']).trim()
    git(['update-index', '--add', '--cacheinfo', `160000,${commit},runtime/host`])
    git(['add', '.gitmodules'])
    git(['commit', '-q', '-m', 'the host runtime is its own repository now'])
    await expectGone(root, ['tools/schedule.py'])
  })
  it('a bare file name written as code on a line whose only place word is a commit (`(…, commit 23d2a84). `build-kernel.bat` compiles …`) is gone where history held it', async () => {
    const memory =
      '---\nname: kernel\ndescription: How the kernel is built\ntype: project\n---\n' +
      'KERNEL BUILD STARTED (2026-06-23, commit 23d2a84). `build-kernel.bat` compiles the kernel; `probe-abi.bat` was only ever planned.\n'
    const root = removedSince({ 'toolchain/build-kernel.bat': 'cc nk\n' }, ['toolchain/build-kernel.bat'], memory)
    // Before, the commit on its line placed the script elsewhere: the removed file went unreported.
    await expectGone(root, ['build-kernel.bat'])
  })

  it('committed files a sparse checkout leaves out of the work tree are the project’s, not gone', async () => {
    const memory =
      '---\nname: data\ndescription: Where the survey data lives\ntype: project\n---\n' +
      'The survey answers are in `Survey_Results_v04.csv`, built by `tools/generate_report.py`; `src/parse.ts` parses them.\n'
    const root = removedSince(
      { 'Survey_Results_v04.csv': 'a,b\n', 'tools/generate_report.py': 'report\n', 'src/parse.ts': 'parse\n' },
      ['src/parse.ts'],
      memory,
    )
    const git = gitIn(root)
    git(['update-index', '--skip-worktree', 'Survey_Results_v04.csv', 'tools/generate_report.py'])
    rmSync(join(root, 'Survey_Results_v04.csv'))
    rmSync(join(root, 'tools'), { recursive: true })
    await expectGone(root, ['src/parse.ts'])
  })

  it('a file a sparse checkout leaves out after an earlier run is still the project’s, not gone', async () => {
    const memory =
      '---\nname: data\ndescription: Where the survey data lives\ntype: project\n---\n' +
      'The survey answers are in `Survey_Results_v04.csv`; `src/parse.ts` parses them.\n'
    const root = removedSince(
      { 'Survey_Results_v04.csv': 'a,b\n', 'src/parse.ts': 'parse\n' },
      ['src/parse.ts'],
      memory,
    )
    // The first runs keep what git answered while every file was checked out.
    await expectGone(root, ['src/parse.ts'])
    gitIn(root)(['update-index', '--skip-worktree', 'Survey_Results_v04.csv'])
    rmSync(join(root, 'Survey_Results_v04.csv'))
    await expectGone(root, ['src/parse.ts'])
  })

  it('a memory naming a file the repository never held gets no finding, and no block from its other claims', async () => {
    const { root, git } = repository()
    addFiles(root, {
      'src/forms/CreateEntryForm.tsx': 'const didPrefillRef = useRef(false)\n',
      'src/forms/EditEntryForm.tsx': 'export function EditEntryForm() {}\n',
      '.claude/memory/prefill.md':
        '---\nname: prefill\ndescription: How the entry form fills itself\ntype: project\n---\n' +
        '- `NewEntryForm.tsx`: an effect with `didPrefillRef` fills the place from the site.\n' +
        '- `EditEntryForm.tsx`: leaves the place alone.\n\n' +
        'Files:\n- `src/forms/NewEntryForm.tsx`\n- `src/forms/EditEntryForm.tsx`\n',
    })
    git(['add', '.'])
    git(['commit', '-q', '-m', 'forms'])
    const lint = JSON.parse((await cli(['lint', '.claude/memory', '--format', 'json'], { cwd: root })).stdout)
    expect(lint.findings.filter((finding: { file: string }) => finding.file === 'prefill.md')).toEqual([])
    // A check on the file that is there would pass while the memory names one that is not.
    expect((await cli(['suggest', '.claude/memory'], { cwd: root })).stdout).not.toContain('prefill.md')
  })

  it('the write-time advice says what is false today under a folder the project has; another base needs history', async () => {
    const { root } = repository()
    const written = `${MEMORY}\nVendored helpers are in \`vendor/kit/helpers.ts\`.\n\nThe release script \`src/release.ts\` is absent; nonexistent too: \`src/seed.ts\`.\n`
    const context = await adviceAfterWrite(root, written)
    expect(context).toContain('names src/parse.ts, which does not exist under the project')
    // Never committed, under the project's own `src/`: on the day it is written the claim is simply false.
    expect(context).toContain('names src/writer.ts, which does not exist under the project')
    // Under a folder the project lacks, but a file of its name is here: the finding says where.
    expect(context).toContain(
      'names shared/src/routes.ts, which does not exist under the project (lib/routes.ts has its name)',
    )
    // Under a folder the project never had, with no file of its name: another base's path, unless history says otherwise.
    expect(context).not.toContain('vendor/kit/helpers.ts')
    // A file the memory itself says is absent is no false claim.
    expect(context).not.toContain('src/release.ts')
    expect(context).not.toContain('src/seed.ts')
  })

  it('the write-time advice does not call false a committed file a sparse checkout leaves out of the work tree', async () => {
    const root = removedSince(
      { 'tests/sims/run_1778.json': '{}\n', 'src/parse.ts': 'parse\n' },
      ['src/parse.ts'],
      MEMORY,
    )
    gitIn(root)(['update-index', '--skip-worktree', 'tests/sims/run_1778.json'])
    rmSync(join(root, 'tests/sims/run_1778.json'))
    const written = `${MEMORY}\nThe recorded run is \`tests/sims/run_1778.json\`.\n`
    const context = await adviceAfterWrite(root, written)
    expect(context).toContain('names src/parse.ts, which does not exist under the project')
    // Before, the file git's index holds was called false on the day it was written.
    expect(context).not.toContain('tests/sims/run_1778.json')
  })

  it('the write-time advice does not call false a never-held file in a language the project has no file of (a backend kept elsewhere)', async () => {
    const { root } = repository()
    const written = `${MEMORY}\nServer-sent events are pushed by \`lib/sse_manager.py\`.\n`
    const context = await adviceAfterWrite(root, written)
    expect(context).toContain('names src/writer.ts, which does not exist under the project')
    // Before, the Python file under the TypeScript project's `lib/` was called false on the day it was written.
    expect(context).not.toContain('lib/sse_manager.py')
  })
})

describe('where history cannot answer, every missing path is reported as before', () => {
  const ALL_ROT = [ROT('src/parse.ts'), ROT('src/writer.ts'), ROT('shared/src/routes.ts')]

  it('a folder that is not a git repository', async () => {
    const root = layout(PROJECT)
    expect(await rotFindings(root)).toEqual(ALL_ROT)
    expect(await staleInferred(root)).toEqual([
      STALE('src/parse.ts'),
      STALE('src/writer.ts'),
      STALE('shared/src/routes.ts'),
    ])
  })

  it('a path in a submodule that is not checked out is never missing', async () => {
    const root = layout({
      ...PROJECT,
      '.gitmodules': '[submodule "backend"]\n\tpath = backend\n\turl = https://example.invalid/backend.git\n',
      backend: { dir: true },
      '.claude/memory/feedback_no_sleeps.md': '---\nname: sleeps\ntype: feedback\n---\nNo sleeps in tests.\n',
      '.claude/memory/layout.md':
        '---\nname: layout\ndescription: Where the seed script is\ntype: project\n---\n' +
        'Seed with `backend/scripts/seed_db.py`; see `feedback_no_sleeps.md` for the tests.\n',
    })
    expect(await rotFindings(root)).toEqual([])
    const stale = (await staleInferred(root)).filter((reason) => !reason.includes('src/'))
    expect(stale).toEqual([])
  })

  it('a repository with no commit yet', async () => {
    const root = layout(PROJECT)
    gitIn(root)(['init', '-q', '-b', 'main'])
    expect(await rotFindings(root)).toEqual(ALL_ROT)
  })

  it('a shallow clone, whose history is cut off', async () => {
    const { root } = repository()
    const clone = layout()
    gitIn(root)(['clone', '-q', '--depth', '1', `file://${root}`, clone])
    expect(await rotFindings(clone)).toEqual(ALL_ROT)
  })
})

describe('asking history runs nothing of the repository (SPEC §10)', () => {
  it('fsmonitor, hooks, a pager and log.showSignature with a gpg.program over a signed commit: no program runs', async () => {
    const { root, git } = repository()
    const { marker, ran } = plantHostileGit(root, git, () => `[log]\n\tshowRoot = false\n`)
    await expectGone(root, ['src/parse.ts'])
    expect(ran()).toEqual([])
    expect(existsSync(marker('gpg'))).toBe(false)
  })
})

describe('a word of a path or of "this repository" does not place the path elsewhere', () => {
  const memory = (line: string) =>
    `---\nname: ship\ndescription: How a release is shipped\ntype: project\n---\n${line}\n`
  /** A repository that held `scripts/deploy.sh` and `src/server/app.ts`, then deleted both. */
  function shipped(line: string) {
    return changedOnce(
      {
        'scripts/deploy.sh': '#!/bin/sh\n',
        'scripts/build.sh': '#!/bin/sh\n',
        'src/server/app.ts': 'app\n',
        'src/main.ts': 'main\n',
        '.claude/memory/ship.md': memory(line),
      },
      ['rm', '-q', 'scripts/deploy.sh', 'src/server/app.ts'],
    )
  }

  /** A repository of `files` whose second commit makes one change (`git mv`, `git rm`). */
  function changedOnce(files: Record<string, Entry>, change: string[]) {
    const root = layout(files)
    const git = firstCommit(root)
    git(change)
    git(['commit', '-q', '-m', 'changed'])
    return root
  }

  it.each([
    'Deploy with `scripts/deploy.sh`; the API starts from `src/server/app.ts`.',
    'Run scripts/deploy.sh from the repo root; the API starts from src/server/app.ts in this repository.',
    // Words of a file's state in git or a build place nothing on another machine: history says whether the path was this repository's.
    'Commit with `git add -A`: `scripts/deploy.sh` and `src/server/app.ts` are tracked.',
    '`scripts/deploy.sh` packs the build (excluding cache) and starts `src/server/app.ts`.',
  ])('%s', async (line) => {
    const root = shipped(line)
    await expectGone(root, ['scripts/deploy.sh', 'src/server/app.ts'])
  })

  it('a path on such a line whose name the tree holds elsewhere (moved, not gone) says nothing: those words may mean that place', async () => {
    const root = changedOnce(
      {
        'docs/notes/plan.md': 'plan\n',
        'src/main.ts': 'main\n',
        '.claude/memory/ship.md': memory('Notes of the branch are in `docs/notes/plan.md`; commit them with the code.'),
      },
      ['mv', 'docs/notes', 'docs/archive'],
    )
    await expectGone(root, [])
    // Named plainly by another memory, the moved path is that memory's finding only.
    addFiles(root, { '.claude/memory/plain.md': memory('The plan is `docs/notes/plan.md`.') })
    expect(await staleInferredAll(root)).toEqual([
      'names docs/notes/plan.md, which no longer exists under the project (docs/archive/plan.md has its name)',
    ])
  })

  it('a template between two code spans (`` `date: \\`${year}-01-01\\`` ``) is no folder: a bare file name on its line is still rot, in lint as in the hand-over', async () => {
    const root = changedOnce(
      {
        'src/pages/add-entry.tsx': 'export const add = 1\n',
        'src/pages/home.tsx': 'export const home = 1\n',
        '.claude/memory/dates.md': memory('- `add-entry.tsx`: `year` state → `date: \\`${year}-01-01\\``'),
      },
      ['rm', '-q', 'src/pages/add-entry.tsx'],
    )
    await expectGone(root, ['add-entry.tsx'])
  })

  it('a path the text places on a server still says nothing here', async () => {
    const root = shipped('On the production server the API is `src/server/app.ts`, started by `scripts/deploy.sh`.')
    await expectGone(root, [])
  })

  it('a top-level folder said alone (`backend/`) is rot when history held it and no folder of its name is left; one never held is not', async () => {
    const memory =
      '---\nname: layout\ndescription: Where the halves of the app live\ntype: project\n---\n' +
      'The API lives in `backend/`; the UI in `web/`; design notes are in `sketches/`.\n'
    const root = removedSince({ 'backend/server.ts': 's\n', 'web/index.ts': 'w\n' }, ['backend/server.ts'], memory)
    await expectGone(root, ['backend'])
  })
})

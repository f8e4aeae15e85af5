// Inferred checks (SPEC §6.4.1): a memory with no verify block is held, at hand-over, to the project
// paths it names and the names it places in a named file; what is false is said in every format and
// in the hooks' context, the body is never withheld, and the memory stays unverifiable.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv from 'ajv'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, executable, layout, type Entry } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

/** A project whose `src/outlines/` folder is gone, with memories naming it and naming what is there. */
function project(memory: Record<string, Entry> = {}, extra: Record<string, Entry> = {}) {
  return layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'src/sync.ts': 'export function syncAll() {}\n',
    'src/track.ts': 'export const track = 1\n',
    'firmware/hardware/sdcard/sd.h': '#pragma once\n',
    'wifi/attacks/beacon_flood.cpp': 'int x;\n',
    'memory/MEMORY.md': '- [outlines](outlines.md)\n',
    'memory/outlines.md':
      '---\nname: outlines\ndescription: Track outlines\ntype: project\n---\nOutlines are drawn by `src/outlines/draw.ts`, from `src/track.ts`.\n',
    'memory/holds.md':
      '---\nname: holds\ndescription: Sync entry point\ntype: project\n---\nThe sync entry point is `syncAll` in `src/sync.ts`; SD pins in `hardware/sdcard/sd.h`.\n',
    ...memory,
    ...extra,
  })
}

const GONE = 'names src/outlines/draw.ts, which no longer exists under the project'

/** git, run in `root` as a user with a name. */
const gitIn =
  (root: string) =>
  (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, stdio: 'pipe' })

/** Commits the project as it is in a repository of its own: git there, for the commits after. */
function committed(root: string) {
  const git = gitIn(root)
  git('init', '-q', '-b', 'main')
  git('add', '.')
  git('commit', '-q', '-m', 'project')
  return git
}

/** Commits the project as it is in a repository of its own, then removes `removed` in a second commit. */
function commitThenRemove(root: string, removed: string) {
  const git = committed(root)
  git('rm', '-rq', removed)
  git('commit', '-q', '-m', 'removed')
}

describe('check: inferred checks of memories without a verify block (SPEC §6.4.1)', () => {
  it('text: a WARN line under the memory, inferred=N at the end of the summary, exit 0', async () => {
    const root = project()
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe(
      [
        'SKIP  holds: no verify block',
        'SKIP  outlines: no verify block',
        `WARN  outlines: ${GONE}`,
        '',
        'fresh=0 stale=0 unverifiable=2 inferred=1',
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(0)
  })

  it('says where a file named with folders now is, and finds a bare name or a shorter path anywhere', async () => {
    const root = project({
      'memory/moved.md':
        '---\nname: moved\ntype: project\n---\nThe flood lives in `t-deck-cli/beacon_flood.cpp`. Pins: `sdcard/sd.h`, `sd.h`.\n',
    })
    addFiles(root, { 't-deck-cli/README.md': 'cli\n' })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain(
      'WARN  moved: names t-deck-cli/beacon_flood.cpp, which no longer exists under the project (wifi/attacks/beacon_flood.cpp has its name)\n',
    )
    expect(result.stdout).not.toContain('sdcard')
  })

  it('the files of a folder that is gone make one finding', async () => {
    const root = project({
      'memory/fills.md':
        '---\nname: fills\ntype: project\n---\nFills: `src/fills/solid.ts`, `src/fills/hatch.ts`, `src/fills/dots.ts`; shared with `src/track.ts`.\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout.split('\n').filter((line) => line.startsWith('WARN  fills'))).toEqual([
      'WARN  fills: names src/fills/solid.ts and 2 more paths under src/fills/, which no longer exists under the project',
    ])
  })

  it("a gone folder's finding names the folder and counts the memory's other paths there; where one file's name is now is that file's", async () => {
    const root = project({
      'memory/tools.md':
        '---\nname: tools\ntype: project\n---\nAlign with `src/tools/align.mjs`; match with `src/tools/match.mjs` and `src/tools/ids.mjs`.\n',
    })
    addFiles(root, { 'attic/scripts/align.mjs': 'export {}\n' })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain(
      'WARN  tools: names src/tools/align.mjs and 2 more paths under src/tools/, which no longer exists under the project (attic/scripts/align.mjs has the name of align.mjs)\n',
    )
    const lint = await cli(['lint', 'memory'], { cwd: root })
    expect(lint.stdout).toContain(
      '[fossil-missing] memory/tools.md:5: names src/tools/align.mjs and 2 more paths under src/tools/, which does not exist under the root (attic/scripts/align.mjs has the name of align.mjs): the claim may have rotted already\n',
    )
  })

  it('an index of memory named anywhere is memory: never an inferred check', async () => {
    const root = project({
      'memory/index.md': '---\nname: index\ntype: project\n---\nRules are listed in `src/notes/MEMORY.md`.\n',
    })
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    const report = JSON.parse(result.stdout) as { memories: Array<{ name: string; inferred?: unknown[] }> }
    expect(report.memories.find((memory) => memory.name === 'index')?.inferred).toEqual([])
  })

  it('a name no longer in the file the memory places it in', async () => {
    const root = project({
      'memory/pushed.md': '---\nname: pushed\ntype: project\n---\nPushing is `pushEverything` in `src/sync.ts`.\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain('WARN  pushed: names `pushEverything` in src/sync.ts, which no longer holds it\n')
  })

  it('a name written as a call, or after the dash of a file map entry, is held to its file; one not marked as code is not', async () => {
    const root = project({
      'memory/calls.md':
        '---\nname: calls\ntype: project\n---\n- Pushing: `pushEverything()` in `src/sync.ts`\n- `src/track.ts` (TRACK_LIMITS)\n- `src/sync.ts` — 挂 `pullEverything`（全站）\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain(
      'WARN  calls: names `pushEverything` in src/sync.ts, which no longer holds it; names `pullEverything` in src/sync.ts, which no longer holds it\n',
    )
    expect(result.stdout).not.toContain('TRACK_LIMITS')
  })

  it('a name held inside a longer one, or a dotted name by its last part, is still there: no warning', async () => {
    const root = project(
      {
        'memory/forms.md':
          '---\nname: forms\ntype: project\n---\nThe push is guarded by `PUSH_SECRET` in `src/guard.php`; the gate reads `req.user.role_name` in `src/gate.js`.\n',
      },
      {
        'src/guard.php': "<?php if ($_SERVER['HTTP_X_PUSH_SECRET'] !== $secret) exit;\n",
        'src/gate.js': 'if (req.user?.role_name !== "admin") deny()\n',
      },
    )
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).not.toContain('forms: names')
    expect(result.stdout).toContain('SKIP  forms: no verify block\n')
  })

  it("a name qualified by a module beside the file is that module's; an image holds no name", async () => {
    const root = project(
      {
        'memory/slices.md':
          '---\nname: slices\ntype: project\n---\nSlice two: `steel/casting.py` + demo + `plots.casting_figure`.\n\n' +
          'Figure `docs/figures/jominy.png` plots `hardness_HV` per position.\n\n' +
          'Grain growth is `alloy/grain.py` with `plots.grain_chart`.\n',
      },
      {
        'steel/casting.py': 'def cast(): pass\n',
        'steel/plots.py': 'def casting_figure(): pass\n',
        'steel/properties.py': 'def hardness_HV(): pass\n',
        'alloy/grain.py': 'def grow(): pass\n',
        'docs/figures/jominy.png': 'PNG',
      },
    )
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    const slices = JSON.parse(result.stdout).memories.find((memory: { name: string }) => memory.name === 'slices')
    // `plots.grain_chart` with alloy/grain.py: no `plots` module beside it, so the sentence places it there.
    expect(slices.inferred.filter((check: { status: string }) => check.status === 'stale')).toEqual([
      {
        claim: '`plots.grain_chart` in alloy/grain.py',
        status: 'stale',
        reason: 'names `plots.grain_chart` in alloy/grain.py, which no longer holds it',
      },
    ])
  })

  it('a ticked checklist item records work done, and a name beside a word of removal is what went: neither is held', async () => {
    const root = project({
      'memory/cleanup.md':
        '---\nname: cleanup\ntype: project\n---\nThe compare mode is gone.\n\n' +
        '- [x] `src/outlines/draw.ts` → dropped the compare overlay\n' +
        '- [x] `src/sync.ts`: `pushEverything` handler folded into `syncAll`\n' +
        '- `src/track.ts` → `compareRows` prop 제거\n' +
        '- `src/width.ts` keeps `trackWidth`\n',
      'src/width.ts': 'export const width = 1\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain('WARN  cleanup: names `trackWidth` in src/width.ts, which no longer holds it\n')
    expect(result.stdout).not.toMatch(/cleanup: .*(?:draw\.ts|pushEverything|compareRows)/)
  })

  it('a file the memory says cannot be removed yet is not what went: gone from the project, it is said', async () => {
    const root = project({
      'memory/auth.md':
        '---\nname: auth\ntype: project\n---\n## Old client still present\n`src/outlines/draw.ts` remains for the pages that still draw.\n\n' +
        "**Why:** Can't remove draw.ts until every page is migrated to the new renderer.\n",
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain(`WARN  auth: ${GONE}\n`)
  })

  it('a file the memory says was removed while its pages were migrated is what went: not held', async () => {
    const root = project({
      'memory/auth.md':
        '---\nname: auth\ntype: project\n---\n`src/outlines/draw.ts` drew the pages.\n\n**Why:** removed draw.ts once every page was migrated to the new renderer.\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).not.toMatch(/WARN  auth:/)
  })

  it('the next entry of a list whose entry ends with a **Why:** is the memory again, not the story: its gone path is said', async () => {
    const root = project({
      'memory/deploy.md':
        '---\nname: deploy\ntype: project\n---\nGotchas:\n\n' +
        '- **Frozen lockfile.** The build reads the committed `src/track.ts`.\n  **Why:** the first upload drifted.\n\n' +
        '- **Outlines.** Drawn by `src/outlines/draw.ts` at start-up.\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain(`WARN  deploy: ${GONE}\n`)
  })

  it('a list under a **Why:** label of its own is still the story: its paths are not held', async () => {
    const root = project({
      'memory/deploy.md':
        '---\nname: deploy\ntype: project\n---\nThe build reads `src/track.ts`.\n\n**Why:** the first upload drifted:\n\n' +
        '- it drew with `src/outlines/draw.ts`\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).not.toMatch(/WARN  deploy:/)
  })

  it('a name is placed in a file only when the sentence names no other file, and parentheses keep to their own file', async () => {
    const root = project(
      {
        'memory/viewer.md':
          '---\nname: viewer\ntype: project\n---\nAll of it is in `web/export.py` (`buildPayload`) + `app.js` (`drawThreadView`).\n\n' +
          'The health check (`checkUrl`, `web/health.py:17`) hits the public path (unlike `smokeTask`, which stays internal).\n\n' +
          '',
      },
      {
        'web/export.py': 'def buildPayload():\n    pass\n',
        'web/app.js': 'function drawThreadView() {}\n',
        'web/health.py': 'def checkUrl():\n    pass\n',
        'web/flows.py': 'def smokeTask():\n    pass\n',
      },
    )
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).not.toMatch(/viewer: .*(?:drawThreadView|smokeTask)/)
    const json = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    const viewer = json.memories.find((memory: { name: string }) => memory.name === 'viewer')
    expect(viewer.inferred.map((check: { claim: string }) => check.claim)).toContain('`checkUrl` in web/health.py')
  })

  it("a file right after a name is that name's place: names before it, parted by more than a list, are not placed there", async () => {
    const root = project(
      {
        'memory/menus.md':
          '---\nname: menus\ntype: project\n---\nMenus put chrome on `MenuPanelBody` and `PopoverPanelBody` via `surfaceClassName` in `src/ui/surface.ts`.\n\n' +
          'The helpers `panelShadowToken` and `panelRingToken` in `src/ui/tokens.ts` style them.\n',
      },
      {
        'src/ui/surface.ts': "export const surfaceClassName = 'bg-panel'\n",
        'src/ui/tokens.ts': "export const panelShadowToken = 'shadow'\n",
      },
    )
    const json = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    const menus = json.memories.find((memory: { name: string }) => memory.name === 'menus')
    expect(menus.inferred).toEqual([
      { claim: 'src/ui/surface.ts', status: 'fresh', reason: 'src/ui/surface.ts exists' },
      { claim: 'src/ui/tokens.ts', status: 'fresh', reason: 'src/ui/tokens.ts exists' },
      {
        claim: '`surfaceClassName` in src/ui/surface.ts',
        status: 'fresh',
        reason: 'src/ui/surface.ts holds `surfaceClassName`',
      },
      {
        claim: '`panelShadowToken` in src/ui/tokens.ts',
        status: 'fresh',
        reason: 'src/ui/tokens.ts holds `panelShadowToken`',
      },
      {
        claim: '`panelRingToken` in src/ui/tokens.ts',
        status: 'stale',
        reason: 'names `panelRingToken` in src/ui/tokens.ts, which no longer holds it',
      },
    ])
  })

  it('a file in parentheses names where the words before it live; a name glued to a word qualifies it', async () => {
    const root = project(
      {
        'memory/via.md':
          '---\nname: via\ntype: project\n---\nOrders go out and set `order.shipped_at` via the **ship runner** (`src/runner.ts`).\n\n' +
          '- The `AfterSync`-Handler (`src/track.ts`) runs after each push.\n\n' +
          '- Pushing is `pushEverything` (`src/sync.ts`).\n',
      },
      { 'src/runner.ts': 'export const run = 1\n' },
    )
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain('WARN  via: names `pushEverything` in src/sync.ts, which no longer holds it\n')
    expect(result.stdout).not.toContain('shipped_at')
    expect(result.stdout).not.toContain('AfterSync')
  })

  it('full-width parentheses keep to their own file; a name and its kind right before them are in it, a name after them is not', async () => {
    const root = project(
      {
        'memory/versions.md':
          '---\nname: versions\ntype: project\n---\n## 版本管理\n- 前端：`useDraftHistory` hook（`src/features/drafts/history.ts`）+ `DraftEditorPage` 维护多版本\n',
      },
      {
        'src/features/drafts/history.ts': 'export function useOtherHistory() {}\n',
        'src/features/DraftEditorPage.tsx': 'export function DraftEditorPage() {}\n',
      },
    )
    const json = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    const versions = json.memories.find((memory: { name: string }) => memory.name === 'versions')
    expect(versions.inferred.map((check: { reason: string }) => check.reason)).toEqual([
      'src/features/drafts/history.ts exists',
      'names `useDraftHistory` in src/features/drafts/history.ts, which no longer holds it',
    ])
  })

  it('a file drawn in a folder tree and placed beside a name in a table: the name is still held to it', async () => {
    const root = project({
      'memory/layout.md':
        '---\nname: layout\ntype: project\n---\nLayout:\n\n```\n├── src/\n│   ├── sync.ts    # the sync\n│   └── track.ts\n```\n\n' +
        '| File | Rule |\n|---|---|\n| `src/sync.ts` → `pushEverything` | one call per sync |\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain('WARN  layout: names `pushEverything` in src/sync.ts, which no longer holds it\n')
  })

  it('paths in plain prose count, with :line and ::symbol stripped; a slashed list of words is no path', async () => {
    const root = project({
      'memory/prose.md':
        '---\nname: prose\ntype: project\n---\nThe outline is drawn at src/outlines/draw.ts:42 and pushed by src/sync.ts::pushAll_x.\n\nIt runs as api/worker/web.\n',
    })
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    const prose = JSON.parse(result.stdout).memories.find((memory: { name: string }) => memory.name === 'prose')
    expect(prose.inferred).toEqual([
      { claim: 'src/outlines/draw.ts', status: 'stale', reason: GONE },
      { claim: 'src/sync.ts', status: 'fresh', reason: 'src/sync.ts exists' },
      {
        claim: '`pushAll_x` in src/sync.ts',
        status: 'stale',
        reason: 'names `pushAll_x` in src/sync.ts, which no longer holds it',
      },
    ])
    // lint's rot finding is the same judgement.
    const lint = await cli(['lint', 'memory'], { cwd: root })
    expect(lint.stdout).toContain(
      '[fossil-missing] memory/prose.md:5: names src/outlines/draw.ts, which does not exist under the root: the claim may have rotted already',
    )
    expect(lint.stdout).not.toContain('api/worker')
  })

  it('a file only a stand-in or a longer name of is there is neither there nor gone: no inferred check', async () => {
    const root = project(
      {
        'memory/fleet.md':
          '---\nname: fleet\ntype: project\n---\nFleet membership is defined by `fleet.yaml`; seeds are in `db/050`; syncing is `src/sync.ts`.\n',
      },
      { 'fleet.yaml.example': 'roots: []\n', 'db/050_seed.sql': 'select 1;\n' },
    )
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    const fleet = JSON.parse(result.stdout).memories.find((memory: { name: string }) => memory.name === 'fleet')
    expect(fleet.inferred).toEqual([{ claim: 'src/sync.ts', status: 'fresh', reason: 'src/sync.ts exists' }])
  })

  it('holds nothing but memories with no verify block: kind none and a checked memory carry no inferred check', async () => {
    const root = project({
      'memory/outlines.md':
        '---\nname: outlines\nverify:\n  kind: none\n---\nOutlines are drawn by `src/outlines/draw.ts`.\n',
      'memory/checked.md':
        '---\nname: checked\nverify:\n  kind: readable\n  target: src/track.ts\n---\nOutlines are drawn by `src/outlines/draw.ts`.\n',
    })
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    const memories = JSON.parse(result.stdout).memories as Array<{ name: string; inferred?: unknown }>
    expect(memories.map((memory) => [memory.name, memory.inferred !== undefined])).toEqual([
      ['checked', false],
      ['holds', true],
      ['outlines', false],
    ])
    expect(result.stdout).not.toContain('no longer exists')
  })

  it('json: every inferred check, the age, summary.inferred; valid against the report schema', async () => {
    const root = project({
      'memory/outlines.md':
        '---\nname: outlines\nmodified: 2026-08-01\ntype: project\n---\nOutlines are drawn by `src/outlines/draw.ts`, from `src/track.ts`.\n',
    })
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    const report = JSON.parse(result.stdout)
    expect(report.summary).toEqual({ total: 2, fresh: 0, stale: 0, unverifiable: 2, inferred: 1 })
    const outlines = report.memories.find((memory: { name: string }) => memory.name === 'outlines')
    expect(outlines.status).toBe('unverifiable')
    expect(outlines.inferred).toEqual([
      { claim: 'src/outlines/draw.ts', status: 'stale', reason: GONE },
      { claim: 'src/track.ts', status: 'fresh', reason: 'src/track.ts exists' },
    ])
    expect(outlines.age).toEqual({ since: '2026-08-01T00:00:00.000Z', from: 'modified' })
    const holds = report.memories.find((memory: { name: string }) => memory.name === 'holds')
    expect(holds.inferred).toEqual([
      { claim: 'src/sync.ts', status: 'fresh', reason: 'src/sync.ts exists' },
      { claim: 'hardware/sdcard/sd.h', status: 'fresh', reason: 'firmware/hardware/sdcard/sd.h exists' },
      { claim: '`syncAll` in src/sync.ts', status: 'fresh', reason: 'src/sync.ts holds `syncAll`' },
    ])
    expect(holds.age.from).toBe('mtime')
    const schema = JSON.parse(readFileSync(new URL('../schema/report.schema.json', import.meta.url), 'utf8'))
    const validate = new Ajv.default({ allErrors: true }).compile(schema)
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true)
  })

  it('CI formats: a warning that fails nothing under warn; a failure under inferred: error', async () => {
    const root = project()
    const sarif = JSON.parse((await cli(['check', 'memory', '--format', 'sarif'], { cwd: root })).stdout)
    const result = sarif.runs[0].results.find((item: { ruleId: string }) => item.ruleId === 'inferred')
    expect(result.level).toBe('warning')
    expect(result.message.text).toBe(`outlines: ${GONE}`)
    const junit = await cli(['check', 'memory', '--format', 'junit'], { cwd: root })
    expect(junit.stdout).toContain('failures="0"')
    expect(junit.code).toBe(0)
    const tap = await cli(['check', 'memory', '--format', 'tap'], { cwd: root })
    expect(tap.stdout).not.toContain('not ok')
    const github = await cli(['check', 'memory', '--format', 'github'], { cwd: root, env: { GITHUB_STEP_SUMMARY: '' } })
    expect(github.stdout).toContain(
      `::warning file=memory/outlines.md,line=1,title=claimcheck%3A memory names what is no longer there::outlines: ${GONE}`,
    )

    addFiles(root, { 'claimcheck.config.json': '{"inferred": "error"}' })
    const failing = await cli(['check', 'memory', '--format', 'sarif'], { cwd: root })
    expect(failing.code).toBe(1)
    const results = JSON.parse(failing.stdout).runs[0].results
    expect(results.find((item: { ruleId: string }) => item.ruleId === 'inferred').level).toBe('error')
    const failedJunit = await cli(['check', 'memory', '--format', 'junit'], { cwd: root })
    expect(failedJunit.stdout).toContain('failures="1"')
    expect((await cli(['check', 'memory', '--format', 'tap'], { cwd: root })).stdout).toContain('not ok')
  })

  it('inferred: off looks for nothing', async () => {
    const root = project({}, { 'claimcheck.config.json': '{"inferred": "off"}' })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe(
      [
        'SKIP  holds: no verify block',
        'SKIP  outlines: no verify block',
        '',
        'fresh=0 stale=0 unverifiable=2',
        '',
      ].join('\n'),
    )
  })

  it('a config value other than warn, error or off is refused, naming the field', async () => {
    const root = project({}, { 'claimcheck.config.json': '{"inferred": "loud"}' })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`'inferred' must be "warn", "error" or "off"`)
  })

  it('never writes into the memory file', async () => {
    const root = project()
    const before = readFileSync(join(root, 'memory/outlines.md'), 'utf8')
    await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    await cli(['context', 'memory'], { cwd: root })
    expect(readFileSync(join(root, 'memory/outlines.md'), 'utf8')).toBe(before)
  })

  it('a layout written with bracketed stand-ins is not called gone; a folder deleted beside it is', async () => {
    const root = layout({
      'src/modules/billing/index.ts': 'export const billing = 1\n',
      'src/modules/search/index.ts': 'export const search = 1\n',
      'src/shared/ui/button.ts': 'export const button = 1\n',
      'memory/MEMORY.md': '- [layout](layout.md)\n',
      'memory/layout.md':
        '---\nname: layout\ndescription: where code goes\ntype: project\n---\nEach module lives in `src/modules/[module]/`; shared widgets in `src/shared/ui/`.\n',
    })
    commitThenRemove(root, 'src/shared')
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain('WARN  layout: names src/shared/ui, which no longer exists under the project')
    expect(result.stdout).not.toContain('[module]')
  })

  it('a file renamed to another extension (`.jsx` to `.tsx`) is gone where history held it as written, in `check` and `lint` alike; an extension only misremembered is not', async () => {
    const root = layout({
      'src/ui/Week6.jsx': 'export default function Week6() {}\n',
      'src/lib/auth.ts': 'export const bearer = 1\n',
      'memory/MEMORY.md': '- [weeks](weeks.md)\n',
      'memory/weeks.md':
        '---\nname: weeks\ndescription: the weekly pages\ntype: project\n---\nWeek six is `src/ui/Week6.jsx`; its token comes from `src/lib/auth.js`.\n',
    })
    const git = committed(root)
    git('mv', 'src/ui/Week6.jsx', 'src/ui/Week6.tsx')
    git('commit', '-q', '-m', 'typescript')
    // Before, the hand-over said the renamed file was gone and `lint` said nothing of it.
    const checked = await cli(['check', 'memory'], { cwd: root })
    expect(checked.stdout).toContain('WARN  weeks: names src/ui/Week6.jsx, which no longer exists under the project\n')
    expect(checked.stdout).not.toContain('auth.js')
    const linted = await cli(['lint', 'memory'], { cwd: root })
    expect(linted.stdout).toContain(
      '[fossil-missing] memory/weeks.md:6: names src/ui/Week6.jsx, which does not exist under the root: the claim may have rotted already',
    )
    expect(linted.stdout).not.toContain('auth.js')
  })

  it("a feedback memory's paths are held wherever it names them, as `lint` reports them; the names it places in its story are not", async () => {
    const root = layout({
      'BACKLOG.md': '# Backlog\n',
      'src/sync.ts': 'export function syncAll() {}\n',
      'memory/MEMORY.md': '- [wrap-up](wrap-up.md)\n',
      'memory/wrap-up.md':
        '---\nname: wrap-up\ndescription: how to end a working session\ntype: feedback\n---\n' +
        'At the end of a session, read these files:\n- `BACKLOG.md`\n- `src/sync.ts`\n\nThen fold what is new into the release notes.\n\n' +
        'Last time `flushQueue` in `src/sync.ts` was left half done.\n',
    })
    commitThenRemove(root, 'BACKLOG.md')
    // Before, the hand-over held a feedback memory only to its description and how-to-apply rule.
    const checked = await cli(['check', 'memory'], { cwd: root })
    expect(checked.stdout).toContain('WARN  wrap-up: names BACKLOG.md, which no longer exists under the project\n')
    expect(checked.stdout).not.toContain('flushQueue')
    const linted = await cli(['lint', 'memory'], { cwd: root })
    expect(linted.stdout).toContain(
      '[fossil-missing] memory/wrap-up.md:7: names BACKLOG.md, which does not exist under the root',
    )
  })

  it('files one commit removed make one finding, naming the folder their names all live on in; a file it removed alone says where its name is now', async () => {
    const root = layout({
      'lib/api_service.dart': 'class ApiService {}\n',
      'lib/chat_screen.dart': 'class ChatScreen {}\n',
      'lib/theme.dart': 'class Theme {}\n',
      'memory/MEMORY.md': '- [chat](chat.md)\n- [look](look.md)\n- [colours](colours.md)\n',
      'memory/chat.md':
        '---\nname: chat\ndescription: the chat screens\ntype: project\n---\n- `lib/api_service.dart` — the socket wrapper\n- `lib/chat_screen.dart` — the screen\n',
      'memory/look.md':
        '---\nname: look\ndescription: the look\ntype: project\n---\n- `lib/chat_screen.dart` — the screen\n- `lib/theme.dart` — its colours\n',
      'memory/colours.md':
        '---\nname: colours\ndescription: the colours\ntype: project\n---\nThe colours are in `lib/theme.dart`.\n',
    })
    const git = committed(root)
    mkdirSync(join(root, 'lib/messenger'))
    mkdirSync(join(root, 'lib/style'))
    git('mv', 'lib/api_service.dart', 'lib/messenger/api_service.dart')
    git('mv', 'lib/chat_screen.dart', 'lib/messenger/chat_screen.dart')
    git('mv', 'lib/theme.dart', 'lib/style/theme.dart')
    git('commit', '-q', '-m', 'messenger')
    const commit = git('log', '-1', '--format=%h').toString().trim()
    const date = git('log', '-1', '--format=%cs').toString().trim()
    const result = await cli(['check', 'memory'], { cwd: root })
    // Before, each file that lived on elsewhere was a finding of its own: two warnings for one change.
    expect(result.stdout).toContain(
      `WARN  chat: names lib/api_service.dart and lib/chat_screen.dart, which no longer exist under the project (commit ${commit} removed them on ${date}; lib/messenger/ has their names)\n`,
    )
    expect(result.stdout).toContain(
      `WARN  look: names lib/chat_screen.dart and lib/theme.dart, which no longer exist under the project (commit ${commit} removed them on ${date})\n`,
    )
    expect(result.stdout).toContain(
      'WARN  colours: names lib/theme.dart, which no longer exists under the project (lib/style/theme.dart has its name)\n',
    )
  })

  it('a project whose git listing runs past 50,000 files: a name past the limit is not called gone, a deleted one still is', async () => {
    const root = layout({
      'z/zz-config.ts': 'export const zz = 1\n',
      'z/zz-helper.ts': 'export const helper = 1\n',
      'memory/MEMORY.md': '- [cfg](cfg.md)\n',
      'memory/cfg.md':
        '---\nname: cfg\ndescription: the config\ntype: project\n---\nSettings live in `zz-config.ts`; `zz-helper.ts` formats them.\n',
    })
    mkdirSync(join(root, 'a'))
    for (let page = 1; page <= 50_001; page++) writeFileSync(join(root, 'a', `p${page}.txt`), '')
    commitThenRemove(root, 'z/zz-helper.ts')
    // git lists `a/` first, in order: the two names lie past its first 50,000 entries.
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain('WARN  cfg: names zz-helper.ts, which no longer exists under the project')
    expect(result.stdout).not.toContain('zz-config.ts')
    expect(result.code).toBe(0)
  }, 60_000)
})

describe('context: inferred findings stated beside the body, never withholding it (SPEC §6.4.1)', () => {
  it('markdown: the body handed over, and a line saying what is no longer there', async () => {
    const root = project()
    const result = await cli(['context', 'memory'], { cwd: root })
    expect(result.stdout).toContain('## outlines\nOutlines are drawn by `src/outlines/draw.ts`, from `src/track.ts`.\n')
    expect(result.stdout).toContain(
      `## Memories without a check that name what is no longer there\n- outlines: ${GONE}\n`,
    )
    expect(result.code).toBe(0)
  })

  it('json: the memory handed over with its inferred checks', async () => {
    const root = project()
    const result = await cli(['context', 'memory', '--format', 'json'], { cwd: root })
    const outlines = JSON.parse(result.stdout).memories.find((memory: { name: string }) => memory.name === 'outlines')
    expect(outlines.body).toContain('src/outlines/draw.ts')
    expect(outlines.inferred).toContainEqual({ claim: 'src/outlines/draw.ts', status: 'stale', reason: GONE })
  })
})

describe('the hooks: inferred findings as facts (SPEC §8.2, §8.4)', () => {
  const hook = (root: string, payload: object) =>
    cli(['context', 'memory', '--format', 'claude-hook'], {
      cwd: root,
      input: JSON.stringify({ cwd: root, ...payload }),
    })
  const contextOf = (stdout: string) => JSON.parse(stdout).hookSpecificOutput.additionalContext as string

  it('SessionStart: after the held memories, one line a memory naming what is no longer there', async () => {
    const root = project({
      'memory/held.md': '---\nname: held\nverify:\n  kind: readable\n  target: gone.txt\n---\nx\n',
    })
    const result = await hook(root, { hook_event_name: 'SessionStart', source: 'startup' })
    expect(result.code).toBe(0)
    const lines = contextOf(result.stdout).split('\n')
    expect(lines[0]).toMatch(/^Memory 'held' \(held\.md\) failed verification/)
    expect(lines[1]).toBe(
      `Memory 'outlines' (outlines.md) carries no check, and ${GONE}. What it says about them may be out of date.`,
    )
  })

  it('SessionStart: a checked memory read after unchecked ones, and a memory of more than 32 KiB, are each held as well', async () => {
    const root = project({
      'memory/zz-held.md': '---\nname: zz-held\nverify:\n  kind: readable\n  target: gone.txt\n---\nx\n',
      'memory/long.md':
        '---\nname: long\ntype: project\n---\nDrawn by `src/outlines/draw.ts`.\n' + 'A line of prose.\n'.repeat(2200),
    })
    const result = await hook(root, { hook_event_name: 'SessionStart', source: 'startup' })
    expect(result.code).toBe(0)
    expect(contextOf(result.stdout).split('\n')).toEqual([
      "Memory 'zz-held' (zz-held.md) failed verification: missing: gone.txt. Its content may be out of date.",
      `Memory 'long' (long.md) carries no check, and ${GONE}. What it says about them may be out of date.`,
      `Memory 'outlines' (outlines.md) carries no check, and ${GONE}. What it says about them may be out of date.`,
    ])
  })

  it('SessionStart: a git that never answers holds no one up; the hook answers by its deadline, exit 0', async () => {
    const root = project()
    // A `git` first on the search path that waits past the test's own time limit.
    addFiles(root, { 'bin/git': executable('#!/bin/sh\nexec sleep 600\n') })
    const result = await cli(['context', 'memory', '--format', 'claude-hook', '--deadline', '2'], {
      cwd: root,
      env: { PATH: `${join(root, 'bin')}:${process.env.PATH}` },
      input: JSON.stringify({ cwd: root, hook_event_name: 'SessionStart', source: 'startup' }),
    })
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
  })

  it('Read: a note naming what is false; nothing for a memory whose named paths all exist', async () => {
    const root = project()
    const read = (file: string) =>
      hook(root, {
        hook_event_name: 'PostToolUse',
        tool_name: 'Read',
        tool_input: { file_path: join(root, 'memory', file) },
      })
    const outlines = await read('outlines.md')
    expect(contextOf(outlines.stdout)).toBe(
      `The memory file you just read (outlines.md) carries no check, and ${GONE}. What it says about them may be out of date.`,
    )
    const holds = await read('holds.md')
    expect(holds.stdout).toBe('')
    expect(holds.code).toBe(0)
  })

  it('Read with --withhold: still a note, the body never withheld', async () => {
    const root = project()
    const result = await cli(['context', 'memory', '--format', 'claude-hook', '--withhold'], {
      cwd: root,
      input: JSON.stringify({
        cwd: root,
        hook_event_name: 'PostToolUse',
        tool_name: 'Read',
        tool_input: { file_path: join(root, 'memory', 'outlines.md') },
      }),
    })
    const answer = JSON.parse(result.stdout).hookSpecificOutput
    expect(answer.updatedToolOutput).toBeUndefined()
    expect(answer.additionalContext).toContain(GONE)
  })
})

describe('another memory folder of the project is memory, never evidence (SPEC §6.4)', () => {
  it('a subagent memory file or one beside another MEMORY.md gets no inferred check, gone or there; the project file beside it does', async () => {
    const root = project({
      'memory/handoff.md':
        '---\nname: handoff\ndescription: Gap handed over\ntype: project\n---\n' +
        'Details in `.claude/agent-memory/backend-dev/gap-notes.md` and `team/notes/db-gap.md`; the fix goes in `src/sync.ts`.\n' +
        'The earlier write-up `.claude/agent-memory/backend-dev/old-gap.md` is superseded by the notes.\n',
      '.claude/agent-memory/backend-dev/MEMORY.md': '- [gap](gap-notes.md)\n',
      '.claude/agent-memory/backend-dev/gap-notes.md': '---\nname: gap\ndescription: gap\n---\nThe gap.\n',
      'team/notes/MEMORY.md': '- [db](db-gap.md)\n',
      'team/notes/db-gap.md': '---\nname: db\ndescription: db\n---\nThe db gap.\n',
    })
    const json = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    const handoff = json.memories.find((memory: { file: string }) => memory.file === 'memory/handoff.md')
    const claims = (handoff.inferred ?? []).map((check: { claim: string }) => check.claim)
    // Before, the other agent's memory file got a passing check, as if it were the project's.
    expect(claims).toEqual(['src/sync.ts'])
  })
})

describe('a folder the memory says is slated for deletion', () => {
  it('is no claim that it stays: gone later, neither a stale inferred check nor rot', async () => {
    const root = project({
      'memory/scope.md':
        '---\nname: scope\ndescription: Kiosk scope\ntype: project\n---\n- `kiosk/images/` and `kiosk/render/` are slated for deletion; `kiosk/play/` is new.\n',
      'kiosk/images/card.png': 'png',
      'kiosk/render/draw.py': 'def draw():\n    pass\n',
      'kiosk/play/run.py': 'def main():\n    pass\n',
    })
    const git = committed(root)
    git('rm', '-rq', 'kiosk/images', 'kiosk/render')
    git('commit', '-q', '-m', 'removed')
    const json = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    const scope = json.memories.find((memory: { file: string }) => memory.file === 'memory/scope.md')
    // Before, the two folders the memory itself says go were stale once gone.
    expect(
      (scope.inferred ?? []).map((check: { status: string; claim: string }) => `${check.status} ${check.claim}`),
    ).toEqual(['fresh kiosk/play'])
    const lint = await cli(['lint', 'memory'], { cwd: root })
    expect(lint.stdout).not.toContain('kiosk/images')
  })
})

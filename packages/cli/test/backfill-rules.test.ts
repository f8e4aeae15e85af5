// The rules of a backfill a careful reader would agree with (SPEC §6.4), each on a small project
// shaped like real Claude Code memory: what `lint` reports and what `suggest` proposes.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

/** A topic file as Claude Code writes one. */
const topic = (name: string, body: string, options: { type?: string; description?: string } = {}) =>
  `---\nname: ${name}\ndescription: ${options.description ?? `about ${name}`}\nmetadata:\n  type: ${options.type ?? 'project'}\n  originSessionId: 5d1c\n---\n${body}\n`

const PROJECT: Record<string, Entry> = {
  '.git/HEAD': 'ref: refs/heads/main\n',
  'package.json':
    '{ "scripts": { "build:packs": "node builds/scripts/compilePacks.mjs" }, "dependencies": { "zod": "^3.23.0" } }\n',
  Makefile: 'deploy-site: build\n\t./scripts/deploy.sh\n',
  '.env.example': 'LOCAL_DIR=/srv/foundry\n',
  'builds/scripts/compilePacks.mjs': 'export function compilePacks() {}\n',
  'scripts/deploy.sh': '#!/bin/sh\nrsync -a dist/ "$LOCAL_DIR"\n',
  'scripts/batch.sh': '#!/bin/sh\nderive_then_classify\n',
  'src/cli.ts': "program.option('--dry-run', 'print what would change')\nprogram.option('--now', 'skip the queue')\n",
  'src/app.ts': 'export function deriveBeforeClassify() {}\nexport const USE_LEGACY = false\n',
  'src/empty.ts': '',
  'web/mb.py': 'def get_release(mbid):\n    return None\n',
  'docs/guide.md': '# Guide\n\nSetup.\n',
  'data/assets/logo.png': 'png',
  LICENSE: 'MIT\nsourceDenylist\n',
  'pnpm-lock.yaml': 'lockOnlyName: 1\n',
}

async function lint(files: Record<string, Entry>, args: string[] = []) {
  const root = layout({ ...PROJECT, ...files })
  const result = await cli(['lint', 'memory', ...args], { cwd: root })
  return { root, ...result, findings: result.stdout.split('\n').filter((line) => line.startsWith('[')) }
}

/** The "may have rotted" findings among `lint`'s lines. */
const missing = (findings: string[]) => findings.filter((line) => line.startsWith('[fossil-missing]'))

const suggestions = async (root: string) => (await cli(['suggest', 'memory'], { cwd: root })).stdout

/** What `check --format json` holds a memory to with no verify block: its inferred checks. */
async function inferredOf(root: string, file: string) {
  const checked = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
  return checked.memories.find((entry: { file: string }) => entry.file.endsWith(file)).inferred ?? []
}

describe('evidence lives outside the memory dir', () => {
  it('a word found only in memory files is no evidence, and no check targets a memory file or MEMORY.md', async () => {
    const { root, findings } = await lint({
      'memory/MEMORY.md': '- [a](a.md)\n- [b](b.md)\n',
      'memory/a.md': topic('a', 'The `wallpaperBatchOrder` rule: see `memory/b.md` and [the index](MEMORY.md).'),
      'memory/b.md': topic('b', 'Also about `wallpaperBatchOrder`; see [a](a.md) and `b.md`.'),
    })
    expect(findings).toEqual([])
    expect(await suggestions(root)).not.toMatch(/target: .*(memory|MEMORY|\ba\.md|\bb\.md)/)
  })

  it('a symlink into the memory dir is memory too: no check and no inferred check targets it', async () => {
    const root = layout({
      ...PROJECT,
      'memory/MEMORY.md': '- [rules](rules.md)\n',
      'memory/guides/00-security.md': '# Security\n',
      '.claude/guides': { symlink: '../memory/guides' },
      'memory/rules.md': topic(
        'rules',
        'The agent guides live in `.claude/guides`; the deploy runs `scripts/deploy.sh`.',
      ),
    })
    const proposed = (await cli(['suggest', 'memory'], { cwd: root })).stdout
    expect(proposed).toContain('+    target: scripts/deploy.sh\n')
    expect(proposed).not.toContain('.claude/guides')
    const inferred = await inferredOf(root, 'rules.md')
    expect(inferred.map((check: { claim: string }) => check.claim)).toEqual(['scripts/deploy.sh'])
  })

  it('when the root is the memory dir: said once, nothing proposed, nothing called missing', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'MEMORY.md': '- [a](a.md)\n',
      'a.md': topic('a', 'Build with `scripts/build.sh`; the code is in `src/gone.ts`.'),
      'b.md': topic('b', 'Notes on `src/other.ts`.'),
    })
    const result = await cli(['lint', '.'], { cwd: root })
    expect(result.stdout.split('\n').filter((line) => line.startsWith('['))).toEqual([
      '[no-project] .: the root is the memory dir: no project files to check claims against (use --root)',
    ])
    expect(result.code).toBe(0)
    const suggested = await cli(['suggest', '.', '--write'], { cwd: root })
    expect(suggested.stdout).toBe(
      'the root is the memory dir: no project files to check claims against (use --root): nothing to propose\n',
    )
    expect(readFileSync(join(root, 'a.md'), 'utf8')).toBe(
      topic('a', 'Build with `scripts/build.sh`; the code is in `src/gone.ts`.'),
    )
  })
})

describe('a path is what a reader would call a path', () => {
  it('strips ::symbol, :line, :N-M and #anchor; a bare name or a short path is found where it is', async () => {
    const { root, findings } = await lint({
      'memory/symbol.md': topic('symbol', 'Releases are fetched by `web/mb.py::get_release`.'),
      'memory/lines.md': topic(
        'lines',
        'The flag is read at `src/app.ts:2` (see `src/cli.ts:1-3`, `scripts/deploy.sh:~2` and `docs/guide.md#setup`).',
      ),
      'memory/bare.md': topic('bare', 'The nightly job lives in `batch.sh`; the logo is `assets/logo.png`.'),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).toContain('+    target: web/mb.py\n+    pattern: get_release\n+    fixed: true\n')
    // `src/app.ts:2` points at a line: what is there is the claim, not that the file is.
    expect(proposed).not.toContain('target: src/app.ts')
    expect(proposed).toContain('target: docs/guide.md')
    expect(proposed).toContain('target: scripts/batch.sh')
    expect(proposed).toContain('target: data/assets/logo.png')
  })

  it('what is not a path is never called missing', async () => {
    const { findings } = await lint({
      'memory/not-paths.md': topic(
        'not-paths',
        [
          'Set `canvas.width` before drawing; `sys.path` holds the vendored copy.',
          'The API is at `api.example.com/v1/items` and the cache at `10.0.0.12:6379`.',
          'Install `@mastra/core`; rebase on `origin/main` and `feature/new-ui`.',
          'Export `LOCAL_DIR=/srv/foundry` and open `runs/<id>/config.json` or `out/{name}.json`.',
          'Placeholders: `xxx/report.md`, `…/notes.md`, `NN/step.md`.',
          'Globs that match are not missing: `src/*.ts`, `builds/**/*.mjs`.',
          'In the nixosconfig repo, `modules/nixos/alert.nix` pages on failure.',
          'On the server the app reads `/etc/app/config.yml` and `~/notes/todo.md`.',
          'Reads and/or writes; I/O bound; CI/CD runs 24/7; api/worker/web restart together.',
          'The schema is in `docs/guide.md §9`; `src/old-name.ts` → `app.ts` (12 imports updated).',
          'Replaces: `src/legacy/list.md`. Worth a small `scripts/audit.sh` some day.',
          'Its sibling keeps the rule in `site:docs/standards.md`.',
        ].join('\n'),
      ),
    })
    // The one path that is there (the guide, with its section mark) is a claim; nothing is missing.
    expect(findings).toEqual([
      '[fossil] memory/not-paths.md:17: names docs/guide.md, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('a name with one capital letter standing for a part (`register_X_cron`) is a naming pattern, not a name in a file', async () => {
    const { root } = await lint({
      'memory/jobs.md': topic('jobs', 'Each job registers itself through a `register_X_cron` hook in `src/app.ts`.'),
    })
    expect(await inferredOf(root, 'jobs.md')).toEqual([
      { claim: 'src/app.ts', status: 'fresh', reason: 'src/app.ts exists' },
    ])
  })

  it("a path under a library the project declares is that library's file, never the project's rot", async () => {
    const memory = {
      'src/parseUtil.ts': 'export const parse = 1\n',
      'memory/zod.md': topic(
        'zod',
        'The library masks the issue in `zod/lib/helpers/parseUtil.ts:120`; ours wraps it.',
      ),
    }
    const { root, findings } = await lint(memory)
    expect(findings).toEqual([])
    expect(await inferredOf(root, 'zod.md')).toEqual([])
  })

  it('a path no file of the tree matches, under a folder the project has, may have rotted', async () => {
    const { findings } = await lint({
      'memory/rotted.md': topic(
        'rotted',
        'Thumbnails are resized in `src/resize.ts`, driven by `scripts/thumbs/run.sh`; the guide is `src/docs/guide.md`.',
      ),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/rotted.md:8: names src/resize.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/rotted.md:8: names scripts/thumbs/run.sh, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/rotted.md:8: names src/docs/guide.md, which does not exist under the root (docs/guide.md has its name): the claim may have rotted already',
    ])
  })
})

describe('an identifier is evidence when it is distinctive', () => {
  it('a member written in camel case after a dot is code, not a host: held by its own name', async () => {
    const { root, findings } = await lint({
      'src/store.ts': 'export class VectorStore {\n  searchAsync() {}\n}\n',
      'memory/search.md': topic('search', 'Lookups go through `VectorStore.searchAsync` in `src/store.ts`.'),
      'memory/host.md': topic('host', 'The API answers on `api.example.com`.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/search.md:8: names `searchAsync` (in src/store.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).toContain('+    target: src/store.ts\n+    pattern: searchAsync\n')
  })

  it('never a keyword or a common word, never a name found only in lockfiles or licences', async () => {
    const { findings } = await lint({
      'memory/common.md': topic(
        'common',
        'The `import` order, `None` values, the `master` copy and `sleep` calls matter.',
      ),
      'memory/lock.md': topic('lock', 'The `lockOnlyName` key and the `sourceDenylist` table matter.'),
    })
    expect(findings).toEqual([])
  })

  it('a name defined in many files is not evidence of one of them, and no finding line lists files', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`src/handlers/h${i}.ts`, 'export function handleWidgetEvent() {}\n']),
    )
    const { findings } = await lint({
      ...many,
      'memory/many.md': topic('many', 'Every handler exports `handleWidgetEvent`.'),
    })
    expect(findings).toEqual([])
  })

  it("a name only tests define is a test's own only when it reads like one", async () => {
    const { findings } = await lint({
      'tests/test_download.py': 'slskd_api = FakeSlskd()\nclass TestNightlyBatch: pass\n',
      'memory/tests.md': topic('tests', 'Downloads use `slskd_api`; `TestNightlyBatch` covers the batch.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/tests.md:8: names `TestNightlyBatch` (in tests/test_download.py), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('in plain prose a type-shaped name counts only when the project defines it', async () => {
    const { findings } = await lint({
      'src/recipes.ts': 'export class RecipeService {}\n',
      'memory/types.md': topic(
        'types',
        'Recipes go through RecipeService; the app is written in TypeScript on GitHub.',
      ),
    })
    expect(findings).toEqual([
      '[fossil] memory/types.md:8: names `RecipeService` (in src/recipes.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it("a framework's function the project only calls is not the project's name", async () => {
    const { findings } = await lint({
      'src/boot.cs': 'void Awake() {\n    DontDestroyOnLoad(gameObject);\n    return;\n}\n',
      'memory/boot.md': topic('boot', 'The picker calls `DontDestroyOnLoad` early in boot.'),
    })
    expect(findings).toEqual([])
  })

  it('a method declared after its modifiers (`private static void X(`) is defined there', async () => {
    const { findings } = await lint({
      'src/Host/Program.cs':
        'static class Program\n{\n    private static void RunScanLoop(Controller controller)\n    {\n    }\n}\n',
      'tests/Host/LoopTests.cs': '// same cadence as Program.RunScanLoop\n',
      'memory/loop.md': topic('loop', 'The host keeps scanning in `RunScanLoop`, on the main thread.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/loop.md:8: names `RunScanLoop` (in src/Host/Program.cs), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it("`type X` inside an import or export of the project's own module uses the type; the file declaring it defines it", async () => {
    const { findings } = await lint({
      'src/store/records.ts': 'export type SessionRecord = { id: string }\n',
      'src/store/read.ts':
        "import { type SessionRecord, other } from './records'\nexport const x = (r: SessionRecord) => r\n",
      'src/store/index.ts': "export {\n  type SessionRecord,\n} from './records'\n",
      'memory/records.md': topic('records', 'Every stored session is a `SessionRecord` keyed by a ULID.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/records.md:8: names `SessionRecord` (in src/store/records.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('a name the project defines in one file gets a grep of that file', async () => {
    const { root, findings } = await lint({
      'src/order.test.ts': "import { deriveBeforeClassify } from './app'\n",
      'memory/order.md': topic('order', 'Batches call `deriveBeforeClassify` first.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/order.md:8: names `deriveBeforeClassify` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).toContain('+    pattern: deriveBeforeClassify\n')
  })
})

describe('the check follows the claim', () => {
  it('negations, plans and the Why story give no check and no missing path; the description and "lives in" win', async () => {
    const body = [
      'The export no longer goes through `src/app.ts`; it was moved out of `src/old/export.ts`.',
      'TODO: add `src/new/importer.ts` and a `scripts/import.sh` wrapper.',
      'Use `scripts/deploy.sh` rather than `scripts/legacy-deploy.sh`.',
      '~~The web build reads `web/mb.py`.~~ Superseded.',
      '',
      '**Why:** on 2026-03-02 `scripts/batch.sh` ran twice and `src/broken.ts` crashed.',
      '',
      '## Next steps',
      '- Move the CLI into `src/cli/main.ts`; call `deriveBeforeClassify` from `src/cli.ts`.',
    ].join('\n')
    const { root, findings } = await lint({
      'memory/deploy.md': topic('deploy', body, { description: 'Deploys run from scripts/deploy.sh' }),
    })
    expect(findings).toEqual([
      '[fossil] memory/deploy.md:3: names scripts/deploy.sh, and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).toContain('+    target: scripts/deploy.sh\n')
  })

  it('a section headed by the Why label alone (`## Why`, `## Root cause`) is the story, to the next heading: the helper it blames gets no check', async () => {
    const body = [
      '## Rule',
      'Serve uploads with `file.createReadStream()` piped through `pipeline()`; never convert the stream twice.',
      '',
      '## Why',
      'The `fetchBlob()` helper wrapped the file stream in a web stream and the route unwrapped it again;',
      '',
      'a read error then cut the response short and `src/legacy/proxy.ts` showed a blank image.',
      '',
      '## How to apply',
      'Stream in `server/routes/uploads.ts`.',
    ].join('\n')
    const { root, findings } = await lint({
      'server/lib/storage.ts': 'export async function fetchBlob(key: string) {\n  return key\n}\n',
      'server/routes/uploads.ts': 'import { pipeline } from "stream/promises"\nexport const serve = pipeline\n',
      'memory/streaming.md': topic('streaming', body),
    })
    // Before, the helper the story blames was held in the file that defines it, and the story's file was rot.
    expect(findings.join('\n')).not.toContain('src/legacy/proxy.ts')
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('fetchBlob')
    expect(proposed).toContain('target: server/routes/uploads.ts')
  })

  it('a negation after "but" is said of what follows it, not of the names before', async () => {
    const { root, findings } = await lint({
      'memory/retry.md': topic('retry', 'The retry lives in `scripts/batch.sh`, but the backoff is not there yet.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/retry.md:8: names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).toContain('+    target: scripts/batch.sh\n')
  })

  it('what a thing was "replaced with" is what the project has now; the name replaced is gone', async () => {
    const { root } = await lint({
      'memory/loop.md': topic(
        'loop',
        'The entry point used to call `legacyClassify` and wait. Replaced with `deriveBeforeClassify`, which the app owns.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('+    pattern: deriveBeforeClassify\n')
    expect(proposed).not.toContain('legacyClassify')
  })

  it('an old file said to be kept is still there: a claim of now, whose loss is rot', async () => {
    const { findings } = await lint({
      'memory/skin.md': topic(
        'skin',
        'The new palette lives in `src/app.ts`. The old `src/palette_v1.ts` is kept untouched for older screens.',
      ),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/skin.md:8: names src/palette_v1.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a negation word inside a compound (`allowlist-not-denylist`, `no-op`) is part of a name, not said of the clause', async () => {
    const { findings } = await lint({
      'memory/allow.md': topic(
        'allow',
        'Keep the environment small.\n\n**How to apply:** see `deriveBeforeClassify` in `src/app.ts` for the allowlist-not-denylist pattern.',
        { type: 'feedback' },
      ),
    })
    expect(findings).toEqual([
      '[fossil] memory/allow.md:10: names `deriveBeforeClassify` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('"missing" or "absent" said of the words after it (`missing several fields`) is no negation of the paths beside it', async () => {
    const body = [
      'The data model table is missing several fields present in `src/app.ts` and `docs/schema-notes.md`.',
      '- `checks/bindings.ts::auditBindings` still flags empty/missing required props at mount sites.',
      'The old `scripts/seed.sh` is missing, and `scripts/fill.sh` is absent from the build.',
      'Missing: `scripts/warm.sh`.',
    ].join('\n')
    const { findings } = await lint({
      'lib/agent/checks/fidelity.ts': 'export function auditFidelity() {}\n',
      'memory/gaps.md': topic('gaps', body),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/gaps.md:8: names docs/schema-notes.md, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/gaps.md:9: names checks/bindings.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a sentence wrapped over lines is read whole: its negation reaches a name on the next line', async () => {
    const body = [
      'Two changes were reverted after tracing showed they did nothing: the',
      '`deriveBeforeClassify` reorder and a new `scripts/thumbs/run.sh` wrapper.',
    ].join('\n')
    const { findings } = await lint({ 'memory/reverted.md': topic('reverted', body) })
    expect(findings).toEqual([])
  })

  it("a bare file name beside a folder the project lacks is that folder's; one found only among tests is not the one meant", async () => {
    const { findings } = await lint({
      'tests/fakes/pipeline_db.py': 'class FakePipelineDB: pass\n',
      'memory/refs.md': topic(
        'refs',
        'The C++ reference in `GherkinExecutorCPP\\` has `batch.sh` and `pipeline_db.py`.\n\nMigrations live in `pipeline_db.py`.',
      ),
    })
    expect(findings).toEqual([])
  })

  it('in a clause that renames, the name before the arrow is the one that is gone', async () => {
    const { root } = await lint({
      'src/options.ts': 'export const beetsDirectory = 1\nexport const deriveBeforeClassify = 2\n',
      'memory/renamed.md': topic(
        'renamed',
        'Commit 604da00 moved `beetsDirectory` → `deriveBeforeClassify` in `src/options.ts`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('pattern: deriveBeforeClassify')
    expect(proposed).not.toContain('pattern: beetsDirectory')
  })

  it('an example ("e.g.") illustrates a rule and is not its claim; a label after the Why story ends it', async () => {
    const body = [
      'Group fields by the piece that owns them, e.g. `deriveBeforeClassify` belongs with the app.',
      '',
      '**Why:** reviews got confusing.',
      '',
      '**Key files:** the order is set in **deriveBeforeClassify** of `src/app.ts`.',
    ].join('\n')
    const { findings } = await lint({ 'memory/grouping.md': topic('grouping', body) })
    expect(findings).toEqual([
      '[fossil] memory/grouping.md:12: names `deriveBeforeClassify` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('names given "like `x`" or as "Examples:" illustrate a rule: held to the project only beside the file that holds them', async () => {
    const { findings } = await lint({
      'memory/pattern.md': topic(
        'pattern',
        'Spawners follow one pattern.\n\nExamples: `deriveBeforeClassify`, `src/gone.ts`.\n\nOrder steps like `deriveBeforeClassify` does.',
      ),
      'memory/defaults.md': topic('defaults', 'Code constants like `USE_LEGACY` in `src/app.ts` are the defaults.'),
    })
    // A file given as an example is neither held nor called missing; a name beside the file that holds it is a claim.
    expect(findings).toEqual([
      '[fossil] memory/defaults.md:8: names `USE_LEGACY` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('a name said beside a path that may have rotted is not held to a file of its name elsewhere', async () => {
    const { root, findings } = await lint({
      'packages/render/src/three/build-vehicle.ts': 'export function vehicleMesh() {}\n',
      'memory/glass.md': topic(
        'glass',
        'Glass is drawn in `vehicleMesh` (`src/render/three/build-vehicle.ts`): it returns an Object3D.',
      ),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/glass.md:8: names src/render/three/build-vehicle.ts, which does not exist under the root (packages/render/src/three/build-vehicle.ts has its name): the claim may have rotted already',
    ])
    expect(await suggestions(root)).not.toContain('vehicleMesh')
  })

  it('a memory described as a plan claims nothing yet', async () => {
    const { findings } = await lint({
      'memory/plan.md': topic('plan', 'Task 1: wire `src/cli.ts` to `deriveBeforeClassify` in `src/app.ts`.', {
        description: 'Planned tasks for the importer',
      }),
    })
    expect(findings).toEqual([])
  })

  it('open items and remaining work are still to do: no check holds them', async () => {
    const { findings } = await lint({
      'memory/session.md': topic(
        'session',
        'The batch runs from `scripts/batch.sh`.\n\n### Open IRF Items (from this session)\n\n- Wire `src/cli.ts` into `deriveBeforeClassify`.',
      ),
      'memory/cleanups.md': topic('cleanups', 'Inline the constant in `src/app.ts` when the lint rule allows it.', {
        description: 'Two remaining cleanups on src/app.ts',
      }),
    })
    expect(findings).toEqual([
      '[fossil] memory/session.md:8: names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('a plain line or a label introducing work still to do ("Pages pending:", "to generate") makes its list a plan; what follows the list is not', async () => {
    const { findings } = await lint({
      'design/pages/intro.html': '<main></main>\n',
      'memory/pages.md': topic(
        'pages',
        'Pages pending:\n\n1. `design/pages/intro.html` — the welcome page\n2. `design/pages/outro.html` — the closing page\n\nThe batch runs from `scripts/batch.sh`.',
      ),
      'memory/mockups.md': topic(
        'mockups',
        '**Mockups to generate (1):**\n- `design/pages/intro.html` — the welcome page',
      ),
    })
    expect(findings).toEqual([
      '[fossil] memory/pages.md:13: names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('a heading or label of the next actions or follow-ups, in English or another language, makes its list a plan', async () => {
    const { root, findings } = await lint({
      'bots/trader.py': 'from bots.signals import fetch_flow_totals\n\ndef run():\n    return fetch_flow_totals()\n',
      'bots/signals.py': 'def fetch_flow_totals():\n    pass\n',
      'memory/session.md': topic(
        'session',
        '## Done\n- `bots/trader.py` runs every morning.\n\n## Next actions\n- Call `fetch_flow_totals` from `bots/trader.py`.',
      ),
      'memory/followups.md': topic('followups', '**Follow-ups:**\n- Wire `fetch_flow_totals` into `bots/trader.py`.'),
      'memory/next.md': topic('next', '## 다음 작업\n- `bots/trader.py`에서 `fetch_flow_totals` 호출'),
    })
    expect(findings).toEqual([
      '[fossil] memory/session.md:9: names bots/trader.py, and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).not.toContain('fetch_flow_totals')
  })

  it('a bare top-level folder is not the claim; several claims get several checks', async () => {
    const { root } = await lint({
      'memory/layout.md': topic(
        'layout',
        'Docs are in `docs`. The CLI entry point is `src/cli.ts`; batches run `deriveBeforeClassify` from `src/app.ts`.',
      ),
    })
    expect(await suggestions(root)).toContain(
      [
        '+  verify:',
        '+    - kind: grep',
        '+      target: src/app.ts',
        '+      pattern: deriveBeforeClassify',
        '+      fixed: true',
        '+    - kind: readable',
        '+      target: src/cli.ts',
      ].join('\n'),
    )
    expect(await suggestions(root)).not.toContain('target: docs\n')
  })

  it('a feedback memory gets no check from its anecdote, and is marked a judgement', async () => {
    const body = [
      'Never deploy on Fridays.',
      '',
      '**Why:** on a Friday `scripts/deploy.sh` broke `src/app.ts` and nobody was around.',
      '**How to apply:** wait for Monday.',
    ].join('\n')
    const { root, findings } = await lint({ 'memory/fridays.md': topic('fridays', body, { type: 'feedback' }) })
    expect(findings).toEqual([])
    const written = await cli(['suggest', 'memory', '--write'], { cwd: root })
    expect(written.stdout).toContain('# a feedback memory: a judgement\n')
    expect(readFileSync(join(root, 'memory/fridays.md'), 'utf8')).toContain(
      '  originSessionId: 5d1c\n  verify:\n    kind: none\n---',
    )
    expect((await cli(['check', 'memory'], { cwd: root })).stdout).toContain(
      'SKIP  fridays: no counterpart (judgement)',
    )
  })

  it("a feedback memory's how-to-apply rule naming a script gets its check", async () => {
    const body = 'Deploy with care.\n\n**How to apply:** always run `scripts/deploy.sh`, never rsync by hand.'
    const { findings } = await lint({ 'memory/deploying.md': topic('deploying', body, { type: 'feedback' }) })
    expect(findings).toEqual([
      '[fossil] memory/deploying.md:10: names scripts/deploy.sh, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })
})

describe('a judgement is held only to what its rule names', () => {
  it('constants "like `a`, `b` etc." in a feedback rule give no check; a lesson about named code is held to that code', async () => {
    const rule = (name: string, how: string) =>
      topic(name, `Derive values from sizes; no magic factors.\n\n**How to apply:**\n- ${how}`, { type: 'feedback' })
    const { root, findings } = await lint({
      'src/models/mount.py': 'pin_radius = 2\nslot_length = 8\n',
      'memory/like.md': rule('like', 'Constants like `pin_radius`, `slot_length` etc. are fine: they are inputs.'),
      'memory/bare.md': rule('bare', 'Keep `deriveBeforeClassify` free of tuning knobs.'),
      'memory/beside.md': rule('beside', 'Keep `deriveBeforeClassify` in `src/app.ts` free of tuning knobs.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/bare.md:11: names `deriveBeforeClassify` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] memory/beside.md:11: names `deriveBeforeClassify` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('mount.py')
    expect(proposed.match(/# a feedback memory: a judgement\n/g)).toHaveLength(1)
  })
})

describe('procedure and outside-world claims', () => {
  it('an npm script, a make target, an env key, a CLI flag and a dependency are held to the file that defines them', async () => {
    const { root } = await lint({
      'memory/build.md': topic('build', 'Build the packs with `pnpm run build:packs`, then `make deploy-site`.'),
      'memory/env.md': topic('env', 'The deploy target is set by `LOCAL_DIR`.'),
      'memory/flag.md': topic(
        'flag',
        '`src/cli.ts` takes `--dry-run` to print the changes first, and `--now` to skip the queue.',
      ),
      'memory/deps.md': topic('deps', 'Schemas use the `zod` library.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('+      target: package.json\n+      pattern: \'"build:packs"\\s*:\'\n')
    expect(proposed).toContain("+      target: Makefile\n+      pattern: '^deploy-site\\b[^:\\n]*:'\n+      flags: m\n")
    // Quoted as the memory writes it.
    expect(proposed).toContain('# names `pnpm run build:packs` (defined in package.json)')
    // Held where the project reads it: the committed `.env.example` only lists it.
    expect(proposed).toContain('+    target: scripts/deploy.sh\n+    pattern: LOCAL_DIR\n')
    expect(proposed).toContain("+    target: src/cli.ts\n+    pattern: '--dry-run'\n")
    expect(proposed).toContain('+    target: package.json\n+    pattern: \'"zod"\\s*:\'\n')
  })

  it('an env key a committed template lists is held to the one real config or code file that holds it, never to the template', async () => {
    const { root } = await lint({
      'web/.env.sample': 'PUBLIC_API_BASE=\nQUEUE_TOKEN=\nMAIL_FROM=\n',
      'web/src/api.ts': 'export const base = process.env.PUBLIC_API_BASE\n',
      'web/src/queue.ts': 'const token = process.env.QUEUE_TOKEN\n',
      'web/src/worker.ts': 'const token = process.env.QUEUE_TOKEN\n',
      'deploy/compose.yaml': 'environment:\n  - MAIL_FROM=ops@example.org\n',
      'web/src/mail.ts': 'const from = process.env.MAIL_FROM\n',
      'memory/hosting.md': topic(
        'hosting',
        'The hosting dashboard sets `PUBLIC_API_BASE` for the web app.\n\nThe queue needs `QUEUE_TOKEN` in production.\n\nOutgoing mail uses `MAIL_FROM`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('.env.sample')
    expect(proposed).toContain('target: web/src/api.ts\n+      pattern: PUBLIC_API_BASE\n')
    // Read by two files: which one the claim means is a guess.
    expect(proposed).not.toContain('QUEUE_TOKEN')
    // A compose file sets it for one deployment, and the memory never speaks of containers: the code
    // that reads it holds the claim (it was the compose file before the ninety-second reading).
    expect(proposed).not.toContain('deploy/compose.yaml')
    expect(proposed).toContain('target: web/src/mail.ts\n+      pattern: MAIL_FROM\n')
  })

  it("a package of the workspace itself is the project's code, not a dependency of the package that lists it", async () => {
    const { root } = await lint({
      'packages/proto/package.json': '{ "name": "@app/proto" }\n',
      'packages/proto/src/enums.ts': 'export enum Kind { A }\n',
      'apps/server/package.json': '{ "dependencies": { "@app/proto": "workspace:*", "@other/sdk": "^2.0.0" } }\n',
      'memory/proto.md': topic('proto', '`@app/proto` exports its enums as values, so the server bundles them.'),
      'memory/sdk.md': topic('sdk', 'The server talks to billing through the `@other/sdk` package.'),
      // Named otherwise than its folder: `packages/engine/` is `@app/core-engine`.
      'packages/engine/package.json': '{ "name": "@app/core-engine" }\n',
      'apps/cli/package.json': '{ "dependencies": { "@app/core-engine": "workspace:*" } }\n',
      'memory/layout.md': topic('layout', 'The engine ships as `@app/core-engine`; the CLI wraps it.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('"@app/proto"')
    expect(proposed).not.toContain('"@app/core-engine"')
    expect(proposed).toContain('--- memory/sdk.md')
    expect(proposed).toContain('"@other/sdk"')
  })

  it('a name a clause says is "set to" a number is held to that value; a file that sets another gets no check', async () => {
    const { root, findings } = await lint({
      'src/limits.py': 'MAX_UPLOADS = 25\nMAX_RETRIES = 3\n',
      'memory/uploads.md': topic('uploads', '`MAX_UPLOADS` in `src/limits.py` is set to 25 for the shared host.'),
      'memory/retries.md': topic('retries', '`MAX_RETRIES` in `src/limits.py` is set to 5 since the outage.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/uploads.md:8: names `MAX_UPLOADS` = 25 (in src/limits.py), and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).toContain(
      "+    target: src/limits.py\n+    pattern: '\\bMAX_UPLOADS\\W{1,8}25\\b'\n",
    )
  })

  it('a name a clause says is set to a value written as code is held to that value where the file writes it so', async () => {
    const { root, findings } = await lint({
      '.replit': '[userenv.shared]\nMAIL_SENDER = "no-reply@shop.example"\n',
      'src/auth.ts': 'export const AUTH_MODE = process.env.AUTH_MODE ?? buildDefault()\n',
      'memory/mail.md': topic('mail', '`MAIL_SENDER` is set to `no-reply@shop.example` in `.replit`.'),
      'memory/auth.md': topic('auth', 'In `src/auth.ts`, `AUTH_MODE` defaults to `firebase` unless overridden.'),
    })
    expect(findings).toContain(
      '[fossil] memory/mail.md:8: names `MAIL_SENDER` = no-reply@shop.example (in .replit), and has no verify block: give it a check (claimcheck suggest)',
    )
    const proposed = await suggestions(root)
    expect(proposed).toContain("+    pattern: '\\bMAIL_SENDER\\W{1,8}no-reply@shop\\.example\\b'\n")
    // The file writes the default otherwise: the name alone is held, never a value the file does not write.
    expect(proposed).toContain('+    target: src/auth.ts\n+    pattern: AUTH_MODE\n')
  })

  it('a fragment of code quoted beside the one file that holds it is held as written there; in a comment, otherwise written or as a command, it is not', async () => {
    const { root } = await lint({
      'src/home.tsx':
        'const recent = ledgerEntries.slice(0, 5)\nif (session.role === "viewer") deny()\n// badgeCount={alerts.length}\n' +
        'export function visibleRows(entries, viewer) { return entries.filter((e) => e.owner !== undefined) }\n',
      'memory/home.md': topic(
        'home',
        [
          '- `src/home.tsx` lists `ledgerEntries.slice(0, 5)` on the home tab.',
          '- `src/home.tsx` refuses writes when `session.role === "viewer"`.',
          '- `src/home.tsx` passes `badgeCount={alerts.length}` to the header.',
          '- `src/home.tsx` sorts with `ledgerEntries.sort(byDate)`.',
          '- `src/home.tsx` exports `visibleRows(entries, viewer)` and skips `!== undefined` rows.',
          '- Start it with `npm run dev -- --port 3000` after `src/home.tsx` changes.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain("+      pattern: 'ledgerEntries.slice(0, 5)'\n+      fixed: true\n")
    expect(proposed).toContain('+      pattern: \'session.role === "viewer"\'\n+      fixed: true\n')
    // Only in a comment, or not in the file as written: the file says nothing of it.
    expect(proposed).not.toContain('badgeCount')
    expect(proposed).not.toContain('sort(byDate)')
    expect(proposed).not.toContain('--port 3000')
    // A function's signature is its name's claim; a fragment of the language's own words names nothing.
    expect(proposed).not.toContain('visibleRows(entries')
    expect(proposed).not.toContain('!== undefined')
  })

  it('a dependency given with its version is held to that version where the manifest declares it', async () => {
    const { root } = await lint({
      'requirements.txt': 'yfinance>=0.2.40\nrequests==2.31.0\n',
      'memory/pinned.md': topic(
        'pinned',
        'Schemas use the `zod` library at `^3.23`; quotes come from `yfinance` `>=0.2.40`.',
      ),
      'memory/other.md': topic('other', 'HTTP goes through the `requests` library, version 3.0.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain(
      '+      target: package.json\n+      pattern: \'"zod"\\s*:\\s*"[~^>=<v\\s]*3\\.23(?:[.x*"\'\'\\s,-]|$)\'\n',
    )
    expect(proposed).toContain('# names `zod` 3.23 (a dependency in package.json)')
    expect(proposed).toContain('+      target: requirements.txt\n')
    expect(proposed).toContain('0\\.2\\.40')
    // A version the manifest does not declare: the dependency is held by its name only, never to the wrong version.
    const other = proposed.slice(proposed.indexOf('--- memory/other.md'))
    expect(other).toContain('requests')
    expect(other).not.toContain('3\\.0')
  })

  it("a tool's config that only reads a setting from the environment is not where it is set, unless the memory speaks of that tool", async () => {
    const { root } = await lint({
      '.replit': '[userenv.shared]\nSTORE_URL = "https://store.example"\n',
      'apps/desktop/vite.config.ts':
        'export default ({ mode }) => ({ define: { url: JSON.stringify(loadEnv(mode, ".").env.STORE_URL ?? "") } })\nconst env = loadEnv()\nconst token = env.STORE_TOKEN ?? ""\n',
      'apps/api/src/store.ts': 'export const store = connect(process.env.STORE_URL, process.env.STORE_TOKEN)\n',
      'memory/store.md': topic(
        'store',
        '- `STORE_URL` is set in the shared workspace env.\n- `STORE_TOKEN` is a secret the API uses.',
      ),
      'apps/web/vite.config.ts': 'export default { define: { key: JSON.stringify(process.env.MAPS_KEY) } }\n',
      'memory/maps.md': topic('maps', '`MAPS_KEY` is a workspace secret that Vite injects into the web bundle.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('apps/desktop/vite.config.ts')
    expect(proposed).toContain('+    target: .replit\n+    pattern: STORE_URL\n')
    // Only read, by two files, and set by none: which one the claim means is a guess.
    expect(proposed).not.toContain('STORE_TOKEN')
    expect(proposed).toContain('+    target: apps/web/vite.config.ts\n+    pattern: MAPS_KEY\n')
  })

  it('a setting name two config files hold is held to neither: which one the memory means is a guess', async () => {
    const { root } = await lint({
      'memory/root.md': topic(
        'root',
        'Scripts load the env file from `config.DATA_ROOT.parent`, where DATA_ROOT = the checkout.',
      ),
      'ingest/config.py': 'DATA_ROOT = Path(__file__).parent\n',
      'probe/config.py': 'DATA_ROOT = Path(".")\n',
    })
    expect(await suggestions(root)).not.toContain('pattern: DATA_ROOT')
  })

  it('a flag no file is said to take, a dependency named like a word, are not claims about them', async () => {
    const { findings } = await lint({
      'memory/other.md': topic('other', 'Their importer takes `--dry-run`; the `zod` folder holds the schemas.'),
    })
    expect(findings).toEqual([])
  })

  it('a URL gets no check unless the http checker is enabled', async () => {
    const { root } = await lint({
      'memory/api.md': topic('api', 'The models list is at https://api.example.com/v1/models.'),
    })
    expect(await suggestions(root)).not.toContain('kind: http')
  })
})

describe('every proposed block holds today', () => {
  it('a check that would fail now is never proposed', async () => {
    const { findings } = await lint({ 'memory/empty.md': topic('empty', 'Stubs go in `src/empty.ts`.') })
    expect(findings).toEqual([])
  })

  it('after suggest --write, check finds every written memory fresh', async () => {
    const { root } = await lint({
      'memory/a.md': topic('a', 'Build with `npm run build:packs`; releases come from `web/mb.py::get_release`.'),
      'memory/b.md': topic('b', 'The entry point is `src/cli.ts`; the guide is `docs/guide.md`.'),
    })
    expect((await cli(['suggest', 'memory', '--write'], { cwd: root })).stdout).toMatch(/wrote 2 verify blocks\n$/)
    const checked = await cli(['check', 'memory'], { cwd: root })
    expect(checked.code).toBe(0)
    expect(checked.stdout).toMatch(/^OK    a: .*\nOK    b: .*\n\nfresh=2 stale=0 unverifiable=0\n$/)
  })
})

describe('finding lines stay short', () => {
  it('no finding line is over 300 characters, whatever the memory names', async () => {
    const long = `src/${'deeply/'.repeat(40)}gone.ts`
    const names = Array.from({ length: 30 }, (_, i) => `\`helperNumber${i}\``).join(', ')
    const files = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`src/h${i}.ts`, `export const helperNumber${i} = ${i}\n`]),
    )
    const { stdout } = await lint({
      ...files,
      'memory/long.md': topic('long', `Helpers ${names} live in src/; the old one lives in \`${long}\`.`),
    })
    for (const line of stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(300)
  })
})

// Each case below is shaped like a memory of a folder the rules were not first written on (SPEC
// §6.4, "learned on 14 folders"), reworded: the class of mistake, not the memory, is what is held.
describe('the check holds the claim as written', () => {
  const renamed = {
    'src/pages/admin/_parts/UploadWizard.tsx':
      'export function UploadWizard() {\n  const didPrefillRef = useRef(false)\n}\n',
    'memory/prefill.md': topic(
      'prefill',
      [
        '# Upload prefill from the chosen site',
        '',
        '- Uses `didPrefillRef` so the prefill runs once per dialog open',
        '- `ImportWizard.tsx`: an effect with `didPrefillRef` fills the location from the site',
        '',
        '## Files',
        '- `src/pages/admin/_parts/ImportWizard.tsx`',
      ].join('\n'),
    ),
  }

  it('a file that was renamed is rot, reported once; a name of the claim found in the new file does not make it fresh', async () => {
    const { root, findings } = await lint(renamed)
    expect(findings).toEqual([
      '[fossil-missing] memory/prefill.md:14: names src/pages/admin/_parts/ImportWizard.tsx, which does not exist under the root: the claim may have rotted already',
    ])
    const proposed = await suggestions(root)
    expect(proposed).toContain(
      '# memory/prefill.md:14: names src/pages/admin/_parts/ImportWizard.tsx, which does not exist under the root: the claim may have rotted already; no block proposed: fix the claim first\n',
    )
    expect(proposed).not.toContain('UploadWizard')
  })

  it('lint, then suggest --write, then lint: the rot is still reported, and check never calls the memory fresh', async () => {
    const { root, findings } = await lint({
      ...renamed,
      'memory/batch.md': topic('batch', 'The nightly job runs from `scripts/batch.sh`.'),
    })
    await cli(['suggest', 'memory', '--write'], { cwd: root })
    const again = await cli(['lint', 'memory'], { cwd: root })
    const rot = missing(findings)
    expect(rot).toHaveLength(1)
    expect(missing(again.stdout.split('\n'))).toEqual(rot)
    expect(readFileSync(join(root, 'memory/prefill.md'), 'utf8')).toBe(renamed['memory/prefill.md'])
    const checked = (await cli(['check', 'memory'], { cwd: root })).stdout
    expect(checked).not.toMatch(/OK +prefill/)
    expect(checked).toMatch(/OK +batch/)
  })

  it('a name placed in a file prose names that the tree lacks (`exists in app.py`) is not held in the file that holds it now', async () => {
    const { root } = await lint({
      'dashboard/layout.py': 'def _rank_seats_v2(rows):\n    return rows\n',
      'dashboard/seats.py': 'def seat_summary():\n    pass\n',
      'tests/test_seats.py': 'def test_seat_merge_states():\n    pass\n',
      'memory/review.md': topic(
        'review',
        [
          '1. Only `_rank_seats_v2()` exists in app.py; the old ranker is gone.',
          '',
          '2. `seat_summary` lives in `dashboard/seats.py`.',
          '',
          '3. `test_seat_merge_states` builds a repository where b.py conflicts.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: dashboard\/seats\.py\n\+\s+pattern: seat_summary\n/)
    // A one-letter file of an example (`b.py`) places nothing.
    expect(proposed).toMatch(/target: tests\/test_seats\.py\n\+\s+pattern: test_seat_merge_states\n/)
    expect(proposed).not.toMatch(/_rank_seats_v2|layout\.py/)
  })

  it("names a clause gives to a library the project depends on (`` `@seatkit/sdk` exposes … (`reserveSeat`) ``) are the library's: not held in the project's file of that name", async () => {
    const { root } = await lint({
      'package.json': '{ "name": "seats", "dependencies": { "@seatkit/sdk": "^2.0.0" } }\n',
      'src/seats/protocol.ts':
        'export class LocalSeatProtocol {\n  async reserveSeat() {}\n  async releaseSeat() {}\n  async listSeatHolds() {}\n}\n',
      'memory/sdk.md': topic(
        'sdk',
        [
          '`@seatkit/sdk` exposes `SeatProtocol` as an abstract class with two required methods (`reserveSeat`, `releaseSeat`).',
          '',
          '`src/seats/protocol.ts` answers `listSeatHolds` in process.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/seats\/protocol\.ts\n\+\s+pattern: listSeatHolds\n/)
    expect(proposed).not.toMatch(/reserveSeat|releaseSeat/)
  })

  it('a rot finding stays while the memory names the path, whatever verify block it carries', async () => {
    const { findings } = await lint({
      'memory/held.md': `---\nname: held\ndescription: the exporter\nmetadata:\n  type: project\n  verify:\n    kind: readable\n    target: src/app.ts\n---\nThe exporter is \`src/app.ts\`; its CSV writer is \`src/writers/csv_writer.ts\`.\n`,
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/held.md:10: names src/writers/csv_writer.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('what is not a fact about the project gets no check and is never rot', () => {
  it('paths without a file extension under a heading of web addresses (`## URL map (all under /api/v1/)`) are routes, never rot', async () => {
    const { findings } = await lint({
      'backend/urls.py': 'urlpatterns = []\n',
      'backend/apps/lessons/views.py': 'def today(request):\n    pass\n',
      'backend/apps/auth/views.py': 'def login(request):\n    pass\n',
      'web/src/lib/client.ts': 'export const client = 1\n',
      'memory/routing.md': topic(
        'routing',
        [
          'The API client is `web/src/lib/client.ts`.',
          '',
          '## URL map (all under /api/v1/)',
          '',
          '| Module | Paths |',
          '|---|---|',
          '| Lessons | `lessons/`, `lessons/<id>/`, `lessons/today/` |',
          '| Auth | `auth/login/`, `auth/logout/` |',
          '| Docs | `backend/missing.py` |',
        ].join('\n'),
      ),
    })
    // Before, each route was reported as a path the project lacks.
    const said = findings.join('\n')
    expect(said).not.toMatch(/lessons\/today|auth\/login|auth\/logout/)
    // A file under the same heading is still a file.
    expect(said).toContain('names backend/missing.py, which does not exist under the root')
  })

  it('a file named as an example after "like" (unquoted), one said to be missing after a list of names in Italian, and one a French "pas de" negates get no check', async () => {
    const { root } = await lint({
      'handbook.md': '# Handbook\n',
      'web/app/robots.ts': 'export default function robots() {}\n',
      'web/app/feed.ts': 'export default function feed() {}\n',
      'shared/core/index.ts': 'export const core = 1\n',
      'tool/main.go': 'package main\n',
      'memory/casing.md': topic('casing', 'Trust the database.', {
        description:
          'Seeded identifiers in a project database can differ in capitalization from what is written in project docs like handbook.md.',
      }),
      'memory/launch.md': topic(
        'launch',
        '**Prima del lancio:**\n- robots.ts + feed.ts mancanti\n- `tool/main.go` è il punto di ingresso\n',
      ),
      'memory/tool.md': topic('tool', '`tool/main.go` — module Go indépendant (pas de dépendance à `shared/core`).\n'),
    })
    // Before, each of these files was held to being there.
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('handbook.md')
    expect(proposed).not.toContain('robots.ts')
    expect(proposed).not.toContain('shared/core')
    expect(proposed).toContain('target: tool/main.go')
  })

  it('files under a bold label of what was removed, in Portuguese and with a note in brackets ("**Removido (era shell antigo):**"), are history: no rot', async () => {
    const { findings } = await lint({
      'templates/components/side_nav.html': '<nav></nav>\n',
      'memory/shell.md': topic(
        'shell',
        [
          'The shell renders `templates/components/side_nav.html`; the footer is `templates/components/footer.html`.',
          '',
          '**Removido (era shell antigo):** `templates/components/top_nav.html`, `templates/components/_top_link.html`.',
        ].join('\n'),
      ),
    })
    // Before, each removed file was reported as a path the project lost.
    const said = missing(findings).join('\n')
    expect(said).not.toContain('top_nav.html')
    expect(said).not.toContain('_top_link.html')
    expect(said).toContain('names templates/components/footer.html, which does not exist under the root')
  })

  it('a path said to be there only maybe ("`deploy.json` if present", "(if any)") is a case, not a claim it exists: no check, no rot', async () => {
    const { root, findings } = await lint({
      'web/app/layout.tsx': 'export const metadata = { title: "Shopfront" }\n',
      'web/deploy.json': '{ "regions": ["fra1"] }\n',
      'memory/naming.md': topic(
        'naming',
        'The product name "Shopfront" should appear in `web/app/layout.tsx` metadata, `web/deploy.json` if present, and `web/.env.sample` (if any).',
      ),
    })
    // Before, the file was held to being there, and the one the tree lacks was reported as rot.
    expect(findings.join('\n')).not.toContain('web/.env.sample')
    const proposed = await suggestions(root)
    expect(proposed).toContain('web/app/layout.tsx')
    expect(proposed).not.toContain('web/deploy.json')
  })

  it('a design whose description says it awaits review before it is built ("Listo para revisión … antes de implementar") is a plan: its names get no check', async () => {
    const body = [
      '## Functions in `js/boards.js`',
      '',
      '| Function | What it does |',
      '|---|---|',
      '| `pinBoardCard(boardId, card)` | Pins a card |',
      '| `unpinBoardCard(boardId, id)` | Unpins it |',
    ].join('\n')
    const { root } = await lint({
      'js/boards.js': 'export function pinBoardCard() {}\nexport function unpinBoardCard() {}\n',
      'memory/design.md': topic('design', body, {
        description: 'Diseño del tablero de tarjetas. Listo para revisión del equipo antes de implementar.',
      }),
      'memory/built.md': topic('built', body, { description: 'The card board as built.' }),
    })
    // Before, the design's planned functions were held in the file too.
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/memory\/built\.md[\s\S]*pinBoardCard/)
    expect(proposed).not.toMatch(/memory\/design\.md/)
  })

  it('a fix told as a step to take ("Fix: add …") and a "Proposed implementation" section are plans: their names get no check', async () => {
    const { root } = await lint({
      'src/ui/Hud.tsx': 'export function Hud() { return subscribeBanner(() => null) }\nexport const ribbonView = 1\n',
      'src/ui/Bar.tsx': 'export function guardTap() {}\n',
      'memory/bugs.md': topic(
        'bugs',
        [
          '### BUG-3: the banner is never shown',
          '- Fix: add a fixed "REPLAY — press R" banner in `src/ui/Hud.tsx` using `subscribeBanner`',
          '- Fix: added `guardTap` in `src/ui/Bar.tsx`',
          '',
          '## Proposed implementation',
          'In `src/ui/Hud.tsx`, detach listeners (`ribbonView`) when leaving a screen.',
        ].join('\n'),
      ),
    })
    // Before, the step's dash split its line and the name after it was held; so was the proposal's.
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('subscribeBanner')
    expect(proposed).not.toContain('ribbonView')
    expect(proposed).toContain('pattern: guardTap')
  })

  it('a path under a folder named like build output that the project commits (`artifacts/` of a Replit app) can rot; one under a folder it does not commit cannot', async () => {
    const { root, findings } = await lint({
      'artifacts/api/src/routes/chat.ts': 'export const chat = 1\n',
      'memory/voice.md': topic(
        'voice',
        '## Route\nFile: `artifacts/api/src/routes/voice.ts`\n\nThe bundle is written to `dist/voice/app.js`.',
      ),
    })
    // Before, no path under `artifacts/` was ever held: the deleted route went unreported.
    expect(missing(findings).join('\n')).toContain('names artifacts/api/src/routes/voice.ts, which does not exist')
    expect(findings.join('\n')).not.toContain('dist/voice')
    expect(JSON.stringify(await inferredOf(root, 'voice.md'))).toContain('artifacts/api/src/routes/voice.ts')
  })

  it('a built file the project leaves out (`dist/` in its `.gitignore`) is held to nothing at hand-over, whatever it holds', async () => {
    const { root } = await lint({
      '.gitignore': 'dist\n',
      'src/main.ts': 'export function startServer() {}\n',
      'dist/server.js': 'function a(){}\n',
      'memory/build.md': topic('build', 'The bundle `dist/server.js` exports `startServer`.'),
    })
    // Before, its name was held in the minified bundle and said to be gone from it.
    expect(JSON.stringify(await inferredOf(root, 'build.md'))).not.toContain('dist/server.js')
  })

  it('"old" said of a plain thing ("maps any old scope name") leaves the clause in the present; said of a named file, in the past', async () => {
    const { root, findings } = await lint({
      'web/src/guard.tsx': 'export function widenScopes(scopes: string[]) { return scopes }\n',
      'memory/scopes.md': topic(
        'scopes',
        [
          '## Scope widening (guard.tsx)',
          '`widenScopes()` maps any old scope name to the full list before comparing `user.scope`.',
          '',
          'Scopes came from the old `web/src/scopes-v1.ts` map.',
        ].join('\n'),
      ),
    })
    // Before, "old" put the whole clause in the past, and only the heading's file was held.
    const proposed = await suggestions(root)
    expect(proposed).toContain('pattern: widenScopes')
    expect(findings.join('\n')).not.toContain('scopes-v1.ts')
  })

  it('"will" before a failure (`will crash`, `will fail`) is what the code does now, not a plan: its path is held and can rot', async () => {
    const { findings } = await lint({
      'lib/format.ts': 'export const formatDate = (d: Date) => d.toISOString()\n',
      'lib/server/native.ts': 'export const native = 1\n',
      'memory/bundles.md': topic(
        'bundles',
        [
          'Browser code takes its helpers from `lib/format.ts`; `lib/native.ts` loads a native module and will crash the browser build.',
          '',
          'We will add `lib/cache.ts` once the API settles.',
        ].join('\n'),
      ),
    })
    // Before, the whole clause was read as a plan, and the moved file went unreported.
    expect(findings.join('\n')).toContain('names lib/native.ts, which does not exist under the root')
    expect(findings.join('\n')).not.toContain('lib/cache.ts')
  })

  it('a plan: a heading, a status line or a label saying the work is still to come', async () => {
    const { findings } = await lint({
      'lib/game/loot_roller.dart': 'class LootRoller {}\n',
      'memory/heading.md': topic(
        'heading',
        'Loot is rolled per region.\n\n## Not yet implemented\n- Rolls: `lib/game/loot_roller.dart` with `LootRoller`\n- Tables: `lib/game/loot_tables.dart`',
      ),
      'memory/status.md': topic(
        'status',
        '**Status:** not yet implemented.\n\n**Files to create:** `lib/game/loot_roller.dart`, `lib/game/drop_odds.dart`',
      ),
      'memory/described.md': topic('described', 'Rolls live in `lib/game/loot_roller.dart` (`LootRoller`).', {
        description: 'Loot rolling design, not yet implemented',
      }),
      // Memory is written in the project's language: a plan, an example, said in German or Korean.
      'memory/offen.md': topic('offen', '### Noch offen\n- `lib/game/abrechnung/` — Monatsabschluss als PDF'),
      'memory/style.md': topic('style', '튜닝 값은 이름 있는 상수로 선언 (예: `LootRoller`)', { type: 'feedback' }),
    })
    expect(findings).toEqual([])
  })

  it('history: the files a past change touched', async () => {
    const { findings } = await lint({
      'memory/history.md': topic(
        'history',
        'Exports were made streaming.\n\n**Files touched:** `src/exporter/stream.ts`, `src/app.ts`\n\n## Changed files (4be1c2)\n- `scripts/export/run.sh`\n- `src/cli.ts`',
      ),
    })
    expect(findings).toEqual([])
  })

  it.each([
    {
      said: 'the files a feature added are what it is made of, unlike the files a change touched',
      body: '**Files added:**\n- `src/pricing/insights.ts` — rules\n- `src/pricing/constants.ts` — thresholds\n\n**Files touched:** `src/pricing/old-banner.ts`',
    },
    {
      said: "what a feature memory says was built is what the project has; what was built in one session is that session's record",
      body: '## What was built\n\n- Lib: `src/pricing/insights.ts`, `src/pricing/constants.ts`\n\n## Built this session\n\n- `src/pricing/old-banner.ts`',
    },
  ])('$said: the gone file is rot, the record is not', async ({ body }) => {
    const { findings } = await lint({
      'src/pricing/insights.ts': 'export const insights = 1\n',
      'memory/pricing.md': topic('pricing', `Pricing insights are live.\n\n${body}`),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names src/pricing/constants.ts, which does not exist under the root'),
    ])
  })

  it("in a memory recording one finished unit of work (`feature12_complete`, `Sprint 5 완료`), the lists of what it built or touched are that work's record; its key files are the project's", async () => {
    const { root, findings } = await lint({
      'internal/seats/hold.go': 'package seats\n',
      'memory/project_seats_feature12_complete.md': topic(
        'project_seats_feature12_complete',
        '## Feature 12 — Seat grid\n\n**What was built:**\n- `internal/seats/grid.go` — the grid\n- `internal/seats/grid_test.go` — 12 unit tests\n\n' +
          '**Files:**\n- `internal/seats/legend_test.go` — `TestLegend_Empty`\n\n**Key files:**\n- `internal/seats/grid.go` — frame table built once in `SetSize()`\n- `internal/seats/hold.go` — holds expire here\n',
      ),
      'memory/sprint5.md': topic(
        'Sprint 5 완료 상태',
        'Sprint 5 완료 (2026-03-15).\n\n## 구현 완료 태스크\n- T5-3: IMAP 메일 수신 (`src/lib/mail/imap-receiver.ts`)\n\n## 주요 구현 파일\n- `src/app/api/config/test-mail/route.ts`\n',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/project_seats_feature12_complete.md:18: names internal/seats/grid.go, which does not exist under the root: the claim may have rotted already',
    ])
    const inferred = await inferredOf(root, 'project_seats_feature12_complete.md')
    expect(inferred.map(({ claim, status }: { claim: string; status: string }) => `${status} ${claim}`)).toEqual([
      'stale internal/seats/grid.go',
      'fresh internal/seats/hold.go',
    ])
  })

  it("a memory dated as a whole (a date in its name, or a date field at its top) is that day's report: its lists of files created are its record; an undated memory's are the project's", async () => {
    const { root, findings } = await lint({
      'src/cart/store.ts': 'export const store = {}\n',
      // No frontmatter: the file's name is the memory's name.
      'memory/cart-rework-report-2026-03-31.md':
        '# Cart rework — report\n\n### Files Created:\n- `src/cart/summary_panel.ts` - the panel\n\n' +
        '## Day 2: bulk edit\n- **Archivos**: 12 archivos (`bulk_merge.py`, `MergeDialog.tsx`, etc.)\n\n' +
        '**Key files:** `src/cart/store.ts`, `src/cart/totals.ts`\n',
      'memory/auth_summary.md': topic(
        'auth_summary',
        '# Auth sprint — summary\n\n**Fecha:** 2026-02-11\n**Estado:** completado\n\n' +
          '## Archivos creados/modificados (Sprint 1-2)\n- `src/auth/session_store.ts`\n',
      ),
      'memory/payments_handoff.md': topic(
        'payments_handoff',
        'Payments hand-off.\n\n## Completado en esta sesión\n\n**Migración creada:** `db/versions/0042_wallet.py`\n',
      ),
      // Undated: what a feature created is what it is made of, and a date it was updated on dates a living note.
      'memory/checkout.md': topic(
        'checkout',
        '**Last updated:** 2026-02-11\n\nCheckout is live.\n\n### Files Created:\n- `src/checkout/receipt.ts` - the receipt\n',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/cart-rework-report-2026-03-31.md:9: names src/cart/totals.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/checkout.md:13: names src/checkout/receipt.ts, which does not exist under the root: the claim may have rotted already',
    ])
    expect(await inferredOf(root, 'auth_summary.md')).toEqual([])
    expect(await inferredOf(root, 'payments_handoff.md')).toEqual([])
  })

  it("a memory named for one numbered unit of work's progress or clean-up (`Wave 4.2 진행 상황`, `stage3_cleanup`) tells that unit's story as a whole; a unit's name alone is no record", async () => {
    const { root, findings } = await lint({
      'src/export/run.ts': 'export function run() {}\n',
      'memory/project_wave42_progress.md': topic(
        'Wave 4.2 진행 상황',
        '# Wave 4.2 (진행중)\n\n## 머지된 PR\n- `src/api/legacyExport.ts` 분리 → `src/export/run.ts`\n- `e2e/export-stub.spec.ts` 3 시나리오\n',
      ),
      'memory/project_stage3_cleanup.md': topic(
        'project_stage3_cleanup',
        'Stage 3 cleaned up the queue.\n\n1. `src/queue/consumer_v2.go` holds the new consumer\n2. `src/export/run.ts` calls it\n',
      ),
      'memory/project_stage2_services.md': topic(
        'project_stage2_services',
        'The billing services live in `src/billing/charge.go`, called from `src/export/run.ts`.\n',
      ),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names src/billing/charge.go, which does not exist under the root'),
    ])
    expect(await inferredOf(root, 'project_wave42_progress.md')).toEqual([])
    expect(await inferredOf(root, 'project_stage3_cleanup.md')).toEqual([])
  })

  it("a finished unit numbered with a decimal, its words before the 완료 (`Phase 6.5 Export 완료`), lists what it delivered under 산출물; what it says of the structure is still the project's", async () => {
    const { findings } = await lint({
      'memory/project_phase65_done.md': topic(
        'Phase 6.5 Export Pipeline 완료',
        '# Phase 6.5\n\n## 산출물 (2 PR)\n- `src/export/csvWriter.ts` — CSV 출력\n\n## 구조\n- `src/export/runner.ts` 가 진입점\n',
      ),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names src/export/runner.ts, which does not exist under the root'),
    ])
  })

  it('what a heading calls the remaining work (`남은 작업`, `残りの作業`) is still to be done', async () => {
    const { findings } = await lint({
      'memory/export.md': topic(
        'export',
        'The export lives in `src/app.ts`.\n\n**남은 작업**\n1. `src/export/zipWriter.ts` 작성\n\n## 残りの作業\n- `src/export/pdfWriter.ts`\n',
      ),
    })
    expect(missing(findings)).toEqual([])
  })

  it('history: what a session completed, under a label that says so', async () => {
    const { findings } = await lint({
      'docs/Backend_Plan.md': '# Backend\n',
      'docs/Pricing_Section.md': '# Pricing\n',
      'memory/context.md': topic(
        'context',
        'The backend is Python.\n\n**What was completed in this session:**\n- `docs/Backend_Plan.md` — rewritten for Flask\n- `docs/Pricing_Section.md` — plans renamed\n\n**Fixed during the last session:** `docs/Backend_Plan.md` headings.',
      ),
    })
    expect(findings).toEqual([])
  })

  it('a case a working rule is for ("if two people both touch `x`") is an example, not a claim', async () => {
    const { findings } = await lint({
      'src/layout/shell.tsx': 'export function Shell() {}\n',
      'memory/ownership.md': topic(
        'ownership',
        'One agent edits a file at a time. If two agents both need to change `src/layout/shell.tsx`, the lead sequences them.',
      ),
    })
    expect(findings).toEqual([])
  })

  it("a library's name the project imports is the library's: no grep of the file that uses it", async () => {
    const { findings } = await lint({
      'crates/edge/src/main.rs':
        'use balancer_kit::{selection::RoundRobin, Balancer};\n\nfn main() {\n    let pool = Balancer::from_addrs(["10.0.0.1:443"]);\n}\n',
      'api/db.py': 'from sqlalchemy.orm import DeclarativeBase\n\nclass Base(DeclarativeBase):\n    pass\n',
      // Brought in by a glob import: used (`Name::new`), implemented for (`impl Trait for`), never defined.
      'crates/edge/src/proxy.rs':
        'use gatekit::prelude::*;\n\npub struct EdgeProxy;\n\nimpl ProxyHooks for EdgeProxy {}\n\nfn pool() {\n    let p =\n        UpstreamPool::from_iter(["a"]);\n}\n',
      'memory/hooks.md': topic('hooks', '`UpstreamPool` is built in; `ProxyHooks` gives a callback per phase.'),
      'memory/edge.md': topic('edge', '`Balancer` has its own health-check loop; `main.rs` builds one per upstream.'),
      'memory/db.md': topic('db', '`DeclarativeBase` keeps one metadata registry for every model.'),
      // A scoped package whose last name is also a folder of the project (`@nestkit/common`, `src/common/`):
      // still a library, unless that folder is a package of the workspace (it holds a package.json).
      'src/common/errors/rpc.filter.ts':
        "import {\n  Catch,\n  type RpcErrorFilter,\n} from '@nestkit/common'\n\nexport class RpcErrorsFilter implements RpcErrorFilter<unknown> {}\n",
      'memory/filter.md': topic('filter', 'An `RpcErrorFilter` returns an Observable, which is meaningless for HTTP.'),
    })
    expect(findings).toEqual([])
  })
})

describe('a check that can never fail, or holds nothing of the claim, is not proposed', () => {
  it('a script named with one plain word is a convention; a compound one is the project’s, quoted as written', async () => {
    const { root, findings } = await lint({
      'package.json': '{ "scripts": { "dev": "vite", "build": "vite build", "test-unit": "vitest run unit" } }\n',
      'memory/run.md': topic('run', 'Start it with `npm run dev`; `pnpm build` makes the bundle.'),
      'memory/unit.md': topic('unit', 'Unit tests run with `pnpm run test-unit`, which skips the browser.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/unit.md:8: names `pnpm run test-unit` (defined in package.json), and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).not.toContain('"dev"')
  })

  it('a file named for its role, or a settings file, holds the content the claim names: a grep of it, never `readable`', async () => {
    const { root, findings } = await lint({
      'src/App.tsx': 'export function App() {\n  return <Tabs />\n}\n',
      'firmware/platformio.ini': '[env:board]\nupload_speed = 921600\nboard_build.partitions = big_app.csv\n',
      'deploy/settings.yml': 'uploader:\n  retries: 3\n',
      'memory/tabs.md': topic('tabs', '`src/App.tsx` holds the bottom tab bar and the deep-link handler.'),
      'memory/flash.md': topic('flash', '`firmware/platformio.ini` sets the partition table for the larger image.'),
      'memory/retries.md': topic('retries', '`deploy/settings.yml` sets `retries` for the uploader.'),
      'memory/entry.md': topic('entry', 'The app starts in `src/App.tsx`.'),
      // A framework's settings written in JavaScript, and a route's layout file, say much besides.
      'web/vite.config.js': "export default { server: { proxy: { '/api': 'http://localhost:8000' } } }\n",
      'web/app/layout.tsx': 'export default function RootLayout({ children }) {\n  return children\n}\n',
      'memory/proxy.md': topic('proxy', '`web/vite.config.js` sets the dev proxy for the API.'),
      'memory/theme.md': topic(
        'theme',
        '`web/app/layout.tsx` adds the inline script that sets the theme before paint.',
      ),
      'memory/root.md': topic('root', 'The root layout is `web/app/layout.tsx`.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/entry.md:8: names src/App.tsx, and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] memory/retries.md:8: names `retries` (in deploy/settings.yml), and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] memory/root.md:8: names web/app/layout.tsx, and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).toContain(
      '+    target: deploy/settings.yml\n+    pattern: retries\n+    fixed: true\n',
    )
  })
})

describe('a file the project is said to have is held to being there', () => {
  it('"the project has `x` and `y`" claims the files; "`x` has …" claims what is in it', async () => {
    const { findings } = await lint({
      'tools/check-strings.sh': '#!/bin/sh\ngrep -rn TODO src\n',
      'tools/check-numbers.py': 'print(1)\n',
      'memory/gates.md': topic('gates', '**How to apply:** run all four before a release, then tag it.', {
        type: 'feedback',
        description:
          'the build checks are not the whole gate set — the project has tools/check-strings.sh and tools/check-numbers.py, and skipping them broke a release',
      }),
      'memory/strings.md': topic('strings', '`tools/check-strings.sh` has the banned-string patterns for the catalog.'),
      'memory/numbers.md': topic('numbers', 'The repo has `tools/check-numbers.py`, which validates the rule numbers.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/gates.md:3: names tools/check-strings.sh and tools/check-numbers.py, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })
})

describe('a claim about what a file does is not held by the file being there', () => {
  it('whatever the file: a grep of the name the clause places in it, or no check; where a thing lives keeps `readable`', async () => {
    const { root, findings } = await lint({
      'src/resize.ts': 'export function resizeThumb() {}\nconst backoff = 2\n',
      'memory/retry.md': topic('retry', '`src/resize.ts` retries each upload and keeps a cache of failures.'),
      'memory/thumbs.md': topic('thumbs', '`src/resize.ts` exports `resizeThumb` for the gallery.'),
      'memory/where.md': topic('where', 'Thumbnails are resized in `src/resize.ts`.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/thumbs.md:8: names `resizeThumb` (in src/resize.ts), and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] memory/where.md:8: names src/resize.ts, and has no verify block: give it a check (claimcheck suggest)',
    ])
    const proposed = await suggestions(root)
    expect(proposed).toContain('+    target: src/resize.ts\n+    pattern: resizeThumb\n')
    expect(proposed).not.toContain('--- memory/retry.md')
  })

  it('a file written with the lines it points at, or said to read, fetch or be updated, gets no `readable`', async () => {
    const { root, findings } = await lint({
      'src/resize.ts': 'export function resizeThumb() {}\n// const legacy = 1\n',
      'src/gallery.tsx': 'export function Gallery() {\n  return null\n}\n',
      'memory/dead.md': topic('dead', 'A large commented-out block sits in `src/resize.ts:40-52`.'),
      'memory/shown.md': topic('shown', '`src/gallery.tsx` reads the image list once the grid is on screen.'),
      'memory/feed.md': topic('feed', '`src/gallery.tsx` and `src/resize.ts` fetch from the CDN.'),
      'memory/touched.md': topic('touched', '- `src/gallery.tsx` updated to point at the new image host'),
      'memory/entry.md': topic('entry', 'Thumbnails start at `src/resize.ts:1`, in `resizeThumb`.'),
      'memory/where.md': topic('where', 'The lightbox is rendered inside `src/gallery.tsx`.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/entry.md:8: names `resizeThumb` (in src/resize.ts), and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] memory/where.md:8: names src/gallery.tsx, and has no verify block: give it a check (claimcheck suggest)',
    ])
    const proposed = await suggestions(root)
    expect(proposed).toContain('+    target: src/resize.ts\n+    pattern: resizeThumb\n')
    expect(proposed).not.toMatch(/--- memory\/(dead|shown|feed|touched)\.md/)
  })
})

describe('a finding about what is inside a file is not held by the file being there', () => {
  it.each([
    ['a hard-coded value', '`app/activities/signature.py`: hard-coded 0.80 threshold (HIGH).'],
    ['what it accepts', '`api/routers/audit.py` accepts any bearer token in dev mode.'],
    ['its coverage', '`web/src/lib/theme.ts` is now covered by 13 tests.'],
    ['a bug in it', '- Bug: `app/activities/signature.py` leaks the scanned page on retry.'],
  ])('a review line on %s gets no `readable`', async (_shape, line) => {
    const { root } = await lint({
      'app/activities/signature.py': 'def score(page):\n    return 0.80\n',
      'api/routers/audit.py': 'def audit():\n    pass\n',
      'web/src/lib/theme.ts': 'export const theme = {}\n',
      'memory/review.md': topic('review', line),
    })
    expect(await suggestions(root)).not.toContain('--- memory/review.md')
  })
})

describe('shorthands and moved files: rot as a reader would judge it', () => {
  it('`x.h/.cpp` is two files, and a command with its alias (`tool/t`) is no path', async () => {
    const { findings } = await lint({
      'hardware/sd/sd_card.h': '#pragma once\n',
      'hardware/sd/sd_card.cpp': '#include "sd_card.h"\n',
      'taskrunner/main.go': 'package main\n',
      'memory/sd.md': topic('sd', 'The SD card driver is `hardware/sd/sd_card.h/.cpp`; the CLI is `taskrunner/tr`.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/sd.md:8: names hardware/sd/sd_card.h and hardware/sd/sd_card.cpp, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('two files of one extension side by side written as one (`vi/en.json`) are those files, not a missing path; a real folder path still is', async () => {
    const { root, findings } = await lint({
      'web/locales/vi.json': '{ "save": "Lưu" }\n',
      'web/locales/en.json': '{ "save": "Save" }\n',
      'memory/i18n.md': topic(
        'i18n',
        'Every label is translated in `vi/en.json` (add a key to both); the header is rendered by `src/app.ts`. Shared copy is in `web/copy/strings.json`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/i18n.md:8: names web/copy/strings.json, which does not exist under the root: the claim may have rotted already',
    ])
    expect(await inferredOf(root, 'memory/i18n.md')).not.toContainEqual(
      expect.objectContaining({ claim: 'vi/en.json' }),
    )
  })

  it('a path under a folder the project no longer has, whose file lives elsewhere now, has rotted: the finding says where', async () => {
    const { findings } = await lint({
      'radio/scan/beacon_scan.cpp': 'void beaconScan() {}\n',
      'memory/beacons.md': topic('beacons', 'Beacon scanning is in `radio-cli/beacon_scan.cpp`.'),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/beacons.md:8: names radio-cli/beacon_scan.cpp, which does not exist under the root (radio/scan/beacon_scan.cpp has its name): the claim may have rotted already',
    ])
  })
})

describe('a feedback memory about named code', () => {
  it('gets a check on that code; `kind: none` only for a judgement naming nothing checkable', async () => {
    const { root, findings } = await lint({
      'src/track.ts': 'export function drawTrackOutline(ctx) {\n  ctx.lineWidth = 2\n}\n',
      'memory/outline.md': topic(
        'outline',
        '`drawTrackOutline` resets `ctx.lineWidth` on every call: set the width after calling it.\n\n**Why:** the minimap lines came out thin.',
        { type: 'feedback' },
      ),
      'memory/tone.md': topic('tone', 'Keep commit messages short.', { type: 'feedback' }),
    })
    expect(findings).toEqual([
      '[fossil] memory/outline.md:8: names `drawTrackOutline` (in src/track.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
    const proposed = await suggestions(root)
    expect(proposed).toContain('+    target: src/track.ts\n+    pattern: drawTrackOutline\n')
    expect(proposed.match(/# a feedback memory: a judgement\n/g)).toHaveLength(1)
    expect(proposed).toContain('memory/tone.md')
  })
})

describe('a memory named for work still to do', () => {
  it('a memory named for work still to do is a plan: its files get no check and no rot', async () => {
    const { root, findings } = await lint({
      'config/app.yaml': 'paths: []\n',
      'memory/cleanup.md': topic(
        'Release cleanup — pending fixes',
        'Point the validator paths in `config/app.yaml` at `tools/validate_all.py`.',
      ),
    })
    expect(findings).toEqual([])
    expect(await suggestions(root)).not.toContain('cleanup.md')
  })
})

describe('a memory that says at its top it no longer holds', () => {
  it('is history as a whole: its files get no check and no rot, and its inferred checks stay silent', async () => {
    const body = [
      '> **DEPRECATED 2026-05-11** — the step wizard below was removed with the journey rewrite; kept as history.',
      '',
      'The wizard lives in `src/onboarding/wizard-steps.tsx` and posts to `scripts/batch.sh`.',
    ].join('\n')
    const { root, findings } = await lint({
      'memory/wizard.md': topic('wizard', body),
      // The same word as the subject of a sentence is no status: the memory is held as usual.
      'memory/runs.md': topic('runs', 'Archived runs are started from `scripts/batch.sh`.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/runs.md:8: names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).not.toContain('wizard.md')
    expect(await inferredOf(root, 'wizard.md')).toEqual([])
  })

  it('a status field among its first lines saying so (`**상태**: archived`) makes it history; an issue marked retired, which was fixed, is not', async () => {
    const { root, findings } = await lint({
      'memory/graph.md': topic(
        'graph',
        '# Graph editor\n\n**시작**: 2026-03-02 | **완료**: 2026-03-04 | **상태**: archived\n\n- `src/graph/edgeStore.ts` keeps the edges\n',
      ),
      'memory/stream-gap.md': topic(
        'stream-gap',
        '# Stream gap\n\nStatus: retired by #88.\n\nThe stream now records its events in `src/stream/recorder.ts`.\n',
      ),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining(
        'memory/stream-gap.md:12: names src/stream/recorder.ts, which does not exist under the root',
      ),
    ])
    expect(await inferredOf(root, 'graph.md')).toEqual([])
  })
})

describe('a memory or a section marked stale or archived', () => {
  it('a description opening `STALE —` makes the memory history; a section headed `[ARCHIVED] <date>` is history, the rest of the memory is not', async () => {
    const { root, findings } = await lint({
      'src/collector/run.go': 'package collector\nfunc Run() {}\n',
      'src/collector/pdf.go': 'package collector\n',
      'memory/uncommitted.md': topic(
        'uncommitted',
        '## Uncommitted files (2026-04-12)\n\n- `src/collector/pdf.go`\n- `src/collector/gone.go`\n',
        { description: 'STALE — everything listed here was committed on 2026-04-13' },
      ),
      'memory/state.md': topic(
        'state',
        'The collector runs from `src/collector/run.go`.\n\n## [ARCHIVED] 2026-04-15 state\n\n- `src/collector/old_sync.go` had a dry-run mode\n',
      ),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('uncommitted.md')
    expect(proposed).toContain('target: src/collector/run.go')
  })
})

describe('a snippet in a code block illustrates', () => {
  it('a name from it is not placed in the one file that happens to define it; the file the text names is held', async () => {
    const body = [
      'Drafts are written by `src/drafts/writer.ts` through the queue.',
      '',
      '```ts',
      'import type { KvStore } from "@platform/types"',
      'interface Bindings { STORE: KvStore; draftQueue: DraftQueueHandle }',
      '```',
    ].join('\n')
    const { root } = await lint({
      'src/drafts/writer.ts': 'export function writeDraft() {}\n',
      'src/platform/bindings.ts': 'export interface DraftQueueHandle { send(): void }\n',
      'memory/drafts.md': topic('drafts', body),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('target: src/drafts/writer.ts\n')
    expect(proposed).not.toContain('DraftQueueHandle')
    expect(proposed).not.toContain('bindings.ts')
  })
})

describe('a name placed in a file that no longer holds it', () => {
  it('gets no block, neither on the file that holds it now nor on the file named: the claim as written is false', async () => {
    const { root } = await lint({
      'app/new-goal.tsx': 'export default function NewGoal() {}\n',
      'app/goal-presets.tsx': 'export const GOAL_CHOICES = ["run", "lift"]\n',
      'memory/goals.md': topic('goals', 'The goal picker reads `GOAL_CHOICES` in `app/new-goal.tsx`.'),
    })
    expect(await suggestions(root)).not.toContain('goals.md')
    // At hand-over the memory is still held to what it says.
    expect((await cli(['check', 'memory'], { cwd: root })).stdout).toContain(
      'WARN  goals: names `GOAL_CHOICES` in app/new-goal.tsx, which no longer holds it\n',
    )
  })

  it('a dotted name the file holds by its last part (`req.user?.role_name`) is held there, as the hand-over judges it', async () => {
    const { findings } = await lint({
      'src/gate.js': 'if (req.user?.role_name !== "admin") deny()\nexport function gateAll() {}\n',
      'memory/gate.md': topic(
        'gate',
        'The gate reads `req.user.role_name` in `src/gate.js`.\n\nAdmins pass through `gateAll`.',
      ),
    })
    expect(findings).toEqual([
      '[fossil] memory/gate.md:10: names `gateAll` (in src/gate.js), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it("a name only in a file's comments is not held there; in its code, or in a string holding `#` or `//`, it is", async () => {
    const { root, findings } = await lint({
      'src/utils/rank.ts':
        '// requireSession moved to the middleware\n/* see requireSession */\nexport const RANK = [1]\n',
      'src/middleware/session.ts': 'export function requireSession() {}\n',
      'jobs/sweep.py': '# sweep_orphans runs nightly\nLABEL = "#tag"  # note\ndef sweep_orphans():\n    pass\n',
      'memory/auth.md': topic(
        'auth',
        '`requireSession` is in `src/utils/rank.ts`.\n\nOrphans are swept by `sweep_orphans` in `jobs/sweep.py`.',
      ),
    })
    expect(findings).toEqual([
      '[fossil] memory/auth.md:10: names `sweep_orphans` (in jobs/sweep.py), and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).not.toContain('requireSession')
  })
  it('a Python file with CRLF line ends and a long run of comment lines before a docstring is read in bounded time', async () => {
    const notes = Array.from({ length: 60 }, (_, i) => `    # seat band ${i}: rows ${i * 16}-${i * 16 + 15}\r\n`).join(
      '',
    )
    const { root } = await lint({
      'jobs/study.py': `"""Seat study."""\r\n\r\nBANDS = {\r\n${notes}}\r\n\r\n\r\ndef run():\r\n    """Run the study."""\r\n    seat_grid_total = 1\r\n    return seat_grid_total\r\n`,
      'memory/study.md': topic('study', '`jobs/study.py` keeps the count in `seat_grid_total`.'),
    })
    expect(await suggestions(root)).toMatch(/target: jobs\/study\.py\n\+\s+pattern: seat_grid_total\n/)
  })

  it("a name only in an MSBuild project file's XML comment (`.csproj`, `.props`) is not held there", async () => {
    const { root } = await lint({
      'mod/Seats/Seats.csproj':
        '<Project>\n  <!-- SeatSocketPaths lives in Seats.Shared -->\n  <ItemGroup><ProjectReference Include="../Seats.Shared/Seats.Shared.csproj" /></ItemGroup>\n</Project>\n',
      'mod/Seats.Shared/SeatSocketPaths.cs': 'public static class SeatSocketPaths {}\n',
      'memory/ipc.md': topic(
        'ipc',
        '`mod/Seats/Seats.csproj` pulls in `SeatSocketPaths` through its project reference.',
      ),
    })
    expect(await suggestions(root)).not.toMatch(/target: mod\/Seats\/Seats\.csproj\n\+\s+pattern: SeatSocketPaths/)
  })

  it("a name only in a Python file's docstrings is not held there; in a string it assigns or passes, it is", async () => {
    const { root } = await lint({
      'scripts/overlay.py':
        '"""Port of Policy._apply_vol_target for offline runs."""\n\n\ndef overlay(x):\n    r"""Mirrors _apply_vol_target\n    without the live feed."""\n    return x\n',
      'jobs/report.py': 'QUERY = """\nSELECT seat_hold_total FROM seats\n"""\n',
      'jobs/schema.py':
        'def create(conn):\n    conn.executescript(\n        """\n        CREATE TABLE seats (seat_release_total INTEGER)\n        """\n    )\n',
      'memory/overlay.md': topic(
        'overlay',
        '`scripts/overlay.py` ports `_apply_vol_target` for offline runs.\n\n`jobs/report.py` sums `seat_hold_total` for the report.\n\n`jobs/schema.py` creates the `seat_release_total` column.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('_apply_vol_target')
    expect(proposed).toMatch(/target: jobs\/report\.py\n\+\s+pattern: seat_hold_total\n/)
    expect(proposed).toMatch(/target: jobs\/schema\.py\n\+\s+pattern: seat_release_total\n/)
  })
})

describe('a committed template of a file is not the file', () => {
  it('a name said of a git-ignored `.env` is not held to its committed `.env.example`', async () => {
    const { root, findings } = await lint({
      '.gitignore': 'api/.env\n',
      'api/.env.example': 'TEST_DATABASE_URL=\nPOSTGRES_PASSWORD=\n',
      'memory/env.md': topic('env', '`api/.env` holds only `TEST_DATABASE_URL` and `POSTGRES_PASSWORD` for the demo.'),
    })
    expect(findings).toEqual([])
    expect(await suggestions(root)).not.toContain('.env.example')
  })

  it('a memory naming `x.tfvars` gets no check on `x.tfvars.example`', async () => {
    const { root } = await lint({
      '.gitignore': '*.tfvars\n',
      'infra/dev/main.tf': 'terraform {}\n',
      'infra/dev/terraform.tfvars.example': 'db_password = ""\n',
      'memory/infra.md': topic('infra', 'The dev stack lives in `infra/dev/` (`main.tf`, `terraform.tfvars`).'),
    })
    expect(await suggestions(root)).not.toContain('tfvars.example')
  })

  it('a file named with its extension is not a sidecar that adds another (`probe.gd` is not `probe.gd.uid`)', async () => {
    const { root, findings } = await lint({
      'game/scripts/_probe_spatial.gd.uid': 'uid://b1\n',
      'game/scripts/_probe_spatial_a.gd': 'extends Node\n',
      'docs/BUDGETS.md': '# Budgets\n',
      'memory/probe.md': topic(
        'probe',
        'Budgets are in `docs/BUDGETS.md`; one probe — `_probe_spatial.gd` — skips the autoloads.',
      ),
    })
    expect(findings).toEqual([
      '[fossil] memory/probe.md:8: names docs/BUDGETS.md, and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(await suggestions(root)).not.toContain('.uid')
  })
})

describe('a dotted name is a file or a folder before it is a module', () => {
  it('`view.phtml#L85` is that file, not a `view/` folder; `Code/Shop.Api/` is that folder, not `Code/Shop.slnx`', async () => {
    const { root } = await lint({
      'theme/catalog/product/view.phtml': '<div></div>\n',
      'theme/catalog/product/view/tabs.phtml': '<div></div>\n',
      'Code/Shop.slnx': '<Solution />\n',
      'Code/Shop.Api/Program.cs': 'class Program {}\n',
      'memory/pages.md': topic(
        'pages',
        'The product page is rendered in [view.phtml](theme/catalog/product/view.phtml#L85).\n\nThe API lives in `Code/Shop.Api/`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('target: theme/catalog/product/view.phtml\n')
    expect(proposed).toContain('target: Code/Shop.Api\n')
    expect(proposed).not.toContain('target: theme/catalog/product/view\n')
    expect(proposed).not.toContain('Shop.slnx')
  })
})

describe('a setting written as code beside the file that sets it', () => {
  it('is grepped in that file rather than the file held as readable; one the file does not hold, or with no file beside it, is not', async () => {
    const { root } = await lint({
      'src/query/client.ts': 'export const client = new QueryClient({ staleTime: Infinity, retry: false })\n',
      'deploy/gunicorn.conf.py': 'workers = 4\ntimeout = 120\n',
      'memory/cache.md': topic(
        'cache',
        'The query cache holds results for good: `src/query/client.ts` sets `staleTime: Infinity` and `retry: false`.',
      ),
      'memory/workers.md': topic('workers', 'Gunicorn runs `workers=8` as set in `deploy/gunicorn.conf.py`.'),
      'memory/loose.md': topic('loose', 'Pages are cut at `limit=100` everywhere.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain(
      "+    - kind: grep\n+      target: src/query/client.ts\n+      pattern: 'staleTime: Infinity'\n+      fixed: true\n" +
        "+    - kind: grep\n+      target: src/query/client.ts\n+      pattern: 'retry: false'\n",
    )
    expect(proposed).not.toContain('kind: readable\n+      target: src/query/client.ts')
    // The file says `workers = 4`: the memory's `workers=8` is not what it sets, and that the file
    // exists would pass a false claim.
    expect(proposed).not.toContain('workers')
    expect(proposed).not.toContain('limit=100')
  })

  it('is found as the file’s own language writes that key and value, and grepped so', async () => {
    const { root } = await lint({
      'launcher.py': "import os\nos.environ['WEBVIEW_BACKEND'] = 'winforms'\nimport webview\n",
      'config/limits.json': '{ "MAX_UPLOAD_MB": 25 }\n',
      'memory/backend.md': topic(
        'backend',
        'The desktop window draws with WinForms: `launcher.py` sets `WEBVIEW_BACKEND=winforms` before the import.',
      ),
      'memory/limits.md': topic('limits', 'Uploads stop at `MAX_UPLOAD_MB=25`, set in `config/limits.json`.'),
      'memory/other.md': topic('other', 'Uploads stop at `MAX_UPLOAD_MB=50`, set in `config/limits.json`.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain("+    target: launcher.py\n+    pattern: '\\bWEBVIEW_BACKEND\\W{1,8}winforms\\b'\n")
    expect(proposed).toContain("+    target: config/limits.json\n+    pattern: '\\bMAX_UPLOAD_MB\\W{1,8}25\\b'\n")
    // The file sets 25: a memory saying 50 is false, and no check on that file would hold it.
    expect(proposed).not.toContain('other.md')
  })

  it('is the setting still when the memory quotes the line with its comment', async () => {
    const { root } = await lint({
      'rules/release.yaml': 'title: atlas\npublic_release: true   # board sign-off given in June\n',
      'memory/release.md': topic(
        'release',
        'The release gate is open:\n\n- `rules/release.yaml:2` → `public_release: true   # board sign-off given in June, see the minutes of the review`\n',
      ),
    })
    expect(await suggestions(root)).toContain(
      "+    target: rules/release.yaml\n+    pattern: 'public_release: true'\n+    fixed: true\n",
    )
  })
  it('under a heading that names one file, is held in that file; under a heading naming two files, or none, it is not', async () => {
    const { root } = await lint({
      'gateway/compose.yml': 'services:\n  gateway:\n    container_name: edge_gateway\n    network_mode: host\n',
      'worker/compose.yml': 'services:\n  worker:\n    container_name: queue_worker\n',
      'memory/gateway.md': topic(
        'gateway',
        '## gateway/compose.yml (added in the spring)\n\n- **Name**: `container_name: edge_gateway`, fixed.\n- **Networking**: `network_mode: host`, for the tunnel.\n',
      ),
      'memory/both.md': topic(
        'both',
        '## gateway/compose.yml and worker/compose.yml\n\n- **Name**: `container_name: queue_worker` for the pair.\n',
      ),
      'memory/none.md': topic('none', '## Containers\n\n- **Name**: `container_name: edge_gateway` everywhere.\n'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain(
      "+    - kind: grep\n+      target: gateway/compose.yml\n+      pattern: 'container_name: edge_gateway'\n+      fixed: true\n" +
        "+    - kind: grep\n+      target: gateway/compose.yml\n+      pattern: 'network_mode: host'\n",
    )
    // Two files named over it: which one sets it is a guess (each file is held as readable only).
    expect(proposed).not.toContain('queue_worker')
    expect(proposed).not.toContain('none.md')
  })
})

describe("a feedback memory's lesson about the project's own API", () => {
  it('a long name written as code, defined in one file and used in many, is held to its definition; a project memory’s is not', async () => {
    const users = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [`sweeps/run_${i}.jl`, 'traj = simulate_settled_trajectory(h, rho0)\n']),
    )
    const { root } = await lint({
      ...users,
      'src/trajectory.jl': 'function simulate_settled_trajectory(h, rho)\n    h * rho\nend\n',
      'memory/start_state.md': topic(
        'start_state',
        'Every run of `simulate_settled_trajectory` starts from the plus state, never the mixed one.',
        { type: 'feedback' },
      ),
      'memory/sweeps.md': topic('sweeps', 'The sweeps call `simulate_settled_trajectory` for each size.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain(
      '--- memory/start_state.md\n+++ memory/start_state.md\n@@ -6,0 +7,5 @@\n+  verify:\n+    kind: grep\n+    target: src/trajectory.jl\n+    pattern: simulate_settled_trajectory\n',
    )
    expect(proposed).not.toContain('memory/sweeps.md')
  })
})

describe("a feedback memory's body beyond its first lines", () => {
  it('names code as a place (a name beside the file that holds it): held to it; its story and bare words are not', async () => {
    const body = [
      'Prefer classes over inline styles.',
      '',
      'Shared classes belong in `web/src/styles/site.css`; the cancel flag is read by `pollCancelFlag` in `worker/crawl_loop.py`.',
      'Keep `Button` simple.',
      '',
      '**Why:** an inline style in `web/src/pages/Old.tsx` broke the theme.',
    ].join('\n')
    const { root, findings } = await lint({
      'web/src/styles/site.css': '.card { padding: 4px }\n',
      'web/src/pages/Old.tsx': 'export const Old = 1\n',
      'web/src/ui/Button.tsx': 'export function Button() {}\n',
      'worker/crawl_loop.py': 'def pollCancelFlag(job):\n    return job.cancel\n',
      'memory/styles.md': topic('styles', body, { type: 'feedback' }),
    })
    expect(findings).toHaveLength(1)
    const proposed = await suggestions(root)
    expect(proposed).toContain('+    target: worker/crawl_loop.py\n+    pattern: pollCancelFlag\n')
    expect(proposed).not.toContain('Old.tsx')
    expect(proposed).not.toContain('Button')
    expect(proposed).not.toContain('a judgement')
  })
})

describe('what a memory places outside this project says nothing about it', () => {
  it('a memory about a checkout elsewhere: its paths are neither rot nor checks; one naming this checkout keeps them', async () => {
    const { root, findings } = await lint({
      'memory/billing.md': topic(
        'billing',
        'The billing service is its own project at `/home/dev/ledger-api` (not in this repository).\n\n- `src/routes/invoices.ts` — invoice routes\n- `src/stores/ledger.ts` — the ledger store, see `src/app.ts`',
      ),
      'memory/console.md': topic(
        'console',
        'The operator console is built in a separate repository.\n\n- `src/admin/console.ts` — the tenant list\n- `src/admin/stats.ts` — usage charts',
      ),
      'memory/here.md': topic(
        'here',
        'Deploys run `/Users/ana/code/shop/scripts/deploy.sh`.\n\nThe queue lives in `src/queue/worker.ts`, called from `src/app.ts`.',
      ),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/here.md:10: names src/queue/worker.ts, which does not exist under the root: the claim may have rotted already',
    ])
    expect(await suggestions(root)).not.toMatch(/billing\.md|console\.md/)
  })

  it('"Server" said of the project\'s code (a `| Server |` cell of a component table, a server action, the dev server) places nothing on another machine', async () => {
    const { findings } = await lint({
      'src/components/SeatMap.tsx': 'export function SeatMap() {}\n',
      'memory/components.md': topic(
        'components',
        [
          '| Component | Type | File | Notes |',
          '|---|---|---|---|',
          '| `SeatMap` | Client | `src/components/SeatMap.tsx` | the seat grid |',
          '| `SeatLegend` | Server | `src/components/SeatLegend.tsx` | colour key |',
          '',
          'Bookings post through the server action in `src/app/actions/book.ts`.',
          '',
          'The nightly export is copied to the server at `backups/seats.csv`.',
        ].join('\n'),
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/components.md:11: names src/components/SeatLegend.tsx, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/components.md:13: names src/app/actions/book.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a design system, a system prompt, global styles and a home screen are code, not a place: their gone files are reported; the system Python and a global install still place a path on the machine', async () => {
    const { findings } = await lint({
      'memory/ui.md': topic(
        'ui',
        [
          'The design system tokens are in `src/theme/tokens.ts`.',
          '',
          'The system prompt is built in `src/agent/prompt.ts`.',
          '',
          'Global styles live in `src/styles/base.css`; the Home screen is `src/screens/HomeScreen.tsx`.',
          '',
          'The linter runs from the system Python at `tools/venv/bin/python3`.',
          '',
          'The formatter is installed globally; its config sits in `.config/fmt/rules.toml`.',
        ].join('\n'),
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/ui.md:8: names src/theme/tokens.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/ui.md:10: names src/agent/prompt.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/ui.md:12: names src/styles/base.css, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/ui.md:12: names src/screens/HomeScreen.tsx, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a parenthesis telling what a thing is not (`(NOT the vendor library)`, `(not a hook)`) negates nothing else in its clause; "(not used anymore)" still does', async () => {
    const { findings } = await lint({
      'memory/records.md': topic(
        'records',
        [
          'All record access goes through `src/lib/records.ts` (NOT the JS client library).',
          '',
          'Retries are a plain function in `src/net/retry.ts` (not a hook).',
          '',
          'The old importer `src/io/importer.ts` (not used anymore) read the CSV.',
        ].join('\n'),
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/records.md:8: names src/lib/records.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/records.md:10: names src/net/retry.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('an install folder on the machine (an interpreter’s packages, a cache) is no other checkout: the memory keeps its checks', async () => {
    const { root } = await lint({
      'build_app.py': "BINARIES = ['_cffi_backend.pyd']\n",
      'memory/packaging.md': topic(
        'packaging',
        'Copy `_cffi_backend.pyd` from `D:/Python 3.12/Lib/site-packages/` by hand.\n\nThe packaging script is `build_app.py`.',
      ),
      'memory/cache.md': topic(
        'cache',
        'Wheels are cached in `/home/ana/.cache/pip/wheels`.\n\nPackaging starts from `build_app.py`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('--- memory/packaging.md')
    expect(proposed).toContain('--- memory/cache.md')
  })
})

describe('a recipe, a missing file, a story told twice: not rot', () => {
  it('a step that creates a file, a target to promote a note to, and a placeholder name are files to come', async () => {
    const { findings } = await lint({
      'memory/recipe.md': topic(
        'recipe',
        '**How to apply (a new page):**\n1. Create the route in `src/routes/private/report.tsx`\n2. Page: создать `src/pages/report/ReportPage.tsx`\n3. A handler goes in `src/handlers/XHandler.ts`, registered in `src/app.ts`.',
      ),
      'memory/promote.md': topic(
        'promote',
        'Reset the form when it opens blank.\n\n**Gate:** once a second dialog needs this, promote it to `docs/rules/reset-on-open.md`.',
      ),
    })
    expect(missing(findings)).toEqual([])
  })

  it('a file the memory says is missing, in English or another language, is no rot', async () => {
    const { findings } = await lint({
      'memory/gaps.md': topic(
        'gaps',
        '- `config/local.settings.json` is missing on fresh clones.\n- `config/agent.toml` 和 `config/agent.local.toml` 不存在',
      ),
    })
    expect(missing(findings)).toEqual([])
  })

  it('a file the memory says elsewhere was deleted is that story again where it is named with its folder', async () => {
    const { findings } = await lint({
      'memory/picker.md': topic(
        'picker',
        '## Picker rework\n- Tests: deleted `check_tk.py`; added `src/app.ts` coverage.\n\n## Earlier\n**Tests:** extended `tools/check_tk.py` (40 cases).',
      ),
    })
    expect(missing(findings)).toEqual([])
  })

  it('entries under a changelog heading, each headed by its date, are history: no check, no rot', async () => {
    const { root, findings } = await lint({
      'memory/log.md': topic(
        'log',
        '## Release log\n\n### [2026-03-02] Export fix\n- `src/app.ts`: `deriveBeforeClassify` now runs first\n- Files: `src/exporter/batch.ts`',
      ),
    })
    expect(findings).toEqual([])
    expect(await suggestions(root)).not.toContain('log.md')
  })
})

describe('a path written from inside a service or a package', () => {
  it('is found under the folder it is relative to; a file moved into a new folder is still rot', async () => {
    const { findings } = await lint({
      'src/services/orders/Shop.Orders.Api/Mapping/OrderMapper.cs': 'class OrderMapper {}\n',
      'src/services/orders/Shop.Orders.Infrastructure/Consumers/PaidConsumer.cs': 'class PaidConsumer {}\n',
      'tools-cli/src/tools_cli/paths.py': 'ROOT = 1\n',
      'hooks/geo/useGeo.ts': 'export function useGeo() {}\n',
      'memory/services.md': topic(
        'services',
        'Mappers live in `Api/Mapping/`; consumers in `Infrastructure/Consumers/PaidConsumer.cs`. Paths are in `tools-cli/paths.py`; the hook is `hooks/useGeo.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/services.md:8: names hooks/useGeo.ts, which does not exist under the root (hooks/geo/useGeo.ts has its name): the claim may have rotted already',
    ])
  })
})

describe('a copy set aside is not the file the memory names', () => {
  it('a bare name found only in a deprecated folder gets no check', async () => {
    const { root } = await lint({
      'docs/rules/_deprecated-2026-01/naming.md': '# Naming\n',
      'docs/rules/style.md': '# Style\n',
      'memory/rules.md': topic('rules', 'The live rules are `naming.md` and `style.md` under `docs/rules/`.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('_deprecated')
  })

  it('a name the memory places nowhere is held where the live code defines it, never in a kept copy of an old app (`.migration-backup/`)', async () => {
    const { root } = await lint({
      '.migration-backup/lib/import_controller.dart': 'void saveExtractedRows() {}\nvoid parseStatementRows() {}\n',
      'web/src/pages/import.tsx': 'export function parseStatementRows() {}\n',
      'memory/import.md': topic(
        'import',
        'The review step calls `parseStatementRows` first, then `saveExtractedRows` writes the rows.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('+    target: web/src/pages/import.tsx\n+    pattern: parseStatementRows\n')
    expect(proposed).not.toContain('migration-backup')
  })
})

describe('a check that only says a file is there, when the claim is about what is inside', () => {
  it('a component grepped for its own name is no check: the memory keeps the checks that hold its claim', async () => {
    const { root } = await lint({
      'src/ui/SignInPanel.tsx': 'export function SignInPanel() {\n  return passkeyButton()\n}\n',
      'memory/signin.md': topic(
        'signin',
        'The `SignInPanel` (in `src/ui/SignInPanel.tsx`) shows the passkey button; `deriveBeforeClassify` runs first.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('pattern: deriveBeforeClassify')
    expect(proposed).not.toContain('pattern: SignInPanel')
    expect(proposed).not.toContain('target: src/ui/SignInPanel.tsx')
  })

  it('nor a class its framework names from the file (`orders.module.ts`), nor a package grepped in its own folder', async () => {
    const { root } = await lint({
      'api/orders/orders.module.ts': '@Module({ imports: [ScheduleModule.forRoot()] })\nexport class OrdersModule {}\n',
      'app/SettingsWindow.xaml.cs': 'public partial class SettingsWindow : Window {}\n',
      'src/fan_monitor/fan_monitor/monitor_node.py': 'import fan_monitor\nclass MonitorNode: pass\n',
      'memory/orders.md': topic('orders', '`OrdersModule` in `api/orders/orders.module.ts` imports the scheduler.'),
      'memory/shell.md': topic('shell', 'The settings dialog is `SettingsWindow` in `app/SettingsWindow.xaml.cs`.'),
      'memory/fan.md': topic(
        'fan',
        'The `fan_monitor` node (`src/fan_monitor/fan_monitor/monitor_node.py`) polls twice.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toMatch(/pattern: (OrdersModule|SettingsWindow|fan_monitor)\n/)
    expect(proposed).not.toMatch(/target: (api\/orders\/orders\.module\.ts|app\/SettingsWindow\.xaml\.cs)\n/)
  })
})

describe('what the memory itself marks as out of date', () => {
  it('after a callout saying the work was discarded or the note is outdated, paths are history; a rule list saying "never create" is no recipe', async () => {
    const { findings } = await lint({
      'memory/discarded.md': topic(
        'discarded',
        'Sandboxing for spawned tools.\n\n> ⚠️ OUTDATED: the state below is from before the split.\n\n- Runner: `src/runner/spawn.ts`\n- Tests: `src/runner/spawn.test.ts` (27)',
      ),
      'memory/rules.md': topic(
        'rules',
        '1. Never create versioned copies of a module\n2. Names follow `docs/rules/naming.md`',
      ),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/rules.md:9: names docs/rules/naming.md, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('a folder gone takes its files with it', () => {
  it('one finding for the files of a folder that is gone; each file of a folder that is there is its own', async () => {
    const { findings } = await lint({
      'memory/exporter.md': topic(
        'exporter',
        'The exporter: `src/exporter/batch.ts` reads, `src/exporter/stream.ts` writes, `src/exporter/format.ts` formats; `src/export.ts` and `src/import.ts` are the entry points.',
      ),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/exporter.md:8: names src/exporter/batch.ts and 2 more paths under src/exporter/, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/exporter.md:8: names src/export.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/exporter.md:8: names src/import.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a file and its companions of one stem in one folder, all gone, are one finding', async () => {
    const { root, findings } = await lint({
      'src/net/Router.cpp': 'int route;\n',
      'memory/tunnel.md': topic(
        'tunnel',
        'The tunnel client is `src/net/TunnelClient.h` and `src/net/TunnelClient.cpp`; its styles in `src/net/TunnelClient.module.css`; the proxy is `src/net/Proxy.cpp`.',
      ),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/tunnel.md:8: names src/net/TunnelClient.h, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/tunnel.md:8: names src/net/Proxy.cpp, which does not exist under the root: the claim may have rotted already',
    ])
    // The hand-over's inferred checks are the same judgement.
    const stale = (await inferredOf(root, 'tunnel.md')).filter((check: { status: string }) => check.status === 'stale')
    expect(stale.map((check: { claim: string }) => check.claim)).toEqual([
      'src/net/TunnelClient.h',
      'src/net/Proxy.cpp',
    ])
  })
})

describe('the punctuation of Chinese and Japanese prose separates paths', () => {
  it('`、`, `（` and `／` end a path as a space does', async () => {
    const { findings } = await lint({
      'memory/wide.md': topic('wide', '同步逻辑（src/sync/route.ts、src/app.ts）和 CLAUDE.md／src/cli.ts 一起改'),
    })
    expect(findings).toEqual([
      '[fossil-missing] memory/wide.md:8: names src/sync/route.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('a signature written as code names its function', () => {
  it('`name(args, key=value)` is held to the file that defines `name`', async () => {
    const { findings } = await lint({
      'memory/signature.md': topic('signature', 'Rows go through `deriveBeforeClassify(rows, *, strict=True)` first.'),
    })
    expect(findings).toEqual([
      '[fossil] memory/signature.md:8: names `deriveBeforeClassify` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })
})

describe('names of code, however they are written', () => {
  it('a call written as code (`name()`) names its function, and a bare name of code in prose counts as code', async () => {
    const { root, findings } = await lint({
      'memory/call.md': topic('call', '- `deriveBeforeClassify()` dans app.ts'),
      'memory/bare.md': topic('bare', 'Flags are read in `src/app.ts` (USE_LEGACY).'),
    })
    expect(findings).toEqual([
      '[fossil] memory/bare.md:8: names `USE_LEGACY` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] memory/call.md:8: names `deriveBeforeClassify` (in src/app.ts), and has no verify block: give it a check (claimcheck suggest)',
    ])
    const proposed = await suggestions(root)
    expect(proposed).toContain('pattern: deriveBeforeClassify')
    expect(proposed).toContain('pattern: USE_LEGACY')
  })

  it('a name of code written in prose, not as code, is held only to a file the memory names', async () => {
    const { root } = await lint({
      'memory/prose.md': topic('prose', 'Export rows go through deriveBeforeClassify before they are written.'),
      'memory/named.md': topic('named', 'Rows go through deriveBeforeClassify first; the export lives in src/app.ts.'),
      'memory/code.md': topic('code', 'Export rows go through `deriveBeforeClassify` first.'),
    })
    const blocks = (await suggestions(root)).split(/^# /m)
    const blockOf = (file: string) => blocks.find((block) => block.includes(`--- memory/${file}\n`))
    expect(blockOf('prose.md')).toBeUndefined()
    expect(blockOf('named.md')).toContain('pattern: deriveBeforeClassify')
    expect(blockOf('code.md')).toContain('pattern: deriveBeforeClassify')
  })

  it('a capitalised word of prose is no name of the code: a large file is not grepped for it', async () => {
    const { root } = await lint({
      'memory/ci.md': topic('ci', 'The release job in `src/app.ts` adds the GitHub release notes.'),
      'src/app.ts': `export function deriveBeforeClassify() {}\n// GitHub release notes\n${'const x = 1\n'.repeat(3000)}`,
    })
    expect(await suggestions(root)).not.toContain('pattern: GitHub')
  })
})

describe('records of finished work and lists of what was removed', () => {
  it('what the app "had" is its past: no rot; what someone "had to" do still names the project\'s file', async () => {
    const { findings } = await lint({
      'src/ui/scanner.tsx': 'export const scanner = 1\n',
      'memory/scanners.md': topic(
        'scanners',
        'The app had two camera dialogs (`src/ui/scanner.tsx` and `src/ui/qr-dialog.tsx`); one is kept.\n\nWe had to patch `src/ui/torch.tsx` for iOS.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/scanners.md:10: names src/ui/torch.tsx, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a heading of work done on a date, or of change history, holds a record: no check, no rot; a dated heading alone, or a title saying its subject was done, does not', async () => {
    const { root, findings } = await lint({
      'memory/dated.md': topic(
        'dated',
        '## Completed work (2026-04-09)\n- `src/panel.js:120`: the filter runs first\n\n## 구현 진행 상황 (2026-04-02)\n### 완료\n- `src/ops.js`: 필터 추가\n\n## 작업\n### 변경 내역\n1. **`src/card.js`**: 카드 추가\n\n## Layout (as of 2026-04-09)\n- `src/grid.ts` holds the grid',
      ),
      'memory/title.md': topic(
        'title',
        '# Share links (done 2026-07-14)\n\n- `src/links.ts` builds them\n\n## Auth unification — deployed, done (2026-05-22)\n- `src/gate.ts` checks every call',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/dated.md:20: names src/grid.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/title.md:10: names src/links.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/title.md:13: names src/gate.ts, which does not exist under the root: the claim may have rotted already',
    ])
    expect(await suggestions(root)).not.toMatch(/panel\.js|ops\.js|card\.js/)
  })

  it('a line opening with a mark of history or a plan in brackets (`(history)`, `[old]`, `(planned)`) is that', async () => {
    const { findings } = await lint({
      'memory/marks.md': topic(
        'marks',
        '- (history) The site lived in `src/site/data.ts` as a separate app.\n- [old] Exports went through `src/exporter/run.ts`.\n- (planned) A queue in `src/queue/worker.ts`.\n- (core) Rows are read by `src/reader.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/marks.md:11: names src/reader.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a path marked as made or changed by the work (`(new)`, `(modified)`) is an entry of that change', async () => {
    const { findings } = await lint({
      'memory/feature.md': topic(
        'feature',
        '## Files\n- `src/utils/shareLink.ts` (new) — builds the link\n- `src/app.ts` (modified) — registers it\n- `src/utils/linkParse.ts` — parses it',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/feature.md:11: names src/utils/linkParse.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a rule against putting files in a folder, in Japanese or Chinese, names no folder the project must have', async () => {
    const { findings } = await lint({
      'memory/goldens.md': topic(
        'goldens',
        'モディファイアの評価結果を `src/goldens/` に固定してはならない。\n\n不要把生成的网格放进 `src/meshes/`。\n\n評価結果の解析は `src/checks/` にある。',
        { type: 'feedback' },
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/goldens.md:12: names src/checks, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a bare folder name on a line about a device or a cache is not held to a folder of that name deep in the project', async () => {
    const { root } = await lint({
      'memory/device.md': topic(
        'device',
        'On the phone the app cache held ~200 MB: staged books, the `search/` results cache and scratch files. Clearing it is safe.',
      ),
      'src/app/api/search/route.ts': 'export function GET() {}\n',
    })
    expect(await suggestions(root)).not.toContain('api/search')
  })
})

describe('words that are not said of the path beside them', () => {
  it('a section title quoted after a document (`X.md` → "Planned: …") is that document\'s words, not the memory\'s', async () => {
    const { findings } = await lint({
      'memory/pointers.md': topic(
        'pointers',
        'Full detail in `docs/DEV-LOG.md` → "Planned: a second image pass".\n\nThe patches are listed in `docs/SETUP.md` "Patches kept on our fork".\n\nSee `docs/FLOW.md` → "⚠️ ISSUE (2026-06-17)" → "✅ RESOLVED".\n\n`src/feed.ts` is "no longer used".',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/pointers.md:8: names docs/DEV-LOG.md, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/pointers.md:10: names docs/SETUP.md, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/pointers.md:12: names docs/FLOW.md, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('"in repo" before a file of this repository places it here; "in repo `name`" is another repository', async () => {
    const { findings } = await lint({
      'memory/layout.md': topic(
        'layout',
        'The layout is described in repo `docs/LAYOUT.md`.\n\nInvoices are built in repo `billing-api` by `src/invoice.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/layout.md:8: names docs/LAYOUT.md, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a past or plan word inside a code name (`old-boot.sh`, `todo-list.ts`) is part of the name, not said of the clause', async () => {
    const { findings } = await lint({
      'memory/boot.md': topic(
        'boot',
        '`scripts/old-boot.sh` starts the board.\n\nThe list view is `src/todo-list.ts`.\n\n`src/legacy.ts` is not used any more.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/boot.md:8: names scripts/old-boot.sh, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/boot.md:10: names src/todo-list.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })
  it('a heading is a line of its own: a removal word in the title of a change is not said of the file on the line under it', async () => {
    const { findings } = await lint({
      'memory/refactor.md': topic(
        'refactor',
        '## 改动清单\n\n### 1. 删除模拟回退\n`src/agents/mind.py`\n- 删了 `_fallback_think` 和两个辅助方法\n\n### 2. Replaced the batch cap with a stream\n`src/queue/drain.py`\n- drains in batches now',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/refactor.md:11: names src/agents/mind.py, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/refactor.md:15: names src/queue/drain.py, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('a naming style written as a file name is a pattern', () => {
  it('`src/stores/camelCase.js`, `PascalCase.vue`, `kebab-case.ts` in a naming rule name no file; a real path does', async () => {
    const { findings } = await lint({
      'memory/naming.md': topic(
        'naming',
        '| kind | file |\n|---|---|\n| store | `src/stores/camelCase.js` |\n| view | `src/views/PascalCase.vue` |\n| util | `src/utils/kebab-case.ts` |\n| hook | `src/hooks/useCamelCase.js` |\n| constant | `src/consts/SCREAMING_SNAKE_CASE.ts` |',
        { type: 'feedback' },
      ),
      'memory/stores.md': topic(
        'stores',
        'The traffic store is `src/stores/traffic.js`; `src/text/uppercase.ts` shouts.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/stores.md:8: names src/stores/traffic.js, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/stores.md:8: names src/text/uppercase.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('a commit hash is a git ref, not a name', () => {
  it('a short or full commit hash beside a script is never grepped in it nor offered as its content', async () => {
    const { root } = await lint({
      'memory/deploy.md': topic(
        'deploy',
        'The deploy script `scripts/deploy.sh` pins `c791dde` and then `3f2a9b41e07c` before it syncs.',
      ),
    })
    expect(await suggestions(root)).not.toMatch(/c791dde|3f2a9b41e07c/)
    const inferred = await inferredOf(root, 'deploy.md')
    expect(inferred.map((check: { claim: string }) => check.claim)).toEqual(['scripts/deploy.sh'])
  })
})

describe('records of what a change removed, in every way memory writes them', () => {
  it('a removal word ending in a letter outside ASCII counts (`ĐÃ XOÁ`), as do removal labels in Vietnamese', async () => {
    const { findings } = await lint({
      'memory/course.md': topic(
        'course',
        'Chạy cả khoá: `scripts/course_all.sql`, triển khai bằng `scripts/deploy.sh` và `src/app.ts`.\n\n`db/v1_layout.sql` (bản 5 chương cũ) ĐÃ XOÁ.\n\n**ĐÃ GỠ BỎ HOÀN TOÀN (2026-06-29):** 2 file SQL `db/cohort_setup.sql` + `db/cohort_seed.sql`. KHÔNG dùng nữa.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/course.md:8: names scripts/course_all.sql, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a line saying what a change removed leads its lists, under their labels, up to the next paragraph', async () => {
    const { findings } = await lint({
      'memory/sprint.md': topic(
        'sprint',
        'Task 4 removed the following slow tests and scripts:\n\n1. `tests/test_slow_loop.py` — emptied entirely.\n\n**Scripts updated:**\n- `scripts/bench_scan.py` — now times the scan\n\n**Converted:**\n- `tests/test_plots.py`: calls the module functions\n\nThe runner lives in `src/runner.py`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/sprint.md:18: names src/runner.py, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('what a new part is said to replace, in Chinese (`替代原来的 x`), is the old part', async () => {
    const { findings } = await lint({
      'memory/recorder.md': topic(
        'recorder',
        '2026-07-17 实现，替代原来的 `src/ui/modal.ts`（全屏模态框）。\n\n入口在 `src/ui/floating.ts`。',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/recorder.md:10: names src/ui/floating.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('what a memory proposes, in the languages it is written in', () => {
  it('a proposed fix in Russian (`Предложенное решение`) or Japanese (`提案`) is a plan: no check, no rot', async () => {
    const { root, findings } = await lint({
      'scripts/keep-soul.sh': '#!/bin/sh\n',
      'memory/soul.md': topic(
        'soul',
        'SOUL.md теряется при перезапуске; деплой идёт через `scripts/deploy.sh`.\n\nПредложенное решение: `scripts/keep-soul.sh` — скрипт для сохранения SOUL.md.\n\n提案: `scripts/pin-soul.sh` で固定する。',
      ),
    })
    expect(missing(findings)).toEqual([])
    expect(await suggestions(root)).not.toMatch(/keep-soul|pin-soul/)
  })
})

describe('a name written as a folder', () => {
  it('a name written as a folder (`output/`) is not held to a file of that stem', async () => {
    const { root } = await lint({
      'src/ink/output.ts': 'export function render() {}\n',
      'src/bootstrap/state.ts': 'export const state = {}\n',
      'memory/conventions.md': topic(
        'conventions',
        'Folder layout:\n\n```\nagents/           → one file per agent\noutput/           → generated results\nstate/            → persistent agent state\n```\n\nEvery agent writes to `output/<agent>/` and its state to `state/`.',
      ),
    })
    expect(await suggestions(root)).not.toMatch(/output\.ts|state\.ts/)
  })
})

describe('what a slice record says it touched, needed or fills in', () => {
  it('a template placeholder (`{{client_name}}`) is not held to a file the memory does not name', async () => {
    const { root } = await lint({
      'src/services/pdf.ts':
        'export function notice(data) {\n  return {\n    client_name: data.name,\n    today_date: new Date(),\n  }\n}\n',
      'memory/documents.md': topic(
        'documents',
        'Document templates carry variables the system fills in:\n  - `{{client_name}}`, `{{today_date}}`\n\nThe same key, `client_name`, is what the notice builder fills.',
      ),
    })
    const proposed = await suggestions(root)
    // The plain name is still the project's; the placeholders add no claim of their own.
    expect(proposed).toMatch(/target: src\/services\/pdf\.ts\n\+?\s+pattern: client_name/)
    expect(proposed).not.toMatch(/today_date/)
  })

  it('the known requirements of a later slice are a plan: no check of the files it will add, no rot', async () => {
    const { root, findings } = await lint({
      'assets/js/research-graph.js': 'export function draw() {}\n',
      'memory/slice.md': topic(
        'slice',
        'Slice 1 shipped the index pages.\n\n**Slice 2 (graph) — known requirements**:\n- New `assets/js/research-graph.js` for the graph view.\n- New `layouts/partials/research/graph-data.html` (build-time JSON).',
      ),
    })
    expect(missing(findings)).toEqual([])
    expect(await suggestions(root)).not.toMatch(/research-graph|graph-data/)
  })

  it('an item labelled `Files touched:` is the record of a change: a file it lists that is gone now is no rot', async () => {
    const { findings } = await lint({
      'layouts/about/single.html': '<main></main>\n',
      'memory/about-slice.md': topic(
        'about-slice',
        'The about page shipped.\n\n**Pointers:**\n- Merge commit: `4f2df6d`\n- Files touched: `layouts/about/single.html` (new, ~80 lines), `assets/icons/monogram.svg` (new, 14 lines)\n- The page layout is `layouts/about/list.html`, built by `src/app.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/about-slice.md:13: names layouts/about/list.html, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('how far a Why story runs', () => {
  it('a Why story is its paragraph and its lists: a paragraph after a blank line is the memory again', async () => {
    const { findings } = await lint({
      'memory/tools.md': topic(
        'tools',
        'The engine has two tools, deployed by `scripts/deploy.sh` from `builds/scripts/compilePacks.mjs`.\n\n**Why 2 (not 3):**\n- 3 tools made the agent write `lib/old/render.ts` output three times.\n\n`scripts/classify.sh` still exists as an orphaned helper; `src/app.ts` runs the loop.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/tools.md:13: names scripts/classify.sh, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a Why label alone leads the paragraph after it, which is still the story', async () => {
    const { findings } = await lint({
      'memory/story.md': topic(
        'story',
        'Builds run through `src/app.ts`.\n\n**Why:**\n\nThe old `scripts/legacy-build.sh` broke on every upgrade.',
      ),
    })
    expect(missing(findings)).toEqual([])
  })
})

describe('wiki links', () => {
  it('a wiki link to a path of the project (`[[scripts/]]`) is read as that path; one to another memory is not', async () => {
    const { findings } = await lint({
      'memory/pipeline.md': topic(
        'pipeline',
        'Deploy helpers in [[scripts/]]: `deploy.sh`, `rollback.sh`. The build is [[builds/scripts/compilePacks.mjs]], and [[scripts/publish.sh]] pushes it.\n\nSee [[release-notes]] for the story.',
      ),
    })
    // A bare name beside a folder is never rot on its own (`rollback.sh` may be anywhere); a linked path is.
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/pipeline.md:8: names scripts/publish.sh, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('examples and fixes in other words', () => {
  it('an example after a bare "ex." (`(ex. \\`[searchChunks]\\`)`) illustrates a rule and is not its claim', async () => {
    const { root } = await lint({
      'lib/rag/search.ts': 'export function searchChunks() {}\n',
      'memory/logging.md': topic(
        'logging',
        'Log every function of `lib/` on entry and on each error branch.\n\n**How to apply:** Use `console.error` with a prefix naming the function (ex. `[searchChunks]`, `[/api/rag/chat]`).',
        { type: 'feedback' },
      ),
    })
    expect(await suggestions(root)).not.toMatch(/searchChunks/)
  })

  it('a probable fix is a plan: the names and files it would touch get no check and no rot', async () => {
    const { root, findings } = await lint({
      'src/labs/manifest.ts': 'export type ChapterId = string\n',
      'memory/nav-label.md': topic(
        'nav-label',
        'The top bar shows every lab as an appendix (`src/app.ts` renders it).\n\n- The probable fix is to read `ChapterId` from `src/labs/manifest.ts` in `src/nav/top-bar.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([])
    expect(await suggestions(root)).not.toMatch(/ChapterId|manifest\.ts|top-bar/)
  })
})

describe('recommendations', () => {
  it('a recommendation to create or move a file ("Recommend creating `x`", "recommend both docs move to `y/`") is a plan: no check, no rot; a recommended command still names its script', async () => {
    const { root, findings } = await lint({
      'src/styles/eyebrow.module.css': '.eyebrow { letter-spacing: 0.1em; }\n',
      'memory/eyebrow-review.md': topic(
        'eyebrow-review',
        'Labels above headings drift in spacing across pages.\n\n- Recommend creating `src/styles/eyebrow.module.css` for one shared eyebrow style.\n- Recommend both review notes move to `docs/archive/` once merged.\n- Recommend `bash scripts/deploy.sh` after each style change; the header is rendered by `src/app.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).not.toMatch(/eyebrow\.module|docs\/archive/)
    expect(proposed).toContain('target: scripts/deploy.sh')
  })
})

describe('where code is to go', () => {
  it('the place a fix says to extract or move code to ("Extraer a `x`", "Mover a `y`", "extract it into `z`") is a file to come: no rot, no stale finding', async () => {
    const { root, findings } = await lint({
      'src/pages/Register.tsx': 'const bufferRef = useRef("")\n',
      'src/pages/Suspend.tsx': 'const bufferRef = useRef("")\n',
      'memory/duplicados.md': topic(
        'duplicados',
        '## Escáner duplicado\n\nEl mismo bloque está copiado en `src/pages/Register.tsx` y `src/pages/Suspend.tsx`.\n\n**Corrección:** Extraer a `src/hooks/useScanner.ts`.\n\n**Corrección:** Mover a `src/utils/labels.ts` (o `src/constants/userTypes.ts`).\n\nThe report helper should be extracted into `src/utils/pdfReport.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([])
    const stale = (await inferredOf(root, 'memory/duplicados.md')).filter(
      (check: { status: string }) => check.status === 'stale',
    )
    expect(stale).toEqual([])
  })
})

describe('release records', () => {
  it('a section headed by a release (`## v0.24.0 (2026-06-09)`) records what that release changed: its paths are no rot', async () => {
    const { findings } = await lint({
      'memory/releases.md': topic(
        'releases',
        'The launcher is `src/app.ts`.\n\n## v0.24.0 (2026-06-09)\n\n- `scripts/portability.sh` gained a section on shared skills.\n\n## Now\n\n- The hook lives in `src/hooks/context_warning.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/releases.md:16: names src/hooks/context_warning.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a description that opens with a dated release makes the memory that release record; a section numbered `2.1.1` is not one', async () => {
    const { findings } = await lint({
      'memory/v037.md': topic('v037', '- `scripts/anti_fabrication.sh` holds the five red lines.', {
        description: 'v0.37.0: the four-layer framework landed (2026-06-30)',
      }),
      'memory/setup.md': topic('setup', '### 2.1.1 Setup\n\nThe installer is `scripts/install.sh`.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/setup.md:10: names scripts/install.sh, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('names with slashes that are not one path', () => {
  it('a class written under its folder (`src/core/auth/AuthService`) is found in the file named for it in another case', async () => {
    const { findings } = await lint({
      'src/core/auth/auth.service.ts': 'export class AuthService {}\n',
      'memory/iteration.md': topic(
        'iteration',
        'Routes are guarded by `src/core/auth/AuthService`.\n\nTokens are refreshed by `src/core/auth/RefreshQueue`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/iteration.md:10: names src/core/auth/RefreshQueue, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('sibling folders written as one list (`basic/original/radar`) are no path; a folder that went under one of them is', async () => {
    const { findings } = await lint({
      'drone/basic/main.py': 'def mission(): pass\n',
      'drone/original/main.py': 'def mission(): pass\n',
      'drone/radar/main.py': 'def mission(): pass\n',
      'memory/mount.md': topic(
        'mount',
        'The camera angle fix went into all three versions, `basic/original/radar`.\n\nTuning lives in `drone/basic/pid_tuning`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/mount.md:10: names drone/basic/pid_tuning, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('words that place a path elsewhere only as nouns', () => {
  it('"share" and "exports" as verbs place nothing elsewhere: a gone folder is reported once, for the names beside it too', async () => {
    const { findings } = await lint({
      'memory/widgets.md': topic(
        'widgets',
        'Per-widget helpers in [[src/widgets/]]: `chips.ts`, `stepper.ts`, `table.ts`. All share `WIDGET_BASE`.\n\n`src/render/frame.ts` exports `drawFrame`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/widgets.md:8: names src/widgets, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/widgets.md:10: names src/render/frame.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('"mount" as a component\'s (`on mount`, `at mount sites`) places nothing elsewhere; a volume mounted at a path does', async () => {
    const { findings } = await lint({
      'memory/seats.md': topic(
        'seats',
        '`src/useSeats.ts` loads the seats on mount, and `src/useRows.ts` at its mount sites.\n\nThe volume is mounted at `data/cache/seats.db`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/seats.md:8: names src/useSeats.ts, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/seats.md:8: names src/useRows.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a network share or the exports folder still places a path outside the project', async () => {
    const { findings } = await lint({
      'memory/backups.md': topic(
        'backups',
        'Nightly dumps are copied to `backups/nightly.tar` on the network share.\n\nThe exports land in `reports/weekly.csv`.',
      ),
    })
    expect(missing(findings)).toEqual([])
  })
})

describe('git refs beside another repository', () => {
  it('a memory that names a separate repo and git refs (`origin/main`) is still about this project when its paths are here', async () => {
    const { findings } = await lint({
      'memory/flow.md': topic(
        'flow',
        'The deploy scripts live in a separate repo.\n\nRebase on `origin/main` and `feature/new-ui` before merging.\n\nThe schema is in `docs/guide.md`.',
      ),
    })
    expect(findings).toEqual([
      '[fossil] memory/flow.md:12: names docs/guide.md, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })
})

describe('a web route is no place on a machine', () => {
  it('a line naming a route (`/api/chat`) still speaks of the project: its gone file is reported; `/opt/app/` still places a line elsewhere', async () => {
    const { findings } = await lint({
      'memory/chat.md': topic(
        'chat',
        '`POST /api/chat` streams the reply from `web/api/chat/route.ts`, fed by `web/mb.py`.\n\nOn the box the worker reads `/opt/app/queue.yml` beside `web/worker/queue.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/chat.md:8: names web/api/chat/route.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('after the forty-eighth reading', () => {
  it("a folder's own `.gitignore` leaves its local files out: `web/.env.local` is not called missing", async () => {
    const { findings } = await lint({
      'web/.gitignore': '# local settings\n.env*\n',
      'web/mb.py': 'def get_release(mbid):\n    return None\n',
      'memory/proxy.md': topic('proxy', 'The dev proxy reads its cookie from `web/.env.local`; see `web/mb.py`.'),
    })
    expect(missing(findings)).toEqual([])
  })

  it("a path whose folder's case the memory misremembered (`Web/mb.py` for `web/mb.py`) is that file: no rot, and the check names the real path", async () => {
    const { root, findings } = await lint({
      'memory/case.md': topic('case', 'Releases are looked up in `Web/mb.py`.'),
    })
    expect(missing(findings)).toEqual([])
    expect(await suggestions(root)).toContain('target: web/mb.py')
  })

  it('a file name whose case differs (`web/MB.py` for `web/mb.py`) was renamed: still rot', async () => {
    const { findings } = await lint({
      'memory/case.md': topic('case', 'Releases are looked up in `web/MB.py`.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/case.md:8: names web/MB.py, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a folder named `X` stands in for any name (`Modules/X/Http/Controllers`): never missing', async () => {
    const { findings } = await lint({
      'Modules/Essentials/module.json': '{ "name": "Essentials" }\n',
      'memory/modules.md': topic('modules', 'Each module keeps its controllers in `Modules/X/Http/Controllers`.'),
    })
    expect(missing(findings)).toEqual([])
  })

  it('a name listed beside a file with `+` (`` `src/events.ts` + `deriveBeforeClassify` ``) is not placed in that file', async () => {
    const root = layout({
      ...PROJECT,
      'src/events.ts': 'export const saved = 1\n',
      'memory/read.md': topic('read', '| To listen to an event | `src/events.ts` + `deriveBeforeClassify` |'),
    })
    const inferred = await inferredOf(root, 'read.md')
    expect(inferred.map((check: { claim: string }) => check.claim)).toEqual(['src/events.ts'])
  })
})

describe('after the forty-ninth reading', () => {
  it('a list entry naming several files, then what became of them after a dash (`` `a.ts` + `a.test.ts` — DELETED ``), is their story: no rot', async () => {
    const { findings } = await lint({
      'memory/scope.md': topic(
        'scope',
        'Scope as of 2026-06-24:\n\n- **`src/model/zones.ts` + `zones.test.ts` — DELETED 2026-06-24.** Was dead code; removed for scope.\n- `src/app.ts` — the entry point.',
      ),
    })
    expect(missing(findings)).toEqual([])
  })

  it('a list entry naming several files then "probably legacy" after its dash keeps them the project\'s: they are checked', async () => {
    const { root } = await lint({
      'memory/pages.md': topic(
        'pages',
        '## Pages\n\n- `scripts/batch.sh`, `web/mb.py` — probably legacy of an older architecture',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('target: scripts/batch.sh')
    expect(proposed).toContain('target: web/mb.py')
  })

  it('a dump packing the whole repository into one file is no evidence: the name is placed in its source file', async () => {
    const { root } = await lint({
      'packed-output.xml':
        'This file is a merged representation of the entire codebase, combined into a single document.\n<file path="src/globe.js">\nconst arcColorScale = 1\n</file>\n',
      'src/globe.js': 'export const arcColorScale = 1\n',
      'memory/globe.md': topic('globe', 'Arcs are tinted by `arcColorScale`.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('packed-output.xml')
    expect(proposed).toContain('target: src/globe.js')
  })
})

describe('a recommended structure', () => {
  it('the files under a numbered heading of a recommended structure (`## 9. RECOMMENDED NEW PROJECT STRUCTURE`) are proposed: no rot', async () => {
    const { findings } = await lint({
      'memory/warehouse.md': topic(
        'warehouse',
        '## 1. CURRENT ARCHITECTURE OVERVIEW\n\nReviews land in `src/app.ts`.\n\n## 9. RECOMMENDED NEW PROJECT STRUCTURE\n\n- `src/models/intermediate/int_enrichment.sql`\n- `src/models/marts/_fct_models.yml`\n',
      ),
    })
    expect(missing(findings)).toEqual([])
  })
})

describe('Japanese written onto a path', () => {
  it('the sentence written onto the start of a path (`まずdocs/guide.mdを参照`) is not part of it: the file is found', async () => {
    const { findings } = await lint({
      'memory/design.md': topic(
        'design',
        '**How to apply:** 設計相談時はまずdocs/guide.mdを参照し、矛盾がないか確認する。',
      ),
    })
    expect(missing(findings)).toEqual([])
    expect(findings).toEqual([
      '[fossil] memory/design.md:8: names docs/guide.md, and has no verify block: give it a check (claimcheck suggest)',
    ])
  })
})

describe('an old thing said to stay', () => {
  it('an old thing said to stay ("Original `web/console/` (old look at `/legacy`) stays as reference") is not gone: its other mentions stay held', async () => {
    const { root, findings } = await lint({
      'memory/console.md': topic(
        'console',
        'The **Console** app lives in `web/console/` (port 5173).\n\nA rebuilt `web/console-v2/` is canonical now. Original `web/console/` (old look at `/legacy`) stays as reference until v2 reaches parity.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/console.md:8: names web/console, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/console.md:10: names web/console-v2, which does not exist under the root: the claim may have rotted already',
    ])
    const inferred = await inferredOf(root, 'console.md')
    expect(
      inferred
        .filter((check: { status: string }) => check.status === 'stale')
        .map((check: { reason: string }) => check.reason),
    ).toEqual([
      'names web/console, which no longer exists under the project',
      'names web/console-v2, which no longer exists under the project',
    ])
  })

  it('a folder the memory says was removed stays its story: no finding', async () => {
    const { findings } = await lint({
      'memory/console.md': topic(
        'console',
        'The **Console** app lives in `web/console/` (port 5173).\n\nThe old `web/console/` was removed; `web/console-v2/` replaced it.',
      ),
    })
    expect(missing(findings).filter((line) => /names web\/console,/.test(line))).toEqual([])
  })
})

describe('a label pointing at a document', () => {
  it('`**Plan:** \\`docs/plans/x.md\\`` names the plan document, which the project holds now; the steps under the label are the plan', async () => {
    const { findings } = await lint({
      'memory/checkout.md': topic(
        'checkout',
        'The checkout flow is being rebuilt.\n\n**Plan:** `docs/plans/checkout.md`\n- Add `src/checkout/cart.ts` for the basket.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/checkout.md:10: names docs/plans/checkout.md, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('a plan as a noun, in Chinese', () => {
  it('`实现计划 \\`x.md\\`` names the plan document, which is reported when gone; `计划新增 \\`y\\`` is still a plan', async () => {
    const { findings } = await lint({
      'memory/stage2.md': topic(
        'stage2',
        '阶段2全部完成：设计文档`docs/specs/stage2-design.md`，实现计划`docs/plans/stage2.md`。\n\n下一阶段计划新增`src/landing/vision.ts`。',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/stage2.md:8: names docs/specs/stage2-design.md, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/stage2.md:8: names docs/plans/stage2.md, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('a memory dir inside one project of several', () => {
  it("a script a memory in `server/memory` runs is held to `server/package.json`, not to another project's of the same name", async () => {
    const root = layout({
      ...PROJECT,
      'frontend/package.json': '{ "scripts": { "gate:scaffold": "node gates/front.mjs" } }\n',
      'server/package.json': '{ "scripts": { "gate:scaffold": "node gates/scaffold.mjs" } }\n',
      'server/memory/qa-gates.md': topic(
        'qa-gates',
        'Before a backend change is handed to QA, run `npm run gate:scaffold` from the server folder.',
      ),
    })
    const { stdout } = await cli(['suggest', 'server/memory'], { cwd: root })
    expect(stdout).toMatch(/target: server\/package\.json/)
    expect(stdout).not.toMatch(/target: frontend\/package\.json/)
  })
})

describe('before and after', () => {
  it('what a label or heading of only "Before" gives (`**Antes**:`, `### Before`) is the state a change left: no rot; what "Now" gives is', async () => {
    const { findings } = await lint({
      'src/auth/models/user.py': 'class User: pass\n',
      'memory/models.md': topic(
        'models',
        '**Antes**: `src/auth/models.py` (one file of 325 lines)\n**Ahora**: `src/auth/models/` (a package)\n\n### Before\n\n- Routes lived in `src/routes.py`.\n\n### Now\n\n- Routes live in `src/api/endpoints.py`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/models.md:17: names src/api/endpoints.py, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('copies in a folder of templates', () => {
  it('a bare file name found only under `templates/` is a copy, not the file the memory means: no check on it, no rot', async () => {
    const { root, findings } = await lint({
      'templates/scaffold/application-tracker.md': '| Company | Status |\n',
      'memory/tracking.md': topic(
        'tracking',
        'Every application goes into `application-tracker.md`, with a Status Detail column.',
      ),
    })
    expect(missing(findings)).toEqual([])
    expect(await suggestions(root)).not.toMatch(/templates\/scaffold/)
  })
})

describe('a memory named a log of sessions', () => {
  it('a session log (`agent-log`) is history: no check from its rows; an audit log or a progress log to resume from is not', async () => {
    const row = '| `DEFACED0` | 2026-04-25 | `deriveBeforeClassify` in `src/app.ts` drives the loop |'
    const { root } = await lint({
      'memory/agent-log.md': `# agent registry\n\n| id | ended | notes |\n|---|---|---|\n${row}\n`,
      'memory/project_audit_log.md': topic(
        'project_audit_log',
        `The audit log is written by \`deriveBeforeClassify\` in \`src/app.ts\`.`,
      ),
      'memory/progress-log.md': topic(
        'Session Resume Log',
        'Resume from here: the batch runner is `scripts/batch.sh`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toMatch(/memory\/agent-log\.md/)
    expect(proposed).toMatch(/memory\/project_audit_log\.md/)
    expect(proposed).toMatch(/memory\/progress-log\.md/)
  })
})

describe('what a clause places where', () => {
  it('a memory whose description places it in another checkout holds nothing here, even where the two share file names', async () => {
    const { root, findings } = await lint({
      'memory/fork.md': topic(
        'fork',
        '`~/harbor` started from this app. Its `web/` serves `src/app.ts` and `scripts/batch.sh`; `server.mjs` relays the rooms.',
        { description: 'harbor, a standalone fork of this app at ~/harbor; its push is blocked' },
      ),
    })
    expect(missing(findings)).toEqual([])
    expect(await suggestions(root)).not.toMatch(/memory\/fork\.md/)
    expect(await inferredOf(root, 'fork.md')).toEqual([])
  })

  it('a setting whose value is a file (`globalSetup`: `./e2e/global-setup.ts`) is not a name grepped in that file', async () => {
    const { root } = await lint({
      'playwright.config.ts': "export default { globalSetup: './e2e/global-setup.ts', testDir: './e2e' }\n",
      'e2e/global-setup.ts': 'export default async function globalSetup() {}\n',
      'memory/e2e.md': topic('e2e', 'Playwright settings:\n\n- `globalSetup`: `./e2e/global-setup.ts`\n'),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toMatch(/pattern: globalSetup/)
    const inferred = await inferredOf(root, 'e2e.md')
    expect(inferred.map((check: { claim: string }) => check.claim)).toEqual(['e2e/global-setup.ts'])
  })

  it("a package's feature (`` `tokio` feature ``) is not the dependency of that name", async () => {
    const { root } = await lint({
      'Cargo.toml':
        '[dependencies]\ntokio = { version = "1" }\nhickory-resolver = { version = "0.25", features = ["tokio"] }\n',
      'memory/dns.md': topic('dns', 'The resolver (0.25) builds with the `system-config`+`tokio` feature.'),
    })
    expect(await suggestions(root)).not.toMatch(/tokio/)
  })

  it('a lock file every project has is no check: the claim is what it pins', async () => {
    const { root } = await lint({
      'memory/deps.md': topic(
        'deps',
        'Versions are pinned by `pnpm-lock.yaml`, and the zod schema lives in `src/app.ts`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('target: src/app.ts')
    expect(proposed).not.toContain('pnpm-lock.yaml')
  })

  it('in Chinese, a sentence ends at 。: a negation in one sentence is not said of the next', async () => {
    const { findings } = await lint({
      'memory/deploy.md': topic('deploy', '不要修改 `src/app.ts`。部署脚本是 `scripts/publish.sh`。'),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names scripts/publish.sh, which does not exist under the root'),
    ])
  })

  it('in Chinese, what follows "，不是" or "旧的" is set against the claim: the old keys are not held', async () => {
    const { root } = await lint({
      'deploy/.env.dev': 'REDIS_HOST=redis\nREDIS_PORT=6379\n',
      'src/config.go': 'addr := os.Getenv("REDIS_ADDR")\n',
      'memory/redis.md': topic(
        'redis',
        '`src/config.go` 读取的是 `REDIS_ADDR`，不是分开的 `REDIS_HOST` + `REDIS_PORT`。旧的 `deploy/.env.dev` 用了 `REDIS_HOST`。',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('pattern: REDIS_ADDR')
    expect(proposed).not.toMatch(/REDIS_HOST|REDIS_PORT|deploy\/\.env\.dev/)
  })

  it("under a plan's heading, a stage marked done lists the project as it is: its gone file is rot, a pending stage's files are not", async () => {
    const { root, findings } = await lint({
      'src/engine.ts': 'export function combine() {}\n',
      'memory/progress.md': topic(
        'progress',
        [
          '## Upgrade plan progress',
          '',
          '**Stage 1: Engine** - ✅ COMPLETE',
          '- Engine in `src/engine.ts`',
          '- Checker: `src/qa/validator.ts`',
          '',
          '**Stage 2: Feeds** - ⏳ PENDING',
          '- Need: `src/feeds/yahoo.ts`, `src/feeds/index.ts`',
        ].join('\n'),
      ),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names src/qa/validator.ts, which does not exist under the root'),
    ])
    const stale = (await inferredOf(root, 'progress.md')).filter(
      (check: { status: string }) => check.status === 'stale',
    )
    expect(stale.map((check: { claim: string }) => check.claim)).toEqual(['src/qa/validator.ts'])
  })

  it('in Chinese, a heading of history that names the history first (`历史更新`) is history: its files are no rot', async () => {
    const { findings } = await lint({
      'tools/run.py': 'print(1)\n',
      'memory/tools.md': topic('tools', '导入脚本是 `tools/load.py`。\n\n## 历史更新\n\n- 加了 `tools/clean.py`\n'),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names tools/load.py, which does not exist under the root'),
    ])
  })

  it('a name written as code that two files define is held in the one the memory names; named in neither, it gets no check', async () => {
    const files = {
      'chords.py': 'def _respell_pitches(score):\n    return score\n',
      'by_part.py': 'def _respell_pitches(score):\n    return score\n',
      'sections.py': 'def split():\n    pass\n',
    }
    const named = await lint({
      ...files,
      'memory/gotchas.md': topic(
        'gotchas',
        'Tried `chords.py` on real files.\n\n- `_respell_pitches()` fixes the spelling after import.',
      ),
    })
    expect(await suggestions(named.root)).toMatch(/target: chords\.py\n\+\s+pattern: _respell_pitches\n/)
    const unnamed = await lint({
      ...files,
      'memory/gotchas.md': topic(
        'gotchas',
        'Tried `sections.py` on real files.\n\n- `_respell_pitches()` fixes the spelling after import.',
      ),
    })
    expect(await suggestions(unnamed.root)).not.toMatch(/_respell_pitches/)
  })

  it('a name two files the memory names both define is held in the one the clause names (`seatStore.loadAll()` / `loadSeats()`); by neither, in the first the memory names', async () => {
    const seats = (calls: string) =>
      lint({
        'lib/seatStore.ts': 'export function loadSeats() {\n  return cache.loadSeats()\n}\n',
        'lib/cache.ts': 'export async function loadSeats() {\n  return []\n}\n',
        'memory/seats.md': topic(
          'seats',
          `- \`lib/cache.ts\` keeps seats in IndexedDB\n- \`lib/seatStore.ts\` picks the server or the cache\n\nPages call ${calls} on mount.`,
        ),
      })
    const said = await seats('`seatStore.loadAll()` / `loadSeats()`')
    expect(await suggestions(said.root)).toMatch(/target: lib\/seatStore\.ts\n\+\s+pattern: loadSeats\n/)
    const unsaid = await seats('`loadAll()` / `loadSeats()`')
    expect(await suggestions(unsaid.root)).toMatch(/target: lib\/cache\.ts\n\+\s+pattern: loadSeats\n/)
  })

  it.each([
    ['a key of a type', 'src/types/api.ts', 'export interface Stats {\n  in_review: number\n}\n', 'in_review'],
    [
      'a local set in a function',
      'src/llm/stream.ts',
      'export function read() {\n  const chunkKind = next()\n}\n',
      'chunkKind',
    ],
    [
      'a list set inside a method',
      'channels/widget.py',
      'class Widget:\n    def load(self):\n        nightly_sync = []\n',
      'nightly_sync',
    ],
    [
      'a local of a type-cased name, set inside a method',
      'Source/Login/LoginWidget.cpp',
      'void ULoginWidget::Submit()\n{\n    USeatHub* SeatHub = Instance->GetSeatHub();\n    if (!SeatHub)\n    {\n        SeatHub = NewObject<USeatHub>();\n    }\n}\n',
      'SeatHub',
    ],
    [
      'a table altered, not created',
      'app/core/db.py',
      'SQL = "ALTER TABLE seat_holds ADD COLUMN note"\n',
      'seat_holds',
    ],
  ])('a name the memory places nowhere is not held to a file where it is %s', async (_shape, file, text, name) => {
    const { root } = await lint({
      [file]: text,
      'memory/flow.md': topic('flow', `The \`${name}\` step runs each night.`),
    })
    expect(await suggestions(root)).not.toContain(`pattern: ${name}`)
  })

  it('a name declared where a reader looks for it is held there: a function, a constant inside a class, a table created, a key the text calls a field, a property of a class', async () => {
    const { root } = await lint({
      'src/jobs/sync.ts': 'export function runNightlySync() {}\n',
      'src/api/dto.ts': 'export interface Hold {\n  seat_note: string\n}\n',
      'memory/dto.md': topic('dto', 'Each hold carries a `seat_note` field for the box office.'),
      'src/config/limits.py': 'class Limits:\n    MAX_SEAT_HOLDS = 4\n',
      'db/schema.sql': 'CREATE TABLE seat_holds (id int);\n',
      'src/Models/Ticket.cs': 'public class Ticket\n{\n    public string SeatLabel { get; set; }\n}\n',
      'memory/tickets.md': topic('tickets', 'Every ticket prints its `SeatLabel` under the barcode.'),
      'memory/flow.md': topic(
        'flow',
        'The `runNightlySync` job caps holds at `MAX_SEAT_HOLDS`; holds live in the `seat_holds` table.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/jobs\/sync\.ts\n\+\s+pattern: runNightlySync\n/)
    expect(proposed).toMatch(/target: src\/config\/limits\.py\n\+\s+pattern: MAX_SEAT_HOLDS/)
    expect(proposed).toMatch(/target: db\/schema\.sql\n\+\s+pattern: seat_holds/)
    expect(proposed).toMatch(/target: src\/api\/dto\.ts\n\+\s+pattern: seat_note/)
    expect(proposed).toMatch(/target: src\/Models\/Ticket\.cs\n\+\s+pattern: SeatLabel/)
  })

  it('a table is held in the migration that creates it, its name quoted or schema-qualified, not in a later one that alters it', async () => {
    const { root } = await lint({
      'db/migrations/20260806_add_holds/migration.sql':
        'CREATE TABLE "seat_holds" (\n  "id" TEXT NOT NULL\n);\nALTER TABLE "seat_holds" ENABLE ROW LEVEL SECURITY;\n',
      'db/migrations/20260818_drift_cleanup/migration.sql':
        'ALTER TABLE seat_holds    ALTER COLUMN note DROP DEFAULT;\n',
      'db/migrations/20260901_jobs/migration.sql': 'CREATE TABLE IF NOT EXISTS "public"."box_jobs" (id int);\n',
      'db/migrations/20260902_jobs_index/migration.sql': 'ALTER TABLE public.box_jobs ADD COLUMN note text;\n',
      'memory/holds.md': topic('holds', 'Holds live in the `seat_holds` table; the queue in `box_jobs`.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: db\/migrations\/20260806_add_holds\/migration\.sql\n\+\s+pattern: seat_holds/)
    expect(proposed).toMatch(/target: db\/migrations\/20260901_jobs\/migration\.sql\n\+\s+pattern: box_jobs/)
    expect(proposed).not.toContain('drift_cleanup')
    expect(proposed).not.toContain('jobs_index')
  })

  it('a name a Portuguese, Spanish or German clause says is absent or not needed is an aside beside that word; the other names of the clause still count', async () => {
    const { root } = await lint({
      'src/actions/plan.ts':
        'export function regenerarPlano(horasPorSemana: number) {}\nexport function gerarPlano(horasPorSemana: number) {}\n',
      'docs/arquitetura.ts': 'export const contaRef = 1\n',
      'packages/kit/package.json': '{ "name": "kit", "devDependencies": { "@acme/testkit": "1.0.0" } }\n',
      'memory/plano.md': topic(
        'plano',
        '- `src/actions/plan.ts` — `regenerarPlano()` adicionado (lê a meta do banco, não precisa de `horasPorSemana`)\n' +
          '- `docs/arquitetura.ts` descreve outro schema (sem `contaRef`, bucket distinto)\n' +
          '- Os testes do kit falham: `@acme/testkit` ausente em example-agent\n' +
          '- `src/actions/plan.ts` enthält `gerarPlano` ohne `horasPorSemana`-Prüfung',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/actions\/plan\.ts\n\+\s+pattern: regenerarPlano\n/)
    expect(proposed).toMatch(/pattern: gerarPlano\n/)
    expect(proposed).not.toMatch(/horasPorSemana|contaRef|testkit/)
  })

  it('a file named `x` and a `path/to/` in an example are placeholders, and the folder a memory calls the repository root is the project itself: none is rot', async () => {
    const { findings } = await lint({
      'apps/api/src/index.ts': 'export {}\n',
      'memory/patterns.md': topic(
        'patterns',
        '- Root: `seatmap/` (git repo root)\n\n## API service pattern (`apps/api/src/services/x.ts`)\n\nEach service exports one router.\n\n' +
          'Run one file: `./run.sh test --fast tests/Unit/Path/To/SeatTest.php`.\n\nSeats are served by `apps/api/src/services/seats.ts`.',
      ),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names apps/api/src/services/seats.ts, which does not exist under the root'),
    ])
  })

  it('a class a stylesheet defines, written with its dot (`.seat-badge`), is grepped there as a whole class; a dotfile of that shape is no class', async () => {
    const { root, findings } = await lint({
      'src/styles/seats.css':
        '.seat-badge {\n  color: red;\n}\n.seat-badge-large,\n.seat-row > .seat-badge:hover { font-size: 2em; }\n',
      'src/components/Seat.tsx': 'export const Seat = () => <span className="seat-badge" />\n',
      'memory/seats.md': topic(
        'seats',
        'Seat badges are styled by `.seat-badge` in `src/styles/seats.css`.\n\nThe runtime is pinned in `.node-version`.',
      ),
    })
    expect(await suggestions(root)).toMatch(
      /target: src\/styles\/seats\.css\n\+\s+pattern: '\\\.seat-badge\(\?:\[\^\\w-\]\|\$\)'\n/,
    )
    expect(await suggestions(root)).not.toContain('node-version')
    expect(missing(findings)).toEqual([])
    // Written, the check holds today, and fails once the class is renamed, though a longer class keeps its name inside.
    await cli(['suggest', 'memory', '--write'], { cwd: root })
    expect((await cli(['check', 'memory'], { cwd: root })).stdout).toContain('OK    seats: matched')
    const styles = join(root, 'src/styles/seats.css')
    writeFileSync(
      styles,
      readFileSync(styles, 'utf8')
        .replace('.seat-badge {', '.seat-chip {')
        .replace('> .seat-badge:hover', '> .seat-chip:hover'),
    )
    const after = await cli(['check', 'memory'], { cwd: root })
    expect(after.code).toBe(1)
    expect(after.stdout).toContain('STALE seats: no match for /\\.seat-badge(?:[^\\w-]|$)/')
  })

  it('a name the file also holds inside longer names is held as a whole word; one that stands alone, as written', async () => {
    const { root } = await lint({
      'src/reports/types.ts':
        "export type E2eTestStatus = 'ok' | 'failed'\nexport interface E2eTest {\n  status: E2eTestStatus\n}\nexport interface E2eTestSummary {}\n",
      'src/reports/render.ts': 'export function renderReport() {}\n',
      'memory/reports.md': topic(
        'reports',
        '`E2eTest` in `src/reports/types.ts` is one row of the report; `renderReport` in `src/reports/render.ts` draws it.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/reports\/types\.ts\n\+\s+pattern: '\\bE2eTest\\b'\n/)
    expect(proposed).toMatch(/target: src\/reports\/render\.ts\n\+\s+pattern: renderReport\n\+\s+fixed: true/)
    // Written, the word-bounded check holds today, and fails once the name itself is renamed.
    await cli(['suggest', 'memory', '--write'], { cwd: root })
    expect((await cli(['check', 'memory'], { cwd: root })).code).toBe(0)
    const types = join(root, 'src/reports/types.ts')
    writeFileSync(types, readFileSync(types, 'utf8').replace('interface E2eTest ', 'interface E2eRow '))
    const after = await cli(['check', 'memory'], { cwd: root })
    expect(after.code).toBe(1)
    expect(after.stdout).toContain('STALE reports: no match for /\\bE2eTest\\b/')
  })

  it('the old column of a rename table names what the project no longer has: no check, no rot, nothing stale at hand-over', async () => {
    const { root, findings } = await lint({
      'lib/tree.py': 'class Tree:\n    def __init__(self):\n        self._ignoreSync = False\n',
      'src/store/session.ts': 'export class SessionStore {}\n',
      'db/V3__create_box_jobs.sql': 'CREATE TABLE box_jobs (id int);\n',
      'memory/naming.md': topic(
        'naming',
        [
          'Qt attributes use camelCase.',
          '',
          '| Old name | New name | Location |',
          '|---|---|---|',
          '| `_ignore_sync` | `_ignoreSync` | `lib/tree.py` |',
          '',
          '| Before | After |',
          '| --- | --- |',
          '| `src/state/session.ts` | `src/store/session.ts` |',
          '',
          '| Bereich | Vorher | Jetzt |',
          '|---|---|---|',
          '| SQL | `db/V3__create_seat_jobs.sql` | `db/V3__create_box_jobs.sql` |',
        ].join('\n'),
      ),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('_ignore_sync')
    expect(proposed).toContain('pattern: _ignoreSync')
    expect(
      (await inferredOf(root, 'naming.md')).filter((entry: { status: string }) => entry.status === 'stale'),
    ).toEqual([])
  })

  it('what follows a line saying the items below were implemented is the record of that work, to the next heading', async () => {
    const { findings } = await lint({
      'app/hooks/use-stream.ts': 'export function useStream() {}\n',
      'memory/audit.md': topic(
        'audit',
        [
          'Audit done 2026-06-13. All items below were implemented in the same session.',
          '',
          '**Architecture**',
          '- Duplicate stream logic in `app/routes/home.tsx` — extracted to `app/hooks/use-stream.ts`.',
          '',
          '## Still open',
          '- `app/routes/report.tsx` renders the totals.',
        ].join('\n'),
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/audit.md:14: names app/routes/report.tsx, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it("no rot for what the memory records as deleted in another language, a dated sprint log, a file it asks to delete, or an ignore file's patterns", async () => {
    const { findings } = await lint({
      'lib/forms/fill.ts': 'export function fill() {}\n',
      '.toolignore': 'tests/\ndoc/AGENTS.md\n',
      'memory/killed.md': topic(
        'killed',
        '## Upload & Fill — ukinuto (10. jul 2026.)\n\nObrisan sav mrtav kod: `lib/forms/overlay.ts`, `scripts/test-overlay.ts`.',
      ),
      'memory/project_sprint_jun2026.md': topic(
        'project_sprint_jun2026',
        '## Faza 2 (1. jul 2026.)\n\n- New `lib/forms/cache.ts` keeps templates.',
      ),
      'docs/modules/goal.md': '# Goals\n',
      'doc/README.md': '# Docs\n',
      'memory/docs.md': topic(
        'docs',
        ['**Still stale:**', '1. `docs/modules/plans.md` — full docs for code that no longer exists; delete.'].join(
          '\n',
        ),
      ),
      'memory/ignore.md': topic('ignore', '`.toolignore` excludes the packaging noise: `tests/`, `doc/AGENTS.md`.'),
      'memory/live.md': topic('live', 'The form filler lives in `lib/forms/filler.ts`.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/live.md:8: names lib/forms/filler.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('no rot under a heading of bug fixes in Chinese or of a target architecture, nor after a REMAINING: label mid-line', async () => {
    const { findings } = await lint({
      'drivers/rf/rf.c': 'int rf;\n',
      'src/services/invoice.py': 'class InvoiceService: pass\n',
      'deploy/compose.yml': 'services: {}\n',
      'memory/zephyr.md': topic('zephyr', '## 關鍵 bug 修復\n\n- `drivers/rf/rf_zephyr.c` 的 semaphore 洩漏已修正'),
      'memory/target.md': topic(
        'target',
        '### Target architecture\n\n- `src/services/payment_tracker.py` follows payments\n\n### Architecture cible\n\n- `src/services/notify.py` sends mail',
      ),
      'memory/pivot.md': topic(
        'pivot',
        'Access is gated by `deploy/compose.yml`. REMAINING: a publish snapshot and a deploy bundle (`deploy/compose.prod.yml`).',
      ),
      'memory/live.md': topic('live', 'Invoices are built in `src/services/invoices.py`.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/live.md:8: names src/services/invoices.py, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('names the memory marks old are no rot: what a stage "supersedes", a folder moved with a word before the arrow, a dated hand-over note', async () => {
    const { findings } = await lint({
      'assets/tiles/stone/wall.png': 'png\n',
      'lib/joint/slots.go': 'package joint\n',
      'lib/joint_exams.go': 'package lib\n',
      'memory/tiles.md': topic(
        'tiles',
        '- Located at: `assets/tiles/stone/`\n- Supersedes `assets/cave_atlas.png` (irregular atlas)',
      ),
      'memory/rename.md': topic(
        'rename',
        '**Full rename, code regenerated:**\n- files: lib/mucdai_exams.go→lib/joint_exams.go, lib/mucdai/ pkg→lib/joint/',
      ),
      'memory/交接笔记-2026-07-13.md': '# 交接笔记 — 2026-07-13\n\n## 今日完成\n\n- `lib/pet/notify.ts` — 轮询\n',
      'tools/run.sh': 'echo\n',
      'memory/outputs.md': topic('outputs', 'Code in `tools/`: tools/plot_grid.py -> tools/grid.png.'),
    })
    // A script pointing at what it makes (`plot.py -> grid.png`) was not moved: its own finding stays.
    expect(missing(findings).filter((line) => !line.includes('memory/outputs.md'))).toEqual([])
    expect(missing(findings)).toContainEqual(
      expect.stringContaining('memory/outputs.md:8: names tools/plot_grid.py, which does not exist under the root'),
    )
  })

  it('names the memory says went are no rot: one "merged into" another, one retired as a noun, the old one in Chinese, a folder that "becomes" a new name', async () => {
    const { findings } = await lint({
      'tools/run_seats.py': 'print(1)\n',
      'pages/api/holds.js': 'export default 1\n',
      'daemon/main.rs': 'fn main() {}\n',
      'memory/entry.md': topic(
        'entry',
        '文件：`tools/run_seats.py`（旧 `tools/run_seats_fast.py` 已合并进主入口，fast 现在是可选 flag）',
      ),
      'memory/cutover.md': topic(
        'cutover',
        'Subsequent migrations (`pages/api/seats.js` retirement W6, `pages/api/rows.js` removal) changed live state; holds stay in `pages/api/holds.js`.\n\n' +
          'The old `pages/api/legacy.js` was merged into `pages/api/holds.js`.',
      ),
      'memory/tiers.md': topic(
        'tiers',
        'Naming: the `daemon/bridge/` crate becomes `seatd`. The daemon starts in `daemon/main.rs`.',
      ),
      'memory/live.md': topic('live', 'Seats are served by `tools/serve_seats.py`.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/live.md:8: names tools/serve_seats.py, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a file a line says does not exist yet gets no check where another line names it; a name said to have zero imports is no dependency; a name in code is not the clause calling it a field', async () => {
    const { root } = await lint({
      'public/seat-map.png': 'png\n',
      'public/sitemap.xml': '<urlset/>\n',
      'public/logo.png': 'png\n',
      'public/robots.txt': 'User-agent: *\n',
      'package.json': '{ "name": "box", "dependencies": { "@acme/pg": "1.0.0", "@acme/ui": "1.0.0" } }\n',
      'pages/api/emails.js': 'export default 1\n',
      'src/debug.js': 'const MOCK = {\n  seat_rows: [],\n}\n',
      'memory/seo.md': topic(
        'seo',
        'The site is set up for search.\n\n**1. `public/robots.txt`** — allows all crawlers.\n\n' +
          '**2. `public/sitemap.xml`** — one URL entry with two image references (logo.png, seat-map.png).\n\n' +
          '**Still to do:**\n- Create `seat-map.png` and save it to `/public/seat-map.png`; the file does not exist yet.',
      ),
      'memory/pg.md': topic('pg', '- `pages/api/emails.js` has zero `@acme/pg` imports.\n- The UI kit is `@acme/ui`.'),
      'lib/roles/apply-role.js': 'export function applyRole() {}\n',
      'memory/onboarding.md': topic(
        'onboarding',
        '1. The helper goes in `lib/services/onboard.js` (to be created) and calls `lib/roles/apply-role.js`.\n' +
          '2. It swallows "already assigned" errors the way `apply-role.js` does today.',
      ),
      'memory/purge.md': topic('purge', 'The purge deletes the tables `seat_rows`, `attributes` and `users` in order.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: public\/sitemap\.xml\n/)
    expect(proposed).not.toMatch(/seat-map\.png/)
    // Of the files a line names, only the one "to be created" follows is a plan.
    expect(proposed).toMatch(/target: lib\/roles\/apply-role\.js\n/)
    expect(proposed).toMatch(/pattern: '"@acme\/ui"/)
    expect(proposed).not.toMatch(/@acme\/pg/)
    expect(proposed).not.toMatch(/seat_rows/)
  })

  it('a setting is held where the code sets it, never where only a comment quotes it', async () => {
    const { root } = await lint({
      'src/seed.py': '# the admin page gates on role = "admin" (see page.tsx)\nADMIN = ("admin@box.local", "admin")\n',
      'src/roles.py': 'role = "admin"\n',
      'memory/seed.md': topic('seed', 'The demo seed keeps `role="admin"` in `src/seed.py`.'),
      'memory/roles.md': topic('roles', 'The default is `role="admin"` in `src/roles.py`.'),
      // A path in code (`SeatCore::register`) is no setting: the other names said beside its file stay held.
      'src/seats.rs':
        '// SeatCore::register holds the seat\nstruct SeatCore {}\nfn spawn_seat_agent() { SeatCore::open_row(); }\n',
      'memory/spawn.md': topic('spawn', '`src/seats.rs` calls `spawn_seat_agent` before `SeatCore::register`.'),
      'memory/open.md': topic('open', 'Every spawn in `src/seats.rs` opens its row with `SeatCore::open_row`.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/roles\.py\n/)
    expect(proposed).not.toMatch(/src\/seed\.py/)
    expect(proposed).toMatch(/target: src\/seats\.rs\n\+\s+pattern: spawn_seat_agent\n/)
    expect(proposed).not.toMatch(/:register/)
    // Held as written where the code writes it.
    expect(proposed).toMatch(/target: src\/seats\.rs\n\+\s+pattern: 'SeatCore::open_row'\n/)
  })

  it('a setting whose key is quoted as JSON writes it (`"testTimeout": 60000`) is held with its value in the file said to set it; set otherwise there, that file gets no check', async () => {
    const held = await lint({
      'api/test/jest-e2e.json': '{\n  "rootDir": ".",\n  "testTimeout": 60000\n}\n',
      'memory/timeout.md': topic('timeout', 'Always keep `"testTimeout": 60000` in `test/jest-e2e.json`.', {
        type: 'feedback',
      }),
    })
    expect(await suggestions(held.root)).toMatch(
      /target: api\/test\/jest-e2e\.json\n\+\s+pattern: '"testTimeout": 60000'\n/,
    )
    const other = await lint({
      'api/test/jest-e2e.json': '{\n  "rootDir": ".",\n  "testTimeout": 5000\n}\n',
      'memory/timeout.md': topic('timeout', 'Always keep `"testTimeout": 60000` in `test/jest-e2e.json`.', {
        type: 'feedback',
      }),
    })
    expect(await suggestions(other.root)).not.toMatch(/jest-e2e\.json/)
  })

  it('a value written right after a name (`(default 10)`, `= 2000`, `= "ALL"`) is grepped with the name where the file sets it so; written otherwise there, the name alone is held', async () => {
    const { root } = await lint({
      'src/scan.py': 'max_seat_files = 10\n',
      'src/poll.ts': 'export const SEAT_POLL_MS = 2000\n',
      'src/store.ts': "export const seatViewMode = 'ALL'\n",
      'src/net.py': 'SEAT_RETRY_BUDGET: int = 5\n',
      'memory/scan.md': topic('scan', 'The scan in `src/scan.py` stops at `max_seat_files` (default 10).'),
      'memory/poll.md': topic('poll', '`src/poll.ts` polls every `SEAT_POLL_MS` = 2000 ms.'),
      'memory/store.md': topic('store', '`src/store.ts` starts in `seatViewMode` = "ALL".'),
      'memory/net.md': topic('net', '`src/net.py` retries within `SEAT_RETRY_BUDGET` (default 3).'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/scan\.py\n\+\s+pattern: '\\bmax_seat_files\\W\{1,8\}10\\b'/)
    expect(proposed).toMatch(/target: src\/poll\.ts\n\+\s+pattern: '\\bSEAT_POLL_MS\\W\{1,8\}2000\\b'/)
    expect(proposed).toMatch(/target: src\/store\.ts\n\+\s+pattern: '\\bseatViewMode\\W\{1,8\}ALL\\b'/)
    expect(proposed).toMatch(/target: src\/net\.py\n\+\s+pattern: SEAT_RETRY_BUDGET\n/)
  })

  it('in Chinese, the files under a heading of what a change touched or what was done, and a name right after 删 or 撤, are history: no rot', async () => {
    const { findings } = await lint({
      'src/seats/recall.py': 'def recall(): pass\n',
      'memory/link.md': topic(
        'link',
        '# 纠正链落地\n\n检索在 `src/seats/recall.py`。\n\n## 改的文件(全落地)\n\n1. `src/seats/old_schema.py` — 加字段\n\n## 做了啥\n\n- `src/seats/old_store.py` 加迁移',
      ),
      'memory/audit.md': topic(
        'audit',
        '**第二批**:撤老链路:`src/seats/sandbox.py` + `src/seats/registry.py`。\n\n决定:删了 `src/seats/rerank.py`(整文件)。',
      ),
      'memory/live.md': topic('live', '座位在 `src/seats/serve.py` 里。'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/live.md:8: names src/seats/serve.py, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a name only a component\'s comment holds is not placed there, and a file the clause sets aside ("instead of one helper in `lib/auth.ts`") holds none of its names', async () => {
    const { root } = await lint({
      'src/ForumPath.vue':
        '<template>\n  <!-- before 2026-08-08 the line was FORUM_SEAT_PATH.pc -->\n  <svg />\n</template>\n<script setup>\nconst seatRows = 1\n</script>\n',
      'lib/auth.ts': 'export function requireSeatAuth() {}\n',
      'actions/seats.ts': 'export async function holdSeat() {}\n',
      'memory/forum.md': topic('forum', 'Ask before changing `src/ForumPath.vue` or any field of `FORUM_SEAT_PATH`.'),
      'memory/auth.md': topic(
        'auth',
        '`requireSeatAuth` is copied into each action file (`actions/seats.ts`), instead of one shared helper in `lib/auth.ts`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toMatch(/FORUM_SEAT_PATH/)
    expect(proposed).not.toMatch(/target: lib\/auth\.ts/)
  })

  it('a file name with a Korean or Japanese particle written onto it (`seats.py의`, `seats.cssに`) is that file', async () => {
    const { root } = await lint({
      'crawler/seats.py': 'def search_seat(): pass\n',
      'web/seats.css': '.seat { color: red; }\n',
      'memory/retry.md': topic('retry', '**How to apply:** crawler/seats.py의 재시도 로직을 먼저 확인한다.'),
      'memory/style.md': topic('style', 'web/seats.cssに座席の色がある。'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: crawler\/seats\.py\n/)
    expect(proposed).toMatch(/target: web\/seats\.css\n/)
  })

  it('files under a French or Portuguese heading of work to do (`## À construire`) are a plan, not checks', async () => {
    const { root } = await lint({
      'lib/reglages.ts': 'export const tuneSeats = 1\n',
      'app/seats/page.tsx': 'export default function Page() {}\n',
      'memory/reglages.md': topic(
        'reglages',
        'Les réglages vivent dans `app/seats/page.tsx`.\n\n## À construire\n\n- `lib/reglages.ts` — `tuneSeats`',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: app\/seats\/page\.tsx\n/)
    expect(proposed).not.toMatch(/reglages\.ts|tuneSeats/)
  })

  it('files under a Korean or Japanese heading of a plan (`# 📋 진행 계획`, `## 移行計画`) are a plan: no rot, no check; what a heading of planning (`계획 수립`) gives is not', async () => {
    const { root, findings } = await lint({
      'src/seats/worker.py': 'def drain_seats():\n    pass\n',
      'memory/migration.md': topic(
        'migration',
        '좌석 큐는 `src/seats/worker.py`의 `drain_seats`가 비운다.\n\n# 📋 진행 계획\n\n## 1단계: 코드 재구성\n- `src/seats/cloud_worker.py` 작성\n- `Dockerfile.seats` 작성',
      ),
      'memory/iko.md': topic('iko', '## 移行計画\n\n- `src/seats/queue_v2.py` を追加する'),
      'src/seats/bills.rs': 'pub async fn settle_seat_bills() {}\n',
      'memory/sprint.md': topic(
        'sprint',
        '## Sprint 20 계획 수립 컨텍스트\n\n- `settle_seat_bills`는 `src/seats/bills.rs`에 있다.',
      ),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/seats\/worker\.py\n\+\s+pattern: drain_seats\n/)
    // What was found while making the plan is the project as it is.
    expect(proposed).toMatch(/target: src\/seats\/bills\.rs\n\+\s+pattern: settle_seat_bills\n/)
    expect(proposed).not.toMatch(/cloud_worker|Dockerfile\.seats|queue_v2/)
  })

  it('a file pointing at a dotted name in its code (`src/boot.tsx` → `React.StrictMode`) is not a move: the file is held, and its rot reported', async () => {
    const { findings } = await lint({
      'src/new/seats.ts': 'export const seats = 1\n',
      'memory/strict.md': topic(
        'strict',
        'Effects run twice in dev: `src/seatBoot.tsx` → `React.StrictMode` wraps the app.',
      ),
      'memory/moved.md': topic('moved', 'Moved `src/old/seats.ts` → `src/new/seats.ts` last week.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/strict.md:8: names src/seatBoot.tsx, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a file an arrow points from in a clause that makes one from the other (extracts, copies, packs) stays: not a move, and its rot reported', async () => {
    const { findings } = await lint({
      'web/src/app.ts': 'export const app = 1\n',
      'memory/extract.md': topic(
        'extract',
        '- Deploy extracts `web/bundle.tar.gz` → `web/site/` before the health check.\n- Setup copies `web/config.example.json` -> `web/config.json`.',
      ),
      'memory/moved.md': topic('moved', '- `web/old.ts` → `web/src/app.ts` last week.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/extract.md:8: names web/bundle.tar.gz, which does not exist under the root: the claim may have rotted already',
      '[fossil-missing] memory/extract.md:9: names web/config.example.json, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a file renamed to a pattern (`` `040_tags.sql` → `040b_*` ``) is one the memory says went: named again on another line, it is not rot', async () => {
    const { findings } = await lint({
      'db/migrations/040b_tags.sql': 'create table tags (id int);\n',
      'db/migrations/041_seats.sql': 'create table seats (id int);\n',
      'memory/drift.md': topic(
        'drift',
        'Registered the versions again:\n- `040b` ← `db/migrations/040_tags.sql`\n- `041` ← `041_seats.sql`\n\n**Local renames:**\n- `040_tags.sql` → `040b_*`\n\nThe seats table is in `db/migrations/041_seats.sql` and `db/migrations/042_rows.sql`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/drift.md:15: names db/migrations/042_rows.sql, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('what a "Next:" or "Próximo:" label leads is still to do: no check holds it', async () => {
    const { root } = await lint({
      'web/app/inbox/page.tsx': 'export const previewText = (row) => row.preview_text\n',
      'web/app/board/page.tsx': 'export const stageCounts = () => fetchStageCounts()\n',
      'memory/inbox.md': topic(
        'inbox',
        'Phase 1 shipped the column.\n\nProximo: phase 2 - rewrite `web/app/inbox/page.tsx` to read `previewText` from the single query.',
      ),
      'memory/board.md': topic(
        'board',
        'Phase 1 shipped the RPC.\n\nNext: `web/app/board/page.tsx` calls `stageCounts` once.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('previewText')
    expect(proposed).not.toContain('stageCounts')
    expect(proposed).not.toContain('web/app/')
  })

  it('a name held by two files of its clause is looked for in the one written nearest before it (`` `run.rs` calls `self.seat_plan()` ``)', async () => {
    const { root } = await lint({
      'src/pipeline/dag.rs': 'pub(super) fn seat_plan(&self) {}\nfn stages(&self) { self.seat_plan(); }\n',
      'src/pipeline/run.rs': 'fn run(&self) { self.seat_plan(); }\n',
      'memory/visibility.md': topic(
        'visibility',
        '`seat_plan` is `pub(super)` in `src/pipeline/dag.rs` because `src/pipeline/run.rs` calls `self.seat_plan()`.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/pipeline\/dag\.rs\n\+\s+pattern: seat_plan\n/)
    expect(proposed).toMatch(/target: src\/pipeline\/run\.rs\n\+\s+pattern: self\.seat_plan\n/)
    expect(proposed).not.toMatch(/target: src\/pipeline\/dag\.rs\n\+\s+pattern: self\.seat_plan\n/)
  })

  it('a name written after one file and before another (`` `a.py` (adds `x` to `get_stats()`) + `b.py` (adds `y()`) ``) is said of the first: the second is held to its own name', async () => {
    const { root } = await lint({
      'app/executor_agent.py': 'class Executor:\n    shadow_mode = True\n    def get_stats(self): return {}\n',
      'app/strategist_agent.py':
        'class Strategist:\n    def get_stats(self): return {}\n    def get_scan_interval_seconds(self): return 30\n',
      'memory/tracker.md': topic(
        'tracker',
        '- Changed: `executor_agent.py` (adds `shadow_mode` to `get_stats()`) + `strategist_agent.py` (adds a public `get_scan_interval_seconds()`)',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: app\/strategist_agent\.py\n\+\s+pattern: get_scan_interval_seconds\n/)
    expect(proposed).not.toMatch(/target: app\/strategist_agent\.py\n\+\s+pattern: get_stats\n/)
  })

  it('files under a heading or label of files to modify or of what to delete (`Files to modify:`, `수정 대상 파일 (예상)`, `What to delete`) are a plan, not checks', async () => {
    const { root } = await lint({
      'src/seats/billing.rs': 'pub fn generate_seat_bills() {}\npub fn delete_seat_bill() {}\n',
      'src/seats/audit.rs': 'pub enum SeatEvent { Created }\n',
      'src/seats/index.ts': 'export const listSeatBills = 1\n',
      'memory/sprint.md': topic(
        'sprint',
        '`generate_seat_bills` in `src/seats/billing.rs` picks the month.\n\n### 수정 대상 파일 (예상)\n\n- `src/seats/billing.rs` — T3(delete_seat_bill)\n- `src/seats/audit.rs` — T3(SeatEvent)',
      ),
      'memory/story.md': topic(
        'story',
        'Seat bills are listed by `listSeatBills` in `src/seats/index.ts`.\n\n**Files to modify:**\n- `src/seats/audit.rs` — add `SeatEvent`',
      ),
      'memory/cleanup.md': topic(
        'cleanup',
        'Bills are made in `src/seats/billing.rs`.\n\n## What to delete\n\n- `delete_seat_bill` in `src/seats/billing.rs`',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/seats\/billing\.rs\n\+\s+pattern: generate_seat_bills\n/)
    expect(proposed).toMatch(/target: src\/seats\/index\.ts\n\+\s+pattern: listSeatBills\n/)
    expect(proposed).not.toMatch(/delete_seat_bill|SeatEvent|audit\.rs/)
  })

  it('files under a heading of recommendations or of a recommended fix (`### Recommendations`, `### Recomendación para …`, `## Fix recomendado`) are proposals: no rot, no check', async () => {
    const { root, findings } = await lint({
      'tests/e2e/seats.spec.ts': 'test("holds a seat", () => {})\n',
      'memory/e2e.md': topic(
        'e2e',
        'The seat flow tests live in `tests/e2e/seats.spec.ts`.\n\n### Recomendación para tests completos\n\n1. **Separar tests por tipo:**\n   - `tests/e2e/seats-offline.spec.ts` - tests sin servidor\n',
      ),
      'memory/split.md': topic(
        'split',
        'Seats are tested end to end.\n\n## Recommendations\n\n- `tests/e2e/seats-live.spec.ts` — the live-server cases\n',
      ),
      'bot/services/billing.py': 'def seat_clock_now():\n    return clock()\nheld = clock()\n',
      'memory/clock.md': topic(
        'clock',
        '`clock()` is called across the services.\n\n| File | Calls |\n|---|---|\n| `bot/services/billing.py` | 15+ |\n\n' +
          '## Fix recomendado\n\nCrear un módulo `bot/utils/clock.py`:\n\n```python\ndef seat_clock_now():\n    pass\n```\n\n' +
          'Reemplazar todos los usos de `clock()` con `seat_clock_now()`.\n',
      ),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/memory\/e2e\.md[\s\S]*target: tests\/e2e\/seats\.spec\.ts\n/)
    expect(proposed).not.toMatch(/seats-offline|seats-live|seat_clock_now|clock\.py/)
  })

  it('a heading naming a recommendations feature (`## Recommendation module locations`) is no proposal', async () => {
    const { root } = await lint({
      'app/recommendations/forecaster.py': 'def generate_forecast(trends):\n    return trends\n',
      'memory/engine.md': topic(
        'engine',
        '## Recommendation module locations\n\n- `app/recommendations/forecaster.py` — `generate_forecast(trends)`\n',
      ),
    })
    expect(await suggestions(root)).toMatch(/memory\/engine\.md[\s\S]*target: app\/recommendations\/forecaster\.py\n/)
  })

  it('a file its generator marks (`// Code generated by sqlc. DO NOT EDIT.`, `@generated`) is no evidence of a name', async () => {
    const { root } = await lint({
      'internal/store/seats.sql.go':
        '// Code generated by sqlc. DO NOT EDIT.\n// versions:\n//   sqlc v1.27.0\n\npackage store\n\nconst holdSeatRow = `-- name: HoldSeatRow :one`\n',
      'web/src/gen/seats_pb.ts': '/* @generated by protoc-gen-es */\nexport const cancelSeatRow = 1\n',
      'internal/api/seats.go': 'package api\n\nfunc (h *Handler) holdSeatRow() {}\n',
      'memory/api.md': topic(
        'api',
        'Seat rows are held by the `holdSeatRow` handler and released by `cancelSeatRow` on the client.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: internal\/api\/seats\.go\n\+\s+pattern: holdSeatRow\n/)
    expect(proposed).not.toMatch(/seats\.sql\.go|seats_pb\.ts|cancelSeatRow/)
  })

  it("JavaScript's `void` before a call (`void runJob(id).catch(…)`) is no declaration: the name is held where it is defined", async () => {
    const { root } = await lint({
      'src/routes/jobs.ts':
        'import { runJob } from "../services/runner"\nrouter.post("/jobs", (req) => {\n  void runJob(req.body.id).catch(() => {})\n})\n',
      'src/services/runner.ts': 'export async function runJob(id: string) {\n  return id\n}\n',
      'memory/tracing.md': topic(
        'tracing',
        '**routes/jobs.ts** — the jobs route validates its body.\n\n**Tracing:**\n- `runJob()` opens the root span with the job id\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/services\/runner\.ts\n\+\s+pattern: runJob\n/)
    expect(proposed).not.toMatch(/target: src\/routes\/jobs\.ts\n\+\s+pattern: runJob/)
  })

  it('a key the memory says the host keeps among its secrets (`Replit Secret`) is held in no committed file that sets it, on any line that names it; one it reads from is code', async () => {
    const { root } = await lint({
      '.replit': '[userenv.shared]\nPAY_KEY_ID = "pk_test_1"\nPAY_KEY_SECRET = "sk_test_2"\n',
      'server/payment.ts': 'export const secret = process.env.PAY_KEY_SECRET\n',
      'memory/payments.md': topic(
        'payments',
        '## Credentials\n- `PAY_KEY_ID` — shared env var (safe for the browser)\n- `PAY_KEY_SECRET` — Replit Secret (backend only)\n\n' +
          '## Going live\nChange `PAY_KEY_ID` and `PAY_KEY_SECRET` to live keys. No code changes needed.\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: \.replit\n\+\s+pattern: PAY_KEY_ID\n/)
    expect(proposed).not.toMatch(/target: \.replit\n\+\s+pattern: PAY_KEY_SECRET/)
  })

  it('a workflow that passes the secret on by reference (`${{ secrets.KEY }}`) still holds a key the memory says is a GitHub secret', async () => {
    const { root } = await lint({
      '.github/workflows/deploy.yml': 'jobs:\n  deploy:\n    env:\n      DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}\n',
      'memory/deploy.md': topic('deploy', 'The deploy job reads `DEPLOY_TOKEN`, kept as a GitHub secret.\n'),
    })
    expect(await suggestions(root)).toMatch(/target: \.github\/workflows\/deploy\.yml\n\+\s+pattern: DEPLOY_TOKEN\n/)
  })

  it('a file under a scratch folder (`tmp/schema.sql`, a dump of the database) is no evidence of a name', async () => {
    const { root } = await lint({
      'tmp/schema.sql': 'CREATE TABLE user_tokens (id uuid PRIMARY KEY, used_at timestamptz);\n',
      'app/models/user_token.py': 'class UserToken(Base):\n    __tablename__ = "user_tokens"\n',
      'memory/tokens.md': topic(
        'tokens',
        'Issued tokens are rows of the `user_tokens` table; `used_at` marks a spent one.',
      ),
    })
    // Before, the dump was taken for the file that defines the table.
    expect(await suggestions(root)).not.toContain('tmp/schema.sql')
  })

  it("a file under a folder the memory says its code moved from, whose name the tree holds elsewhere, is the move's story: no rot", async () => {
    const body =
      '**What was built:**\n- Moved `SeatGrid` from `internal/widgets/` to `internal/ui/seats/` to break an import cycle\n\n' +
      '**Import cycle fix:**\n- `widgets/seat_grid.go` imported `seats`, which blocked `seats` importing `widgets`\n' +
      '- `internal/widgets/legend.go` draws the legend\n'
    const { root, findings } = await lint({
      'internal/ui/seats/seat_grid.go': 'package seats\n\ntype SeatGrid struct{}\n',
      'internal/widgets/bar.go': 'package widgets\n',
      'memory/grid.md': topic('grid', body),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/grid.md:13: names internal/widgets/legend.go, which does not exist under the root: the claim may have rotted already',
    ])
    expect((await inferredOf(root, 'grid.md')).filter((check: { status: string }) => check.status === 'stale')).toEqual(
      [expect.objectContaining({ claim: 'internal/widgets/legend.go' })],
    )
  })

  it("a bare file name its own line places at a path outside the project (`~/.claude/skills/…/x.js`) is that file: no check on the project's namesake", async () => {
    const { root, findings } = await lint({
      'scripts/extract_report.js': 'console.log("report")\n',
      'scripts/run_suite.sh': '#!/bin/sh\nnpx playwright test\n',
      'memory/skill.md': topic(
        'skill',
        'The skill scripts live in the skill folder, not the project.\n\n| Script | Where | Use |\n|---|---|---|\n' +
          '| `extract_report.js` | `~/.claude/skills/e2e/scripts/extract_report.js` | test summary |\n' +
          '| `check_login.js` | `~/.claude/skills/e2e/scripts/check_login.js` | login check |\n',
      ),
      'memory/suite.md': topic(
        'suite',
        '`run_suite.sh` runs the browser tests.\n\nIts summary goes to `~/reports/summary.json`, beside `run_suite.log`.',
      ),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('extract_report')
    expect(proposed).toMatch(/memory\/suite\.md[\s\S]*target: scripts\/run_suite\.sh\n/)
  })

  it('a folder named like a .NET project (`Seats.Booking.Api/Program.cs`) is a folder, not a host', async () => {
    const { root, findings } = await lint({
      'src/Seats.Booking.Api/Program.cs': 'options.ValidateAudience = false;\n',
      'memory/booking.md': topic('booking', '`Seats.Booking.Api/Program.cs:1` sets `ValidateAudience = false`.'),
      'memory/joinery.md': topic('joinery', '`Seats.Joinery.Api/Program.cs:31` sets `ValidateAudience = false`.', {
        description: 'audience check off in Program.cs',
      }),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/joinery.md:8: names Seats.Joinery.Api/Program.cs, which does not exist under the root (src/Seats.Booking.Api/Program.cs has its name): the claim may have rotted already',
    ])
    const proposed = await suggestions(root)
    expect(proposed).toMatch(
      /memory\/booking\.md[\s\S]*target: src\/Seats\.Booking\.Api\/Program\.cs\n\+\s+pattern: 'ValidateAudience = false'/,
    )
    expect(proposed).not.toContain('--- memory/joinery.md')
  })

  it("a path written without the parentheses of a route group (`app/protected/layout.tsx`) is the group's file", async () => {
    const { root, findings } = await lint({
      'app/(protected)/layout.tsx': 'export default function Layout() {}\n',
      'memory/routes.md': topic(
        'routes',
        'Signed-in pages share `app/protected/layout.tsx`, which renders the header.\n\nSettings live in `app/settings/page.tsx`.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/routes.md:10: names app/settings/page.tsx, which does not exist under the root: the claim may have rotted already',
    ])
    expect(await inferredOf(root, 'routes.md')).toContainEqual(
      expect.objectContaining({ claim: 'app/protected/layout.tsx', status: 'fresh' }),
    )
  })

  it("a bare file name found only in the agent's own `.claude/` folder is not the project's file unless the memory writes that folder", async () => {
    const { root } = await lint({
      '.claude/settings.json': '{ "hooks": {} }\n',
      'src/App/Settings.cs': 'class Settings {}\n',
      'memory/options.md': topic(
        'options',
        'The app saves its options to `settings.json` beside `memo.txt` on every change.',
      ),
      'memory/hooks.md': topic('hooks', 'The format hook is registered in `.claude/settings.json`.'),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('--- memory/options.md')
    expect(proposed).toMatch(/memory\/hooks\.md[\s\S]*target: \.claude\/settings\.json\n/)
  })

  it("a file the project keeps in a folder of `.claude/` (its rules, commands, skills) is the project's, named by its bare name too", async () => {
    const { root } = await lint({
      '.claude/rules/api-stand.md': '# API stand\n\nAlways run the stand before merging.\n',
      'memory/stand.md': topic(
        'stand',
        'How the API stand is brought up is the rule `api-stand.md`; follow it before each merge.',
      ),
    })
    expect(await suggestions(root)).toMatch(/memory\/stand\.md[\s\S]*target: \.claude\/rules\/api-stand\.md\n/)
  })

  it("a bare name found only in another agent's memory folder (`.claude/agent-memory/<agent>/`) is that agent's memory, not the project's file", async () => {
    const { root } = await lint({
      '.claude/agent-memory/tracer/reference_gate_map.md': '---\nname: gate map\n---\nFUN_00028ea6 gates the shaper.\n',
      'memory/shaper.md': topic(
        'shaper',
        'The full gate map is in `reference_gate_map.md`; the shaper is gated by `FUN_00028ea6`.',
      ),
    })
    expect(await suggestions(root)).not.toContain('agent-memory')
  })

  it('a path another document is said to cite ("the spec cited `x`") is that document\'s claim: no rot', async () => {
    const { findings } = await lint({
      'api/proto/seats/v1/seats.proto': 'syntax = "proto3";\n',
      'memory/proto.md': topic(
        'proto',
        'Seen in the v2 design: spec cited `api/seats/v1/seats.proto` throughout; the on-disk path is `api/proto/seats/v1/seats.proto`. The plan referenced `web/seats/index.vue` too. Seats live in `api/seats/v2/seats.proto`.',
        { type: 'project' },
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/proto.md:8: names api/seats/v2/seats.proto, which does not exist under the root (api/proto/seats/v1/seats.proto has its name): the claim may have rotted already',
    ])
  })

  it('a file a line says is not there yet in Korean, Japanese or Chinese (`아직 없음`, `まだ存在しない`, `尚未创建`) is a plan: no check, no rot', async () => {
    const { root, findings } = await lint({
      'src/App/Resources/app.ico': 'ico',
      'src/App/TrayIcon.cs': 'class TrayIcon {}\n',
      'memory/release.md': topic(
        'release',
        'The tray icon is drawn in `src/App/TrayIcon.cs`.\n\n주의사항:\n- `Resources/app.ico`도 아직 없음 — Task 1에서 생성 필요\n- `app.manifest`가 아직 존재하지 않음\n',
      ),
      'memory/docs.md': topic('docs', '`docs/setup.md` はまだ存在しない。\n\n`scripts/release.sh` 尚未创建。\n'),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).toContain('target: src/App/TrayIcon.cs')
    expect(proposed).not.toContain('app.ico')
  })

  it('a folder where files are to be saved (`save design notes to `docs/notes/``, `保存到 `out/``) is a destination: no rot, no check', async () => {
    const { root, findings } = await lint({
      'src/seats/planner.ts': 'export function planSeats() {}\n',
      'memory/workflow.md': topic(
        'workflow',
        'Seat planning lives in `src/seats/planner.ts`.\n\n- Save design notes to `docs/notes/` before coding.\n- 写设计文档保存到 `docs/specs/`\n',
        { type: 'feedback' },
      ),
      'memory/old.md': topic('old', 'The seat planner lives in `src/seats/old_planner.ts`.'),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/old.md:8: names src/seats/old_planner.ts, which does not exist under the root: the claim may have rotted already',
    ])
    expect(await suggestions(root)).not.toMatch(/docs\/(notes|specs)/)
  })

  it("a file the memory links on a code host (`github.com/acme/firmware/blob/master/src/mesh/api.cpp`) is that repository's: no rot, however the memory writes it", async () => {
    const { findings } = await lint({
      'src/server/radio.ts': 'export function sendHeartbeat() {}\n',
      'memory/heartbeat.md': topic(
        'heartbeat',
        'The firmware API (`src/mesh/api.cpp` on master) answers every heartbeat; our side is `src/server/radio.ts`, and `src/server/queue.ts` batches them.\n\n**Source:** https://github.com/acme/firmware/blob/master/src/mesh/api.cpp\n',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/heartbeat.md:8: names src/server/queue.ts, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a path whose code span wraps onto the next line inside its name (`scripts/qa-verify-⏎save.mjs`) is that one path', async () => {
    const { findings } = await lint({
      'scripts/qa-verify-save-and-delete.mjs': 'export const run = () => {}\n',
      'memory/qa.md': topic(
        'qa',
        'The QA script `scripts/qa-verify-\nsave-and-delete.mjs` sends a hand-made payload, and\n`scripts/qa-gone-\nscript.mjs` is named too.',
      ),
    })
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/qa.md:10: names scripts/qa-gone-script.mjs, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('names before "but not built" are not there yet: a plan, not a check', async () => {
    const { root } = await lint({
      'src/seats/runner.py': 'def run_seats(): pass\n',
      'docs/seats.md': '# Seats\n',
      'memory/method.md': topic(
        'method',
        'The method doc is `docs/seats.md`. No code was written; the runner (`src/seats/runner.py`) is specified but NOT built.',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: docs\/seats\.md\n/)
    expect(proposed).not.toMatch(/runner\.py/)
  })
})

describe('after the eighty-seventh reading', () => {
  it('an item of a checklist not yet ticked (`- [ ] …`), with the lines under it, is work to do or to verify: no check, no rot; the plain list after it counts', async () => {
    const { root, findings } = await lint({
      'src/index.mjs': 'export class ShelfFactory {}\nexport const shelfFactory = new ShelfFactory()\n',
      'src/lib/rack.mjs': 'export const rackCount = 3\n',
      'src/lib/stand.mjs': 'export const standCount = 2\n',
      'memory/shelves.md': topic('shelves', 'Shelves are drawn by `src/lib/shelves.mjs`.'),
      'memory/checklist.md': topic(
        'checklist',
        [
          'Before every release, validate these items.',
          '',
          '- [ ] **Named exports only** in `src/index.mjs`',
          '- [ ] **Consistent naming**:',
          '  - Classes: `PascalCase` (`ShelfFactory`)',
          '  - Singletons: `camelCase` (`shelfFactory`)',
          '- [ ] **Types shipped** in `types/index.d.ts`',
          '- The stand helpers are in `src/lib/stand.mjs`, which exports `standCount`.',
          '',
          'The rack lives in `src/lib/rack.mjs`, which exports `rackCount`.',
        ].join('\n'),
      ),
    })
    // Before, the names given as examples of a naming rule were held in src/index.mjs, and the
    // unticked item's file that is yet to exist was reported as rot.
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('ShelfFactory')
    expect(proposed).not.toContain('shelfFactory')
    expect(proposed).toMatch(/target: src\/lib\/rack\.mjs\n\+\s+pattern: rackCount/)
    expect(proposed).toMatch(/target: src\/lib\/stand\.mjs\n\+\s+pattern: standCount/)
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/shelves.md:8: names src/lib/shelves.mjs, which does not exist under the root: the claim may have rotted already',
    ])
  })

  it('a section of the problems met on the way ("## False positives encountered", "## Issues encountered") is their story: no check, no rot', async () => {
    const { root, findings } = await lint({
      'tests/test_reader.py': 'def test_reader_skips_comments():\n    pass\n',
      'src/reader.py': 'def read_all():\n    pass\n',
      'memory/validation.md': topic(
        'validation',
        [
          '## How the reader works',
          '`src/reader.py` defines `read_all`.',
          '',
          '## False Positives Encountered',
          'Test `test_reader_skips_comments` in `tests/test_reader.py` failed on a comment.',
          '',
          '# Issues encountered',
          '- `src/old_reader.py` crashed on empty files.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/reader\.py\n\+\s+pattern: read_all/)
    expect(proposed).not.toContain('test_reader_skips_comments')
    expect(missing(findings).join('\n')).not.toContain('old_reader.py')
  })

  it("a setting's name at the start of a line inside a template literal or a triple-quoted string (a script's `.env` template) is not defined there", async () => {
    const { root } = await lint({
      'scripts/sync-deploy.js':
        "const env = `\nAPI_ORIGIN=https://app.example.com\nPORT=3000\n`\nrequire('fs').writeFileSync('.env', env)\n",
      'tools/bootstrap.py': 'TEMPLATE = """\nQUEUE_URL=redis://localhost\n"""\n',
      'src/server/app.ts': 'const origin = process.env.API_ORIGIN\nconst queue = process.env.QUEUE_URL\n',
      'src/server/db.ts': 'const sql = `CREATE TABLE IF NOT EXISTS audit_trail (id serial)`\n',
      'memory/cors.md': topic(
        'cors',
        'When `API_ORIGIN` is unset, the server allows only its own origin. Jobs go to `QUEUE_URL`. Every write lands in the `audit_trail` table.',
      ),
    })
    // Before, each name was held in the script whose template writes it.
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('sync-deploy.js')
    expect(proposed).not.toContain('bootstrap.py')
    expect(proposed).toMatch(/target: src\/server\/db\.ts\n\+\s+pattern: audit_trail/)
  })
})

describe('after the eighty-eighth reading', () => {
  it('a plain line opening with a label of the files a change fixed or touched ("Files fixed in this incident: …", "Changed files: …") is that change\'s record: no rot', async () => {
    const { findings } = await lint({
      'src/events/EventsClient.tsx': 'export function EventsClient() {}\n',
      'memory/hydration.md': topic(
        'hydration',
        [
          'Every client date needs `suppressHydrationWarning` on its element.',
          '',
          'Files fixed in this incident: `src/events/EventsClient.tsx`, `src/forum/ModerationClient.tsx`, `src/gyms/GymListClient.tsx`.',
          'Changed files: `src/forum/ThreadClient.tsx`.',
          '',
          'The header falls back to `src/ui/HeaderFallback.tsx`.',
        ].join('\n'),
      ),
    })
    // Before, the files the incident fixed were reported as lost.
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/hydration.md:13: names src/ui/HeaderFallback.tsx, which does not exist under the root: the claim may have rotted already',
    ])
  })
})

describe('after the ninetieth reading', () => {
  it('a file map entry describing a gate\'s cases ("no session → splash") is said of a file that is there: gone, it is rot; "no longer used" still sets it aside', async () => {
    const { findings } = await lint({
      'app/(tabs)/index.tsx': 'export default function Home() {}\n',
      'memory/routing.md': topic(
        'routing',
        [
          '## Auth routing',
          '- `app/index.tsx` — 3-way gate: no session → (auth)/splash, session + no household → (onboarding)',
          '- `app/legacy-gate.tsx` — no longer used',
        ].join('\n'),
      ),
    })
    // Before, the gate's "no session" read as a negation of the file, and its removal went unreported.
    expect(missing(findings)).toEqual([
      '[fossil-missing] memory/routing.md:9: names app/index.tsx, which does not exist under the root (app/(tabs)/index.tsx has its name): the claim may have rotted already',
    ])
  })

  it("a key another tool's config in its own folder reads from the environment (`supabase/config.toml`) is no check where the memory never names that tool", async () => {
    const files = {
      'supabase/config.toml': '[studio]\nopenai_api_key = "env(OPENAI_API_KEY)"\n',
      'lib/ai/client.ts': 'export const key = () => process.env.OPENAI_API_KEY\n',
    }
    const { root } = await lint({
      ...files,
      'memory/ai-key.md': topic(
        'ai-key',
        'The secret is named `OPENAI_API_KEY`; set it in the host before the first AI call.',
      ),
    })
    // Before, the check grepped the other tool's template line in `supabase/config.toml`.
    expect(await suggestions(root)).not.toContain('supabase/config.toml')
    const named = await lint({
      ...files,
      'memory/ai-key.md': topic('ai-key', 'Supabase Studio reads `OPENAI_API_KEY` for its SQL assistant.'),
    })
    expect(await suggestions(named.root)).toContain('target: supabase/config.toml')
    // An app's own config module in a folder of its code (`server/src/routes/config.ts`) is no tool's config.
    const own = await lint({
      'server/src/routes/config.ts': 'export const supabaseUrl = process.env.SUPABASE_URL\n',
      'memory/ai-key.md': topic('ai-key', 'The server reads `SUPABASE_URL` at start-up.'),
    })
    expect(await suggestions(own.root)).toContain('target: server/src/routes/config.ts')
  })
})

describe('after the ninety-second reading', () => {
  it('a constant placed in a file name the project has twice (`rates.ts` in the server and in the app) is held in the one of them that holds it, never in another file the memory names', async () => {
    const files = {
      'server/src/lib/rates.ts': 'export const HOLD_FEE_EUR = 40\n',
      'web/src/data/rates.ts': 'export const display = (n: number) => `${n} EUR`\n',
      'web/src/components/CheckoutDialog.tsx':
        'const HOLD_FEE_EUR = 40\nexport const CheckoutDialog = () => HOLD_FEE_EUR\n',
    }
    const body = [
      '- `web/src/components/CheckoutDialog.tsx` opens the three-step payment dialog.',
      '',
      '### Fees',
      '- Hold fee: 40 EUR (HOLD_FEE_EUR constant in rates.ts)',
    ].join('\n')
    const { root } = await lint({ ...files, 'memory/payments.md': topic('payments', body) })
    const block = await suggestions(root)
    // Before, the constant was held in the dialog, a file the memory names on another line.
    expect(block).not.toMatch(/target: web\/src\/components\/CheckoutDialog\.tsx\n\+\s+pattern: HOLD_FEE_EUR/)
    expect(block).toMatch(/target: server\/src\/lib\/rates\.ts\n\+\s+pattern: HOLD_FEE_EUR/)
    // Neither of the two files holding it: the claim places it there, and no other file holds the claim.
    const moved = await lint({
      ...files,
      'server/src/lib/rates.ts': 'export const other = 1\n',
      'memory/payments.md': topic('payments', body),
    })
    expect(await suggestions(moved.root)).not.toContain('pattern: HOLD_FEE_EUR')
  })

  it('a bare file name the project has twice, said beside a name rather than as where it is (`its own `use-auth.tsx` hook, its own `AdminGate``), places nothing: the file that defines the name holds it', async () => {
    const { root } = await lint({
      'web/src/hooks/use-auth.tsx': 'export const useAuth = () => null\n',
      'admin/src/hooks/use-auth.tsx': 'export const useAuth = () => null\n',
      'admin/src/components/admin-gate.tsx': 'export function AdminGate() { return null }\n',
      'memory/admin.md': topic(
        'admin',
        'The admin app has its own Supabase auth, its own `use-auth.tsx` hook and its own `AdminGate`.',
      ),
    })
    expect(await suggestions(root)).toMatch(/target: admin\/src\/components\/admin-gate\.tsx\n\+\s+pattern: AdminGate/)
  })

  it("a key the memory says the host keeps among its secrets is no check in a PHP config that defines it to a written value (`define('KEY', 'CHANGE_ME')`); one that reads it from the environment still holds it", async () => {
    const memory = topic('mail', '## Env vars\n- `MAILER_API_KEY` — Replit Secret; a v3 key\n')
    const { root } = await lint({
      'venue-site/config.php': "<?php\ndefine('MAILER_API_KEY',  'CHANGE_ME');\n",
      'api/src/mail.ts': 'export const key = process.env.MAILER_API_KEY\n',
      'memory/mail.md': memory,
    })
    // Before, the check grepped the placeholder another site's config commits.
    expect(await suggestions(root)).not.toContain('venue-site/config.php')
    const reads = await lint({
      'venue-site/config.php': "<?php\ndefine('MAILER_API_KEY', getenv('MAILER_API_KEY'));\n",
      'memory/mail.md': memory,
    })
    expect(await suggestions(reads.root)).toMatch(/target: venue-site\/config\.php\n\+\s+pattern: MAILER_API_KEY/)
  })

  it('an environment variable a compose file sets for a demo is no check where the memory never speaks of containers; where it does, the compose file holds it', async () => {
    const files = {
      'docker-compose.yaml': 'services:\n  broker:\n    environment:\n      BROKER_STRICT_TOPICS: "true"\n',
      'internal/config/config.go': 'package config\n\nfunc Load() { bindEnv("strict_topics") }\n',
    }
    const { root } = await lint({
      ...files,
      'memory/topics.md': topic('topics', '- Environment variable override: `BROKER_STRICT_TOPICS` (default false)\n'),
    })
    // Before, the check grepped the demo value the compose file sets.
    expect(await suggestions(root)).not.toContain('docker-compose.yaml')
    const named = await lint({
      ...files,
      'memory/topics.md': topic('topics', 'The docker compose stack sets `BROKER_STRICT_TOPICS` for the broker.\n'),
    })
    expect(await suggestions(named.root)).toMatch(/target: docker-compose\.yaml\n\+\s+pattern: BROKER_STRICT_TOPICS/)
  })
})

describe('after the ninety-third reading', () => {
  it("a setting the memory calls an optional override with a default is held in the code that reads it, never in the host's config that sets it today", async () => {
    const files = {
      '.replit':
        '[userenv.shared]\nLOGIN_CALLBACK_URL = "https://dev.example.test/api/auth/callback"\nSTAFF_CHAT_ID = "1234"\n',
      'server/src/routes/login.ts':
        'export const callback = process.env.LOGIN_CALLBACK_URL || `https://${process.env.HOST}/api/auth/callback`\n' +
        'export const staff = process.env.STAFF_CHAT_ID\n',
    }
    const { root } = await lint({
      ...files,
      'memory/login.md': topic(
        'login',
        [
          '## Key env vars',
          '- `LOGIN_CALLBACK_URL` — optional override for the callback; defaults to `https://{HOST}/api/auth/callback`',
          '- `STAFF_CHAT_ID` — the staff chat the bot posts to',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    // Before, the override was held in `.replit`, where removing it leaves the memory true and the check failing.
    expect(proposed).not.toMatch(/target: \.replit\n\+\s+pattern: LOGIN_CALLBACK_URL/)
    expect(proposed).toMatch(/target: server\/src\/routes\/login\.ts\n\+\s+pattern: LOGIN_CALLBACK_URL/)
    // A setting said plainly is still held where the host sets it.
    expect(proposed).toMatch(/target: \.replit\n\+\s+pattern: STAFF_CHAT_ID/)
  })

  it("an override a tool's config reads (`env.VITE_API_PORT` in `vite.config.ts`) is held there", async () => {
    const { root } = await lint({
      'web/vite.config.ts':
        'export default { server: { proxy: { "/api": `http://localhost:${env.VITE_API_PORT ?? 3001}` } } }\n',
      'memory/proxy.md': topic(
        'proxy',
        'Vite proxies `/api` to the Express server. Override the API port with `VITE_API_PORT`.',
      ),
    })
    expect(await suggestions(root)).toMatch(/target: web\/vite\.config\.ts\n\+\s+pattern: VITE_API_PORT/)
  })

  it('the columns a memory lists after a table the migration creates are held in that migration, never in the code files that use them', async () => {
    const { root } = await lint({
      'supabase/migration.sql':
        'CREATE TABLE referrals (\n  id uuid PRIMARY KEY,\n  referrer_id uuid,\n  referred_id uuid,\n  bonus_paid boolean\n);\n',
      'server/src/routes/api.ts':
        'export const refer = (a: string, b: string) => db.from("referrals").insert({ referrer_id: a, referred_id: b })\n',
      'memory/db.md': topic(
        'db',
        [
          '### Backend',
          '- `server/src/routes/api.ts` — `POST /api/refer` (JWT-verified)',
          '',
          '### Database',
          '- `referrals` — referrer_id, referred_id, bonus_paid',
          '- Run `supabase/migration.sql` to create the tables',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    // Before, the columns were held in the route that inserts them, a file the memory names for its endpoints.
    expect(proposed).not.toMatch(/target: server\/src\/routes\/api\.ts\n\+\s+pattern: referr/)
    expect(proposed).toMatch(/target: supabase\/migration\.sql\n\+\s+pattern: referrer_id/)
  })

  it('columns written in prose are held in the file that creates their table only where the memory names that file', async () => {
    const { root } = await lint({
      'server/db.js': 'db.exec(`CREATE TABLE sync_log (id INTEGER, items_synced INTEGER, items_total INTEGER)`)\n',
      'server/sync.js': 'export function startAutoSync(name, ms) {}\n',
      'memory/sync.md': topic(
        'sync',
        '`startAutoSync` in `server/sync.js` starts the loop.\n\n`sync_log`: service, status, items_synced, items_total',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('pattern: startAutoSync')
    expect(proposed).not.toContain('items_total')
  })
})

describe('after the ninety-fourth reading', () => {
  it('a bracketed stem with the extension of content (`posts/[slug].mdx`, `images/[filename].webp`) stands for the files there: no rot; a router file of that shape (`[toolId].tsx`), gone, still is', async () => {
    const { findings } = await lint({
      'src/content/blog/first-post.mdx': '# First\n',
      'public/images/blog/first-post.webp': 'x',
      'app/convert/index.tsx': 'export default function Convert() {}\n',
      'memory/blog.md': topic(
        'blog',
        [
          '- Spanish posts: `src/content/blog/[slug].mdx`',
          '- Images: `public/images/blog/[filename].webp` (always WebP)',
          '- Each tool opens `app/convert/[toolId].tsx`.',
        ].join('\n'),
      ),
    })
    // Before, the two stand-ins were reported as paths that no longer exist.
    expect(missing(findings)).toEqual([
      expect.stringContaining('names app/convert/[toolId].tsx, which does not exist under the root'),
    ])
  })

  it('a code constant the memory calls an override map (`` the `CHILD_PRICE` override map is intentionally empty ``) is held where it is defined: only a variable of the environment is an optional setting', async () => {
    const { root } = await lint({
      'server/src/routes/registrations.ts':
        'const CHILD_PRICE: Record<string, number> = {}\nexport const price = (t: string, adult: number) => CHILD_PRICE[t] ?? adult\n',
      'memory/pricing.md': topic(
        'pricing',
        'The `CHILD_PRICE` override map is intentionally empty (children fall back to the adult price).',
      ),
    })
    // Before, the word "override" made it a setting read from the environment, and nothing held it.
    expect(await suggestions(root)).toMatch(/target: server\/src\/routes\/registrations\.ts\n\+\s+pattern: CHILD_PRICE/)
  })
})

describe('after the ninety-fifth reading', () => {
  it('a step asking to delete a file (`1) delete dead `src/root.zig``) names a path meant to go: no rot; a current path, gone, still is', async () => {
    const { findings } = await lint({
      'src/main.zig': 'pub fn main() void {}\n',
      'memory/cleanup.md': topic(
        'cleanup',
        'Phases: 1) delete dead `src/root.zig`, 2) Zig-ify `.gitignore`, 3) audit the allocator. Status: 1-2 ✅.\n\nThe library entry point is `src/lib.zig`.\n',
      ),
    })
    // Before, the path the first step deletes was reported as a path that no longer exists.
    expect(missing(findings)).toEqual([
      expect.stringContaining('names src/lib.zig, which does not exist under the root'),
    ])
  })

  it('a name no file declares (a key in a page and in a module) is held in the named file that declares the other names of its clause, not in the page the memory names for its tabs', async () => {
    const { root } = await lint({
      'server/core/optimizer.ts':
        'export const ORDER = {\n  fifo: 0,\n  min_tax: 2,\n}\nexport function compareStrategies() {}\n',
      'web/pages/optimizer.tsx': 'const LABELS = {\n  min_tax: { label: "Min Tax" },\n}\nexport default LABELS\n',
      'memory/optimizer.md': topic(
        'optimizer',
        [
          '## Built',
          '- Frontend: `web/pages/optimizer.tsx` shows the tabs',
          '- `server/core/optimizer.ts`: the strategies',
          '',
          '## Sort notes',
          '**compareStrategies sort**: with equal gains, `min_tax` sorts after fifo; the sort is stable.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    // Before, the page (a key of that name, named first of the files that define it) held it.
    expect(proposed).not.toMatch(/target: web\/pages\/optimizer\.tsx\n\+\s+pattern: min_tax/)
    expect(proposed).toMatch(/target: server\/core\/optimizer\.ts\n\+\s+pattern: min_tax/)
  })

  it('a field said beside a name another file declares (`requireAuth` looks users up by `clerk_id`) gets no check in a client hook where it is a field of a response', async () => {
    const { root } = await lint({
      'api/middlewares/auth.ts':
        'export function requireAuth(req: { auth: string }) {\n  return db.users.find({ clerkId: req.auth })\n}\n',
      'web/hooks/use-current-user.ts':
        'export interface Me {\n  clerk_id: string;\n}\nexport const useMe = () => fetch("/api/me")\n',
      'memory/auth.md': topic(
        'auth',
        [
          '## Setup',
          '- `requireAuth` in `api/middlewares/auth.ts` attaches the user',
          '',
          '## Provisioning',
          'On the first request, `requireAuth` looks the user up by `clerk_id`.',
          '',
          '## Frontend',
          '- `useMe()` in `web/hooks/use-current-user.ts` fetches the role',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    // Before, the hook (the one file the memory names that defines a field of that name) held it.
    expect(proposed).not.toMatch(/pattern: clerk_id/)
    expect(proposed).toMatch(/target: api\/middlewares\/auth\.ts\n\+\s+pattern: requireAuth/)
  })

  it('a field the memory lists under a type its file declares is still held in that file', async () => {
    const { root } = await lint({
      'server/lib/frame.ts': 'export interface DeepFrame {\n  rootCause: string\n  paradoxAtCore: string\n}\n',
      'memory/frame.md': topic(
        'frame',
        '## What it is\n`server/lib/frame.ts` builds the frame.\n\n## Fields\n- `rootCause`: why the usual fix fails\n- `paradoxAtCore`: the counterintuitive truth\n',
      ),
    })
    expect(await suggestions(root)).toMatch(/target: server\/lib\/frame\.ts\n\+\s+pattern: rootCause/)
  })
})

describe("a review's findings: what it found missing or dead is no claim that it is there", () => {
  it('a French negation (`n’a pas de modèle`), a name with zero callers, and the code a "dead code" label lists get no check; the rest of the memory does', async () => {
    const { root } = await lint({
      'src/payments.ts':
        'export class Payment {}\nexport class PaymentRefund {}\nexport const settleRefundBatch = () => Payment\n',
      'memory/review.md': topic(
        'review',
        [
          'Les paiements sont dans `src/payments.ts` ; `Payment` n’a pas de modèle `PaymentRefund` séparé.',
          '',
          'The flag `USE_LEGACY` in `src/app.ts` has zero callers.',
          '',
          '**Dead code found:**',
          '- `settleRefundBatch` in `src/payments.ts` — exported for the checkout page.',
          '',
          '**Ordering:** `deriveBeforeClassify` in `src/app.ts` runs first.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('deriveBeforeClassify')
    expect(proposed).not.toContain('PaymentRefund')
    expect(proposed).not.toContain('USE_LEGACY')
    expect(proposed).not.toContain('settleRefundBatch')
  })

  it('a heading naming dead code among other work, or "now dead code" said in a line, sets nothing aside', async () => {
    const { findings } = await lint({
      'memory/feature.md': topic(
        'feature',
        '## Export — docs, dead code and init\n\n**Gotchas:**\n- the clamp in `src/export/clamp.ts` is now dead code, kept as a safety net\n',
      ),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names src/export/clamp.ts, which does not exist under the root'),
    ])
  })
})

describe('after the sixty-sixth reading', () => {
  it('a heading that calls what it lists old but kept ("Old routes kept as stubs") lists files the project still has: gone ones are rot', async () => {
    const { findings } = await lint({
      'server/routes/projects.ts': 'export const projects = 1\n',
      'memory/routes.md': topic(
        'routes',
        '## Old routes kept as stubs\n`server/routes/admin.ts`, `server/routes/form.ts` are empty stubs.\n\n## Old routes\n`server/routes/legacy.ts` served the first form.\n',
      ),
    })
    expect(missing(findings)).toEqual([
      expect.stringContaining('names server/routes/admin.ts, which does not exist under the root'),
      expect.stringContaining('names server/routes/form.ts, which does not exist under the root'),
    ])
  })

  it('a phase heading that gives how long it will take (`### Phase 0: extract types (1-2 天)`) is a plan: the file it starts from gets no check', async () => {
    const { root } = await lint({
      'apps/web/src/models/types.ts': 'export type WorkflowNode = { id: string }\n',
      'apps/web/src/flows/run.ts': 'export function runFlow() {}\n',
      'memory/migration.md': topic(
        'migration',
        '## Phases\n\n### Phase 0: extract the shared types (1-2 天)\n- from `apps/web/src/models/types.ts` into `packages/types/`\n\n### Phase 1: the engine (2-3 weeks)\n- move `runFlow` out of `apps/web/src/flows/run.ts`\n\n## Now\nFlows start in `runFlow` in `apps/web/src/flows/run.ts`.\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('target: apps/web/src/models/types.ts')
    expect(proposed).toMatch(/target: apps\/web\/src\/flows\/run\.ts\n\+\s+pattern: runFlow/)
  })

  it('a name two model files define is held in the one whose class the clause names (`StageHistory` for `stage_history.py`), not in the first file the memory names', async () => {
    const { root } = await lint({
      'database/models/missionary.py':
        'class Missionary(Base):\n    created_at = Column(DateTime)\n    deleted_at = Column(DateTime)\n',
      'database/models/stage_history.py':
        'class StageHistory(Base):\n    from_stage = Column(String)\n    created_at = Column(DateTime)\n',
      'memory/models.md': topic(
        'models',
        'Records live in `database/models/missionary.py`.\n\n- **StageHistory** model keeps every transition with its `created_at`.\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: database\/models\/stage_history\.py\n\+\s+pattern: created_at/)
    expect(proposed).not.toMatch(/target: database\/models\/missionary\.py\n\+\s+pattern: created_at/)
  })

  it('a field of a type the clause names (`PipelineState` fields) is held in the file that declares that type, not in another file the memory names where a query sets a column of that name', async () => {
    const { root } = await lint({
      'server/types/pipeline.ts':
        'export interface PipelineState {\n  current_version: number;\n  medium_fix_count: number;\n}\n',
      'server/lib/db.ts':
        'export const save = (id) => sql`UPDATE runs SET\n      current_version = COALESCE($4, current_version),\n      medium_fix_count = $5\n    WHERE id = ${id}`\n',
      'server/core.ts': 'export const start = () => ({\n  current_version: 0,\n  medium_fix_count: 0,\n})\n',
      'memory/pipeline.md': topic(
        'pipeline',
        'Runs are saved in `server/lib/db.ts`.\n\n- **New PipelineState fields** — `current_version`, `medium_fix_count`\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: server\/types\/pipeline\.ts\n\+\s+pattern: current_version/)
    expect(proposed).not.toMatch(/target: server\/lib\/db\.ts\n\+\s+pattern: current_version/)
  })
  it('a name under a heading that names one file (`## Web client (src/api/client.ts)`) is held in that file, not in a file that defines one of that name', async () => {
    const { root } = await lint({
      'src/api/client.ts': 'export const fetchJson = (p) => fetch(p, { retry: maxRetries })\n',
      'src/jobs/worker.ts': 'export const maxRetries = 5\n',
      'memory/api.md': topic('api', '## Web client (src/api/client.ts)\n- Passes `maxRetries` to every fetch\n'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: src\/api\/client\.ts\n\+\s+pattern: maxRetries/)
    expect(proposed).not.toContain('src/jobs/worker.ts')
  })

  it('an environment variable the code reads is not defined by a script that passes it to a program it starts (`{ PUBLIC_HOST: host }`)', async () => {
    const { root } = await lint({
      'src/api/client.ts': 'const host = process.env.PUBLIC_HOST\nexport const base = `https://${host}/api`\n',
      'src/lib/auth.ts': 'export const origin = () => process.env.PUBLIC_HOST ?? "localhost"\n',
      'scripts/deploy.js':
        'const host = process.env.PUBLIC_HOST || process.env.FALLBACK_HOST\nspawn("expo", ["export"], {\n  env: {\n    PUBLIC_HOST: host,\n  },\n})\n',
      'memory/api.md': topic('api', '## Base URL\n- `PUBLIC_HOST` = the dev domain (set in the app workflow env)\n'),
    })
    expect(await suggestions(root)).not.toContain('scripts/deploy.js')
  })

  it('an environment variable a file declares as its own constant (`export const PUBLIC_HOST = process.env.PUBLIC_HOST`) is held there', async () => {
    const { root } = await lint({
      'src/env.ts': 'export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? "localhost"\n',
      'src/api/client.ts': 'import { PUBLIC_HOST } from "../env"\nexport const base = `https://${PUBLIC_HOST}/api`\n',
      'memory/api.md': topic('api', '## Base URL\n- `PUBLIC_HOST` = the dev domain\n'),
    })
    expect(await suggestions(root)).toMatch(/target: src\/env\.ts\n\+\s+pattern: PUBLIC_HOST/)
  })

  it('a name under such a heading that the file does not hold is not placed there: it is held where it is defined', async () => {
    const { root } = await lint({
      'src/api/client.ts':
        'import { retryAfter } from "./retry"\nexport const fetchJson = (p) => retryAfter(() => fetch(p))\n',
      'src/api/retry.ts': 'export const retryAfter = (f) => f()\nexport const backoffDelay = 250\n',
      'memory/api.md': topic('api', '## Web client (src/api/client.ts)\n- Waits `backoffDelay` ms between tries\n'),
    })
    expect(await suggestions(root)).toMatch(/target: src\/api\/retry\.ts\n\+\s+pattern: backoffDelay/)
  })
})

describe('a copy of the app nested in a folder of the project', () => {
  it('a path two files end with, one a copy of the other nested in a deeper folder, is the shallower one: held there, as any found path is', async () => {
    const tiers = 'export const SECTION_TIERS = { social: 1 }\n'
    const { root, findings } = await lint({
      'EchoApp/client/src/lib/tiers.js': tiers,
      'review_package/source/EchoApp/client/src/lib/tiers.js': tiers,
      'memory/sections.md': topic(
        'sections',
        'Section ids are the keys of `SECTION_TIERS` in `client/src/lib/tiers.js`.',
      ),
    })
    expect(missing(findings)).toEqual([])
    expect(await suggestions(root)).toMatch(/target: EchoApp\/client\/src\/lib\/tiers\.js\n\+\s+pattern: SECTION_TIERS/)
  })

  it('two files of one name in unrelated folders stay a guess: no check on either', async () => {
    const { root } = await lint({
      'apps/web/src/lib/tiers.js': 'export const SECTION_TIERS = { social: 1 }\n',
      'apps/admin/src/lib/tiers.js': 'export const SECTION_TIERS = { email: 2 }\n',
      'memory/sections.md': topic('sections', 'Section ids are the keys of `SECTION_TIERS` in `src/lib/tiers.js`.'),
    })
    expect(await suggestions(root)).not.toContain('SECTION_TIERS')
  })
})

describe("a file-system router's segments", () => {
  it('a path with a dynamic or group segment (`app/convert/[toolId].tsx`, `app/(tabs)/scan.tsx`) is a path: held, and the names beside it are held in it', async () => {
    const { root, findings } = await lint({
      'mobile/app/convert/[toolId].tsx': 'export const LEVELS = { high: 0.11 }\nexport const sectionLabel = "Format"\n',
      'mobile/app/(tabs)/scan.tsx': 'export const buildPdf = () => 1\n',
      'web/src/labels.ts': 'export const sectionLabel = "Section"\n',
      'web/src/pdf.ts': 'export const buildPdf = () => 2\n',
      'memory/convert.md': topic(
        'convert',
        'The picker passes `sectionLabel` to `app/convert/[toolId].tsx`.\n\nThe scanner builds with `buildPdf` in `app/(tabs)/scan.tsx`.\n',
      ),
    })
    expect(missing(findings)).toEqual([])
    const proposed = await suggestions(root)
    expect(proposed).toContain("target: 'mobile/app/convert/[toolId].tsx'\n+      pattern: sectionLabel")
    expect(proposed).toContain("target: 'mobile/app/(tabs)/scan.tsx'\n+      pattern: buildPdf")
  })

  it('a dynamic segment in prose (`([toolId].tsx)`) is that file, not a name `toolId` to look for elsewhere', async () => {
    const { root } = await lint({
      'mobile/app/convert/[toolId].tsx': 'export const LEVELS = 1\n',
      'web/src/Workflow.tsx': 'export const Workflow = ({ toolId }) => toolId\nconst toolId = 1\n',
      'memory/levels.md': topic(
        'levels',
        'The web form is `web/src/Workflow.tsx`; video levels live in the mobile screen ([toolId].tsx).\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('pattern: toolId')
    expect(proposed).toContain("target: 'mobile/app/convert/[toolId].tsx'")
  })

  it('a routed file the project deleted is reported as rot, as any path is', async () => {
    const { findings } = await lint({
      'mobile/app/convert/index.tsx': 'export default 1\n',
      'memory/convert.md': topic('convert', 'Each tool opens `app/convert/[toolId].tsx`.\n'),
    })
    expect(missing(findings).join('\n')).toContain(
      'names app/convert/[toolId].tsx, which does not exist under the root',
    )
  })

  it('a bracketed segment no folder of the project has, where other names stand in its place, describes a layout: no rot', async () => {
    const { findings } = await lint({
      'app/[lang]/pricing/page.tsx': 'export default 1\n',
      'app/[lang]/about/page.tsx': 'export default 2\n',
      'src/modules/billing/index.ts': 'export const billing = 1\n',
      'memory/layout.md': topic(
        'layout',
        [
          '- Each page is `app/[lang]/[page]/page.tsx`.',
          '- Each module lives in `src/modules/[module]/`.',
          '- Posts render from `app/[lang]/[postId]/view.tsx`.',
        ].join('\n'),
      ),
    })
    // Before, both patterns were reported as paths the project lost.
    const said = missing(findings).join('\n')
    expect(said).not.toContain('[page]')
    expect(said).not.toContain('[module]')
    // Where nothing of that shape is there, the bracketed path is still one the project lacks.
    expect(said).toContain('names app/[lang]/[postId]/view.tsx, which does not exist under the root')
  })
})

describe('a recipe written with a placeholder folder', () => {
  it("a file the memory writes under a placeholder (`apps/<slug>/app.json`) and then by its bare name is the recipe's example: no check on the real folder's file, no rot", async () => {
    const { root, findings } = await lint({
      'apps/shop-mobile/app.json': '{}\n',
      'apps/shop-mobile/constants/colors.ts': 'export const tint = "#fff"\n',
      'memory/scaffold.md': topic(
        'scaffold',
        'If `scaffoldApp` returns `"apps/<slug>/ already exists"`:\n\n' +
          '1. Back up custom files: `cp -r apps/<slug>/app /tmp/b && cp apps/<slug>/constants/colors.ts /tmp/b && cp apps/<slug>/app.json /tmp/b`\n' +
          '2. Delete the folder: `rm -rf apps/<slug>/`\n' +
          '3. Re-run `scaffoldApp`, then copy the backed-up files back\n' +
          '4. Apply your edits (colors.ts, _layout.tsx, app.json, tabs layout)\n',
      ),
    })
    expect(missing(findings).join('\n')).not.toMatch(/app\.json|colors\.ts/)
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('apps/shop-mobile/app.json')
    expect(proposed).not.toContain('apps/shop-mobile/constants/colors.ts')
  })

  it('a file the memory names only as itself stays a claim, though another line writes a placeholder path', async () => {
    const { root } = await lint({
      'apps/shop-mobile/app.json': '{"name":"shop"}\n',
      'memory/scaffold.md': topic(
        'scaffold',
        'The app is configured in `apps/shop-mobile/app.json`.\n\nNew apps go under `apps/<slug>/`.\n',
      ),
    })
    expect(await suggestions(root)).toContain('target: apps/shop-mobile/app.json')
  })
})

describe('a copy of the old app kept in a folder set aside', () => {
  it("a dependency is held in the live app's manifest, not in the one a `.migration-backup/` copy keeps nearer the root", async () => {
    const { root } = await lint({
      '.migration-backup/package.json': '{ "dependencies": { "zustand": "4.0.0" } }\n',
      'artifacts/shop/package.json': '{ "dependencies": { "zustand": "5.0.2" } }\n',
      'memory/web.md': topic('web', 'State lives in the `zustand` package.\n'),
    })
    const proposed = await suggestions(root)
    expect(proposed).not.toContain('.migration-backup')
    expect(proposed).toContain('target: artifacts/shop/package.json')
  })
})

describe('a dependency two manifests as near as each other declare', () => {
  it('is held in neither: which app the memory means is a guess', async () => {
    const { root } = await lint({
      'apps/sandbox/package.json': '{ "dependencies": { "zustand": "4.0.0" } }\n',
      'apps/shop/package.json': '{ "dependencies": { "zustand": "5.0.2" } }\n',
      'memory/state.md': topic('state', 'State lives in the `zustand` package.\n'),
    })
    expect(await suggestions(root)).not.toContain('package.json')
  })

  it('of two as near, the one whose folder the clause names (`The shop app uses the zustand package`) holds it', async () => {
    const { root } = await lint({
      'apps/sandbox/package.json': '{ "dependencies": { "zustand": "4.0.0" } }\n',
      'apps/shop/package.json': '{ "dependencies": { "zustand": "5.0.2" } }\n',
      'memory/state.md': topic('state', 'The shop app uses the `zustand` package for its cart.\n'),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('target: apps/shop/package.json')
    expect(proposed).not.toContain('apps/sandbox')
  })

  it('a folder named after a concession or a contrast (`even if logging comes via @workspace/observability`) is not the one the clause names', async () => {
    const { root } = await lint({
      'apps/api/package.json': '{ "dependencies": { "pino": "9.0.0" } }\n',
      'packages/observability/package.json': '{ "dependencies": { "pino": "9.0.0" } }\n',
      'memory/bundling.md': topic(
        'bundling',
        "The bundler resolves `pino` from each service's own package, so declare it as a direct dependency even if logging comes via `@workspace/observability`.\n",
      ),
    })
    expect(await suggestions(root)).not.toContain('package.json')
  })

  it('the nearer manifest still holds it when a deeper one declares it too', async () => {
    const { root } = await lint({
      'apps/shop/package.json': '{ "dependencies": { "zustand": "5.0.2" } }\n',
      'apps/shop/vendor/kit/package.json': '{ "dependencies": { "zustand": "4.0.0" } }\n',
      'memory/state.md': topic('state', 'State lives in the `zustand` package.\n'),
    })
    expect(await suggestions(root)).toContain('target: apps/shop/package.json')
  })
})

describe('after the ninety-sixth reading', () => {
  it('fields a schema declares by name (`name: "seoTitle"`) are not held in a seed script the memory never names, that sets them as keys', async () => {
    const { root } = await lint({
      'src/schemas/post.ts': [
        'export const post = defineType({',
        "  name: 'post',",
        '  fields: [',
        "    defineField({ name: 'seoTitle', type: 'string', fieldset: 'seo' }),",
        "    defineField({ name: 'metaDescription', type: 'text', fieldset: 'seo' }),",
        '  ],',
        '})',
        '',
      ].join('\n'),
      'scripts/seed-posts.ts':
        "const doc = {\n  _type: 'post',\n  seoTitle: 'Hello',\n  metaDescription: 'A first post',\n}\n",
      'src/lib/queries.ts': 'export async function getAllPosts() {\n  return client.fetch(query)\n}\n',
      'memory/posts.md': topic(
        'posts',
        [
          'The blog reads its posts with `getAllPosts` in `src/lib/queries.ts`.',
          '',
          'SEO fields (`seoTitle`, `metaDescription`) are grouped in a collapsible `seo` fieldset.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    // Before, the seed script (the one file setting a key of that name) held both fields.
    expect(proposed).not.toMatch(/target: scripts\/seed-posts\.ts/)
    expect(proposed).toMatch(/target: src\/lib\/queries\.ts\n\+\s+pattern: getAllPosts/)
  })

  it('a field the memory places in the schema file it names, declared there by name, is held there', async () => {
    const { root } = await lint({
      'src/schemas/post.ts':
        "export const post = defineType({\n  fields: [\n    defineField({ name: 'seoTitle', type: 'string' }),\n  ],\n})\n",
      'scripts/seed-posts.ts': "const doc = {\n  seoTitle: 'Hello',\n}\n",
      'memory/posts.md': topic(
        'posts',
        'The `seoTitle` field is declared in `src/schemas/post.ts`, in the `seo` fieldset.\n',
      ),
    })
    expect(await suggestions(root)).toMatch(/target: src\/schemas\/post\.ts\n\+\s+pattern: seoTitle/)
  })

  it('a dependency the words place in a folder (`the website uses …`) is held in that folder’s manifest, not in a root one that also lists it', async () => {
    const { root } = await lint({
      'package.json': '{\n  "devDependencies": { "@tailwindcss/postcss": "^4.0.0" }\n}\n',
      'website/package.json':
        '{\n  "name": "site",\n  "dependencies": { "@tailwindcss/postcss": "^4.1.0", "next": "15.0.0" }\n}\n',
      'website/postcss.config.mjs': "export default { plugins: { '@tailwindcss/postcss': {} } }\n",
      'app/index.ts': 'export {}\n',
      'memory/site.md': topic(
        'site',
        'The website uses the current Tailwind PostCSS adapter (`@tailwindcss/postcss`) rather than the legacy plugin.\n',
      ),
    })
    const proposed = await suggestions(root)
    // Before, the root manifest (the nearest that declares it) held it.
    expect(proposed).toMatch(/target: website\/package\.json\n\+\s+pattern: '"@tailwindcss\/postcss"\\s\*:'/)
    expect(proposed).not.toMatch(/target: package\.json\n/)
  })

  it('a list led by what a build produces and where (`WXT produces bundles under `.output/`:`) names the build’s output: no missing path', async () => {
    const { findings } = await lint({
      'wxt.config.ts': 'export default defineConfig({})\n',
      '.output/chrome-mv3/manifest.json': '{}\n',
      'entrypoints/background.ts': 'export default defineBackground(() => {})\n',
      'memory/extension.md': topic(
        'extension',
        [
          'The background worker is `entrypoints/background.ts`.',
          '',
          'WXT produces browser-specific bundles under `.output/`:',
          '- `.output/chrome-mv3/` — Chrome, Edge, Brave',
          '- `.output/firefox-mv3/` — Firefox',
          '',
          'The popup lives in `entrypoints/popup.tsx`.',
        ].join('\n'),
      ),
    })
    // Before, the Firefox bundle (made only by a Firefox build) was reported as a path that does not exist.
    expect(missing(findings)).toEqual([
      expect.stringContaining('names entrypoints/popup.tsx, which does not exist under the root'),
    ])
  })
})

describe('after the ninety-seventh reading', () => {
  it('a flag the memory says to keep out of a script (`Keep `--fast-math` out of run.sh`) gets no check that it is there', async () => {
    const { root } = await lint({
      'run.sh':
        '#!/bin/sh\n# --fast-math crashed on this GPU once; patched since\nexec python main.py --listen --fast-math\n',
      'main.py': 'def main():\n    pass\n',
      'memory/fast-math.md': topic(
        'fast-math',
        '**`--fast-math` must not be used in run.sh.**\n\n**How to apply:** Keep `--fast-math` out of run.sh; `main.py` starts the server.\n',
      ),
    })
    // Before, the flag was held in run.sh: a check that passes only while the memory is false.
    expect(await suggestions(root)).not.toContain('--fast-math')
  })

  it('a memory named for one day’s wrap-up (`收工 — 2026-05-04 …`, `Wrap-up 2026-05-05`) tells that day’s history: the files it names since removed are no rot', async () => {
    const { findings } = await lint({
      'agents/reader/dispatcher.py': 'def dispatch(): pass\n',
      'memory/session-may-4.md': topic(
        '收工 — 2026-05-04 晚 Stage 1 ship',
        'Slice 4 tests (`tests/agents/reader/test_dispatcher_image.py`) updated to match.\n',
      ),
      'memory/session-may-5.md': topic(
        'Wrap-up 2026-05-05 — CI green',
        'First round failed lint: E501 in `agents/reader/zotero_reader.py`.\n',
      ),
      'memory/layout.md': topic(
        'layout',
        'The dispatcher is `agents/reader/dispatcher.py`; its config is `agents/reader/config.py`.\n',
      ),
    })
    // Before, both day logs' files were reported as paths that do not exist.
    expect(missing(findings)).toEqual([
      expect.stringContaining('names agents/reader/config.py, which does not exist under the root'),
    ])
  })
})

describe('after the ninety-eighth reading', () => {
  it('a name inside parentheses that close before a list of files (`` `keys.rs` (…; `open_or_init` …), `gate.rs` ``) is the file before them’s: not held in a later file that only calls it', async () => {
    const { root } = await lint({
      'core/src/keys.rs':
        'pub struct SignKey;\nimpl SignKey {\n    pub fn open_or_init(dir: &Path) -> Self { SignKey }\n}\n',
      'core/src/gate.rs': 'pub fn decide() {\n    let key = SignKey::open_or_init(&dir);\n}\n',
      'core/src/levels.rs': 'pub const SAFE_VERBS: &[&str] = &["read"];\n',
      'memory/core.md': topic(
        'core',
        '**Modules** (`core/src/`): `keys.rs` (Ed25519 signing; SignKey open_or_init 0600 + validated), `levels.rs` (the `SAFE_VERBS` list), `gate.rs` (classify then decide).\n',
      ),
    })
    const proposed = await suggestions(root)
    // Before, both names were held in gate.rs, a file that only calls them.
    expect(proposed).not.toMatch(/target: core\/src\/gate\.rs/)
    expect(proposed).toMatch(/target: core\/src\/keys\.rs\n\+\s+pattern: open_or_init/)
  })

  it('a Python `with lock(path):` uses the name: the module that defines it holds it, not a file the memory names that only enters it', async () => {
    const { root } = await lint({
      'app/store/journal.py': 'import threading\n\ndef journal_lock(path):\n    return threading.RLock()\n',
      'app/bridge/envelope.py':
        'def accept(store, nonce):\n    from ..store.journal import journal_lock\n    with journal_lock(store.path):\n        return nonce\n',
      'memory/bridge.md': topic(
        'bridge',
        [
          'The bridge lives in `app/bridge/envelope.py` (signed request envelopes).',
          '',
          'Concurrent writes forked the chain; fixed with a process-wide re-entrant `journal_lock` + flock.',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    // Before, `with journal_lock(` read as a declaration, and the envelope module the memory names held it.
    expect(proposed).not.toMatch(/target: app\/bridge\/envelope\.py\n\+\s+pattern: journal_lock/)
    expect(proposed).toMatch(/target: app\/store\/journal\.py\n\+\s+pattern: journal_lock/)
  })
})

describe('after the ninety-ninth reading', () => {
  it('a path said to be "im Repo" (German: in the repository) is this project’s: gone, it is reported with where its name is now', async () => {
    const { findings } = await lint({
      'docs/Handover/handover-2026-08-11.md': '# Handover\n',
      'memory/resume-point.md': topic(
        'resume point',
        'Arbeitsstand vom 2026-08-11. Vollständige Übergabe liegt im Repo:\n`docs/handover-2026-08-11.md`.\n',
      ),
    })
    // Before, "Repo" read as another repository, and the moved handover went unreported.
    expect(missing(findings)).toEqual([
      expect.stringContaining(
        'names docs/handover-2026-08-11.md, which does not exist under the root (docs/Handover/handover-2026-08-11.md has its name)',
      ),
    ])
  })

  it('a file the memory says was dropped ("`mailer.py` entfallen") gets no check on another file of its name', async () => {
    const { root } = await lint({
      'backend/services/mailer.py': '# deprecated stand-in\n',
      'backend/services/mail_frame.py': 'def frame(body):\n    return body\n',
      'memory/mail.md': topic(
        'mail',
        'Zuletzt: ein Rahmen für alle Mails (`backend/services/mail_frame.py`), `mailer.py` entfallen.\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toContain('target: backend/services/mail_frame.py')
    // Before, the bare name was matched to the older file of that name that is still there.
    expect(proposed).not.toContain('mailer.py')
  })

  it('a name a shared widget was extracted from (`Extracted from `_ExerciseListPicker` in `screen.dart``) is no claim that the private one stays', async () => {
    const { root } = await lint({
      'lib/shared/widgets/picker.dart': 'class Picker extends StatelessWidget {}\n',
      'lib/screens/workout_screen.dart': 'class _ExerciseListPicker extends StatelessWidget {}\n',
      'memory/picker.md': topic(
        'picker',
        '**Shared widget**: `lib/shared/widgets/picker.dart`\n- Extracted from `_ExerciseListPicker` in `workout_screen.dart`\n- Public `Picker` class with an `onSelected` callback\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: lib\/shared\/widgets\/picker\.dart/)
    // Before, the private copy's name was held in the screen: a check that fails once the copy goes.
    expect(proposed).not.toContain('_ExerciseListPicker')
  })

  it('a name the memory says was moved out of a file is not held there, whatever another line says of the file', async () => {
    const { root } = await lint({
      'lib/router/app_routes.dart': 'abstract class AppRoutes {\n  static const home = "/";\n}\n',
      'lib/router/app_router.dart':
        "export 'app_routes.dart';\nimport 'app_routes.dart';\nfinal router = GoRouter(initialLocation: AppRoutes.home);\n",
      'memory/routes.md': topic(
        'routes',
        'AppRoutes was moved from `app_router.dart` into a dedicated `lib/router/app_routes.dart` file to break a circular import. `app_router.dart` re-exports `app_routes.dart` so all existing callers continue to see `AppRoutes` unchanged.\n',
      ),
    })
    const proposed = await suggestions(root)
    expect(proposed).toMatch(/target: lib\/router\/app_routes\.dart\n\+\s+pattern: AppRoutes/)
    // Before, the file it was moved out of held it: its uses there would keep the check passing.
    expect(proposed).not.toMatch(/target: lib\/router\/app_router\.dart\n\+\s+pattern: AppRoutes/)
  })
})

describe('a name written after its bare file name (`main.py::run_migrations`)', () => {
  it('is grepped in that file, and the span is no setting', async () => {
    const { root } = await lint({
      'backend/main.py': 'def _apply_column_patches():\n    pass\n\n_apply_column_patches()\n',
      'backend/migrate.py': '"""Run by hand only."""\n',
      'memory/columns.md': topic(
        'columns',
        'New columns belong in **`main.py::_apply_column_patches`**; `backend/migrate.py` never runs at start.\n',
      ),
    })
    const proposed = await suggestions(root)
    // Before, `main.py::…` was read as a setting and a bare `main.py`: a readable of the whole module.
    expect(proposed).toMatch(/target: backend\/main\.py\n\+\s+pattern: _apply_column_patches/)
    expect(proposed).not.toMatch(/kind: readable\n\+\s+target: backend\/main\.py/)
  })
})

describe('a section a memory quotes by its title', () => {
  it('is grepped by its title in the document that opens a heading with it; a quote no heading opens with leaves the readable', async () => {
    const { root } = await lint({
      'docs/runbook.md':
        '# Runbook\n\n## 4. Safe local runs (binds every agent)\n\nNever start the server twice.\n\n## Releases\n\nTag first.\n',
      'docs/notes.md':
        '# Notes\n\n### `2059` — both quiet hours rows kept\n\nThe phrase "quiet hours" appears here in prose.\n',
      'memory/safe-runs.md': topic(
        'safe runs',
        'Start nothing by hand. See the "Safe local runs" guardrail in `docs/runbook.md` before any launch.\n',
      ),
      'memory/quiet.md': topic('quiet', 'The "quiet hours" rule lives in `docs/notes.md`.\n'),
    })
    const proposed = await suggestions(root)
    // Before, the runbook got a readable, which passes when the section goes.
    expect(proposed).toMatch(/target: docs\/runbook\.md\n\+\s+pattern: 'Safe local runs'\n\+\s+fixed: true/)
    expect(proposed).not.toMatch(/kind: readable\n\+\s+target: docs\/runbook\.md/)
    // No heading opens with "quiet hours" (one holds it inside): the file itself is what is held.
    expect(proposed).toMatch(/kind: readable\n\+\s+target: docs\/notes\.md/)
    expect(proposed).not.toContain('pattern: quiet hours')
  })
})

describe('what a memory lists under a plan written in German', () => {
  it('is no claim that it exists: no file of it is reported missing', async () => {
    const { stdout } = await lint({
      'kiosk/play/run.py': 'def main():\n    pass\n',
      'memory/reframe.md': topic(
        'reframe',
        'Die Pipeline startet in `kiosk/play/run.py`.\n\n## Was das für den Arbeitsplan bedeutet\n\n**Falsches Ziel**:\n- `scripts/build_archive.py` als neues Artefakt\n\n' +
          '**Richtiges Ziel**:\n- Pipeline aus `kiosk/play/run.py` in `kiosk/refs.py` heben\n',
      ),
    })
    // Before, the rejected goal's script and the module still to be made were reported as rot.
    expect(stdout).not.toContain('scripts/build_archive.py')
    expect(stdout).not.toContain('kiosk/refs.py')
    expect(stdout).toContain('kiosk/play/run.py')
  })
})

describe('a removal said in Chinese, Japanese or Korean', () => {
  it('sets aside the names it is said of (`删除 `X``, `` `X`を削除 ``, `已移除`), not a feature named for it (`删除按钮`)', async () => {
    const { root } = await lint({
      'web/src/types.ts':
        'export type RunOutcome = "ok"\nexport type RunHandle = string\nexport const deleteButtonLabel = "x"\n',
      'web/src/panel.tsx': 'export function RemovePanel() { return null }\n',
      'memory/prune.md': topic(
        'prune',
        '## 核心决策\n\n1. **不保留兼容层** — 删除 `RunDescriptor`、optional `parent_id`、`RunOutcome` 双轨\n2. **强类型协议** — 状态从 `String` 升级为 DTO 枚举\n',
      ),
      'memory/panel.md': topic('panel', '删除按钮在 `web/src/panel.tsx` 的 `RemovePanel` 里。\n'),
    })
    const proposed = await suggestions(root)
    // Before, the type the memory says is deleted was held as if it stayed.
    expect(proposed).not.toContain('RunOutcome')
    // "删除按钮" is the delete button: the component is still held where the memory places it.
    expect(proposed).toMatch(/target: web\/src\/panel\.tsx\n\+\s+pattern: RemovePanel/)
  })
})

describe('a name a code block declares under a line naming its file', () => {
  it('is grepped in that file; a function’s own variable, or a block after an open task, is not', async () => {
    const { root } = await lint({
      'crates/tools/src/read_file.rs':
        'pub const BLOCKED_READS: &[&str] = &["/dev/zero", "/dev/random"];\n\npub fn read_checked(path: &str) -> bool {\n    let device_path = path;\n    !BLOCKED_READS.contains(&device_path)\n}\n',
      'crates/tools/src/edit_file.rs':
        'use crate::read_file::read_checked;\n\npub fn edit_checked(path: &str) { read_checked(path); }\n',
      'memory/limits.md': topic(
        'limits',
        [
          '## Device reads',
          '**Location**: `tools/src/read_file.rs`',
          '',
          '**Rule**: device files are never read (an endless read blocks the agent).',
          '',
          '```rust',
          'pub const BLOCKED_READS: &[&str] = &["/dev/zero", "/dev/random"];',
          '',
          'pub fn read_checked(path: &str) -> bool {',
          '    let device_path = path;',
          '}',
          '```',
          '',
          '## Edits',
          '- [ ] give `tools/src/edit_file.rs` a checked edit:',
          '',
          '```rust',
          'pub fn edit_checked(path: &str) { read_checked(path); }',
          '```',
          '',
        ].join('\n'),
      ),
    })
    const proposed = await suggestions(root)
    // Before, only the file was held: a readable of the module passes whatever its list holds.
    expect(proposed).toMatch(/target: crates\/tools\/src\/read_file\.rs\n\+\s+pattern: BLOCKED_READS/)
    expect(proposed).not.toMatch(/kind: readable\n\+\s+target: crates\/tools\/src\/read_file\.rs/)
    expect(proposed).toMatch(/target: crates\/tools\/src\/read_file\.rs\n\+\s+pattern: read_checked/)
    // Indented, `let device_path` is the function's own; the line before the second block is a task not yet done.
    expect(proposed).not.toContain('pattern: device_path')
    expect(proposed).not.toContain('pattern: edit_checked')
  })
})

describe('a title that opens with a stage’s number (`# V1.5 rollout`)', () => {
  it('is no changelog entry: the names under it are held; a release heading still sets its entry aside', async () => {
    const { root } = await lint({
      'api/messaging/connect.js': 'export function handleAdminStart(req) {\n  return req\n}\n',
      'api/legacy/sync.js': 'export function syncEveryLocation() {}\n',
      'memory/rollout.md': topic(
        'rollout',
        '# V1.5 rollout — academies onto V1.5\n\nAdmins connect an academy through `handleAdminStart` in `api/messaging/connect.js`.\n',
      ),
      'memory/changes.md': topic(
        'changes',
        '## v0.9.0 — sync rework (2026-05-01)\n\n- `syncEveryLocation` in `api/legacy/sync.js` replaced the nightly job.\n',
      ),
    })
    const proposed = await suggestions(root)
    // Before, "V1.5" read as a release and the whole memory as a changelog entry: no check at all.
    expect(proposed).toMatch(/target: api\/messaging\/connect\.js\n\+\s+pattern: handleAdminStart/)
    expect(proposed).not.toContain('syncEveryLocation')
  })
})

import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { installedGrep } from './installed-grep.ts'
import { cli, runCli, slowSearch } from './run-cli.ts'

afterAll(cleanLayouts)

const topic = (verify: string) => `---\nverify:\n${verify}\n---\nBody.\n`
/** The engine's version, which its built-in `none` checker reports. */
const CORE_VERSION: string = JSON.parse(
  readFileSync(new URL('../../core/package.json', import.meta.url), 'utf8'),
).version
const DEFINE_URL = pathToFileURL(new URL('../dist/config/define.js', import.meta.url).pathname).href

/** A git project with a README claim (readable) and a grep claim about a large log. */
function project(extra: Record<string, Entry> = {}) {
  return layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'README.md': '# project\n',
    'logs/app.log': `${'line\n'.repeat(400)}needle\n`,
    'memory/readme.md': topic('  kind: readable\n  target: README.md'),
    'memory/log.md': topic('  kind: grep\n  target: logs/app.log\n  pattern: needle'),
    ...extra,
  })
}

/** A checker module answering kind `exists`, as a project would write in ./checkers/. */
const existsChecker = (meta = "{ name: 'local-exists', version: '1.4.0' }", apiVersion = 1) => `
const checker = {
  apiVersion: ${apiVersion},
  kind: 'exists',
  meta: ${meta},
  options: { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } },
  async check(options, ctx) {
    await ctx.resolveTarget(options.target)
    return { status: 'fresh', reason: 'exists: ' + options.target }
  },
}
export default checker
`

const json = (text: string) => JSON.parse(text)
const statuses = (stdout: string) =>
  Object.fromEntries(
    json(stdout).memories.map((m: { name: string; status: string; reason: string }) => [
      m.name,
      `${m.status}: ${m.reason}`,
    ]),
  )

describe('a checker package that is not there', () => {
  it.each([
    ['@claimcheck/checker-grepp', 'did you mean @claimcheck/checker-grep?'],
    ['@claimchek/checker-http', 'did you mean @claimcheck/checker-http?'],
    [
      '@claimcheck/checker-yaml',
      'is it installed in the project (npm install --save-dev @claimcheck/checker-yaml), and is its name right?',
    ],
  ])('%s: one line naming it, and %s', async (name, hint) => {
    const root = project({ 'claimcheck.config.json': JSON.stringify({ checkers: [name] }) })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe(
      `claimcheck: claimcheck.config.json: checkers[0] (${name}): cannot find package '${name}' from ${root} (${hint})\n`,
    )
    expect(result.code).toBe(2)
  })
})

describe('finding the config (SPEC §9.1)', () => {
  it('finds claimcheck.config.* from the current folder up to the root, and not above it', async () => {
    const root = project({ 'claimcheck.config.json': JSON.stringify({ checkers: ['@claimcheck/checker-readable'] }) })
    const fromSub = await cli(['check', '../memory', '--format', 'json'], { cwd: join(root, 'logs') })
    expect(statuses(fromSub.stdout).log).toBe(
      "stale: no checker for kind 'grep' (enable @claimcheck/checker-grep in claimcheck.config)",
    )
    const parent = layout({ 'claimcheck.config.json': JSON.stringify({ checkers: [] }) })
    const nested = join(parent, 'repo')
    addFiles(nested, { '.git/HEAD': 'x', 'memory/readme.md': topic('  kind: none') })
    expect((await cli(['check', 'memory'], { cwd: nested })).code).toBe(0)
  })

  it.each([
    ['claimcheck.config.json', JSON.stringify({ timeout: 0.25 })],
    ['claimcheck.config.yaml', 'timeout: 0.25  # seconds\n'],
    ['claimcheck.config.yml', 'timeout: 0.25\n'],
    [
      'claimcheck.config.mjs',
      `import { defineConfig } from '${DEFINE_URL}'\nexport default defineConfig({ timeout: 0.25 })\n`,
    ],
    ['claimcheck.config.js', 'export default { timeout: 0.25 }\n'],
    ['claimcheck.config.cjs', 'module.exports = { timeout: 0.25 }\n'],
  ])('reads %s', async (file, text) => {
    const slow = slowSearch()
    const root = project({
      [file]: text,
      'package.json': JSON.stringify({ type: 'module' }),
      ...slow.files,
      'memory/slow.md': topic(slow.block),
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toContain('STALE slow: timed out after 0.25s')
  })

  it('--config names the file; a missing one exits 2', async () => {
    const root = project({ 'conf/custom.yaml': 'checkers: []\n' })
    const result = await cli(['check', 'memory', '--config', 'conf/custom.yaml', '--format', 'json'], { cwd: root })
    expect(statuses(result.stdout).readme).toBe(
      "stale: no checker for kind 'readable' (enable @claimcheck/checker-readable in claimcheck.config)",
    )
    expect(await cli(['check', 'memory', '--config', 'nope.yaml'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: 'claimcheck: config file not found: nope.yaml\n',
    })
  })

  it('reads memoryDir, root, include, concurrency and allowOutside', async () => {
    const outside = layout({ 'shared/notes.txt': 'shared notes\n' })
    const root = project({
      'tools/claimcheck.config.yaml': [
        'memoryDir: ../memory',
        'root: ..',
        "include: ['topics/**/*.md']",
        'concurrency: 2',
        `allowOutside: ['${join(outside, 'shared')}']`,
      ].join('\n'),
      'memory/topics/deep.md': topic('  kind: readable\n  target: README.md'),
      'memory/shared.md': topic(`  kind: readable\n  target: ${join(outside, 'shared/notes.txt')}`),
    })
    const result = await cli(['check', '--config', 'tools/claimcheck.config.yaml', '--format', 'json'], { cwd: root })
    const report = json(result.stdout)
    expect(report.memoryDir).toBe(join(root, 'memory'))
    expect(report.root).toBe(root)
    expect(report.memories.map((m: { file: string }) => m.file)).toEqual([
      'memory/topics/deep.md',
      'memory/log.md',
      'memory/readme.md',
      'memory/shared.md',
    ])
    expect(statuses(result.stdout).shared).toBe('fresh: readable with content')
  })
})

describe("a section named after a checker's kind holds that checker's settings (SPEC §9.1)", () => {
  it('command.allow lets the commands it lists run, and only those', async () => {
    const root = project({
      'claimcheck.config.json': JSON.stringify({
        checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-grep', '@claimcheck/checker-command'],
        command: { allow: ['test -f *'] },
      }),
      'memory/listed.md': topic('  kind: command\n  target: test -f README.md'),
      'memory/unlisted.md': topic('  kind: command\n  target: touch planted.txt'),
    })
    const result = await cli(['check', '--format', 'json'], { cwd: root, env: { CI: 'true' } })
    expect(statuses(result.stdout).listed).toBe('fresh: exit 0')
    expect(statuses(result.stdout).unlisted).toBe(
      "stale: untrusted command: approve it with 'claimcheck trust' or list it in command.allow",
    )
    expect(existsSync(join(root, 'planted.txt'))).toBe(false)
  })

  it('a section no enabled checker answers is not used, and said: for every kind alike', async () => {
    const root = project({
      'claimcheck.config.json': JSON.stringify({ 'tool-version': { allow: ['node --version'] } }),
    })
    const result = await cli(['check'], { cwd: root })
    expect(result.code).toBe(0)
    const warning =
      "claimcheck: warning: claimcheck.config.json: no enabled checker answers kind 'tool-version', so its section is not used\n"
    expect(result.stderr.split(warning)).toHaveLength(2)
  })
})

describe('config errors name the file, the field and what was expected (exit 2)', () => {
  it.each([
    [{ timeout: 'soon' }, `'timeout' must be a number above 0, not "soon"`],
    [{ concurrency: 1.5 }, "'concurrency' must be a whole number above 0, not 1.5"],
    [{ checker: [] }, "unknown field 'checker' (did you mean 'checkers'?)"],
    [{ index: { maxLine: 3 } }, "unknown field 'index.maxLine' (did you mean 'maxLines'?)"],
    [{ index: { warnRatio: 2 } }, "'index.warnRatio' must be a number above 0, at most 1, not 2"],
    [{ context: { maxChars: 0 } }, "'context.maxChars' must be a whole number above 0, not 0"],
    [
      { requires: { '@claimcheck/checker-grep': 'latest-ish' } },
      `'requires.@claimcheck/checker-grep' must be a semver range such as ^1.2.0, not "latest-ish"`,
    ],
    [{ include: ['ok', 3] }, "'include[1]' must be a string, not 3"],
    [{ checkers: 'grep' }, `'checkers' must be a list, not "grep"`],
    [{ checkers: [{ name: 'x' }] }, 'checkers[0]: expected a package name, a path, or [name, settings]'],
    [['a'], 'the config must be a mapping, not a list'],
  ])('%j', async (config, problem) => {
    const root = project({ 'claimcheck.config.json': JSON.stringify(config) })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe(`claimcheck: claimcheck.config.json: ${problem}\n`)
    expect(result.stdout).toBe('')
    expect(result.code).toBe(2)
  })

  it.each([
    ['claimcheck.config.json', '', 'an empty file'],
    ['claimcheck.config.json', '\n', 'an empty file'],
    ['claimcheck.config.json', 'null\n', 'null'],
  ])('%s holding %j: the config must be a mapping, not %s', async (file, text, what) => {
    const result = await cli(['check', 'memory'], { cwd: project({ [file]: text }) })
    expect(result.stderr).toBe(`claimcheck: ${file}: the config must be a mapping, not ${what}\n`)
    expect(result.code).toBe(2)
  })

  it.each([
    ['memoryDir: /', "'memoryDir'", '/', 'the MEMORY_DIR argument'],
    ['memoryDir: ../elsewhere', "'memoryDir'", '../elsewhere', 'the MEMORY_DIR argument'],
    ['memoryDir: linked', "'memoryDir'", 'linked', 'the MEMORY_DIR argument'],
    ['memoryDir: ~/', "'memoryDir'", '~/', 'the MEMORY_DIR argument'],
    ['root: /', "'root'", '/', 'the --root flag'],
    ['root: ..', "'root'", '..', 'the --root flag'],
  ])('%s is refused: a committed config never widens what is read (SPEC §10)', async (line, field, shown, escape) => {
    const home = layout({ 'notes.md': topic('  kind: none') })
    const root = project({ 'claimcheck.config.yaml': `${line}\n`, linked: { symlink: home } })
    const result = await cli(['check'], { cwd: root, env: { HOME: home } })
    expect(result.stderr).toBe(
      `claimcheck: claimcheck.config.yaml: ${field} must lie inside ${root}, not ${shown} (a config cannot widen what claimcheck reads; use ${escape})\n`,
    )
    expect(result).toMatchObject({ code: 2, stdout: '' })
  })

  it('the command line may still name a memory dir or root outside the repository', async () => {
    const outside = layout({ 'notes.md': topic('  kind: none') })
    const root = project({ 'claimcheck.config.yaml': `memoryDir: ${outside}\n` })
    const result = await cli(['check', outside], { cwd: root })
    expect(result.stdout).toContain('fresh=0 stale=0 unverifiable=1')
    expect(result.code).toBe(0)
  })

  it('invalid YAML and JSON are named with their line', async () => {
    const yaml = await cli(['check', 'memory'], {
      cwd: project({ 'claimcheck.config.yaml': 'checkers:\n  - a\n - b\n' }),
    })
    expect(yaml.stderr).toMatch(/^claimcheck: claimcheck\.config\.yaml: not valid YAML: .+ \(line 3\)\n$/)
    const bad = await cli(['check', 'memory'], {
      cwd: project({ 'claimcheck.config.json': '{\n  "timeout": 3,\n}\n' }),
    })
    expect(bad.stderr).toMatch(/^claimcheck: claimcheck\.config\.json: not valid JSON: .+ \(line 3\)\n$/)
    expect(bad.code).toBe(2)
  })

  it('a JSON config nested 100,000 deep is refused by name, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`
    const result = await cli(['check', 'memory'], {
      cwd: project({ 'claimcheck.config.json': `{ "checkers": [["@claimcheck/checker-grep", ${deep}]] }\n` }),
    })
    expect(result).toMatchObject({
      code: 2,
      stderr: 'claimcheck: claimcheck.config.json: nests deeper than 64 levels\n',
    })
  })

  it('a JS config that throws is named', async () => {
    const result = await cli(['check', 'memory'], {
      cwd: project({ 'claimcheck.config.mjs': "throw new Error('oops')\n" }),
    })
    expect(result.stderr).toBe('claimcheck: claimcheck.config.mjs: cannot load: oops\n')
    expect(result.code).toBe(2)
  })
})

describe('checkers are opt-in (SPEC §9.2)', () => {
  it('without `checkers`, the default set runs; with it, exactly those', async () => {
    const root = project({ 'memory/judgement.md': topic('  kind: none') })
    expect(statuses((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)).toEqual({
      judgement: 'unverifiable: no counterpart (judgement)',
      log: 'fresh: matched /needle/',
      readme: 'fresh: readable with content',
    })
    addFiles(root, { 'claimcheck.config.yaml': "checkers:\n  - '@claimcheck/checker-grep'\n" })
    expect(statuses((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)).toEqual({
      judgement: 'unverifiable: no counterpart (judgement)',
      log: 'fresh: matched /needle/',
      readme: "stale: no checker for kind 'readable' (enable @claimcheck/checker-readable in claimcheck.config)",
    })
  })

  it('loads a relative path from the config folder, and [name, settings] passes settings to the factory', async () => {
    const root = project({
      'memory/exists.md': topic('  kind: exists\n  target: README.md'),
      'config/checkers/exists.mjs': existsChecker(),
      'config/claimcheck.config.yaml': [
        'checkers:',
        '  - ./checkers/exists.mjs',
        "  - ['@claimcheck/checker-grep', { maxFileBytes: 100 }]",
        "  - '@claimcheck/checker-readable'",
      ].join('\n'),
    })
    const result = await cli(['check', 'memory', '--config', 'config/claimcheck.config.yaml', '--format', 'json'], {
      cwd: root,
    })
    expect(statuses(result.stdout)).toEqual({
      exists: 'fresh: exists: README.md',
      log: 'stale: too large to search: logs/app.log',
      readme: 'fresh: readable with content',
    })
  })

  it('a JS config may pass checker objects and presets (lists flatten)', async () => {
    const root = project({
      'memory/exists.md': topic('  kind: exists\n  target: README.md'),
      'checkers/exists.mjs': existsChecker(),
      'checkers/preset.mjs': [
        "import exists from './exists.mjs'",
        "export default [[exists], { ...exists, kind: 'also-exists', meta: { name: 'preset', version: '1.0.0' } }]",
      ].join('\n'),
      'claimcheck.config.mjs': [
        "import preset from './checkers/preset.mjs'",
        `import { defineConfig } from '${DEFINE_URL}'`,
        "export default defineConfig({ checkers: [preset, ['@claimcheck/checker-readable', {}]] })",
      ].join('\n'),
      'memory/also.md': topic('  kind: also-exists\n  target: README.md'),
    })
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    expect(statuses(result.stdout)).toMatchObject({
      also: 'fresh: exists: README.md',
      exists: 'fresh: exists: README.md',
      readme: 'fresh: readable with content',
    })
  })

  it('a preset package is a module exporting a list of checkers', async () => {
    const root = project({
      'memory/exists.md': topic('  kind: exists\n  target: README.md'),
      'node_modules/my-preset/package.json': JSON.stringify({
        name: 'my-preset',
        version: '2.0.0',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/my-preset/index.js': `${existsChecker("{ name: 'my-preset', version: '2.0.0' }").replace('export default checker', '')}\nexport default [checker, []]\n`,
      'claimcheck.config.json': JSON.stringify({ checkers: ['my-preset', '@claimcheck/checker-readable'] }),
    })
    const result = await cli(['checkers', '--format', 'json'], { cwd: root })
    expect(
      json(result.stdout).checkers.map((c: { kind: string; package: string }) => `${c.kind} ${c.package}`),
    ).toEqual(['none @claimcheck/core', 'exists my-preset', 'readable @claimcheck/checker-readable'])
  })

  it("resolves names from the config file's folder: the project's installed version wins", async () => {
    const root = project({
      ...installedGrep('9.9.9'),
      'claimcheck.config.json': JSON.stringify({ checkers: ['@claimcheck/checker-grep'] }),
    })
    const report = json((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    const log = report.memories.find((m: { name: string }) => m.name === 'log')
    expect(log.reason).toBe('project copy 9.9.9')
    expect(log.checks[0].checker).toBe('@claimcheck/checker-grep@9.9.9')
    const listed = json((await cli(['checkers', '--format', 'json'], { cwd: root })).stdout)
    expect(listed.checkers[1]).toEqual({
      kind: 'grep',
      package: '@claimcheck/checker-grep',
      version: '9.9.9',
      source: join(root, 'node_modules/@claimcheck/checker-grep/index.js'),
      description: null,
      url: null,
    })
  })

  it('two checkers for one kind: a config error naming both', async () => {
    const root = project({
      'checkers/exists.mjs': existsChecker(),
      'checkers/exists-too.mjs': existsChecker("{ name: 'other-exists', version: '2.0.0' }"),
      'claimcheck.config.yaml': 'checkers: [./checkers/exists.mjs, ./checkers/exists-too.mjs]\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe(
      "claimcheck: claimcheck.config.yaml: two checkers for kind 'exists': local-exists@1.4.0 and other-exists@2.0.0\n",
    )
    expect(result.code).toBe(2)
  })

  it('a checker built for another apiVersion is refused with a clear message', async () => {
    const root = project({
      'checkers/future.mjs': existsChecker(undefined, 2),
      'claimcheck.config.yaml': 'checkers: [./checkers/future.mjs]\n',
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe(
      `claimcheck: claimcheck.config.yaml: checkers[0] (./checkers/future.mjs): checker local-exists (from ${join(root, 'checkers/future.mjs')}) is built for checker apiVersion 2; this claimcheck supports apiVersion 1\n`,
    )
    expect(result.code).toBe(2)
  })

  it.each([
    [
      'a module without a default export',
      'export const x = 1\n',
      'has no default export (a checker, a list of checkers, or a factory)',
    ],
    ['a module that is not a checker', 'export default { kind: 3 }\n', 'is not'],
    ['a factory that throws', "export default () => { throw new Error('bad settings') }\n", 'bad settings'],
  ])('refuses %s', async (_what, source, problem) => {
    const root = project({ 'checkers/odd.mjs': source, 'claimcheck.config.yaml': 'checkers: [./checkers/odd.mjs]\n' })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toContain('claimcheck: claimcheck.config.yaml: checkers[0] (./checkers/odd.mjs): ')
    expect(result.stderr).toContain(problem === 'is not' ? 'apiVersion' : problem)
    expect(result.code).toBe(2)
  })

  it('the JSON report times each check (the text report shows no times)', async () => {
    const slow = `
export default {
  apiVersion: 1,
  kind: 'slow',
  meta: { name: 'local-slow', version: '1.0.0' },
  options: { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } },
  check: () => new Promise((resolve) => setTimeout(() => resolve({ status: 'fresh', reason: 'slow' }), 30)),
}
`
    const root = project({
      'checkers/slow.mjs': slow,
      'claimcheck.config.yaml': 'checkers: [./checkers/slow.mjs]\n',
      'memory/readme.md': topic('  kind: slow'),
      'memory/log.md': topic('  kind: slow\n  timeout: 5'),
    })
    const timed = json((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    expect(timed.memories.map((m: { checks: Array<{ ms: number }> }) => (m.checks[0]?.ms ?? 0) >= 29)).toEqual([
      true,
      true,
    ])
    const text = await cli(['check', 'memory'], { cwd: root })
    expect(text.stdout).toBe('OK    log: slow\nOK    readme: slow\n\nfresh=2 stale=0 unverifiable=0\n')
  })

  it('settings a checker does not know are a config error', async () => {
    const root = project({ 'claimcheck.config.yaml': "checkers:\n  - ['@claimcheck/checker-grep', { maxBytes: 5 }]\n" })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe(
      "claimcheck: claimcheck.config.yaml: checkers[0] (@claimcheck/checker-grep): @claimcheck/checker-grep settings: unknown setting 'maxBytes'\n",
    )
  })
})

describe('version pins (SPEC §9.2)', () => {
  it('a satisfied pin runs; an unsatisfied one is a config error naming both versions', async () => {
    const root = project({
      ...installedGrep('1.4.2'),
      'claimcheck.config.json': JSON.stringify({
        checkers: ['@claimcheck/checker-grep'],
        requires: { '@claimcheck/checker-grep': '^1.2.0' },
      }),
    })
    expect((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).code).toBe(1)
    addFiles(root, {
      'claimcheck.config.json': JSON.stringify({
        checkers: ['@claimcheck/checker-grep'],
        requires: { '@claimcheck/checker-grep': '^2.0.0' },
      }),
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe(
      `claimcheck: claimcheck.config.json: requires @claimcheck/checker-grep ^2.0.0, but version 1.4.2 is loaded (@claimcheck/checker-grep@1.4.2 from ${join(root, 'node_modules/@claimcheck/checker-grep/index.js')})\n`,
    )
    expect(result.code).toBe(2)
  })

  it('pins the default set too, and a pin for a checker that is not enabled is an error', async () => {
    const root = project({
      'claimcheck.config.json': JSON.stringify({ requires: { '@claimcheck/checker-readable': '>=0.0.0' } }),
    })
    expect((await cli(['check', 'memory'], { cwd: root })).code).toBe(0)
    addFiles(root, { 'claimcheck.config.json': JSON.stringify({ requires: { '@claimcheck/checker-http': '^1.0.0' } }) })
    expect(await cli(['check', 'memory'], { cwd: root })).toMatchObject({
      code: 2,
      stderr:
        'claimcheck: claimcheck.config.json: requires @claimcheck/checker-http ^1.0.0, but no enabled checker comes from @claimcheck/checker-http\n',
    })
  })
})

describe('claimcheck checkers (SPEC §6.5)', () => {
  it('lists kind, package, version and where each was loaded from', async () => {
    const root = project({
      'checkers/exists.mjs': existsChecker(),
      'claimcheck.config.yaml': 'checkers: [./checkers/exists.mjs]\n',
    })
    const result = await cli(['checkers'], { cwd: root })
    expect(result.stdout).toBe(
      [
        `config: ${join(root, 'claimcheck.config.yaml')}`,
        'KIND    PACKAGE           VERSION  FROM',
        `none    @claimcheck/core  ${CORE_VERSION.padEnd(7)}  ${realpathSync(fileURLToPath(new URL('../../core/dist/index.js', import.meta.url)))}`,
        '        A claim with no machine-checkable counterpart (a judgement): unverifiable, handed over as it is.',
        `exists  local-exists      1.4.0    ${join(root, 'checkers/exists.mjs')}`,
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(0)
  })

  it('lists the default set when there is no config', async () => {
    const result = await cli(['checkers', '--format', 'json'], { cwd: project() })
    const listed = json(result.stdout)
    expect(listed.config).toBeNull()
    expect(listed.checkers.map((c: { kind: string }) => c.kind)).toEqual(['none', 'readable', 'grep', 'symlink-strict'])
    // Carried by the CLI, at the version the package names: loaded from its package's module here,
    expect(listed.checkers[1]).toMatchObject({
      source: realpathSync(fileURLToPath(new URL('../../../plugins/checker-readable/dist/index.js', import.meta.url))),
      package: '@claimcheck/checker-readable',
    })
    // and from the CLI's bundle when the bin runs, the enabled ones beside it in scripts of their own.
    const root = project({
      'claimcheck.config.json': '{ "checkers": ["@claimcheck/checker-grep", "@claimcheck/checker-http"] }\n',
    })
    const bundled = json(runCli(['checkers', '--format', 'json'], { cwd: root }).stdout)
    const dist = realpathSync(fileURLToPath(new URL('../dist/', import.meta.url)))
    expect(bundled.checkers.map((c: { kind: string; source: string }) => [c.kind, c.source])).toEqual([
      ['none', join(dist, 'claimcheck.cjs')],
      ['grep', join(dist, 'claimcheck.cjs')],
      ['http', join(dist, 'checker-http.cjs')],
    ])
  })

  it('shows what each kind checks, as each checker describes itself (meta.docs), a third party alike', async () => {
    const described =
      "{ name: 'local-exists', version: '1.4.0', docs: { description: 'A path still \\u001b[31mexists.', url: 'https://example.com/exists' } }"
    const root = project({
      'checkers/exists.mjs': existsChecker(described),
      'claimcheck.config.yaml': "checkers: ['@claimcheck/checker-grep', ./checkers/exists.mjs]\n",
    })
    const listed = json((await cli(['checkers', '--format', 'json'], { cwd: root })).stdout)
    expect(
      listed.checkers.map((c: { kind: string; description: string; url: string }) => [c.kind, c.description, c.url]),
    ).toEqual([
      [
        'none',
        'A claim with no machine-checkable counterpart (a judgement): unverifiable, handed over as it is.',
        null,
      ],
      [
        'grep',
        'A pattern a memory relies on still appears in a file, a folder or a glob (or, with absent, no longer appears).',
        'https://www.npmjs.com/package/@claimcheck/checker-grep',
      ],
      ['exists', 'A path still \u001b[31mexists.', 'https://example.com/exists'],
    ])
    // At a terminal, what a checker says of itself is text: its escape sequence is shown, not run.
    const text = (await cli(['checkers'], { cwd: root })).stdout
    expect(text).toContain('\n        A path still \\e[31mexists.\n')
    expect(text).not.toContain('\u001b')
  })
})

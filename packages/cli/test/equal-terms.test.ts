// Third parties on equal terms (SPEC §9.3, §10): the same checker, loaded under the first-party
// package name and under a third party's, behaves the same under `check`, the project's allow
// list in CI, `trust` and a user-scope hook; a user-scope hook loads a checker of the folder's own
// once `trust` approved it, from the copy `trust` kept of what it loads; and a pin is judged against the version that runs.
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { installedGrep } from './installed-grep.ts'
import { cli, runInTerminal } from './run-cli.ts'

const versionOf = (plugin: string) =>
  (
    JSON.parse(
      readFileSync(fileURLToPath(new URL(`../../../plugins/${plugin}/package.json`, import.meta.url)), 'utf8'),
    ) as { version: string }
  ).version
const COMMAND_VERSION = versionOf('checker-command')
const GREP_VERSION = versionOf('checker-grep')

afterAll(cleanLayouts)

const FIRST_PARTY = '@claimcheck/checker-command'
const THIRD_PARTY = 'claimcheck-checker-run'
const UNTRUSTED = "untrusted command: approve it with 'claimcheck trust' or list it in command.allow"

/**
 * A package in a project's node_modules: `entry` bundled with what it imports into `main`, so that
 * it loads from a folder with no other package, and `index.js` when the package wraps it.
 */
async function installedPackage(name: string, version: string, entry: string, main: string, index?: string) {
  const bundled = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', write: false })
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version, type: 'module', exports: './index.js' }),
    [`node_modules/${name}/${main}`]: bundled.outputFiles[0]!.text,
    ...(index === undefined ? {} : { [`node_modules/${name}/index.js`]: index }),
  }
}

/** The command checker's own code, as a third party would publish it under a name of its own. */
let thirdParty: Record<string, Entry>
beforeAll(async () => {
  thirdParty = await installedPackage(
    THIRD_PARTY,
    '2.0.0',
    fileURLToPath(new URL('../../../plugins/checker-command/dist/index.js', import.meta.url)),
    'command.js',
    [
      "import command from './command.js'",
      'export default () => {',
      '  const checker = command()',
      `  return { ...checker, meta: { ...checker.meta, name: '${THIRD_PARTY}', version: '2.0.0' } }`,
      '}',
    ].join('\n'),
  )
})

const memory = (name: string, target: string) =>
  `---\nname: ${name}\nverify:\n  kind: command\n  target: ${target}\n---\nBody.\n`

/** A project whose config enables the command kind through `name`, allowing `test -f *`. */
function project(name: string) {
  return layout({
    '.git/HEAD': 'x',
    'home/.keep': '',
    'a.txt': 'x\n',
    ...(name === THIRD_PARTY ? thirdParty : {}),
    'claimcheck.config.yaml': `checkers:\n  - '@claimcheck/checker-readable'\n  - ['${name}', { allow: ['test -f *'] }]\n`,
    'memory/a.md': memory('present', 'test -f a.txt'),
    'memory/b.md': memory('absent', 'test -f gone.txt'),
    'memory/c.md': memory('writes', 'touch planted.txt'),
  })
}

/** What a run shows, with the third party's name read as the first party's: the one difference allowed. */
const same = (text: string) =>
  text.replaceAll(`${THIRD_PARTY}@2.0.0`, `${FIRST_PARTY}@${COMMAND_VERSION}`).replaceAll(THIRD_PARTY, FIRST_PARTY)

const hook = async (root: string) => {
  const result = await cli(['context', 'memory', '--format', 'claude-hook', '--user-scope'], {
    cwd: root,
    env: { HOME: join(root, 'home') },
    input: JSON.stringify({ hook_event_name: 'SessionStart', cwd: root }),
  })
  return JSON.parse(result.stdout).hookSpecificOutput.additionalContext as string
}

describe('the same checker under a first-party and a third-party name (SPEC §9.3)', () => {
  it('check in CI with the project allow list: the same statuses and reasons', async () => {
    const runs = await Promise.all(
      [FIRST_PARTY, THIRD_PARTY].map(async (name) => {
        const root = project(name)
        const result = await cli(['check', 'memory', '--format', 'json'], {
          cwd: root,
          env: { HOME: join(root, 'home'), CI: 'true' },
        })
        const report = JSON.parse(result.stdout) as {
          memories: Array<{ name: string; status: string; reason: string; checks: Array<{ checker: string }> }>
        }
        return {
          code: result.code,
          memories: report.memories.map((m) => [m.name, m.status, m.reason]),
          checker: report.memories[0]!.checks[0]!.checker,
        }
      }),
    )
    expect(runs[0]).toEqual({
      code: 1,
      memories: [
        ['absent', 'stale', 'exit 1'],
        ['present', 'fresh', 'exit 0'],
        ['writes', 'stale', UNTRUSTED],
      ],
      checker: `${FIRST_PARTY}@${COMMAND_VERSION}`,
    })
    expect({ ...runs[1], checker: same(runs[1]!.checker) }).toEqual(runs[0])
  })

  it('trust, then the user-scope hook: the same questions about its commands and the same context', async () => {
    const seen = []
    for (const name of [FIRST_PARTY, THIRD_PARTY]) {
      const root = project(name)
      const before = await hook(root)
      const asked = runInTerminal(['trust', 'memory'], {
        cwd: root,
        env: { HOME: join(root, 'home') },
        input: 'y\ny\ny\ny\n',
      })
      seen.push({ root, before, asked: asked.stdout })
    }
    const [first, third] = seen as [(typeof seen)[0], (typeof seen)[0]]
    // Before any approval the third party's checker is the folder's code: not loaded, and said so.
    expect(third.before).toContain(
      `claimcheck did not load the checker ${THIRD_PARTY} named in claimcheck.config.yaml: a hook that runs in every folder opened runs the folder's own code only once you approved it`,
    )
    // What binds its approval is shown before it is asked: its files and their hash.
    expect(third.asked).toMatch(
      new RegExp(
        `names a checker that is code from this folder: ${THIRD_PARTY}\\r?\\n  node_modules/${THIRD_PARTY} \\(3 files, sha256 [0-9a-f]{16}\\)`,
      ),
    )
    const commandQuestions = (text: string) =>
      text.split(/\r?\n/).filter((line) => / would run:|^  touch |^  cwd: /.test(line))
    expect(commandQuestions(first.asked)).toEqual([
      'memory/c.md would run:',
      '  touch planted.txt',
      '  cwd: . (the root)',
    ])
    expect(commandQuestions(third.asked)).toEqual(commandQuestions(first.asked))
    // Side by side in one process: a hook ends only the process groups its own run started.
    const [firstAfter, thirdAfter] = await Promise.all([hook(first.root), hook(third.root)])
    expect(firstAfter).not.toContain('did not')
    expect(firstAfter).toContain("Memory 'absent' (b.md) failed verification: exit 1.")
    expect(same(thirdAfter)).toBe(firstAfter)
    expect(existsSync(join(third.root, 'planted.txt'))).toBe(true)
  })
})

describe('a checker of the folder own under a user-scope hook (SPEC §10)', () => {
  it('runs from the copy trust kept: a change in the folder never runs, and trust asks about it again', async () => {
    const root = project(THIRD_PARTY)
    const approved = await hook(root)
    runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\ny\ny\ny\n' })
    const ran = await hook(root)
    expect(ran).not.toContain('did not load')
    expect(ran).not.toBe(approved)
    const index = join(root, `node_modules/${THIRD_PARTY}/index.js`)
    writeFileSync(
      index,
      `import { writeFileSync } from 'node:fs'\nwriteFileSync('${join(root, 'changed-ran.txt')}', 'ran')\n${readFileSync(index, 'utf8')}`,
    )
    const after = await hook(root)
    expect(existsSync(join(root, 'changed-ran.txt'))).toBe(false)
    expect(after).toBe(
      `claimcheck ran the copy of ${THIRD_PARTY} you approved: it changed in this folder since, and the change does not run until you approve it. To approve it as it is now, run 'claimcheck trust' in this folder.\n${ran}`,
    )
    const asked = runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'n\n' })
    expect(asked.stdout).toContain(`Load ${THIRD_PARTY} in runs here? [y/N] `)
  })

  it('an edit of the same size with its modification time set back is seen as a change', async () => {
    const root = project(THIRD_PARTY)
    runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\ny\ny\ny\n' })
    const index = join(root, `node_modules/${THIRD_PARTY}/index.js`)
    const before = statSync(index)
    const kept = join(root, 'index.js.kept')
    execFileSync('cp', ['-p', index, kept])
    writeFileSync(index, readFileSync(index, 'utf8').replace("version: '2.0.0'", "version: '6.6.6'"))
    execFileSync('touch', ['-r', kept, index])
    const after = statSync(index)
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs])
    expect(await hook(root)).toContain(
      `claimcheck ran the copy of ${THIRD_PARTY} you approved: it changed in this folder since`,
    )
  })

  it('a copy changed in the store after approval is not run, and said', async () => {
    const root = project(THIRD_PARTY)
    runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\ny\ny\ny\n' })
    const store = join(root, 'home/.local/state/claimcheck/checkers')
    const [sha] = readdirSync(store)
    const copy = join(store, sha!)
    const index = join(copy, `node_modules/${THIRD_PARTY}/index.js`)
    // Kept for the user alone, and not to be edited in place.
    expect([statSync(store).mode & 0o777, statSync(copy).mode & 0o777, statSync(index).mode & 0o777]).toEqual([
      0o700, 0o700, 0o400,
    ])
    chmodSync(index, 0o600)
    writeFileSync(
      index,
      `import { writeFileSync } from 'node:fs'\nwriteFileSync('${join(root, 'copy-ran.txt')}', 'ran')\n${readFileSync(index, 'utf8')}`,
    )
    const after = await hook(root)
    expect(existsSync(join(root, 'copy-ran.txt'))).toBe(false)
    expect(after).toContain(
      `claimcheck did not use the approved copy of ${THIRD_PARTY}: ${copy} changed since it was approved`,
    )
    expect(after).toContain(`claimcheck did not load the checker ${THIRD_PARTY}`)
    // Approved again, the copy is made anew.
    runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\n' })
    expect(await hook(root)).not.toContain('did not')
  })

  it.each([
    ['an absolute path', (root: string) => `${root}/helper.mjs`, 'an absolute path or URL'],
    ['a file URL', (root: string) => `file://${root}/helper.mjs`, 'an absolute path or URL'],
    ['a package no one installed', () => 'not-installed', 'which is not installed where Node looks for it from'],
  ])('a path checker importing %s is not approved, naming the file', async (_what, specifier, why) => {
    const root = layout({
      '.git/HEAD': 'x',
      'home/.keep': '',
      'helper.mjs': 'export const verdict = () => ({ status: "fresh", reason: "helper" })\n',
      'claimcheck.config.yaml': "checkers: ['./checkers/e.mjs']\n",
      'memory/e.md': '---\nname: e\nverify:\n  kind: e\n---\nBody.\n',
    })
    addFiles(root, {
      'checkers/e.mjs': `import { verdict } from '${specifier(root)}'\nexport default { apiVersion: 1, kind: 'e', meta: { name: 'e', version: '1.0.0' }, options: { '~standard': { version: 1, vendor: 'x', validate: (value) => ({ value }) } }, check: async () => verdict() }\n`,
    })
    const asked = runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\n' })
    expect(asked.stdout).toContain(`  not approved: ${join(root, 'checkers/e.mjs')} imports '${specifier(root)}', `)
    expect(asked.stdout).toContain(why)
    expect(await hook(root)).toContain('claimcheck did not load the checker ./checkers/e.mjs')
  })

  it('a package checker importing a package its package.json does not list is not approved', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'home/.keep': '',
      'node_modules/claimcheck-checker-e/package.json': JSON.stringify({
        name: 'claimcheck-checker-e',
        version: '1.0.0',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/claimcheck-checker-e/index.js': "import { verdict } from 'unlisted'\nexport default verdict\n",
      'node_modules/unlisted/package.json': JSON.stringify({
        name: 'unlisted',
        version: '1.0.0',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/unlisted/index.js': 'export const verdict = 1\n',
      'claimcheck.config.yaml': "checkers: ['claimcheck-checker-e']\n",
      'memory/e.md': '---\nname: e\nverify:\n  kind: e\n---\nBody.\n',
    })
    const asked = runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\n' })
    expect(asked.stdout).toContain(
      `  not approved: ${join(root, 'node_modules/claimcheck-checker-e/index.js')} imports 'unlisted', a package its package.json does not list (add it to its dependencies): a hook installed for every folder loads only a copy of what a checker is and lists, so nothing else can change under it\n`,
    )
  })

  it('its dependencies are copied as Node resolves them: a nested version, a scoped package, the same name met again', async () => {
    const manifest = (name: string, version: string, dependencies: Record<string, string> = {}) =>
      JSON.stringify({ name, version, type: 'module', exports: './index.js', dependencies })
    const root = layout({
      '.git/HEAD': 'x',
      'home/.keep': '',
      'claimcheck.config.yaml': "checkers: ['claimcheck-checker-x']\n",
      'memory/x.md': '---\nname: x\nverify:\n  kind: x\n---\nBody.\n',
      'node_modules/claimcheck-checker-x/package.json': manifest('claimcheck-checker-x', '1.0.0', {
        'dep-a': '^1.0.0',
        '@scope/dep-b': '^1.0.0',
      }),
      'node_modules/claimcheck-checker-x/index.js': [
        "import { v } from 'dep-a'",
        "import { seen } from '@scope/dep-b'",
        "export default { apiVersion: 1, kind: 'x', meta: { name: 'x', version: '1.0.0' }, options: { '~standard': { version: 1, vendor: 'x', validate: (value) => ({ value }) } }, check: async () => ({ status: 'stale', reason: `${v}, ${seen}` }) }",
      ].join('\n'),
      // The checker's own version of dep-a, and the project's, which dep-b (hoisted) gets.
      'node_modules/claimcheck-checker-x/node_modules/dep-a/package.json': manifest('dep-a', '1.0.0'),
      'node_modules/claimcheck-checker-x/node_modules/dep-a/index.js': "export const v = 'a1'\n",
      'node_modules/dep-a/package.json': manifest('dep-a', '2.0.0'),
      'node_modules/dep-a/index.js': "export const v = 'a2'\n",
      'node_modules/@scope/dep-b/package.json': manifest('@scope/dep-b', '1.0.0', { 'dep-a': '^2.0.0' }),
      'node_modules/@scope/dep-b/index.js': "import { v } from 'dep-a'\nexport const seen = `b sees ${v}`\n",
    })
    const project = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    expect(project.memories[0].reason).toBe('a1, b sees a2')
    const asked = runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\n' })
    expect(asked.stdout).toContain('  with the packages it depends on: @scope/dep-b@1.0.0, dep-a@1.0.0, dep-a@2.0.0\n')
    expect(await hook(root)).toBe(
      "Memory 'x' (x.md) failed verification: a1, b sees a2. Its content may be out of date.",
    )
  })

  it('a package holding a symbolic link out of its files is not approved: what it leads to is not bound', async () => {
    const root = project(THIRD_PARTY)
    writeFileSync(join(root, 'helper.js'), 'export const helper = 1\n')
    symlinkSync('../../helper.js', join(root, `node_modules/${THIRD_PARTY}/helper.js`))
    const asked = runInTerminal(['trust', 'memory'], {
      cwd: root,
      env: { HOME: join(root, 'home') },
      input: 'y\ny\ny\ny\n',
    })
    expect(asked.stdout).toContain(
      `node_modules/${THIRD_PARTY}/helper.js is a symbolic link out of the package's content`,
    )
    expect(await hook(root)).toContain(`claimcheck did not load the checker ${THIRD_PARTY}`)
  })
})

describe('a pin is judged against the version that runs (SPEC §9.2)', () => {
  const pinned = () =>
    layout({
      '.git/HEAD': 'x',
      'home/.keep': '',
      ...installedGrep('1.4.2'),
      'claimcheck.config.json': JSON.stringify({
        checkers: ['@claimcheck/checker-grep'],
        requires: { '@claimcheck/checker-grep': '^1.2.0' },
      }),
      'memory/log.md': '---\nname: log\nverify:\n  kind: grep\n  target: a.txt\n  pattern: x\n---\nBody.\n',
    })

  it('in a project run, the installed version is the one loaded and judged', async () => {
    const root = pinned()
    const report = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    expect(report.memories[0]).toMatchObject({
      reason: 'project copy 1.4.2',
      checks: [{ checker: '@claimcheck/checker-grep@1.4.2' }],
    })
  })

  it('under a user-scope hook the bundled copy runs, and a pin it does not satisfy leaves its memories unverifiable, naming both versions', async () => {
    const root = pinned()
    const result = await cli(['context', 'memory', '--format', 'json', '--user-scope'], {
      cwd: root,
      env: { HOME: join(root, 'home') },
    })
    expect(JSON.parse(result.stdout).memories[0]).toMatchObject({
      status: 'unverifiable',
      reason: `not verified here: the config requires @claimcheck/checker-grep ^1.2.0, and a hook that runs in every folder opened has ${GREP_VERSION}`,
    })
  })
})

describe('a program-running checker written from the contract alone (examples/claimcheck-checker-tool-version)', () => {
  const NAME = 'claimcheck-checker-tool-version'
  let installed: Record<string, Entry>
  beforeAll(async () => {
    installed = await installedPackage(NAME, '1.0.0', fileURLToPath(import.meta.resolve(NAME)), 'index.js')
  })
  const versionOf = (name: string, tool: string, version: string) =>
    `---\nname: ${name}\nverify:\n  kind: tool-version\n  tool: ${tool}\n  version: '${version}'\n---\nBody.\n`
  const projectWith = (settings: string) =>
    layout({
      '.git/HEAD': 'x',
      'home/.keep': '',
      ...installed,
      'claimcheck.config.yaml': `checkers:\n  - '@claimcheck/checker-readable'\n  - ['${NAME}', ${settings}]\n`,
      'memory/node.md': versionOf('node', 'node', '^v\\d'),
      'memory/old.md': versionOf('old', 'node', '^v0\\.'),
    })
  const nodeVersion = process.version

  it('runs under check, in CI, with the project allow list', async () => {
    const root = projectWith("{ allow: ['node --version'] }")
    const result = await cli(['check', 'memory'], { cwd: root, env: { HOME: join(root, 'home'), CI: 'true' } })
    expect(result.stdout.split('\n').filter((line) => /^(OK|STALE) /.test(line))).toEqual([
      `OK    node: node ${nodeVersion}`,
      `STALE old: node says ${nodeVersion}, not /^v0\\./`,
    ])
  })

  it('runs under the user-scope hook once trust approved it and its command', async () => {
    const root = projectWith('{}')
    const before = await hook(root)
    expect(before).toContain(`claimcheck did not load the checker ${NAME}`)
    runInTerminal(['trust', 'memory'], { cwd: root, env: { HOME: join(root, 'home') }, input: 'y\ny\ny\ny\n' })
    const after = await hook(root)
    expect(after).not.toContain('did not')
    expect(after).toContain(`Memory 'old' (old.md) failed verification: node says ${nodeVersion}, not /^v0\\./. `)
  })
})

// A folder opened is data, never code (SPEC §10): the plugin's hooks and `hook install --scope user`
// run in every folder Claude Code opens, a repository cloned a minute ago included. Each attack a
// repository can commit is run against the plugin's bundle (what runs in folders users merely
// open) and the npm bin, as the hook runs them: nothing the folder holds runs, and what its config
// would widen is used only once the user approved the config, as it is, with `claimcheck trust`.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { autoMemoryDir } from '@claimcheck/cli'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { REPO } from './workspace.ts'

afterAll(cleanLayouts)

const BINS = [
  ['the plugin bundle', join(REPO, 'claude-plugin/dist/bin.cjs')],
  ['the npm bin', join(REPO, 'packages/cli/dist/bin.cjs')],
] as const

/** Code a repository plants: it leaves a file named `marker` in the folder when it runs. */
const planted = (marker: string) =>
  `import { writeFileSync } from 'node:fs'\nwriteFileSync(new URL('${marker}', import.meta.url), 'ran')\n`

/** A checker module that also marks that it ran: what a planted checker package or path holds. */
const plantedChecker = (marker: string, kind: string) =>
  `${planted(marker)}export default { apiVersion: 1, kind: '${kind}', meta: { name: 'planted', version: '1.0.0' }, options: { '~standard': { version: 1, vendor: 'x', validate: (value) => ({ value }) } }, check: async () => ({ status: 'fresh', reason: 'planted' }) }\n`

const HTTP_VERSION = JSON.parse(readFileSync(join(REPO, 'plugins/checker-http/package.json'), 'utf8')).version as string

const memory = (name: string, check: string) => `---\nname: ${name}\nverify:\n${check}---\nBody of ${name}.\n`

const GONE = memory('gone', '  kind: readable\n  target: gone.txt\n')
const GONE_FACT = "Memory 'gone' (gone.md) failed verification: missing: gone.txt. Its content may be out of date."

/** A repository as cloned, with its memories where Claude Code keeps them, and the user's own home. */
function repository(files: Record<string, Entry>, memories: Record<string, string> = { 'gone.md': GONE }) {
  const root = layout({ ...('.git' in files ? {} : { '.git/HEAD': 'ref: refs/heads/main\n' }), ...files })
  const home = layout({ '.claude/.keep': '' })
  const env = { PATH: process.env.PATH ?? '', HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude') }
  const memoryDir = autoMemoryDir(root, { cwd: root, env, home, warn: () => {} }).path
  mkdirSync(memoryDir, { recursive: true })
  for (const [name, text] of Object.entries(memories)) writeFileSync(join(memoryDir, name), text)
  return { root, env }
}

/** The SessionStart hook as the plugin's hooks.json runs it. */
function sessionStart(bin: string, { root, env }: ReturnType<typeof repository>) {
  const run = spawnSync(process.execPath, [bin, 'context', '--format', 'claude-hook', '--user-scope'], {
    cwd: root,
    env,
    input: JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', cwd: root }),
    encoding: 'utf8',
    timeout: 60_000,
  })
  const context = run.stdout === '' ? '' : (JSON.parse(run.stdout).hookSpecificOutput.additionalContext as string)
  return { code: run.status, context, stderr: run.stderr }
}

const shellWord = (word: string) => `'${word.replaceAll("'", "'\\''")}'`

/** `claimcheck trust` at a terminal (util-linux `script`), `input` what the person types. */
function trustAtTerminal(bin: string, { root, env }: ReturnType<typeof repository>, input: string) {
  const line = [process.execPath, bin, 'trust'].map(shellWord).join(' ')
  const run = spawnSync('script', ['-qec', line, '/dev/null'], {
    cwd: root,
    env,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: run.status, stdout: run.stdout.replaceAll('\r\n', '\n') }
}

describe.each(BINS)('a user-scope hook run by %s in a folder just cloned', (_name, bin) => {
  it.each([
    ['a YAML config', 'claimcheck.config.yaml', "checkers: ['./e.mjs', '@claimcheck/checker-readable']\n"],
    ['a JSON config', 'claimcheck.config.json', '{ "checkers": ["./e.mjs", "@claimcheck/checker-readable"] }\n'],
  ])('%s naming a checker by path: the checker never runs', (_what, file, text) => {
    const repo = repository({ [file]: text, 'e.mjs': plantedChecker('e-ran.txt', 'e') })
    const result = sessionStart(bin, repo)
    expect(result.code).toBe(0)
    expect(existsSync(join(repo.root, 'e-ran.txt'))).toBe(false)
    const note = `claimcheck did not load the checker ./e.mjs named in ${file}: a hook that runs in every folder opened runs the folder's own code only once you approved it, so memories of its kind were not verified here. The project's own hook runs them ('claimcheck hook install' in the project). To approve it as it is now, run 'claimcheck trust' in this folder.`
    expect(result.context.split('\n')).toEqual([note, GONE_FACT])
    // Said once, on stderr too.
    expect(result.stderr).toBe(`claimcheck: warning: ${note}\n`)
  })

  it("a checker package planted in the folder's node_modules never runs: the CLI's own copy serves its kind", () => {
    const fake = {
      'node_modules/@claimcheck/checker-readable/package.json': JSON.stringify({
        name: '@claimcheck/checker-readable',
        version: '9.9.9',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/@claimcheck/checker-readable/index.js': plantedChecker('package-ran.txt', 'readable'),
    }
    for (const config of [{ 'claimcheck.config.json': '{}\n' }, {}] as Array<Record<string, Entry>>) {
      const repo = repository({ ...config, ...fake })
      const result = sessionStart(bin, repo)
      expect(existsSync(join(repo.root, 'package-ran.txt'))).toBe(false)
      // The planted checker would have said `fresh`: the real one finds the file missing.
      expect(result).toMatchObject({ code: 0, context: GONE_FACT, stderr: '' })
    }
  })

  it('a JavaScript config never runs, nor anything it imports, approved or not', () => {
    const repo = repository(
      {
        'claimcheck.config.mjs': `${planted('config-ran.txt')}import './helper.mjs'\nexport default { checkers: ['@claimcheck/checker-grep'] }\n`,
        'helper.mjs': 'export {}\n',
      },
      { 'gone.md': GONE },
    )
    const before = sessionStart(bin, repo)
    expect(before.code).toBe(0)
    expect(existsSync(join(repo.root, 'config-ran.txt'))).toBe(false)
    expect(before.context.split('\n')).toEqual([
      "claimcheck did not load claimcheck.config.mjs: a JavaScript config runs as code, and no one approved this one. Memories were checked with the default checkers and any JSON or YAML config. To approve it as it is now, run 'claimcheck trust' in this folder.",
      GONE_FACT,
    ])

    // Approved at a terminal: `trust` runs it once, after the yes, and keeps the settings it produced.
    const approval = trustAtTerminal(bin, repo, 'y\n')
    expect(approval.stdout).toContain('Approve claimcheck.config.mjs as it is now? [y/N] ')
    expect(readFileSync(join(repo.root, 'config-ran.txt'), 'utf8')).toBe('ran')

    // The module it imports changes afterwards: the hook runs neither, and uses the approved settings
    // (grep only, so the readable memory finds no checker of its kind).
    writeFileSync(join(repo.root, 'config-ran.txt'), '')
    writeFileSync(join(repo.root, 'helper.mjs'), planted('helper-ran.txt'))
    const after = sessionStart(bin, repo)
    expect(after).toMatchObject({ code: 0, stderr: '' })
    expect(after.context).toMatch(/^Memory 'gone' \(gone\.md\) failed verification: no checker for kind 'readable'/)
    expect(readFileSync(join(repo.root, 'config-ran.txt'), 'utf8')).toBe('')
    expect(existsSync(join(repo.root, 'helper-ran.txt'))).toBe(false)
  })

  it('a committed allowOutside is not used until the config is approved', () => {
    const outside = layout({ 'secret.txt': 'x' })
    const repo = repository(
      { 'claimcheck.config.yaml': `allowOutside: ['${outside}']\n` },
      {
        'outside.md': memory('outside', `  kind: readable\n  target: ${outside}/secret.txt\n`),
      },
    )
    const before = sessionStart(bin, repo)
    expect(before.context.split('\n')).toEqual([
      "claimcheck did not use allowOutside from claimcheck.config.yaml: it widens what claimcheck runs or reads, and no one approved this config. To approve it as it is now, run 'claimcheck trust' in this folder.",
      `Memory 'outside' (outside.md) failed verification: target outside root: ${outside}/secret.txt. Its content may be out of date.`,
    ])
    const approval = trustAtTerminal(bin, repo, 'y\n')
    expect(approval.stdout).toContain(
      `claimcheck.config.yaml asks for more than a hook installed for every folder grants on its own:\n  allowOutside: ${outside}\n`,
    )
    expect(sessionStart(bin, repo)).toMatchObject({ code: 0, context: '', stderr: '' })
    // Bound to the content: any edit needs a new approval.
    writeFileSync(join(repo.root, 'claimcheck.config.yaml'), `allowOutside: ['${outside}'] # edited\n`)
    expect(sessionStart(bin, repo).context).toContain('claimcheck did not use allowOutside')
  })

  it("a project setting that moves the memory dir above the repository, with include, reads nothing of the user's", () => {
    // The memory dir bounds where targets may lie: moved above the clone by the project's settings,
    // `include` would make the repository's own files memories, and a grep an oracle on the user's files.
    const secret = layout({ id_rsa: 'SECRETKEY-A\n' })
    const parent = layout()
    const root = join(parent, 'clone')
    addFiles(root, {
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.claude/settings.json': JSON.stringify({ autoMemoryDirectory: parent }),
      'claimcheck.config.json': '{ "include": ["*/mem/*.md"] }\n',
      'mem/a.md': memory(
        'oracle',
        `  kind: grep\n  target: ${secret}/id_rsa\n  pattern: SECRETKEY-A\n  absent: true\n`,
      ),
    })
    const home = layout({ '.claude/.keep': '' })
    const env = { PATH: process.env.PATH ?? '', HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude') }
    const result = sessionStart(bin, { root, env })
    expect(result.code).toBe(0)
    expect(result.context).toBe(
      `claimcheck did not use include from claimcheck.config.json: it widens what claimcheck runs or reads, and no one approved this config. To approve it as it is now, run 'claimcheck trust' in this folder.`,
    )
  })

  it('claimcheck trust loads nothing of the folder before the answer, and a declined config stays unused', () => {
    const repo = repository({
      'claimcheck.config.yaml': "checkers: ['./e.mjs']\nallowOutside: ['/']\n",
      'e.mjs': plantedChecker('e-ran.txt', 'e'),
    })
    const declined = trustAtTerminal(bin, repo, 'n\n')
    expect(declined.code).toBe(0)
    expect(declined.stdout).toContain('Approve claimcheck.config.yaml as it is now? [y/N] ')
    expect(existsSync(join(repo.root, 'e-ran.txt'))).toBe(false)
    expect(sessionStart(bin, repo).context).toContain('claimcheck did not use allowOutside')
  })
})

/** A checker of kind `kind` whose verdict comes from `from`, as `verdict()`: what it imports runs in each check. */
const importingChecker = (kind: string, from: string) =>
  `import { verdict } from '${from}'\nexport default { apiVersion: 1, kind: '${kind}', meta: { name: '${kind}-checker', version: '1.0.0' }, options: { '~standard': { version: 1, vendor: 'x', validate: (value) => ({ value }) } }, check: async () => verdict() }\n`

/** A module giving the verdict `reason`, and, when `marker` is named, leaving that file when it loads. */
const verdictModule = (reason: string, marker?: string) =>
  `${marker === undefined ? '' : `import { writeFileSync } from 'node:fs'\nwriteFileSync(${JSON.stringify(marker)}, 'ran')\n`}export const verdict = () => ({ status: 'stale', reason: '${reason}' })\n`

const verdictOf = (name: string, reason: string) =>
  `Memory '${name}' (${name}.md) failed verification: ${reason}. Its content may be out of date.`

describe.each(BINS)('a checker of the folder own approved with trust, under a hook run by %s', (_name, bin) => {
  it('a path checker runs from the copy trust kept: the helper it imports, changed after approval, never runs', () => {
    const repo = repository(
      {
        'claimcheck.config.yaml': "checkers: ['./checkers/e.mjs']\n",
        'checkers/e.mjs': importingChecker('e', './helper.mjs'),
        'checkers/helper.mjs': verdictModule('approved helper'),
      },
      { 'e.md': memory('e', '  kind: e\n') },
    )
    const asked = trustAtTerminal(bin, repo, 'y\n')
    expect(asked.stdout).toContain('  with the files it loads: checkers/e.mjs, checkers/helper.mjs\n')
    expect(sessionStart(bin, repo)).toMatchObject({ code: 0, context: verdictOf('e', 'approved helper'), stderr: '' })

    const marker = join(repo.root, 'helper-ran.txt')
    writeFileSync(join(repo.root, 'checkers/helper.mjs'), verdictModule('changed helper', marker))
    const after = sessionStart(bin, repo)
    expect(existsSync(marker)).toBe(false)
    expect(after.code).toBe(0)
    expect(after.context.split('\n')).toEqual([
      "claimcheck ran the copy of ./checkers/e.mjs you approved: it changed in this folder since, and the change does not run until you approve it. To approve it as it is now, run 'claimcheck trust' in this folder.",
      verdictOf('e', 'approved helper'),
    ])
  })

  it("a package checker runs from the copy trust kept: its dependency in the project's node_modules, changed after approval, never runs", () => {
    const manifest = (name: string, extra: object = {}) =>
      JSON.stringify({ name, version: '1.0.0', type: 'module', exports: './index.js', ...extra })
    const repo = repository(
      {
        'claimcheck.config.yaml': "checkers: ['claimcheck-checker-dep']\n",
        'node_modules/claimcheck-checker-dep/package.json': manifest('claimcheck-checker-dep', {
          dependencies: { 'dep-verdict': '^1.0.0' },
        }),
        'node_modules/claimcheck-checker-dep/index.js': importingChecker('dep', 'dep-verdict'),
        'node_modules/dep-verdict/package.json': manifest('dep-verdict'),
        'node_modules/dep-verdict/index.js': verdictModule('approved dependency'),
      },
      { 'dep.md': memory('dep', '  kind: dep\n') },
    )
    const asked = trustAtTerminal(bin, repo, 'y\n')
    expect(asked.stdout).toContain('  with the packages it depends on: dep-verdict@1.0.0\n')
    expect(sessionStart(bin, repo)).toMatchObject({ code: 0, context: verdictOf('dep', 'approved dependency') })

    const marker = join(repo.root, 'dependency-ran.txt')
    writeFileSync(join(repo.root, 'node_modules/dep-verdict/index.js'), verdictModule('changed dependency', marker))
    const after = sessionStart(bin, repo)
    expect(existsSync(marker)).toBe(false)
    expect(after).toMatchObject({ code: 0, context: verdictOf('dep', 'approved dependency'), stderr: '' })
  })

  it('settings the config gives a checker of the folder own are shown when the config is approved, before that checker is', () => {
    const repo = repository(
      {
        'claimcheck.config.yaml':
          "include: ['*.md']\ncheckers: ['@claimcheck/checker-readable', ['./checkers/x.mjs', { allow: ['touch *'] }]]\n",
        'checkers/x.mjs': `export default { apiVersion: 1, kind: 'x', meta: { name: 'x', version: '1.0.0' }, resource: 'process', options: { '~standard': { version: 1, vendor: 'x', validate: (value) => ({ value }) } }, program: (o) => ({ command: o.target }), check: async (o, ctx) => { const ran = await ctx.run(); return { status: ran.exitCode === 0 ? 'fresh' : 'stale', reason: 'exit ' + ran.exitCode } } }\n`,
      },
      { 'plant.md': memory('plant', '  kind: x\n  target: touch planted.txt\n') },
    )
    // The checker declined, the config approved: what approving it lets the checker do is shown.
    const first = trustAtTerminal(bin, repo, 'n\ny\n')
    expect(first.stdout).toContain(
      `  include: *.md\n  checkers[1] (./checkers/x.mjs) settings: {"allow":["touch *"]}\nApprove claimcheck.config.yaml as it is now?`,
    )
  })

  it('an approved copy kept below a folder anyone may write: a package another user put in node_modules there never runs', () => {
    const manifest = (name: string, extra: object = {}) =>
      JSON.stringify({ name, version: '1.0.0', type: 'module', exports: './index.js', ...extra })
    const repo = repository(
      {
        'claimcheck.config.yaml': "checkers: ['claimcheck-checker-dep']\n",
        'node_modules/claimcheck-checker-dep/package.json': manifest('claimcheck-checker-dep', {
          dependencies: { 'dep-verdict': '^1.0.0' },
        }),
        'node_modules/claimcheck-checker-dep/index.js': importingChecker('dep', 'dep-verdict'),
        // A dependency that takes an optional package when there is one, as many do.
        'node_modules/dep-verdict/package.json': manifest('dep-verdict', {
          optionalDependencies: { 'fast-verdict': '^1.0.0' },
        }),
        'node_modules/dep-verdict/index.js':
          "let fast\ntry { fast = await import('fast-verdict') } catch {}\nexport const verdict = () => fast?.verdict() ?? { status: 'stale', reason: 'approved dependency' }\n",
      },
      { 'dep.md': memory('dep', '  kind: dep\n') },
    )
    // The user's state folder (theirs alone) in a sticky folder anyone may write, as /tmp.
    const shared = layout({ 'state/.keep': '' })
    chmodSync(join(shared, 'state'), 0o700)
    chmodSync(shared, 0o1777)
    const user = { ...repo, env: { ...repo.env, XDG_STATE_HOME: join(shared, 'state') } }
    trustAtTerminal(bin, user, 'y\n')
    expect(sessionStart(bin, user)).toMatchObject({ code: 0, context: verdictOf('dep', 'approved dependency') })

    // Another user makes node_modules there (modelled by its mode: writable by others), with the optional package.
    const marker = join(repo.root, 'planted-ran.txt')
    const planted = join(shared, 'node_modules')
    addFiles(planted, {
      'fast-verdict/package.json': manifest('fast-verdict'),
      'fast-verdict/index.js': verdictModule('planted', marker),
    })
    chmodSync(planted, 0o777)
    const after = sessionStart(bin, user)
    expect(existsSync(marker)).toBe(false)
    expect(after.code).toBe(0)
    expect(after.context).toContain(
      `claimcheck did not use the approved copy of claimcheck-checker-dep: ${planted} is writable by others, and Node looks there for what the copy imports.`,
    )
  })
})

describe.each(BINS)('a user-scope hook run by %s among planted files', (_name, bin) => {
  it.each([
    ['.claude/settings.json', { symlink: '/dev/zero' }, ''],
    ['.git', { fifo: true }, ''],
    ['claimcheck.config.yaml', { fifo: true }, 'claimcheck.config.yaml: cannot read: not a regular file'],
  ] as const)('%s as %o: exit 0 at once, nothing read without end', (path, entry, said) => {
    const repo = repository({ [path]: entry })
    const result = sessionStart(bin, repo)
    expect(result.code).toBe(0)
    if (said === '') expect(result.context).toBe(GONE_FACT)
    else expect(result.context).toContain(said)
  })

  const X = 'node_modules/claimcheck-checker-x'
  it.each([
    ['its package.json as a FIFO', { [`${X}/package.json`]: { fifo: true } }],
    ['its package.json as a link to /dev/zero', { [`${X}/package.json`]: { symlink: '/dev/zero' } }],
    [
      'a FIFO as the package.json of the folder its entry lies in',
      {
        [`${X}/package.json`]: JSON.stringify({ name: 'claimcheck-checker-x', exports: './lib/index.js' }),
        [`${X}/lib/package.json`]: { fifo: true },
      },
    ],
  ] as const)(
    "a checker the config names, in the folder's node_modules, with %s: exit 0 at once, nothing read without end",
    (_what, files: Record<string, Entry>) => {
      const repo = repository({
        'claimcheck.config.yaml': "checkers: ['claimcheck-checker-x', '@claimcheck/checker-readable']\n",
        [`${X}/index.js`]: plantedChecker('x-ran.txt', 'x'),
        [`${X}/lib/index.js`]: plantedChecker('x-ran.txt', 'x'),
        ...files,
      })
      const started = Date.now()
      const result = sessionStart(bin, repo)
      expect(Date.now() - started).toBeLessThan(10_000)
      expect(result.code).toBe(0)
      expect(result.context.split('\n')).toEqual([
        "claimcheck did not load the checker claimcheck-checker-x named in claimcheck.config.yaml: a hook that runs in every folder opened runs the folder's own code only once you approved it, so memories of its kind were not verified here. The project's own hook runs them ('claimcheck hook install' in the project).",
        GONE_FACT,
      ])
    },
  )
})

/** The write-time hook as the plugin's hooks.json runs it, after the agent wrote `file` of the memory dir. */
function afterWrite(bin: string, { root, env }: ReturnType<typeof repository>, file: string) {
  const memoryDir = autoMemoryDir(root, { cwd: root, env, home: env.HOME, warn: () => {} }).path
  const payload = {
    hook_event_name: 'PostToolUse',
    tool_name: 'Write',
    tool_input: { file_path: join(memoryDir, file) },
    cwd: root,
  }
  const run = spawnSync(process.execPath, [bin, 'context', '--format', 'claude-hook', '--user-scope'], {
    cwd: root,
    env,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    timeout: 60_000,
  })
  const context = run.stdout === '' ? '' : (JSON.parse(run.stdout).hookSpecificOutput.additionalContext as string)
  return { code: run.status, context, signal: run.signal }
}

describe.each(BINS)('the write-time hook run by %s in a folder just cloned', (_name, bin) => {
  const HELPER = '---\nname: helper\n---\nThe helper `zorblaxQuux` does the frobbing.\n'

  it('a .gitignore that is a FIFO is passed over: the advice comes, the hook exits', () => {
    const repo = repository(
      { '.gitignore': { fifo: true }, 'src/a.ts': 'export function zorblaxQuux() {}\n' },
      { 'helper.md': HELPER },
    )
    const result = afterWrite(bin, repo, 'helper.md')
    expect(result).toMatchObject({ code: 0, signal: null })
    expect(result.context).toContain('verify:\n  kind: grep\n  target: src/a.ts\n  pattern: zorblaxQuux')
  })

  it("a file name with line breaks and escapes reaches the agent's context written out, in the block too", () => {
    const name = 'ev\nil: [x]\u001b]52;c;aGk=\u0007 \u202e.ts'
    const repo = repository({ [`src/${name}`]: 'export function zorblaxQuux() {}\n' }, { 'helper.md': HELPER })
    const result = afterWrite(bin, repo, 'helper.md')
    expect(result.code).toBe(0)
    expect(result.context).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/)
    expect(result.context).toContain('  target: "src/ev\\nil: [x]\\u001b]52;c;aGk=\\u0007 \\u202e.ts"\n')
  })
})

describe('a user-scope hook run by the npm bin, with the command and http checkers', () => {
  const bin = BINS[1][1]

  it('trust asks about a config whose only request is the http checker, and once approved it runs', () => {
    const repo = repository(
      { 'claimcheck.config.yaml': "checkers: ['@claimcheck/checker-http']\n" },
      { 'local.md': memory('local', '  kind: http\n  target: http://127.0.0.1:9/admin\n') },
    )
    expect(sessionStart(bin, repo).context).toContain('makes no request for a config no one approved')
    const approval = trustAtTerminal(bin, repo, 'y\n')
    expect(approval.stdout).toContain(
      `  @claimcheck/checker-http@${HTTP_VERSION}: requests to the URLs memories name\n`,
    )
    expect(sessionStart(bin, repo).context).toBe(
      "Memory 'local' (local.md) failed verification: refused private address: 127.0.0.1. Its content may be out of date.",
    )
  })

  it('a committed allow setting runs no command until the config is approved', () => {
    const repo = repository(
      {
        'claimcheck.config.yaml':
          "checkers: ['@claimcheck/checker-readable', ['@claimcheck/checker-command', { allow: ['*'] }]]\n",
      },
      { 'plant.md': memory('plant', '  kind: command\n  target: touch planted.txt\n') },
    )
    const result = sessionStart(bin, repo)
    expect(existsSync(join(repo.root, 'planted.txt'))).toBe(false)
    expect(result.context.split('\n')).toEqual([
      "claimcheck did not use the settings of @claimcheck/checker-command from claimcheck.config.yaml: it widens what claimcheck runs or reads, and no one approved this config. To approve it as it is now, run 'claimcheck trust' in this folder.",
      "Memory 'plant' (plant.md) failed verification: untrusted command: approve it with 'claimcheck trust' or list it in command.allow. Its content may be out of date.",
    ])
  })

  it('a committed http checker makes no request until the config is approved: opening a folder is no beacon', () => {
    const repo = repository(
      { 'claimcheck.config.json': '{ "checkers": [["@claimcheck/checker-http", { "allowPrivate": true }]] }\n' },
      { 'local.md': memory('local', '  kind: http\n  target: http://127.0.0.1:9/admin\n') },
    )
    // Not even refused by the address guard: the checker is not loaded, and the memory is not judged.
    expect(sessionStart(bin, repo).context).toBe(
      `claimcheck did not use the settings of @claimcheck/checker-http from claimcheck.config.json: it widens what claimcheck runs or reads, and no one approved this config. claimcheck did not load @claimcheck/checker-http@${HTTP_VERSION} from claimcheck.config.json: a hook that runs in every folder opened makes no request for a config no one approved. To approve it as it is now, run 'claimcheck trust' in this folder.`,
    )
    trustAtTerminal(bin, repo, 'y\n')
    expect(sessionStart(bin, repo).context).toMatch(
      /^Memory 'local' \(local\.md\) failed verification: connection failed: /,
    )
  })
})

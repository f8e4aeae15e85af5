import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { checkerModule, cli, slowSearch } from './run-cli.ts'

afterAll(cleanLayouts)

const topic = (verify: string, extra = '') => `---\n${extra}${verify ? `verify:\n${verify}\n` : ''}---\nBody.\n`

/** A project with a memory dir holding one fresh, one stale and one unverifiable claim. */
function project() {
  return layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'data/_reference_data/keywords.txt': 'wallpaper\n',
    'scripts/batch.sh': 'classify\n',
    'memory/MEMORY.md': '- [a](reference-data-path.md)\n',
    'memory/reference-data-path.md': topic('  kind: readable\n  target: data/_reference_data/keywords.txt'),
    'memory/wallpaper-batch-order.md': topic(
      '  kind: grep\n  target: scripts/batch.sh\n  pattern: derive_before_classify',
      'description: derive first\ntype: project\n',
    ),
    'memory/why-manual-approval.md': topic('  kind: none'),
  })
}

describe('claimcheck check: text format (SPEC §6.1)', () => {
  it('prints one line a memory in name order, then the summary; exit 1 when a claim is stale', async () => {
    const root = project()
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe(
      [
        'OK    reference-data-path: readable with content',
        'STALE wallpaper-batch-order: no match for /derive_before_classify/',
        'SKIP  why-manual-approval: no counterpart (judgement)',
        '',
        'fresh=1 stale=1 unverifiable=1',
        '',
      ].join('\n'),
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(1)
  })

  it('orders memories by the names their frontmatter gives, and equal names by file', async () => {
    const root = layout({
      'a.txt': 'x',
      'memory/a.md': topic('  kind: readable\n  target: gone.txt', 'name: shared\n'),
      'memory/b.md': topic('  kind: none', 'name: first\n'),
      'memory/c.md': topic('  kind: readable\n  target: a.txt', 'name: shared\n'),
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe(
      [
        'SKIP  first: no counterpart (judgement)',
        'STALE shared: missing: gone.txt',
        'OK    shared: readable with content',
        '',
        'fresh=1 stale=1 unverifiable=1',
        '',
      ].join('\n'),
    )
  })

  it('check is the default command', async () => {
    const root = project()
    const result = await cli(['memory'], { cwd: root })
    expect(result.stdout).toContain('fresh=1 stale=1 unverifiable=1')
    expect(result.code).toBe(1)
  })

  it('exits 0 when nothing is stale', async () => {
    const root = layout({ 'memory/a.md': topic('  kind: none'), 'memory/b.md': 'no frontmatter\n' })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe(
      'SKIP  a: no counterpart (judgement)\nSKIP  b: no frontmatter\n\nfresh=0 stale=0 unverifiable=2\n',
    )
    expect(result.code).toBe(0)
  })

  it('--observe reports but exits 0', async () => {
    const result = await cli(['check', 'memory', '--observe'], { cwd: project() })
    expect(result.stdout).toContain('STALE wallpaper-batch-order')
    expect(result.code).toBe(0)
  })

  it('--observe turns nothing red in CI formats: a stale memory is a warning annotation and a SARIF warning', async () => {
    const root = project()
    const github = await cli(['check', 'memory', '--observe', '--format', 'github'], { cwd: root })
    expect(github.stdout).toMatch(/^::warning file=memory\/wallpaper-batch-order\.md/m)
    expect(github.stdout).not.toMatch(/^::error/m)
    const sarif = await cli(['check', 'memory', '--observe', '--format', 'sarif'], { cwd: root })
    const levels = JSON.parse(sarif.stdout).runs[0].results.map((result: { level: string }) => result.level)
    expect(levels).toContain('warning')
    expect(levels).not.toContain('error')
    const blocking = await cli(['check', 'memory', '--format', 'github'], { cwd: root })
    expect(blocking.stdout).toMatch(/^::error file=memory\/wallpaper-batch-order\.md/m)
  })

  it('--quiet prints only stale memories and the summary', async () => {
    const result = await cli(['check', 'memory', '--quiet'], { cwd: project() })
    expect(result.stdout).toBe(
      'STALE wallpaper-batch-order: no match for /derive_before_classify/\n\nfresh=1 stale=1 unverifiable=1\n',
    )
  })

  it('MEMORY.md is the index, never a memory', async () => {
    const root = layout({ 'memory/MEMORY.md': topic('  kind: readable\n  target: nowhere') })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe('fresh=0 stale=0 unverifiable=0\n')
    expect(result.code).toBe(0)
  })

  it('colors only when asked or on a terminal', async () => {
    const root = project()
    expect((await cli(['check', 'memory'], { cwd: root, env: { FORCE_COLOR: '1' } })).stdout).toContain(
      '\u001b[31mSTALE ',
    )
    expect(
      (await cli(['check', 'memory', '--no-color'], { cwd: root, env: { FORCE_COLOR: '1' } })).stdout,
    ).not.toContain('\u001b[')
    expect(
      (await cli(['check', 'memory'], { cwd: root, env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout,
    ).not.toContain('\u001b[')
  })

  it('--timeout sets the budget of checks without their own', async () => {
    const slow = slowSearch()
    const root = layout({ ...slow.files, 'memory/slow.md': topic(slow.block) })
    const result = await cli(['check', 'memory', '--timeout', '0.5'], { cwd: root })
    expect(result.stdout).toContain('STALE slow: timed out after 0.5s')
    expect(result.code).toBe(1)
  })

  it('one broken memory never stops the others', async () => {
    const root = layout({
      'a.txt': 'x',
      'memory/a-broken.md': '---\nverify:\n  kind: readable\n  target: [oops\n---\n',
      'memory/b-js.md': "---js\n{ verify: require('fs') }\n---\n",
      'memory/c-fine.md': topic('  kind: readable\n  target: a.txt'),
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toMatch(/^STALE a-broken: invalid frontmatter: .+ \(line \d\)\n/)
    expect(result.stdout).toContain("STALE b-js: unsupported frontmatter language 'js'\n")
    expect(result.stdout).toContain('OK    c-fine: readable with content\n')
    expect(result.code).toBe(1)
  })
})

const MISBEHAVING = checkerModule({
  never: '() => new Promise(() => {})',
  'throws-later': '() => new Promise(() => { setTimeout(() => { throw new Error("thrown from a timer") }, 10) })',
  'rejects-later': 'async () => { Promise.reject(new Error("left rejected")); return new Promise(() => {}) }',
})

describe('claimcheck check on memory files as Claude Code writes them (SPEC §3.2)', () => {
  /** A topic file after Claude Code's first write: every key but name and description under metadata. */
  const rewritten = (verify: string, top = '') =>
    `---\nname: release-steps\ndescription: tag first, then publish\n${top}metadata:\n  node_type: memory\n  type: project\n${verify}  originSessionId: 7f3c\n  modified: 2026-08-08T08:40:56.170Z\n---\nBody.\n`

  it('runs a verify block that Claude Code moved under metadata: a rotted claim is stale, exit 1', async () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'RELEASE.md': 'publish, then tag\n',
      'memory/release-steps.md': rewritten(
        '  verify:\n    kind: grep\n    target: RELEASE.md\n    pattern: tag first\n',
      ),
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe('STALE release-steps: no match for /tag first/\n\nfresh=0 stale=1 unverifiable=0\n')
    expect(result.code).toBe(1)
  })

  it('runs both blocks when there is one at the top level and one under metadata', async () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'RELEASE.md': 'publish, then tag\n',
      'memory/release-steps.md': rewritten(
        '  verify:\n    kind: grep\n    target: RELEASE.md\n    pattern: tag first\n',
        'verify:\n  kind: readable\n  target: RELEASE.md\n',
      ),
    })
    const report = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    expect(report.memories[0].checks.map((c: { kind: string; status: string }) => [c.kind, c.status])).toEqual([
      ['readable', 'fresh'],
      ['grep', 'stale'],
    ])
    expect(report.memories[0]).toMatchObject({ status: 'stale', reason: 'no match for /tag first/' })
  })
})

describe('claimcheck check: every check bounded (SPEC §9.3)', () => {
  it('a checker that never settles is timed out, one that throws from its own callbacks is a checker error; every memory is reported, exit 1', async () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'misbehaving.mjs': MISBEHAVING,
      'claimcheck.config.yaml': "checkers: ['./misbehaving.mjs', '@claimcheck/checker-readable']\n",
      'notes.txt': 'notes\n',
      'memory/a-never.md': topic('  kind: never\n  timeout: 1'),
      'memory/b-throws.md': topic('  kind: throws-later'),
      'memory/c-rejects.md': topic('  kind: rejects-later\n  timeout: 5'),
      'memory/d-fine.md': topic('  kind: readable\n  target: notes.txt'),
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe('')
    expect(result.stdout).toBe(
      [
        'STALE a-never: timed out after 1s',
        'STALE b-throws: checker error: thrown from a timer',
        'STALE c-rejects: checker error: left rejected',
        'OK    d-fine: readable with content',
        '',
        'fresh=1 stale=3 unverifiable=0',
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(1)
  })
})

describe('claimcheck check: json format (SPEC §6.1)', () => {
  it('prints schemaVersion 1 with each check and its checker name@version, valid against the shipped schema', async () => {
    const root = project()
    const result = await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    expect(result.code).toBe(1)
    const report = JSON.parse(result.stdout)
    const schema = JSON.parse(readFileSync(new URL('../schema/report.schema.json', import.meta.url), 'utf8'))
    const validate = new Ajv.default({ strict: true }).compile(schema)
    expect(validate.errors ?? validate(report)).toBe(true)
    expect(report).toMatchObject({
      schemaVersion: 1,
      tool: { name: 'claimcheck', version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
      root,
      memoryDir: join(root, 'memory'),
      summary: { total: 3, fresh: 1, stale: 1, unverifiable: 1 },
    })
    expect(report.memories[1]).toEqual({
      name: 'wallpaper-batch-order',
      file: 'memory/wallpaper-batch-order.md',
      description: 'derive first',
      type: 'project',
      status: 'stale',
      reason: 'no match for /derive_before_classify/',
      checks: [
        {
          kind: 'grep',
          checker: expect.stringMatching(/^@claimcheck\/checker-grep@\d+\.\d+\.\d+/),
          status: 'stale',
          reason: 'no match for /derive_before_classify/',
          ms: expect.any(Number),
        },
      ],
      // Not committed, no `modified`: dated by the file's time (SPEC §6.4.1).
      age: { since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), from: 'mtime' },
    })
    expect(report.memories[2].checks[0].checker).toMatch(/^@claimcheck\/core@/)
  })

  it('names a memory file outside the root by its absolute path', async () => {
    const memoryDir = layout({ 'a.md': topic('  kind: none') })
    const root = layout()
    const report = JSON.parse(
      (await cli(['check', memoryDir, '--root', root, '--format', 'json'], { cwd: root })).stdout,
    )
    expect(report.memories[0].file).toBe(join(memoryDir, 'a.md'))
  })

  it('--output writes the report to a file and nothing to stdout', async () => {
    const root = project()
    const result = await cli(['check', 'memory', '--format', 'json', '--output', 'report.json'], { cwd: root })
    expect(result.stdout).toBe('')
    expect(JSON.parse(readFileSync(join(root, 'report.json'), 'utf8')).summary.total).toBe(3)
  })
})

describe('usage errors exit 2 with one clear line', () => {
  it.each([
    [
      ['check', 'memory', '--format', 'xml'],
      "claimcheck: unknown format 'xml' (expected text, json, junit, sarif, github, tap or html)\n",
    ],
    [['check', 'memory', '--timeout', 'soon'], "claimcheck: --timeout expects a number above 0, not 'soon'\n"],
    [
      ['check', 'memory', '--concurrency', '1.5'],
      "claimcheck: --concurrency expects a whole number above 0, not '1.5'\n",
    ],
    [['check', 'no-such-dir'], 'claimcheck: no such memory dir: no-such-dir\n'],
    [['check', 'memory/nonexist.md'], 'claimcheck: no such memory file: memory/nonexist.md\n'],
    [['check', 'memory', '--root', 'nowhere'], 'claimcheck: root is not a folder: nowhere\n'],
    [['check', 'memory', 'extra'], 'claimcheck: check takes one MEMORY_DIR or memory files, got: memory extra\n'],
  ])('%j', async (args, stderr) => {
    const result = await cli(args, { cwd: project() })
    expect(result.stderr).toBe(stderr)
    expect(result.stdout).toBe('')
    expect(result.code).toBe(2)
  })

  it('an unknown option names it and the nearest known one', async () => {
    const result = await cli(['check', '--frmat', 'json'], { cwd: project() })
    expect(result.stderr).toBe("claimcheck: unknown option '--frmat' (did you mean '--format'?)\n")
    expect(result.code).toBe(2)
  })

  it('--help and --version exit 0', async () => {
    const root = project()
    expect(await cli(['--help'], { cwd: root })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Usage: claimcheck'),
    })
    for (const word of ['--version', '-v', '-V'])
      expect(await cli([word], { cwd: root })).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/),
      })
  })

  it("'help COMMAND' prints that command's help, as 'COMMAND --help' does", async () => {
    const root = project()
    const help = await cli(['help', 'check'], { cwd: root })
    expect(help).toMatchObject({ code: 0, stderr: '' })
    expect(help.stdout).toBe((await cli(['check', '--help'], { cwd: root })).stdout)
    expect(help.stdout).toMatch(/^Usage: claimcheck check/)
    expect((await cli(['help', 'init'], { cwd: root })).stdout).toMatch(/^Usage: claimcheck init/)
  })

  it("'help' of a word that is no command says so and suggests the nearest (exit 2)", async () => {
    const root = project()
    expect(await cli(['help', 'chek'], { cwd: root })).toMatchObject({
      code: 2,
      stdout: '',
      stderr: "claimcheck: no help for 'chek': there is no such command (did you mean 'check'?)\n",
    })
  })

  it('--output leaves no half-written file behind', async () => {
    const root = project()
    await cli(['check', 'memory', '--output', 'out.txt'], { cwd: root })
    expect(existsSync(join(root, 'out.txt'))).toBe(true)
    expect(readFileSync(join(root, 'out.txt'), 'utf8')).toContain('fresh=1 stale=1 unverifiable=1')
  })
})

/** Every path under a folder with its size and modification time. */
function snapshot(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).sort().map((path) => {
    const info = statSync(join(dir, path))
    return `${path} ${info.size} ${info.mtimeMs}`
  })
}

describe('claimcheck check is read-only (SPEC §10)', () => {
  it('writes nothing in the root or the memory dir', async () => {
    const root = project()
    const before = snapshot(root)
    await cli(['check', 'memory', '--format', 'json'], { cwd: root })
    await cli(['check', 'memory'], { cwd: root })
    expect(snapshot(root)).toEqual(before)
  })

  it('runs with no arguments at all in a project with ./memory', async () => {
    const result = await cli([], { cwd: project(), env: { HOME: layout(), CLAUDE_CONFIG_DIR: layout() } })
    expect(result.stdout).toContain('fresh=1 stale=1 unverifiable=1')
    expect(result.code).toBe(1)
  })
})

describe('claimcheck check with memory files (SPEC §8.4)', () => {
  it('verifies just the files named', async () => {
    const root = project()
    const result = await cli(['check', 'memory/wallpaper-batch-order.md', 'memory/why-manual-approval.md'], {
      cwd: root,
    })
    expect(result.stdout).toBe(
      'STALE wallpaper-batch-order: no match for /derive_before_classify/\nSKIP  why-manual-approval: no counterpart (judgement)\n\nfresh=0 stale=1 unverifiable=1\n',
    )
    expect(result.code).toBe(1)
  })

  it('refuses a mix of files and other things', async () => {
    const result = await cli(['check', 'memory/why-manual-approval.md', 'memory/nope.md'], { cwd: project() })
    expect(result).toMatchObject({ code: 2, stderr: 'claimcheck: not a memory file: memory/nope.md\n' })
  })
})

/** A first-party checker named by the path of its built entry. */
const pluginEntry = (name: string) =>
  fileURLToPath(new URL(`../../../plugins/checker-${name}/dist/index.js`, import.meta.url))

/** A project whose config adds a checker that rewrites a file in the middle of a run (kind `rewrite`). */
const withRewrite = (files: Record<string, string>) =>
  layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'claimcheck.config.json': JSON.stringify({
      checkers: [...['readable', 'grep'].map(pluginEntry), './rewrite.mjs'],
    }),
    'rewrite.mjs': [
      "import { writeFileSync } from 'node:fs'",
      'const options = { "~standard": { version: 1, vendor: "test", validate: (value) => ({ value }) } }',
      'const check = async ({ target }, ctx) => {',
      '  writeFileSync(await ctx.resolveTarget(target), "export const changed = 2\\n")',
      '  return { status: "unverifiable", reason: "rewritten" }',
      '}',
      'export default { apiVersion: 1, kind: "rewrite", meta: { name: "rewrite", version: "1.0.0" }, options, check }',
    ].join('\n'),
    ...files,
  })

describe('each distinct target is read once per run', () => {
  it('a file readable read is not read again by grep, even after it changed', async () => {
    const root = withRewrite({
      'src/x.ts': 'export const original = 1\n',
      'memory/a-read.md': topic('  kind: readable\n  target: src/x.ts'),
      'memory/b-rewrite.md': topic('  kind: rewrite\n  target: src/x.ts'),
      'memory/c-grep.md': topic('  kind: grep\n  target: src/x.ts\n  pattern: original'),
      'memory/d-grep.md': topic('  kind: grep\n  target: src/x.ts\n  pattern: changed'),
    })
    // One check at a time, so that the rewrite comes between the reads.
    const result = await cli(['check', 'memory', '--concurrency', '1'], { cwd: root })
    expect(result.stderr).toBe('')
    // grep searches the text readable read.
    expect(result.stdout).toBe(
      [
        'OK    a-read: readable with content',
        'SKIP  b-rewrite: rewritten',
        'OK    c-grep: matched /original/',
        'STALE d-grep: no match for /changed/',
        '',
        'fresh=2 stale=1 unverifiable=1',
        '',
      ].join('\n'),
    )
    expect(readFileSync(join(root, 'src/x.ts'), 'utf8')).toBe('export const changed = 2\n')
  })
})

describe('claimcheck check on a large memory folder', () => {
  // Thousands of files on a loaded machine: a minute and more at times, beyond the usual limit for a hang.
  it('reports exactly what each claim says, with a config in play', async () => {
    const files: Record<string, string> = {
      '.git/HEAD': 'ref: refs/heads/main\n',
      'claimcheck.config.json': JSON.stringify({
        timeout: 5,
        checkers: [...['readable', 'grep'].map(pluginEntry), './probe.mjs'],
      }),
      // A checker that logs which target it looked at.
      'probe.mjs': [
        "import { appendFileSync } from 'node:fs'",
        'const options = { "~standard": { version: 1, vendor: "test", validate: (value) => ({ value }) } }',
        'const check = async ({ target }) => {',
        '  appendFileSync(new URL("./probe.log", import.meta.url), `${target}\\n`)',
        '  return { status: "unverifiable", reason: "probed" }',
        '}',
        'export default { apiVersion: 1, kind: "probe", meta: { name: "probe", version: "1.0.0" }, options, check }',
      ].join('\n'),
    }
    // Each of the 500 probe targets is named by two memories: a run looks at each once.
    const count = 3_000
    for (let s = 0; s < 300; s++) files[`src/mod-${s}.ts`] = `export function fn${s}() {}\n`
    for (let i = 0; i < count; i++) {
      const s = i % 300
      const verify =
        i % 3 === 0
          ? `  kind: readable\n  target: src/${i % 33 === 0 ? 'gone' : 'mod'}-${s}.ts`
          : i % 3 === 1
            ? `  kind: grep\n  target: src/mod-${s}.ts\n  pattern: ${i % 50 === 1 ? 'removed' : `fn${s}\\b`}`
            : `  kind: probe\n  target: t-${i % 500}`
      files[`memory/m-${String(i).padStart(5, '0')}.md`] = topic(verify)
    }
    const root = layout(files)
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(1)
    const lines = result.stdout.trimEnd().split('\n')
    const indexes = Array.from({ length: count }, (_, i) => i)
    const stale =
      indexes.filter((i) => i % 3 === 0 && i % 33 === 0).length +
      indexes.filter((i) => i % 3 === 1 && i % 50 === 1).length
    expect(lines.at(-1)).toBe(`fresh=${count - count / 3 - stale} stale=${stale} unverifiable=${count / 3}`)
    const memories = lines.slice(0, -2)
    expect(memories).toHaveLength(count)
    expect(memories[33]).toBe('STALE m-00033: missing: src/gone-33.ts')
    expect(memories[1]).toBe('STALE m-00001: no match for /removed/')
    expect(memories[4]).toBe('OK    m-00004: matched /fn4\\b/')
    expect(memories[5]).toBe('SKIP  m-00005: probed')
    // Each distinct target was looked at once.
    const probed = readFileSync(join(root, 'probe.log'), 'utf8').trimEnd().split('\n')
    expect(probed.sort()).toEqual(Array.from({ length: 500 }, (_, t) => `t-${t}`).sort())
  }, 180_000)
})

describe('nothing read outside the memory dir and the root (SPEC §3.3, §10)', () => {
  it('a memory file that is a symlink out of them is held, its body never read; one into the root is read', async () => {
    const outside = layout({ 'secret.md': '---\nverify:\n  kind: none\n---\nSECRET TOKEN\n' })
    const root = layout({
      '.git/HEAD': 'x',
      'docs/notes.md': '---\nverify:\n  kind: none\n---\nNotes.\n',
      'memory/a-leak.md': { symlink: join(outside, 'secret.md') },
      'memory/b-environ.md': { symlink: '/proc/self/environ' },
      'memory/c-notes.md': { symlink: '../docs/notes.md' },
    })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe(
      [
        'STALE a-leak: memory file outside memory dir: memory/a-leak.md',
        'STALE b-environ: memory file outside memory dir: memory/b-environ.md',
        'SKIP  c-notes: no counterpart (judgement)',
        '',
        'fresh=0 stale=2 unverifiable=1',
        '',
      ].join('\n'),
    )
    const handed = await cli(['context', 'memory'], { cwd: root })
    expect(handed.stdout).not.toContain('SECRET')
    expect(handed.stdout).toContain('- a-leak: held (memory file outside memory dir: memory/a-leak.md)')
  })

  it('include globs never reach beyond the memory dir, nor dotfiles', async () => {
    const outside = layout({ 'secret.md': '---\nverify:\n  kind: none\n---\nSECRET\n' })
    const root = layout({
      '.git/HEAD': 'x',
      'claimcheck.config.json': JSON.stringify({
        include: ['../**/*.md', `${outside}/*.md`, 'topics/**/*.md', '.hidden/*.md'],
      }),
      'memory/topics/deep.md': '---\nverify:\n  kind: none\n---\nDeep.\n',
      'memory/.hidden/dot.md': '---\nverify:\n  kind: none\n---\nDot.\n',
      'elsewhere.md': '---\nverify:\n  kind: none\n---\nElsewhere.\n',
    })
    const report = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    expect(report.memories.map((m: { file: string }) => m.file)).toEqual(['memory/topics/deep.md'])
  })
})

// Fossils and backfill: `claimcheck lint` finds claims that name something checkable and carry no
// check, and `claimcheck suggest --write` gives them one, every other byte kept (SPEC §6.4).
import { execFileSync } from 'node:child_process'
import {
  appendFileSync,
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { writeSuggestion } from '../dist/lint/write-suggestion.js'
import { cli, runCli } from './run-cli.ts'

afterAll(cleanLayouts)

const CODE: Record<string, Entry> = {
  '.git/HEAD': 'x',
  'scripts/batch.sh': '#!/bin/sh\nderive_then_classify\n',
  'src/app.ts': 'export function deriveBeforeClassify() {}\nexport const USE_LEGACY = false\n',
  'src/other.ts': 'export const USE_LEGACY = true\n',
  'data/assets/logo.png': 'png',
}

const findingsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('['))

/** A project whose files are committed in a git repository of its own, and git to go on with. */
function committed(files: Record<string, Entry>) {
  const root = layout(files)
  rmSync(join(root, '.git'), { recursive: true })
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, stdio: 'pipe' })
  git('init', '-q', '-b', 'main')
  git('add', '.')
  git('commit', '-q', '-m', 'old')
  return { root, git }
}

describe('claimcheck lint (SPEC §6.4)', () => {
  it('tells fossils from judgements and from memories already checked', async () => {
    const root = layout({
      ...CODE,
      'memory/a-fossil.md': '---\nname: batch\n---\nThe batch runs from `scripts/batch.sh`.\n',
      'memory/b-judgement.md':
        '---\nname: taste\nverify:\n  kind: none\n---\nPrefer small commits; ask before a rebase.\n',
      'memory/c-judgement-naming.md': '---\nname: app\nverify:\n  kind: none\n---\nThe entry point is src/app.ts.\n',
      'memory/d-checked.md':
        '---\nname: checked\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    })
    const result = await cli(['lint', 'memory'], { cwd: root })
    expect(result.code).toBe(1)
    expect(findingsOf(result.stdout)).toEqual([
      '[fossil] memory/a-fossil.md:4: names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
      '[fossil] memory/c-judgement-naming.md:6: names src/app.ts, and has kind: none: give it a check (claimcheck suggest)',
    ])
  })

  it('lint --format json carries the block each fossil would get', async () => {
    const root = layout({ ...CODE, 'memory/a.md': '---\nname: a\n---\nThe batch runs from `scripts/batch.sh`.\n' })
    const [fossil] = JSON.parse((await cli(['lint', 'memory', '--format', 'json'], { cwd: root })).stdout).findings
    expect(fossil).toEqual({
      code: 'fossil',
      severity: 'warning',
      file: 'memory/a.md',
      line: 4,
      detail: 'names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
      suggestion: 'verify:\n  kind: readable\n  target: scripts/batch.sh',
    })
  })

  it('names each file as check does, in every format: relative to the root inside it, else absolute (SPEC §6.1)', async () => {
    const root = layout({ ...CODE, 'memory/a.md': '---\nname: a\n---\nThe batch runs from `scripts/batch.sh`.\n' })
    const fileOf = async (args: string[], format: string) => {
      const out = (await cli([...args, '--format', format], { cwd: root })).stdout
      return format === 'json' ? (JSON.parse(out).findings ?? JSON.parse(out).memories)[0].file : out
    }
    expect(await fileOf(['check', 'memory'], 'json')).toBe('memory/a.md')
    expect(await fileOf(['lint', 'memory'], 'json')).toBe('memory/a.md')
    expect(await fileOf(['lint', 'memory'], 'text')).toMatch(/^\[fossil\] memory\/a\.md:4: /)
    expect(await fileOf(['lint', 'memory'], 'tap')).toContain('memory/a.md')
    expect(JSON.parse(await fileOf(['lint', 'memory'], 'sarif')).runs[0].results[0].locations[0]).toMatchObject({
      physicalLocation: { artifactLocation: { uri: 'memory/a.md' } },
    })
    // A memory dir outside the root: the absolute path, as check gives it.
    const outside = layout({ 'a.md': '---\nname: a\n---\nThe batch runs from `scripts/batch.sh`.\n' })
    const shown = join(outside, 'a.md')
    expect(await fileOf(['check', outside], 'json')).toBe(shown)
    expect(await fileOf(['lint', outside], 'json')).toBe(shown)
    expect(await fileOf(['lint', outside], 'text')).toContain(`[fossil] ${shown}:4: `)
  })

  it('duplicate names, no frontmatter, invalid YAML with its line, and verify blocks that could not run', async () => {
    const root = layout({
      ...CODE,
      'memory/a.md': '---\nname: same\ndescription: it: breaks\n---\nBody.\n',
      'memory/b.md': '---\nname: same\nverify:\n  kind: grep\n  target: src/app.ts\n  patern: x\n---\nBody.\n',
      'memory/c.md': 'Only a body.\n',
      'memory/d.md': '---\nname: weather\nverify:\n  kind: weather\n---\nBody.\n',
    })
    const result = await cli(['lint', 'memory', '--format', 'json'], { cwd: root })
    const findings = JSON.parse(result.stdout).findings.map(
      (f: { code: string; file: string; line: number | null; severity: string }) => [
        f.code,
        f.file,
        f.line,
        f.severity,
      ],
    )
    expect(findings).toEqual([
      ['duplicate-name', 'memory/a.md', null, 'error'],
      ['invalid-yaml', 'memory/a.md', 3, 'error'],
      ['duplicate-name', 'memory/b.md', null, 'error'],
      ['invalid-verify', 'memory/b.md', 3, 'error'],
      ['no-frontmatter', 'memory/c.md', 1, 'info'],
      ['invalid-verify', 'memory/d.md', 3, 'error'],
    ])
    expect(JSON.parse(result.stdout).findings[3].detail).toBe("invalid verify block: grep: unknown option 'patern'")
  })

  it('lint --since REF looks only at the memories added since REF: committed since, staged or untracked', async () => {
    const { root, git } = committed({
      ...CODE,
      'memory/old.md': '---\nname: old\n---\nThe batch runs from `scripts/batch.sh`.\n',
    })
    writeFileSync(join(root, 'memory/committed.md'), '---\nname: committed\n---\nEntry: `src/app.ts`.\n')
    git('add', '.')
    git('commit', '-q', '-m', 'new')
    writeFileSync(join(root, 'memory/untracked.md'), '---\nname: untracked\n---\nSee `scripts/batch.sh`.\n')
    const result = await cli(['lint', 'memory', '--since', 'HEAD~1'], { cwd: root })
    expect(findingsOf(result.stdout).map((line) => line.split(':')[0])).toEqual([
      '[fossil] memory/committed.md',
      '[fossil] memory/untracked.md',
    ])
    expect((await cli(['lint', 'memory', '--since', 'HEAD'], { cwd: root })).stdout).toContain(
      '[fossil] memory/untracked.md',
    )
    const bad = await cli(['lint', 'memory', '--since=--output=x'], { cwd: root })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe(`claimcheck: --since: '--output=x' is not a commit of the repository at ${root}\n`)
    expect(existsSync(join(root, 'x'))).toBe(false)
  })

  it('lint --since is a gate: a memory added with no verify block fails it even when it names nothing checkable', async () => {
    const { root } = committed({ ...CODE, 'memory/old.md': '---\nname: old\n---\nThe team ships on Thursdays.\n' })
    const add = (name: string, text: string) => writeFileSync(join(root, 'memory', name), text)
    add('plan.md', '---\nname: plan\ntype: project\n---\nThe team ships on Fridays now.\n')
    add('taste.md', '---\nname: taste\ntype: feedback\n---\nPrefer small commits.\n')
    add('judged.md', '---\nname: judged\ntype: feedback\nverify:\n  kind: none\n---\nAsk before a rebase.\n')
    add('checked.md', '---\nname: checked\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nBatch.\n')
    const result = await cli(['lint', 'memory', '--since', 'HEAD', '--format', 'json'], { cwd: root })
    expect(result.code).toBe(1)
    const findings = JSON.parse(result.stdout).findings
    const detail =
      'no verify block, and a new memory needs one: add its check, or `kind: none` when the claim is a judgement'
    expect(findings).toEqual([
      { code: 'unchecked', severity: 'warning', file: 'memory/plan.md', line: 1, detail },
      {
        code: 'unchecked',
        severity: 'warning',
        file: 'memory/taste.md',
        line: 1,
        detail,
        suggestion: 'verify:\n  kind: none',
      },
    ])
    // Without --since, lint looks for fossils to backfill: an old memory naming nothing checkable is not one.
    expect(await cli(['lint', 'memory'], { cwd: root })).toMatchObject({ code: 0 })
  })

  it('lint --format github annotates the memory files', async () => {
    const root = layout({ ...CODE, 'memory/a.md': '---\nname: a\n---\nSee `scripts/batch.sh`.\n' })
    expect((await cli(['lint', 'memory', '--format', 'github'], { cwd: root })).stdout.split('\n')[0]).toBe(
      '::warning file=memory/a.md,line=4,title=claimcheck lint%3A fossil::[fossil] names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
    )
  })

  it('finds in real-shaped memory the fossils a person would', async () => {
    const topic = (name: string, body: string, extra = '') =>
      `---\nname: ${name}\ndescription: ${name}\nmetadata:\n  node_type: memory\n  type: project\n  originSessionId: 0f1e\n  modified: 2026-10-01T09:00:00.000Z${extra}\n---\n${body}\n`
    const root = layout({
      ...CODE,
      'memory/MEMORY.md': '- [batch](batch.md)\n',
      'memory/batch.md': topic(
        'batch',
        'Run the nightly batch with scripts/batch.sh.\n\n**Why:** it derives first.\n**How to apply:** never call the classifier directly.',
      ),
      'memory/feedback-commits.md': topic(
        'commits',
        'Small commits, one concern each.\n\n**Why:** reviews go faster.\n**How to apply:** split before pushing.',
      ),
      'memory/entry.md': topic(
        'entry',
        'The app starts in `src/app.ts`; config used to be in config/app.yml.\n\n**Why:** one entry point.',
      ),
      'memory/flag.md': topic(
        'flag',
        '`deriveBeforeClassify` must run before the classifier.\n\n**How to apply:** check the order in reviews.',
      ),
    })
    const found = findingsOf((await cli(['lint', 'memory'], { cwd: root })).stdout).map((line) => line.split(':')[0])
    // config/app.yml "used to be": a story of the past, neither evidence nor rot.
    expect(found).toEqual(['[fossil] memory/batch.md', '[fossil] memory/entry.md', '[fossil] memory/flag.md'])
  })

  it('in a project past the walk’s limit of 50,000 entries, calls no named path gone: the walk never saw what lay past it', async () => {
    const root = layout({
      'memory/MEMORY.md': '- [pages](pages.md)\n',
      'memory/pages.md':
        '---\nname: pages\ndescription: generated pages\ntype: project\n---\nThe first pages are `a/page-1.html` and `b/page-1.html`.\n',
    })
    // Two folders each past the limit: whichever the walk takes second, it never reaches.
    for (const folder of ['a', 'b']) {
      mkdirSync(join(root, folder))
      for (let page = 1; page <= 50_001; page++) writeFileSync(join(root, folder, `page-${page}.html`), '')
    }
    const result = await cli(['lint', 'memory'], { cwd: root })
    expect(result.stdout).not.toContain('does not exist')
    expect(result.stdout).toContain('errors=0 warnings=0')
  }, 60_000)
})

describe('a repository lint reads is data (SPEC §10)', () => {
  // Each file below used to cost lint time that grows with the square of its size (hours at these
  // sizes), or a wait without end: what a pull request or a folder just cloned can hold.
  const SIZE = 300_000
  // Run as a process: a regression would block in a read no timer interrupts, or never give the event loop back.
  it('planted manifests, sources, a .gitignore FIFO and a memory full of brackets and link openings: lint still answers', () => {
    const root = layout({
      ...CODE,
      '.gitignore': { fifo: true },
      Makefile: `build-all:\n\tcc\na${' '.repeat(SIZE)}\n`,
      'pyproject.toml': `${'['.repeat(SIZE)}\n`,
      'go.mod': `module x\n${'\n'.repeat(SIZE)}`,
      Gemfile: `${'\n'.repeat(SIZE)}x`,
      'src/slow.ts': `deriveBeforeClassify\n${'\n'.repeat(SIZE)}deriveBeforeClassify(): ${' '.repeat(SIZE)}\n${'export\n'.repeat(SIZE / 10)}`,
      'memory/flag.md': `---\nname: flag\n---\n\`deriveBeforeClassify\` runs first; \`make build-all\`. ${'['.repeat(SIZE / 3)} ${'[a]('.repeat(SIZE / 12)}\n`,
    })
    const result = runCli(['lint', 'memory'], { cwd: root })
    expect(result.code).toBe(1)
    expect(findingsOf(result.stdout)).toEqual([
      '[fossil] memory/flag.md:4: names `make build-all` (defined in Makefile), and has no verify block: give it a check (claimcheck suggest)',
    ])
  })

  it('files the repository links out of the root are never read: a source, a manifest, a .gitignore', async () => {
    const outside = layout({
      'secret.ts': 'export function zorblaxQuux() {}\n',
      'package.json': '{ "scripts": { "zorb": "x" } }\n',
      ignore: 'src\n',
      'control.txt': 'x\n',
    })
    const root = layout({
      ...CODE,
      'src/link.ts': { symlink: join(outside, 'secret.ts') },
      'package.json': { symlink: join(outside, 'package.json') },
      '.gitignore': { symlink: join(outside, 'ignore') },
      'memory/a.md': '---\nname: a\n---\nThe helper `zorblaxQuux` and `npm run zorb`; see `scripts/batch.sh`.\n',
    })
    // A read shows in a file's access time (relatime updates one older than the last change).
    const files = ['secret.ts', 'package.json', 'ignore', 'control.txt'].map((name) => join(outside, name))
    for (const file of files) utimesSync(file, new Date(0), new Date())
    readFileSync(join(outside, 'control.txt'))
    expect(statSync(join(outside, 'control.txt')).atimeMs).toBeGreaterThan(0)
    const result = await cli(['lint', 'memory'], { cwd: root })
    expect(findingsOf(result.stdout)).toEqual([
      '[fossil] memory/a.md:4: names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)',
    ])
    expect(files.slice(0, 3).map((file) => statSync(file).atimeMs)).toEqual([0, 0, 0])
  })

  it('lint --since asks git for names only: no program the repository configures in .git/config runs', async () => {
    const { root } = committed({ ...CODE, 'memory/old.md': '---\nname: old\n---\nThe team ships on Thursdays.\n' })
    const ran = (what: string) => `"touch ${join(root, `${what}-ran`)}; cat"`
    writeFileSync(join(root, '.gitattributes'), '* filter=x diff=x\n')
    appendFileSync(
      join(root, '.git/config'),
      `[core]\n\tfsmonitor = ${ran('fsmonitor')}\n\tpager = ${ran('pager')}\n[diff]\n\texternal = ${ran('external')}\n` +
        `[diff "x"]\n\ttextconv = ${ran('textconv')}\n[filter "x"]\n\tclean = ${ran('clean')}\n\tprocess = ${ran('process')}\n`,
    )
    writeFileSync(join(root, 'memory/old.md'), '---\nname: old\n---\nThe team ships on Fridays.\n')
    writeFileSync(join(root, 'memory/new.md'), '---\nname: new\n---\nThe team ships on Fridays.\n')
    const result = await cli(['lint', 'memory', '--since', 'HEAD'], { cwd: root })
    expect(findingsOf(result.stdout).map((line) => line.split(':')[0])).toEqual(['[unchecked] memory/new.md'])
    expect(readdirSync(root).filter((name) => name.endsWith('-ran'))).toEqual([])
  })

  it('lint --since runs git from the absolute entries of PATH only: a git the repository commits never runs', async () => {
    const { root } = committed({ ...CODE, 'memory/old.md': '---\nname: old\n---\nThe team ships on Thursdays.\n' })
    const planted = '#!/bin/sh\ntouch "$(dirname "$0")/git-ran"\nexit 1\n'
    for (const folder of ['', 'memory', 'scripts']) writeFileSync(join(root, folder, 'git'), planted, { mode: 0o755 })
    writeFileSync(join(root, 'memory/new.md'), '---\nname: new\n---\nThe team ships on Fridays.\n')
    const caller = process.env.PATH
    // Empty, `.` and relative entries, before the real git: each is a folder of the repository git runs in.
    process.env.PATH = `:.:scripts:${caller}`
    const result = await cli(['lint', 'memory', '--since', 'HEAD'], {
      cwd: root,
      env: { PATH: process.env.PATH },
    }).finally(() => (process.env.PATH = caller))
    expect(findingsOf(result.stdout).map((line) => line.split(':')[0])).toEqual(['[unchecked] memory/new.md'])
    for (const folder of ['', 'memory', 'scripts']) expect(existsSync(join(root, folder, 'git-ran'))).toBe(false)
  })
})

/** Every file under `dir` with its bytes and mode. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.set(path, `${statSync(path).mode} ${readFileSync(path).toString('base64')}`)
    }
  }
  walk(dir)
  return files
}

describe('claimcheck suggest --write (SPEC §6.4)', () => {
  const cases: Array<[string, string, string]> = [
    [
      'a CRLF file',
      '---\r\nname: crlf\r\n---\r\nSee `scripts/batch.sh`.\r\n',
      '---\r\nname: crlf\r\nverify:\r\n  kind: readable\r\n  target: scripts/batch.sh\r\n---\r\nSee `scripts/batch.sh`.\r\n',
    ],
    [
      'a file with a BOM',
      '\ufeff---\nname: bom\n---\nSee `scripts/batch.sh`.\n',
      '\ufeff---\nname: bom\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      'comments in the frontmatter',
      '---\n# kept as written\nname: comments   # a note\n\n---\nSee `scripts/batch.sh`.\n',
      '---\n# kept as written\nname: comments   # a note\n\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      'no frontmatter',
      'See `scripts/batch.sh`.\n',
      '---\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      "Claude Code's metadata: shape",
      '---\nname: cc\ndescription: d\nmetadata:\n  node_type: memory\n  modified: 2026-11-01T10:00:00.000Z\n---\nSee `scripts/batch.sh`.\n',
      '---\nname: cc\ndescription: d\nmetadata:\n  node_type: memory\n  modified: 2026-11-01T10:00:00.000Z\n  verify:\n    kind: readable\n    target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      'comment lines inside metadata:, at any indent',
      '---\nname: cc\nmetadata:\n    # written by hand\n  type: project\n# a note at column 0\n  modified: 2026-11-01\n---\nSee `scripts/batch.sh`.\n',
      '---\nname: cc\nmetadata:\n    # written by hand\n  type: project\n# a note at column 0\n  modified: 2026-11-01\n  verify:\n    kind: readable\n    target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      "a '--- yaml' frontmatter",
      '--- yaml\nname: tagged\n---\nSee `scripts/batch.sh`.\n',
      '--- yaml\nname: tagged\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nSee `scripts/batch.sh`.\n',
    ],
    [
      'kind: none on a checkable claim, replaced',
      '---\nname: judged\nmetadata:\n  type: project\n  verify:\n    # not checkable, we thought\n    kind: none\n  modified: 2026-11-01\n---\nSee `scripts/batch.sh`.\n',
      '---\nname: judged\nmetadata:\n  type: project\n  verify:\n    kind: readable\n    target: scripts/batch.sh\n  modified: 2026-11-01\n---\nSee `scripts/batch.sh`.\n',
    ],
  ]

  it.each(cases)('%s: only the block is added, and check then passes', async (_, before, after) => {
    const root = layout({ ...CODE, 'memory/m.md': before })
    const file = join(root, 'memory/m.md')
    const mode = 0o640
    chmodSync(file, mode)
    const result = await cli(['suggest', 'memory', '--write'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stdout.endsWith('wrote 1 verify block\n')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(after)
    expect(statSync(file).mode & 0o777).toBe(mode)
    expect(readdirSync(join(root, 'memory'))).toEqual(['m.md'])
    const checked = await cli(['check', 'memory'], { cwd: root })
    expect(checked.stdout).toMatch(/^OK    \S+: readable with content\n/)
  })

  it('bytes that are not UTF-8 come through unchanged', async () => {
    const before = Buffer.concat([
      Buffer.from('---\nname: bytes\n---\nSee `scripts/batch.sh`. '),
      Buffer.from([0xff, 0xfe, 0x00]),
      Buffer.from('\n'),
    ])
    const root = layout({ ...CODE, 'memory/m.md': before })
    await cli(['suggest', 'memory', '--write'], { cwd: root })
    const after = readFileSync(join(root, 'memory/m.md'))
    const block = Buffer.from('verify:\n  kind: readable\n  target: scripts/batch.sh\n')
    expect(after.equals(Buffer.concat([before.subarray(0, 16), block, before.subarray(16)]))).toBe(true)
  })

  it('a frontmatter that is not valid YAML is reported, never written; the block is shown to add by hand', async () => {
    const text = '---\nname: broken\ndescription: it: breaks\n---\nSee `scripts/batch.sh`.\n'
    const root = layout({ ...CODE, 'memory/m.md': text })
    const result = await cli(['suggest', 'memory', '--write'], { cwd: root })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('# memory/m.md: not written: its frontmatter is not valid YAML')
    expect(result.stdout).toContain(
      '; fix it first; add by hand:\n#   verify:\n#     kind: readable\n#     target: scripts/batch.sh\n',
    )
    expect(readFileSync(join(root, 'memory/m.md'), 'utf8')).toBe(text)
  })

  it('lint says to fix a frontmatter that is not valid YAML before giving its claim a check', async () => {
    const text = '---\nname: broken\ndescription: @scope/sdk in use\n---\nSee `scripts/batch.sh`.\n'
    const root = layout({ ...CODE, 'memory/m.md': text })
    const result = await cli(['lint', 'memory'], { cwd: root })
    expect(findingsOf(result.stdout)).toEqual([
      expect.stringMatching(/^\[invalid-yaml\] memory\/m\.md:3: frontmatter is not valid YAML: /),
      '[fossil] memory/m.md:5: names scripts/batch.sh, and has no verify block: fix its frontmatter, then give it a check (claimcheck suggest)',
    ])
  })

  it('a file with other hard links is refused with the reason, and every link keeps its bytes', async () => {
    const text = '---\nname: linked\n---\nSee `scripts/batch.sh`.\n'
    const root = layout({ ...CODE, 'memory/m.md': text })
    linkSync(join(root, 'memory/m.md'), join(root, 'notes.md'))
    const result = await cli(['suggest', 'memory', '--write'], { cwd: root })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      'claimcheck: memory/m.md: not written: it has 2 hard links, which a rewrite would split; add the block by hand\n',
    )
    expect(readFileSync(join(root, 'notes.md'), 'utf8')).toBe(text)
    expect(statSync(join(root, 'memory/m.md')).nlink).toBe(2)
  })

  it('a file that changed since it was read is refused and left as the other writer left it', async () => {
    const root = layout({ ...CODE, 'memory/m.md': '---\nname: m\n---\nSee `scripts/batch.sh`.\n' })
    const file = join(root, 'memory/m.md')
    const read = readFileSync(file)
    writeFileSync(file, '---\nname: m\n---\nSee `scripts/batch.sh`, edited meanwhile.\n')
    const outcome = await writeSuggestion(file, read, [{ kind: 'readable', target: 'scripts/batch.sh' }])
    expect(outcome).toEqual({ written: false, why: 'it changed since it was read (run suggest again)' })
    expect(readFileSync(file, 'utf8')).toBe('---\nname: m\n---\nSee `scripts/batch.sh`, edited meanwhile.\n')
  })

  it('without --write, nothing is written', async () => {
    const root = layout({
      ...CODE,
      'memory/m.md': 'See `scripts/batch.sh`.\n',
      'memory/n.md': '---\nname: n\n---\nKeep `deriveBeforeClassify`.\n',
    })
    const before = snapshot(root)
    expect((await cli(['suggest', 'memory'], { cwd: root })).stdout).toContain('+  target: scripts/batch.sh')
    expect((await cli(['lint', 'memory'], { cwd: root })).code).toBe(1)
    expect(snapshot(root)).toEqual(before)
  })
})

describe('a finding line stays within 300 characters', () => {
  it('when a long memory file names a long path whose file name now lives elsewhere', async () => {
    const gone = `.ai/plans/2026-04-18-${'retrofit-string-to-block-scalar-'.repeat(2)}code-action.md`
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      [gone.replace('.ai/plans/', '.ai/plans/archive/')]: '# done\n',
      [`.ai/memory/2026-04-18-${'yaml-architectural-program-'.repeat(2)}notes.md`]: `---\nname: program\ndescription: the program\ntype: project\n---\nThe plan lives in \`${gone}\`.\n`,
    })
    const result = await cli(['lint', '.ai/memory'], { cwd: root })
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('[fossil-missing]'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^\[fossil-missing\] .*: names \.ai\/plans\/2026-04-18-retrofit.*, which does not exist under the root.*: the claim may have rotted already$/,
    )
    expect(lines[0]!.length).toBeLessThanOrEqual(300)
  })

  it('however long the memory file’s path and however many names it holds', async () => {
    const names = [
      'renderFromData',
      'onCompleteHandler',
      'measureAnchorPoints',
      'seriesLayoutEngine',
      'axisTickFormatter',
    ]
    const file = `.claude/memory/${'project_chart_engine_anchor_measurement_contracts_'.repeat(2)}notes.md`
    const root = layout({
      'theme/assets/js/chart-engine/core/ChartEngine.js': names
        .map((name) => `export function ${name}() {}\n`)
        .join(''),
      [file]:
        '---\nname: chart contracts\ndescription: What the chart engine promises\ntype: project\n---\n' +
        names.map((name) => `- \`${name}\` lives in \`theme/assets/js/chart-engine/core/ChartEngine.js\`.\n`).join(''),
    })
    const result = await cli(['lint', '.claude/memory'], { cwd: root })
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('[fossil]'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('…, and has no verify block')
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(300)
  })

  it('with the longer hint of a memory whose frontmatter is not valid YAML', async () => {
    const names = ['computeDropTarget', 'isOtherPlayerCard', 'measureAnchorPoints', 'seriesLayoutEngine']
    const source = 'karuta-tracker-ui/src/pages/matches/torifudaDragLogicHelpers.js'
    const root = layout({
      [source]: names.map((name) => `export function ${name}() {}\n`).join(''),
      '.claude/memory/ship_pr1060_torifuda_record_dnd_view.md':
        '---\nname: drag\ndescription: drop rules: what a drag may do\ntype: project\n---\n' +
        names.map((name) => `- \`${name}\` lives in \`${source}\`.\n`).join(''),
    })
    const result = await cli(['lint', '.claude/memory'], { cwd: root })
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('[fossil]'))
    expect(lines).toHaveLength(1)
    // Before, the hint "fix its frontmatter, then give it a check" took the line past 300 characters.
    expect(lines[0]).toMatch(
      /…, and has no verify block: fix its frontmatter, then give it a check \(claimcheck suggest\)$/,
    )
    expect(lines[0]!.length).toBeLessThanOrEqual(300)
  })
})

// Text from outside is inert wherever it is shown (SPEC §10): memory names, reasons, folder names
// and config values reach terminals, stderr, `--all` headers, logs and every CI format with control
// characters made visible, start or stop no GitHub workflow command (the runner obeys `::command`
// at the start of a line, a bare CR ends a line, and `##[command]` counts anywhere in one), and are
// no live markup in the step summary or the HTML report.
import { appendFileSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { marked } from 'marked'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

/** A name a memory file may hold: line breaks into workflow commands, escapes, reordering, markup. */
const HOSTILE =
  'evil\n::stop-commands::pwn\r::error file=x,line=1::forged ##[add-mask]Failed \u001b]52;c;cHdu\u0007 \u202eexe.md <img src=x onerror=alert(1)> ![](https://evil.example/p.png) [c](javascript:alert(1)) | x'

const memory = (name: string, target: string) =>
  `---\nname: ${JSON.stringify(name)}\nverify:\n  kind: readable\n  target: ${JSON.stringify(target)}\n---\nBody.\n`

/** A project inside a folder whose name holds a line break into a workflow command. */
function project() {
  const top = layout()
  const root = join(top, 'clone\n::stop-commands::folder', 'repo')
  mkdirSync(join(root, '.git'), { recursive: true })
  writeFileSync(join(root, '.git/HEAD'), 'ref: refs/heads/main\n')
  // Claude Code's config folder too: the auto memory dir, named in `--all` headers, lies under it.
  const config = join(layout(), 'config\n::stop-commands::header')
  const real = realpathSync(root)
  const auto = join(config, 'projects', real.replace(/[^A-Za-z0-9]/g, '-'), 'memory')
  const judged = `---\nname: ${JSON.stringify(HOSTILE)}\nverify:\n  kind: none\n  reason: ${JSON.stringify(HOSTILE)}\n---\n`
  for (const dir of [join(root, '.claude/memory'), auto]) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'evil.md'), memory(HOSTILE, 'data/\n::warning::target'))
    writeFileSync(join(dir, 'judged.md'), judged)
  }
  return { root: real, auto, env: { HOME: layout(), CLAUDE_CONFIG_DIR: config } }
}

/** The lines a GitHub runner reads: LF, CRLF and a bare CR each end one. */
const runnerLines = (text: string) => text.split(/\r\n|\n|\r/)

/**
 * Nothing a terminal or a runner would obey: no escape, bell, reordering mark or line separator; no
 * `##[`; and of the lines that begin with `::`, only the annotations claimcheck itself writes.
 */
function expectInert(text: string, annotations = 0) {
  expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2028\u2029]/)
  expect(text).not.toContain('##[')
  const commands = runnerLines(text).filter((line) => line.trimStart().startsWith('::'))
  expect(commands).toHaveLength(annotations)
  for (const line of commands) expect(line).toMatch(/^::(error|warning|notice) file=[^:]*,title=claimcheck%3A [^:]*::/)
}

describe('text from outside in every output (SPEC §10)', () => {
  it.each(['text', 'json', 'sarif', 'junit', 'tap', 'html'])('check --format %s', async (format) => {
    const { root, env } = project()
    const result = await cli(
      ['check', '--format', format, '--all'].filter((arg) => format === 'text' || arg !== '--all'),
      {
        cwd: root,
        env: { ...env, CI: 'true' },
      },
    )
    expect(result.code).toBe(1)
    expectInert(result.stdout)
    expectInert(result.stderr)
  })

  it('the text report and its --all header show the control characters, written out', async () => {
    const { root, auto, env } = project()
    const result = await cli(['check', '--all'], { cwd: root, env })
    const lines = result.stdout.split('\n')
    expect(lines[0]).toBe(`== ${auto.replace('\n', '\\n')} (Claude Code auto memory)`)
    expect(lines).toContain(
      'STALE evil\\n::stop-commands::pwn\\r::error file=x,line=1::forged #\\x23[add-mask]Failed \\e]52;c;cHdu\\x07 \\u{202e}exe.md <img src=x onerror=alert(1)> ![](https://evil.example/p.png) [c](javascript:alert(1)) | x: missing: data/\\n::warning::target',
    )
  })

  it('github: one annotation a memory, and a step summary in which nothing is markup', async () => {
    const { root, env } = project()
    const summary = join(root, 'summary.md')
    const result = await cli(['check', '--format', 'github'], {
      cwd: root,
      env: { ...env, GITHUB_STEP_SUMMARY: summary },
    })
    expectInert(result.stdout, 2)
    expectInert(result.stderr)
    const text = readFileSync(summary, 'utf8')
    expectInert(text)
    const html = marked.parse(text, { gfm: true, async: false })
    // The only elements are those of the summary itself: a heading, the counts, the table.
    expect([...new Set(html.match(/<[a-z0-9]+/g))].sort()).toEqual(
      ['<h2', '<p', '<strong', '<table', '<tbody', '<td', '<th', '<thead', '<tr'].sort(),
    )
    // Each row keeps its four cells: a `|` in a name does not end one.
    expect(html.match(/<tr>/g)).toHaveLength(3)
    expect(html.match(/<td>/g)).toHaveLength(8)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; ![](https://evil.example/p.png)')
  })

  it('sarif: file paths are URIs, percent-encoded', async () => {
    const { root, env } = project()
    writeFileSync(join(root, '.claude/memory/a #b?c%d e\n.md'), memory('odd file', 'gone.txt'))
    const result = await cli(['check', '.claude/memory', '--format', 'sarif'], { cwd: root, env })
    const uris = JSON.parse(result.stdout).runs[0].results.map(
      (item: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) =>
        item.locations[0]?.physicalLocation.artifactLocation.uri,
    )
    expect(uris).toContain('.claude/memory/a%20%23b%3Fc%25d%20e%0A.md')
    for (const uri of uris) expect(uri).toMatch(/^[A-Za-z0-9\-._~%!$&'()*+,;=:@/]+$/)
  })

  it('context hands over names made visible, and its --all headers too', async () => {
    const { root, env } = project()
    for (const args of [
      ['context', '.claude/memory'],
      ['context', '--all'],
      ['context', '--all', '--format', 'json'],
    ]) {
      const result = await cli(args, { cwd: root, env: { ...env, CI: 'true' } })
      expectInert(result.stdout)
      expectInert(result.stderr)
    }
  })

  it('a config value with a line break reaches stderr on one line', async () => {
    const { root, env } = project()
    writeFileSync(join(root, 'claimcheck.config.yaml'), 'memoryDir: "gone\\n::stop-commands::config"\n')
    const result = await cli(['check'], { cwd: root, env: { ...env, CI: 'true' } })
    expect(result.code).toBe(2)
    expectInert(result.stderr)
    expect(result.stderr).toContain('gone\\n::stop-commands::config')
  })
})

describe('file names of the repository in what lint and suggest print (SPEC §10)', () => {
  // A file the memory's claim is found in, named to forge runner lines and escapes: lint names it,
  // and suggest puts it in the block it proposes.
  const NAME = 'evil\n::stop-commands::pwn\r::error file=x::forged ##[add-mask]x \u001b]52;c;cHdu\u0007 \u202eexe.ts'

  function repository() {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      [`src/${NAME}`]: 'export function zorblaxQuux() {}\n',
      'memory/helper.md': '---\nname: helper\n---\nThe helper `zorblaxQuux` does the frobbing.\n',
    })
    return realpathSync(root)
  }

  it('lint and suggest show the name with its control characters written out, in every line', async () => {
    const root = repository()
    for (const args of [
      ['lint', 'memory'],
      ['suggest', 'memory'],
    ]) {
      const result = await cli(args, { cwd: root, env: { CI: 'true' } })
      expect(result.code).toBe(args[0] === 'lint' ? 1 : 0)
      expectInert(result.stdout)
      expectInert(result.stderr)
    }
    expect((await cli(['lint', 'memory'], { cwd: root })).stdout).toContain(
      'src/evil\\n::stop-commands::pwn\\r::error file=x::forged #\\x23[add-mask]x \\e]52;c;cHdu\\x07 \\u{202e}exe.ts',
    )
  })

  it('the block suggest writes names the file exactly, escaped, and the check then holds', async () => {
    const root = repository()
    expect((await cli(['suggest', 'memory', '--write'], { cwd: root })).stdout).toContain('wrote 1 verify block')
    const written = readFileSync(join(root, 'memory/helper.md'), 'utf8')
    expectInert(written)
    expect(written).toContain(
      '  target: "src/evil\\n::stop-commands::pwn\\r::error file=x::forged #\\x23[add-mask]x \\u001b]52;c;cHdu\\u0007 \\u202eexe.ts"\n',
    )
    expect(await cli(['check', 'memory'], { cwd: root })).toMatchObject({ code: 0 })
  })
})

describe('claimcheck stats reads a log as data (SPEC §6.7, §10)', () => {
  const run = (time: string, memories: unknown[]) =>
    `${JSON.stringify({ time, tool: { name: 'claimcheck', version: '0' }, root: '/r', exitCode: 1, observe: true, summary: { fresh: 0, stale: 1, unverifiable: 0 }, memories })}\n`

  it('names, reasons and kinds escaped, never at the start of a line; constructor and __proto__ counted as kinds', async () => {
    const root = layout()
    const log = join(root, 'claimcheck.log')
    const stale = (kind: string) => ({
      file: 'memory/x.md',
      name: HOSTILE,
      status: 'stale',
      reason: HOSTILE,
      kinds: [kind],
    })
    writeFileSync(log, run('2026-01-01T00:00:00.000Z', [stale('constructor')]))
    appendFileSync(log, run('2026-01-02T00:00:00.000Z', [stale('__proto__')]))
    appendFileSync(log, run('2026-01-03T00:00:00.000Z', [stale('::stop-commands::kind')]))
    const result = await cli(['stats', log], { cwd: root })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expectInert(result.stdout)
    const lines = result.stdout.split('\n')
    expect(lines).toContain("  kind 'constructor': 1 stale result")
    expect(lines).toContain("  kind '__proto__': 1 stale result")
    expect(lines).toContain("  kind '::stop-commands::kind': 1 stale result")
    const json = JSON.parse((await cli(['stats', log, '--format', 'json'], { cwd: root })).stdout)
    expect(Object.entries(json.kinds)).toEqual([
      ['constructor', 1],
      ['__proto__', 1],
      ['::stop-commands::kind', 1],
    ])
  })

  it('a line whose memories are not what --log writes is named by its number, not an internal error', async () => {
    const root = layout()
    const log = join(root, 'claimcheck.log')
    writeFileSync(
      log,
      run('2026-01-01T00:00:00.000Z', [
        { file: 'memory/x.md', name: 'x', status: 'stale', reason: 'r', kinds: ['grep'] },
      ]),
    )
    appendFileSync(log, run('2026-01-02T00:00:00.000Z', [null]))
    appendFileSync(
      log,
      run('2026-01-03T00:00:00.000Z', [{ file: 'memory/x.md', name: 'x', status: 'stale', reason: 'r', kinds: 5 }]),
    )
    const result = await cli(['stats', log], { cwd: root })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout.split('\n')[1]).toBe('2 lines were not runs and were skipped (lines 2, 3)')
  })
})

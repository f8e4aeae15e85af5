import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { project, SECRET, topic } from './memory-fixtures.ts'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

describe('claimcheck context: markdown (SPEC §6.2)', () => {
  it('hands over fresh and unverifiable memories in full and holds stale ones in the open', async () => {
    const result = await cli(['context', 'memory'], { cwd: project() })
    expect(result.stdout).toBe(
      [
        '## reference-data-path',
        'Read reference data from _reference_data/.',
        '',
        '## why-manual-approval',
        'Recording is automatic. Committing is mine.',
        '',
        '## Held memories (bodies withheld)',
        '- wallpaper-batch-order: held (no match for /derive_before_classify/)',
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(1)
  })

  it('exits 0 with nothing held', async () => {
    const root = layout({ 'memory/a.md': topic('  kind: none', 'A judgement.\n') })
    expect(await cli(['context', 'memory'], { cwd: root })).toMatchObject({ code: 0, stdout: '## a\nA judgement.\n' })
  })

  it('--max-chars drops bodies before held lines, says what was cut, and stays within the cap', async () => {
    const many: Record<string, Entry> = {}
    for (let i = 0; i < 5; i++) many[`memory/note-${i}.md`] = topic('  kind: none', `${'Note body. '.repeat(10)}\n`)
    const root = project(many)
    const full = (await cli(['context', 'memory'], { cwd: root })).stdout
    const cap = 400
    const cut = await cli(['context', 'memory', '--max-chars', String(cap)], { cwd: root })
    expect(full.length).toBeGreaterThan(cap)
    expect(cut.stdout.length).toBeLessThanOrEqual(cap)
    expect(cut.stdout).toMatch(/…and \d+ more memories not shown \(cut to fit --max-chars 400\)\n/)
    expect(cut.stdout).toContain('- wallpaper-batch-order: held (no match for /derive_before_classify/)\n')
    expect(cut.stdout).not.toContain(SECRET)
  })

  it('--max-chars drops held lines last, and says how many', async () => {
    const many: Record<string, Entry> = {}
    for (let i = 0; i < 6; i++)
      many[`memory/gone-${i}.md`] = topic(`  kind: readable\n  target: gone-${i}.txt`, `${SECRET}\n`)
    const root = project(many)
    const result = await cli(['context', 'memory', '--max-chars', '300'], { cwd: root })
    expect(result.stdout.length).toBeLessThanOrEqual(300)
    expect(result.stdout).toMatch(
      /^…and 2 more memories not shown \(cut to fit --max-chars 300\)\n\n## Held memories \(bodies withheld\)\n- gone-0: held \(missing: gone-0\.txt\)\n/,
    )
    expect(result.stdout).toMatch(/\n…and \d+ more held memories\n$/)
    expect(result.stdout).not.toContain(SECRET)
  })

  it('reads context.maxChars from the config', async () => {
    const root = project({ 'claimcheck.config.json': JSON.stringify({ context: { maxChars: 150 } }) })
    const result = await cli(['context', 'memory'], { cwd: root })
    expect(result.stdout.length).toBeLessThanOrEqual(150)
    expect(result.stdout).toContain('…and')
  })
})

describe('claimcheck context: json', () => {
  it('lists handed-over memories with bodies and held ones without', async () => {
    const root = project()
    const result = await cli(['context', 'memory', '--format', 'json'], { cwd: root })
    const output = JSON.parse(result.stdout)
    expect(output.memories.map((m: { name: string; body: string }) => [m.name, m.body])).toEqual([
      ['reference-data-path', 'Read reference data from _reference_data/.'],
      ['why-manual-approval', 'Recording is automatic. Committing is mine.'],
    ])
    expect(output.held).toEqual([
      {
        name: 'wallpaper-batch-order',
        file: 'memory/wallpaper-batch-order.md',
        reason: 'no match for /derive_before_classify/',
      },
    ])
    expect(result.code).toBe(1)
  })
})

describe('a stale body never appears', () => {
  it.each([['markdown'], ['json'], ['claude-hook']])('in --format %s', async (format) => {
    const result = await cli(['context', 'memory', '--format', format], { cwd: project() })
    expect(result.stdout).toContain('wallpaper-batch-order')
    expect(result.stdout).not.toContain('SECRET-STALE-BODY')
    expect(result.stderr).not.toContain('SECRET-STALE-BODY')
  })
})

describe('fail toward distrust (SPEC §6.2)', () => {
  it('a broken config holds every memory with verifier error and exits 2', async () => {
    const root = project({ 'claimcheck.config.json': '{ "checkers": [' })
    const result = await cli(['context', 'memory'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe(
      [
        '## Held memories (bodies withheld)',
        '- reference-data-path: held (verifier error: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1))',
        '- wallpaper-batch-order: held (verifier error: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1))',
        '- why-manual-approval: held (verifier error: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1))',
        '',
      ].join('\n'),
    )
    expect(result.stderr).toBe(
      'claimcheck: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1)\n',
    )
    const json = await cli(['context', 'memory', '--format', 'json'], { cwd: root })
    expect(JSON.parse(json.stdout).memories).toEqual([])
    expect(JSON.parse(json.stdout).held).toHaveLength(3)
  })
})

describe('claimcheck context: control characters', () => {
  it('reach no format: names and reasons are one line with controls written out, bodies keep only tabs and newlines', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'notes.txt': 'notes\n',
      'memory/a.md': topic(
        '  kind: readable\n  target: notes.txt',
        'Line one\u001b[2J\twith a tab\r\nline two\u0007\n',
        'name: "a\\e]0;title\\a"\n',
      ),
    })
    const markdown = (await cli(['context', 'memory'], { cwd: root })).stdout
    expect(markdown).toBe('## a\\e]0;title\\x07\nLine one[2J\twith a tab\nline two\n')
    const json = JSON.parse((await cli(['context', 'memory', '--format', 'json'], { cwd: root })).stdout)
    expect(json.memories[0]).toMatchObject({ name: 'a\u001b]0;title\u0007', body: 'Line one[2J\twith a tab\nline two' })
  })
})

describe('the bundled example', () => {
  it('hands over the example memory', async () => {
    const repo = join(import.meta.dirname, '../../..')
    const result = await cli(['context', 'examples/memory', '--root', 'examples/project'], { cwd: repo })
    expect(result.stdout).toContain(
      '## Held memories (bodies withheld)\n- assets-folder: held (empty directory: data/assets)\n',
    )
    expect(result.stdout).not.toContain('Assets live in')
    expect(readFileSync(join(repo, 'examples/memory/assets-folder.md'), 'utf8')).toContain('Assets live in')
  })
})

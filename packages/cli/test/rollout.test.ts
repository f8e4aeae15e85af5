// The observe-then-block rollout: `check --log FILE` appends a line a run, safely when runs append
// at once, and `claimcheck stats FILE` says what the period shows (SPEC §6.7).
import { spawn } from 'node:child_process'
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { BIN, cli } from './run-cli.ts'

afterAll(cleanLayouts)

const topic = (name: string, target: string) =>
  `---\nname: ${name}\nverify:\n  kind: readable\n  target: ${target}\n---\nBody.\n`

function project() {
  return layout({
    '.git/HEAD': 'x',
    'data/a.txt': 'a\n',
    'data/b.txt': 'b\n',
    'memory/a.md': topic('alpha', 'data/a.txt'),
    'memory/b.md': topic('beta', 'data/b.txt'),
    'memory/c.md': '---\nname: gamma\nverify:\n  kind: none\n---\nBody.\n',
  })
}

const logged = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          time: string
          exitCode: number
          observe: boolean
          summary: { stale: number }
          memories: Array<{ name: string; status: string; kinds: string[] }>
        },
    )

describe('check --log FILE', () => {
  it('appends one JSON line a run: time, summary, each memory with its status, reason and kinds', async () => {
    const root = project()
    const log = join(root, 'claimcheck.log')
    expect((await cli(['check', 'memory', '--log', 'claimcheck.log'], { cwd: root })).code).toBe(0)
    rmSync(join(root, 'data/b.txt'))
    expect((await cli(['check', 'memory', '--observe', '--log', 'claimcheck.log'], { cwd: root })).code).toBe(0)
    expect((await cli(['check', 'memory', '--log', 'claimcheck.log'], { cwd: root })).code).toBe(1)
    const runs = logged(log)
    expect(runs.map((run) => [run.exitCode, run.observe, run.summary.stale])).toEqual([
      [0, false, 0],
      [0, true, 1],
      [1, false, 1],
    ])
    expect(runs[2]?.memories.find((memory) => memory.name === 'beta')).toEqual({
      file: 'memory/b.md',
      name: 'beta',
      status: 'stale',
      reason: 'missing: data/b.txt',
      kinds: ['readable'],
    })
    expect(runs.every((run) => !Number.isNaN(Date.parse(run.time)))).toBe(true)
  })

  it('two runs appending at once leave two whole lines', async () => {
    // Lines far larger than a pipe's buffer: each must still land in one piece.
    const files: Record<string, Entry> = { '.git/HEAD': 'x', 'data/a.txt': 'a\n' }
    for (let i = 0; i < 1500; i++)
      files[`memory/m${i}.md`] = topic(`memory number ${i} ${'x'.repeat(60)}`, 'data/a.txt')
    const root = layout(files)
    const run = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, [BIN, 'check', 'memory', '--log', 'shared.log'], {
          cwd: root,
          stdio: 'ignore',
        })
        child.on('close', resolve)
      })
    for (let round = 0; round < 3; round++) expect(await Promise.all([run(), run()])).toEqual([0, 0])
    const runs = logged(join(root, 'shared.log'))
    expect(runs).toHaveLength(6)
    expect(runs.every((entry) => entry.memories.length === 1500)).toBe(true)
  })

  it('a log path that is a FIFO nobody reads is one line and exit 2, never a wait', async () => {
    const root = layout({ '.git/HEAD': 'x', 'memory/c.md': '---\nverify:\n  kind: none\n---\n', pipe: { fifo: true } })
    const result = await cli(['check', 'memory', '--log', 'pipe'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(`claimcheck: cannot write ${join(root, 'pipe')}: a FIFO with no reader\n`)
  })
})

describe('claimcheck stats FILE', () => {
  it('says which memories and kinds fail, how often, since when, and whether the last runs would have blocked', async () => {
    const root = project()
    const log = 'claimcheck.log'
    await cli(['check', 'memory', '--log', log], { cwd: root })
    rmSync(join(root, 'data/b.txt'))
    await cli(['check', 'memory', '--observe', '--log', log], { cwd: root })
    await cli(['check', 'memory', '--observe', '--log', log], { cwd: root })
    writeFileSync(join(root, 'data/b.txt'), 'back\n')
    await cli(['check', 'memory', '--observe', '--log', log], { cwd: root })
    rmSync(join(root, 'data/a.txt'))
    await cli(['check', 'memory', '--observe', '--log', log], { cwd: root })
    appendFileSync(join(root, log), '{"half a line\n')

    const result = await cli(['stats', log, '--last', '3'], { cwd: root })
    expect(result.code).toBe(0)
    const times = readFileSync(join(root, log), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{"time"'))
      .map((line) => (JSON.parse(line).time as string).slice(0, 16).replace('T', ' '))
    expect(result.stdout).toBe(
      [
        `5 runs from ${times[0]} to ${times[4]} (UTC)`,
        '1 line was not a run and was skipped (line 6)',
        '',
        'Memories that were stale, most often first:',
        `  'beta' (memory/b.md): stale in 2 of 5 runs, first ${times[1]} (not stale in its last run); last reason: missing: data/b.txt`,
        `  'alpha' (memory/a.md): stale in 1 of 5 runs, first ${times[4]}, stale since ${times[4]}; last reason: missing: data/a.txt`,
        '',
        'Kinds whose checks failed:',
        "  kind 'readable': 3 stale results",
        '',
        'The last 3 runs: 2 would have blocked (exit 1 without --observe), 1 would have passed.',
        '',
      ].join('\n'),
    )
    const json = JSON.parse((await cli(['stats', log, '--format', 'json'], { cwd: root })).stdout)
    expect(json.last).toEqual({ runs: 5, blocked: 3 })
    expect(json.memories.map((memory: { name: string; staleRuns: number }) => [memory.name, memory.staleRuns])).toEqual(
      [
        ['beta', 2],
        ['alpha', 1],
      ],
    )
  })

  it('a missing log is one line and exit 2', async () => {
    const root = project()
    expect(await cli(['stats', 'nope.log'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: 'claimcheck: no such log: nope.log\n',
    })
  })
})

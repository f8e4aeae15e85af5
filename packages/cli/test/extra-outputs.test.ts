// `--<format>-output FILE`: one run written in more formats besides the report on stdout, so CI
// gets annotations, a SARIF file and counts from one run (as Semgrep's --sarif-output does).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const project = () =>
  layout({
    '.git/HEAD': 'x',
    'README.md': '# app\n',
    'memory/MEMORY.md': '- [Readme](readme.md)\n- [Gone](gone.md)\n',
    'memory/readme.md': '---\nname: readme\nverify:\n  kind: readable\n  target: README.md\n---\nThe README.\n',
    'memory/gone.md': '---\nname: gone\nverify:\n  kind: readable\n  target: gone.txt\n---\nGone.\n',
  })

describe('--<format>-output', () => {
  it('check: the report on stdout, and the same run as JSON and SARIF files', async () => {
    const root = project()
    const result = await cli(['check', 'memory', '--json-output', 'out/r.json', '--sarif-output', 'r.sarif'], {
      cwd: root,
    })
    // out/ does not exist: the run ends with one line, after the report.
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      `claimcheck: cannot write ${join(root, 'out/r.json')}: the folder ${join(root, 'out')} does not exist\n`,
    )
    const ok = await cli(['check', 'memory', '--json-output', 'r.json', '--sarif-output', 'r.sarif'], { cwd: root })
    expect(ok).toEqual({
      code: 1,
      stdout: 'STALE gone: missing: gone.txt\nOK    readme: readable with content\n\nfresh=1 stale=1 unverifiable=0\n',
      stderr: '',
    })
    expect(JSON.parse(readFileSync(join(root, 'r.json'), 'utf8')).summary).toEqual({
      total: 2,
      fresh: 1,
      stale: 1,
      unverifiable: 0,
      inferred: 0,
    })
    const sarif = JSON.parse(readFileSync(join(root, 'r.sarif'), 'utf8'))
    expect(sarif.runs[0].results.map((r: { message: { text: string } }) => r.message.text)).toEqual([
      'gone: missing: gone.txt',
    ])
  })

  it('index: the same', async () => {
    const root = project()
    const result = await cli(['index', 'memory', '--format', 'github', '--json-output', 'i.json'], { cwd: root })
    expect(result.code).toBe(0)
    expect(JSON.parse(readFileSync(join(root, 'i.json'), 'utf8')).summary).toEqual({ error: 0, warning: 0, info: 2 })
  })

  it('index --format github: info findings are annotations only with --fail-on info', async () => {
    const root = project()
    expect((await cli(['index', 'memory', '--format', 'github'], { cwd: root })).stdout).toBe(
      'errors=0 warnings=0 info=2\n',
    )
    const all = await cli(['index', 'memory', '--format', 'github', '--fail-on', 'info'], { cwd: root })
    expect(all.stdout.split('\n').filter((line) => line.startsWith('::notice'))).toHaveLength(2)
    expect(all.code).toBe(1)
  })

  it('an unknown format is refused with the nearest', async () => {
    expect(await cli(['check', 'memory', '--sarf-output', 'x'], { cwd: project() })).toEqual({
      code: 2,
      stdout: '',
      stderr: "claimcheck: unknown option '--sarf-output' (did you mean '--sarif-output'?)\n",
    })
  })
})

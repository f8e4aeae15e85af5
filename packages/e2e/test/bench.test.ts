// `pnpm bench` as the README runs it (after the build this suite depends on): the corpora it
// generates and the table it prints. The figures themselves are for people to judge, not tests.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO } from './workspace.ts'

const scratch = mkdtempSync(join(tmpdir(), 'claimcheck-bench-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function bench(benchDir: string, args: string[]): string {
  return execFileSync(process.execPath, [join(REPO, 'bench/run.mjs'), ...args], {
    cwd: REPO,
    env: { ...process.env, BENCH_DIR: benchDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Every file of a folder (recursively, sorted) with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  return new Map(files.map((file) => [file.slice(dir.length), readFileSync(file, 'utf8')]))
}

describe('pnpm bench', () => {
  const first = join(scratch, 'first')
  let output = ''
  let rows: string[] = []
  beforeAll(() => {
    output = bench(first, ['--sizes=3,200', '--runs=1', '--malformed=200', '--commands=100'])
    rows = output.split('\n').filter((line) => /^\s+\d+\s/.test(line))
  })

  it('prints a row a size: wall time and peak RSS beside node -e 0 and the plain implementation, the target and the summary', () => {
    expect(output).toMatch(/^claimcheck benchmark: node v\d+\.\d+\.\d+, \d+ cores .*, 1 runs after a warm-up$/m)
    expect(output).toContain(
      'memories   claimcheck   node -e 0   ÷ node   plain   ÷ plain   peak RSS   target   result\n',
    )
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row).toMatch(
        /^\s+\d+\s+\d+\.\d{3} s\s+\d+\.\d{3} s\s+\d+\.\d{2}×\s+\d+\.\d{3} s\s+\d+\.\d{2}×\s+\d+ MiB\s+(≤ [\d.]+× (node|plain))?\s+fresh=\d+ stale=\d+ unverifiable=\d+$/,
      )
    }
    expect(rows[0]).toMatch(/^\s+3\s.*≤ 1\.3× node\s+fresh=3 stale=0 unverifiable=0$/)
    expect(output).not.toContain('report differs')
  })

  it('prints the time and peak RSS of a corpus with a tenth of its memories malformed, beside the clean one', () => {
    expect(output).toMatch(
      /^200 memories, 10% malformed: \d+\.\d{3} s, peak RSS \d+ MiB \(clean: \d+\.\d{3} s, \d+ MiB; \d+\.\d{2}× the time, \d+\.\d{2}× the memory\)  fresh=\d+ stale=\d+ unverifiable=\d+$/m,
    )
    const broken = join(first, 'claimcheck-bench/corpus-200-malformed/memory')
    const report = spawnSync(
      process.execPath,
      [join(REPO, 'packages/cli/dist/bin.cjs'), 'check', broken, '--format', 'json'],
      { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const memories = (JSON.parse(report.stdout) as { memories: Array<{ file: string; reason: string }> }).memories
    expect(memories).toHaveLength(200)
    // Every tenth one is malformed in its own way, and held or skipped with a reason of its own.
    const reasons = memories.filter((_, i) => i % 10 === 0).map((memory) => memory.reason)
    expect(reasons[4]).toBe('memory file too large: 2097208 bytes (limit 1048576)')
    expect(reasons[1]).toBe("unsupported frontmatter language 'js'")
  })

  it('prints the ratio of a corpus whose claims are a fifth commands to the plain implementation, which prints the same report', () => {
    expect(output).toMatch(
      /^100 memories, a fifth of them commands: \d+\.\d{3} s, plain \d+\.\d{3} s, \d+\.\d{2}× plain \(target ≤ 0\.5× plain\)  fresh=\d+ stale=\d+ unverifiable=\d+$/m,
    )
    expect(output).not.toContain('report differs')
    const memory = join(first, 'claimcheck-bench/corpus-100-commands/memory')
    const commands = readdirSync(memory).filter((name) =>
      readFileSync(join(memory, name), 'utf8').includes('kind: command'),
    )
    expect(commands).toHaveLength(20)
  })

  it("measures against a plain implementation that prints claimcheck's report byte for byte", () => {
    const corpus = join(first, 'claimcheck-bench/corpus-200')
    const memory = join(corpus, 'memory')
    const run = (args: string[]) =>
      spawnSync(process.execPath, args, { cwd: REPO, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' })
    const claimcheck = run([join(REPO, 'packages/cli/dist/bin.cjs'), 'check', memory, '--root', corpus])
    const plain = run([join(REPO, 'bench/plain.mjs'), memory, corpus])
    expect(claimcheck.status).toBe(1)
    expect(claimcheck.stdout.split('\n')).toHaveLength(203)
    expect(plain.stdout).toBe(claimcheck.stdout)
  })

  it('runs every memory of a corpus, about a tenth of the claims rotted', () => {
    const [fresh, stale, unverifiable] = (/fresh=(\d+) stale=(\d+) unverifiable=(\d+)$/.exec(rows[1] ?? '') ?? [])
      .slice(1)
      .map(Number) as [number, number, number]
    expect(fresh + stale + unverifiable).toBe(200)
    expect(stale).toBeGreaterThan(5)
    expect(stale).toBeLessThan(40)
    expect(
      readdirSync(join(first, 'claimcheck-bench/corpus-200/memory')).filter((n) => n !== 'MEMORY.md'),
    ).toHaveLength(200)
  })

  it('generates the same corpus byte for byte in another folder', () => {
    const second = join(scratch, 'second')
    bench(second, ['--sizes=200', '--runs=1'])
    const a = snapshot(join(first, 'claimcheck-bench/corpus-200'))
    const b = snapshot(join(second, 'claimcheck-bench/corpus-200'))
    expect(a.size).toBeGreaterThan(240)
    expect([...b.keys()]).toEqual([...a.keys()])
    for (const [file, bytes] of a) expect(b.get(file), file).toBe(bytes)
  })
})

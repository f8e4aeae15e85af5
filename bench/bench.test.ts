// `pnpm bench` as the README runs it (`pnpm bench:test`, after the build): the corpora it generates,
// its yardsticks, and the table it prints. The figures themselves are for people to judge, not tests.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const REPO = fileURLToPath(new URL('..', import.meta.url))
const SEED = join(REPO, '../shared/reference/memcheck.py')
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

const seconds = String.raw`\d+\.\d{3} s`
const ratio = String.raw`\d+\.\d{2}×`
const limit = (value: string) => String.raw`≤ ${value.replace('.', '\\.')}×\s+(met|OVER)`
const loadColumn = String.raw`\s+\d+\.\d{2}$`

describe('pnpm bench', () => {
  const first = join(scratch, 'first')
  const corpora = join(first, 'claimcheck-bench')
  let output = ''
  beforeAll(() => {
    output = bench(first, [
      '--startup=3',
      '--scale=200',
      '--runs=1',
      '--startup-runs=1',
      '--commands=100',
      '--waits=5',
      '--malformed=200',
      '--unchecked=300',
      '--history=50',
      `--seed=${SEED}`,
    ])
  })
  const row = (figure: string) =>
    output.split('\n').find((line) => line.startsWith(`${figure} `)) ?? `(no row ${figure})`

  it('prints a header naming the machine and its load', () => {
    expect(output).toMatch(
      /^claimcheck benchmark: node v\d+\.\d+\.\d+, \d+ cores .*, 1 runs after a warm-up \(1 for startup\), load average [\d. ]+$/m,
    )
  })

  it('prints startup beside node -e 0 on every channel, without and with a config listing the default checkers', () => {
    for (const channel of ['npm bin', 'plugin bundle']) {
      for (const config of ['', ', config']) {
        expect(row(`3 memories, ${channel}${config}`)).toMatch(
          new RegExp(String.raw`\s${seconds} node -e 0\s+${seconds}\s+${ratio}\s+${limit('1.3')}${loadColumn}`),
        )
      }
      expect(row(`3 memories, ${channel}: config over none`)).toMatch(
        new RegExp(String.raw`\s${ratio}\s+${limit('1.1')}${loadColumn}`),
      )
      expect(row(`Read of a file not a memory, ${channel}`)).toMatch(
        new RegExp(String.raw`\s${seconds} node -e 0\s+${seconds}\s+${ratio}\s+${limit('1.2')}${loadColumn}`),
      )
    }
  })

  it('prints the inferred checks at hand-over beside node -e 0, and what each hook said', () => {
    for (const figure of ['SessionStart, 300 files, 150 unchecked', 'Read naming 5 files, 50 commits'])
      expect(row(figure)).toMatch(
        new RegExp(String.raw`\s${seconds} node -e 0\s+${seconds}\s+${ratio}\s+${limit('2')}${loadColumn}`),
      )
    expect(output).toMatch(/^ {2}SessionStart, 300 files, 150 unchecked: 11 lines of context, \d+ characters$/m)
    expect(output).toMatch(/^ {2}Read naming 5 files, 50 commits: 1 lines of context, \d+ characters$/m)
  })

  it('prints scale beside the I/O floor and the seed script, with peak RSS, and both summaries', () => {
    const rows = output.split('\n').filter((line) => line.startsWith('200 memories '))
    expect(rows[0]).toMatch(
      new RegExp(String.raw`\s${seconds} I/O floor\s+${seconds}\s+${ratio}\s+${limit('2')}${loadColumn}`),
    )
    if (!existsSync(SEED)) return
    expect(rows[1]).toMatch(new RegExp(String.raw`\s${seconds} seed script\s+${seconds}\s+${ratio}\s+\d+\.\d{2}$`))
    expect(row('200 memories, peak RSS')).toMatch(/\s\d+ MiB seed script\s+\d+ MiB\s+\d+\.\d{2}×\s+\d+\.\d{2}$/)
    expect(output).toMatch(
      /^ {2}claimcheck: fresh=\d+ stale=\d+ unverifiable=\d+; seed script: fresh=\d+ stale=\d+ unverifiable=\d+$/m,
    )
  })

  it('prints commands beside the plain implementation, which prints the same report', () => {
    expect(row('100 memories, a fifth of them commands')).toMatch(
      new RegExp(String.raw`\s${seconds} plain\s+${seconds}\s+${ratio}\s+${limit('1.2')}`),
    )
    expect(row('5 memories, commands that wait')).toMatch(
      new RegExp(String.raw`\s${seconds} plain\s+${seconds}\s+${ratio}\s+${limit('0.3')}`),
    )
    expect(output).not.toContain('report differs')
    const memory = join(corpora, 'corpus-100-commands/memory')
    const commands = readdirSync(memory).filter((name) =>
      readFileSync(join(memory, name), 'utf8').includes('kind: command'),
    )
    expect(commands).toHaveLength(20)
  })

  it('prints the time and peak RSS of a corpus with a tenth of its memories malformed, beside the clean one', () => {
    expect(output).toMatch(
      /^200 memories, 10% malformed: \d+\.\d{3} s, peak RSS \d+ MiB \(clean: \d+\.\d{3} s, \d+ MiB; \d+\.\d{2}× the time, \d+\.\d{2}× the memory\)  fresh=\d+ stale=\d+ unverifiable=\d+$/m,
    )
    const report = spawnSync(
      process.execPath,
      [
        join(REPO, 'packages/cli/dist/bin.cjs'),
        'check',
        join(corpora, 'corpus-200-malformed/memory'),
        '--format',
        'json',
      ],
      {
        cwd: REPO,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const memories = (JSON.parse(report.stdout) as { memories: Array<{ reason: string }> }).memories
    expect(memories).toHaveLength(200)
    const reasons = memories.filter((_, i) => i % 10 === 0).map((memory) => memory.reason)
    expect(reasons[4]).toBe('memory file too large: 2097208 bytes (limit 1048576)')
    expect(reasons[1]).toBe("unsupported frontmatter language 'js'")
  })

  it("measures commands against a plain implementation that prints claimcheck's report byte for byte", () => {
    const corpus = join(corpora, 'corpus-200')
    const run = (args: string[]) =>
      spawnSync(process.execPath, args, { cwd: corpus, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8' })
    const claimcheck = run([join(REPO, 'packages/cli/dist/bin.cjs'), 'check', 'memory', '--root', '.'])
    const plain = run([join(REPO, 'bench/plain.mjs'), join(corpus, 'memory'), corpus])
    expect(claimcheck.status).toBe(1)
    expect(claimcheck.stdout.split('\n')).toHaveLength(203)
    expect(plain.stdout).toBe(claimcheck.stdout)
  })

  it('the I/O floor reads every memory file and each distinct target once, and nothing else', () => {
    const corpus = join(corpora, 'corpus-200')
    const targets = readFileSync(join(corpus, 'targets.txt'), 'utf8').split('\n').filter(Boolean)
    expect(new Set(targets).size).toBe(targets.length)
    const size = (file: string) => (existsSync(file) ? statSync(file).size : 0)
    const memoryBytes = readdirSync(join(corpus, 'memory')).reduce(
      (sum, name) => sum + size(join(corpus, 'memory', name)),
      0,
    )
    const targetBytes = targets.reduce((sum, target) => sum + size(join(corpus, target)), 0)
    const floor = spawnSync(process.execPath, [join(REPO, 'bench/floor.mjs'), join(corpus, 'memory'), corpus], {
      encoding: 'utf8',
    })
    expect(floor.stdout).toBe(`read ${memoryBytes + targetBytes} bytes\n`)
  })

  it('runs every memory of a corpus, about a tenth of the claims rotted', () => {
    const [fresh, stale, unverifiable] = (/claimcheck: fresh=(\d+) stale=(\d+) unverifiable=(\d+);/.exec(output) ?? [])
      .slice(1)
      .map(Number) as [number, number, number]
    if (!existsSync(SEED)) return
    expect(fresh + stale + unverifiable).toBe(200)
    expect(stale).toBeGreaterThan(5)
    expect(stale).toBeLessThan(40)
    expect(readdirSync(join(corpora, 'corpus-200/memory')).filter((n) => n !== 'MEMORY.md')).toHaveLength(200)
  })

  it('generates the same corpus byte for byte in another folder', () => {
    const second = join(scratch, 'second')
    bench(second, [
      '--startup=',
      '--scale=200',
      '--runs=1',
      '--commands=0',
      '--waits=0',
      '--malformed=0',
      '--unchecked=0',
      '--history=0',
      '--seed=/nonexistent',
    ])
    const a = snapshot(join(corpora, 'corpus-200'))
    const b = snapshot(join(second, 'claimcheck-bench/corpus-200'))
    expect(a.size).toBeGreaterThan(240)
    expect([...b.keys()]).toEqual([...a.keys()])
    for (const [file, bytes] of a) expect(b.get(file), file).toBe(bytes)
  })
})

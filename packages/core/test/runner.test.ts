import { availableParallelism } from 'node:os'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createRegistry,
  memoryFromText,
  verifyMemories,
  verifyMemoryFiles,
  type Checker,
  type MemoryReport,
} from '../src/index.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'
import { boom, echo, gauge, hang, polite, slow, stray, throwsAbort } from './fake-checkers.ts'

afterAll(cleanLayouts)

const memory = (name: string, frontmatter: string) =>
  memoryFromText(`/memory/${name}.md`, `---\n${frontmatter}\n---\nbody of ${name}\n`)

async function run(memories: ReturnType<typeof memory>[], checkers: Checker[], timeoutSeconds?: number) {
  const root = layout()
  return verifyMemories(memories, { root, memoryDir: root, registry: createRegistry(checkers), timeoutSeconds })
}

const statusOf = (report: MemoryReport | undefined) => report && { status: report.status, reason: report.reason }

describe('verify blocks (SPEC §4)', () => {
  it('kind: none is unverifiable with no counterpart (judgement)', async () => {
    const [report] = await run([memory('judgement', 'verify:\n  kind: none')], [])
    expect(statusOf(report)).toEqual({ status: 'unverifiable', reason: 'no counterpart (judgement)' })
    expect(report?.checks[0]?.checker).toMatch(/^@claimcheck\/core@\d+\.\d+\.\d+/)
  })

  it('a kind no enabled checker provides is stale, naming the package the host knows provides it', async () => {
    const root = layout()
    const [http, custom, inherited] = await verifyMemories(
      [
        memory('a', 'verify:\n  kind: http\n  target: https://example.com'),
        memory('b', 'verify:\n  kind: weather'),
        memory('c', 'verify:\n  kind: constructor'),
      ],
      {
        root,
        memoryDir: root,
        registry: createRegistry([], { available: [{ kind: 'http', name: '@claimcheck/checker-http' }] }),
      },
    )
    expect(statusOf(http)).toEqual({
      status: 'stale',
      reason: "no checker for kind 'http' (enable @claimcheck/checker-http in claimcheck.config)",
    })
    expect(statusOf(custom)).toEqual({
      status: 'stale',
      reason: "no checker for kind 'weather' (enable a checker that provides it in claimcheck.config)",
    })
    // A kind named like an Object property is a kind like any other.
    expect(statusOf(inherited)).toEqual({
      status: 'stale',
      reason: "no checker for kind 'constructor' (enable a checker that provides it in claimcheck.config)",
    })
  })

  it.each([
    ['an unknown option', 'kind: echo\n  status: fresh\n  patern: x', "echo: unknown option 'patern'"],
    [
      'a __proto__ option (a key, never a prototype)',
      'kind: echo\n  status: fresh\n  __proto__: { status: stale }',
      "echo: unknown option '__proto__'",
    ],
    ['a missing required option', 'kind: echo\n  reason: x', "echo: missing required option 'status'"],
    ['a wrong type', 'kind: echo\n  status: fresh\n  reason: 5', "echo: 'reason' must be a string"],
    ['an empty pattern', "kind: echo\n  status: fresh\n  pattern: ''", "echo: 'pattern' must not be empty"],
    ['a missing kind', 'target: x', "missing 'kind'"],
    ['a kind that is not a string', 'kind: [a]', "'kind' must be a string"],
    ['a bad timeout', 'kind: echo\n  status: fresh\n  timeout: soon', "'timeout' must be a number of seconds"],
    [
      'a negative timeout',
      'kind: echo\n  status: fresh\n  timeout: -1',
      "'timeout' must be a positive number of seconds",
    ],
  ])('%s is stale: invalid verify block', async (_what, block, detail) => {
    const { checker } = echo()
    const [report] = await run([memory('m', `verify:\n  ${block}`)], [checker])
    expect(statusOf(report)).toEqual({ status: 'stale', reason: `invalid verify block: ${detail}` })
  })

  it('a misspelled option never runs the check', async () => {
    const { checker, calls } = echo()
    await run([memory('m', 'verify:\n  kind: echo\n  statuss: fresh')], [checker])
    expect(calls).toHaveLength(0)
  })

  it.each([
    ['verify:', 'expected a check or a list of checks, not nothing'],
    ['verify: readable', 'expected a check or a list of checks, not string'],
    ['verify: []', 'empty list of checks'],
  ])('%s is stale', async (block, detail) => {
    const [report] = await run([memory('m', block)], [])
    expect(statusOf(report)).toEqual({ status: 'stale', reason: `invalid verify block: ${detail}` })
  })

  it('names the check in a list', async () => {
    const { checker } = echo()
    const block = 'verify:\n  - kind: echo\n    status: fresh\n  - kind: echo\n    stat: fresh'
    const [report] = await run([memory('m', block)], [checker])
    expect(statusOf(report)).toEqual({
      status: 'stale',
      reason: "invalid verify block: echo (check 2): unknown option 'stat'",
    })
  })

  it('aggregates: any stale wins with the first stale reason, then fresh, then unverifiable', async () => {
    const { checker } = echo()
    const list = (...checks: string[]) =>
      `verify:\n${checks.map((c) => `  - kind: echo\n    status: ${c}\n    reason: ${c}-reason-${Math.random()}`).join('\n')}`
    const reports = await run(
      [
        memory('a', list('fresh', 'stale', 'stale')),
        memory('b', list('unverifiable', 'fresh')),
        memory('c', list('unverifiable', 'unverifiable')),
      ],
      [checker],
    )
    expect(reports.map((r) => r.status)).toEqual(['stale', 'fresh', 'unverifiable'])
    expect(reports[0]?.reason).toBe(reports[0]?.checks[1]?.reason)
    expect(reports[0]?.checks.map((c) => c.status)).toEqual(['fresh', 'stale', 'stale'])
    expect(reports[1]?.reason).toBe(reports[1]?.checks[1]?.reason)
  })

  it('a list may mix none with checks: the checks decide', async () => {
    const { checker } = echo()
    const block = 'verify:\n  - kind: none\n  - kind: echo\n    status: fresh\n    reason: held up'
    const [report] = await run([memory('m', block)], [checker])
    expect(statusOf(report)).toEqual({ status: 'fresh', reason: 'held up' })
  })
})

describe('the runner', () => {
  it('abandons a checker that never settles: timed out after Ns, and every other memory is reported', async () => {
    const { checker } = echo()
    const reports = await run(
      [
        memory('a', 'verify:\n  kind: echo\n  status: stale\n  reason: rotted'),
        memory('slow', 'verify:\n  kind: hang\n  timeout: 0.2'),
        memory('z', 'verify:\n  kind: echo\n  status: fresh'),
      ],
      [hang, checker],
    )
    expect(reports.map(statusOf)).toEqual([
      { status: 'stale', reason: 'rotted' },
      { status: 'stale', reason: 'timed out after 0.2s' },
      { status: 'fresh', reason: 'fresh' },
    ])
  })

  it('with a deadline, holds memories still being verified as not verified in time', async () => {
    const root = layout()
    const reports = await verifyMemories(
      [memory('slow', 'verify:\n  kind: hang\n  timeout: 60'), memory('quick', 'verify:\n  kind: none')],
      { root, memoryDir: root, registry: createRegistry([hang]) },
      { deadlineMs: 200 },
    )
    expect(reports.map(statusOf)).toEqual([
      { status: 'unverifiable', reason: 'no counterpart (judgement)' },
      { status: 'stale', reason: 'not verified in time' },
    ])
  })

  it('holds memory files not read by the deadline as not verified in time, by their file names', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 1000; i++)
      files[`memory/m${String(i).padStart(4, '0')}.md`] = '---\nname: a claim\n---\nA claim.\n'
    const root = layout(files)
    const paths = Object.keys(files).map((file) => join(root, file))
    const reports = await verifyMemoryFiles(
      paths,
      { root, memoryDir: join(root, 'memory'), registry: createRegistry([]) },
      { deadlineMs: 0 },
    )
    // Reading stops at the deadline's first look at the clock: the files not read by then are held.
    const held = reports.filter((report) => report.status === 'stale')
    expect(held.length).toBeGreaterThan(0)
    expect(held.every((report) => report.reason === 'not verified in time' && /^m\d{4}$/.test(report.name))).toBe(true)
    expect(reports.filter((report) => report.status !== 'stale').map(statusOf)[0]).toEqual({
      status: 'unverifiable',
      reason: 'no verify block',
    })
  })

  it('uses the default timeout when a check has none', async () => {
    const [report] = await run([memory('slow', 'verify:\n  kind: hang')], [hang], 0.1)
    expect(statusOf(report)).toEqual({ status: 'stale', reason: 'timed out after 0.1s' })
  })

  it("past its time every answer reads timed out, a reason of the checker's own or the abort error it threw", async () => {
    const [report] = await run([memory('m', 'verify:\n  kind: polite\n  timeout: 0.1')], [polite])
    expect(statusOf(report)).toEqual({ status: 'stale', reason: 'timed out after 0.1s' })
    const [thrown] = await run([memory('m', 'verify:\n  kind: throws-abort\n  timeout: 0.1')], [throwsAbort])
    expect(statusOf(thrown)).toEqual({ status: 'stale', reason: 'timed out after 0.1s' })
  })

  it('a throwing checker gives checker error, and the other memories still run', async () => {
    const { checker } = echo()
    const reports = await run(
      [
        memory('a-broken', 'verify:\n  kind: boom'),
        memory('b-fine', 'verify:\n  kind: echo\n  status: fresh\n  reason: fine'),
      ],
      [boom, checker],
    )
    expect(reports.map(statusOf)).toEqual([
      { status: 'stale', reason: 'checker error: boom' },
      { status: 'fresh', reason: 'fine' },
    ])
  })

  it('a checker returning nonsense is stale, never fresh', async () => {
    const liar: Checker = { ...boom, kind: 'liar', check: async () => ({ status: 'ok' }) as never }
    const [report] = await run([memory('m', 'verify:\n  kind: liar')], [liar])
    expect(report?.status).toBe('stale')
    expect(report?.reason).toBe('checker error: boom-checker@1.0.0 returned no valid status and reason')
  })

  it('a memory whose verification breaks is held with verifier error, and the others go on', async () => {
    const broken = memory('a-broken', 'name: a-broken')
    broken.verify = {
      kind: 'block',
      block: {
        get kind(): string {
          throw new Error('unreadable block')
        },
      },
    }
    const reports = await run([broken, memory('b-fine', 'verify:\n  kind: none')], [])
    expect(reports.map(statusOf)).toEqual([
      { status: 'stale', reason: 'verifier error: unreadable block' },
      { status: 'unverifiable', reason: 'no counterpart (judgement)' },
    ])
  })

  it('runs identical checks once per run', async () => {
    const { checker, calls } = echo()
    const same = 'verify:\n  kind: echo\n  status: fresh\n  reason: same'
    const reports = await run(
      [memory('a', same), memory('b', same), memory('c', 'verify:\n  kind: echo\n  status: stale')],
      [checker],
    )
    expect(reports.map((r) => r.status)).toEqual(['fresh', 'fresh', 'stale'])
    expect(calls).toHaveLength(2)
  })

  it('runs a checker written only against SPEC §9.3: deduped, and a shared target read once', async () => {
    // A Standard Schema by hand (no valibot) and nothing but `check`, as a third party may write it.
    const calls: string[] = []
    const firstLine: Checker<{ target: string; line: string }> = {
      apiVersion: 1,
      kind: 'first-line',
      meta: { name: 'first-line-checker', version: '0.1.0' },
      options: {
        '~standard': {
          version: 1,
          vendor: 'hand-made',
          validate(value) {
            const { target, line, ...rest } = (value ?? {}) as Record<string, unknown>
            const unknown = Object.keys(rest)[0]
            if (unknown !== undefined) return { issues: [{ message: `unknown option '${unknown}'` }] }
            if (typeof target !== 'string' || typeof line !== 'string') {
              return { issues: [{ message: 'needs a target and a line' }] }
            }
            return { value: { target, line } }
          },
        },
      },
      async check({ target, line }, ctx) {
        calls.push(line)
        const path = await ctx.resolveTarget(target)
        const { text } = await ctx.files.read(path, 1024)
        // Each check changes the file on disk: what the next one sees shows whether it was read again.
        writeFileSync(path, 'changed on disk\n')
        const first = text.split('\n')[0]
        return first === line
          ? { status: 'fresh', reason: `first line is ${line}` }
          : { status: 'stale', reason: `first line is ${first}` }
      },
    }
    const root = layout({ 'notes.txt': 'hello\nworld\n' })
    const check = (line: string) => `verify:\n  kind: first-line\n  target: notes.txt\n  line: ${line}`
    const memories = [memory('a', check('hello')), memory('b', check('hello')), memory('c', check('world'))]
    memories.push(memory('d', 'verify:\n  kind: first-line\n  target: notes.txt\n  lines: x'))
    const reports = await verifyMemories(memories, { root, memoryDir: root, registry: createRegistry([firstLine]) })
    expect(reports.map(statusOf)).toEqual([
      { status: 'fresh', reason: 'first line is hello' },
      { status: 'fresh', reason: 'first line is hello' },
      // Read once for the run: the second distinct check sees the file as the first read it.
      { status: 'stale', reason: 'first line is hello' },
      { status: 'stale', reason: "invalid verify block: first-line: unknown option 'lines'" },
    ])
    // Identical checks ran once.
    expect(calls).toEqual(['hello', 'world'])
  })

  it('keeps at most `concurrency` checks of a lane in flight', async () => {
    const { checker, state } = gauge()
    const memories = Array.from({ length: 40 }, (_, i) => memory(`m${i}`, `verify:\n  kind: gauge\n  id: ${i}`))
    const root = layout()
    const reports = await verifyMemories(memories, {
      root,
      memoryDir: root,
      registry: createRegistry([checker]),
      concurrency: 3,
    })
    expect(reports.every((r) => r.status === 'fresh')).toBe(true)
    expect(state.most).toBe(3)
  })

  it('returns results in name order, whatever the file order', async () => {
    const reports = await run(
      [memory('zeta', 'name: zeta'), memory('alpha', 'name: alpha'), memory('Mid', 'name: Mid')],
      [],
    )
    expect(reports.map((r) => r.name)).toEqual(['Mid', 'alpha', 'zeta'])
  })

  it('orders names as UTF-8 bytes do, beyond the basic plane too, and equal names by file', async () => {
    // UTF-16 puts 😀 (a surrogate pair) before U+FFEF; UTF-8 bytes put it after.
    const named = (file: string, name: string) => memory(file, `name: "${name}"`)
    const plain = [named('b', 'same'), named('a', 'same'), named('c', 'zeta'), named('d', 'alpha')]
    expect((await run(plain, [])).map((r) => [r.name, r.file])).toEqual([
      ['alpha', '/memory/d.md'],
      ['same', '/memory/a.md'],
      ['same', '/memory/b.md'],
      ['zeta', '/memory/c.md'],
    ])
    const beyond = [named('x', '😀'), named('y', '\uffef'), named('z', 'a')]
    expect((await run(beyond, [])).map((r) => r.name)).toEqual(['a', '\uffef', '😀'])
  })

  it('records each check with its checker name@version and time', async () => {
    const { checker } = echo()
    const [report] = await run([memory('m', 'verify:\n  kind: echo\n  status: fresh\n  reason: yes')], [checker])
    expect(report?.checks).toEqual([
      { kind: 'echo', checker: 'echo-checker@1.0.0', status: 'fresh', reason: 'yes', ms: expect.any(Number) },
    ])
  })

  it('times each check', async () => {
    const slow: Checker<Record<string, never>> = {
      ...hang,
      kind: 'slow',
      check: () => new Promise((resolve) => setTimeout(() => resolve({ status: 'fresh', reason: 'slow' }), 30)),
    }
    const [report] = await run([memory('m', 'verify:\n  kind: slow')], [slow])
    expect(report?.checks[0]?.ms).toBeGreaterThanOrEqual(29)
  })
})

describe("errors from a checker's own callbacks (SPEC §9.3)", () => {
  /** `count` memories of slow checks, each answering fresh after `ms`, named s00, s01… */
  const slowOnes = (count: number, ms: number) =>
    Array.from({ length: count }, (_, i) =>
      memory(`s${String(i).padStart(2, '0')}`, `verify:\n  kind: slow\n  id: ${i}\n  ms: ${ms}`),
    )
  const slowAnswers = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ status: 'fresh', reason: `slow ${i}` }))

  it('an error thrown from a timer among many checks in flight fails only its own check', async () => {
    const reports = await run(
      [memory('a-throws', 'verify:\n  kind: throws-later'), ...slowOnes(40, 30)],
      [stray('throws-later'), slow],
      5,
    )
    expect(reports.map(statusOf)).toEqual([
      { status: 'stale', reason: 'checker error: thrown from a timer by throws-later' },
      ...slowAnswers(40),
    ])
  })

  it('a promise left rejected fails only its own check', async () => {
    const reports = await run(
      [memory('a-rejects', 'verify:\n  kind: rejects-later'), ...slowOnes(10, 30)],
      [stray('rejects-later'), slow],
      5,
    )
    expect(reports.map(statusOf)).toEqual([
      { status: 'stale', reason: 'checker error: left rejected' },
      ...slowAnswers(10),
    ])
  })

  it('two checkers that misbehave in one run each fail their own check, and only theirs', async () => {
    const reports = await run(
      [
        memory('a-rejects', 'verify:\n  kind: rejects-later'),
        memory('b-throws', 'verify:\n  kind: throws-later'),
        ...slowOnes(20, 30),
      ],
      [stray('rejects-later'), stray('throws-later'), slow],
      5,
    )
    expect(reports.map(statusOf)).toEqual([
      { status: 'stale', reason: 'checker error: left rejected' },
      { status: 'stale', reason: 'checker error: thrown from a timer by throws-later' },
      ...slowAnswers(20),
    ])
  })

  it('an error thrown after a check answered leaves its answer and every other as they were', async () => {
    const reports = await run(
      [memory('a-answers', 'verify:\n  kind: throws-after'), ...slowOnes(10, 30)],
      [stray('throws-after'), slow],
      5,
    )
    expect(reports.map(statusOf)).toEqual([{ status: 'fresh', reason: 'answered first' }, ...slowAnswers(10)])
  })

  it('a run after one with such an error attributes its own errors again', async () => {
    const checkers = [stray('throws-later'), slow]
    const memories = [memory('a-throws', 'verify:\n  kind: throws-later'), ...slowOnes(5, 30)]
    const first = await run(memories, checkers, 5)
    const second = await run(memories, checkers, 5)
    expect(second.map(statusOf)).toEqual(first.map(statusOf))
    expect(second[0]?.reason).toBe('checker error: thrown from a timer by throws-later')
  })
})

describe('the registry (SPEC §9.3)', () => {
  it('refuses a checker built for another apiVersion, naming it', () => {
    const { checker } = echo()
    expect(() => createRegistry([{ ...checker, apiVersion: 2 } as unknown as Checker])).toThrow(
      'checker echo-checker is built for checker apiVersion 2; this claimcheck supports apiVersion 1',
    )
  })

  it('refuses two checkers for one kind, naming both', () => {
    const one = echo().checker
    const two = { ...echo().checker, meta: { name: 'other-echo', version: '2.0.0' } }
    expect(() => createRegistry([one, two])).toThrow(
      "two checkers for kind 'echo': echo-checker@1.0.0 and other-echo@2.0.0",
    )
  })

  it('refuses an object that is not a checker', () => {
    expect(() => createRegistry([{ apiVersion: 1, kind: 'x' } as unknown as Checker])).toThrow(
      "checker for kind 'x' is missing meta, options (a Standard Schema), check()",
    )
  })

  it('reads where an entry came from only to name it in an error', () => {
    let asked = 0
    const entry = (checker: Checker) => ({
      checker,
      get source() {
        asked++
        return '/project/checkers/echo.mjs'
      },
    })
    createRegistry([entry(echo().checker)])
    expect(asked).toBe(0)
    expect(() => createRegistry([entry({ ...echo().checker, apiVersion: 2 } as unknown as Checker)])).toThrow(
      'checker echo-checker (from /project/checkers/echo.mjs) is built for checker apiVersion 2',
    )
    expect(asked).toBe(1)
  })
})

describe('checks that start programs (SPEC §5.5)', () => {
  const processEcho = () => {
    const made = echo('program')
    const program = (options: { status: string }) => ({ command: ['echo', options.status] })
    return { ...made, checker: { ...made.checker, resource: 'process' as const, program } }
  }
  const UNTRUSTED = "untrusted command: approve it with 'claimcheck trust' or list it in program.allow"

  it('without a trust gate none runs: stale, untrusted, and the checker is never called', async () => {
    const { checker, calls } = processEcho()
    const [report] = await run([memory('a', 'verify:\n  kind: program\n  status: fresh')], [checker])
    expect(statusOf(report)).toEqual({ status: 'stale', reason: UNTRUSTED })
    expect(calls).toEqual([])
  })

  it('the gate is asked for each memory file: one approved runs, the same check in another memory does not', async () => {
    const { checker, calls } = processEcho()
    const asked: string[] = []
    const root = layout()
    const reports = await verifyMemories(
      [
        memory('approved', 'verify:\n  kind: program\n  status: fresh'),
        memory('unapproved', 'verify:\n  kind: program\n  status: fresh'),
      ],
      {
        root,
        memoryDir: root,
        registry: createRegistry([checker]),
        trust: ({ memoryFile, kind, options, program }) => {
          asked.push(`${memoryFile} ${kind} ${JSON.stringify(options)} ${JSON.stringify(program)}`)
          return memoryFile.endsWith('/approved.md') ? undefined : 'not approved here'
        },
      },
    )
    expect(reports.map(statusOf)).toEqual([
      { status: 'fresh', reason: 'fresh' },
      { status: 'stale', reason: 'not approved here' },
    ])
    expect(calls).toHaveLength(1)
    expect(asked).toEqual([
      '/memory/approved.md program {"status":"fresh"} {"command":["echo","fresh"]}',
      '/memory/unapproved.md program {"status":"fresh"} {"command":["echo","fresh"]}',
    ])
  })

  it('checks in the other lanes never ask the gate', async () => {
    const { checker, calls } = echo()
    const root = layout()
    const [report] = await verifyMemories([memory('a', 'verify:\n  kind: echo\n  status: fresh')], {
      root,
      memoryDir: root,
      registry: createRegistry([checker]),
      trust: () => 'never asked',
    })
    expect(statusOf(report)).toEqual({ status: 'fresh', reason: 'fresh' })
    expect(calls).toHaveLength(1)
  })
})

describe('the process lane', () => {
  it('runs as many checks at once as there are cores, by default', async () => {
    const { checker, state } = gauge()
    const memories = Array.from({ length: 40 }, (_, i) => memory(`m${i}`, `verify:\n  kind: gauge\n  id: ${i}`))
    const root = layout()
    const reports = await verifyMemories(memories, {
      root,
      memoryDir: root,
      registry: createRegistry([{ ...checker, resource: 'process', program: () => ({ command: ['true'] }) }]),
      trust: () => undefined,
    })
    expect(reports.every((r) => r.status === 'fresh')).toBe(true)
    expect(state.most).toBe(Math.min(availableParallelism(), 40))
  })
})

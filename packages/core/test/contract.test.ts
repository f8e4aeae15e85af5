// What the host offers every checker alike through the contract (SPEC §9.3): settings validated by
// the checker's own schema, `--offline` for the network lane, a lane that must be one of three, a
// program line for the process lane, `meta.docs`, and bounded pattern matching.
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import {
  CHECKER_API_VERSION,
  createRegistry,
  runCheck,
  strictOptions,
  strictSettings,
  verifyMemories,
  memoryFromText,
  type Checker,
  type CheckContext,
} from '../src/index.ts'
import { costlyText } from '../../testkit/src/costly-text.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

const meta = { name: 'probe-checker', version: '1.0.0' }

/** Answers with what it was given: its settings, and the context's offline and noCache. */
function probe(extra: Partial<Checker> = {}): Checker & { seen: CheckContext[] } {
  const seen: CheckContext[] = []
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'probe',
    meta,
    options: strictOptions({}),
    async check(_options, ctx) {
      seen.push(ctx)
      return {
        status: 'fresh',
        reason: JSON.stringify({ settings: ctx.settings, offline: ctx.offline, noCache: ctx.noCache }),
      }
    },
    seen,
    ...extra,
  }
}

const settings = strictSettings({
  limit: v.optional(v.pipe(v.number('must be a number'), v.minValue(1, 'must be above 0')), 10),
  names: v.optional(v.array(v.string()), []),
})

describe('settings: one route, validated by the checker’s schema', () => {
  it('reach the check as the schema gives them back, defaults filled in, frozen', async () => {
    const checker = probe({ settings })
    const report = await runCheck(checker, {}, { root: layout(), settings: { names: ['a'] } })
    expect(JSON.parse(report.reason).settings).toEqual({ limit: 10, names: ['a'] })
    const [ctx] = checker.seen
    expect(Object.isFrozen(ctx?.settings)).toBe(true)
    expect(Object.isFrozen((ctx?.settings as { names: string[] }).names)).toBe(true)
  })

  it('an unknown or wrong setting is a config error naming the checker and where it was enabled', () => {
    expect(() => createRegistry([{ checker: probe({ settings }), settings: { limt: 5 } }])).toThrow(
      "probe-checker settings: unknown setting 'limt'",
    )
    expect(() =>
      createRegistry([{ checker: probe({ settings }), settings: { limit: 0 }, label: 'checkers[1] (probe)' }]),
    ).toThrow("checkers[1] (probe): probe-checker settings: 'limit' must be above 0")
  })

  it('a checker with no settings schema takes none', () => {
    expect(() => createRegistry([{ checker: probe(), settings: { limit: 5 } }])).toThrow(
      'probe-checker takes no settings',
    )
    expect(createRegistry([{ checker: probe(), settings: {} }]).get('probe')?.settings).toEqual({})
  })

  it('a settings schema that answers in a promise is refused: settings are validated at once', () => {
    const later = { '~standard': { version: 1, vendor: 'x', validate: async (value: unknown) => ({ value }) } } as const
    expect(() => createRegistry([{ checker: probe({ settings: later }), settings: {} }])).toThrow(
      'probe-checker: its settings schema must answer at once, not in a promise',
    )
  })
})

describe('offline and no-cache runs', () => {
  const run = (checker: Checker, options: { offline?: boolean; noCache?: boolean }) => {
    const root = layout()
    return verifyMemories([memoryFromText('/m/a.md', '---\nverify:\n  kind: probe\n---\n')], {
      root,
      memoryDir: root,
      registry: createRegistry([checker]),
      ...options,
    })
  }

  it('under --offline a network-lane check never runs: unverifiable, offline', async () => {
    const checker = probe({ resource: 'network' })
    const [report] = await run(checker, { offline: true })
    expect(report).toMatchObject({ status: 'unverifiable', reason: 'offline' })
    expect(checker.seen).toEqual([])
  })

  it('the other lanes run, and are told (ctx.offline, ctx.noCache)', async () => {
    const [offline] = await run(probe(), { offline: true, noCache: true })
    expect(JSON.parse(offline?.reason ?? '')).toMatchObject({ offline: true, noCache: true })
    const [online] = await run(probe({ resource: 'network' }), {})
    expect(JSON.parse(online?.reason ?? '')).toMatchObject({ offline: false, noCache: false })
  })
})

describe('warnings a checker says (ctx.warn)', () => {
  /** Two memories whose checks warn the same, and a third kind of warning. */
  const warning = (message: unknown): Checker =>
    probe({
      async check(_options, ctx) {
        ctx.warn?.(message as string)
        ctx.warn?.('not using the probe key /s/key: /s is writable by others')
        return { status: 'fresh', reason: 'ok' }
      },
    })

  it('reach the host once a run each, bounded; a warning that is not text is dropped', async () => {
    const root = layout()
    const said: string[] = []
    const memories = ['a', 'b', 'c'].map((name) =>
      memoryFromText(`/m/${name}.md`, `---\nverify:\n  kind: probe\n  timeout: ${name === 'a' ? 5 : 6}\n---\n`),
    )
    const long = 'x'.repeat(5000)
    const run = (checker: Checker) =>
      verifyMemories(memories, {
        root,
        memoryDir: root,
        registry: createRegistry([checker]),
        warn: (m) => said.push(m),
      })
    await run(warning(long))
    expect(said).toEqual([`${'x'.repeat(999)}…`, 'not using the probe key /s/key: /s is writable by others'])
    said.length = 0
    await run(warning(42))
    expect(said).toEqual(['not using the probe key /s/key: /s is writable by others'])
  })

  it('a host told nowhere to say them runs the check as ever', async () => {
    const root = layout()
    const [report] = await verifyMemories([memoryFromText('/m/a.md', '---\nverify:\n  kind: probe\n---\n')], {
      root,
      memoryDir: root,
      registry: createRegistry([warning('said to no one')]),
    })
    expect(report).toMatchObject({ status: 'fresh', reason: 'ok' })
  })
})

describe('what a checker must be', () => {
  it('a resource that is not a lane is refused, never a silent fs lane', () => {
    expect(() => createRegistry([probe({ resource: 'proces' as never })])).toThrow(
      `checker probe-checker has resource "proces", not one of 'fs', 'process', 'network'`,
    )
  })

  it('a process-lane checker must say what it will run', () => {
    expect(() => createRegistry([probe({ resource: 'process' })])).toThrow(
      "checker probe-checker is missing program() (a check in the 'process' lane says what it will run, for the trust gate)",
    )
  })

  it('a program() that throws is the check’s checker error, and nothing runs', async () => {
    const checker = probe({
      resource: 'process',
      program: () => {
        throw new Error('no line for this')
      },
    })
    const report = await runCheck(checker, {}, { root: layout(), trust: () => undefined })
    expect(report).toMatchObject({ status: 'stale', reason: 'checker error: no line for this' })
    expect(checker.seen).toEqual([])
  })

  it('meta.docs, when given, has a description', () => {
    expect(() => createRegistry([probe({ meta: { ...meta, docs: { url: 'x' } as never } })])).toThrow(
      'checker probe-checker has meta.docs without a description string (and an optional url string)',
    )
    expect(() => createRegistry([probe({ meta: { ...meta, docs: { description: 'Probes.' } } })])).not.toThrow()
  })
})

describe('ctx.pattern: bounded matching for every checker', () => {
  /** Says whether its `pattern` occurs in its `text`, through ctx.pattern. */
  const matcher: Checker<{ pattern: string; text?: string; size?: number }> = {
    apiVersion: CHECKER_API_VERSION,
    kind: 'match',
    meta: { name: 'match-checker', version: '1.0.0' },
    options: strictOptions({ pattern: v.string(), text: v.optional(v.string()), size: v.optional(v.number()) }),
    async check({ pattern, text, size }, ctx) {
      const compiled = ctx.pattern(pattern, { flags: 'm' })
      const found = await compiled.test(text ?? costlyText(size ?? 0))
      return { status: found ? 'fresh' : 'stale', reason: found ? 'matched' : 'no match' }
    },
  }

  it('matches in RE2 syntax, ^ and $ at line ends with m', async () => {
    expect(
      await runCheck(matcher, { pattern: '^model: opus-\\d$', text: 'x\nmodel: opus-4\n' }, { root: layout() }),
    ).toMatchObject({ status: 'fresh', reason: 'matched' })
  })

  it('a pattern RE2 refuses is stale with what it refuses', async () => {
    expect(await runCheck(matcher, { pattern: '(?<!a)b', text: 'b' }, { root: layout() })).toMatchObject({
      status: 'stale',
      reason: "invalid pattern: lookbehind '(?<!' is not supported (RE2 has no lookaround or backreferences)",
    })
  })

  it('a search too costly for the check’s time is abandoned at its timeout; the run goes on', async () => {
    const root = layout()
    const reports = await verifyMemories(
      [
        memoryFromText(
          '/m/costly.md',
          "---\nverify:\n  kind: match\n  pattern: '(?i)a[ab]{1000}c\\w'\n  size: 307200\n  timeout: 1\n---\n",
        ),
        memoryFromText('/m/plain.md', "---\nverify:\n  kind: match\n  pattern: 'b+a'\n  text: bba\n---\n"),
      ],
      { root, memoryDir: root, registry: createRegistry([matcher]) },
    )
    expect(reports.map((report) => [report.name, report.status, report.reason])).toEqual([
      ['costly', 'stale', 'timed out after 1s'],
      ['plain', 'fresh', 'matched'],
    ])
  })
})

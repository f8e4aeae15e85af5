// Property-based tests: arbitrary input never throws out of the public functions, a malformed
// check is never fresh, and a resolved target never lies outside the root and the memory dir
// (issue 21). CLAIMCHECK_FUZZ_RUNS sets how many cases each property tries (default 200).
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { load } from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import {
  CHECKER_API_VERSION,
  createRegistry,
  isInside,
  memoryFromText,
  strictOptions,
  targetString,
  verifyMemories,
  type Checker,
} from '../src/index.ts'
import { aggregate } from '../src/aggregate.ts'
import { createTargetResolver } from '../src/targets.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

const numRuns = Number(process.env.CLAIMCHECK_FUZZ_RUNS ?? 200)

/** Pieces of frontmatter that break parsers: delimiters, languages, anchors, quotes, odd line ends. */
const PIECES = [
  '---',
  '---js',
  '--- yaml',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '  ',
  '\t',
  'verify:',
  'metadata:',
  'kind: ok',
  'kind: none',
  'kind:',
  'target: a.txt',
  'target:',
  'target: ""',
  'target: [a]',
  'target: 3',
  '- ',
  '- kind: ok',
  '  kind: ok',
  '  target: a.txt',
  'timeout: 0',
  'timeout: -1',
  'extra: 1',
  '&a [1]',
  '*a',
  '<<: *a',
  '__proto__:',
  'constructor:',
  '"',
  "'",
  '{',
  '}',
  '[',
  ']',
  ':',
  '#',
  '|',
  '>',
  'name: x',
  '\u0000',
  '\ufeff',
  'é',
  '😀',
  '!!js/function "x"',
  '? ',
  'null',
  '~',
]
const text = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 8 })), { maxLength: 40 })
  .map((parts) => parts.join(''))

/** A checker that says fresh to any options its strict schema accepts: only a well-formed check reaches it. */
const ok: Checker<{ target: string }> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'ok',
  meta: { name: 'ok', version: '1.0.0' },
  options: strictOptions({ target: targetString }),
  check: async () => ({ status: 'fresh', reason: 'ok' }),
}

/** The checks of a verify block that are well formed, by an independent reading of the same YAML. */
function wellFormed(block: unknown): boolean {
  const entries = Array.isArray(block) ? block : [block]
  if (entries.length === 0) return false
  return entries.every((entry) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return false
    const { kind, target, ...rest } = entry as Record<string, unknown>
    const extra = Object.keys(rest).filter((key) => key !== 'timeout')
    return kind === 'ok' && typeof target === 'string' && target.trim() !== '' && extra.length === 0
  })
}

describe('properties (issue 21)', () => {
  it('memoryFromText never throws, and a verdict it gives itself is never fresh', () => {
    fc.assert(
      fc.property(text, (input) => {
        const memory = memoryFromText('/memory/topic.md', input)
        if (memory.verify.kind === 'verdict') expect(memory.verify.result.status).not.toBe('fresh')
      }),
      { numRuns },
    )
  })

  it('a memory is fresh only when every check of its block is well formed', async () => {
    const root = layout({ 'a.txt': 'x' })
    const registry = createRegistry([ok as Checker])
    // Well-formed blocks, then most of them broken at one random place by one piece.
    const VALID = [
      'verify:\n  kind: ok\n  target: a.txt',
      'verify:\n  - kind: ok\n    target: a.txt\n  - kind: ok\n    target: b',
      'name: n\nmetadata:\n  verify:\n    kind: ok\n    target: a.txt',
      'verify: { kind: ok, target: a.txt }',
      'verify:\n  kind: ok\n  target: a.txt\nmetadata:\n  verify:\n    - kind: ok\n      target: c',
    ]
    const mutated = fc
      .tuple(fc.constantFrom(...VALID), fc.option(fc.tuple(fc.nat(), fc.constantFrom(...PIECES)), { freq: 3 }))
      .map(([block, cut]) => {
        if (cut === null) return block
        const at = cut[0] % (block.length + 1)
        return block.slice(0, at) + cut[1] + block.slice(at)
      })
    const frontmatter = fc
      .oneof(mutated, text)
      .map((inner) => `---\n${inner.replace(/^---.*$/gm, '').replace(/\r/g, '')}\n---\nBody.\n`)
    await fc.assert(
      fc.asyncProperty(frontmatter, async (input) => {
        const [report] = await verifyMemories([memoryFromText('/memory/topic.md', input)], {
          root,
          memoryDir: root,
          registry,
        })
        expect(report).toBeDefined()
        if (report!.status !== 'fresh') return
        // Fresh: the same YAML, read independently, holds a block and every check in it is well formed.
        const yaml = input.slice(4, input.indexOf('\n---\n', 3))
        const data = load(yaml) as Record<string, unknown>
        const blocks = [data.verify, (data.metadata as Record<string, unknown> | undefined)?.verify].filter(
          (block) => block !== undefined,
        )
        expect(blocks.length).toBeGreaterThan(0)
        for (const block of blocks) expect(wellFormed(block)).toBe(true)
      }),
      { numRuns },
    )
  })

  it('aggregation: fresh only when no check is stale and one is fresh', () => {
    const result = fc.record({ status: fc.constantFrom('fresh', 'stale', 'unverifiable'), reason: fc.string() })
    fc.assert(
      fc.property(fc.array(result, { maxLength: 8 }), (results) => {
        const { status } = aggregate(results as never)
        if (results.some((r) => r.status === 'stale')) expect(status).toBe('stale')
        else if (results.some((r) => r.status === 'fresh')) expect(status).toBe('fresh')
        else expect(status).toBe('unverifiable')
      }),
      { numRuns },
    )
  })

  it('a resolved target never lies outside the root and the memory dir', async () => {
    const outside = layout({ 'secret.txt': 'x', 'dir/inner.txt': 'y' })
    const root = layout({ 'a.txt': 'x', 'sub/b.txt': 'y', 'memory/m.md': '' })
    symlinkSync(outside, join(root, 'out'))
    symlinkSync('../..', join(root, 'sub/up'))
    symlinkSync('loop', join(root, 'loop'))
    mkdirSync(join(root, 'memory/deep'))
    symlinkSync(join(outside, 'secret.txt'), join(root, 'memory/deep/leak'))
    const real = realpathSync.native(root)
    const memoryDir = join(real, 'memory')
    const piece = fc.constantFrom(
      '..',
      '.',
      'a.txt',
      'sub',
      'up',
      'out',
      'loop',
      'memory',
      'deep',
      'leak',
      'secret.txt',
      'dir',
      '',
      '~',
      '%2e%2e',
      '...',
    )
    const target = fc
      .tuple(fc.constantFrom('', '/', '~/', `${real}/`, `${outside}/`), fc.array(piece, { maxLength: 6 }))
      .map(([start, parts]) => start + parts.join('/'))
    await fc.assert(
      fc.asyncProperty(target, fc.boolean(), async (written, followLink) => {
        const { resolveTarget } = createTargetResolver({ root: real, memoryDir, home: outside })
        let resolved: string
        try {
          resolved = await resolveTarget(written, { followLink })
        } catch (error) {
          expect((error as Error).message).toBe(`target outside root: ${written}`)
          return
        }
        let landed = resolved
        try {
          // Where the path really leads (for a link not followed, where the link itself is).
          landed = followLink
            ? realpathSync.native(resolved)
            : join(realpathSync.native(join(resolved, '..')), resolved.split('/').pop()!)
        } catch {
          // A path that does not exist yet: judged as resolved.
        }
        expect(isInside(landed, real) || isInside(landed, memoryDir)).toBe(true)
      }),
      { numRuns },
    )
  })
})

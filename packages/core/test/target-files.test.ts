import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import {
  CHECKER_API_VERSION,
  createRegistry,
  memoryFromText,
  strictOptions,
  verifyMemories,
  type Checker,
} from '../src/index.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

/** Reads its target through `ctx.files` and says what it got; `then` writes the file afterwards. */
const reader: Checker<{ target: string; bytes: number; then?: string }> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'reader',
  meta: { name: 'reader-checker', version: '1.0.0' },
  options: strictOptions({ target: v.string(), bytes: v.number(), then: v.optional(v.string()) }),
  async check({ target, bytes, then }, ctx) {
    const path = await ctx.resolveTarget(target)
    try {
      const read = await ctx.files.read(path, bytes)
      if (then !== undefined) writeFileSync(path, then)
      return { status: 'fresh', reason: JSON.stringify(read) }
    } catch (error) {
      return { status: 'stale', reason: (error as NodeJS.ErrnoException).code ?? 'error' }
    }
  },
}

/** Runs one reader check a memory, in file order, and gives each reason. */
async function reads(root: string, checks: string[]): Promise<string[]> {
  const memories = checks.map((check, i) =>
    memoryFromText(join(root, `m${i}.md`), `---\nverify:\n  kind: reader\n  ${check.replace(/\n/g, '\n  ')}\n---\n`),
  )
  // One check at a time, in order: what each saw shows what the one before left.
  const reports = await verifyMemories(memories, {
    root,
    memoryDir: root,
    registry: createRegistry([reader]),
    concurrency: 1,
  })
  return reports.map((report) => report.reason)
}

const got = (text: string, bytes = Buffer.byteLength(text), truncated = false) =>
  JSON.stringify({ text, bytes, truncated })

describe('ctx.files: the host reads each target once per run (SPEC §9.3, §11)', () => {
  it('a second checker reading the same file gets what the first read, even after the file changed', async () => {
    const root = layout({ 'a.txt': 'first\n' })
    const first = await reads(root, ['target: a.txt\nbytes: 100\nthen: second', 'target: a.txt\nbytes: 50'])
    expect(first).toEqual([got('first\n'), got('first\n')])
    // A new run reads it anew.
    expect(await reads(root, ['target: a.txt\nbytes: 100'])).toEqual([got('second')])
  })

  it('one file named two ways is one target: read once', async () => {
    const root = layout({ 'a.txt': 'first\n' })
    const first = await reads(root, ['target: a.txt\nbytes: 100\nthen: second', 'target: ./a.txt\nbytes: 50'])
    expect(first).toEqual([got('first\n'), got('first\n')])
  })

  it('gives at most the bytes asked for, and says the file holds more', async () => {
    const root = layout({ 'long.txt': 'abcdefghij', 'wide.txt': 'ééé' })
    expect(await reads(root, ['target: long.txt\nbytes: 4', 'target: wide.txt\nbytes: 4'])).toEqual([
      got('abcd', 4, true),
      got('éé', 4, true),
    ])
  })

  it('reads further when a later checker asks for more than an earlier one got', async () => {
    const big = 'x'.repeat(300 * 1024)
    const root = layout({ 'big.txt': big })
    const [small, whole] = await reads(root, ['target: big.txt\nbytes: 3', 'target: big.txt\nbytes: 400000'])
    expect(small).toBe(got('xxx', 3, true))
    expect(whole).toBe(got(big))
  })

  it('never opens a FIFO or reads a folder, and says why a file cannot be read', async () => {
    const root = layout({ pipe: { fifo: true }, folder: { dir: true } })
    expect(
      await reads(root, ['target: pipe\nbytes: 10', 'target: folder\nbytes: 10', 'target: gone.txt\nbytes: 10']),
    ).toEqual(['ENOTFILE', 'EISDIR', 'ENOENT'])
  })
})

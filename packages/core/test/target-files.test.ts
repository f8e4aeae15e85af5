import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { KEPT_FILE_BYTES, readTargetFileSync } from '../src/index.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

const run = () => ({ runCache: new Map<string, unknown>() })
const sizeOf = (text: string) => Buffer.byteLength(text)

describe('target files, read once per run (SPEC §11)', () => {
  it('reads a file once a run: later readers get the same text, a new run reads it again', () => {
    const root = layout({ 'a.txt': 'first\n' })
    const path = join(root, 'a.txt')
    const ctx = run()
    const first = readTargetFileSync(path, 6, ctx)
    writeFileSync(path, 'second\n')
    expect(readTargetFileSync(path, 6, ctx)).toBe(first)
    expect(first.text).toBe('first\n')
    expect(readTargetFileSync(path, 7, run()).text).toBe('second\n')
  })

  it.each([
    ['text', 'hello\n', { firstNul: -1, hasContent: true }],
    ['white space only, Unicode included', '\ufeff \u00a0\n\u3000\t', { firstNul: -1, hasContent: false }],
    ['a NUL byte early', `ab\0${'x'.repeat(100)}`, { firstNul: 2, hasContent: true }],
    ['a NUL byte late', `${'é'.repeat(4500)}\0`, { firstNul: 9000, hasContent: true }],
    ['content only past the first 4096 bytes', `${' '.repeat(5000)}x`, { firstNul: -1, hasContent: false }],
  ])('says where the first NUL byte is and whether it has content: %s', (_what, text, expected) => {
    const root = layout({ 'f.txt': text })
    const file = readTargetFileSync(join(root, 'f.txt'), sizeOf(text), run())
    expect(file).toEqual({ text, bytes: sizeOf(text), ...expected })
  })

  it('refuses a file larger than a run keeps, and names it', () => {
    expect(() => readTargetFileSync('/x/big.bin', KEPT_FILE_BYTES + 1, run())).toThrow(
      `/x/big.bin: ${KEPT_FILE_BYTES + 1} bytes is more than a target file kept for a run`,
    )
  })

  it('throws what opening throws', () => {
    const root = layout()
    expect(() => readTargetFileSync(join(root, 'gone.txt'), 1, run())).toThrow(/ENOENT/)
  })
})

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTENT_PROBE_BYTES, KEPT_FILE_BYTES, readTargetFileSync, targetHasContent } from '../src/index.ts'
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

  it('has content: a file no larger than the probe is read whole and kept, a larger one only probed', () => {
    const small = 'export const a = 1\n'
    const large = `x${' '.repeat(CONTENT_PROBE_BYTES)}`
    const root = layout({ 'small.ts': small, 'large.txt': large })
    const ctx = run()
    expect(targetHasContent(join(root, 'small.ts'), sizeOf(small), ctx)).toBe(true)
    expect(targetHasContent(join(root, 'large.txt'), sizeOf(large), ctx)).toBe(true)
    writeFileSync(join(root, 'small.ts'), 'changed\n')
    writeFileSync(join(root, 'large.txt'), 'changed\n')
    // The small file was read once for the run; the large one was not kept (only 4096 bytes were read).
    expect(readTargetFileSync(join(root, 'small.ts'), 8, ctx).text).toBe(small)
    expect(readTargetFileSync(join(root, 'large.txt'), 8, ctx).text).toBe('changed\n')
  })

  it('has content: what another checker read this run is used, not read again', () => {
    const root = layout({ 'f.txt': '\n'.repeat(CONTENT_PROBE_BYTES + 10) })
    const path = join(root, 'f.txt')
    const ctx = run()
    readTargetFileSync(path, CONTENT_PROBE_BYTES + 10, ctx)
    writeFileSync(path, 'content now\n')
    expect(targetHasContent(path, 12, ctx)).toBe(false)
  })
})

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryFromText, readMemory } from '../src/index.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

/** Files whose head (what a run without bodies decodes) ends in every way a file can end it. */
const HEADS: Record<string, string> = {
  plain: '---\nname: plain\nverify:\n  kind: none\n---\nbody\n',
  'no newline after the closing line': '---\nname: x\nverify:\n  kind: none\n---',
  'closing line with blanks': '---\nname: x\n---  \nbody\n',
  'dashes inside a value': '---\nname: a --- b\ndescription: x\n--- \nbody\n',
  'four dashes': '---\nname: x\n----\nbody\n---\n',
  'no closing line': '---\nname: x\nverify:\n  kind: none\n',
  'ends in dashes': '---\nname: x\n--',
  'crlf lines': '---\r\nname: x\r\nverify:\r\n  kind: none\r\n---\r\nbody\r\n',
  'byte order mark': '\ufeff---\nname: x\nverify:\n  kind: none\n---\nbody\n',
  'no frontmatter': '# just text\n---\nmore\n',
  empty: '',
  'only the opening line': '---',
}

describe('reading a memory without its body', () => {
  it.each(Object.entries(HEADS))('gives what reading the whole file gives: %s', (_, text) => {
    const dir = layout({})
    const file = join(dir, 'memory.md')
    // A longer file read first leaves its bytes in the shared buffer past the shorter file's end;
    // none of them may be taken for the shorter file's.
    const before = join(dir, 'before.md')
    writeFileSync(before, `${text}${'-\n---\n'.repeat(50)}`)
    readMemory(before, false)
    writeFileSync(file, text)
    expect(readMemory(file, false)).toEqual({ ...memoryFromText(file, text), body: '' })
  })
})

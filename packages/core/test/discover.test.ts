import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { byteOrder, listMemoryFiles } from '../src/index.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

describe('which files are memories (SPEC §3.3)', () => {
  it('lists *.md directly in the memory dir, without MEMORY.md, in byte order', async () => {
    const dir = layout({
      'MEMORY.md': '# index',
      'b.md': '',
      'B.md': '',
      'a.md': '',
      'é.md': '',
      'z.md': '',
      'notes.txt': '',
      'sub/deep.md': '',
      'folder.md': { dir: true },
    })
    const files = await listMemoryFiles(dir)
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(['B.md', 'a.md', 'b.md', 'z.md', 'é.md'])
    expect(files[0]).toBe(join(dir, 'B.md'))
  })

  it('lists a FIFO or a link to a device named like a memory file (to be held), never a folder or a link to one', async () => {
    const dir = layout({
      'pipe.md': { fifo: true },
      'null.md': { symlink: '/dev/null' },
      'gone.md': { symlink: 'nowhere.md' },
      'real/x.txt': '',
      'linked-folder.md': { symlink: 'real' },
      'folder.md': { dir: true },
    })
    const files = await listMemoryFiles(dir)
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(['gone.md', 'null.md', 'pipe.md'])
  })

  it('puts names beyond the basic plane where their UTF-8 bytes go', async () => {
    // In UTF-16, 😀 (a surrogate pair) sorts before U+FFEF; in UTF-8 bytes, after it.
    const dir = layout({ '😀.md': '', '\uffef.md': '', 'a.md': '' })
    const files = await listMemoryFiles(dir)
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(['a.md', '\uffef.md', '😀.md'])
  })

  it('a memory dir that cannot be read is a usage error naming it', async () => {
    await expect(listMemoryFiles('/no/such/memory')).rejects.toThrow('cannot read memory dir /no/such/memory: ENOENT')
  })
})

describe('byte order', () => {
  it('orders as UTF-8 bytes do, also for characters beyond the basic plane', () => {
    const names = ['b', 'a', 'B', 'é', '\uffef', '😀', 'ab', 'a\u0000', '\ud7ff']
    const expected = [...names].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)))
    expect([...names].sort(byteOrder)).toEqual(expected)
    expect(expected.indexOf('\uffef')).toBeLessThan(expected.indexOf('😀'))
  })
})

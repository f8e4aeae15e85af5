import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listMemoryFiles } from '../src/index.ts'
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

  it('a memory dir that cannot be read is a usage error naming it', async () => {
    await expect(listMemoryFiles('/no/such/memory')).rejects.toThrow('cannot read memory dir /no/such/memory: ENOENT')
  })
})

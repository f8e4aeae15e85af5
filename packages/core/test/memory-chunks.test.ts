import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRegistry, PARALLEL_MIN_FILES, readMemories, readMemoryChunks, verifyMemoryFiles } from '../dist/index.js'
import { cleanLayouts, layout, type Entry } from '../../testkit/src/layout.ts'
import { hang } from './fake-checkers.ts'

afterAll(cleanLayouts)

function folder(count: number) {
  const files: Record<string, Entry> = { 'data/a.txt': 'content\n' }
  for (let i = 0; i < count; i++) {
    const name = `memory/m-${String(i).padStart(5, '0')}.md`
    files[name] =
      i % 97 === 0 ? '---\nverify: [\n---\nbroken\n' : `---\nname: m${i}\nverify:\n  kind: none\n---\nbody ${i}\n`
  }
  const root = layout(files)
  const paths = Object.keys(files)
    .filter((f) => f.startsWith('memory/'))
    .sort()
    .map((f) => join(root, f))
  return { root, paths }
}

describe('reading large memory folders', () => {
  it('a worker reading ahead gives the same memories, at the same positions, as reading here', async () => {
    const { paths } = folder(PARALLEL_MIN_FILES + 500)
    const memories: unknown[] = []
    let chunks = 0
    for await (const { start, memories: chunk } of readMemoryChunks(paths)) {
      chunk.forEach((memory, i) => (memories[start + i] = memory))
      chunks++
    }
    expect(chunks).toBeGreaterThan(1)
    expect(memories).toEqual(readMemories(paths))
  })

  it('verifies a large folder read through the worker', async () => {
    const { root, paths } = folder(PARALLEL_MIN_FILES + 10)
    const reports = await verifyMemoryFiles(paths, {
      root,
      memoryDir: join(root, 'memory'),
      registry: createRegistry([]),
    })
    expect(reports).toHaveLength(paths.length)
    const stale = reports.filter((r) => r.status === 'stale')
    expect(stale).toHaveLength(Math.ceil(paths.length / 97))
    expect(stale[0]?.reason).toMatch(/^invalid frontmatter: .* \(line \d\)$/)
    expect(reports.filter((r) => r.status === 'unverifiable')[0]?.reason).toBe('no counterpart (judgement)')
  })

  it('holds what is not verified by the deadline as not verified in time', async () => {
    const root = layout({
      'memory/a-slow.md': '---\nverify:\n  kind: hang\n  timeout: 60\n---\n',
      'memory/b-quick.md': '---\nverify:\n  kind: none\n---\n',
    })
    const paths = ['memory/a-slow.md', 'memory/b-quick.md'].map((f) => join(root, f))
    const registry = createRegistry([hang])
    const reports = await verifyMemoryFiles(
      paths,
      { root, memoryDir: join(root, 'memory'), registry },
      { deadlineMs: 200 },
    )
    expect(reports.map((r) => [r.name, r.status, r.reason])).toEqual([
      ['a-slow', 'stale', 'not verified in time'],
      ['b-quick', 'unverifiable', 'no counterpart (judgement)'],
    ])
  })
})

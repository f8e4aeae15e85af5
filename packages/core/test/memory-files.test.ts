import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isInside } from '@claimcheck/contract'
import type { Confinement, Memory } from '../src/memory.ts'
import { readMemoryFiles, type ReadingDeadline } from '../src/memory-files.ts'
import { CHUNK_FILES, startReadingThread, type ReadingThread } from '../src/reading-thread.ts'
import { NOT_IN_TIME } from '../src/reports.ts'
import { cleanLayouts, layout, type Entry } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

const memoryText = (i: number) => `---\nname: m${i}\ndescription: memory ${i}\nverify:\n  kind: grep\n  target: src/${i}.ts\n  pattern: x\n---\nbody ${i}\n`

/** A memory dir of three chunks and more, with every kind of file a reading thread must leave to the run. */
function memoryDir(): { dir: string; files: string[] } {
  const outside = layout({ 'secret.md': memoryText(0) })
  const entries: Record<string, Entry> = {
    'fifo.md': { fifo: true },
    'folder.md': { dir: true },
    'large.md': `---\nname: large\n---\n${'x'.repeat(1024 * 1024)}`,
    'link-inside.md': { symlink: 'm00000.md' },
    'link-outside.md': { symlink: join(outside, 'secret.md') },
    'loop.md': { symlink: 'loop.md' },
    'bad-yaml.md': '---\nname: [unclosed\nverify: {kind: none\n---\n',
  }
  for (let i = 0; i < CHUNK_FILES * 3 + 5; i++) entries[`m${String(i).padStart(5, '0')}.md`] = memoryText(i)
  const dir = layout(entries)
  // The last is listed but gone by the time it is read.
  const files = [...Object.keys(entries).map((name) => join(dir, name)), join(dir, 'vanished.md')]
  return { dir, files }
}

const never: ReadingDeadline = { passed: new Promise(() => {}), isPast: () => false }

async function read(
  files: string[],
  dir: string,
  options: { bodies?: boolean; threadFrom?: number; deadline?: ReadingDeadline; startThread?: (files: readonly string[]) => ReadingThread | undefined } = {},
): Promise<Memory[]> {
  const confined: Confinement = { allows: (path) => isInside(path, dir), shown: (file) => file.slice(dir.length + 1) }
  const memories: Memory[] = []
  await readMemoryFiles(files, { bodies: options.bodies ?? true, confined, deadline: options.deadline ?? never, add: (memory) => memories.push(memory), ...options })
  return memories.sort((a, b) => (a.file < b.file ? -1 : 1))
}

describe('reading memory files with a second thread (SPEC §11)', () => {
  it('gives every memory exactly as reading them one by one does, for every kind of file', async () => {
    const { dir, files } = memoryDir()
    for (const bodies of [true, false]) {
      const alone = await read(files, dir, { bodies, threadFrom: Number.POSITIVE_INFINITY })
      const together = await read(files, dir, { bodies, threadFrom: 1 })
      expect(together).toEqual(alone)
      // Every chunk read by the thread.
      const threadOnly = (list: readonly string[]): ReadingThread => {
        const thread = startReadingThread(list)!
        return {
          take: () => Number.MAX_SAFE_INTEGER,
          arrived: () => thread.arrived(),
          next: () => thread.next(),
          get stopped() {
            return thread.stopped
          },
          stop: () => thread.stop(),
        }
      }
      expect(await read(files, dir, { bodies, threadFrom: 1, startThread: threadOnly })).toEqual(alone)
      expect(alone).toHaveLength(files.length)
    }
    const alone = await read(files, dir, { threadFrom: Number.POSITIVE_INFINITY })
    const reason = (name: string) => {
      const memory = alone.find((m) => m.file === join(dir, name))
      return memory?.verify.kind === 'verdict' ? memory.verify.result.reason : memory?.verify.kind
    }
    expect(reason('vanished.md')).toBe('unreadable: ENOENT')
    expect(reason('fifo.md')).toBe('not a regular file: fifo.md')
    expect(reason('link-outside.md')).toBe('memory file outside memory dir: link-outside.md')
    expect(reason('link-inside.md')).toBe('block')
    expect(reason('large.md')).toMatch(/^memory file too large/)
  })

  it('reads here what a thread that stops took and never handed over', async () => {
    const { dir, files } = memoryDir()
    // A thread that took every other chunk and stopped without handing any over.
    const failing = (): ReadingThread => {
      let next = 0
      return {
        take: () => (next += 2) - 2,
        arrived: () => [],
        next: () => Promise.resolve(),
        stopped: true,
        stop: () => {},
      }
    }
    expect(await read(files, dir, { threadFrom: 1, startThread: failing })).toEqual(
      await read(files, dir, { threadFrom: Number.POSITIVE_INFINITY }),
    )
  })

  it('past the deadline, holds what is not read yet by name, each file once', async () => {
    const { dir, files } = memoryDir()
    let looks = 0
    const soon: ReadingDeadline = { passed: new Promise(() => {}), isPast: () => ++looks > 3 }
    const memories = await read(files, dir, { threadFrom: 1, deadline: soon })
    expect(memories.map((m) => m.file)).toEqual([...files].sort())
    const held = memories.filter((m) => m.verify.kind === 'verdict' && m.verify.result.reason === NOT_IN_TIME)
    expect(held.length).toBeGreaterThan(0)
    expect(held.length).toBeLessThan(files.length)
  })

  it('a thread started over a list hands over each chunk it takes', async () => {
    const { files } = memoryDir()
    const thread = startReadingThread(files)!
    const taken: number[] = []
    const count = Math.ceil(files.length / CHUNK_FILES)
    while (!thread.stopped && taken.length < count) {
      await thread.next()
      taken.push(...thread.arrived().map((chunk) => chunk.index))
    }
    thread.stop()
    expect(taken.sort()).toEqual(Array.from({ length: count }, (_, i) => i))
  })
})

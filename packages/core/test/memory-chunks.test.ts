import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import type { WorkerOptions } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { createRegistry, readMemories, readMemory, readMemoryChunks, verifyMemoryFiles } from '../dist/index.js'
import { cleanLayouts, layout, type Entry } from '../../testkit/src/layout.ts'
import { echo, hang } from './fake-checkers.ts'

afterAll(cleanLayouts)

function folder(count: number) {
  const files: Record<string, Entry> = { 'data/a.txt': 'content\n' }
  for (let i = 0; i < count; i++) {
    const name = `memory/m-${String(i).padStart(5, '0')}.md`
    files[name] =
      i % 97 === 0 ? '---\nverify: [\n---\nbroken\n' : `---\nname: m${i}\nverify:\n  kind: none\n---\nbody ${i}\n`
  }
  // A file name may hold a line break (only NUL and '/' are not allowed).
  files['memory/m-00001\nsplit.md'] = '---\nname: split\nverify:\n  kind: none\n---\n'
  const root = layout(files)
  const paths = Object.keys(files)
    .filter((f) => f.startsWith('memory/'))
    .sort()
    .map((f) => join(root, f))
  return { root, paths }
}

/** Where these tests start the second thread: far below the default, to keep their folders small. */
const FROM = 3000

describe('reading large memory folders', () => {
  it('a worker reading ahead gives the same memories, at the same positions, as reading here', async () => {
    const { paths } = folder(FROM + 500)
    const memories: unknown[] = []
    let chunks = 0
    for await (const { start, memories: chunk } of readMemoryChunks(paths, { parallelFrom: FROM })) {
      chunk.forEach((memory, i) => (memories[start + i] = memory))
      chunks++
    }
    expect(chunks).toBeGreaterThan(1)
    expect(memories).toEqual(readMemories(paths))
  })

  it('verifies a large folder read through the worker', async () => {
    const { root, paths } = folder(FROM + 10)
    const reports = await verifyMemoryFiles(
      paths,
      { root, memoryDir: join(root, 'memory'), registry: createRegistry([]) },
      { parallelFrom: FROM },
    )
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

  it('returns what `keep` keeps of each report, held ones too, in the order of the kept names', async () => {
    const root = layout({
      'memory/a-slow.md': '---\ndescription: waits\nverify:\n  kind: hang\n  timeout: 60\n---\n',
      'memory/b-later.md': '---\ndescription: answers later\nverify:\n  kind: echo\n  status: fresh\n---\n',
      'memory/c-now.md': '---\nname: 0-first\ndescription: answers now\nverify:\n  kind: none\n---\n',
    })
    const paths = ['memory/a-slow.md', 'memory/b-later.md', 'memory/c-now.md'].map((f) => join(root, f))
    const registry = createRegistry([hang, echo().checker])
    const reports = await verifyMemoryFiles(
      paths,
      { root, memoryDir: join(root, 'memory'), registry },
      {
        deadlineMs: 200,
        keep: ({ name, file, status, reason }) => ({
          name,
          file,
          body: '',
          status,
          reason: `kept: ${reason}`,
          checks: [],
        }),
      },
    )
    expect(reports.map((r) => [r.name, r.status, r.reason, r.description])).toEqual([
      ['0-first', 'unverifiable', 'kept: no counterpart (judgement)', undefined],
      ['a-slow', 'stale', 'kept: not verified in time', undefined],
      ['b-later', 'fresh', 'kept: fresh', undefined],
    ])
  })

  describe('the reading thread', () => {
    /** Memories of every kind a file can give: parsed, unreadable, too large, broken. */
    function mixed(kind = 'none') {
      const files: Record<string, Entry> = {}
      for (let i = 0; i < FROM + 200; i++) {
        const name = `memory/m-${String(i).padStart(5, '0')}.md`
        files[name] =
          i % 700 === 3
            ? `---\nname: big${i}\n---\n${'x'.repeat(1024 * 1024)}`
            : i % 97 === 0
              ? '---\nverify: [\n---\nbroken\n'
              : i % 89 === 0
                ? `---\ndescription: named by its file\nverify:\n  kind: ${kind}\n---\n`
                : `---\nname: m${i}\ndescription: claim ${i}\nmetadata:\n  type: project\n  modified: 2026-11-01T10:00:00.000Z\nverify:\n  kind: ${kind}\n---\nbody ${i}\n`
      }
      const root = layout(files)
      const paths = Object.keys(files)
        .sort()
        .map((f) => join(root, f))
      // Listed, then gone before it is read.
      paths.splice(10, 0, join(root, 'memory/m-00009-gone.md'))
      return { root, paths }
    }

    /** Reads every chunk, waiting `pause` ms after the first so the reading thread takes the rest. */
    async function readAll(paths: string[], bodies: boolean, pause: number, metadata = true) {
      const memories: unknown[] = []
      let fromReader = 0
      for await (const chunk of readMemoryChunks(paths, { bodies, metadata, parallelFrom: FROM })) {
        chunk.memories.forEach((memory, i) => (memories[chunk.start + i] = memory))
        if (chunk.fromReader) fromReader++
        if (chunk.start === 0) await new Promise((resume) => setTimeout(resume, pause))
      }
      return { memories, fromReader }
    }

    it.each([true, false])('hands over what this thread would read (bodies: %s)', async (bodies) => {
      const { paths } = mixed()
      const { memories, fromReader } = await readAll(paths, bodies, 500)
      // On a machine with one core there is no second thread.
      if (availableParallelism() > 1) expect(fromReader).toBeGreaterThan(0)
      const here = paths.map((file) => readMemory(file, bodies))
      expect(memories).toEqual(here)
      const reasons = here.map((m) => (m.verify.kind === 'verdict' ? m.verify.result.reason : ''))
      expect(reasons[10]).toBe('unreadable: ENOENT')
      expect(reasons[3]).toBe(`memory file too large: ${1024 * 1024 + 19} bytes (limit 1048576)`)
      expect(here[20]).toMatchObject({ name: 'm19', description: 'claim 19', body: bodies ? 'body 19\n' : '' })
      expect(here[90]).toMatchObject({ name: 'm-00089', description: 'named by its file' })
    })

    it('with metadata: false, leaves out description, type and date on both threads', async () => {
      const { paths } = mixed()
      const { memories, fromReader } = await readAll(paths, false, 500, false)
      if (availableParallelism() > 1) expect(fromReader).toBeGreaterThan(0)
      const here = paths.map((file) => readMemory(file, false))
      expect(here[20]).toMatchObject({ description: 'claim 19', type: 'project', modified: '2026-11-01T10:00:00.000Z' })
      expect(memories).toEqual(
        here.map((m) => ({ ...m, description: undefined, type: undefined, modified: undefined })),
      )
    })

    it('a reading thread that ends with a chunk unsent leaves it to this thread', async () => {
      const { paths } = mixed()
      const threads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads')
      const RealWorker = threads.Worker
      const quitter = new URL('./fixtures/reader-that-quits.mjs', import.meta.url)
      let started = 0
      threads.Worker = class extends RealWorker {
        constructor(file: string | URL, options?: WorkerOptions) {
          started++
          super(String(file).endsWith('/memory-reader.js') ? quitter : file, options)
        }
      }
      try {
        const { memories, fromReader } = await readAll(paths, false, 300)
        expect(fromReader).toBe(0)
        expect(memories).toEqual(paths.map((file) => readMemory(file, false)))
        expect(started).toBe(availableParallelism() > 1 ? 1 : 0)
      } finally {
        threads.Worker = RealWorker
      }
    })

    it('a deadline holds what is not verified by then, and the run ends', async () => {
      const { root, paths } = mixed('hang')
      const reports = await verifyMemoryFiles(
        paths,
        { root, memoryDir: join(root, 'memory'), registry: createRegistry([hang]) },
        { parallelFrom: FROM, deadlineMs: 1 },
      )
      expect(reports).toHaveLength(paths.length)
      const held = reports.filter((r) => r.reason === 'not verified in time')
      expect(held.length).toBeGreaterThan(0)
      expect(held.every((r) => r.status === 'stale')).toBe(true)
    })
  })
})

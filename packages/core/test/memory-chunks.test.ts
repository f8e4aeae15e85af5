import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { createRegistry, readMemories, readMemoryChunks, verifyMemoryFiles, type MemoryReport } from '../dist/index.js'
import { cleanLayouts, layout, type Entry } from '../../testkit/src/layout.ts'
import { hang } from './fake-checkers.ts'
// @ts-expect-error: a plain module, as a worker imports it
import { probe } from './fixtures/probe-run.mjs'

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

  describe('checks on two threads (workerChecks)', () => {
    const PROBE_RUN = new URL('./fixtures/probe-run.mjs', import.meta.url).href
    /** Memories probing 800 targets, four claims each; every tenth target is gone. */
    function probed() {
      const files: Record<string, Entry> = {}
      const count = FROM + 200
      for (let i = 0; i < count; i++) {
        const target = `${i % 80 === 0 ? 'gone' : 'file'}-${i % 800}.txt`
        files[`memory/m-${String(i).padStart(5, '0')}.md`] = `---\nverify:\n  kind: probe\n  target: ${target}\n---\n`
      }
      const root = layout(files)
      const paths = Object.keys(files)
        .sort()
        .map((f) => join(root, f))
      return { root, paths, log: join(root, 'probe.log') }
    }
    const run = (root: string, paths: string[], log: string, data?: Record<string, unknown>) =>
      verifyMemoryFiles(
        paths,
        {
          root,
          memoryDir: join(root, 'memory'),
          registry: createRegistry([probe(log, data?.later === true)]),
          ...(data ? { workerChecks: { module: PROBE_RUN, data: { log, ...data } } } : {}),
        },
        { parallelFrom: FROM },
      )
    const seen = (log: string) =>
      readFileSync(log, 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => line.split(' ') as [string, string])
    const outcome = (reports: MemoryReport[]) => reports.map((r) => [r.name, r.status, r.reason, r.checks[0]?.checker])

    it('gives the reports one thread gives, looking at each distinct target once, from both threads', async () => {
      const { root, paths, log } = probed()
      const alone = outcome(await run(root, paths, `${log}.alone`))
      const reports = await run(root, paths, log, {})
      expect(outcome(reports)).toEqual(alone)
      expect(reports.filter((r) => r.status === 'stale')[0]?.reason).toBe('missing: gone-0.txt')

      const lines = seen(log)
      const targets = lines.map(([, target]) => target)
      expect(targets).toHaveLength(800)
      expect(new Set(targets).size).toBe(800)
      const threads = new Set(lines.map(([thread]) => thread))
      expect(threads.has(String(threadId))).toBe(true)
      // On a machine with one core there is no second thread.
      expect(threads.size).toBe(availableParallelism() > 1 ? 2 : 1)
    })

    it('checks that answer in a promise are answered from the thread that owns their target', async () => {
      const { root, paths, log } = probed()
      const alone = outcome(await run(root, paths, `${log}.alone`))
      const reports = await run(root, paths, log, { later: true })
      expect(outcome(reports)).toEqual(alone)
      const lines = seen(log)
      expect(lines.map(([, target]) => target).sort()).toEqual([...new Set(lines.map(([, target]) => target))].sort())
      expect(new Set(lines.map(([, target]) => target)).size).toBe(800)
      expect(new Set(lines.map(([thread]) => thread)).size).toBe(availableParallelism() > 1 ? 2 : 1)
    })

    it('a worker that stops in the middle of a run leaves what it took to this thread', async () => {
      const { root, paths, log } = probed()
      const reports = await run(root, paths, log, { dieAfter: 100 })
      expect(outcome(reports)).toEqual(outcome(await run(root, paths, `${log}.alone`)))
      expect(new Set(seen(log).map(([, target]) => target)).size).toBe(800)
    })

    it('a deadline holds what is not verified by then, with the worker ended', async () => {
      const { root, paths, log } = probed()
      const reports = await verifyMemoryFiles(
        paths,
        {
          root,
          memoryDir: join(root, 'memory'),
          registry: createRegistry([probe(log, true)]),
          workerChecks: { module: PROBE_RUN, data: { log, later: true } },
        },
        { parallelFrom: FROM, deadlineMs: 1 },
      )
      expect(reports).toHaveLength(paths.length)
      const held = reports.filter((r) => r.reason === 'not verified in time')
      expect(held.length).toBeGreaterThan(0)
      expect(held.every((r) => r.status === 'stale')).toBe(true)
    })

    it('a worker that cannot set up its checkers leaves every check to this thread', async () => {
      const { root, paths, log } = probed()
      const reports = await run(root, paths, log, { fail: true })
      expect(outcome(reports)).toEqual(outcome(await run(root, paths, `${log}.alone`)))
      const lines = seen(log)
      expect(new Set(lines.map(([, target]) => target)).size).toBe(800)
      expect(new Set(lines.map(([thread]) => thread))).toEqual(new Set([String(threadId)]))
    })
  })
})

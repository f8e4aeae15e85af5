import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRegistry, memoryFromText, verifyMemories } from '../src/index.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'
import { locate, whatIs } from './fake-checkers.ts'

afterAll(cleanLayouts)

/** Runs one `locate` check and returns its status and reason. */
async function resolveIn(root: string, target: string, extra: { memoryDir?: string; home?: string } = {}) {
  const memory = memoryFromText('/m/t.md', `---\nverify:\n  kind: locate\n  target: ${JSON.stringify(target)}\n---\n`)
  const [report] = await verifyMemories([memory], {
    root,
    memoryDir: extra.memoryDir ?? root,
    home: extra.home,
    registry: createRegistry([locate]),
  })
  return { status: report?.status, reason: report?.reason }
}

describe('targets and confinement (SPEC §5.1)', () => {
  it('resolves a relative target against the root', async () => {
    const root = layout({ 'data/a.txt': 'a' })
    expect(await resolveIn(root, 'data/a.txt')).toEqual({ status: 'fresh', reason: join(root, 'data/a.txt') })
  })

  it('refuses ../ out of the root, naming the target as written', async () => {
    const outside = layout({ 'secret.txt': 's' })
    const root = layout()
    const target = `../${outside.split('/').pop()}/secret.txt`
    expect(await resolveIn(root, target)).toEqual({ status: 'stale', reason: `target outside root: ${target}` })
  })

  it('refuses an absolute path outside the root, even one that does not exist', async () => {
    const root = layout()
    expect(await resolveIn(root, '/etc/passwd')).toEqual({
      status: 'stale',
      reason: 'target outside root: /etc/passwd',
    })
    expect(await resolveIn(root, '/no/such/file')).toEqual({
      status: 'stale',
      reason: 'target outside root: /no/such/file',
    })
  })

  it('refuses a symlink inside the root that leads out of it', async () => {
    const outside = layout({ 'secret.txt': 's' })
    const root = layout({ 'innocent.txt': { symlink: join(outside, 'secret.txt') }, 'dir-link': { symlink: outside } })
    expect(await resolveIn(root, 'innocent.txt')).toEqual({
      status: 'stale',
      reason: 'target outside root: innocent.txt',
    })
    expect(await resolveIn(root, 'dir-link/secret.txt')).toEqual({
      status: 'stale',
      reason: 'target outside root: dir-link/secret.txt',
    })
  })

  it('allows absolute paths inside the root and targets in the memory dir', async () => {
    const root = layout({ 'a.txt': 'a' })
    const memoryDir = layout({ 'notes.txt': 'n' })
    expect(await resolveIn(root, join(root, 'a.txt'))).toEqual({ status: 'fresh', reason: join(root, 'a.txt') })
    expect(await resolveIn(root, join(memoryDir, 'notes.txt'), { memoryDir })).toEqual({
      status: 'fresh',
      reason: join(memoryDir, 'notes.txt'),
    })
  })

  it('expands ~/ to the home directory, still confined', async () => {
    const root = layout({ 'home/me/notes.txt': 'n' })
    const home = join(root, 'home/me')
    expect(await resolveIn(root, '~/notes.txt', { home })).toEqual({ status: 'fresh', reason: join(home, 'notes.txt') })
    const elsewhere = layout({ 'notes.txt': 'n' })
    expect(await resolveIn(root, '~/notes.txt', { home: elsewhere })).toEqual({
      status: 'stale',
      reason: 'target outside root: ~/notes.txt',
    })
  })

  it('resolves a missing target to where it would be, so the checker can say missing', async () => {
    const root = layout()
    expect(await resolveIn(root, 'not/there.txt')).toEqual({ status: 'fresh', reason: join(root, 'not/there.txt') })
  })

  it('tells checkers what each target is and its size (ctx.files.stat), links followed', async () => {
    const root = layout({
      'a.txt': 'abc',
      'empty.txt': '',
      'folder/x': 'x',
      pipe: { fifo: true },
      'link-to-a': { symlink: 'a.txt' },
      'link-to-folder': { symlink: 'folder' },
      'dangling-link': { symlink: 'gone' },
    })
    const expected: Record<string, string> = {
      'a.txt': 'a file of 3 bytes',
      'empty.txt': 'a file of 0 bytes',
      folder: 'a directory',
      'folder/x': 'a file of 1 bytes',
      pipe: 'something else',
      'not-there': 'nothing',
      'folder/not-there': 'nothing',
      'link-to-a': 'a file of 3 bytes',
      'link-to-folder': 'a directory',
      'dangling-link': 'nothing',
    }
    const targets = Object.keys(expected)
    const memories = targets.map((target, i) =>
      memoryFromText(`/m/${i}.md`, `---\nverify:\n  kind: what-is\n  target: ${JSON.stringify(target)}\n---\n`),
    )
    const reports = await verifyMemories(memories, { root, memoryDir: root, registry: createRegistry([whatIs]) })
    const seen = new Map(reports.map((report) => [report.file, report.reason]))
    expect(memories.map((memory) => seen.get(memory.file))).toEqual(targets.map((target) => expected[target]))
  })
})

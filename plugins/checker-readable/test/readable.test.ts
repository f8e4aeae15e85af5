import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCheck } from '@claimcheck/core'
import { readable } from '../dist/index.js'
import { cleanLayouts, layout, type Entry } from '../../../test-support/layout.ts'

afterAll(cleanLayouts)

async function check(files: Record<string, Entry>, options: Record<string, unknown>) {
  const root = layout(files)
  const { status, reason } = await runCheck(readable(), options, { root })
  return { status, reason }
}

describe('readable (SPEC §5.2)', () => {
  it('a file with content is fresh', async () => {
    expect(await check({ 'a.txt': 'hello\n' }, { target: 'a.txt' })).toEqual({
      status: 'fresh',
      reason: 'readable with content',
    })
  })

  it.each([
    ['empty', ''],
    ['one newline', '\n'],
    ['only whitespace', ' \t\r\n  \n'],
  ])('a file holding %s is stale: empty content', async (_what, content) => {
    expect(await check({ 'a.txt': content }, { target: 'a.txt' })).toEqual({ status: 'stale', reason: 'empty content: a.txt' })
  })

  it('looks at the first 4096 bytes only', async () => {
    const late = `${' '.repeat(5000)}x`
    expect(await check({ 'late.txt': late }, { target: 'late.txt' })).toEqual({
      status: 'stale',
      reason: 'empty content: late.txt',
    })
  })

  it('a folder with entries that are not hidden is fresh, counting them', async () => {
    const files = { 'assets/a.png': 'a', 'assets/b.png': 'b', 'assets/.DS_Store': 'x' }
    expect(await check(files, { target: 'assets' })).toEqual({ status: 'fresh', reason: 'directory with 2 entries' })
  })

  it('an emptied folder is stale, hidden entries do not count', async () => {
    expect(await check({ 'assets/.gitkeep': '' }, { target: 'assets' })).toEqual({
      status: 'stale',
      reason: 'empty directory: assets',
    })
    expect(await check({ 'assets/': { dir: true } }, { target: 'assets/' })).toEqual({
      status: 'stale',
      reason: 'empty directory: assets/',
    })
  })

  it('a missing target is stale: missing', async () => {
    expect(await check({}, { target: 'data/gone.txt' })).toEqual({ status: 'stale', reason: 'missing: data/gone.txt' })
    expect(await check({ 'file.txt': 'x' }, { target: 'file.txt/inner' })).toEqual({
      status: 'stale',
      reason: 'missing: file.txt/inner',
    })
  })

  it('never blocks on a FIFO: not a regular file', async () => {
    expect(await check({ pipe: { fifo: true } }, { target: 'pipe' })).toEqual({
      status: 'stale',
      reason: 'not a regular file: pipe',
    })
  })

  it('follows symlinks', async () => {
    expect(await check({ 'real.txt': 'x', 'link.txt': { symlink: 'real.txt' } }, { target: 'link.txt' })).toEqual({
      status: 'fresh',
      reason: 'readable with content',
    })
  })

  it('a dangling link is missing, a link loop is unreadable', async () => {
    expect(await check({ 'link.txt': { symlink: 'nowhere.txt' } }, { target: 'link.txt' })).toEqual({
      status: 'stale',
      reason: 'missing: link.txt',
    })
    expect(await check({ a: { symlink: 'b' }, b: { symlink: 'a' } }, { target: 'a' })).toEqual({
      status: 'stale',
      reason: 'unreadable: ELOOP',
    })
  })

  it('a target outside the root is refused', async () => {
    const outside = layout({ 'secret.txt': 'x' })
    const target = join(outside, 'secret.txt')
    expect(await check({}, { target })).toEqual({ status: 'stale', reason: `target outside root: ${target}` })
    expect(await check({ 'up.txt': { symlink: target } }, { target: 'up.txt' })).toEqual({
      status: 'stale',
      reason: 'target outside root: up.txt',
    })
  })

  it.each([
    [{ targt: 'a.txt' }, "readable: unknown option 'targt'"],
    [{}, "readable: missing required option 'target'"],
    [{ target: '   ' }, "readable: 'target' must not be empty"],
    [{ target: 42 }, "readable: 'target' must be a string"],
  ])('refuses bad options %j', async (options, detail) => {
    expect(await check({ 'a.txt': 'x' }, options)).toEqual({ status: 'stale', reason: `invalid verify block: ${detail}` })
  })
})

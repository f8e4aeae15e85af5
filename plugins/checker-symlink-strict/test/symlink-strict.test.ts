import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCheck } from '@claimcheck/core'
import { symlinkStrict } from '../dist/index.js'
import { cleanLayouts, layout, type Entry } from '../../../test-support/layout.ts'

afterAll(cleanLayouts)

async function check(files: Record<string, Entry>, options: Record<string, unknown>) {
  const root = layout(files)
  const { status, reason } = await runCheck(symlinkStrict(), options, { root })
  return { status, reason }
}

const release = { 'releases/v2/NOTES.md': 'notes\n', current: { symlink: 'releases/v2' } }

describe('symlink-strict (SPEC §5.4)', () => {
  it('a link to a file with content is fresh, naming the resolved path', async () => {
    const files = { 'config/real.yml': 'a: 1\n', 'config.yml': { symlink: 'config/real.yml' } }
    expect(await check(files, { target: 'config.yml' })).toEqual({
      status: 'fresh',
      reason: 'resolves to config/real.yml with content',
    })
  })

  it('follows a chain of links hop by hop', async () => {
    const files = { 'real.txt': 'x', 'b.txt': { symlink: 'real.txt' }, 'a.txt': { symlink: 'b.txt' } }
    expect(await check(files, { target: 'a.txt' })).toEqual({ status: 'fresh', reason: 'resolves to real.txt with content' })
  })

  it('a dangling link is stale, naming its raw target; also in the middle of a chain', async () => {
    expect(await check({ 'a.txt': { symlink: 'gone.txt' } }, { target: 'a.txt' })).toEqual({
      status: 'stale',
      reason: 'dangling symlink: a.txt -> gone.txt',
    })
    expect(await check({ 'a.txt': { symlink: 'b.txt' }, 'b.txt': { symlink: '../gone.txt' } }, { target: 'a.txt' })).toEqual({
      status: 'stale',
      reason: 'dangling symlink: a.txt -> ../gone.txt',
    })
  })

  it('a link loop is stale: symlink loop', async () => {
    expect(await check({ a: { symlink: 'b' }, b: { symlink: 'a' } }, { target: 'a' })).toEqual({
      status: 'stale',
      reason: 'symlink loop: a',
    })
    expect(await check({ self: { symlink: 'self' } }, { target: 'self' })).toEqual({
      status: 'stale',
      reason: 'symlink loop: self',
    })
  })

  it('a link that resolves out of the root is stale, naming where it goes', async () => {
    const outside = layout({ 'secret.txt': 'x' })
    expect(await check({ 'a.txt': { symlink: join(outside, 'secret.txt') } }, { target: 'a.txt' })).toEqual({
      status: 'stale',
      reason: `resolves outside root: a.txt -> ${join(outside, 'secret.txt')}`,
    })
  })

  it('a link to an empty file is stale: empty content', async () => {
    expect(await check({ 'empty.txt': '\n', 'a.txt': { symlink: 'empty.txt' } }, { target: 'a.txt' })).toEqual({
      status: 'stale',
      reason: 'empty content: a.txt',
    })
  })

  it('expect: directory', async () => {
    expect(await check(release, { target: 'current', expect: 'directory' })).toEqual({
      status: 'fresh',
      reason: 'resolves to releases/v2, a directory',
    })
    expect(await check(release, { target: 'current' })).toEqual({
      status: 'stale',
      reason: 'not a regular file: current -> releases/v2',
    })
    const files = { 'f.txt': 'x', 'link': { symlink: 'f.txt' } }
    expect(await check(files, { target: 'link', expect: 'directory' })).toEqual({
      status: 'stale',
      reason: 'not a directory: link -> f.txt',
    })
  })

  it('links-to compares the raw target of the link', async () => {
    expect(await check(release, { target: 'current', expect: 'directory', 'links-to': 'releases/v2' })).toMatchObject({
      status: 'fresh',
    })
    expect(await check(release, { target: 'current', expect: 'directory', 'links-to': 'releases/v1' })).toEqual({
      status: 'stale',
      reason: 'links to releases/v2, expected releases/v1: current',
    })
  })

  it('resolves-to compares the fully resolved path, against the root', async () => {
    expect(await check(release, { target: 'current', expect: 'directory', 'resolves-to': 'releases/v2' })).toMatchObject({
      status: 'fresh',
    })
    expect(await check(release, { target: 'current', expect: 'directory', 'resolves-to': 'releases/v3' })).toEqual({
      status: 'stale',
      reason: 'resolves to releases/v2, expected releases/v3: current',
    })
  })

  it('a plain file or a missing path is not a symlink', async () => {
    expect(await check({ 'a.txt': 'x' }, { target: 'a.txt' })).toEqual({ status: 'stale', reason: 'not a symlink: a.txt' })
    expect(await check({}, { target: 'a.txt' })).toEqual({ status: 'stale', reason: 'missing: a.txt' })
  })

  it('a link outside the root is not looked at', async () => {
    const outside = layout({ 'real.txt': 'x', 'link.txt': { symlink: 'real.txt' } })
    const target = join(outside, 'link.txt')
    expect(await check({}, { target })).toEqual({ status: 'stale', reason: `target outside root: ${target}` })
  })

  it.each([
    [{ target: 'a', expect: 'socket' }, "symlink-strict: 'expect' must be 'file' or 'directory'"],
    [{ target: 'a', linksTo: 'b' }, "symlink-strict: unknown option 'linksTo'"],
    [{}, "symlink-strict: missing required option 'target'"],
  ])('refuses bad options %j', async (options, detail) => {
    expect(await check({}, options)).toEqual({ status: 'stale', reason: `invalid verify block: ${detail}` })
  })
})

import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRegistry, memoryFromText, runCheck, verifyMemories } from '@claimcheck/core'
import { grep } from '../dist/index.js'
import { cleanLayouts, layout, type Entry } from '../../../test-support/layout.ts'

afterAll(cleanLayouts)

async function check(files: Record<string, Entry>, options: Record<string, unknown>, settings = {}) {
  const root = layout(files)
  const { status, reason } = await runCheck(grep(settings), options, { root })
  return { status, reason }
}

const script = { 'scripts/batch.sh': '#!/bin/sh\nderive_before_classify\nclassify\n' }

describe('grep (SPEC §5.3)', () => {
  it('a pattern found in a file is fresh: matched /p/', async () => {
    expect(await check(script, { target: 'scripts/batch.sh', pattern: 'derive_before_classify' })).toEqual({
      status: 'fresh',
      reason: 'matched /derive_before_classify/',
    })
  })

  it('a pattern not found is stale: no match for /p/', async () => {
    expect(await check(script, { target: 'scripts/batch.sh', pattern: 'derive_after' })).toEqual({
      status: 'stale',
      reason: 'no match for /derive_after/',
    })
  })

  it('uses JavaScript regular expressions and flags', async () => {
    expect(await check(script, { target: 'scripts/batch.sh', pattern: 'DERIVE_\\w+', flags: 'i' })).toEqual({
      status: 'fresh',
      reason: 'matched /DERIVE_\\w+/',
    })
    expect(await check(script, { target: 'scripts/batch.sh', pattern: '^classify$' })).toMatchObject({ status: 'stale' })
    expect(await check(script, { target: 'scripts/batch.sh', pattern: '^classify$', flags: 'm' })).toMatchObject({
      status: 'fresh',
    })
  })

  it('fixed: the pattern is a literal string', async () => {
    const files = { 'src/config.ts': "bucket: 'a.b'\n" }
    expect(await check(files, { target: 'src/config.ts', pattern: "'a.b'", fixed: true })).toEqual({
      status: 'fresh',
      reason: "matched /'a.b'/",
    })
    expect(await check(files, { target: 'src/config.ts', pattern: 'a.+b)', fixed: true })).toMatchObject({ status: 'stale' })
  })

  it('absent: fresh while the pattern is gone, stale naming the file when it is back', async () => {
    const files = { 'src/a.ts': 'const x = 1\n', 'src/lib/b.ts': 'if (USE_LEGACY) {}\n' }
    expect(await check(files, { target: 'src/a.ts', pattern: 'USE_LEGACY', absent: true })).toEqual({
      status: 'fresh',
      reason: 'absent: /USE_LEGACY/',
    })
    expect(await check(files, { target: 'src', pattern: 'USE_LEGACY', absent: true })).toEqual({
      status: 'stale',
      reason: 'still present: /USE_LEGACY/ in src/lib/b.ts',
    })
  })

  it('searches a folder recursively, naming the file that matched', async () => {
    const files = { 'src/a.ts': 'nothing\n', 'src/deep/er/b.ts': 'export function needle() {}\n' }
    expect(await check(files, { target: 'src', pattern: 'needle' })).toEqual({
      status: 'fresh',
      reason: 'matched /needle/ in src/deep/er/b.ts',
    })
  })

  it('skips .git, node_modules and binary files in a folder search', async () => {
    const files = {
      'repo/.git/config': 'needle',
      'repo/node_modules/x/index.js': 'needle',
      'repo/image.bin': Buffer.concat([Buffer.from([0x89, 0x00, 0x01]), Buffer.from('needle')]),
      'repo/src/a.ts': 'hay',
    }
    expect(await check(files, { target: 'repo', pattern: 'needle' })).toEqual({
      status: 'stale',
      reason: 'no match for /needle/',
    })
  })

  it('searches a glob, and says when it matches no file', async () => {
    const files = { 'src/a.ts': 'hay', 'src/b.js': 'needle', 'src/sub/c.ts': 'needle' }
    expect(await check(files, { target: 'src/**/*.ts', pattern: 'needle' })).toEqual({
      status: 'fresh',
      reason: 'matched /needle/ in src/sub/c.ts',
    })
    expect(await check(files, { target: 'src/*.py', pattern: 'needle' })).toEqual({
      status: 'stale',
      reason: 'no files match src/*.py',
    })
  })

  it('a missing target is stale: missing', async () => {
    expect(await check({}, { target: 'scripts/batch.sh', pattern: 'x' })).toEqual({
      status: 'stale',
      reason: 'missing: scripts/batch.sh',
    })
  })

  it('an invalid pattern is stale: invalid pattern', async () => {
    const result = await check(script, { target: 'scripts/batch.sh', pattern: '(unclosed' })
    expect(result.status).toBe('stale')
    expect(result.reason).toMatch(/^invalid pattern: Invalid regular expression: .*Unterminated group/)
  })

  it('a file over the size limit is stale: too large to search', async () => {
    const files = { 'big.log': 'x'.repeat(2048), 'logs/big.log': 'needle'.repeat(400) }
    expect(await check(files, { target: 'big.log', pattern: 'x' }, { maxFileBytes: 1024 })).toEqual({
      status: 'stale',
      reason: 'too large to search: big.log',
    })
    expect(await check(files, { target: 'logs', pattern: 'needle' }, { maxFileBytes: 1024 })).toEqual({
      status: 'stale',
      reason: 'too large to search: logs/big.log',
    })
  })

  it('a target outside the root is refused, also through a glob', async () => {
    const outside = layout({ 'secret.txt': 'needle' })
    expect(await check({}, { target: join(outside, 'secret.txt'), pattern: 'needle' })).toEqual({
      status: 'stale',
      reason: `target outside root: ${join(outside, 'secret.txt')}`,
    })
    expect(await check({}, { target: '../*/secret.txt', pattern: 'needle' })).toEqual({
      status: 'stale',
      reason: 'target outside root: ../*/secret.txt',
    })
  })

  it('a FIFO is never opened', async () => {
    expect(await check({ pipe: { fifo: true } }, { target: 'pipe', pattern: 'x' })).toEqual({
      status: 'stale',
      reason: 'not a regular file: pipe',
    })
  })

  it.each([
    [{ target: 'a', patern: 'x' }, "grep: unknown option 'patern'"],
    [{ target: 'a' }, "grep: missing required option 'pattern'"],
    [{ target: 'a', pattern: '' }, "grep: 'pattern' must not be empty"],
    [{ pattern: 'x' }, "grep: missing required option 'target'"],
    [{ target: 'a', pattern: 'x', flags: 'g' }, "grep: 'flags' must be some of the letters i, m, s, u, each at most once"],
    [{ target: 'a', pattern: 'x', fixed: 'yes' }, "grep: 'fixed' must be true or false (true: the pattern is a literal string)"],
  ])('refuses bad options %j', async (options, detail) => {
    expect(await check({ a: 'x' }, options)).toEqual({ status: 'stale', reason: `invalid verify block: ${detail}` })
  })

  it('a catastrophic pattern times out and the run goes on', async () => {
    const root = layout({ 'big.txt': `${'a'.repeat(5000)}!\n`, 'ok.txt': 'fine\n' })
    const memory = (name: string, block: string) => memoryFromText(`/m/${name}.md`, `---\nverify:\n${block}\n---\n`)
    const started = Date.now()
    const reports = await verifyMemories(
      [
        memory('hostile', "  kind: grep\n  target: big.txt\n  pattern: '(a+)+$'\n  timeout: 0.5"),
        memory('normal', '  kind: grep\n  target: ok.txt\n  pattern: fine'),
        memory('normal-2', "  kind: grep\n  target: big.txt\n  pattern: 'a!'"),
      ],
      { root, memoryDir: root, registry: createRegistry([grep()]) },
    )
    expect(reports.map((r) => [r.name, r.status, r.reason])).toEqual([
      ['hostile', 'stale', 'pattern timed out after 0.5s'],
      ['normal', 'fresh', 'matched /fine/'],
      ['normal-2', 'fresh', 'matched /a!/'],
    ])
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

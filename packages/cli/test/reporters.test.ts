// What a report format reads and keeps of each memory's report is all it shows: the same bytes come out.
import type { MemoryReport } from '@claimcheck/core'
import { describe, expect, it } from 'vitest'
import { REPORTERS } from '../dist/reporters/index.js'

const check = (status: MemoryReport['status'], reason: string) => ({
  kind: 'grep',
  checker: '@claimcheck/checker-grep@1.0.0',
  status,
  reason,
  ms: 1.5,
})

const memories: MemoryReport[] = [
  {
    name: 'b-stale',
    file: '/root/memory/b-stale.md',
    description: 'what it says',
    type: 'project',
    modified: '2026-11-01T10:00:00.000Z',
    body: '',
    status: 'stale',
    reason: 'no match for /x/',
    checks: [check('stale', 'no match for /x/')],
  },
  {
    name: 'a-fresh\u001b[2J',
    file: '/root/memory/a-fresh.md',
    description: 'another',
    body: '',
    status: 'fresh',
    reason: 'matched /y/\nsecond line',
    checks: [check('fresh', 'matched /y/\nsecond line'), check('fresh', 'readable with content')],
  },
  {
    name: 'c-none',
    file: '/elsewhere/c-none.md',
    body: '',
    status: 'unverifiable',
    reason: 'no counterpart (judgement)',
    checks: [],
  },
]

const withoutMetadata = (memory: MemoryReport): MemoryReport => ({
  ...memory,
  description: undefined,
  type: undefined,
  modified: undefined,
})

describe('report formats keep what they show', () => {
  for (const [format, reporter] of Object.entries(REPORTERS)) {
    it(`${format}: the report of what it keeps is the report of whole memories`, () => {
      const run = { tool: { name: 'claimcheck', version: '1.0.0' }, root: '/root', memoryDir: '/root/memory' }
      // What the run reads (without metadata when the format shows none), then what it keeps.
      const read = reporter.metadata === false ? memories.map(withoutMetadata) : memories
      const kept = reporter.keep ? read.map(reporter.keep) : read
      for (const options of [
        { color: false, quiet: false },
        { color: true, quiet: false },
        { color: false, quiet: true },
      ]) {
        const whole = reporter({ ...run, memories }, options)
        expect(reporter({ ...run, memories: kept }, options)).toBe(whole)
        expect(whole).toContain('b-stale')
      }
    })
  }

  it('text keeps less than the whole report', () => {
    const kept = REPORTERS.text?.keep?.(memories[0] as MemoryReport)
    expect(kept).toMatchObject({ name: 'b-stale', file: '/root/memory/b-stale.md', status: 'stale' })
    expect(kept?.description).toBeUndefined()
    expect(kept?.checks).toEqual([])
  })
})

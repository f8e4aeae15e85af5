// Report formats are functions from a run's reports to text: tested on plain data.
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

const run = { tool: { name: 'claimcheck', version: '1.0.0' }, root: '/root', memoryDir: '/root/memory', memories }

describe('the text format (SPEC §6.1), from plain data', () => {
  it('one line a memory, control characters in its name or reason written out, then the summary', () => {
    expect(REPORTERS.text?.([run], { color: false, quiet: false })).toBe(
      [
        'STALE b-stale: no match for /x/',
        'OK    a-fresh\\e[2J: matched /y/\\nsecond line',
        'SKIP  c-none: no counterpart (judgement)',
        '',
        'fresh=1 stale=1 unverifiable=1',
        '',
      ].join('\n'),
    )
  })

  it('quiet: only what needs attention', () => {
    expect(REPORTERS.text?.([run], { color: false, quiet: true })).toBe(
      'STALE b-stale: no match for /x/\n\nfresh=1 stale=1 unverifiable=1\n',
    )
  })
})

describe('the json format (SPEC §6.1), from plain data', () => {
  it('names files relative to the root when inside it, and keeps each check with its checker', () => {
    const report = JSON.parse(REPORTERS.json?.([run], { color: false, quiet: false }) ?? '')
    expect(report.summary).toEqual({ total: 3, fresh: 1, stale: 1, unverifiable: 1, inferred: 0 })
    expect(report.memories.map((m: { file: string }) => m.file)).toEqual([
      'memory/b-stale.md',
      'memory/a-fresh.md',
      '/elsewhere/c-none.md',
    ])
    expect(report.memories[0]).toMatchObject({
      description: 'what it says',
      type: 'project',
      checks: [check('stale', 'no match for /x/')],
    })
  })
})

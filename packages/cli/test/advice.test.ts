// What the write-time hook tells the agent about a memory it just wrote: the claim found and the
// block to add, by suggest's rules (SPEC §8.6, §6.4).
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRegistry } from '@claimcheck/core'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { adviseChecks } from '../dist/lint/advice.js'
import { defaultCheckers } from '../dist/shipped-checkers.js'

afterAll(cleanLayouts)

const registry = createRegistry(defaultCheckers())

const advise = (root: string, name: string) =>
  adviseChecks(join(root, 'memory', name), { root, memoryDir: join(root, 'memory'), registry })

describe('adviseChecks (SPEC §8.6)', () => {
  it('a memory naming a file that exists gets the block to add', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'scripts/batch.sh': '#!/bin/sh\n',
      'memory/batch.md': '---\nname: batch\ndescription: the nightly batch\n---\nRun `scripts/batch.sh` nightly.\n',
    })
    const advice = await advise(root, 'batch.md')
    expect(advice?.block).toBe('verify:\n  kind: readable\n  target: scripts/batch.sh')
    expect(advice?.found).toContain('scripts/batch.sh')
  })

  it('several claims give a list; a feedback memory with none gets kind: none, marked a judgement', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'scripts/batch.sh': '#!/bin/sh\n',
      'src/order.ts': 'export function deriveBeforeClassify() {}\n',
      'memory/order.md':
        '---\nname: order\n---\nRun `scripts/batch.sh`; it calls `deriveBeforeClassify` in `src/order.ts`.\n',
      'memory/taste.md':
        '---\nname: taste\ntype: feedback\n---\nPrefer small commits.\n\n**Why:** `scripts/batch.sh` broke once.\n',
    })
    expect(await advise(root, 'order.md')).toEqual({
      found: 'names `deriveBeforeClassify` (in src/order.ts) and scripts/batch.sh',
      block:
        'verify:\n  - kind: grep\n    target: src/order.ts\n    pattern: deriveBeforeClassify\n    fixed: true\n  - kind: readable\n    target: scripts/batch.sh',
    })
    expect(await advise(root, 'taste.md')).toEqual({
      found: 'a feedback memory: a judgement',
      block: 'verify:\n  kind: none',
      judgement: true,
    })
  })

  it('a feedback memory that says nothing (frontmatter, no description, empty body) is not called a judgement', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'memory/blank.md': '---\nname: blank\nmetadata:\n  type: feedback\n---\n',
      'memory/spaces.md': '---\nname: spaces\ntype: user\n---\n\n   \n',
    })
    expect(await advise(root, 'blank.md')).toBeUndefined()
    expect(await advise(root, 'spaces.md')).toBeUndefined()
  })

  it('a folder tree drawn in a code block is no block of its own; the same file said in a sentence is', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'scripts/batch.sh': '#!/bin/sh\n',
      'memory/drawn.md': '---\nname: drawn\ntype: project\n---\nLayout:\n\n```\nscripts/\n└── batch.sh\n```\n',
      'memory/said.md': '---\nname: said\ntype: project\n---\nThe nightly run is `scripts/batch.sh`.\n',
    })
    expect(await advise(root, 'drawn.md')).toBeUndefined()
    expect((await advise(root, 'said.md'))?.block).toBe('verify:\n  kind: readable\n  target: scripts/batch.sh')
  })

  it('a memory already checked, or naming nothing checkable, gets no advice', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'scripts/batch.sh': '#!/bin/sh\n',
      'memory/checked.md':
        '---\nname: checked\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nRun `scripts/batch.sh`.\n',
      'memory/plain.md': '---\nname: plain\n---\nThe team prefers small commits.\n',
    })
    expect(await advise(root, 'checked.md')).toBeUndefined()
    expect(await advise(root, 'plain.md')).toBeUndefined()
  })
})

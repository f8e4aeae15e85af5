// "Nothing is checked" never looks like "all claims hold" (SPEC §6, §8.2): memories exist, none
// carries a check, and check and context say so once, with the next step.
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { emptyStateLine } from '../dist/lint/empty-state.js'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const UNCHECKED = {
  '.git/HEAD': 'x',
  'scripts/batch.sh': '#!/bin/sh\n',
  'memory/MEMORY.md': '- [batch](batch.md)\n- [taste](taste.md)\n- [notes](notes.md)\n',
  'memory/batch.md': '---\nname: batch\ndescription: the nightly batch\n---\nRun `scripts/batch.sh` nightly.\n',
  'memory/taste.md': '---\nname: taste\ntype: feedback\n---\nSmall commits.\n',
  'memory/notes.md': '---\nname: notes\n---\nThe team meets on Mondays.\n',
}

describe('the empty state speaks', () => {
  it('check says once, on stderr, that nothing was verified and how many suggest can give a check', async () => {
    const root = layout(UNCHECKED)
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stdout.endsWith('fresh=0 stale=0 unverifiable=3\n')).toBe(true)
    expect(result.stderr).toBe(
      "claimcheck: None of the 3 memories here carries a check, so nothing was verified: `claimcheck suggest` can propose checks for 1 of them, and the agent can add them as it writes (claimcheck's Claude Code plugin).\n",
    )
  })

  it('context hands the memories over with the same fact first', async () => {
    const root = layout(UNCHECKED)
    const result = await cli(['context', 'memory'], { cwd: root })
    expect(
      result.stdout.startsWith(
        '_None of the 3 memories here carries a check (no verify block), so none was verified. `claimcheck suggest` can propose checks for 1 of them; a memory written with a verify block is checked from then on._\n\n## batch\n',
      ),
    ).toBe(true)
  })

  it('is silent once one memory carries a check, and for memories all marked as judgements', async () => {
    const checked = layout({
      ...UNCHECKED,
      'memory/batch.md':
        '---\nname: batch\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nRun `scripts/batch.sh`.\n',
    })
    expect((await cli(['check', 'memory'], { cwd: checked })).stderr).toBe('')
    expect((await cli(['context', 'memory'], { cwd: checked })).stdout.startsWith('## batch\n')).toBe(true)
    const judged = layout({
      '.git/HEAD': 'x',
      'memory/a.md': '---\nname: a\nverify:\n  kind: none\n---\nA judgement.\n',
    })
    expect((await cli(['check', 'memory'], { cwd: judged })).stderr).toBe('')
  })

  it('the line the SessionStart hook adds, with and without a count', () => {
    expect(emptyStateLine({ memories: 12, proposable: 12 }, 'agent')).toBe(
      'None of the 12 memories here carries a check (no verify block), so none was verified. `claimcheck suggest` can propose checks for all 12; a memory written with a verify block is checked from then on.',
    )
    expect(emptyStateLine({ memories: 1 }, 'agent')).toBe(
      'The one memory here carries no check (no verify block), so none was verified. `claimcheck suggest` proposes checks for the claims it can hold to the project; a memory written with a verify block is checked from then on.',
    )
  })
})

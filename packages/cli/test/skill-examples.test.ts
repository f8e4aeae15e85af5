// The plugin's verify-blocks skill teaches by example: its example block and the concrete checks of
// its table run here against a project they describe, so the skill cannot drift from what works.
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const SKILL = readFileSync(new URL('../../../claude-plugin/skills/verify-blocks/SKILL.md', import.meta.url), 'utf8')

const PROJECT = {
  '.git/HEAD': 'x',
  'scripts/batch.sh': '#!/bin/sh\nderive_before_classify\n',
  'package.json': '{ "scripts": { "build:packs": "node build.mjs" }, "dependencies": { "zod": "^3.23.0" } }\n',
  Makefile: 'deploy: build\n\t./deploy.sh\n',
}

describe("the verify-blocks skill's examples hold against the project they describe", () => {
  it('the example memory is fresh', async () => {
    const example = /```yaml\n([\s\S]*?)```/.exec(SKILL)?.[1] as string
    const root = layout({ ...PROJECT, 'memory/nightly-batch.md': `${example}The batch derives first.\n` })
    const result = await cli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe('OK    nightly-batch: readable with content\n\nfresh=1 stale=0 unverifiable=0\n')
  })

  it('every check of the table written out in full is fresh', async () => {
    const rows = SKILL.split('\n').filter(
      (line) => line.startsWith('|') && /`target: [^`]+`.*`pattern: '[^`]+'`/.test(line),
    )
    const checks = rows.map((row) => {
      const target = /`target: ([^`]+)`/.exec(row)?.[1] as string
      const pattern = /`pattern: ('[^`]+')`/.exec(row)?.[1] as string
      const flags = /`flags: (\w+)`/.exec(row)?.[1]
      return `  - kind: grep\n    target: ${target}\n    pattern: ${pattern}\n${flags ? `    flags: ${flags}\n` : ''}`
    })
    expect(checks.length).toBe(3)
    const root = layout({ ...PROJECT, 'memory/table.md': `---\nname: table\nverify:\n${checks.join('')}---\nBody.\n` })
    expect((await cli(['check', 'memory'], { cwd: root })).stdout).toMatch(/^OK    table: matched /)
  })
})

// A `.git` another user made above the current folder (under a shared /tmp) does not make the
// folder theirs: their config never runs (SPEC §10), as git refuses a checkout of "dubious ownership".
import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const OTHER_USER = 65534
const isRoot = process.getuid?.() === 0

// Making a file another user owns needs root: CI runs this as root.
describe.runIf(isRoot)('a checkout another user laid above the current folder', () => {
  it('is not the root: its config does not run, and the folder is checked as its own project', async () => {
    const shared = layout({})
    chmodSync(shared, 0o1777)
    const marker = join(shared, 'ran')
    mkdirSync(join(shared, '.git'))
    writeFileSync(
      join(shared, 'claimcheck.config.mjs'),
      `import { writeFileSync } from 'node:fs'\nwriteFileSync(${JSON.stringify(marker)}, 'x')\nexport default {}\n`,
    )
    for (const path of [join(shared, '.git'), join(shared, 'claimcheck.config.mjs')])
      chownSync(path, OTHER_USER, OTHER_USER)
    const work = join(shared, 'alice', 'work')
    mkdirSync(join(work, '.claude', 'memory'), { recursive: true })
    writeFileSync(join(work, 'README.md'), 'hello\n')
    writeFileSync(
      join(work, '.claude', 'memory', 'readme.md'),
      '---\nname: readme\nverify:\n  kind: readable\n  target: README.md\n---\nThe README has content.\n',
    )
    const result = await cli(['check'], { cwd: work })
    expect(existsSync(marker)).toBe(false)
    expect(result.stdout).toContain('OK    readme: readable with content')
    expect(result.code).toBe(0)
  })

  it('a checkout of the user’s own, or root’s, above the folder is the root as before', async () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'README.md': 'hello\n',
      '.claude/memory/readme.md':
        '---\nname: readme\nverify:\n  kind: readable\n  target: README.md\n---\nThe README.\n',
      'sub/x.txt': 'x\n',
    })
    const result = await cli(['check'], { cwd: join(root, 'sub') })
    expect(result.stdout).toContain('OK    readme: readable with content')
  })
})

// The line CI formats point at is the memory's `verify:` line as the frontmatter parser found it
// (SPEC §6.1): never a line of the body, never a line of the file a symlink leads to.
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const STALE_CHECK = '  kind: grep\n  target: data.txt\n  pattern: absent\n'

describe('the line a CI format points at', () => {
  it('is the verify line of the frontmatter, under metadata too; line 1 for no frontmatter or a symlink', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'data.txt': 'content\n',
      'memory/a-top.md': `---\nname: top\ndescription: d\nverify:\n${STALE_CHECK}---\nBody.\n`,
      'memory/b-nested.md': `---\nname: nested\nmetadata:\n  type: project\n  verify:\n  ${STALE_CHECK.replace(/\n  /g, '\n    ')}---\nBody.\n`,
      'memory/c-plain.md': '# Notes\nverify: this is prose, not a check\n',
      'memory/d-late.md': `\n---\nname: late\nverify:\n${STALE_CHECK}---\nBody.\n`,
      'memory/e-link.md': { symlink: 'a-top.md' },
    })
    const result = await cli(['check', 'memory', '--format', 'github'], { cwd: root, env: { GITHUB_STEP_SUMMARY: '' } })
    expect(result.code).toBe(1)
    const lines = Object.fromEntries(
      [...result.stdout.matchAll(/^::\w+ file=memory\/([\w-]+)\.md,line=(\d+),/gm)].map(([, file, line]) => [
        file,
        Number(line),
      ]),
    )
    expect(lines).toEqual({ 'a-top': 4, 'b-nested': 5, 'c-plain': 1, 'd-late': 4, 'e-link': 1 })
  })
})

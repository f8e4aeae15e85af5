// The bin is one bundled script; what it loads at run time (the YAML engine, RE2, a worker for a
// long search, a config module) comes from outside the bundle. These tests run the bin's paths
// into each of them, which a missing or broken file would break.
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { runCli, slowSearch } from './run-cli.ts'

afterAll(cleanLayouts)

const topic = (verify: string) => `---\nname: topic\nverify:\n${verify}\n---\nbody\n`

describe('the bundled bin', () => {
  it('loads RE2 for a pattern that is not a literal', () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/build.ts': 'export function buildAll() {}\n',
      'memory/topic.md': topic('  kind: grep\n  target: src/build.ts\n  pattern: export function \\w+\\('),
    })
    const result = runCli(['check', 'memory'], { cwd: root })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toBe('OK    topic: matched /export function \\w+\\(/\n\nfresh=1 stale=0 unverifiable=0\n')
  })

  it('loads the full YAML engine for frontmatter the fast path leaves to it', () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'notes.txt': 'notes\n',
      'memory/flow.md': '---\nname: flow\nverify: { kind: readable, target: notes.txt }\n---\nbody\n',
    })
    expect(runCli(['check', 'memory'], { cwd: root }).stdout).toBe(
      'OK    flow: readable with content\n\nfresh=1 stale=0 unverifiable=0\n',
    )
  })

  it('moves a long search to a worker, which ends at the timeout', () => {
    const slow = slowSearch('timeout: 1')
    const root = layout({ '.git/HEAD': 'ref: refs/heads/main\n', ...slow.files, 'memory/slow.md': topic(slow.block) })
    const result = runCli(['check', 'memory'], { cwd: root })
    expect(result.stdout).toBe('STALE topic: timed out after 1s\n\nfresh=0 stale=1 unverifiable=0\n')
  })
})

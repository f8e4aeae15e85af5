// Real versions (SPEC §9.2, §9.3): the built CLI says the version its package.json gives, every report
// names each checker at the version of its package, the plugin is released with the CLI, and the first
// release is 1.x for every package.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { publishablePackages, REPO } from './workspace.ts'

const versions = new Map(publishablePackages().map((pkg) => [pkg.name, pkg.version]))
const bin = join(REPO, 'packages/cli/dist/bin.cjs')
const root = mkdtempSync(join(tmpdir(), 'claimcheck-versions-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

it('claimcheck --version prints the version of @claimcheck/cli', () => {
  const run = spawnSync(process.execPath, [bin, '--version'], { cwd: root, encoding: 'utf8' })
  expect(run).toMatchObject({ status: 0, stdout: `${versions.get('@claimcheck/cli')}\n`, stderr: '' })
})

it('a report names each checker at the version of its package', () => {
  mkdirSync(join(root, 'memory'))
  writeFileSync(join(root, 'notes.txt'), 'batch order\n')
  writeFileSync(
    join(root, 'memory/notes.md'),
    '---\nverify:\n  - kind: readable\n    target: notes.txt\n  - kind: grep\n    target: notes.txt\n    pattern: batch\n---\nB.\n',
  )
  writeFileSync(join(root, 'memory/taste.md'), '---\nverify:\n  kind: none\n---\nA judgement.\n')
  const run = spawnSync(process.execPath, [bin, 'check', 'memory', '--format', 'json'], { cwd: root, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  const checkers = JSON.parse(run.stdout).memories.flatMap((memory: { checks: Array<{ checker: string }> }) =>
    memory.checks.map((check) => check.checker),
  )
  expect(checkers).toEqual([
    `@claimcheck/checker-readable@${versions.get('@claimcheck/checker-readable')}`,
    `@claimcheck/checker-grep@${versions.get('@claimcheck/checker-grep')}`,
    `@claimcheck/core@${versions.get('@claimcheck/core')}`,
  ])
})

it('the Claude Code plugin is released at the version of the CLI it runs', () => {
  const plugin = JSON.parse(readFileSync(join(REPO, 'claude-plugin/.claude-plugin/plugin.json'), 'utf8'))
  expect(plugin.version).toBe(versions.get('@claimcheck/cli'))
})

it('every package is at a real version: the contract at 1.x, none below 1.0.0', () => {
  expect(versions.get('@claimcheck/contract')).toMatch(/^1\.\d+\.\d+$/)
  const below = [...versions].filter(([, version]) => /^0\./.test(version))
  expect(below).toEqual([])
})

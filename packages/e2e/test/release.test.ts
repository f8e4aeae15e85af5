// Releases: `changeset version` on a copy of the workspace's manifests bumps what the changesets
// name, writes changelogs, and keeps internal dependencies on `workspace:^`.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { publishablePackages, REPO } from './workspace.ts'

const copy = mkdtempSync(join(tmpdir(), 'claimcheck-release-'))
afterAll(() => rmSync(copy, { recursive: true, force: true }))

const manifest = (dir: string) => JSON.parse(readFileSync(join(copy, dir, 'package.json'), 'utf8'))

describe('changesets', () => {
  it('versions the packages a changeset names and writes their changelogs', () => {
    for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json']) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(REPO, file), join(copy, file))
    }
    const packages = publishablePackages()
    for (const pkg of [...packages, { dir: join(REPO, 'packages/e2e') }]) {
      const dir = relative(REPO, pkg.dir)
      mkdirSync(join(copy, dir), { recursive: true })
      cpSync(join(pkg.dir, 'package.json'), join(copy, dir, 'package.json'))
    }
    writeFileSync(
      join(copy, '.changeset/json-value-paths.md'),
      '---\n"claimcheck-checker-json-value": patch\n"@claimcheck/cli": patch\n---\n\nRead keys with dots.\n',
    )
    const before = manifest('packages/cli')
    const exampleBefore = manifest('examples/claimcheck-checker-json-value').version
    const e2eBefore = manifest('packages/e2e').version
    execFileSync(process.execPath, [join(REPO, 'node_modules/@changesets/cli/bin.js'), 'version'], {
      cwd: copy,
      stdio: ['ignore', 'pipe', 'pipe'],
    })

    const [major, minor, patch] = exampleBefore.split('.').map(Number)
    const bumped = `${major}.${minor}.${patch + 1}`
    expect(manifest('examples/claimcheck-checker-json-value').version).toBe(bumped)
    const cli = manifest('packages/cli')
    expect(cli.version).not.toBe(before.version)
    expect(cli.dependencies['@claimcheck/core']).toBe('workspace:^')
    expect(manifest('packages/core').version).toBe(packages.find((p) => p.name === '@claimcheck/core')?.version)
    expect(manifest('packages/e2e').version).toBe(e2eBefore)
    const changelog = readFileSync(join(copy, 'examples/claimcheck-checker-json-value/CHANGELOG.md'), 'utf8')
    expect(changelog).toBe(
      `# claimcheck-checker-json-value\n\n## ${bumped}\n\n### Patch Changes\n\n- Read keys with dots.\n`,
    )
  })
})

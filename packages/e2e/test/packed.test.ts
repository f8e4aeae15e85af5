// The published shape, end to end: the packed tarballs pass publint, install into a scratch
// project outside the workspace with npm, and the installed bin runs a third-party checker.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modulesLoadedBy } from '@claimcheck/testkit'
import { EVERY_KIND_REPORT, everyKindProject, statusServer } from './every-kind.ts'
import { packAll, pnpmCommand, publishablePackages, REPO } from './workspace.ts'

/** The example third-party checker's version, as its package.json says. */
const JSON_VALUE_VERSION = publishablePackages().find((pkg) => pkg.name === 'claimcheck-checker-json-value')?.version
let tarballs: Map<string, string>
let scratch: string

beforeAll(() => {
  tarballs = packAll()
  scratch = mkdtempSync(join(tmpdir(), 'claimcheck-scratch-'))
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }))
  const wanted = [
    '@claimcheck/cli',
    '@claimcheck/contract',
    '@claimcheck/core',
    '@claimcheck/checker-readable',
    '@claimcheck/checker-grep',
    '@claimcheck/checker-symlink-strict',
    '@claimcheck/checker-command',
    '@claimcheck/checker-http',
    'claimcheck-checker-json-value',
    'claimcheck-checker-git-tracked',
  ].map((name) => tarballs.get(name) as string)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...wanted], {
    cwd: scratch,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  // The folder pnpm packed into, with every tarball in it.
  const packed = tarballs?.values().next().value
  if (packed) rmSync(dirname(packed), { recursive: true, force: true })
})

it('npx claimcheck runs the installed bin', () => {
  const run = spawnSync('npx', ['--no-install', 'claimcheck', '--version'], { cwd: scratch, encoding: 'utf8' })
  expect(run.status).toBe(0)
  expect(run.stdout).toMatch(/^\d+\.\d+\.\d+\n$/)
})

function claimcheck(args: string[], input = '') {
  const run = spawnSync(join(scratch, 'node_modules/.bin/claimcheck'), args, { cwd: scratch, encoding: 'utf8', input })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

const topic = (verify: string) => `---\nverify:\n${verify}\n---\nBody.\n`

describe('publint', () => {
  it.each(publishablePackages().map((pkg) => [pkg.name, pkg.dir]))(
    '%s has no packaging problem',
    async (_name, dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const bytes = readFileSync(tarballs.get(manifest.name) as string)
      // A small Buffer shares its ArrayBuffer with others: hand publint exactly the tarball's bytes.
      const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
      const { messages } = await publint({ pack: { tarball }, level: 'suggestion', strict: true })
      expect(messages.map((message) => formatMessage(message, manifest) ?? message.code)).toEqual([])
    },
  )
})

describe('publishing', () => {
  it('pnpm -r publish --dry-run goes through every publishable package, each ready for provenance', () => {
    const [command, prefix] = pnpmCommand()
    const run = spawnSync(command, [...prefix, '-r', 'publish', '--dry-run', '--no-git-checks'], {
      cwd: REPO,
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    const output = `${run.stdout}${run.stderr}`
    for (const pkg of publishablePackages()) {
      expect(output).toContain(`Skip publishing ${pkg.name}@${pkg.version} (dry run)`)
      const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'))
      expect(manifest.publishConfig, pkg.name).toEqual({ access: 'public', provenance: true })
    }
  }, 180_000)
})

describe('where the packages come from', () => {
  const root = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'))

  it('every publishable package names the repository of the root package.json, with its folder', () => {
    const check = spawnSync(process.execPath, [join(REPO, 'scripts/package-metadata.mjs'), '--check'], {
      encoding: 'utf8',
    })
    expect(check.status, check.stderr).toBe(0)
    for (const pkg of publishablePackages()) {
      const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'))
      // npm refuses a provenance publish without repository.url.
      expect(manifest.repository, pkg.name).toEqual({ ...root.repository, directory: relative(REPO, pkg.dir) })
      expect(manifest.bugs, pkg.name).toEqual(root.bugs)
      expect(manifest.homepage, pkg.name).toMatch(/^https:\/\/github\.com\/.+#readme$/)
    }
  })

  it('the packed manifests carry them', () => {
    const installed = JSON.parse(readFileSync(join(scratch, 'node_modules/@claimcheck/cli/package.json'), 'utf8'))
    expect(installed.repository.url).toBe(root.repository.url)
  })
})

describe('installed from tarballs into a project outside the workspace', () => {
  it('runs a third-party checker the config enables and pins', () => {
    expect(scratch.startsWith(REPO)).toBe(false)
    mkdirSync(join(scratch, 'memory'), { recursive: true })
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022' } }),
    )
    writeFileSync(
      join(scratch, 'memory/strict-mode.md'),
      topic('  kind: json-value\n  target: tsconfig.json\n  path: compilerOptions.strict\n  equals: true'),
    )
    writeFileSync(
      join(scratch, 'memory/target.md'),
      topic('  kind: json-value\n  target: tsconfig.json\n  path: compilerOptions.target\n  equals: ES2020'),
    )
    writeFileSync(join(scratch, 'memory/readme.md'), topic('  kind: readable\n  target: package.json'))
    writeFileSync(
      join(scratch, 'claimcheck.config.yaml'),
      [
        'checkers:',
        "  - '@claimcheck/checker-readable'",
        '  - claimcheck-checker-json-value',
        'requires:',
        "  claimcheck-checker-json-value: '^1.0.0'",
        '',
      ].join('\n'),
    )
    const result = claimcheck(['check', 'memory'])
    expect(result.stdout).toBe(
      [
        'OK    readme: readable with content',
        'OK    strict-mode: compilerOptions.strict is true',
        'STALE target: compilerOptions.target is "ES2022", expected "ES2020"',
        '',
        'fresh=2 stale=1 unverifiable=0',
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(1)

    const listed = claimcheck(['checkers', '--format', 'json'])
    const jsonValue = JSON.parse(listed.stdout).checkers.find((c: { kind: string }) => c.kind === 'json-value')
    expect(jsonValue).toEqual({
      kind: 'json-value',
      package: 'claimcheck-checker-json-value',
      version: JSON_VALUE_VERSION,
      source: expect.stringContaining(join(scratch, 'node_modules/claimcheck-checker-json-value/')),
      description: 'The value at a path of a JSON or YAML file is still what the claim says.',
      url: 'https://www.npmjs.com/package/claimcheck-checker-json-value',
    })
  })

  it('runs a third-party checker that starts a program, in CI, where the config allows its line; it loads no second engine', () => {
    const repo = join(scratch, 'repo')
    mkdirSync(join(repo, 'memory'), { recursive: true })
    writeFileSync(join(repo, 'tracked.txt'), 'x\n')
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' })
    git('init', '-q')
    git('add', 'tracked.txt')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'x')
    writeFileSync(join(repo, 'memory/fixture.md'), topic('  kind: git-tracked\n  target: tracked.txt'))
    writeFileSync(
      join(repo, 'claimcheck.config.yaml'),
      "checkers: [[claimcheck-checker-git-tracked, { allow: ['git -c core.fsmonitor=false --literal-pathspecs ls-files --error-unmatch -- *'] }]]\n",
    )
    const bin = join(scratch, 'node_modules/@claimcheck/cli/dist/bin.cjs')
    const run = spawnSync(process.execPath, [bin, 'check', 'memory'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    })
    expect(run.stdout.split('\n')[0]).toBe('OK    fixture: tracked: tracked.txt')
    expect(run.status).toBe(0)

    // The same run, with every module Node resolves recorded: the checker brings the contract, never an engine.
    const code = `process.argv = [process.execPath, ${JSON.stringify(bin)}, 'check', 'memory']; await import(${JSON.stringify(pathToFileURL(bin).href)})`
    const loaded = modulesLoadedBy(code, repo)
    expect(loaded).toContainEqual(expect.stringContaining('node_modules/claimcheck-checker-git-tracked/dist/index.js'))
    expect(loaded).toContainEqual(expect.stringContaining('node_modules/@claimcheck/contract/dist/index.js'))
    expect(loaded.filter((url) => url.includes('@claimcheck/core'))).toEqual([])
  })

  it("the installed hook verifies in its own thread, with the project's checkers", () => {
    const payload = JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', cwd: scratch })
    const result = claimcheck(['context', 'memory', '--format', 'claude-hook'], payload)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).hookSpecificOutput).toEqual({
      hookEventName: 'SessionStart',
      additionalContext:
        'Memory \'target\' (target.md) failed verification: compilerOptions.target is "ES2022", expected "ES2020". Its content may be out of date.',
    })
  })

  it('runs an allowed command with the command checker it carries, and holds an unapproved one', () => {
    mkdirSync(join(scratch, 'commands'), { recursive: true })
    writeFileSync(join(scratch, 'commands/a.md'), topic('  kind: command\n  argv: [node, --version]\n  stdout: ^v\\d+'))
    writeFileSync(join(scratch, 'commands/b.md'), topic('  kind: command\n  target: touch planted.txt'))
    writeFileSync(
      join(scratch, 'claimcheck.config.yaml'),
      "checkers: [['@claimcheck/checker-command', { allow: ['node --version'] }]]\n",
    )
    const result = claimcheck(['check', 'commands'])
    expect(result.stdout.split('\n').slice(0, 2)).toEqual([
      'OK    a: exit 0',
      "STALE b: untrusted command: approve it with 'claimcheck trust' or list it in command.allow",
    ])
    expect(readdirSync(scratch)).not.toContain('planted.txt')
  })

  it('a pin the installed version does not satisfy fails with exit 2 naming both versions', () => {
    writeFileSync(
      join(scratch, 'claimcheck.config.yaml'),
      [
        'checkers:',
        '  - claimcheck-checker-json-value',
        'requires:',
        "  claimcheck-checker-json-value: '^2.0.0'",
        '',
      ].join('\n'),
    )
    const result = claimcheck(['check', 'memory'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    const named = `claimcheck: claimcheck.config.yaml: requires claimcheck-checker-json-value ^2.0.0, but version ${JSON_VALUE_VERSION} is loaded `
    expect(result.stderr.slice(0, named.length)).toBe(named)
  })

  it('a typed JS config imports defineConfig from @claimcheck/cli/config', () => {
    rmSync(join(scratch, 'claimcheck.config.yaml'))
    writeFileSync(
      join(scratch, 'claimcheck.config.mjs'),
      "import { defineConfig } from '@claimcheck/cli/config'\nexport default defineConfig({ checkers: ['claimcheck-checker-json-value'] })\n",
    )
    const result = claimcheck(['check', 'memory', '--format', 'json'])
    const report = JSON.parse(result.stdout)
    expect(report.summary).toEqual({ total: 3, fresh: 1, stale: 2, unverifiable: 0, inferred: 0 })
    expect(report.memories[0].reason).toBe(
      "no checker for kind 'readable' (enable @claimcheck/checker-readable in claimcheck.config)",
    )
    expect(report.memories[1].checks[0].checker).toBe(`claimcheck-checker-json-value@${JSON_VALUE_VERSION}`)
  })

  it('a CommonJS config requires defineConfig from @claimcheck/cli/config', () => {
    writeFileSync(
      join(scratch, 'claimcheck.config.cjs'),
      "const { defineConfig } = require('@claimcheck/cli/config')\nmodule.exports = defineConfig({ checkers: ['claimcheck-checker-json-value'] })\n",
    )
    const result = claimcheck(['check', 'memory', '--format', 'json', '--config', 'claimcheck.config.cjs'])
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout).memories[1].checks[0].checker).toBe(
      `claimcheck-checker-json-value@${JSON_VALUE_VERSION}`,
    )
    rmSync(join(scratch, 'claimcheck.config.cjs'))
  })

  it('ships the config schema, which a JSON config names as its $schema', () => {
    const schema = join(scratch, 'node_modules/@claimcheck/cli/schema/config.schema.json')
    expect(JSON.parse(readFileSync(schema, 'utf8')).title).toBe('claimcheck config')
    const resolved = spawnSync(process.execPath, ['-p', "require.resolve('@claimcheck/cli/config.schema.json')"], {
      cwd: scratch,
      encoding: 'utf8',
    })
    expect(resolved.stdout.trim()).toBe(schema)
    writeFileSync(
      join(scratch, 'claimcheck.config.json'),
      '{ "$schema": "./node_modules/@claimcheck/cli/schema/config.schema.json", "timeout": 5 }\n',
    )
    expect(claimcheck(['check', 'memory', '--format', 'json', '--config', 'claimcheck.config.json']).stderr).toBe('')
    rmSync(join(scratch, 'claimcheck.config.json'))
  })

  it('the installed bin is the very bundle the plugin, the Action and pre-commit run', () => {
    const dist = join(scratch, 'node_modules/@claimcheck/cli/dist')
    const plugin = join(REPO, 'claude-plugin/dist')
    const scripts = readdirSync(plugin).filter((name) => name.endsWith('.cjs'))
    expect(scripts.sort()).toEqual([
      'bin.cjs',
      'checker-command.cjs',
      'checker-http.cjs',
      'claimcheck.cjs',
      'import-module.cjs',
      'run-program.cjs',
    ])
    for (const name of scripts)
      expect({ name, same: readFileSync(join(dist, name)).equals(readFileSync(join(plugin, name))) }).toEqual({
        name,
        same: true,
      })
  })

  it('runs every first-party checker a config enables, command and http among them', async () => {
    const root = mkdtempSync(join(scratch, 'every-kind-'))
    const server = await statusServer()
    try {
      everyKindProject(root, server.url)
      const run = spawnSync(join(scratch, 'node_modules/.bin/claimcheck'), ['check', 'memory'], {
        cwd: root,
        encoding: 'utf8',
      })
      expect(run).toMatchObject({ status: 0, stdout: EVERY_KIND_REPORT, stderr: '' })
    } finally {
      server.stop()
    }
  })

  it('a config listing the default checkers, installed at the versions the CLI carries, runs the copies in its bundle', () => {
    const root = mkdtempSync(join(scratch, 'defaults-'))
    writeFileSync(
      join(root, 'claimcheck.config.yaml'),
      "checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-grep', '@claimcheck/checker-symlink-strict']\n",
    )
    const listed = spawnSync(join(scratch, 'node_modules/.bin/claimcheck'), ['checkers', '--format', 'json'], {
      cwd: root,
      encoding: 'utf8',
    })
    // Where each was loaded from: the installed CLI's own bundle.
    const program = realpathSync(join(scratch, 'node_modules/@claimcheck/cli/dist/claimcheck.cjs'))
    expect(JSON.parse(listed.stdout).checkers.map((c: { kind: string; source: string }) => [c.kind, c.source])).toEqual(
      [
        ['none', program],
        ['readable', program],
        ['grep', program],
        ['symlink-strict', program],
      ],
    )
    // Every module Node resolves for a run: no checker package, no contract or engine beside the bundle's.
    const bin = join(scratch, 'node_modules/@claimcheck/cli/dist/bin.cjs')
    const code = `process.argv = [process.execPath, ${JSON.stringify(bin)}, 'checkers']; await import(${JSON.stringify(pathToFileURL(bin).href)})`
    const loaded = modulesLoadedBy(code, root)
    expect(loaded).toContain(pathToFileURL(bin).href)
    expect(loaded.filter((url) => /\/node_modules\/@claimcheck\/(checker-|core|contract)/.test(url))).toEqual([])
  })

  it('without a config, lists the default checkers as carried in the bundle', () => {
    rmSync(join(scratch, 'claimcheck.config.mjs'))
    const listed = claimcheck(['checkers', '--format', 'json'])
    expect(listed.code).toBe(0)
    const sources = Object.fromEntries(
      JSON.parse(listed.stdout).checkers.map((c: { kind: string; source: string }) => [c.kind, c.source]),
    )
    const program = realpathSync(join(scratch, 'node_modules/@claimcheck/cli/dist/claimcheck.cjs'))
    expect(sources).toEqual({ none: program, readable: program, grep: program, 'symlink-strict': program })
  })
})

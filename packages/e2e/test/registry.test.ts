// Versions through a real registry (SPEC §9.2, §9.3): every package published to a local verdaccio
// at its version, with two versions of a third-party checker; the README's *Published* install lines
// run as written against it; a project pins the older checker, then the newer, and a pin the
// installed version does not meet stops the run; a third party installs the contract and the test
// kit from the registry alone and runs its checker's tests. Nothing is fetched from anywhere else.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installedDependencies, packInstalled, startRegistry, type LocalRegistry } from './local-registry.ts'
import { packAll, publishablePackages, REPO } from './workspace.ts'

const CHECKER = 'claimcheck-checker-json-value'
/** The older of the checker's two versions, published from a copy of the example with this version set. */
const OLDER = '1.0.0'
const packages = publishablePackages()
const versionOf = (name: string) => packages.find((pkg) => pkg.name === name)?.version as string
/** The newer: the example as this repository releases it. */
const NEWER = versionOf(CHECKER)
if (NEWER.startsWith('1.0.')) throw new Error(`${CHECKER} ${NEWER} is inside ~${OLDER}: pick an older version`)

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-registry-')))
let registry: LocalRegistry | undefined
let env: NodeJS.ProcessEnv
let tarballs: Map<string, string>
const project = join(scratch, 'project')

const npm = (args: string[], cwd: string) => spawnSync('npm', args, { cwd, env, encoding: 'utf8' })
const sh = (line: string, cwd: string) => spawnSync('sh', ['-c', line], { cwd, env, encoding: 'utf8' })
const claimcheck = (args: string[]) =>
  spawnSync('npx', ['--no-install', 'claimcheck', ...args], { cwd: project, env, encoding: 'utf8' })
/** The third party's own test run, in plain text. */
const vitest = (cwd: string) =>
  spawnSync('npx', ['--no-install', 'vitest', 'run'], {
    cwd,
    env: { ...env, FORCE_COLOR: undefined, NO_COLOR: '1' },
    encoding: 'utf8',
  })
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

beforeAll(async () => {
  registry = await startRegistry(join(scratch, 'registry'))
  env = registry.npmEnv(join(scratch, 'home'))
  tarballs = packAll()

  // What npm needs beside claimcheck's packages, published from this workspace's own install:
  // their dependencies, and vitest's for the test kit.
  const ours = (name: string) => packages.some((pkg) => pkg.name === name)
  const vitestDir = realpathSync(join(REPO, 'node_modules/vitest'))
  const needed = installedDependencies([...packages.map((pkg) => pkg.dir), vitestDir], ours)
  needed.set(`vitest@${readJson(join(vitestDir, 'package.json')).version}`, vitestDir)
  const mirrored = join(scratch, 'mirrored')
  mkdirSync(mirrored)
  for (const folder of needed.values())
    await registry.publishTarball(packInstalled(folder, mirrored), readJson(join(folder, 'package.json')))

  // The older checker first, so that the newer is `latest`, as publishing them in turn leaves it.
  const older = join(scratch, 'older')
  execFileSync('tar', ['-xzf', tarballs.get(CHECKER) as string, '-C', scratch])
  cpSync(join(scratch, 'package'), older, { recursive: true })
  rmSync(join(scratch, 'package'), { recursive: true })
  writeFileSync(
    join(older, 'package.json'),
    JSON.stringify({ ...readJson(join(older, 'package.json')), version: OLDER }),
  )
  await publish(older)
  const queue = packages.map((pkg) => tarballs.get(pkg.name) as string)
  // Two at a time: npm's start-up is most of a publish.
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await publish(next)
    }),
  )
}, 600_000)

/** `npm publish` as a maintainer runs it, without the provenance only CI can give. */
async function publish(what: string) {
  const child = spawn('npm', ['publish', what, '--provenance=false', '--ignore-scripts'], { cwd: scratch, env })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  child.stdout.resume()
  const code = await new Promise((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`npm publish ${what} failed: ${stderr}`)
}

afterAll(async () => {
  await registry?.stop()
  rmSync(scratch, { recursive: true, force: true })
  const packed = tarballs?.values().next().value
  if (packed) rmSync(dirname(packed), { recursive: true, force: true })
})

describe('the local registry', () => {
  it('listens on 127.0.0.1 and has no uplinks: a package it was not given is not found', () => {
    expect(new URL(registry?.url ?? '').hostname).toBe('127.0.0.1')
    expect(registry?.config).not.toMatch(/uplinks|proxy:/)
    const view = npm(['view', 'left-pad', 'version'], scratch)
    expect(view.status).not.toBe(0)
    expect(view.stderr).toContain('E404')
  })

  it('serves every package at its version, and both versions of the checker', async () => {
    const served = async (name: string) => {
      const response = await fetch(`${registry?.url}${name.replace('/', '%2f')}`)
      const document = (await response.json()) as { 'dist-tags': { latest: string }; versions: Record<string, unknown> }
      return { latest: document['dist-tags'].latest, versions: Object.keys(document.versions) }
    }
    for (const pkg of packages)
      expect(await served(pkg.name), pkg.name).toEqual({
        latest: pkg.version,
        versions: pkg.name === CHECKER ? [OLDER, NEWER] : [pkg.version],
      })
  })
})

/** The README Install section's *Published* commands: each line of a `sh` block after "*Published:*" in an item. */
function publishedLines(): string[] {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8')
  const start = readme.indexOf('\n## Install\n')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  return section.split(/\n- /).flatMap((item) => {
    const at = item.indexOf('*Published:*')
    if (at < 0) return []
    return [...item.slice(at).matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
      (block[1] as string)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
    )
  })
}

describe("the README's Published install lines, run as written against the registry", () => {
  const cli = versionOf('@claimcheck/cli')
  const elsewhere = join(scratch, 'elsewhere')
  /** Where each line runs and what it must leave. */
  const expected: Record<string, { cwd: string; then: (run: ReturnType<typeof sh>) => void }> = {
    'npm install --save-dev @claimcheck/cli': {
      cwd: project,
      then: () => {
        expect(readJson(join(project, 'node_modules/@claimcheck/cli/package.json')).version).toBe(cli)
        expect(readJson(join(project, 'package.json')).devDependencies).toEqual({ '@claimcheck/cli': `^${cli}` })
      },
    },
    'npx --no-install claimcheck init': {
      cwd: project,
      then: (run) => {
        expect(run.stdout).toContain('wrote claimcheck.config.json')
        expect(readJson(join(project, 'claimcheck.config.json')).$schema).toMatch(/config\.schema\.json$/)
      },
    },
    'npx -p @claimcheck/cli claimcheck check': {
      cwd: elsewhere,
      then: (run) => {
        expect(run.stdout).toBe('OK    notes: readable with content\n\nfresh=1 stale=0 unverifiable=0\n')
        expect(existsSync(join(elsewhere, 'node_modules'))).toBe(false)
      },
    },
    'npm install --global @claimcheck/cli': {
      cwd: elsewhere,
      then: () => {
        const global = join(env.HOME as string, 'global/bin/claimcheck')
        expect(spawnSync('sh', ['-c', 'command -v claimcheck'], { env, encoding: 'utf8' }).stdout.trim()).toBe(global)
        expect(spawnSync('claimcheck', ['--version'], { env, encoding: 'utf8' }).stdout).toBe(`${cli}\n`)
      },
    },
  }

  it('are the lines this test knows how to judge', () => {
    expect(publishedLines()).toEqual(Object.keys(expected))
  })

  it.each(publishedLines().map((line) => [line]))('%s', (line) => {
    const step = expected[line]
    if (!step) throw new Error(`a Published line this test does not judge: ${line}`)
    mkdirSync(project, { recursive: true })
    if (!existsSync(join(project, 'package.json')))
      writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'project', private: true }))
    mkdirSync(join(elsewhere, 'memory'), { recursive: true })
    writeFileSync(join(elsewhere, 'notes.txt'), 'x\n')
    writeFileSync(join(elsewhere, 'memory/notes.md'), '---\nverify:\n  kind: readable\n  target: notes.txt\n---\nN.\n')
    const run = sh(line, step.cwd)
    expect(run.status, run.stderr).toBe(0)
    step.then(run)
  })
})

describe('a pin on a third-party checker, through the registry', () => {
  const config = (range: string) =>
    writeFileSync(
      join(project, 'claimcheck.config.json'),
      JSON.stringify({ memoryDir: 'memory', checkers: [CHECKER], requires: { [CHECKER]: range } }, null, 2),
    )
  const install = (range: string) => {
    const run = npm(['install', '--save-dev', `${CHECKER}@${range}`], project)
    expect(run.status, run.stderr).toBe(0)
  }
  const checkerOfRun = () => {
    const run = claimcheck(['check', '--format', 'json'])
    expect(run.status, run.stderr).toBe(0)
    const report = JSON.parse(run.stdout)
    expect(report.memories.map((memory: { status: string }) => memory.status)).toEqual(['fresh'])
    return report.memories[0].checks[0].checker
  }

  it(`pinned to ~${OLDER}: the older version is installed, and the report names it`, () => {
    mkdirSync(join(project, 'memory'), { recursive: true })
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }))
    writeFileSync(
      join(project, 'memory/strict-mode.md'),
      `---\nverify:\n  kind: json-value\n  target: tsconfig.json\n  path: compilerOptions.strict\n  equals: true\n---\nStrict.\n`,
    )
    config(`~${OLDER}`)
    install(`~${OLDER}`)
    expect(readJson(join(project, 'node_modules', CHECKER, 'package.json')).version).toBe(OLDER)
    expect(checkerOfRun()).toBe(`${CHECKER}@${OLDER}`)
  })

  it(`the pin moved to ~${NEWER} and the newer installed: the report names it`, () => {
    config(`~${NEWER}`)
    install(`~${NEWER}`)
    expect(checkerOfRun()).toBe(`${CHECKER}@${NEWER}`)
  })

  it('a pin the installed version does not meet stops the run with exit 2, naming both versions', () => {
    config(`~${OLDER}`)
    const run = claimcheck(['check', '--format', 'json'])
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    const named = `claimcheck: claimcheck.config.json: requires ${CHECKER} ~${OLDER}, but version ${NEWER} is loaded `
    expect(run.stderr.slice(0, named.length)).toBe(named)
  })

  it('the peer range each checker puts on the contract is met by the contract npm installed', () => {
    const contract = readJson(join(project, 'node_modules/@claimcheck/contract/package.json')).version
    expect(contract).toBe(versionOf('@claimcheck/contract'))
    const listed = npm(['ls', '--all', '--json'], project)
    expect(listed.status, listed.stdout + listed.stderr).toBe(0)
    expect(JSON.parse(listed.stdout).problems).toBeUndefined()
  })
})

describe('the test kit, installed from the registry alone', () => {
  const author = join(scratch, 'claimcheck-checker-not-empty')
  const checker = `import { CHECKER_API_VERSION, strictOptions, targetString } from '@claimcheck/contract'

export default function notEmpty() {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'not-empty',
    meta: { name: 'claimcheck-checker-not-empty', version: '0.1.0', docs: { description: 'A file a memory names still has text.' } },
    options: strictOptions({ target: targetString }),
    async check({ target }, ctx) {
      const path = await ctx.resolveTarget(target)
      const info = await ctx.files.stat(path)
      if (info?.type !== 'file') return { status: 'stale', reason: \`missing: \${target}\` }
      const { text } = await ctx.files.read(path, 4096)
      return text.trim() ? { status: 'fresh', reason: 'has text' } : { status: 'stale', reason: \`empty: \${target}\` }
    },
  }
}
`
  const suite = (freshReason: string) => `import { testChecker } from '@claimcheck/testkit'
import notEmpty from '../src/index.js'

testChecker(notEmpty, {
  fresh: [{ files: { 'a.txt': 'hello' }, options: { target: 'a.txt' }, reason: ${JSON.stringify(freshReason)} }],
  stale: [
    { files: { 'b.txt': '  ' }, options: { target: 'b.txt' }, reason: 'empty: b.txt' },
    { options: { target: 'gone.txt' }, reason: 'missing: gone.txt' },
  ],
  invalid: [{ options: { targt: 'a.txt' }, reason: "unknown option 'targt'" }],
})
`

  it('a third party installs the contract, the kit and vitest from the registry, and its suite passes', () => {
    mkdirSync(join(author, 'src'), { recursive: true })
    mkdirSync(join(author, 'test'), { recursive: true })
    writeFileSync(
      join(author, 'package.json'),
      JSON.stringify({ name: 'claimcheck-checker-not-empty', version: '0.1.0', type: 'module', private: true }),
    )
    writeFileSync(join(author, 'src/index.js'), checker)
    writeFileSync(join(author, 'test/not-empty.test.js'), suite('has text'))
    const installed = npm(['install', '--save-dev', '@claimcheck/contract', '@claimcheck/testkit', 'vitest'], author)
    expect(installed.status, installed.stderr).toBe(0)
    for (const name of ['@claimcheck/contract', '@claimcheck/testkit', '@claimcheck/core'])
      expect(readJson(join(author, 'node_modules', name, 'package.json')).version, name).toBe(versionOf(name))

    const run = vitest(author)
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/Tests\s+\d+ passed/)
    expect(run.stdout).not.toContain('failed')
  })

  it('and a case the checker does not meet fails it', () => {
    writeFileSync(join(author, 'test/not-empty.test.js'), suite('has words'))
    const run = vitest(author)
    expect(run.status).toBe(1)
    expect(run.stdout + run.stderr).toMatch(/1 failed/)
  })
})

describe('nothing left the machine', () => {
  it('every request npm made went to the local registry, which answered them all itself', () => {
    const logs = join(env.HOME as string, 'npm-cache/_logs')
    const fetched = readdirSync(logs).flatMap((file) =>
      [...readFileSync(join(logs, file), 'utf8').matchAll(/ http fetch \w+ \d+ (\S+)/g)].map(
        (match) => match[1] as string,
      ),
    )
    expect(fetched.length).toBeGreaterThan(50)
    expect(fetched.filter((url) => !url.startsWith(registry?.url ?? ''))).toEqual([])
    expect(registry?.requests().length).toBeGreaterThan(50)
  })
})

// The bin runs one bundled program with a code cache; what it loads at run time (the YAML engine,
// RE2, a worker for a long search, a config module) comes from outside the bundle. These tests run
// the bin's paths into each of them, which a missing or broken file would break.
import { spawnSync } from 'node:child_process'
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { BIN, runCli, slowSearch } from './run-cli.ts'
import {
  bundleBuild,
  cacheFileName,
  compileBundle,
  loadProgram,
  runBundle,
  runtimeTag,
} from '../dist/program-loader.js'

afterAll(cleanLayouts)

const PRUNE = fileURLToPath(new URL('../scripts/prune-caches.mjs', import.meta.url))

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

  it('says which file is missing when the program is not beside it', () => {
    const folder = layout({})
    copyFileSync(BIN, join(folder, 'bin.cjs'))
    const run = spawnSync(process.execPath, [join(folder, 'bin.cjs'), '--version'], { encoding: 'utf8' })
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      `claimcheck: internal error: ${join(folder, 'claimcheck.cjs')} is missing: reinstall or rebuild @claimcheck/cli\n`,
    )
    expect(run.status).toBe(2)
  })

  describe('the program and its code cache', () => {
    const dist = new URL('../dist/', import.meta.url)
    /** A folder holding the built bundle, changed by `edit`, and its cache unless `withoutCache`. */
    function copyOfBundle(edit: (source: string) => string, withoutCache = false): URL {
      const folder = layout({})
      const source = readFileSync(new URL('claimcheck.cjs', dist), 'utf8')
      writeFileSync(join(folder, 'claimcheck.cjs'), edit(source))
      for (const name of readdirSync(dist)) {
        if (!withoutCache && name.endsWith('.cache')) copyFileSync(new URL(name, dist), join(folder, name))
      }
      return pathToFileURL(`${folder}/`)
    }

    /** The Node that made the cache (`node <version> <platform>-<arch>`): no other is offered it. */
    const madeBy = bundleBuild(readFileSync(new URL('claimcheck.cjs', dist), 'utf8'))?.runtime
    const sameNode = madeBy === runtimeTag()

    it('the bin runs the bundle with the code cache its build made, on the Node that made it', async () => {
      expect(madeBy).toMatch(/^node v\d+/)
      const program = await loadProgram()
      // Another Node refuses the cache; the script is then compiled as usual.
      expect(program.loadedWith).toBe(sameNode ? 'code cache' : 'bundle')
      expect(typeof program.main).toBe('function')
    })

    /** The bundle in `folder` compiled; it must be there. */
    function compiled(folder: URL) {
      const bundle = compileBundle(folder)
      if (!bundle) throw new Error(`no bundle in ${folder.href}`)
      return bundle
    }

    it('without its cache the bundle is compiled as usual and runs', async () => {
      const bundle = compiled(copyOfBundle((source: string) => source, true))
      expect(bundle.cached).toBe(false)
      const { main } = runBundle(bundle.script, bundle.file)
      const out: string[] = []
      const io = { cwd: tmpdir(), env: {}, stdout: (t: string) => out.push(t), stderr: () => {}, warn: () => {} }
      expect(
        await main(['--version'], {
          ...io,
          readInput: async () => '',
          stdoutIsTTY: false,
          stdinIsTTY: false,
          ask: async () => undefined,
        }),
      ).toBe(0)
      expect(out.join('')).toMatch(/^\d+\.\d+\.\d+\n$/)
    })

    it('a cache made by another Node release is not offered to this one', () => {
      // Two releases of one engine version may accept each other's cache and then crash: the
      // build line names the release, platform and architecture, and only that one uses the cache.
      const otherRelease = (source: string) =>
        source.replace(/\(node v[\d.]+ (\S+)\)\n$/, (_, where: string) => `(node v20.19.0 ${where})\n`)
      const bundle = compiled(copyOfBundle(otherRelease))
      expect(bundle.cached).toBe(false)
      expect(bundle.script.cachedDataRejected).toBeUndefined()
    })

    it('packing keeps only the cache its bundle names', () => {
      // As turbo leaves dist/ after restoring an earlier build over a later one.
      const folder = copyOfBundle((source) => source)
      const kept = cacheFileName(bundleBuild(readFileSync(new URL('claimcheck.cjs', folder), 'utf8'))?.id ?? '')
      writeFileSync(new URL('claimcheck-0123456789abcdef.cache', folder), 'stale')
      writeFileSync(new URL('notes.cache', folder), 'not a code cache')
      const run = spawnSync(process.execPath, [PRUNE, fileURLToPath(folder)], { encoding: 'utf8' })
      expect(run).toMatchObject({ status: 0, stderr: '' })
      expect(run.stdout).toBe(`prune-caches: removed claimcheck-0123456789abcdef.cache (the bundle names ${kept})\n`)
      expect(readdirSync(folder).sort()).toEqual(['claimcheck.cjs', kept, 'notes.cache'].sort())
    })

    it('packing refuses a bundle without its build line, and removes nothing', () => {
      const folder = copyOfBundle((source) => source.slice(0, source.lastIndexOf('\n// claimcheck build ')))
      const before = readdirSync(folder).sort()
      const run = spawnSync(process.execPath, [PRUNE, fileURLToPath(folder)], { encoding: 'utf8' })
      expect(run.status).toBe(1)
      expect(run.stderr).toBe(
        `prune-caches: ${join(fileURLToPath(folder), 'claimcheck.cjs')} has no build line; build the package again\n`,
      )
      expect(readdirSync(folder).sort()).toEqual(before)
    })

    it('a cache made for other source is refused', () => {
      expect(compiled(copyOfBundle((source) => source)).cached).toBe(sameNode)
      expect(compiled(copyOfBundle((source) => source.replace('(function (', '(function  ('))).cached).toBe(false)
    })
  })
})

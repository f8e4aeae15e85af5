// The bin is one bundled module; the worker threads it may start are bundled beside it. These
// tests run the bin's paths into those threads, which a missing or broken file would break.
import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { MessageChannel, Worker } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { BIN, runCli } from './run-cli.ts'
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
  it('matches a pattern that could backtrack in its matching thread', () => {
    const root = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/build.ts': 'export function buildAll() {}\n',
      'memory/topic.md': topic('  kind: grep\n  target: src/build.ts\n  pattern: export function \\w+\\('),
    })
    const result = runCli(['check', 'memory'], { cwd: root })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toBe('OK    topic: matched /export function \\w+\\(/\n\nfresh=1 stale=0 unverifiable=0\n')
  })

  it('has its reading thread beside it, answering as the run expects', async () => {
    const list = '---\nverify:\n  - kind: none\n---\n'
    const root = layout({ 'memory/a.md': '---\nname: a\n---\nbody\n', 'memory/b.md': list })
    const files = ['a.md', 'b.md', 'gone.md'].map((name) => join(root, 'memory', name))
    const { port1, port2 } = new MessageChannel()
    const worker = new Worker(new URL('../dist/memory-reader.js', import.meta.url), {
      workerData: {
        files: files.join('\0'),
        bodies: true,
        chunkFiles: 256,
        counters: new SharedArrayBuffer(8),
        port: port2,
      },
      transferList: [port2],
    })
    try {
      const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error))
      const [chunk] = await Promise.race([once(port1, 'message'), failed])
      // A plain mapping is parsed there; a list is left to the main thread, as bytes.
      expect(JSON.parse(chunk.parsed)).toEqual([
        {
          name: 'a',
          body: 'body\n',
          verify: { kind: 'verdict', result: { status: 'unverifiable', reason: 'no verify block' } },
        },
        0,
        0,
      ])
      expect(Buffer.from(chunk.bytes).toString('utf8', 0, chunk.ends[2])).toBe(list)
      expect(chunk.problems).toEqual([[2, { code: 'ENOENT' }]])
    } finally {
      port1.close()
      await worker.terminate()
    }
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
      expect(await main(['--version'], { ...io, readInput: async () => '', stdoutIsTTY: false })).toBe(0)
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

// Loads the program the bin runs. A build bundles it into one script (dist/claimcheck.cjs) and
// keeps the engine's compiled code for it (dist/claimcheck-<build>.cache): compiled once at
// build time, it is not compiled again at every start. The engine refuses a cache made by another
// version of itself or for other source; the cache is offered only to the very Node release,
// platform and architecture that made it, since two releases of one V8 version can accept each
// other's cache and then crash (Node 20.19 on a cache from 20.20 did). The build
// bundles this loader and the bin into dist/bin.cjs, a CommonJS script (see scripts/bundle.mjs).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

type Program = typeof import('./program.js')

/** How the program was loaded: from the bundle with its code cache, or the bundle alone. */
export type LoadedWith = 'code cache' | 'bundle'

/** The line a build ends the bundle with: it names the cache made for exactly this source. */
export const BUILD_MARK = '\n// claimcheck build '

/** The Node that runs this, as the build line records the one that made the cache. */
export const runtimeTag = () => `node ${process.version} ${process.platform}-${process.arch}`

/** The name of the code cache made for build `id`. */
export const cacheFileName = (id: string) => `claimcheck-${id}.cache`

/** What a file name is when it is a code cache of some build. */
export const CACHE_FILE = /^claimcheck-[0-9a-f]{16}\.cache$/

/** The build a bundle's last line names, and the Node that made its cache; undefined without one. */
export function bundleBuild(source: string): { id: string; runtime: string } | undefined {
  const mark = source.lastIndexOf(BUILD_MARK)
  // `// claimcheck build <id> (node <version> <platform>-<arch> that made the cache)`
  const line = mark === -1 ? '' : source.slice(mark + BUILD_MARK.length).trimEnd()
  const build = /^([0-9a-f]{16}) \((.*)\)$/.exec(line)
  return build ? { id: build[1] as string, runtime: build[2] as string } : undefined
}

/** The arguments the bundle's wrapper function takes (see scripts/bundle.mjs). */
export type BundleWrapper = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  __filename: string,
  __dirname: string,
  importMetaUrl: string,
  claimcheckImport: (url: string) => Promise<unknown>,
) => void

/** The bundle compiled, with or without its code cache; undefined when there is no bundle. */
export function compileBundle(directory: URL): { script: vm.Script; file: URL; cached: boolean } | undefined {
  const file = new URL('claimcheck.cjs', directory)
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  const build = bundleBuild(source)
  let cachedData: Buffer | undefined
  try {
    if (build?.runtime === runtimeTag()) cachedData = readFileSync(new URL(cacheFileName(build.id), directory))
  } catch {
    cachedData = undefined
  }
  const script = new vm.Script(source, { filename: fileURLToPath(file), cachedData })
  return { script, file, cached: cachedData !== undefined && !script.cachedDataRejected }
}

/** Runs the compiled bundle and returns what it exports. */
export function runBundle(script: vm.Script, file: URL): Program {
  const module = { exports: {} }
  const filename = fileURLToPath(file)
  const wrapper = script.runInThisContext() as BundleWrapper
  wrapper(
    module.exports,
    createRequire(file),
    module,
    filename,
    dirname(filename),
    file.href,
    // A config or a checker is imported by this module, for the script (see import-module.ts).
    (url) => import(url),
  )
  return module.exports as Program
}

export async function loadProgram(): Promise<Program & { loadedWith: LoadedWith }> {
  const bundle = compileBundle(new URL('./', import.meta.url))
  if (!bundle) {
    throw new Error(
      `${fileURLToPath(new URL('claimcheck.cjs', import.meta.url))} is missing: reinstall or rebuild @claimcheck/cli`,
    )
  }
  return { ...runBundle(bundle.script, bundle.file), loadedWith: bundle.cached ? 'code cache' : 'bundle' }
}

// Builds the one self-contained CLI that the Claude Code plugin and the GitHub Action run
// (claude-plugin/dist/bin.cjs), with the default checkers, and puts the RE2 engine it loads at run
// time beside it: Claude Code installs no dependencies of a plugin from pnpm. The result is
// committed; packages/e2e/test/plugin.test.ts fails when it is not what this script makes.
// Usage: node scripts/build-plugin.mjs [OUT_DIR] (default claude-plugin/dist)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const cli = join(repo, 'packages/cli')
const { build } = createRequire(join(cli, 'package.json'))('esbuild')
const out = resolve(process.argv[2] ?? join(repo, 'claude-plugin/dist'))

/** Packages the sources load lazily with createRequire: bundled too, still loaded only when asked for. */
const LAZY = ['js-yaml', 'semver', 'import-meta-resolve']
/**
 * Packages loaded by file at run time, kept beside the bundle with what they depend on: the RE2
 * engine (a worker thread loads it by its path) and gray-matter (whose own YAML engine claimcheck
 * replaces by its path, so that it never runs).
 */
const BESIDE = [
  ['re2js', join(repo, 'packages/core')],
  ['gray-matter', join(repo, 'packages/core')],
]

// `createRequire(import.meta.url)(name)` cannot be followed by a bundler; here it is answered from
// the bundle for the packages above, and by Node for the rest (builtins, and re2js, kept beside).
const lazyRequire = {
  name: 'lazy-require',
  setup(build) {
    build.onResolve({ filter: /^(node:)?module$/ }, (args) => {
      // The shim itself, and the packages, use Node's own.
      if (args.namespace === 'claimcheck' || args.importer.includes('/node_modules/'))
        return { path: 'node:module', external: true }
      return { path: 'lazy-module', namespace: 'claimcheck' }
    })
    build.onLoad({ filter: /^lazy-module$/, namespace: 'claimcheck' }, () => ({
      resolveDir: cli,
      contents: `
        const real = require('node:module')
        const bundled = { ${LAZY.map((name) => `'${name}': () => require('${name}')`).join(', ')} }
        module.exports = {
          ...real,
          createRequire(url) {
            const fallback = real.createRequire(url)
            const load = (id) => (bundled[id] ? bundled[id]() : fallback(id))
            load.resolve = fallback.resolve
            load.cache = fallback.cache
            return load
          },
        }
      `,
    }))
  },
}

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
await build({
  // Paths in the bundle's comments are relative to the repository, wherever this runs from.
  absWorkingDir: repo,
  entryPoints: [join(cli, 'src/standalone.ts')],
  outfile: join(out, 'bin.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  mainFields: ['module', 'main'],
  external: ['re2js'],
  plugins: [lazyRequire],
  define: { 'import.meta.url': 'importMetaUrl' },
  banner: { js: "#!/usr/bin/env node\nconst importMetaUrl = require('node:url').pathToFileURL(__filename).href" },
  legalComments: 'eof',
  logLevel: 'warning',
})

/** The folder of package `name` as `fromDir` resolves it. */
function packageDir(name, fromDir) {
  let dir = dirname(createRequire(join(fromDir, 'package.json')).resolve(name))
  while (
    !existsSync(join(dir, 'package.json')) ||
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name
  )
    dir = dirname(dir)
  return dir
}

/** Copies a package and its dependencies into `nodeModules`, nesting a dependency whose version differs. */
function copyTree(name, fromDir, nodeModules) {
  const source = packageDir(name, fromDir)
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
  const target = join(nodeModules, name)
  if (existsSync(target)) {
    const there = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'))
    if (there.version === manifest.version) return
    throw new Error(`two versions of ${name} beside the bundle: ${there.version} and ${manifest.version}`)
  }
  const files = manifest.files ?? ['.']
  mkdirSync(target, { recursive: true })
  cpSync(join(source, 'package.json'), join(target, 'package.json'))
  for (const entry of [...files, 'LICENSE', 'LICENSE.md', 'license']) {
    const from = join(source, entry)
    if (existsSync(from) && !entry.includes('node_modules'))
      cpSync(from, join(target, entry), {
        recursive: true,
        dereference: true,
        filter: (path) => !path.slice(source.length).includes('node_modules'),
      })
  }
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    const depSource = packageDir(dependency, source)
    const depVersion = JSON.parse(readFileSync(join(depSource, 'package.json'), 'utf8')).version
    const flat = join(nodeModules, dependency, 'package.json')
    const clash = existsSync(flat) && JSON.parse(readFileSync(flat, 'utf8')).version !== depVersion
    copyTree(dependency, source, clash ? join(target, 'node_modules') : nodeModules)
  }
}

for (const [name, from] of BESIDE) copyTree(name, from, join(out, 'node_modules'))

// Puts the CLI's one bundle (the scripts in packages/cli/dist: bin.cjs, claimcheck.cjs and what it
// loads beside it, every first-party checker) into the Claude Code plugin, which the GitHub Action
// and pre-commit run too, with the RE2 engine it loads at run time beside it: Claude Code installs
// no dependencies of a plugin from pnpm.
// The result is committed; packages/e2e/test/plugin.test.ts fails when it is not what this script
// makes. Run after the build (`pnpm build:plugin` does both).
// Usage: node scripts/build-plugin.mjs [OUT_DIR] (default claude-plugin/dist)
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const cli = join(repo, 'packages/cli')
const out = resolve(process.argv[2] ?? join(repo, 'claude-plugin/dist'))

/**
 * Loaded by name at run time, kept beside the bundle: the RE2 engine, which a worker thread loads by
 * its path, and picomatch, which the glob walker requires when it is there: missing beside the
 * bundle, Node would look for it up the plugin's folders and in `~/.node_modules`, where another
 * user may put one (a home under /tmp).
 */
const BESIDE = [
  ['re2js', join(repo, 'packages/core')],
  ['picomatch', cli],
]

// The one bundle every channel runs, as the CLI's build made it (packages/cli/scripts/bundle.mjs).
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
for (const file of readdirSync(join(cli, 'dist')).filter((name) => name.endsWith('.cjs')))
  cpSync(join(cli, 'dist', file), join(out, file))

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

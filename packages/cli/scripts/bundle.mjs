// Bundles what the bin runs into one script, dist/claimcheck.cjs, and the engine's compiled code
// for it, dist/claimcheck-<build>.cache, made by running the example memory through it. A run then reads one file and compiles almost
// nothing instead of resolving, reading and compiling about sixty-five modules (see
// docs/performance.md). The library entry points stay as TypeScript built them.
import { createHash } from 'node:crypto'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { BUILD_MARK, CACHE_FILE, cacheFileName, compileBundle, runBundle, runtimeTag } from '../dist/program-loader.js'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const src = fileURLToPath(new URL('../src/', import.meta.url))
const repo = fileURLToPath(new URL('../../../', import.meta.url))

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  // ES module builds first: some packages' main entry is a UMD wrapper whose requires cannot be followed.
  mainFields: ['module', 'main'],
  // Loaded at run time, only when a frontmatter needs the full YAML engine or a pattern RE2.
  external: ['gray-matter', 'js-yaml', 're2js'],
}

// The program, as a script: a function the loader calls with what a module would have.
const program = await build({
  ...common,
  entryPoints: [join(src, 'program.ts')],
  format: 'cjs',
  write: false,
  define: { 'import.meta.url': 'importMetaUrl' },
})
const code = `(function (exports, require, module, __filename, __dirname, importMetaUrl, claimcheckImport) {\n${program.outputFiles[0].text}\n})`
const buildId = createHash('sha256').update(code).digest('hex').slice(0, 16)
for (const name of readdirSync(dist)) if (CACHE_FILE.test(name)) rmSync(join(dist, name))
writeFileSync(join(dist, 'claimcheck.cjs'), `${code}${BUILD_MARK}${buildId} (${runtimeTag()})\n`)

// The bin and the loader, as a CommonJS script: Node starts one without setting up its ES module
// loader (some milliseconds), which only a config or checker module then needs.
await build({
  ...common,
  entryPoints: [join(src, 'bin.ts')],
  format: 'cjs',
  outfile: join(dist, 'bin.cjs'),
  define: { 'import.meta.url': 'importMetaUrl' },
  banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href" },
})

// `defineConfig` for a claimcheck.config.cjs, which must `require('@claimcheck/cli/config')`.
await build({
  ...common,
  entryPoints: [join(src, 'config', 'define.ts')],
  format: 'cjs',
  outfile: join(dist, 'config', 'define.cjs'),
})

// The code cache: compiled as the bin compiles it, then run on the example memory so that the
// functions a run calls are compiled too.
const bundle = compileBundle(pathToFileURL(dist))
const { main } = runBundle(bundle.script, bundle.file)
const quiet = {
  cwd: repo,
  env: { PATH: process.env.PATH ?? '', HOME: join(repo, 'examples') },
  stdout: () => {},
  stderr: () => {},
  warn: () => {},
  readInput: async () => '',
  stdoutIsTTY: false,
}
const example = ['examples/memory', '--root', 'examples/project']
for (const args of [
  ['check', ...example],
  ['check', ...example, '--format', 'json'],
  ['context', ...example],
]) {
  const exit = await main(args, quiet)
  if (exit === 2) throw new Error(`claimcheck ${args.join(' ')} failed while the code cache was made`)
}
writeFileSync(join(dist, cacheFileName(buildId)), bundle.script.createCachedData())

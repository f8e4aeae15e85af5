// Bundles the CLI into the one program every channel runs (the npm bin, the Claude Code plugin, the
// GitHub Action, pre-commit: scripts/build-plugin.mjs copies these files), with every first-party
// checker: dist/claimcheck.cjs (the command and http checkers, and the runner of programs, in
// scripts of their own beside it),
// and dist/bin.cjs, the bin that starts it. Only RE2 stays outside, since a worker thread loads it
// by its path. The library entry points stay as TypeScript built them.
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { BUILD_MARK } from '../dist/compile-cache.js'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const src = fileURLToPath(new URL('../src/', import.meta.url))
const repo = fileURLToPath(new URL('../../../', import.meta.url))
const core = join(repo, 'packages/core/package.json')

/**
 * gray-matter requires js-yaml 3 for a default engine claimcheck never uses (every call passes its
 * own engines): here it gets the js-yaml 4 that claimcheck's engine is, whose `safeLoad` refuses.
 */
const oneYamlEngine = {
  name: 'one-yaml-engine',
  setup(build) {
    const jsYaml = createRequire(core).resolve('js-yaml')
    build.onResolve({ filter: /^js-yaml$/ }, () => ({ path: jsYaml }))
  },
}

/**
 * A module of core that loads a package on first use, `createRequire(import.meta.url)('name')`, loads
 * it in the bundle with the bundle's own `require`, so that the package is bundled and initialised
 * only when first used, as it is for a library user.
 */
const requireOnFirstUse = {
  name: 'require-on-first-use',
  setup(build) {
    const called = /\bcreateRequire\(import\.meta\.url\)\(('[^']+')\)/g
    build.onLoad({ filter: /[\\/]packages[\\/]core[\\/]dist[\\/][^\\/]+\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8')
      const contents = text.replace(called, 'require($1)')
      return contents === text ? undefined : { contents, loader: 'js' }
    })
  },
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Paths in the bundle's comments are relative to the repository, wherever this runs from.
  absWorkingDir: repo,
  logLevel: 'warning',
  // ES module builds first: some packages' main entry is a UMD wrapper whose requires cannot be followed.
  mainFields: ['module', 'main'],
  // The file's URL is made when first asked for: most runs never ask.
  define: { 'import.meta': 'importMeta' },
  banner: { js: "const importMeta = { get url() { return require('node:url').pathToFileURL(__filename).href } }" },
  legalComments: 'eof',
  plugins: [requireOnFirstUse],
}

/**
 * The checkers that bring a process runner or an HTTP client are loaded only when a config enables
 * them: each is a script of its own beside the program, which the program requires by its path.
 */
const ON_DEMAND = {
  '@claimcheck/checker-command': 'checker-command.cjs',
  '@claimcheck/checker-http': 'checker-http.cjs',
}
/** Modules the program requires from beside it rather than carrying them. */
const beside = {
  name: 'beside',
  setup(build) {
    build.onResolve({ filter: /^@claimcheck\/checker-(command|http)$/ }, ({ path }) => ({
      path: ON_DEMAND[path],
      namespace: 'beside',
    }))
    build.onLoad({ filter: /.*/, namespace: 'beside' }, ({ path }) => ({
      contents: `module.exports = require('./${path}')`,
    }))
    // import() runs in a module Node compiled itself (see src/import-module.ts), required when a
    // config or checker module is first imported: most runs import none.
    build.onResolve({ filter: /\/import-module\.js$/ }, () => ({
      path: 'import-module.cjs',
      namespace: 'beside-later',
    }))
    build.onLoad({ filter: /.*/, namespace: 'beside-later' }, ({ path }) => ({
      contents: `exports.importModule = (url) => require('./${path}').importModule(url)`,
    }))
    // The runner of programs (execa) is loaded when a check first runs one: most runs never do.
    build.onResolve({ filter: /^\.\/run-program\.js$/ }, () => ({ path: 'run-program.cjs', namespace: 'beside' }))
    build.onResolve({ filter: /^\.\/(checker-(command|http)|import-module|run-program)\.cjs$/ }, ({ path }) => ({
      path,
      external: true,
    }))
  },
}
/**
 * The script with every character outside ASCII escaped: V8 keeps an ASCII source in one byte a
 * character (a single other character makes it two), which every run reads, compiles and
 * collects. esbuild escapes strings and templates itself; what it leaves is in comments and
 * regular expressions, where `\uXXXX` means the same character.
 */
const asciiOnly = (code) =>
  code.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

for (const [name, file] of Object.entries(ON_DEMAND)) {
  const checker = await build({
    ...common,
    stdin: { contents: `export * from '${name}'`, resolveDir: src },
    write: false,
    external: ['re2js'],
  })
  writeFileSync(join(dist, file), asciiOnly(checker.outputFiles[0].text))
}
await build({ ...common, entryPoints: [join(src, 'import-module.ts')], outfile: join(dist, 'import-module.cjs') })
const runner = await build({ ...common, entryPoints: [join(repo, 'packages/core/dist/run-program.js')], write: false })
writeFileSync(join(dist, 'run-program.cjs'), asciiOnly(runner.outputFiles[0].text))

const program = await build({
  ...common,
  entryPoints: [join(src, 'program.ts')],
  write: false,
  external: ['re2js'],
  plugins: [oneYamlEngine, beside, requireOnFirstUse],
})
// The last line names the build: the compile cache kept for older Node is kept per build (src/compile-cache.ts).
const code = asciiOnly(program.outputFiles[0].text)
const build16 = createHash('sha256').update(code).digest('hex').slice(0, 16)
writeFileSync(join(dist, 'claimcheck.cjs'), `${code}${BUILD_MARK}${build16}\n`)

await build({
  ...common,
  entryPoints: [join(src, 'bin.ts')],
  outfile: join(dist, 'bin.cjs'),
  external: ['./claimcheck.cjs'],
})

// `defineConfig` for a claimcheck.config.cjs, which must `require('@claimcheck/cli/config')`.
await build({
  ...common,
  entryPoints: [join(src, 'config', 'define.ts')],
  outfile: join(dist, 'config', 'define.cjs'),
  banner: {},
  define: {},
})

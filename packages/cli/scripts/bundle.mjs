// Bundles the bin and what it runs into one CommonJS script, dist/bin.cjs: a run then reads one
// file instead of resolving and reading some sixty modules (docs/performance.md measures it). The
// library entry points stay as TypeScript built them.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const src = fileURLToPath(new URL('../src/', import.meta.url))

await build({
  entryPoints: [join(src, 'bin.ts')],
  outfile: join(dist, 'bin.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  logLevel: 'warning',
  // ES module builds first: some packages' main entry is a UMD wrapper whose requires cannot be followed.
  mainFields: ['module', 'main'],
  // Loaded at run time, only when a frontmatter needs the full YAML engine or a pattern RE2.
  external: ['gray-matter', 'js-yaml', 're2js'],
  define: { 'import.meta.url': 'importMetaUrl' },
  banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href" },
})

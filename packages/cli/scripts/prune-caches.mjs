// Run before packing (`prepack`): removes the code caches in dist/ that its bundle does not name.
// A build that turbo restores from its cache writes its files over dist/ and leaves those of the
// builds before it, and a package must not ship them. `node scripts/prune-caches.mjs [DIST]`.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CACHE_FILE, bundleBuild, cacheFileName } from '../dist/program-loader.js'

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)))
const bundle = join(dist, 'claimcheck.cjs')
let build
try {
  build = bundleBuild(readFileSync(bundle, 'utf8'))
} catch (error) {
  console.error(`prune-caches: cannot read ${bundle}: ${error.code ?? error.message}; build the package first`)
  process.exit(1)
}
if (!build) {
  console.error(`prune-caches: ${bundle} has no build line; build the package again`)
  process.exit(1)
}
const kept = cacheFileName(build.id)
for (const name of readdirSync(dist)) {
  if (CACHE_FILE.test(name) && name !== kept) {
    rmSync(join(dist, name))
    console.log(`prune-caches: removed ${name} (the bundle names ${kept})`)
  }
}

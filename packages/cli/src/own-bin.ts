// Where this package's bin is, whether this code runs from the bundled bin or from the modules
// TypeScript built.
import { existsSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** `dist/bin.cjs` of this package: the package is the first folder up from here with a package.json. */
export function ownBin(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir)
  return realpathSync(join(dir, 'dist', 'bin.cjs'))
}

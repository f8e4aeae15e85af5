// The first step of every package's build: empties dist/, so that a file whose source is gone is
// never packed, and writes src/meta.ts from the package.json, so a package's `meta { name,
// version }` is fixed at build time and needs no file read at run time.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'

rmSync('dist', { recursive: true, force: true })

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
const text = `// Generated from package.json by scripts/write-meta.mjs at build time. Do not edit.
/** This package's name and version, as reports name it. */
export const meta = { name: ${JSON.stringify(pkg.name)}, version: ${JSON.stringify(pkg.version)} } as const
`
let current = ''
try {
  current = readFileSync('src/meta.ts', 'utf8')
} catch {}
if (current !== text) writeFileSync('src/meta.ts', text)

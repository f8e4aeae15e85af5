// The repository every package is published from, in one place: the root package.json's
// `repository`, `homepage` and `bugs`, copied into each publishable package with its folder (npm
// refuses a provenance publish without `repository.url`, and one that names another repository).
// After changing them: node scripts/package-metadata.mjs   (--check: exit 1 when a package differs)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const read = (file) => JSON.parse(readFileSync(join(repo, file), 'utf8'))
const root = read('package.json')
const web = root.homepage.replace(/#.*$/, '')

/** The folders of pnpm-workspace.yaml's `packages`, `group/*` expanded. */
function workspaceFolders() {
  const lines = readFileSync(join(repo, 'pnpm-workspace.yaml'), 'utf8').split('\n')
  const start = lines.indexOf('packages:')
  const globs = []
  for (const line of lines.slice(start + 1)) {
    const match = /^\s+-\s+(\S+)\s*$/.exec(line)
    if (!match) break
    globs.push(match[1])
  }
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(repo, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob],
  )
}

/** The manifest with the three fields set, placed after `license` as npm's own docs order them. */
function withMetadata(manifest, folder) {
  const fields = {
    repository: { ...root.repository, directory: folder },
    homepage: `${web}/tree/main/${folder}#readme`,
    bugs: root.bugs,
  }
  const out = {}
  for (const [key, value] of Object.entries(manifest)) {
    if (key in fields) continue
    out[key] = value
    if (key === 'license') Object.assign(out, fields)
  }
  if (!('license' in manifest)) Object.assign(out, fields)
  return out
}

const check = process.argv.includes('--check')
const differing = []
for (const folder of workspaceFolders()) {
  const file = join(folder, 'package.json')
  const manifest = read(file)
  if (manifest.private) continue
  const text = `${JSON.stringify(withMetadata(manifest, folder), null, 2)}\n`
  if (text === readFileSync(join(repo, file), 'utf8')) continue
  differing.push(file)
  if (!check) writeFileSync(join(repo, file), text)
}
if (check && differing.length > 0) {
  console.error(`not the root package.json's repository, homepage and bugs: ${differing.join(', ')}`)
  console.error('run: node scripts/package-metadata.mjs')
  process.exit(1)
}

// `changeset version`, then the Claude Code plugin's manifest set to the CLI's new version: the
// plugin runs the CLI's bundle, so the two are one release.
// Usage: node scripts/release-version.mjs [REPO] (default this repository)
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)))
const changesets = createRequire(import.meta.url).resolve('@changesets/cli/bin.js')
execFileSync(process.execPath, [changesets, 'version'], { cwd: repo, stdio: 'inherit' })

const { version } = JSON.parse(readFileSync(join(repo, 'packages/cli/package.json'), 'utf8'))
const pluginFile = join(repo, 'claude-plugin/.claude-plugin/plugin.json')
const plugin = readFileSync(pluginFile, 'utf8')
const updated = plugin.replace(/^(\s*"version":\s*)"[^"]*"/m, `$1${JSON.stringify(version)}`)
if (updated !== plugin) writeFileSync(pluginFile, updated)
console.log(`claude-plugin/.claude-plugin/plugin.json: version ${version}`)

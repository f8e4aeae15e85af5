// What a release would publish, without making one: copies the working tree (tracked files and new
// ones git does not ignore) into a temporary folder, installs it from pnpm's store, runs the release's
// versioning there (scripts/release-version.mjs: the pending changesets consumed in the copy only),
// builds and packs every publishable package, and prints each one's version and tarball. It fails
// when a packed manifest still says `workspace:`, when a range on another package of this repository
// is not met by the version released beside it, or when the built CLI prints another version.
// Usage: node scripts/release-dry.mjs [--keep]   (pnpm release:dry; --keep leaves the copy and tarballs)
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const keep = process.argv.includes('--keep')
const semver = createRequire(join(repo, 'packages/cli/package.json'))('semver')
const pnpm = ['npx', ['-y', 'pnpm@12.4.2']]

const copy = mkdtempSync(join(tmpdir(), 'claimcheck-release-dry-'))
const out = join(copy, '.tarballs')

/** Runs a program in the copy, its output shown only when it fails. */
function run(command, args, cwd = copy) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`)
    throw new Error(
      `${[command, ...args].join(' ')} failed in ${relative(copy, cwd) || 'the copy'} (exit ${error.status})`,
    )
  }
}
const runPnpm = (args, cwd) => run(pnpm[0], [...pnpm[1], ...args], cwd)

/** The workspace's publishable packages in `root`: folder, name and version. */
function publishable(root) {
  const folders = runPnpm(['-r', 'ls', '--depth', '-1', '--json'], root)
  return JSON.parse(folders)
    .filter((pkg) => pkg.private !== true && pkg.path !== root)
    .map((pkg) => ({ dir: relative(root, pkg.path), name: pkg.name, version: pkg.version }))
    .sort((a, b) => a.dir.localeCompare(b.dir))
}

try {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
  for (const file of files.split('\0').filter(Boolean)) {
    let stat
    try {
      stat = statSync(join(repo, file))
    } catch {
      continue // deleted in the working tree, not yet committed
    }
    if (!stat.isFile()) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(repo, file), join(copy, file))
  }
  const before = new Map(publishable(copy).map((pkg) => [pkg.name, pkg.version]))
  const pending = readdirSync(join(copy, '.changeset')).filter((name) => name.endsWith('.md') && name !== 'README.md')
  console.log(`${pending.length} pending changeset(s) in ${repo}; versioning, building and packing in ${copy}`)

  runPnpm(['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'])
  run(process.execPath, [join(copy, 'scripts/release-version.mjs'), copy])
  runPnpm(['build'])

  const packages = publishable(copy)
  const released = new Map(packages.map((pkg) => [pkg.name, pkg.version]))
  mkdirSync(out)
  const problems = []
  const rows = []
  for (const pkg of packages) {
    const packed = JSON.parse(runPnpm(['pack', '--pack-destination', out, '--json'], join(copy, pkg.dir)))
    const tarball = join(out, packed.filename.split('/').pop())
    const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json']))
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (range.startsWith('workspace:')) problems.push(`${pkg.name}: ${field} ${name} is still ${range}`)
        else if (released.has(name) && !semver.satisfies(released.get(name), range))
          problems.push(`${pkg.name}: ${field} ${name} ${range} is not met by ${name}@${released.get(name)}`)
      }
    }
    const was = before.get(pkg.name)
    const kb = Math.ceil(statSync(tarball).size / 1024)
    rows.push([
      `${pkg.name}@${pkg.version}`,
      was === pkg.version ? 'unchanged' : `was ${was}`,
      tarball.split('/').pop(),
      `${packed.files.length} files, ${kb} kB`,
    ])
  }
  const shown = run(process.execPath, [join(copy, 'packages/cli/dist/bin.cjs'), '--version']).trim()
  if (shown !== released.get('@claimcheck/cli'))
    problems.push(`the built CLI prints ${shown}, its package.json says ${released.get('@claimcheck/cli')}`)
  const plugin = JSON.parse(readFileSync(join(copy, 'claude-plugin/.claude-plugin/plugin.json'), 'utf8'))
  if (plugin.version !== released.get('@claimcheck/cli'))
    problems.push(
      `claude-plugin/.claude-plugin/plugin.json says ${plugin.version}, the CLI ${released.get('@claimcheck/cli')}`,
    )

  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  console.log('\nWould publish:')
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd()}`,
    )
  console.log(`\nclaimcheck --version: ${shown}; the repository's changesets are untouched.`)
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    process.exitCode = 1
  }
  if (keep) console.log(`Kept: ${copy} (tarballs in ${out})`)
} catch (error) {
  console.error(`release:dry: ${error.message}`)
  process.exitCode = 1
} finally {
  if (!keep) rmSync(copy, { recursive: true, force: true })
}

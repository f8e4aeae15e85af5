#!/usr/bin/env node
// Lays out the held-out corpus (docs/heldout-corpus.tsv) from fetched bare mirrors:
//   <out>/<half>/<owner>+<name>/at-memory/  the project at the memory commit
//   <out>/<half>/<owner>+<name>/later/      the project at the later commit, its memory dir
//                                           replaced by the memory dir of the memory commit
//   <out>/<half>/repos.tsv                  repository, memory_commit, later_commit, memory_dir, quoted
// Usage: node scripts/corpus-layout.mjs [--mirrors DIR] [--half tune|measure] [--tsv FILE] [--git] OUT
// A mirror is <mirrors>/<owner>+<name>/repo (as fetched) or <mirrors>/<owner>+<name>.
// Files of 4 MiB and more are skipped, as are blobs the mirror lacks: the snapshots hold neither.
// With --git, at-memory/ and later/ are each a git checkout whose HEAD is its commit, with the
// history up to it (`git clone --shared` of the mirror: objects are read from the mirror, never
// copied). The work tree is written as without --git; the index is the commit's tree, and a file
// left out (4 MiB or more, or absent) is marked skip-worktree, as a sparse checkout leaves it: git
// lists it, the tree does not hold it. In later/, the memory dir is the memory commit's, a local
// change as a user's old memory would be.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const MAX_BYTES = 4 * 1024 * 1024
const COLUMNS = ['repository', 'memory_commit', 'later_commit', 'memory_dir', 'half', 'quoted']

function fail(message) {
  process.stderr.write(`corpus-layout: ${message}\n`)
  process.exit(2)
}

function parseArgs(argv) {
  const here = dirname(fileURLToPath(import.meta.url))
  const options = {
    mirrors: '/work/.mirror',
    half: undefined,
    tsv: join(here, '..', 'docs', 'heldout-corpus.tsv'),
    git: false,
    out: undefined,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--mirrors' || arg === '--half' || arg === '--tsv') {
      const value = argv[++i]
      if (value === undefined) fail(`${arg} needs a value`)
      options[arg.slice(2)] = value
    } else if (arg === '--git') {
      options.git = true
    } else if (arg.startsWith('-')) {
      fail(`unknown option ${arg}; expected --mirrors DIR, --half NAME, --tsv FILE, --git`)
    } else if (options.out === undefined) {
      options.out = arg
    } else {
      fail(`one output folder expected, got also ${arg}`)
    }
  }
  if (options.out === undefined) fail('usage: corpus-layout.mjs [--mirrors DIR] [--half NAME] [--tsv FILE] [--git] OUT')
  return options
}

function readRows(file) {
  if (!existsSync(file)) fail(`${file}: no such file`)
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
  const header = lines.shift()?.split('\t')
  if (header?.join('\t') !== COLUMNS.join('\t')) fail(`${file}:1: expected the header ${COLUMNS.join(' ')}`)
  return lines.map((line, index) => {
    const cells = line.split('\t')
    if (cells.length !== COLUMNS.length)
      fail(`${file}:${index + 2}: expected ${COLUMNS.length} tab-separated fields, got ${cells.length}`)
    const row = Object.fromEntries(COLUMNS.map((column, i) => [column, cells[i]]))
    if (!/^[^/\s]+\/[^/\s]+$/.test(row.repository))
      fail(`${file}:${index + 2}: repository must be owner/name, got ${row.repository}`)
    if (!/^[0-9a-f]{40}$/.test(row.memory_commit)) fail(`${file}:${index + 2}: memory_commit must be 40 hex digits`)
    if (row.later_commit !== '' && !/^[0-9a-f]{40}$/.test(row.later_commit))
      fail(`${file}:${index + 2}: later_commit must be empty or 40 hex digits`)
    if (row.memory_dir === '' || row.memory_dir.split('/').some((part) => part === '..' || part === ''))
      fail(`${file}:${index + 2}: memory_dir must be a relative path inside the repository`)
    return row
  })
}

function gitDirOf(mirrors, repository) {
  const base = join(mirrors, repository.replace('/', '+'))
  for (const candidate of [join(base, 'repo'), base]) {
    if (existsSync(join(candidate, 'HEAD')) && existsSync(join(candidate, 'objects'))) return candidate
  }
  fail(`${repository}: no mirror under ${base}`)
}

// Only plumbing runs here, with the mirror's hooks and fsmonitor switched off.
function git(gitDir, args, input) {
  const result = spawnSync(
    'git',
    ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', `--git-dir=${gitDir}`, ...args],
    { input, maxBuffer: 1 << 30 },
  )
  if (result.status !== 0) fail(`git ${args[0]} in ${gitDir}: ${result.stderr.toString().trim()}`)
  return result.stdout
}

// Paths of the commit's tree (under `prefix` when given) that cannot be written: too large or absent.
function unwritablePaths(gitDir, commit, prefix) {
  const listing = git(gitDir, ['ls-tree', '-r', '-l', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])])
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const tab = entry.indexOf('\t')
      const [mode, type, sha, size] = entry.slice(0, tab).split(/\s+/)
      return { mode, type, sha, size, path: entry.slice(tab + 1) }
    })
  const blobs = listing.filter((entry) => entry.type === 'blob')
  const checked = git(gitDir, ['cat-file', '--batch-check'], blobs.map((blob) => blob.sha).join('\n') + '\n')
    .toString('utf8')
    .split('\n')
  const skipped = []
  blobs.forEach((blob, i) => {
    if (checked[i]?.endsWith(' missing') || Number(blob.size) >= MAX_BYTES) skipped.push(blob.path)
  })
  return { skipped, files: blobs.length - skipped.length }
}

// A checkout of `commit` in `dir` (empty) with its history, the work tree left to the caller:
// HEAD detached at the commit, the index its tree, the files not written marked skip-worktree.
function gitCheckout(gitDir, commit, dir, skipped) {
  mkdirSync(dirname(dir), { recursive: true })
  const run = (args, input) => {
    const result = spawnSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', ...args], {
      input,
      maxBuffer: 1 << 30,
    })
    if (result.status !== 0)
      fail(`git ${args[args[0] === '-C' ? 2 : 0]} for ${dir}: ${result.stderr.toString().trim()}`)
  }
  run(['clone', '-q', '--shared', '--no-checkout', gitDir, dir])
  run(['-C', dir, 'update-ref', '--no-deref', 'HEAD', commit])
  run(['-C', dir, 'read-tree', commit])
  if (skipped.length > 0)
    run(['-C', dir, 'update-index', '-z', '--skip-worktree', '--stdin'], skipped.join('\0') + '\0')
}

function literal(path, magic = 'literal') {
  return `:(${magic})${path}`
}

// git archive <commit> <pathspecs> | tar -x -C dest
function extract(gitDir, commit, dest, pathspecs) {
  mkdirSync(dest, { recursive: true })
  return new Promise((resolvePromise, reject) => {
    const archive = spawn(
      'git',
      ['-c', 'core.fsmonitor=false', `--git-dir=${gitDir}`, 'archive', '--format=tar', commit, '--', ...pathspecs],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const tar = spawn('tar', ['-x', '-C', dest], { stdio: ['pipe', 'ignore', 'pipe'] })
    archive.stdout.pipe(tar.stdin)
    let errors = ''
    archive.stderr.on('data', (chunk) => (errors += chunk))
    tar.stderr.on('data', (chunk) => (errors += chunk))
    let pending = 2
    const done = (name) => (code) => {
      if (code !== 0) reject(new Error(`${name} exited ${code}: ${errors.trim()}`))
      else if (--pending === 0) resolvePromise()
    }
    archive.on('close', done('git archive'))
    tar.on('close', done('tar'))
  })
}

// A repository's `.gitattributes` can keep files out of `git archive` (`export-ignore`) or rewrite
// them (`export-subst`); the project holds them as committed. A scratch git dir reading the
// mirror's objects, whose info/attributes (read before any in-tree file) turns both off.
function archiveGitDir(gitDir) {
  const scratch = mkdtempSync(join(tmpdir(), 'corpus-layout-'))
  const run = spawnSync('git', ['init', '-q', '--bare', scratch])
  if (run.status !== 0) fail(`git init for ${gitDir}: ${run.stderr.toString().trim()}`)
  writeFileSync(join(scratch, 'objects', 'info', 'alternates'), `${resolve(gitDir, 'objects')}\n`)
  writeFileSync(join(scratch, 'info', 'attributes'), '* -export-ignore -export-subst\n')
  return scratch
}

async function layoutOne(row, mirrorGitDir, folder, withGit) {
  rmSync(folder, { recursive: true, force: true })
  const gitDir = archiveGitDir(mirrorGitDir)
  try {
    return await layoutFrom(row, gitDir, mirrorGitDir, folder, withGit)
  } finally {
    rmSync(gitDir, { recursive: true, force: true })
  }
}

async function layoutFrom(row, gitDir, mirrorGitDir, folder, withGit) {
  const memory = unwritablePaths(gitDir, row.memory_commit)
  if (withGit) gitCheckout(mirrorGitDir, row.memory_commit, join(folder, 'at-memory'), memory.skipped)
  await extract(gitDir, row.memory_commit, join(folder, 'at-memory'), [
    '.',
    ...memory.skipped.map((path) => literal(path, 'literal,exclude')),
  ])
  const report = { memoryFiles: memory.files, skipped: memory.skipped.length, laterFiles: 0 }
  if (row.later_commit === '') return report

  const later = unwritablePaths(gitDir, row.later_commit)
  const laterDir = join(folder, 'later')
  if (withGit) gitCheckout(mirrorGitDir, row.later_commit, laterDir, later.skipped)
  await extract(gitDir, row.later_commit, laterDir, [
    '.',
    literal(row.memory_dir, 'literal,exclude'),
    ...later.skipped.map((path) => literal(path, 'literal,exclude')),
  ])
  // The old memory goes in as real folders: never through a link the later project holds.
  let parent = laterDir
  for (const part of row.memory_dir.split('/')) {
    parent = join(parent, part)
    if (existsSync(parent) && lstatSync(parent).isSymbolicLink()) rmSync(parent)
  }
  const memoryOnly = unwritablePaths(gitDir, row.memory_commit, row.memory_dir)
  await extract(gitDir, row.memory_commit, laterDir, [
    literal(row.memory_dir),
    ...memoryOnly.skipped.map((path) => literal(path, 'literal,exclude')),
  ])
  report.laterFiles = later.files
  report.skipped += later.skipped.length
  return report
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const out = resolve(options.out)
  const rows = readRows(options.tsv).filter((row) => options.half === undefined || row.half === options.half)
  if (rows.length === 0) fail(`no rows${options.half ? ` for half ${options.half}` : ''} in ${options.tsv}`)
  const halves = new Map()
  for (const row of rows) {
    const gitDir = gitDirOf(options.mirrors, row.repository)
    const folder = join(out, row.half, row.repository.replace('/', '+'))
    const report = await layoutOne(row, gitDir, folder, options.git)
    process.stdout.write(
      `${row.half}\t${row.repository}\tat-memory ${report.memoryFiles} files` +
        (row.later_commit ? `\tlater ${report.laterFiles} files` : '') +
        (report.skipped ? `\t${report.skipped} skipped (4 MiB or more, or absent)` : '') +
        '\n',
    )
    if (!halves.has(row.half)) halves.set(row.half, [])
    halves.get(row.half).push(row)
  }
  for (const [half, halfRows] of halves) {
    const lines = ['repository\tmemory_commit\tlater_commit\tmemory_dir\tquoted']
    for (const row of halfRows)
      lines.push([row.repository, row.memory_commit, row.later_commit, row.memory_dir, row.quoted].join('\t'))
    const target = join(out, half, 'repos.tsv')
    writeFileSync(`${target}.tmp`, lines.join('\n') + '\n')
    renameSync(`${target}.tmp`, target)
  }
}

main().catch((error) => fail(error.message))

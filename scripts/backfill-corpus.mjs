#!/usr/bin/env node
// Runs `claimcheck lint` and `claimcheck suggest --write` over a corpus of real memory folders and
// prints the figures of SPEC §6.4's backfill: blocks proposed, blocks aimed at the memory dir,
// writes into invalid YAML, blocks not fresh right after they were written, long finding lines,
// "may have rotted" findings — per folder and in all.
//
//   node scripts/backfill-corpus.mjs CORPUS [--out DIR]
//
// CORPUS holds `repos.tsv` (repository, commit, memory dir relative to the root, root; a header
// line first). Nothing in CORPUS is written: each folder is linked into a scratch copy (its memory
// dir copied) and written there. With --out, the proposals and the "may have rotted" findings are
// written to DIR as TSV files, for reading and judging.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const BIN = fileURLToPath(new URL('../packages/cli/dist/bin.cjs', import.meta.url))
const MAX_LINE = 300

const args = process.argv.slice(2)
const corpus = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--out')
const out = args.includes('--out') ? resolve(args[args.indexOf('--out') + 1]) : undefined
if (!corpus || !existsSync(join(corpus, 'repos.tsv'))) {
  console.error('usage: node scripts/backfill-corpus.mjs CORPUS [--out DIR]   (CORPUS/repos.tsv lists the folders)')
  process.exit(2)
}
if (!existsSync(BIN)) {
  console.error(`${BIN} is missing: run pnpm build first`)
  process.exit(2)
}

const folders = readFileSync(join(corpus, 'repos.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [repository, commit, memoryDir, root] = line.split('\t')
    return { repository, commit, memoryDir, root: resolve(corpus, root ?? '') }
  })

const run = (argv, cwd) => {
  const result = spawnSync(process.execPath, [BIN, ...argv], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}
const inside = (path, folder) => path === folder || path.startsWith(folder + sep)
const tsv = (cells) => cells.map((cell) => String(cell).replace(/[\t\n]/g, ' ')).join('\t')

/** The checks of a proposed block's YAML lines: kind and target of each. */
function checksOf(block) {
  const checks = []
  for (const line of block.split('\n')) {
    const kind = /^\s*(?:- )?kind: (.*)$/.exec(line)
    if (kind) checks.push({ kind: kind[1] })
    const target = /^\s*target: (.*)$/.exec(line)
    if (target && checks.length) checks.at(-1).target = target[1].replace(/^'(.*)'$/, '$1').replace(/''/g, "'")
  }
  return checks
}

const totals = {}
const add = (row) => {
  for (const [key, value] of Object.entries(row))
    if (typeof value === 'number') totals[key] = (totals[key] ?? 0) + value
}
const proposals = [tsv(['repository', 'memory', 'line', 'found', 'block'])]
const rotted = [tsv(['repository', 'memory', 'line', 'detail'])]
const rows = []
const scratchBase = mkdtempSync(join(tmpdir(), 'claimcheck-corpus-'))
// A run that stops half way (the CLI rebuilt under it, an interrupt) leaves no scratch copy behind.
const removeScratch = () => rmSync(scratchBase, { recursive: true, force: true })
process.on('exit', removeScratch)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

for (const folder of folders) {
  const memoryDir = join(folder.root, folder.memoryDir)
  const topics = readdirSync(memoryDir).filter((name) => name.endsWith('.md') && name !== 'MEMORY.md').length
  const lint = run(['lint', memoryDir, '--root', folder.root, '--format', 'json'], folder.root)
  const text = run(['lint', memoryDir, '--root', folder.root], folder.root)
  if (lint.code === 2 || text.code === 2) {
    console.error(`${folder.repository}: lint failed: ${lint.stderr || text.stderr}`)
    continue
  }
  const findings = JSON.parse(lint.stdout).findings
  const fossils = findings.filter((finding) => finding.code === 'fossil')
  const missing = findings.filter((finding) => finding.code === 'fossil-missing')
  const invalidYaml = new Set(findings.filter((finding) => finding.code === 'invalid-yaml').map((f) => f.file))
  const realMemoryDir = realpathSync(memoryDir)
  let checks = 0
  let atMemory = 0
  for (const fossil of fossils) {
    const block = fossil.suggestion ?? ''
    for (const check of checksOf(block)) {
      if (check.kind === 'none') continue
      checks++
      const target = resolve(folder.root, check.target ?? '')
      const real = existsSync(target) ? realpathSync(target) : target
      if (inside(real, realMemoryDir) || /(^|\/)MEMORY\.md$/.test(check.target ?? '')) atMemory++
    }
    proposals.push(
      tsv([
        folder.repository,
        fossil.file,
        fossil.line,
        fossil.detail.replace(/, and has .*$/, ''),
        block.replace(/\n/g, ' | '),
      ]),
    )
  }
  for (const finding of missing) rotted.push(tsv([folder.repository, finding.file, finding.line, finding.detail]))

  // suggest --write in a scratch copy of the folder, so the corpus is never written; the copy is
  // in a folder of the repository's own name, as the root a memory may name by absolute path.
  const scratch = join(scratchBase, folder.repository.replace('/', '+'), folder.repository.split('/').at(-1))
  cpSync(folder.root, scratch, { recursive: true, verbatimSymlinks: true })
  const scratchMemory = join(scratch, folder.memoryDir)
  // A symlinked memory file (often to a folder outside the repository, absent here) is its link: never written through.
  const contentOf = (path) =>
    lstatSync(path).isSymbolicLink() ? `symlink to ${readlinkSync(path)}` : readFileSync(path, 'utf8')
  const beforeBytes = new Map(
    readdirSync(scratchMemory)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, contentOf(join(scratchMemory, name))]),
  )
  const suggest = run(['suggest', scratchMemory, '--root', scratch, '--write'], scratch)
  const written = [...beforeBytes]
    .filter(([name, bytes]) => {
      const path = join(scratchMemory, name)
      return lstatSync(path, { throwIfNoEntry: false }) !== undefined && contentOf(path) !== bytes
    })
    .map(([name]) => name)
  const check = run(['check', scratchMemory, '--root', scratch, '--format', 'json'], scratch)
  let reports
  try {
    reports = new Map(JSON.parse(check.stdout).memories.map((m) => [m.file.split('/').at(-1), m]))
  } catch {
    console.error(`${folder.repository}: check after --write failed (exit ${check.code}): ${check.stderr.trim()}`)
    process.exitCode = 1
    reports = new Map()
  }
  let notFresh = 0
  let judgements = 0
  let intoInvalid = 0
  let madeInvalid = 0
  for (const name of written) {
    const report = reports.get(name)
    if (invalidYaml.has(name)) intoInvalid++
    if (report?.reason?.startsWith('invalid frontmatter')) madeInvalid++
    if (report?.reason === 'no counterpart (judgement)') judgements++
    else if (report?.status !== 'fresh') {
      notFresh++
      console.error(`${folder.repository}/${name}: not fresh after --write: ${report?.reason}`)
    }
  }
  rmSync(scratch, { recursive: true, force: true })

  const long = text.stdout.split('\n').filter((line) => line.length > MAX_LINE).length
  const row = {
    repository: folder.repository,
    topics,
    fossils: fossils.length,
    checks,
    judgements,
    written: written.length,
    atMemory,
    intoInvalid,
    madeInvalid,
    notFresh,
    long,
    rotted: missing.length,
    refused: Number(/; (\d+) not written/.exec(suggest.stdout)?.[1] ?? 0),
  }
  rows.push(row)
  add(row)
}
removeScratch()

const columns = [
  'topics',
  'fossils',
  'checks',
  'judgements',
  'written',
  'refused',
  'atMemory',
  'intoInvalid',
  'madeInvalid',
  'notFresh',
  'long',
  'rotted',
]
const width = Math.max(...rows.map((row) => row.repository.length), 8)
console.log(['folder'.padEnd(width), ...columns.map((c) => c.padStart(11))].join(' '))
for (const row of [...rows, { repository: `all (${rows.length})`, ...totals }])
  console.log([row.repository.padEnd(width), ...columns.map((c) => String(row[c] ?? 0).padStart(11))].join(' '))
console.log(`
fossils: memories given a block; checks: checks in those blocks; judgements: memories marked kind: none;
written: memories suggest --write changed; refused: blocks it would not write (shown to add by hand); atMemory: checks aimed at the memory dir or a memory file (must be 0); intoInvalid: writes into a
frontmatter that was not valid YAML (must be 0); madeInvalid: memories whose frontmatter --write broke
(must be 0); notFresh: written blocks not fresh when checked right after (must be 0); long: finding lines
over ${MAX_LINE} characters (must be 0); rotted: "may have rotted" findings.`)
if (out) {
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'proposals.tsv'), `${proposals.join('\n')}\n`)
  writeFileSync(join(out, 'rotted.tsv'), `${rotted.join('\n')}\n`)
  console.log(`\nwrote ${proposals.length - 1} proposals and ${rotted.length - 1} rotted findings to ${out}`)
}

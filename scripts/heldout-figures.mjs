#!/usr/bin/env node
// Prints the held-out figures of SPEC §6.4 and §6.4.1 (issues 42, 43) from what readers judged:
//   docs/heldout-judged-checks.tsv    each proposed check: good | loose | wrong
//   docs/heldout-judged-blocks.tsv    each proposed block (a memory's checks together): good | loose | wrong
//   docs/heldout-judged-rot.tsv       each "may have rotted" finding: true | false
//   docs/heldout-judged-inferred.tsv  each stale inferred finding: true | false, and the false claim it catches
//   docs/heldout-judged-advice.tsv    each write-time answer replayed: right | noisy | wrong | silent-should-speak
//   docs/heldout-judged-silences.tsv  a sample of the passing inferred checks: right | wrong
// and the recall of claims listed before any output was seen (docs/heldout-claims.tsv) against what
// the tool said (OUT from scripts/heldout-run.mjs).
//
//   node scripts/heldout-figures.mjs OUT [--set fresh|fresh2|fresh3|…] [--corpus HALF] [--misses]
//                                        [--memory-dir DIR | --other-memory-dirs DIR]
//
// `--misses` lists what recall left out: each project path that became false and was not caught, and
// (with `--corpus`) each path gone that the repository once held and `lint` did not report.
//
// `--corpus HALF` (the half laid out with history by corpus-layout.mjs --git) adds how many of the paths
// gone the repository once held.
//
// `--memory-dir DIR` keeps only the repositories whose memory folder (docs/heldout-corpus-<set>.tsv) is
// DIR, `--other-memory-dirs DIR` only the others: a half that mixes two kinds of folder, figured apart.
//
// `--set fresh` (or `fresh2`) reads that fresh half's judgements instead (docs/heldout-fresh-judged-*.tsv and
// docs/heldout-claims-fresh.tsv): a half measured after the rules were changed on the halves read before it.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url))
const args = process.argv.slice(2)
const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined
const corpus = args.includes('--corpus') ? args[args.indexOf('--corpus') + 1] : undefined
const misses = args.includes('--misses')
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const onlyDir = option('--memory-dir')
const otherDirs = option('--other-memory-dirs')
const valued = ['--set', '--corpus', '--memory-dir', '--other-memory-dirs']
const out = args.find((arg, i) => !arg.startsWith('--') && !valued.includes(args[i - 1]))
if (
  !out ||
  !existsSync(join(out, 'inferred.tsv')) ||
  (set !== undefined && !/^fresh\d*$/.test(set)) ||
  (onlyDir !== undefined && otherDirs !== undefined) ||
  ((onlyDir !== undefined || otherDirs !== undefined) && set === undefined)
) {
  console.error(
    'usage: node scripts/heldout-figures.mjs OUT [--set fresh|fresh2|fresh3|…] [--corpus HALF] [--misses] [--memory-dir DIR | --other-memory-dirs DIR]   (OUT written by scripts/heldout-run.mjs; a memory-dir filter needs --set)',
  )
  process.exit(2)
}
/** Where the readers' judgements of one kind of finding are kept, for the half measured. */
const judged = (kind) => join(DOCS, set ? `heldout-${set}-judged-${kind}.tsv` : `heldout-judged-${kind}.tsv`)
const claimsListed = join(DOCS, set ? `heldout-claims-${set}.tsv` : 'heldout-claims.tsv')

/** A TSV file's rows as objects by its header; none when the file is not there yet. */
function allRows(path) {
  if (!existsSync(path)) return []
  const [header, ...lines] = readFileSync(path, 'utf8').replace(/\r/g, '').trim().split('\n')
  const names = header.split('\t')
  return lines.filter(Boolean).map((line) => {
    const cells = line.split('\t')
    return Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()]))
  })
}
/** The repositories a memory-dir filter keeps (all when there is none). */
const kept = (() => {
  if (onlyDir === undefined && otherDirs === undefined) return undefined
  const listed = join(DOCS, `heldout-corpus-${set}.tsv`)
  if (!existsSync(listed)) {
    console.error(`--memory-dir: no ${listed} to say where each repository's memory lives`)
    process.exit(2)
  }
  const strip = (dir) => dir.replace(/\/+$/, '')
  const repositories = allRows(listed)
    .filter((row) =>
      onlyDir !== undefined ? strip(row.memory_dir) === strip(onlyDir) : strip(row.memory_dir) !== strip(otherDirs),
    )
    .map((row) => row.repository)
  console.log(
    `Only the ${repositories.length} repositories whose memory folder is ${onlyDir !== undefined ? onlyDir : `not ${otherDirs}`}.`,
  )
  return new Set(repositories)
})()
/** A TSV file's rows, kept to the repositories a memory-dir filter names. */
const rows = (path) => allRows(path).filter((row) => kept === undefined || kept.has(row.repository))
const percent = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(0)}%`)
const counts = (list, key) => {
  const by = {}
  for (const row of list) by[row[key]] = (by[row[key]] ?? 0) + 1
  return by
}
const line = (label, list, verdicts) => {
  const by = counts(list, 'verdict')
  const shown = verdicts.map((verdict) => `${verdict} ${by[verdict] ?? 0} (${percent(by[verdict] ?? 0, list.length)})`)
  console.log(`${label.padEnd(34)} n=${String(list.length).padEnd(5)} ${shown.join('  ')}`)
}

console.log('Precision, read one finding at a time on the measuring half:')
line('checks', rows(judged('checks')), ['good', 'loose', 'wrong'])
line('memory blocks', rows(judged('blocks')), ['good', 'loose', 'wrong'])
line('"may have rotted" findings', rows(judged('rot')), ['true', 'false'])
const inferredJudged = rows(judged('inferred'))
line('stale inferred findings', inferredJudged, ['true', 'false'])
const advice = rows(judged('advice'))
line('write-time advice', advice, ['right', 'noisy', 'wrong', 'silent-should-speak'])
const caught = new Set(
  inferredJudged.filter((row) => row.verdict === 'true').map((row) => `${row.repository}|${row.catches || row.claim}`),
)
console.log(
  `${'findings per caught false claim'.padEnd(34)} ${inferredJudged.length} / ${caught.size} = ${caught.size ? (inferredJudged.length / caught.size).toFixed(2) : '-'}`,
)
// The same false claim made by two memories is caught twice: each memory is handed over with it.
const caughtPerMemory = new Set(
  inferredJudged
    .filter((row) => row.verdict === 'true')
    .map((row) => `${row.repository}|${row.memory}|${row.catches || row.claim}`),
)
console.log(
  `${'  a catch per memory'.padEnd(34)} ${inferredJudged.length} / ${caughtPerMemory.size} = ${caughtPerMemory.size ? (inferredJudged.length / caughtPerMemory.size).toFixed(2) : '-'}`,
)
const longAdvice = rows(join(out, 'advice.tsv')).filter((row) => Number(row.longest_line) > 300).length
console.log(`${'advice lines over 300 characters'.padEnd(34)} ${longAdvice}`)
// A sample of the passing inferred checks (silences), read as the findings are.
line('passing inferred checks read', rows(judged('silences')), ['right', 'wrong'])

const memoryOf = (file) => file.slice(file.lastIndexOf('/') + 1)

// Recall: the claims a reader listed before seeing any output, against what the tool said.
// A memory naming another memory file is not a claim about the project: no check is ever aimed there.
const listed = rows(claimsListed)
const topicFiles = new Set(listed.map((row) => `${row.repository}|${memoryOf(row.memory_file)}`))
const aboutMemory = (row) =>
  /(^|\/)(\.claude\/memory|memory)\//.test(row.path) || topicFiles.has(`${row.repository}|${memoryOf(row.path)}`)
const claims = listed.filter(
  (row) => (row.claim_kind === 'path' || row.claim_kind === 'identifier') && !aboutMemory(row),
)
const norm = (path) => path.replace(/^\.\//, '').replace(/\/$/, '')
const said = (list, field) => {
  const by = new Map()
  for (const row of list) {
    const key = `${row.repository}|${memoryOf(row.memory)}`
    by.set(key, (by.get(key) ?? '') + ' ' + row[field])
  }
  return by
}
// A path is named as written, or by its last name where a finding or block ends it with a space, a
// comma or a closing mark ("names GameState.scala, which no longer exists").
const names = (text, path) => {
  const last = norm(path).split('/').at(-1)
  return (
    text.includes(norm(path)) ||
    new RegExp(`(?:^|[\\s\`(/])${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s,;)\`]|$)`).test(text)
  )
}
const stale = said(
  rows(join(out, 'inferred.tsv')).filter((row) => row.status === 'stale'),
  'reason',
)
const becameFalse = claims.filter(
  (row) => row.claim_kind === 'path' && row.true_at_memory === 'y' && row.true_at_later === 'n',
)
const caughtPaths = becameFalse.filter((row) =>
  names(stale.get(`${row.repository}|${memoryOf(row.memory_file)}`) ?? '', row.path),
)
// Files of a folder that is gone make one finding, the folder's (SPEC §6.4.1): a path under a folder a
// finding names as gone is told false too.
// A finding names a gone folder as written (`names src/x/, which no longer exists`), after the first of
// its paths (`names src/x/a.ts and 3 more paths under src/x/, …`), or among the paths one commit removed
// (`names src/x/ and b.ts, which no longer exist …`).
const goneFolders = (text) => [
  ...[...text.matchAll(/names (\S+?), which no longer exists/g)].map((m) => norm(m[1])),
  ...[...text.matchAll(/ more paths? under (\S+?)\/, which no longer exists/g)].map((m) => norm(m[1])),
  ...[...text.matchAll(/names (.+?), which no longer exist /g)].flatMap((m) =>
    m[1]
      .split(/, | and /)
      .filter((one) => one.endsWith('/'))
      .map(norm),
  ),
]
const caughtWithFolders = becameFalse.filter((row) => {
  const text = stale.get(`${row.repository}|${memoryOf(row.memory_file)}`) ?? ''
  return names(text, row.path) || goneFolders(text).some((folder) => norm(row.path).startsWith(`${folder}/`))
})
console.log('\nRecall against claims listed before any output was seen:')
console.log(
  `${'project paths that became false'.padEnd(34)} ${caughtPaths.length} of ${becameFalse.length} caught (${percent(caughtPaths.length, becameFalse.length)})`,
)
console.log(
  `${'  or under a gone folder said'.padEnd(34)} ${caughtWithFolders.length} of ${becameFalse.length} (${percent(caughtWithFolders.length, becameFalse.length)})`,
)
const readFolders = new Set(claims.map((row) => row.repository))
const inFull = claims.filter((row) => row.true_at_memory !== '-')
const proposed = said(rows(join(out, 'proposals.tsv')), 'block')
const rotted = said(rows(join(out, 'rotted.tsv')), 'detail')
const checkable = inFull.filter((row) => row.true_at_memory === 'y')
const withCheck = checkable.filter((row) => {
  const block = proposed.get(`${row.repository}|${memoryOf(row.memory_file)}`) ?? ''
  return names(block, row.path) && (row.claim_kind === 'path' || block.includes(row.identifier))
})
const gone = inFull.filter((row) => row.claim_kind === 'path' && row.true_at_memory === 'n')
const reported = gone.filter((row) =>
  names(rotted.get(`${row.repository}|${memoryOf(row.memory_file)}`) ?? '', row.path),
)
console.log(
  `${'checkable claims with a check'.padEnd(34)} ${withCheck.length} of ${checkable.length} (${percent(withCheck.length, checkable.length)}) on ${readFolders.size} folders read in full`,
)
console.log(
  `${'paths gone, reported as rot'.padEnd(34)} ${reported.length} of ${gone.length} (${percent(reported.length, gone.length)})`,
)
// With the corpus at hand: of the paths gone, those the repository once held (a commit added or
// deleted the path, or a path ending with it), as against paths it never had (another base, a typo).
if (corpus) {
  const history = new Map()
  const onceHeld = (repository, path) => {
    if (!history.has(repository)) {
      const checkout = join(corpus, repository.replace('/', '+'), 'at-memory')
      const log = spawnSync(
        'git',
        ['log', '--no-renames', '--no-ext-diff', '--no-textconv', '--format=', '--name-only', '--diff-filter=AD'],
        { cwd: checkout, encoding: 'utf8', maxBuffer: 1 << 28 },
      )
      if (log.status !== 0) {
        console.error(
          `--corpus: no git checkout of ${repository} at ${checkout} (give the half's folder corpus-layout.mjs wrote)`,
        )
        process.exit(2)
      }
      history.set(repository, log.stdout.split('\n'))
    }
    const plain = norm(path)
    return history
      .get(repository)
      .some(
        (file) =>
          file === plain || file.endsWith(`/${plain}`) || file.startsWith(`${plain}/`) || file.includes(`/${plain}/`),
      )
  }
  const held = gone.filter((row) => onceHeld(row.repository, row.path))
  const heldReported = held.filter((row) => reported.includes(row))
  console.log(
    `${'  once held by the repository'.padEnd(34)} ${heldReported.length} of ${held.length} (${percent(heldReported.length, held.length)})`,
  )
  if (misses)
    printMisses(
      'paths gone that the repository once held, not reported',
      held.filter((row) => !reported.includes(row)),
    )
}
if (misses)
  printMisses(
    'project paths that became false, not caught',
    becameFalse.filter((row) => !caughtPaths.includes(row)),
  )

function printMisses(title, list) {
  console.log(`\n${title} (${list.length}):`)
  for (const row of list) console.log(`  ${row.repository}  ${row.memory_file}  ${row.path}`)
}

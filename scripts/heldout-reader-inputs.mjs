#!/usr/bin/env node
// The readers' inputs from a half's output (scripts/heldout-run.mjs OUT), written beside it:
//   blocks-part1.tsv, blocks-part2.tsv   the blocks sample in two halves (two readers, every check of each block)
//   advice-part1.tsv, advice-part2.tsv   the replayed write-time answers in two halves
//   inferred-stale.tsv                   every stale inferred finding
//   silences-sample.tsv                  25 passing inferred checks, in the order of a hash salted with the half
//
//   node scripts/heldout-reader-inputs.mjs OUT HALF
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [out, half] = process.argv.slice(2)
if (out === undefined || half === undefined) {
  console.error('usage: node scripts/heldout-reader-inputs.mjs OUT HALF')
  process.exit(2)
}
const read = (name) => {
  const [header, ...rows] = readFileSync(join(out, name), 'utf8').replace(/\n$/, '').split('\n')
  return { header, rows }
}
const write = (name, header, rows) => {
  writeFileSync(join(out, name), [header, ...rows].join('\n') + '\n')
  console.log(`${name}: ${rows.length}`)
}
const halves = (name, stem) => {
  const { header, rows } = read(name)
  const cut = Math.ceil(rows.length / 2)
  write(`${stem}-part1.tsv`, header, rows.slice(0, cut))
  write(`${stem}-part2.tsv`, header, rows.slice(cut))
}
halves('blocks-sample.tsv', 'blocks')
halves('advice.tsv', 'advice')
const inferred = read('inferred.tsv')
const status = (row) => row.split('\t')[2]
write(
  'inferred-stale.tsv',
  inferred.header,
  inferred.rows.filter((row) => status(row) === 'stale'),
)
const salted = (row) => createHash('sha256').update(`claimcheck-silences-${half}:${row}`).digest('hex')
const fresh = inferred.rows.filter((row) => status(row) === 'fresh')
write('silences-sample.tsv', inferred.header, fresh.sort((a, b) => (salted(a) < salted(b) ? -1 : 1)).slice(0, 25))

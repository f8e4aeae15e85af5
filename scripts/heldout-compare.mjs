#!/usr/bin/env node
// What changed between two outputs of scripts/heldout-run.mjs on the same layout (a rule's tuning run
// against the build before it): each check dropped or added, with the verdict a reader gave it when
// one did, then each line of the rot, inferred and advice files that differs.
//
//   node scripts/heldout-compare.mjs BASE_OUT NEW_OUT [--judged docs/heldout-freshNN]
//
// `--judged PREFIX` reads PREFIX-judged-checks.tsv for the verdicts.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
const judgedAt = args.indexOf('--judged')
const judged = judgedAt === -1 ? undefined : args[judgedAt + 1]
const [base, next] = judgedAt === -1 ? args : args.filter((_, i) => i !== judgedAt && i !== judgedAt + 1)
if (base === undefined || next === undefined) {
  console.error('usage: node scripts/heldout-compare.mjs BASE_OUT NEW_OUT [--judged docs/heldout-freshNN]')
  process.exit(2)
}
const rows = (file) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .replace(/\n$/, '')
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t'))
    : []
const unquoted = (value) => (/^'.*'$/.test(value) ? value.slice(1, -1).replace(/''/g, "'") : value)

/** Each memory's checks, written as readers write them: `grep <target> /<pattern>/`, `readable <target>`. */
function checks(out) {
  const byMemory = new Map()
  for (const [repository, memory, , , block = ''] of rows(join(out, 'proposals.tsv'))) {
    // A block of one check is a mapping; of several, a list (`|   - kind: …`); `|` stands for a line break.
    const items = block.split('|   - ').slice(1)
    for (const item of items.length > 0 ? items : [block.slice(block.indexOf('verify: ') + 8)]) {
      const fields = Object.fromEntries(
        [...item.matchAll(/(\w+): ([^|]*?) *(?=\||$)/g)].map(([, key, value]) => [key, unquoted(value)]),
      )
      const check = `${fields.kind} ${fields.target ?? ''}${fields.pattern === undefined ? '' : ` /${fields.pattern}/`}`
      const key = `${repository}\t${memory}`
      byMemory.set(key, new Set([...(byMemory.get(key) ?? []), check.trim()]))
    }
  }
  return byMemory
}
const verdicts = new Map(
  judged === undefined
    ? []
    : rows(`${judged}-judged-checks.tsv`).map(([repository, memory, check, verdict]) => [
        `${repository}\t${memory}\t${check}`,
        verdict,
      ]),
)
const before = checks(base)
const after = checks(next)
for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
  const was = before.get(key) ?? new Set()
  const is = after.get(key) ?? new Set()
  const say = (change, check) => console.log(`${change} ${verdicts.get(`${key}\t${check}`) ?? '-'}\t${key}\t${check}`)
  for (const check of [...was].filter((check) => !is.has(check)).sort()) say('DROP', check)
  for (const check of [...is].filter((check) => !was.has(check)).sort()) say('ADD ', check)
}
for (const file of ['rotted.tsv', 'rotted-later.tsv', 'inferred.tsv', 'advice.tsv']) {
  const lines = (out) => new Set(rows(join(out, file)).map((row) => row.join('\t')))
  const was = lines(base)
  const is = lines(next)
  for (const line of [...was].filter((line) => !is.has(line)).sort()) console.log(`-${file}\t${line}`)
  for (const line of [...is].filter((line) => !was.has(line)).sort()) console.log(`+${file}\t${line}`)
}

#!/usr/bin/env node
// Re-checks, literally, the path rows of a claims list (docs/heldout-claims-*.tsv) that hold brackets:
// `git ls-files PATH` reads `app/[id]/page.tsx` as a glob, so a lister using it judges such a path absent.
//   node scripts/claims-literal-recheck.mjs CLAIMS.tsv CORPUS_HALF [--write]
// CORPUS_HALF is a folder laid out by scripts/corpus-layout.mjs. Prints each changed row; --write rewrites
// the list with the changed rows saying so in their reason.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
const [tsv, half, write] = process.argv.slice(2)
const repos = Object.fromEntries(
  readFileSync(`${half}/repos.tsv`, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => {
      const c = l.split('\t')
      return [c[0], { dir: c[3], later: c[2] }]
    }),
)
const files = new Map()
const list = (repo, side) => {
  const key = `${repo}|${side}`
  if (!files.has(key)) {
    const root = `${half}/${repo.replace('/', '+')}/${side}`
    const all = execFileSync('git', ['-C', root, 'ls-files', '-z'], { maxBuffer: 1 << 28 })
      .toString()
      .split('\0')
      .filter(Boolean)
    files.set(
      key,
      all.filter((f) => !f.startsWith(`${repos[repo].dir}/`)),
    )
  }
  return files.get(key)
}
const there = (repo, side, path) => {
  const p = path.replace(/\/$/, '')
  return list(repo, side).some((f) => f === p || f.endsWith(`/${p}`) || f.startsWith(`${p}/`) || f.includes(`/${p}/`))
}
const lines = readFileSync(tsv, 'utf8').split('\n')
const head = lines[0].split('\t')
const ix = (n) => head.indexOf(n)
let changed = 0
const out = lines.map((line, i) => {
  if (i === 0 || !line) return line
  const c = line.split('\t')
  if (c[ix('claim_kind')] !== 'path' || !/[[\]]/.test(c[ix('path')]) || /[*?]/.test(c[ix('path')])) return line
  const repo = c[ix('repository')]
  const m = there(repo, 'at-memory', c[ix('path')]) ? 'y' : 'n'
  const l = repos[repo].later ? (there(repo, 'later', c[ix('path')]) ? 'y' : 'n') : '-'
  if (m !== c[ix('true_at_memory')] || l !== c[ix('true_at_later')]) {
    changed++
    console.log(`${repo}\t${c[ix('path')]}\t${c[ix('true_at_memory')]}${c[ix('true_at_later')]} -> ${m}${l}`)
    c[ix('true_at_memory')] = m
    c[ix('true_at_later')] = l
    c[ix('reason')] = `${c[ix('reason')]}; rechecked literally (brackets are no glob)`
  }
  return c.join('\t')
})
console.log(`${changed} rows changed`)
if (write === '--write') writeFileSync(tsv, out.join('\n'))

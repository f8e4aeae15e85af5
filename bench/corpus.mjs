// Deterministic benchmark corpora: a project of source files and a memory folder whose claims
// point at them, about 10% of them rotted (at 100k: 45,000 grep checks over 25,000 files of 20-400 lines).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A small seeded generator, so every run builds the same corpus. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Source files per memory: many claims point at the same file, as in real memory (25,000 at 100k). */
const SOURCES_PER_MEMORY = 0.25

/**
 * Every tenth memory of a malformed corpus, in ten ways a memory file goes wrong: broken YAML,
 * another language, a huge file, one just under the size limit, bytes that are no text, and more.
 */
const MALFORMED = [
  () => '---\nverify:\n  kind: readable\n  target: [unclosed\n---\n',
  () => '---js\n{ verify: 1 }\n---\n',
  () => '---\nverify:\n  kind: weather\n---\n',
  () => '---\nverify:\n  kind: readable\n  taget: a.txt\n---\n',
  () => `---\nverify:\n  kind: readable\n  target: src/mod-0.ts\n---\n${'x'.repeat(2 * 1024 * 1024)}`,
  () => `---\nverify:\n  kind: readable\n  target: src/mod-0.ts\n---\n${'y'.repeat(1000 * 1024)}`,
  () => Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919) & 0xff)),
  () =>
    `---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\nverify:\n  kind: none\n---\n`,
  () => `---\nverify:\n${'  - kind: readable\n    target: src/mod-0.ts\n'.repeat(1400)}---\n`,
  () => '\n---\nverify:\n  kind: readable\n  target: src/mod-0.ts\n---\n',
]

/**
 * A corpus; `malformed`: every tenth memory broken; `commands`: every fifth memory's claim a
 * `test -f` command the config allows (about a tenth of them rotted), with the config enabling it;
 * `waits`: every claim a command that waits (`sleep 0.05`); `config`: a config file that lists the
 * default checkers, as a team's repository has. `targets.txt` lists each distinct target once, for
 * the I/O floor (floor.mjs).
 */
export function buildCorpus(dir, size, { malformed = false, commands = false, waits = false, config = false } = {}) {
  const variant = ['malformed', 'commands', 'waits', 'config'].filter(
    (name) => ({ malformed, commands, waits, config })[name],
  )
  const root = join(dir, [`corpus-${size}`, ...variant].join('-'))
  const done = join(root, '.complete')
  if (existsSync(done)) return { root, memory: join(root, 'memory') }
  rmSync(root, { recursive: true, force: true })
  const next = random(size)
  const sources = Math.max(1, Math.ceil(size * SOURCES_PER_MEMORY))
  mkdirSync(join(root, 'src'), { recursive: true })
  mkdirSync(join(root, 'memory'), { recursive: true })
  mkdirSync(join(root, '.git'), { recursive: true })
  // Source files of 20 to 400 lines: three lines a function.
  const functions = []
  for (let s = 0; s < sources; s++) {
    const count = 6 + Math.floor(next() * 128)
    functions.push(count)
    const lines = [`// module ${s}`]
    for (let f = 0; f < count; f++) lines.push(`export function fn${s}_${f}(value) {\n  return value * ${f + 1}\n}`)
    writeFileSync(join(root, 'src', `mod-${s}.ts`), `${lines.join('\n')}\n`)
  }
  const index = ['# Memory', '']
  const targets = new Set()
  for (let m = 0; m < size; m++) {
    const source = Math.floor(next() * sources)
    const rotted = next() < 0.1
    const kind = next()
    let verify
    // 40% readable, 45% grep, 15% judgements; with commands, every fifth a command instead.
    if (waits) {
      verify = 'verify:\n  kind: command\n  target: sleep 0.05'
    } else if (commands && m % 5 === 0) {
      verify = `verify:\n  kind: command\n  target: test -f src/${rotted ? 'gone' : 'mod'}-${source}.ts`
    } else if (kind < 0.4) {
      verify = `verify:\n  kind: readable\n  target: src/${rotted ? 'gone' : 'mod'}-${source}.ts`
    } else if (kind < 0.85) {
      const fn = Math.floor(next() * functions[source])
      verify = `verify:\n  kind: grep\n  target: src/mod-${source}.ts\n  pattern: ${rotted ? `removed_${source}` : `export function fn${source}_${fn}\\b`}`
    } else {
      verify = 'verify:\n  kind: none'
    }
    const target = /^  target: (src\/\S+)$/m.exec(verify)?.[1]
    if (target && !verify.includes('kind: command')) targets.add(target)
    const name = `topic-${String(m).padStart(6, '0')}`
    if (malformed && m % 10 === 0) {
      writeFileSync(join(root, 'memory', `${name}.md`), MALFORMED[(m / 10) % MALFORMED.length]())
      continue
    }
    const body = `Module ${source} exports what the batch needs.\n\n**Why:** it was moved there.\n**How to apply:** import it from src/mod-${source}.ts.\n`
    writeFileSync(
      join(root, 'memory', `${name}.md`),
      `---\nname: ${name}\ndescription: where module ${source} lives\nmetadata:\n  type: project\n  modified: 2026-11-01T10:00:00.000Z\n${verify}\n---\n${body}`,
    )
    if (m < 150) index.push(`- [${name}](${name}.md) — module ${source}`)
  }
  writeFileSync(join(root, 'memory', 'MEMORY.md'), `${index.join('\n')}\n`)
  const lines = ['checkers:', '  - "@claimcheck/checker-readable"', '  - "@claimcheck/checker-grep"']
  if (commands) lines.push(`  - ["@claimcheck/checker-command", { allow: ['test -f src/*'] }]`)
  if (waits) lines.push(`  - ["@claimcheck/checker-command", { allow: ['sleep 0.05'] }]`)
  if (config) lines.push('  - "@claimcheck/checker-symlink-strict"')
  if (commands || waits || config) writeFileSync(join(root, 'claimcheck.config.yaml'), `${lines.join('\n')}\n`)
  writeFileSync(join(root, 'targets.txt'), [...targets].map((target) => `${target}\n`).join(''))
  writeFileSync(done, '')
  return { root, memory: join(root, 'memory') }
}

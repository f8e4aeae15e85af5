// The scale the performance targets are set against: a plain sequential implementation of the same
// checks (each memory read whole and parsed with gray-matter, each claim checked on its own, each
// command run in turn, no cache).
// `pnpm bench` runs it beside claimcheck, so that figures taken on a busy, shared machine can be
// compared with the scale the targets were set on. It prints the report `claimcheck check` prints for
// the bench's corpora. Usage: node bench/plain.mjs <memory dir> <root>
import { spawnSync } from 'node:child_process'
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'

const [memoryDir, root] = process.argv.slice(2)

function readable(target) {
  const path = join(root, target)
  let stats
  try {
    stats = statSync(path)
  } catch {
    return ['stale', `missing: ${target}`]
  }
  if (stats.isDirectory()) {
    const entries = readdirSync(path).filter((name) => !name.startsWith('.'))
    return entries.length
      ? ['fresh', `directory with ${entries.length} entries`]
      : ['stale', `empty directory: ${target}`]
  }
  const buffer = Buffer.alloc(4096)
  const fd = openSync(path, 'r')
  const read = readSync(fd, buffer, 0, buffer.length, 0)
  closeSync(fd)
  return buffer.toString('utf8', 0, read).trim()
    ? ['fresh', 'readable with content']
    : ['stale', `empty content: ${target}`]
}

function grep(target, pattern) {
  let text
  try {
    text = readFileSync(join(root, target), 'utf8')
  } catch {
    return ['stale', `missing: ${target}`]
  }
  return new RegExp(pattern).test(text) ? ['fresh', `matched /${pattern}/`] : ['stale', `no match for /${pattern}/`]
}

/** A command line run by /bin/sh -c, one after another, as a shell script would. */
function command(target) {
  const run = spawnSync('/bin/sh', ['-c', target], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  const lastError = run.stderr.toString().trim().split('\n').at(-1)
  return run.status === 0 ? ['fresh', 'exit 0'] : ['stale', `exit ${run.status}${lastError ? `: ${lastError}` : ''}`]
}

function check(verify) {
  if (verify?.kind === 'readable') return readable(verify.target)
  if (verify?.kind === 'command') return command(verify.target)
  if (verify?.kind === 'grep') return grep(verify.target, verify.pattern)
  return ['unverifiable', 'no counterpart (judgement)']
}

const counts = { fresh: 0, stale: 0, unverifiable: 0 }
const labels = { fresh: 'OK   ', stale: 'STALE', unverifiable: 'SKIP ' }
const lines = []
for (const name of readdirSync(memoryDir).sort()) {
  if (!name.endsWith('.md') || name === 'MEMORY.md') continue
  const { data } = matter(readFileSync(join(memoryDir, name), 'utf8'))
  const [status, reason] = check(data.verify)
  counts[status]++
  lines.push(`${labels[status]} ${name.slice(0, -3)}: ${reason}`)
}
lines.push('', `fresh=${counts.fresh} stale=${counts.stale} unverifiable=${counts.unverifiable}`)
process.stdout.write(`${lines.join('\n')}\n`)

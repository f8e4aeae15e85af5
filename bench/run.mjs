// `pnpm bench`: runs the built claimcheck as a whole process over deterministic corpora and prints
// median wall time, peak RSS and memories per second, beside a plain sequential implementation of
// the same checks (plain.mjs) run at the same moments. It asserts nothing: people judge the figures.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildCorpus } from './corpus.mjs'

const repo = fileURLToPath(new URL('..', import.meta.url))
const bin = join(repo, 'packages/cli/dist/bin.cjs')
const rssPreload = fileURLToPath(new URL('./rss.mjs', import.meta.url))
const plain = fileURLToPath(new URL('./plain.mjs', import.meta.url))
const args = process.argv.slice(2)
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '3,1000,10000,100000').split(',').map(Number)
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5)
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'claimcheck-bench')
mkdirSync(dir, { recursive: true })

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Runs one Node process and times it; its last line of output is the run's summary. */
function timed(name, args, env) {
  const started = process.hrtime.bigint()
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.status !== 0 && run.status !== 1) throw new Error(`${name} exited ${run.status}: ${run.stderr}`)
  return { seconds, stdout: run.stdout, summary: run.stdout.trimEnd().split('\n').at(-1) }
}

/** One run of `claimcheck check` on a corpus; with `rss`, a preload reports its peak RSS (KiB). */
function runOnce(corpus, { rss = false } = {}) {
  const rssFile = join(dir, 'rss.txt')
  const preload = rss ? ['--import', rssPreload] : []
  const run = timed('claimcheck', [...preload, bin, 'check', corpus.memory, '--root', corpus.root], {
    ...process.env,
    BENCH_RSS_FILE: rssFile,
    NO_COLOR: '1',
  })
  return { ...run, rssKiB: rss ? Number(readFileSync(rssFile, 'utf8')) : undefined }
}

/** One run of the plain sequential implementation on a corpus. */
const plainOnce = (corpus) => timed('the plain implementation', [plain, corpus.memory, corpus.root], process.env)

console.log(
  `claimcheck benchmark: node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${runs} runs after a warm-up`,
)
// Node's own start on this machine now: the floor under every figure, and a gauge of how busy the
// (shared) machine is while it measures.
const empty = join(dir, 'empty.cjs')
writeFileSync(empty, '')
const emptyRun = (env = process.env) => timed('node alone', [empty], env).seconds
const nodeAlone = (env) => median(Array.from({ length: runs + 1 }, () => emptyRun(env)).slice(1))
console.log(`node alone (an empty script): ${nodeAlone(process.env).toFixed(3)} s`)
// Node 20 reads and parses the whole file NODE_EXTRA_CA_CERTS names (with its own root
// certificates) at every start, before any script runs; Node 22 and later do it on first use.
if (process.env.NODE_EXTRA_CA_CERTS) {
  const { NODE_EXTRA_CA_CERTS, ...without } = process.env
  console.log(`node alone without NODE_EXTRA_CA_CERTS (${NODE_EXTRA_CA_CERTS}): ${nodeAlone(without).toFixed(3)} s`)
}
// "over Node alone": each timed run follows a run of the empty script, and the column is the
// median of their differences: what claimcheck adds to Node's start at that moment, on a machine
// whose speed changes within minutes. "plain ÷ wall" likewise pairs each claimcheck run with a run
// of the plain implementation right after it: how many times faster claimcheck is at that moment.
console.log(
  'memories   median wall   over Node alone   plain sequential   plain ÷ wall   peak RSS    memories/s   result',
)
for (const size of sizes) {
  const corpus = buildCorpus(dir, size)
  runOnce(corpus)
  plainOnce(corpus)
  // Times come from runs as a user makes them; peak RSS from as many runs with a preload that reads it.
  const results = Array.from({ length: runs }, () => {
    const alone = emptyRun()
    const result = runOnce(corpus)
    const reference = plainOnce(corpus)
    return { ...result, over: result.seconds - alone, reference }
  })
  const wall = median(results.map((r) => r.seconds))
  const over = median(results.map((r) => r.over))
  const plainWall = median(results.map((r) => r.reference.seconds))
  const speedup = median(results.map((r) => r.reference.seconds / r.seconds))
  const rss = median(Array.from({ length: runs }, () => runOnce(corpus, { rss: true }).rssKiB)) / 1024
  const rate = Math.round(size / wall)
  console.log(
    `${String(size).padStart(8)}   ${wall.toFixed(3).padStart(9)} s   ${over.toFixed(3).padStart(13)} s   ${plainWall.toFixed(3).padStart(14)} s   ${speedup.toFixed(2).padStart(11)}×   ${rss.toFixed(0).padStart(5)} MiB   ${String(rate).padStart(10)}   ${results[0].summary}`,
  )
  // The comparison holds only while both make the same checks and print the same report.
  const { reference } = results[0]
  if (reference.stdout !== results[0].stdout)
    console.log(`         the plain implementation's report differs: ${reference.summary}`)
}

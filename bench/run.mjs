// `pnpm bench`: runs the built claimcheck as a whole process over deterministic corpora and prints,
// for each size, median wall time and peak RSS beside two yardsticks measured at the same moments
// (SPEC §11): `node -e 0`, the floor under any Node tool, and a plain sequential implementation of
// the same checks (plain.mjs). Each claimcheck run is paired with a run of each yardstick right
// before it, and the ratios are medians of those pairs: this shared machine's speed drifts, so only
// ratios measured side by side mean anything. It asserts nothing: people judge the figures.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildCorpus } from './corpus.mjs'

const repo = fileURLToPath(new URL('..', import.meta.url))
const bin = join(repo, 'packages/cli/dist/bin.cjs')
const rssPreload = fileURLToPath(new URL('./rss.mjs', import.meta.url))
const plain = fileURLToPath(new URL('./plain.mjs', import.meta.url))
const args = process.argv.slice(2)
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const sizes = option('sizes', '3,150,10000,100000').split(',').map(Number)
const malformedSize = Number(option('malformed', 5000))
const commandsSize = Number(option('commands', 2000))
const runs = Number(option('runs', 5))
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'claimcheck-bench')
mkdirSync(dir, { recursive: true })

/** The targets SPEC §11 sets: at most this ratio to `node -e 0` (small) or to the plain implementation (large). */
const TARGETS = { 3: ['node', 1.3], 150: ['node', 1.4], 10000: ['plain', 0.5], 100000: ['plain', 0.25] }

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Runs one Node process and times it; its last line of output is the run's summary. */
function timed(name, argv, env = process.env) {
  const started = process.hrtime.bigint()
  const run = spawnSync(process.execPath, argv, { env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.status !== 0 && run.status !== 1) throw new Error(`${name} exited ${run.status}: ${run.stderr}`)
  return { seconds, stdout: run.stdout, summary: run.stdout.trimEnd().split('\n').at(-1) }
}

const nodeAlone = () => timed('node -e 0', ['-e', '0']).seconds
const claimcheck = (corpus, extra = []) =>
  timed('claimcheck', [...extra, bin, 'check', corpus.memory, '--root', corpus.root], {
    ...process.env,
    BENCH_RSS_FILE: join(dir, 'rss.txt'),
    NO_COLOR: '1',
  })
const plainOnce = (corpus) => timed('the plain implementation', [plain, corpus.memory, corpus.root])

console.log(
  `claimcheck benchmark: node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${runs} runs after a warm-up`,
)
console.log('memories   claimcheck   node -e 0   ÷ node   plain   ÷ plain   peak RSS   target   result')
for (const size of sizes) {
  const corpus = buildCorpus(dir, size)
  // Warm-up: the page cache, and the machine's memory of the corpus.
  claimcheck(corpus)
  plainOnce(corpus)
  const pairs = Array.from({ length: runs }, () => {
    const node = nodeAlone()
    const reference = plainOnce(corpus)
    const run = claimcheck(corpus)
    return { node, plain: reference.seconds, run, same: reference.stdout === run.stdout }
  })
  const wall = median(pairs.map((p) => p.run.seconds))
  const byNode = median(pairs.map((p) => p.run.seconds / p.node))
  const byPlain = median(pairs.map((p) => p.run.seconds / p.plain))
  // Peak RSS from runs of their own, with a preload that reads it, so that it costs the timed runs nothing.
  const rss =
    median(
      Array.from({ length: Math.min(runs, 3) }, () => {
        claimcheck(corpus, ['--import', rssPreload])
        return Number(readFileSync(join(dir, 'rss.txt'), 'utf8'))
      }),
    ) / 1024
  const [yardstick, limit] = TARGETS[size] ?? []
  const target = yardstick ? `≤ ${limit}× ${yardstick === 'node' ? 'node' : 'plain'}` : ''
  console.log(
    [
      String(size).padStart(8),
      `${wall.toFixed(3)} s`.padStart(12),
      `${median(pairs.map((p) => p.node)).toFixed(3)} s`.padStart(11),
      `${byNode.toFixed(2)}×`.padStart(8),
      `${median(pairs.map((p) => p.plain)).toFixed(3)} s`.padStart(7),
      `${byPlain.toFixed(2)}×`.padStart(9),
      `${rss.toFixed(0)} MiB`.padStart(10),
      target.padStart(16),
      `  ${pairs[0].run.summary}`,
    ].join(' '),
  )
  // The comparison holds only while both make the same checks and print the same report.
  if (!pairs.every((p) => p.same))
    console.log(`         the plain implementation's report differs: ${pairs[0].run.summary}`)
}

// Commands (issue 22): a fifth of the claims are allowed `test -f` commands, which the runner runs
// side by side in its process lane; the plain implementation runs them one after another.
if (commandsSize > 0) {
  const corpus = buildCorpus(dir, commandsSize, { commands: true })
  const config = ['--config', join(corpus.root, 'claimcheck.config.yaml')]
  const run = () => timed('claimcheck', [bin, 'check', corpus.memory, '--root', corpus.root, ...config])
  run()
  plainOnce(corpus)
  const pairs = Array.from({ length: runs }, () => {
    const reference = plainOnce(corpus)
    const mine = run()
    return { plain: reference.seconds, mine, same: reference.stdout === mine.stdout }
  })
  const byPlain = median(pairs.map((p) => p.mine.seconds / p.plain))
  console.log(
    `\n${commandsSize} memories, a fifth of them commands: ${median(pairs.map((p) => p.mine.seconds)).toFixed(3)} s,` +
      ` plain ${median(pairs.map((p) => p.plain)).toFixed(3)} s, ${byPlain.toFixed(2)}× plain (target ≤ 0.5× plain)` +
      `  ${pairs[0].mine.summary}`,
  )
  if (!pairs.every((p) => p.same))
    console.log(`         the plain implementation's report differs: ${pairs[0].mine.summary}`)
}

// Malformed input must cost no more than good input: the same corpus with every tenth memory broken
// (huge files, files just under the limit, binary bytes, alias bombs), side by side with the clean one.
if (malformedSize > 0) {
  const clean = buildCorpus(dir, malformedSize)
  const broken = buildCorpus(dir, malformedSize, { malformed: true })
  const measure = (corpus) => {
    claimcheck(corpus)
    const seconds = median(Array.from({ length: runs }, () => claimcheck(corpus).seconds))
    claimcheck(corpus, ['--import', rssPreload])
    return {
      seconds,
      rss: Number(readFileSync(join(dir, 'rss.txt'), 'utf8')) / 1024,
      summary: claimcheck(corpus).summary,
    }
  }
  const good = measure(clean)
  const bad = measure(broken)
  console.log(
    `\n${malformedSize} memories, 10% malformed: ${bad.seconds.toFixed(3)} s, peak RSS ${bad.rss.toFixed(0)} MiB` +
      ` (clean: ${good.seconds.toFixed(3)} s, ${good.rss.toFixed(0)} MiB; ${(bad.seconds / good.seconds).toFixed(2)}× the time,` +
      ` ${(bad.rss / good.rss).toFixed(2)}× the memory)  ${bad.summary}`,
  )
}

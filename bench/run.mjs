// `pnpm bench`: every figure of SPEC §11, each measured side by side with its yardstick in one loop
// (this shared machine's speed drifts, so only ratios taken at the same moments mean anything):
// - startup: `node -e 0` against claimcheck at 3 and 150 memories, on every channel (the npm bin,
//   the plugin bundle that the Action and pre-commit run too), without and with a config file
//   listing the default checkers; and a PostToolUse Read of a file that is not a memory;
// - scale: the I/O floor (floor.mjs) and the seed script (memcheck.py) at 10,000 and 100,000
//   memories, with peak RSS;
// - commands: a spawn-bound corpus and one of commands that wait, against a plain sequential
//   implementation (plain.mjs);
// - malformed input against clean input of the same size;
// - inferred checks (SPEC §6.4.1): SessionStart on a large committed project whose memories carry no
//   checks, and a Read of a committed memory naming five files in a long history, git's time included.
// Each claimcheck run follows a run of its yardstick; a ratio is the median of those pairs. The
// compile cache is the bench's own (warm after the first run). It asserts nothing: people judge
// the figures, each printed with its limit and the load average when it was taken.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildCorpus } from './corpus.mjs'
import { buildHistory, buildUnchecked } from './inferred-corpus.mjs'

const repo = fileURLToPath(new URL('..', import.meta.url))
const here = (file) => fileURLToPath(new URL(file, import.meta.url))
const CHANNELS = {
  'npm bin': join(repo, 'packages/cli/dist/bin.cjs'),
  'plugin bundle': join(repo, 'claude-plugin/dist/bin.cjs'),
}
const args = process.argv.slice(2)
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const sizesOf = (text) => text.split(',').filter(Boolean).map(Number)
const startupSizes = sizesOf(option('startup', '3,150'))
const scaleSizes = sizesOf(option('scale', '10000,100000'))
const commandsSize = Number(option('commands', 2000))
const waitsSize = Number(option('waits', 100))
const malformedSize = Number(option('malformed', 5000))
const uncheckedFiles = Number(option('unchecked', 50000))
const historyCommits = Number(option('history', 10000))
const runs = Number(option('runs', 5))
// A run of 0.1 s moves by ±10-30% from one run to the next: the startup lines take more pairs.
const startupRuns = Number(option('startup-runs', Math.max(runs, 21)))
const seedScript = option('seed', process.env.CLAIMCHECK_SEED_SCRIPT ?? join(repo, '../shared/reference/memcheck.py'))
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'claimcheck-bench')
const home = join(dir, 'home')
mkdirSync(join(home, 'cache'), { recursive: true })

/** SPEC §11's limits. */
const LIMIT = {
  3: 1.3,
  150: 1.4,
  config: 1.1,
  read: 1.2,
  floor: 2,
  seed: { 10000: 0.5, 100000: 0.3 },
  rss: 2,
  commands: 1.2,
  waits: 0.3,
  inferred: 2,
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const pairedRatio = (mine, theirs) => median(mine.map((value, i) => value / theirs[i]))
const load = () => loadavg()[0].toFixed(2)

/** Runs a program and times it; its last line of output is the run's summary. */
function timed(name, command, argv, { cwd = repo, env = {}, input } = {}) {
  const started = process.hrtime.bigint()
  const run = spawnSync(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.error || (run.status !== 0 && run.status !== 1))
    throw new Error(`${name} exited ${run.status}: ${run.error ?? run.stderr}`)
  return { seconds, stdout: run.stdout, summary: run.stdout.trimEnd().split('\n').at(-1) }
}

/** The environment of every claimcheck run: the bench's own home, compile cache and Claude Code config. */
const CLAIMCHECK_ENV = {
  HOME: home,
  XDG_CACHE_HOME: join(home, 'cache'),
  CLAUDE_CONFIG_DIR: join(home, '.claude'),
  NO_COLOR: '1',
}
const nodeAlone = () => timed('node -e 0', process.execPath, ['-e', '0']).seconds
/** Each variant once to warm up, then `startupRuns` rounds of `node -e 0` followed by every variant. */
function besideNode(variants) {
  for (const variant of variants) variant.run()
  const node = []
  const times = variants.map(() => [])
  for (let i = 0; i < startupRuns; i++) {
    node.push(nodeAlone())
    variants.forEach((variant, v) => times[v].push(variant.run().seconds))
  }
  return { node, times }
}
const claimcheck = (bin, corpus, { extra = [], args = ['check', 'memory', '--root', '.'], input } = {}) =>
  timed('claimcheck', process.execPath, [...extra, bin, ...args], { cwd: corpus.root, env: CLAIMCHECK_ENV, input })
const peakRss = (run) => {
  const file = join(dir, 'rss.txt')
  run(file)
  return Number(readFileSync(file, 'utf8')) / 1024
}
const claimcheckRss = (corpus) =>
  peakRss((file) =>
    timed(
      'claimcheck',
      process.execPath,
      ['--import', here('./rss.mjs'), CHANNELS['npm bin'], 'check', 'memory', '--root', '.'],
      {
        cwd: corpus.root,
        env: { ...CLAIMCHECK_ENV, BENCH_RSS_FILE: file },
      },
    ),
  )

const COLUMNS = ['figure', 'claimcheck', 'yardstick', '', 'ratio', 'limit', '', 'load']
const WIDTHS = [44, 10, 14, 9, 8, 8, 5, 6]
const line = (cells) =>
  cells
    .map((cell, i) => (i === 0 || i === 2 ? String(cell).padEnd(WIDTHS[i]) : String(cell).padStart(WIDTHS[i])))
    .join(' ')
/** One figure: claimcheck's median beside its yardstick's, the paired ratio, the limit, and whether it is met. */
function report(figure, mine, yardstick, theirs, ratio, limit, unit = 's') {
  const shown = (value) => (unit === 's' ? `${value.toFixed(3)} s` : `${value.toFixed(0)} MiB`)
  const verdict = limit === undefined ? '' : ratio <= limit ? 'met' : 'OVER'
  console.log(
    line([
      figure,
      mine === undefined ? '' : shown(mine),
      yardstick,
      theirs === undefined ? '' : shown(theirs),
      `${ratio.toFixed(2)}×`,
      limit === undefined ? '' : `≤ ${limit}×`,
      verdict,
      load(),
    ]),
  )
}

console.log(
  `claimcheck benchmark: node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${runs} runs after a warm-up (${startupRuns} for startup), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.log(line(COLUMNS))

// Startup, on every channel, with and without a config file listing the default checkers.
for (const size of startupSizes) {
  const plain = buildCorpus(dir, size)
  const configured = buildCorpus(dir, size, { config: true })
  const variants = Object.entries(CHANNELS).flatMap(([channel, bin]) => [
    { channel, config: false, run: () => claimcheck(bin, plain) },
    { channel, config: true, run: () => claimcheck(bin, configured) },
  ])
  const { node, times } = besideNode(variants)
  variants.forEach((variant, v) => {
    const figure = `${size} memories, ${variant.channel}${variant.config ? ', config' : ''}`
    report(figure, median(times[v]), 'node -e 0', median(node), pairedRatio(times[v], node), LIMIT[size])
  })
  for (const [v, variant] of variants.entries()) {
    if (!variant.config) continue
    const figure = `${size} memories, ${variant.channel}: config over none`
    report(figure, undefined, '', undefined, pairedRatio(times[v], times[v - 1]), LIMIT.config)
  }
}

// A PostToolUse Read of a file that is not a memory, as the plugin's hook runs it.
{
  const corpus = buildCorpus(dir, 150)
  const payload = JSON.stringify({
    hook_event_name: 'PostToolUse',
    tool_name: 'Read',
    cwd: corpus.root,
    tool_input: { file_path: join(corpus.root, 'src/mod-0.ts') },
  })
  const hookArgs = ['context', '--format', 'claude-hook', '--user-scope']
  const variants = Object.entries(CHANNELS).map(([channel, bin]) => ({
    channel,
    run: () => claimcheck(bin, corpus, { args: hookArgs, input: payload }),
  }))
  const { node, times } = besideNode(variants)
  variants.forEach((variant, v) =>
    report(
      `Read of a file not a memory, ${variant.channel}`,
      median(times[v]),
      'node -e 0',
      median(node),
      pairedRatio(times[v], node),
      LIMIT.read,
    ),
  )
}

// Scale: the I/O floor and the seed script, at the same moments; peak RSS beside the seed's.
const python = spawnSync('python3', ['--version']).status === 0
if (scaleSizes.length > 0 && !(python && existsSync(seedScript)))
  console.log(`(the seed script is not measured: ${python ? `no ${seedScript} (--seed=PATH)` : 'no python3'})`)
for (const size of scaleSizes) {
  const corpus = buildCorpus(dir, size)
  const seed = python && existsSync(seedScript)
  const floorOnce = () => timed('the I/O floor', process.execPath, [here('./floor.mjs'), corpus.memory, corpus.root])
  const seedRss = join(dir, 'seed-rss.txt')
  const seedOnce = () =>
    timed('the seed script', 'python3', [here('./seed.py'), seedScript, corpus.memory, corpus.root], {
      env: { BENCH_RSS_FILE: seedRss },
    })
  const mine = () => claimcheck(CHANNELS['npm bin'], corpus)
  mine()
  floorOnce()
  if (seed) seedOnce()
  const pairs = Array.from({ length: runs }, () => {
    const floor = floorOnce().seconds
    const theirs = seed ? { seconds: seedOnce().seconds, rss: Number(readFileSync(seedRss, 'utf8')) / 1024 } : undefined
    const run = mine()
    return { floor, seed: theirs, run }
  })
  const times = pairs.map((p) => p.run.seconds)
  report(
    `${size} memories`,
    median(times),
    'I/O floor',
    median(pairs.map((p) => p.floor)),
    pairedRatio(
      times,
      pairs.map((p) => p.floor),
    ),
    LIMIT.floor,
  )
  if (!seed) continue
  const seedTimes = pairs.map((p) => p.seed.seconds)
  report(
    `${size} memories`,
    median(times),
    'seed script',
    median(seedTimes),
    pairedRatio(times, seedTimes),
    LIMIT.seed[size],
  )
  const rss = median(Array.from({ length: Math.min(runs, 3) }, () => claimcheckRss(corpus)))
  const seedPeak = median(pairs.map((p) => p.seed.rss))
  report(
    `${size} memories, peak RSS`,
    rss,
    'seed script',
    seedPeak,
    rss / seedPeak,
    size >= 100000 ? LIMIT.rss : undefined,
    'MiB',
  )
  console.log(`${' '.repeat(2)}claimcheck: ${pairs[0].run.summary}; seed script: ${seedOnce().summary}`)
}

// Commands: spawn-bound (a fifth of the claims a `test -f`), and commands that wait, side by side
// with the plain implementation, which runs them one after another and prints the same report.
for (const [size, options, label, limit] of [
  [commandsSize, { commands: true }, 'a fifth of them commands', LIMIT.commands],
  [waitsSize, { waits: true }, 'commands that wait', LIMIT.waits],
]) {
  if (size <= 0) continue
  const corpus = buildCorpus(dir, size, options)
  const plainOnce = () =>
    timed('the plain implementation', process.execPath, [here('./plain.mjs'), corpus.memory, corpus.root])
  const mine = () => claimcheck(CHANNELS['npm bin'], corpus)
  mine()
  plainOnce()
  const pairs = Array.from({ length: runs }, () => ({ plain: plainOnce(), mine: mine() }))
  const times = pairs.map((p) => p.mine.seconds)
  const plainTimes = pairs.map((p) => p.plain.seconds)
  report(
    `${size} memories, ${label}`,
    median(times),
    'plain',
    median(plainTimes),
    pairedRatio(times, plainTimes),
    limit,
  )
  if (!pairs.every((p) => p.plain.stdout === p.mine.stdout))
    console.log(`  the plain implementation's report differs: ${pairs[0].mine.summary}`)
}

// Malformed input must cost no more than good input: the same corpus with every tenth memory broken
// (huge files, files just under the limit, binary bytes, alias bombs), side by side with the clean one.
if (malformedSize > 0) {
  const clean = buildCorpus(dir, malformedSize)
  const broken = buildCorpus(dir, malformedSize, { malformed: true })
  const measure = (corpus) => {
    claimcheck(CHANNELS['npm bin'], corpus)
    const seconds = median(Array.from({ length: runs }, () => claimcheck(CHANNELS['npm bin'], corpus).seconds))
    return { seconds, rss: claimcheckRss(corpus), summary: claimcheck(CHANNELS['npm bin'], corpus).summary }
  }
  const good = measure(clean)
  const bad = measure(broken)
  console.log(
    `\n${malformedSize} memories, 10% malformed: ${bad.seconds.toFixed(3)} s, peak RSS ${bad.rss.toFixed(0)} MiB` +
      ` (clean: ${good.seconds.toFixed(3)} s, ${good.rss.toFixed(0)} MiB; ${(bad.seconds / good.seconds).toFixed(2)}× the time,` +
      ` ${(bad.rss / good.rss).toFixed(2)}× the memory)  ${bad.summary}`,
  )
}

// Inferred checks: SessionStart on a committed project of many files whose 150 memories carry no
// check (some name a folder the project no longer has), and a Read of a committed memory naming
// five files in a long history (one of them gone: its note counts the commits since), as the
// plugin runs them, each beside `node -e 0`.
if (uncheckedFiles > 0 || historyCommits > 0) {
  const hookArgs = ['context', '--format', 'claude-hook', '--user-scope']
  const variants = []
  if (uncheckedFiles > 0) {
    const { root } = buildUnchecked(dir, uncheckedFiles, 150, CLAIMCHECK_ENV.CLAUDE_CONFIG_DIR)
    const payload = JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', cwd: root })
    // The same hook with inferred checks off: what the inferred checks themselves cost.
    const off = join(dir, 'inferred-off.json')
    writeFileSync(off, '{"inferred": "off"}\n')
    variants.push(
      {
        figure: `SessionStart, ${uncheckedFiles} files, 150 unchecked`,
        run: () => claimcheck(CHANNELS['npm bin'], { root }, { args: hookArgs, input: payload }),
      },
      {
        figure: `  the same, inferred: off`,
        run: () => claimcheck(CHANNELS['npm bin'], { root }, { args: [...hookArgs, '--config', off], input: payload }),
      },
    )
  }
  if (historyCommits > 0) {
    const { root, memory } = buildHistory(dir, historyCommits)
    const payload = JSON.stringify({
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      cwd: root,
      tool_input: { file_path: memory },
    })
    // A team's committed memory, named on the hook's command line: its age is its last commit.
    const args = ['context', '.claude/memory', '--format', 'claude-hook', '--user-scope']
    variants.push({
      figure: `Read naming 5 files, ${historyCommits} commits`,
      run: () => claimcheck(CHANNELS['npm bin'], { root }, { args, input: payload }),
    })
  }
  const { node, times } = besideNode(variants)
  variants.forEach((variant, v) =>
    report(
      variant.figure,
      median(times[v]),
      'node -e 0',
      median(node),
      pairedRatio(times[v], node),
      variant.figure.startsWith(' ') ? undefined : LIMIT.inferred,
    ),
  )
  for (const variant of variants) {
    const said = variant.run().stdout
    const context = said === '' ? '' : JSON.parse(said).hookSpecificOutput.additionalContext
    console.log(`  ${variant.figure}: ${context.split('\n').length} lines of context, ${context.length} characters`)
  }
}

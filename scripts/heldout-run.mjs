#!/usr/bin/env node
// Runs claimcheck over one half of the held-out corpus (docs/heldout-corpus.md) and writes what it
// says, for a reader who did not write the rules to judge one finding at a time (SPEC §6.4):
//   proposals.tsv,        `lint` and `suggest` on each project as it was when its memory was written
//   rotted.tsv            (scripts/backfill-corpus.mjs: the blocks proposed, the "may have rotted" findings)
//   blocks-sample.tsv     the blocks a reader judges: one memory a repository (salted-hash order), then
//                         a second from the larger ones, until --blocks N (48)
//   inferred.tsv          `check --format json` on each time-travel pair (memory as written, project
//                         later): every stale inferred check, and every fifth fresh one (a sample of silences)
//   rotted-later.tsv      `lint` on the same pairs: its "may have rotted" findings, as a user running it
//                         today on an old memory sees them
//   advice.tsv            the write-time hook (PostToolUse on Write) replayed on N memories picked at
//                         random with a fixed seed: what it answered, or (silent)
//
//   node scripts/heldout-run.mjs CORPUS_HALF OUT [--advice N] [--blocks N] [--seed S]
//
// CORPUS_HALF is a folder laid out by scripts/corpus-layout.mjs (repos.tsv, <owner>+<name>/at-memory
// and later). Nothing in it is written. Runs the CLI built in this checkout (pnpm build first).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const BIN = fileURLToPath(new URL('../packages/cli/dist/bin.cjs', import.meta.url))
const BACKFILL = fileURLToPath(new URL('./backfill-corpus.mjs', import.meta.url))

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const [half, out] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'))
if (!half || !out || !existsSync(join(half, 'repos.tsv'))) {
  console.error('usage: node scripts/heldout-run.mjs CORPUS_HALF OUT [--advice N] [--blocks N] [--seed S]')
  process.exit(2)
}
if (!existsSync(BIN)) {
  console.error(`${BIN} is missing: run pnpm build first`)
  process.exit(2)
}
const adviceCount = Number(option('--advice', '40'))
const blocksCount = Number(option('--blocks', '48'))
const seed = option('--seed', 'claimcheck-heldout-advice')
mkdirSync(out, { recursive: true })

const tsv = (cells) => cells.map((cell) => String(cell ?? '').replace(/[\t\n\r]/g, ' ')).join('\t')
const repos = readFileSync(join(half, 'repos.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [repository, memoryCommit, laterCommit, memoryDir] = line.split('\t')
    const folder = resolve(half, repository.replace('/', '+'))
    return { repository, memoryCommit, laterCommit, memoryDir, folder }
  })

// A scratch HOME and Claude Code config: nothing of this machine's user settings reaches a run.
const scratch = mkdtempSync(join(tmpdir(), 'claimcheck-heldout-'))
// Stopped before the end (Ctrl-C, `kill`), the run still removes its scratch copies; a signal that
// arrives while a child runs is handled when that child returns.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
])
  process.on(signal, () => {
    rmSync(scratch, { recursive: true, force: true })
    process.exit(code)
  })
const env = {
  PATH: process.env.PATH,
  HOME: scratch,
  CLAUDE_CONFIG_DIR: join(scratch, 'claude'),
  XDG_STATE_HOME: join(scratch, 'state'),
  XDG_CACHE_HOME: join(scratch, 'cache'),
  NO_COLOR: '1',
}
const run = (argv, cwd, extra = {}, input) =>
  spawnSync(process.execPath, [BIN, ...argv], {
    cwd,
    env: { ...env, ...extra },
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: 300_000,
  })

try {
  // Every command runs on a copy of a checkout in a folder of the repository's own name, as its user
  // has it: a memory naming its checkout by absolute path (`~/Dev/portfolio/`) is about this project
  // only when the root bears that name, and a root called `at-memory` or `later` never does.
  const inNamedFolder = (repo, checkout) => {
    const root = join(scratch, checkout, repo.repository.replace('/', '+'), repo.repository.split('/')[1])
    cpSync(join(repo.folder, checkout), root, { recursive: true, verbatimSymlinks: true })
    return root
  }

  // 1. lint and suggest, through the backfill script (which writes only into its own scratch copies).
  const atMemoryRoots = new Map(repos.map((repo) => [repo.repository, inNamedFolder(repo, 'at-memory')]))
  const backfillCorpus = join(scratch, 'backfill')
  mkdirSync(backfillCorpus)
  writeFileSync(
    join(backfillCorpus, 'repos.tsv'),
    [
      tsv(['repository', 'commit', 'memory_dir', 'root']),
      ...repos.map((repo) =>
        tsv([repo.repository, repo.memoryCommit, repo.memoryDir, atMemoryRoots.get(repo.repository)]),
      ),
    ].join('\n') + '\n',
  )
  const backfill = spawnSync(process.execPath, [BACKFILL, backfillCorpus, '--out', out], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  writeFileSync(join(out, 'backfill.txt'), backfill.stdout + backfill.stderr)
  console.log(backfill.stdout.trim().split('\n').at(-1))

  // 1b. The blocks readers judge: one memory a repository in the order of a salted hash, then a
  // second from those with more, until there are BLOCKS (every check of each is read).
  const [header, ...proposed] = readFileSync(join(out, 'proposals.tsv'), 'utf8').trim().split('\n')
  const salted = (text) => createHash('sha256').update(`${seed}:blocks:${text}`).digest('hex')
  const byRepository = new Map()
  for (const line of proposed.sort((a, b) => (salted(a) < salted(b) ? -1 : 1))) {
    const repository = line.split('\t')[0]
    byRepository.set(repository, [...(byRepository.get(repository) ?? []), line])
  }
  const order = [...byRepository.keys()].sort((a, b) => (salted(a) < salted(b) ? -1 : 1))
  const sample = []
  for (let round = 0; sample.length < blocksCount && order.some((r) => byRepository.get(r).length > round); round++)
    for (const repository of order) {
      const line = byRepository.get(repository)[round]
      if (line !== undefined && sample.length < blocksCount) sample.push(line)
    }
  writeFileSync(join(out, 'blocks-sample.tsv'), [header, ...sample].join('\n') + '\n')

  // 2. The time-travel pairs, the memory as written and the project later: `check` and `lint`'s JSON
  // reports on each, or the error each gave instead. One later checkout is copied at a time.
  const reportOf = (command, root, repo) => {
    const result = run([command, join(root, repo.memoryDir), '--root', root, '--format', 'json'], root)
    try {
      return { report: JSON.parse(result.stdout) }
    } catch {
      return { error: (result.stderr || result.stdout).slice(0, 300) }
    }
  }
  const laterReports = repos
    .filter((r) => r.laterCommit)
    .map((repo) => {
      const root = inNamedFolder(repo, 'later')
      try {
        return { repo, check: reportOf('check', root, repo), lint: reportOf('lint', root, repo) }
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    })

  // 2a. Inferred checks: every stale one, and every fifth fresh one.
  const inferred = [tsv(['repository', 'memory', 'status', 'claim', 'reason'])]
  let fresh = 0
  for (const {
    repo,
    check: { report, error },
  } of laterReports) {
    if (error !== undefined) inferred.push(tsv([repo.repository, '-', 'error', '-', error]))
    for (const memory of report?.memories ?? []) {
      for (const check of memory.inferred ?? []) {
        if (check.status === 'fresh' && fresh++ % 5 !== 0) continue
        // A finding for paths one commit removed names a few of them: the reader gets them all.
        const reason = check.paths === undefined ? check.reason : `${check.reason} [paths: ${check.paths.join(', ')}]`
        inferred.push(tsv([repo.repository, memory.file, check.status, check.claim, reason]))
      }
    }
  }
  writeFileSync(join(out, 'inferred.tsv'), inferred.join('\n') + '\n')
  console.log(`inferred: ${inferred.filter((line) => line.includes('\tstale\t')).length} stale findings written`)

  // 2b. `lint`, as a user runs it today on an old memory: its "may have rotted" findings.
  const rottedLater = [tsv(['repository', 'memory', 'line', 'detail'])]
  for (const {
    repo,
    lint: { report, error },
  } of laterReports) {
    if (error !== undefined) rottedLater.push(tsv([repo.repository, '-', '-', `error: ${error}`]))
    for (const finding of report?.findings ?? [])
      if (finding.code === 'fossil-missing')
        rottedLater.push(
          tsv([repo.repository, join(repo.memoryDir, finding.file.split('/').at(-1)), finding.line, finding.detail]),
        )
  }
  writeFileSync(join(out, 'rotted-later.tsv'), rottedLater.join('\n') + '\n')
  console.log(`lint at the later commit: ${rottedLater.length - 1} "may have rotted" findings written`)

  // 3. The write-time hook, replayed on memories picked at random (a fixed seed): the file is on disk
  // as written; Claude Code would run the PostToolUse hook with this payload right after the Write.
  const topics = []
  for (const repo of repos) {
    const dir = join(atMemoryRoots.get(repo.repository), repo.memoryDir)
    for (const name of readdirSync(dir).sort()) {
      // A symlink to a memory folder outside the repository (absent here) was not just written: no Write to replay.
      if (name.endsWith('.md') && name !== 'MEMORY.md' && existsSync(join(dir, name))) topics.push({ repo, dir, name })
    }
  }
  const rank = (topic) => createHash('sha256').update(`${seed}:${topic.repo.repository}/${topic.name}`).digest('hex')
  const picked = topics.sort((a, b) => (rank(a) < rank(b) ? -1 : 1)).slice(0, adviceCount)
  const advice = [tsv(['repository', 'memory', 'longest_line', 'answer'])]
  for (const { repo, dir, name } of picked) {
    const root = atMemoryRoots.get(repo.repository)
    const file = join(dir, name)
    const payload = JSON.stringify({
      hook_event_name: 'PostToolUse',
      tool_name: 'Write',
      tool_input: { file_path: file, content: readFileSync(file, 'utf8') },
      cwd: root,
    })
    const result = run(
      ['context', '--format', 'claude-hook'],
      root,
      { CLAUDE_COWORK_MEMORY_PATH_OVERRIDE: dir },
      payload,
    )
    let text = '(silent)'
    if (result.stdout.trim()) {
      try {
        const answer = JSON.parse(result.stdout)
        text = answer.hookSpecificOutput?.additionalContext ?? answer.systemMessage ?? result.stdout.trim()
      } catch {
        text = `(not JSON) ${result.stdout.trim()}`
      }
    }
    const longest = Math.max(...text.split('\n').map((line) => line.length))
    advice.push(tsv([repo.repository, `${repo.memoryDir}/${name}`, longest, text.replace(/\n/g, ' ⏎ ')]))
  }
  writeFileSync(join(out, 'advice.tsv'), advice.join('\n') + '\n')
  console.log(`advice: ${picked.length} memories replayed`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

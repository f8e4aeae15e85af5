// A newcomer's first contact, walked as they walk it: a fresh clone with a fresh HOME in a folder
// only its owner may enter (mktemp -d, as root in a container), and as an ordinary user (nobody)
// in a clone they own; the README's two commands there, the quick test command, what the suite
// says of Claude Code and leaves in the temp dir; the command linked onto PATH, `claimcheck init`
// (again, with each hooks scope) and typos; a team's install with its hooks, and a teammate who
// has not run npm install; the plugin added and installed with the real Claude Code; the Action
// run as a runner runs it (`uses: ./`); pre-commit from a path. Each command is printed with what
// came of it; the exit code is 1 when anything is not as the README says.
//
//   node scripts/first-contact-walk.mjs [--from REPO] [--quick] [--keep] [--only private|ordinary-user|world-readable]
//
// --from: the repository to clone (default: this one; its committed HEAD is what is walked).
// --quick: leave out the test commands (minutes). --keep: keep the folders made.
// ordinary-user needs root (it runs as nobody through runuser); Claude Code's releases are offered
// to it by hard links into its folder, as it cannot read root's cache.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const from = option('--from') ?? fileURLToPath(new URL('..', import.meta.url))
const quick = args.includes('--quick')
const keep = args.includes('--keep')
const isRoot = process.getuid?.() === 0
const modes = option('--only') ? [option('--only')] : isRoot ? ['private', 'ordinary-user'] : ['private']
/** The ordinary user the walk runs as, in its ordinary-user mode. */
const USER = 'nobody'
/** Set while a walk runs as USER: every command goes through runuser, every file made is theirs. */
let asUser = false

/** The folders of root's PATH the ordinary user may enter (not root's own, under /root). */
const userPath = () =>
  (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => dir !== '' && spawnSync('runuser', ['-u', USER, '--', 'test', '-x', dir]).status === 0)
    .join(':')
const PNPM = 'npx -y pnpm@12.4.2'

const results = { passed: 0, failed: 0, skipped: 0 }
const failures = []

/** The last lines of a command's output, indented, for the log. */
function tail(text, lines = 8) {
  const all = text
    .trimEnd()
    .split('\n')
    .filter((line) => line !== '')
  const shown = all.length > lines ? ['…', ...all.slice(-lines)] : all
  return shown.map((line) => `    ${line}`).join('\n')
}

/** Runs `command` with bash in `cwd`, prints it and its output, and checks what the README promises (`code: null`: any exit). */
function run(command, { cwd, env = {}, code = 0, says = [], input, lines } = {}) {
  console.log(`\n  $ ${command}    (in ${cwd}${asUser ? `, as ${USER}` : ''})`)
  // As the ordinary user: their own environment (no root's npm or cache settings, no CI), whole (-m).
  const [program, words] = asUser
    ? ['runuser', ['-u', USER, '-m', '--', 'bash', '-c', command]]
    : ['bash', ['-c', command]]
  const base = asUser ? { PATH: userPath(), LANG: process.env.LANG ?? 'C.UTF-8', USER, LOGNAME: USER } : process.env
  const started = Date.now()
  const result = spawnSync(program, words, {
    cwd,
    env: { ...base, ...env },
    encoding: 'utf8',
    input,
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (output.trim() !== '') console.log(tail(output, lines))
  const problems = []
  if (code !== null && result.status !== code) {
    problems.push(`exit ${result.status}, not ${code}`)
    // What failed, from a long output (a test run): its failure lines.
    const failed = output.split('\n').filter((line) => /FAIL|AssertionError|✗|×/.test(line))
    if (failed.length > 0) console.log(`    what failed:\n${tail(failed.join('\n'), 30)}`)
  }
  for (const text of says) if (!output.includes(text)) problems.push(`no "${text}" in the output`)
  check(command, problems, ` (${Math.round((Date.now() - started) / 1000)} s)`)
  return { ...result, output }
}

function check(what, problems, took = '') {
  if (problems.length === 0) {
    results.passed++
    console.log(`    ✓ ${what.length > 90 ? `${what.slice(0, 87)}…` : what}${took}`)
  } else {
    results.failed++
    failures.push(`${what}: ${problems.join('; ')}`)
    console.log(`    ✗ ${problems.join('; ')}`)
  }
}

function skip(what, why) {
  results.skipped++
  console.log(`\n  - ${what}: skipped (${why})`)
}

/** Files under `root`, made with their folders. */
function lay(root, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

const git = (cwd, ...words) =>
  execFileSync(
    'git',
    ['-c', 'safe.directory=*', '-c', 'user.email=walk@example.com', '-c', 'user.name=walk', ...words],
    { cwd, encoding: 'utf8' },
  )

/** Gives what the walk made at `path` to the ordinary user, when it walks as them. */
function own(path) {
  if (asUser) execFileSync('chown', ['-R', `${USER}:`, path])
}

/** A project as a newcomer has it: code, and the memory its team commits at .claude/memory. */
function newProject(dir) {
  lay(dir, {
    'src/config.ts': "export const uploadBucket = 'wallpapers-prod'\n",
    'scripts/batch.sh': 'derive\nclassify\n',
    '.claude/memory/MEMORY.md': '- [Bucket](bucket.md)\n- [Batch](batch.md)\n',
    '.claude/memory/bucket.md':
      '---\nname: bucket\ndescription: where uploads go\n---\nUploads go to the bucket in `src/config.ts`.\n',
    '.claude/memory/batch.md':
      '---\nname: batch\ndescription: the batch script\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nThe batch is scripts/batch.sh.\n',
    '.gitignore': 'node_modules/\n',
  })
  git(dir, 'init', '-q')
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', 'start')
  own(dir)
}

/** Where packages/e2e keeps the Claude Code releases it fetched (claude-code/install.ts). */
const claudeCodeCache = () =>
  process.env.CLAIMCHECK_CLAUDE_CODE_CACHE ??
  join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'claimcheck', 'claude-code')

/** Claude Code: on PATH, or in `cache`. */
function claudeCode(cache = claudeCodeCache()) {
  if (spawnSync('claude', ['--version']).status === 0) return 'claude'
  if (!existsSync(cache)) return undefined
  for (const version of readdirSync(cache).sort().reverse())
    for (const pkg of readdirSync(join(cache, version))) {
      const binary = join(cache, version, pkg, 'claude')
      if (existsSync(binary)) return binary
    }
  return undefined
}

const FOLDERS = {
  private: 'only its owner may enter (0700)',
  'world-readable': 'anyone may read (0755)',
  'ordinary-user': `its owner, ${USER}, made`,
}

async function walk(mode) {
  if (!(mode in FOLDERS)) throw new Error(`--only: expected ${Object.keys(FOLDERS).join(', ')}, not ${mode}`)
  if (mode === 'ordinary-user' && !isRoot) return skip('ordinary-user', 'needs root, to run as nobody')
  asUser = mode === 'ordinary-user'
  console.log(
    `\n== ${mode}: a fresh clone in a folder ${FOLDERS[mode]}, as ${asUser ? USER : isRoot ? 'root' : 'this user'}`,
  )
  const base = mkdtempSync(join(tmpdir(), 'claimcheck-walk-'))
  if (mode === 'world-readable') chmodSync(base, 0o755)
  console.log(`  folder ${base} (mode ${(statSync(base).mode & 0o777).toString(8)})`)
  const clone = join(base, 'x')
  const home = join(base, 'home')
  const bin = join(base, 'bin')
  const temp = join(base, 'tmp')
  mkdirSync(home)
  mkdirSync(bin)
  mkdirSync(temp)
  // The newcomer's own environment: a fresh home, the command linked onto PATH, a temp dir to watch.
  const env = {
    HOME: home,
    PATH: `${bin}:${asUser ? userPath() : process.env.PATH}`,
    CLAUDE_CONFIG_DIR: join(home, '.claude'),
    TMPDIR: temp,
  }
  try {
    console.log('\n-- the README quick start')
    if (asUser) {
      // Cloned as the README says, then handed to the user, as the issue's reproduction does: root
      // may read the repository, the user may not.
      execFileSync('git', ['clone', '-q', from, clone])
      own(base)
      const cache = claudeCodeCache()
      if (existsSync(cache)) {
        // Root's cache is out of the user's reach; hard links offer the releases without a copy.
        execFileSync('cp', ['-al', cache, join(base, 'claude-code')])
        env.CLAIMCHECK_CLAUDE_CODE_CACHE = join(base, 'claude-code')
      }
      console.log(`  cloned ${from} into ${clone} and gave ${base} to ${USER}`)
    } else run(`git clone -q ${JSON.stringify(from)} ${JSON.stringify(clone)}`, { cwd: base })
    run(`${PNPM} install && ${PNPM} demo`, { cwd: clone, env, says: ['fresh=4 stale=2 unverifiable=2'] })
    // The command, the Action and the plugin run the committed bundle: made again from this source,
    // so that the walk holds the source to the README even where the bundle was not committed.
    run('node scripts/build-plugin.mjs >/dev/null && git status --short claude-plugin/dist', {
      cwd: clone,
      env,
      lines: 4,
    })
    const leftInTemp = () => readdirSync(temp)
    if (quick) skip(`${PNPM} test and test:quick`, '--quick')
    else {
      run(`${PNPM} test`, { cwd: clone, env, lines: 14 })
      check(
        'the test suite leaves nothing in the temp dir',
        leftInTemp().length === 0 ? [] : [`left ${leftInTemp().join(', ')}`],
      )
      run(`${PNPM} test:quick`, { cwd: clone, env, lines: 6 })
      check(
        'test:quick leaves nothing in the temp dir',
        leftInTemp().length === 0 ? [] : [`left ${leftInTemp().join(', ')}`],
      )
    }
    console.log(
      '\n-- Claude Code that cannot be fetched: a line first, then skipped with the reason, or with CI set a failure',
    )
    // A cache folder that cannot be made (under a file): the fetch fails at once, with no download.
    const nowhereToCache = join(clone, 'package.json', 'claude-code')
    const unfetchable = { ...env, CLAIMCHECK_CLAUDE_CODE_CACHE: nowhereToCache }
    run('npx vitest run test/claude-code.test.ts', {
      cwd: join(clone, 'packages/e2e'),
      env: unfetchable,
      says: [
        `fetching Claude Code 2.1.332 and 2.1.328 from the npm registry into ${nowhereToCache}`,
        'Claude Code could not be fetched',
        'the tests that run it are skipped',
        'skipped',
      ],
      lines: 6,
    })
    run('npx vitest run test/claude-code.test.ts', {
      cwd: join(clone, 'packages/e2e'),
      env: { ...unfetchable, CI: 'true' },
      code: 1,
      says: ['fetching Claude Code', 'could not fetch'],
      lines: 4,
    })

    console.log('\n-- the command, from the clone: init, a typo, a check')
    const project = join(base, 'project')
    newProject(project)
    run(`ln -s ${clone}/claude-plugin/bin/claimcheck ${bin}/claimcheck`, { cwd: base, env })
    run('claimcheck init --scope project', {
      cwd: project,
      env,
      says: [
        'wrote claimcheck.config.json (memoryDir: .claude/memory)',
        'exactly these run: add @claimcheck/checker-command or @claimcheck/checker-http',
        "project hooks run the project's own claimcheck",
        'so no hooks were added',
        "note: Claude Code's hooks check the memory Claude Code loads (its auto memory dir), not .claude/memory",
        '[fossil] .claude/memory/bucket.md',
        'errors=0 warnings=1 info=0',
        'Next:',
        'claimcheck suggest',
        'claimcheck hook install --scope local',
      ],
      lines: 16,
    })
    const config = JSON.parse(readFileSync(join(project, 'claimcheck.config.json'), 'utf8'))
    check('the config lists its checkers and names no $schema that would not resolve', [
      ...(config.$schema === undefined ? [] : [`$schema ${config.$schema}`]),
      ...(config.checkers?.length === 3 ? [] : ['checkers']),
    ])
    run('claimcheck init --scope local', {
      cwd: project,
      env,
      says: ['claimcheck.config.json exists; kept as it is', 'hooks in .claude/settings.local.json', 'claimcheck lint'],
      lines: 6,
    })
    run('claimcheck lint; echo "exit $?"', {
      cwd: project,
      env,
      says: ['[fossil] .claude/memory/bucket.md', 'exit 1'],
      lines: 4,
    })
    run('claimcheck help check', { cwd: project, env, says: ['Usage: claimcheck check'], lines: 2 })
    run('claimcheck -V', { cwd: project, env, lines: 1 })
    const empty = join(base, 'empty')
    lay(empty, { 'README.md': '# empty\n' })
    git(empty, 'init', '-q')
    own(empty)
    run('claimcheck init && claimcheck index', {
      cwd: empty,
      env,
      code: 2,
      says: ['no memory dir yet', 'name one: set memoryDir in claimcheck.config.json'],
    })
    check('after init, nothing says to run init', [])
    const typo = join(base, 'typo')
    newProject(typo)
    writeFileSync(join(typo, 'claimcheck.config.json'), '{ "checkers": ["@claimcheck/checker-grepp"] }\n')
    own(typo)
    run('claimcheck check', {
      cwd: typo,
      env,
      code: 2,
      says: ["cannot find package '@claimcheck/checker-grepp'", 'did you mean @claimcheck/checker-grep?'],
    })
    writeFileSync(join(typo, 'claimcheck.config.json'), '{ "checkers": ["@claimcheck/checker-http"] }\n')
    run('claimcheck check', {
      cwd: typo,
      env,
      code: 1,
      says: ["STALE batch: no checker for kind 'readable' (enable @claimcheck/checker-readable in claimcheck.config)"],
    })
    run('claimcheck chek', { cwd: project, env, code: 2, says: ["unknown command 'chek' (did you mean 'check'?)"] })
    run('claimcheck check --formt json', {
      cwd: project,
      env,
      code: 2,
      says: ["unknown option '--formt' (did you mean '--format'?)"],
    })
    run('claimcheck check --timeout -1', {
      cwd: project,
      env,
      code: 2,
      says: ["--timeout expects a number above 0, not '-1'"],
    })
    run('claimcheck check', {
      cwd: project,
      env,
      says: ['OK    batch: readable with content', 'fresh=1 stale=0 unverifiable=1'],
    })

    console.log('\n-- a team installs it from npm (the packed tarballs stand for the registry), with hooks')
    const packs = join(base, 'packs')
    run(`${PNPM} -r --filter './packages/*' --filter './plugins/*' pack --pack-destination ${packs}`, {
      cwd: clone,
      env,
      lines: 3,
    })
    const team = join(base, 'team')
    newProject(team)
    writeFileSync(join(team, 'package.json'), '{ "name": "team", "private": true }\n')
    own(team)
    const wanted = readdirSync(packs).filter((file) => /^claimcheck-(cli|core|contract|checker-[a-z-]+)-\d/.test(file))
    run(
      `npm install --save-dev --no-audit --no-fund --loglevel=error ${wanted.map((file) => join(packs, file)).join(' ')}`,
      { cwd: team, env, lines: 3 },
    )
    run('npx --no-install claimcheck init --hooks project', {
      cwd: team,
      env,
      says: [
        "installed claimcheck's SessionStart and PostToolUse (Read",
        'hooks in .claude/settings.json',
        'npx --no-install claimcheck check',
      ],
      lines: 16,
    })
    check(
      "the team's config names the schema of its own install",
      JSON.parse(readFileSync(join(team, 'claimcheck.config.json'), 'utf8')).$schema ===
        './node_modules/@claimcheck/cli/schema/config.schema.json'
        ? []
        : ['$schema'],
    )
    run('npx --no-install claimcheck hook install', {
      cwd: team,
      env,
      says: ['hooks are already in .claude/settings.json'],
    })
    run(
      'npx --no-install claimcheck check --format github --sarif-output claimcheck.sarif && test -s claimcheck.sarif',
      {
        cwd: team,
        env,
        says: ['::notice file=.claude/memory/bucket.md', 'fresh=1 stale=0 unverifiable=1'],
      },
    )
    run('git add -A && git commit -q -m "claimcheck" && git status --porcelain', {
      cwd: team,
      env: {
        ...env,
        GIT_AUTHOR_NAME: 'w',
        GIT_AUTHOR_EMAIL: 'w@e',
        GIT_COMMITTER_NAME: 'w',
        GIT_COMMITTER_EMAIL: 'w@e',
      },
    })
    const teammate = join(base, 'teammate')
    run(`git clone -q ${team} ${teammate}`, { cwd: base, env })
    const hooks = JSON.parse(readFileSync(join(teammate, '.claude/settings.json'), 'utf8')).hooks
    const payload = (event) =>
      JSON.stringify({ hook_event_name: event, cwd: teammate, source: 'startup', tool_name: 'Read', tool_input: {} })
    console.log(
      '\n  A teammate who has not run npm install opens the project: the hooks as Claude Code runs them (/bin/sh -c)',
    )
    run(`/bin/sh -c "$HOOK"`, {
      cwd: teammate,
      env: { ...env, CLAUDE_PROJECT_DIR: teammate, HOOK: hooks.SessionStart[0].hooks[0].command },
      input: payload('SessionStart'),
      says: ['claimcheck is not installed in this project (run npm install)', 'Treat every memory as unverified'],
    })
    const read = run(`/bin/sh -c "$HOOK"`, {
      cwd: teammate,
      env: { ...env, CLAUDE_PROJECT_DIR: teammate, HOOK: hooks.PostToolUse[0].hooks[0].command },
      input: payload('PostToolUse'),
    })
    check('the read hook says nothing', read.output === '' ? [] : ['it printed something'])
    const fetched = run('npx --no-install claimcheck --version', { cwd: teammate, env, code: null, lines: 3 })
    check(
      'npx --no-install runs nothing it would fetch',
      fetched.status !== 0 && !existsSync(join(teammate, 'node_modules')) ? [] : ['it ran or installed something'],
    )
    run('npm install --no-audit --no-fund --loglevel=error && npx --no-install claimcheck check', {
      cwd: teammate,
      env,
      says: ['fresh=1 stale=0 unverifiable=1'],
      lines: 4,
    })

    console.log('\n-- the Claude Code plugin, from the clone')
    const claude = claudeCode(env.CLAIMCHECK_CLAUDE_CODE_CACHE)
    if (claude === undefined)
      skip(
        'claude plugin marketplace add / install',
        'Claude Code not found; packages/e2e fetches it into ~/.cache/claimcheck/claude-code',
      )
    else {
      const claudeEnv = {
        HOME: home,
        CLAUDE_CONFIG_DIR: join(home, '.claude-plugin-walk'),
        DISABLE_AUTOUPDATER: '1',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      }
      run(`"${claude}" plugin validate --strict ${clone}/claude-plugin`, {
        cwd: base,
        env: claudeEnv,
        says: ['Validation passed'],
      })
      run(`"${claude}" plugin marketplace add ${clone}`, {
        cwd: base,
        env: claudeEnv,
        says: ['Successfully added marketplace: claimcheck'],
      })
      run(`"${claude}" plugin install claimcheck@claimcheck`, {
        cwd: base,
        env: claudeEnv,
        says: ['Successfully installed plugin: claimcheck@claimcheck'],
      })
    }

    console.log('\n-- the GitHub Action, run as a runner runs it (uses: ./ in a checkout)')
    const imported = await import(pathToFileURL(join(clone, 'scripts/run-action.mjs')).href)
    // A runner owns its checkout; here root runs the Action in the user's: git is told it may read it.
    const trusted = asUser ? { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'safe.directory', GIT_CONFIG_VALUE_0: '*' } : {}
    const runAction = (options) => imported.runAction({ ...options, env: { ...trusted, ...options.env } })
    const showAction = (title, result) => {
      console.log(`\n  ${title}`)
      console.log(tail(`${result.stdout}${result.stderr}`))
      console.log(`    outputs: ${JSON.stringify(result.outputs)}`)
    }
    const action = runAction({ actionPath: clone, workspace: project, inputs: { 'sarif-file': 'claimcheck.sarif' } })
    showAction('with: { sarif-file: claimcheck.sarif }', action)
    check('the action passes and sets its outputs', [
      ...(action.status === 0 ? [] : [`exit ${action.status}`]),
      ...(action.outputs.fresh === '1' && action.outputs['sarif-file'] === 'claimcheck.sarif' ? [] : ['outputs']),
    ])
    const wrong = runAction({ actionPath: clone, workspace: project, inputs: { args: '--formt=json' } })
    showAction('with: { args: --formt=json }', wrong)
    check(
      'a usage error is an ::error annotation and exit 2',
      wrong.status === 2 && wrong.stdout.includes("::error title=claimcheck::unknown option '--formt'")
        ? []
        : [`exit ${wrong.status}`],
    )
    const nowhere = join(base, 'no-memory')
    lay(nowhere, { 'README.md': '# no memory\n' })
    git(nowhere, 'init', '-q')
    own(nowhere)
    const lost = runAction({ actionPath: clone, workspace: nowhere, inputs: {}, env: { HOME: home } })
    showAction('in a repository with no memory dir', lost)
    check('with no memory dir, the annotation and the step summary name the places looked in', [
      ...(lost.status === 2 ? [] : [`exit ${lost.status}`]),
      ...(lost.stdout.includes(`%0A  ${join(nowhere, '.claude/memory')} (.claude/memory)`) ? [] : ['annotation']),
      ...(lost.summary.includes(`${join(nowhere, '.claude/memory')} (.claude/memory)`) ? [] : ['step summary']),
    ])
    const stale = join(base, 'stale')
    newProject(stale)
    execFileSync('git', ['-c', 'safe.directory=*', 'mv', 'scripts/batch.sh', 'scripts/run.sh'], { cwd: stale })
    const observed = runAction({ actionPath: clone, workspace: stale, inputs: { observe: 'true' } })
    showAction('with: { observe: true }, a claim stale', observed)
    check('observe passes the step and annotates with warnings, not errors', [
      ...(observed.status === 0 ? [] : [`exit ${observed.status}`]),
      ...(observed.stdout.includes('::warning file=.claude/memory/batch.md') ? [] : ['no warning']),
      ...(observed.stdout.includes('::error') ? ['an ::error'] : []),
    ])
    writeFileSync(join(stale, '.claude/memory/new.md'), '---\nname: new\n---\nThe batch is scripts/run.sh.\n')
    own(stale)
    const gate = runAction({ actionPath: clone, workspace: stale, inputs: { command: 'lint', since: 'HEAD' } })
    showAction('with: { command: lint, since: HEAD }, a memory added with no check', gate)
    check('lint since fails the step on the new memory, and sets the counts', [
      ...(gate.status === 1 ? [] : [`exit ${gate.status}`]),
      ...(gate.stdout.includes('new.md') ? [] : ['new.md not named']),
      ...(gate.outputs.warnings !== '' ? [] : ['no warnings output']),
    ])

    console.log('\n-- pre-commit, with the hooks from the clone (repo: a path)')
    if (spawnSync('pre-commit', ['--version']).status !== 0)
      skip('pre-commit run', 'pre-commit not installed (apt-get install pre-commit)')
    else {
      const rev = git(clone, 'rev-parse', 'HEAD').trim()
      writeFileSync(
        join(project, '.pre-commit-config.yaml'),
        `repos:\n  - repo: ${clone}\n    rev: '${rev}'\n    hooks:\n      - id: claimcheck\n      - id: claimcheck-index\n      - id: claimcheck-lint-new\n`,
      )
      own(project)
      const preCommit = { ...env, PRE_COMMIT_HOME: join(base, 'pre-commit') }
      run('git add -A && pre-commit run --all-files', {
        cwd: project,
        env: preCommit,
        says: ['claimcheck check', 'Passed'],
      })
      run('git mv scripts/batch.sh scripts/run.sh && pre-commit run', {
        cwd: project,
        env: preCommit,
        code: 1,
        says: ['claimcheck check', 'Failed', 'STALE batch: missing: scripts/batch.sh'],
      })
      run(
        'git mv scripts/run.sh scripts/batch.sh && printf -- "---\\nname: new\\n---\\nNew.\\n" > .claude/memory/new.md && git add -A && pre-commit run',
        {
          cwd: project,
          env: preCommit,
          code: 1,
          says: ['claimcheck lint --since HEAD', 'Failed', 'new.md'],
        },
      )
    }
  } catch (error) {
    check(`the walk in ${mode}`, [`stopped: ${error instanceof Error ? error.message : String(error)}`])
  } finally {
    if (keep) console.log(`\n  kept: ${base}`)
    else rmSync(base, { recursive: true, force: true })
  }
}

for (const mode of modes) await walk(mode)
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`)
for (const failure of failures) console.log(`  ✗ ${failure}`)
process.exit(results.failed > 0 ? 1 : 0)

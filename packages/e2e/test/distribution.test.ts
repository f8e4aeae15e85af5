// The GitHub Action (action.yml) run the way the runner runs a composite action, and the
// pre-commit hooks (.pre-commit-hooks.yaml) run the way pre-commit runs a `script` hook (SPEC §8.5).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAction as runActionAsRunner } from '../../../scripts/run-action.mjs'
import { EVERY_KIND_REPORT, everyKindProject, statusServer } from './every-kind.ts'
import { REPO } from './workspace.ts'

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-distribution-')))
let server: Awaited<ReturnType<typeof statusServer>>
beforeAll(async () => {
  server = await statusServer()
})
afterAll(() => {
  server?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

let projects = 0
/**
 * A repository with a fresh memory and, unless `healthy`, a stale one and an index entry whose
 * file is gone. `git`: a real repository, committed; else a `.git` that marks the root.
 */
function project({ healthy = false, git = false } = {}): string {
  const root = join(scratch, `project-${++projects}`)
  mkdirSync(join(root, 'memory'), { recursive: true })
  mkdirSync(join(root, 'scripts'), { recursive: true })
  writeFileSync(join(root, 'scripts/batch.sh'), 'derive\n')
  writeFileSync(join(root, 'memory/MEMORY.md'), `- [Batch](batch.md)\n${healthy ? '' : '- [Gone](gone.md)\n'}`)
  writeFileSync(
    join(root, 'memory/batch.md'),
    '---\nname: batch\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nB.\n',
  )
  if (!healthy)
    writeFileSync(
      join(root, 'memory/assets.md'),
      '---\nname: assets\nverify:\n  kind: readable\n  target: data/assets\n---\nA.\n',
    )
  if (git) {
    commit(root, 'init', '-q')
    commit(root, 'add', '-A')
    commit(root, 'commit', '-q', '-m', 'start')
  } else {
    mkdirSync(join(root, '.git'))
    writeFileSync(join(root, '.git/HEAD'), 'ref: refs/heads/main\n')
  }
  return root
}

const commit = (cwd: string, ...args: string[]) =>
  spawnSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' })

/** A repository whose config enables every first-party checker (see every-kind.ts). */
function everyKind(): string {
  const root = join(scratch, `project-${++projects}`)
  mkdirSync(root)
  everyKindProject(root, server.url)
  return root
}

/** The action run as the runner runs it, from this checkout (`uses: ./`), in `workspace`. */
const runAction = (workspace: string, inputs: Record<string, string>) =>
  runActionAsRunner({ workspace, inputs, env: { HOME: scratch } })

describe('the GitHub Action', () => {
  it('annotates the stale memory, writes the step summary, and fails the step', () => {
    const root = project()
    const result = runAction(root, {})
    expect(result.status).toBe(1)
    expect(result.stdout.split('\n')).toContain(
      '::error file=memory/assets.md,line=3,title=claimcheck%3A stale memory::assets: missing: data/assets',
    )
    expect(result.summary).toContain('**1 stale**, 0 unverifiable, 1 fresh')
  })

  it('observe: the same report as warnings, and the step passes; a SARIF file for code scanning', () => {
    const root = project()
    const result = runAction(root, { observe: 'true', 'sarif-file': 'claimcheck.sarif' })
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('::warning file=memory/assets.md')
    expect(result.stdout).not.toContain('::error')
    const sarif = JSON.parse(readFileSync(join(root, 'claimcheck.sarif'), 'utf8'))
    expect(sarif.version).toBe('2.1.0')
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['readable'])
  })

  it('runs every first-party checker a config enables, command and http among them', () => {
    const result = runAction(everyKind(), {})
    expect(result.stdout).not.toContain('::error')
    expect(result.outputs).toMatchObject({ 'exit-code': '0', fresh: '5', stale: '0', unverifiable: '0' })
    expect(result.status).toBe(0)
  })

  it('index, on a memory dir named by input', () => {
    const root = project()
    const result = runAction(root, { command: 'index', 'memory-dir': 'memory' })
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('::error file=memory/MEMORY.md,line=2,title=claimcheck index%3A MISSING::')
  })

  it('a command other than check, index or lint fails the step with one error', () => {
    const result = runAction(project(), { command: 'rm' })
    expect(result.status).toBe(2)
    expect(result.stdout).toBe("::error title=claimcheck::the command input must be check, index or lint, not 'rm'\n")
    expect(result.outputs['exit-code']).toBe('2')
  })

  it('sets its outputs: the exit code, the counts and the SARIF file, from one run of claimcheck', () => {
    const root = project()
    const result = runAction(root, { 'sarif-file': 'claimcheck.sarif', args: '--log=runs.log' })
    expect(result.status).toBe(1)
    expect(result.outputs).toEqual({
      'exit-code': '1',
      fresh: '1',
      stale: '1',
      unverifiable: '0',
      errors: '',
      warnings: '',
      info: '',
      'sarif-file': 'claimcheck.sarif',
    })
    // One line a run in the log: claimcheck ran once for the annotations, the SARIF file and the counts.
    expect(readFileSync(join(root, 'runs.log'), 'utf8').trim().split('\n')).toHaveLength(1)
    expect(JSON.parse(readFileSync(join(root, 'claimcheck.sarif'), 'utf8')).runs[0].results).toHaveLength(1)
    expect(result.left).toEqual([])
  })

  it('passes each line of args as one argument: no splitting at spaces, no globbing', () => {
    const root = project()
    writeFileSync(join(root, 'a.jsonl'), '')
    const result = runAction(root, { args: '--log=run log *.jsonl\n\n--timeout=5\n' })
    expect(result.status).toBe(1)
    expect(readFileSync(join(root, 'run log *.jsonl'), 'utf8')).toContain('"stale":1')
    expect(readFileSync(join(root, 'a.jsonl'), 'utf8')).toBe('')
  })

  it.each([
    [{ args: '--formt=json' }, {}, "::error title=claimcheck::unknown option '--formt' (did you mean '--format'?)"],
    [
      {},
      { 'claimcheck.config.yaml': 'timout: 5\n' },
      "::error title=claimcheck::claimcheck.config.yaml: unknown field 'timout' (did you mean 'timeout'?)",
    ],
    [{ 'memory-dir': 'notes' }, {}, '::error title=claimcheck::no such memory dir: notes'],
  ])('a usage or config error is an error annotation and exit 2 (%j)', (inputs, files, annotation) => {
    const root = project()
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
    const result = runAction(root, { observe: 'true', ...inputs })
    expect(result.status).toBe(2)
    expect(result.stdout.split('\n')).toContain(annotation)
    expect(result.stderr).toBe('')
    expect(result.outputs['exit-code']).toBe('2')
  })

  it('no memory dir found: the annotation names the places looked in, and the step summary says it', () => {
    const root = project()
    rmSync(join(root, 'memory'), { recursive: true })
    const result = runAction(root, {})
    expect(result.status).toBe(2)
    const annotation = result.stdout.split('\n').find((line) => line.startsWith('::error'))
    expect(annotation).toMatch(
      /^::error title=claimcheck::no memory dir found; looked in:%0A {2}\S+ \(Claude Code auto memory\)%0A/,
    )
    expect(annotation).toContain(`%0A  ${join(root, '.claude/memory')} (.claude/memory)%0A`)
    expect(result.summary).toContain('## claimcheck check could not run')
    expect(result.summary).toContain(`  ${join(root, '.claude/memory')} (.claude/memory)\n`)
    expect(result.stderr).toBe('')
  })

  it('lint with since: a memory added since the ref with no verify block fails the step; the counts are outputs', () => {
    const root = project({ healthy: true, git: true })
    writeFileSync(join(root, 'memory/new.md'), '---\nname: new\n---\nThe batch is scripts/batch.sh.\n')
    const result = runAction(root, { command: 'lint', since: 'HEAD', 'memory-dir': 'memory' })
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/^::(error|warning) file=memory\/new\.md/m)
    expect(result.outputs).toMatchObject({ 'exit-code': '1', errors: expect.stringMatching(/^\d+$/) })
    expect(Number(result.outputs.errors) + Number(result.outputs.warnings)).toBeGreaterThan(0)
    // The memories already there are not linted.
    expect(result.stdout).not.toContain('memory/batch.md')
    expect(runAction(root, { command: 'check', since: 'HEAD' })).toMatchObject({
      status: 2,
      stdout: '::error title=claimcheck::the since input is for the command lint, not check\n',
    })
  })

  it('index: info findings are counted and summarised, not turned into notices', () => {
    const root = project()
    writeFileSync(join(root, 'memory/MEMORY.md'), '- [Batch](batch.md)\n- [Assets](assets.md)\n')
    const result = runAction(root, { command: 'index', 'memory-dir': 'memory' })
    expect(result.status).toBe(0)
    expect(result.stdout).not.toContain('::notice')
    expect(result.outputs).toMatchObject({ 'exit-code': '0', errors: '0', warnings: '0', info: '2' })
    expect(result.summary).toContain('| info | NO\\_TS | memory\\/assets\\.md |')
  })
})

interface Hook {
  id: string
  name: string
  entry: string
  language: string
  files?: string
  always_run?: boolean
  pass_filenames?: boolean
  args?: string[]
}
const hooks = load(readFileSync(join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[]

describe('the pre-commit hooks', () => {
  it('are declared as pre-commit reads them, to run on every commit', () => {
    expect(hooks.map((hook) => hook.id)).toEqual(['claimcheck', 'claimcheck-index', 'claimcheck-lint-new'])
    for (const hook of hooks) {
      // A commit that moves code makes a claim stale without touching a memory file.
      expect(hook).toMatchObject({ language: 'script', pass_filenames: false, always_run: true })
      expect(hook.files).toBeUndefined()
      expect(typeof hook.name).toBe('string')
    }
  })

  it('say that Node.js is needed when it is not on PATH, in one line', () => {
    const run = spawnSync(join(REPO, 'claude-plugin/bin/claimcheck'), ['check'], {
      cwd: project(),
      encoding: 'utf8',
      env: { PATH: '/nonexistent', HOME: scratch },
    })
    expect(run).toMatchObject({ status: 2, stdout: '', stderr: 'claimcheck: needs Node.js 20.19 or newer on PATH\n' })
  })

  it.each([
    ['claimcheck', 1, 'STALE assets: missing: data/assets'],
    ['claimcheck-index', 1, '[MISSING] line 2: [Gone](gone.md) links to gone.md, which does not exist'],
  ])(
    '%s runs from the hook repository with the machine’s Node.js and fails the commit on a finding',
    (id, code, line) => {
      const hook = hooks.find((candidate) => candidate.id === id) as Hook
      const [script, ...words] = hook.entry.split(' ')
      // pre-commit runs a script hook's entry from the hook repository's checkout, in the repository being committed.
      const run = spawnSync(join(REPO, script as string), [...words, ...(hook.args ?? [])], {
        cwd: project(),
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: scratch },
      })
      expect(run.status).toBe(code)
      expect(run.stdout.split('\n')).toContain(line)
    },
  )

  it('claimcheck-lint-new fails a commit that adds a memory with no verify block, and passes one that adds a checked one', () => {
    const hook = hooks.find((candidate) => candidate.id === 'claimcheck-lint-new') as Hook
    const [script, ...words] = hook.entry.split(' ')
    const root = project({ healthy: true, git: true })
    const run = () =>
      spawnSync(join(REPO, script as string), [...words, 'memory'], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: scratch },
      })
    expect(run()).toMatchObject({ status: 0 })
    writeFileSync(join(root, 'memory/new.md'), '---\nname: new\n---\nThe batch is scripts/batch.sh.\n')
    commit(root, 'add', 'memory/new.md')
    const unchecked = run()
    expect(unchecked.status).toBe(1)
    expect(unchecked.stdout).toContain('new.md')
    writeFileSync(
      join(root, 'memory/new.md'),
      '---\nname: new\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nThe batch is scripts/batch.sh.\n',
    )
    commit(root, 'add', 'memory/new.md')
    expect(run()).toMatchObject({ status: 0 })
  })
})

describe('the pre-commit entry (claude-plugin/bin/claimcheck)', () => {
  it('runs every first-party checker a config enables, command and http among them', () => {
    const run = spawnSync(join(REPO, 'claude-plugin/bin/claimcheck'), ['check', 'memory'], {
      cwd: everyKind(),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: scratch },
    })
    expect(run).toMatchObject({ status: 0, stdout: EVERY_KIND_REPORT, stderr: '' })
  })
})

// Debian's pre-commit (apt-get install pre-commit; .ci/run installs it when missing).
const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0

describe.skipIf(!preCommit)('the pre-commit hooks under the real pre-commit', () => {
  /** `pre-commit try-repo` on this checkout (uncommitted changes included), as a commit in `root` would run it. */
  const tryHook = (root: string, id: string) =>
    spawnSync('pre-commit', ['try-repo', REPO, id], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: scratch, PRE_COMMIT_HOME: join(scratch, 'pre-commit') },
      timeout: 120_000,
    })

  it('pre-commit validates the manifest', () => {
    const run = spawnSync('pre-commit', ['validate-manifest', join(REPO, '.pre-commit-hooks.yaml')], {
      encoding: 'utf8',
    })
    expect(run.status, run.stdout + run.stderr).toBe(0)
  })

  it('a commit that only moves a file a memory names is checked, and fails', () => {
    const root = project({ healthy: true, git: true })
    commit(root, 'mv', 'scripts/batch.sh', 'scripts/run.sh')
    const run = tryHook(root, 'claimcheck')
    expect(run.status, run.stderr).toBe(1)
    expect(run.stdout).toMatch(/claimcheck check\.+Failed/)
    expect(run.stdout).toContain('STALE batch: missing: scripts/batch.sh')
  }, 180_000)

  it('a commit that keeps every claim passes, index included', () => {
    const root = project({ healthy: true, git: true })
    writeFileSync(join(root, 'scripts/batch.sh'), 'derive\nclassify\n')
    commit(root, 'add', '-A')
    for (const id of ['claimcheck', 'claimcheck-index']) {
      const run = tryHook(root, id)
      expect(run.status, run.stdout).toBe(0)
      expect(run.stdout).toMatch(/\.+Passed/)
    }
  }, 180_000)
})

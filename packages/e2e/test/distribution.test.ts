// The GitHub Action (action.yml) run the way the runner runs a composite action, and the
// pre-commit hooks (.pre-commit-hooks.yaml) run the way pre-commit runs a `script` hook (SPEC §8.5).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO } from './workspace.ts'

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-distribution-')))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let projects = 0
/** A repository with one fresh and one stale memory, and an index with a broken link. */
function project(): string {
  const root = join(scratch, `project-${++projects}`)
  mkdirSync(join(root, '.git'), { recursive: true })
  writeFileSync(join(root, '.git/HEAD'), 'ref: refs/heads/main\n')
  mkdirSync(join(root, 'memory'), { recursive: true })
  mkdirSync(join(root, 'scripts'), { recursive: true })
  writeFileSync(join(root, 'scripts/batch.sh'), 'derive\n')
  writeFileSync(join(root, 'memory/MEMORY.md'), '- [Batch](batch.md)\n- [Gone](gone.md)\n')
  writeFileSync(
    join(root, 'memory/batch.md'),
    '---\nname: batch\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nB.\n',
  )
  writeFileSync(
    join(root, 'memory/assets.md'),
    '---\nname: assets\nverify:\n  kind: readable\n  target: data/assets\n---\nA.\n',
  )
  return root
}

interface Action {
  inputs: Record<string, { default?: string }>
  runs: { using: string; steps: Array<{ shell: string; env: Record<string, string>; run: string }> }
}
const action = load(readFileSync(join(REPO, 'action.yml'), 'utf8')) as Action

/** Runs the action's steps as the runner does: expressions filled in, each script run by `bash -e -o pipefail`. */
function runAction(workspace: string, given: Record<string, string>) {
  expect(action.runs.using).toBe('composite')
  const inputs = Object.fromEntries(
    Object.entries(action.inputs).map(([name, input]) => [name, given[name] ?? input.default ?? '']),
  )
  const expression = (text: string) =>
    text
      .replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name: string) => inputs[name] ?? '')
      .replace(/\$\{\{\s*github\.action_path\s*\}\}/g, REPO)
  const summary = join(workspace, 'step-summary.md')
  writeFileSync(summary, '')
  let last = { status: 0 as number | null, stdout: '' }
  for (const step of action.runs.steps) {
    expect(step.shell).toBe('bash')
    const script = join(workspace, 'step.sh')
    writeFileSync(script, expression(step.run))
    const env = Object.fromEntries(Object.entries(step.env).map(([name, value]) => [name, expression(value)]))
    const run = spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', script], {
      cwd: workspace,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        HOME: scratch,
        GITHUB_ACTIONS: 'true',
        CI: 'true',
        GITHUB_ACTION_PATH: REPO,
        GITHUB_WORKSPACE: workspace,
        GITHUB_STEP_SUMMARY: summary,
        ...env,
      },
    })
    last = { status: run.status, stdout: run.stdout }
    if (run.status !== 0) break
  }
  return { ...last, summary: readFileSync(summary, 'utf8') }
}

describe('the GitHub Action', () => {
  it('annotates the stale memory, writes the step summary, and fails the step', () => {
    const root = project()
    const result = runAction(root, {})
    expect(result.status).toBe(1)
    expect(result.stdout.split('\n')).toContain(
      '::error file=memory/assets.md,line=3,title=claimcheck%3A stale memory::assets: missing: data/assets',
    )
    expect(result.summary).toContain('**1 stale**, 1 fresh, 0 unverifiable')
  })

  it('observe: the same report, and the step passes; a SARIF file for code scanning', () => {
    const root = project()
    const result = runAction(root, { observe: 'true', 'sarif-file': 'claimcheck.sarif' })
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('::error file=memory/assets.md')
    const sarif = JSON.parse(readFileSync(join(root, 'claimcheck.sarif'), 'utf8'))
    expect(sarif.version).toBe('2.1.0')
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['readable'])
  })

  it('index, on a memory dir named by input', () => {
    const root = project()
    const result = runAction(root, { command: 'index', 'memory-dir': 'memory' })
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('::error file=memory/MEMORY.md,line=2,title=claimcheck index%3A MISSING::')
  })

  it('a command other than check or index fails the step with one error', () => {
    const result = runAction(project(), { command: 'rm' })
    expect(result.status).toBe(2)
    expect(result.stdout).toBe("::error title=claimcheck::the command input must be check or index, not 'rm'\n")
  })
})

interface Hook {
  id: string
  name: string
  entry: string
  language: string
  files?: string
  pass_filenames?: boolean
  args?: string[]
}
const hooks = load(readFileSync(join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[]

describe('the pre-commit hooks', () => {
  it('are declared as pre-commit reads them', () => {
    expect(hooks.map((hook) => hook.id)).toEqual(['claimcheck', 'claimcheck-index'])
    for (const hook of hooks) {
      expect(hook).toMatchObject({ language: 'script', pass_filenames: false })
      expect(typeof hook.name).toBe('string')
      expect(new RegExp(hook.files ?? '').test('memory/batch.md')).toBe(true)
    }
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
})

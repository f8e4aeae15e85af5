// Runs action.yml as the GitHub runner runs a composite action: inputs and `${{ … }}` expressions
// filled in, each step's script run by `bash -e -o pipefail` with the runner's variables, each
// step's `$GITHUB_OUTPUT` read back into the action's outputs. Used by the e2e tests and by
// scripts/first-contact-walk.mjs.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
// js-yaml comes with the CLI's install.
const { load } = createRequire(join(repo, 'packages/cli/package.json'))('js-yaml')

/** `name=value` lines of a `$GITHUB_OUTPUT` file. */
const outputsOf = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )

/**
 * Runs the action at `actionPath` (a checkout holding action.yml: `uses: ./`) in `workspace` with
 * `inputs`. Returns how its last step ended, the action's outputs, the step summary, and what the
 * action left in the runner's temporary folder.
 */
export function runAction({ actionPath = repo, workspace, inputs: given = {}, env: extra = {} }) {
  const action = load(readFileSync(join(actionPath, 'action.yml'), 'utf8'))
  if (action.runs.using !== 'composite') throw new Error('not a composite action')
  const inputs = Object.fromEntries(
    Object.entries(action.inputs).map(([name, input]) => [name, given[name] ?? input.default ?? '']),
  )
  const expression = (text) =>
    text
      .replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name) => inputs[name] ?? '')
      .replace(/\$\{\{\s*github\.action_path\s*\}\}/g, actionPath)
  const runner = mkdtempSync(join(tmpdir(), 'claimcheck-runner-'))
  const summary = join(runner, 'step-summary.md')
  writeFileSync(summary, '')
  const steps = {}
  let last = { status: 0, stdout: '', stderr: '' }
  try {
    const tempDir = mkdtempSync(join(runner, 'temp-'))
    for (const [i, step] of action.runs.steps.entries()) {
      if (step.shell !== 'bash') throw new Error(`step ${i} runs in ${step.shell}, not bash`)
      const script = join(runner, `step-${i}.sh`)
      const output = join(runner, `output-${i}`)
      writeFileSync(script, expression(step.run))
      writeFileSync(output, '')
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, expression(value)]))
      const run = spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', script], {
        cwd: workspace,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? runner,
          GITHUB_ACTIONS: 'true',
          CI: 'true',
          GITHUB_ACTION_PATH: actionPath,
          GITHUB_WORKSPACE: workspace,
          GITHUB_STEP_SUMMARY: summary,
          GITHUB_OUTPUT: output,
          RUNNER_TEMP: tempDir,
          ...extra,
          ...env,
        },
      })
      if (step.id) steps[step.id] = outputsOf(readFileSync(output, 'utf8'))
      last = { status: run.status, stdout: run.stdout, stderr: run.stderr }
      if (run.status !== 0) break
    }
    const outputs = Object.fromEntries(
      Object.entries(action.outputs ?? {}).map(([name, { value }]) => [
        name,
        value.replace(/\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}/g, (_, id, key) => steps[id]?.[key] ?? ''),
      ]),
    )
    return { ...last, outputs, left: readdirSync(tempDir), summary: readFileSync(summary, 'utf8') }
  } finally {
    rmSync(runner, { recursive: true, force: true })
  }
}

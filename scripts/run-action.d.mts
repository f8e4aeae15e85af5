// Types of run-action.mjs, for the e2e tests.
export interface ActionRun {
  status: number | null
  stdout: string
  stderr: string
  /** The action's outputs, from its steps' `$GITHUB_OUTPUT`. */
  outputs: Record<string, string>
  /** What the action left in `$RUNNER_TEMP`. */
  left: string[]
  /** What it appended to `$GITHUB_STEP_SUMMARY`. */
  summary: string
}

export function runAction(options: {
  actionPath?: string
  workspace: string
  inputs?: Record<string, string>
  env?: Record<string, string>
}): ActionRun

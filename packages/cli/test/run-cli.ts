// Runs the built claimcheck bin as a user would, in a controlled environment.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const BIN = fileURLToPath(new URL('../dist/bin.cjs', import.meta.url))

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

export function runCli(
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; input?: string },
): CliResult {
  const env: Record<string, string | undefined> = { ...process.env }
  for (const name of ['CLAUDE_CONFIG_DIR', 'NO_COLOR', 'FORCE_COLOR', 'CLAIMCHECK_DEBUG']) delete env[name]
  Object.assign(env, options.env)
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    input: options.input ?? '',
    timeout: 60_000,
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

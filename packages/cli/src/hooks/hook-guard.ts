// A hook must never break the session (SPEC §8.2): whatever goes wrong, a command line it cannot
// read included, it exits 0 with a context that says the memories could not be verified.
import type { Io } from '../io.js'
import { failureContext, hookOutput } from './hook-answers.js'

/** Whether a command line asks for Claude Code's hook answer (`--format claude-hook`), read before its options are. */
export const asksForHookAnswer = (args: readonly string[]) =>
  args.some(
    (arg, i) => arg === '--format=claude-hook' || (arg === 'claude-hook' && /^(-f|--format)$/.test(args[i - 1] ?? '')),
  )

/** Runs a hook command; any failure becomes the context that says so, and exit 0. */
export async function neverBreakingTheSession(
  run: () => Promise<number>,
  io: Pick<Io, 'cwd' | 'stdout'>,
): Promise<number> {
  try {
    return await run()
  } catch (error) {
    io.stdout(
      hookOutput('SessionStart', failureContext(io.cwd, error instanceof Error ? error.message : String(error))),
    )
    return 0
  }
}

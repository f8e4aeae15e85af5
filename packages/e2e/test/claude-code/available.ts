// For test files that run Claude Code: skip their tests with the reason when this run has no Claude
// Code (outside CI, a fetch that failed; see fetch.global.ts), so that the skip shows in the output.
import { beforeEach, inject, type TestContext } from 'vitest'

/** Why Claude Code is not here for this run, or undefined when it is. */
export function claudeCodeMissing(): string | undefined {
  return inject('claudeCodeMissing') || undefined
}

/** Skips every test of the file (or of the `describe` it is called in) when Claude Code is not here. */
export function skipWithoutClaudeCode(): void {
  beforeEach((context) => skipIfNoClaudeCode(context))
}

/** Skips this test, with the reason, when Claude Code is not here. */
export function skipIfNoClaudeCode(context: TestContext): void {
  const missing = claudeCodeMissing()
  if (missing) context.skip(missing)
}

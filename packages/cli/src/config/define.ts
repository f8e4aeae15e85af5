// The shape of claimcheck.config.*, and `defineConfig()` for typed JS configs (SPEC §9.1).
import type { Checker } from '@claimcheck/core'

/**
 * One entry of `checkers`: a package name or a path (`./checkers/git.mjs`), resolved from the
 * config file's folder; `[name, settings]` to give it settings (validated by its own schema; for a
 * checker that runs programs, `allow` lists the command lines the project reviewed); in a JS config also a
 * checker object or a list of them (a preset).
 */
export type CheckerSpec = string | [string, Record<string, unknown>] | Checker | readonly CheckerSpec[]

export interface ClaimcheckConfig {
  /** Where an editor finds the JSON Schema of a JSON config; claimcheck ignores it. */
  $schema?: string
  /** The memory dir, relative to the config file's folder. */
  memoryDir?: string
  /** The root relative targets resolve against, relative to the config file's folder. */
  root?: string
  /** More memory files: globs relative to the memory dir. */
  include?: string[]
  /** Exactly the checkers to enable; the default set (readable, grep, symlink-strict) when absent. */
  checkers?: CheckerSpec[]
  /** Version ranges the enabled checkers must satisfy: `{ "claimcheck-checker-x": "^1.2.0" }`. */
  requires?: Record<string, string>
  /** Checks in flight at once. */
  concurrency?: number
  /** Default time budget of a check, in seconds (20). */
  timeout?: number
  /** Places outside the root that targets may reach: paths or globs, `~/` allowed. */
  allowOutside?: string[]
  index?: { maxLines?: number; maxChars?: number; warnRatio?: number; staleDays?: number }
  context?: { maxChars?: number }
}

/** Returns the config unchanged; it exists so an editor can type-check `claimcheck.config.mjs`. */
export function defineConfig(config: ClaimcheckConfig): ClaimcheckConfig {
  return config
}

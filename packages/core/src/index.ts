// @claimcheck/core: the Checker contract, what checker authors build with, and the runner the CLI uses.

// The contract (SPEC §9.3).
export { CHECKER_API_VERSION } from './checker.js'
export type {
  CheckContext,
  CheckResult,
  Checker,
  FileInfo,
  FileText,
  Lane,
  OptionsSchema,
  ResolveOptions,
  Status,
  TargetFiles,
} from './checker.js'

// For checker authors: option schemas in claimcheck's wording, typed errors, shared rules.
export { ClaimcheckError, isClaimcheckError, messageOf, staleError, type ErrorCode } from './errors.js'
export { nonEmptyString, readSettings, strictOptions, targetString } from './options.js'
export { CONTENT_PROBE_BYTES, hasContent } from './content.js'
export { byteOrder } from './discover.js'
export { isInside, shownPath } from './targets.js'

// For hosts (the CLI, tests): memories, checkers, runs.
export { parseFrontmatter, readLooseFields, type Frontmatter } from './frontmatter.js'
export { memoryFromText, readMemory, readMemories, MAX_MEMORY_FILE_BYTES, type Memory } from './memory.js'
export { INDEX_FILE, listMemoryFiles } from './discover.js'
export { assertChecker, checkerId, createRegistry, type CheckerEntry, type Registry } from './registry.js'
export { none } from './none.js'
export { meta } from './meta.js'
export { byName, NOT_IN_TIME, type CheckReport, type MemoryReport } from './reports.js'
export {
  DEFAULT_CONCURRENCY,
  DEFAULT_TIMEOUT_SECONDS,
  runCheck,
  verifyMemories,
  verifyMemoryFiles,
  type RunLimits,
  type RunOptions,
} from './runner.js'

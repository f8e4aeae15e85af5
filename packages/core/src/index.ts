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
export { userStateDir } from './state-dir.js'

// For hosts (the CLI, the testkit): memories, checkers, runs.
export { memoryFromText, readMemory, readMemories, type Memory } from './memory.js'
export { INDEX_FILE, listMemoryFiles } from './discover.js'
export { assertChecker, checkerId, createRegistry, type CheckerEntry, type Registry } from './registry.js'
export { none } from './none.js'
export { onlyJudgements, verifyProblems } from './verify-problems.js'
export { meta } from './meta.js'
export type { CheckReport, MemoryReport } from './reports.js'
export { UNTRUSTED } from './reports.js'
export { stableJson, type GatedCheck, type TrustGate } from './plan.js'
export { runCheck, verifyMemories, verifyMemoryFiles, type RunLimits, type RunOptions } from './runner.js'

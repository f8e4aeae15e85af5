// @claimcheck/core: the engine hosts run checks with (the CLI, the testkit), and the contract it implements.

// The contract (SPEC §9.3), and what checker authors build with: all of @claimcheck/contract.
export * from '@claimcheck/contract'
export { ClaimcheckError, type ErrorCode } from './errors.js'
export { byteOrder } from './byte-order.js'
export { userStateDir } from './state-dir.js'
export { absoluteSearchPath } from './search-path.js'

// For hosts (the CLI, the testkit): memories, checkers, runs.
export { memoryFromText, readMemory, readMemories, type Memory } from './memory.js'
export { INDEX_FILE, listMemoryFiles } from './discover.js'
export {
  assertChecker,
  checkerId,
  checkerSettings,
  createRegistry,
  deepFreeze,
  type AvailableChecker,
  type CheckerEntry,
  type Registry,
} from './registry.js'
export { allowEntryProblem, allowList, programLine } from './allow-list.js'
export { none } from './none.js'
export { onlyJudgements, verifyProblems } from './verify-problems.js'
export { meta } from './meta.js'
// The bounded YAML reader frontmatter uses, for the host's own YAML files (configs).
export { MAX_YAML_NODES, parseYamlData, YamlProblem } from './yaml-data.js'
export type { CheckReport, MemoryReport } from './reports.js'
export { untrusted } from './reports.js'
export type { GatedCheck, TrustGate } from './plan.js'
export { onProgramGroup } from './program-groups.js'
export { runCheck, verifyMemories, verifyMemoryFiles, type RunLimits, type RunOptions } from './runner.js'

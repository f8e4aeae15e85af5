export { CHECKER_API_VERSION } from './checker.js'
export type { CheckContext, CheckResult, Checker, Lane, OptionsSchema, Status } from './checker.js'
export { ClaimcheckError, isClaimcheckError, messageOf, staleError, type ErrorCode } from './errors.js'
export {
  nonEmptyString,
  readSettings,
  strictOptions,
  targetString,
  validateOptions,
  type Validation,
} from './options.js'
export { parseFrontmatter, readLooseFields, type Frontmatter } from './frontmatter.js'
export { MAX_YAML_NODES } from './yaml-data.js'
export { memoryFromText, readMemory, readMemories, MAX_MEMORY_FILE_BYTES, type Memory } from './memory.js'
export { PARALLEL_MIN_FILES, readMemoryChunks, type MemoryChunk } from './memory-chunks.js'
export { byteOrder, INDEX_FILE, listMemoryFiles } from './discover.js'
export { readVerifyBlock, type CheckEntry } from './verify-block.js'
export { aggregate } from './aggregate.js'
export { CONTENT_PROBE_BYTES, hasContent } from './content.js'
export { KEPT_FILE_BYTES, readTargetFileSync, targetHasContent, type TargetFile } from './target-files.js'
export {
  createTargetResolver,
  isInside,
  realpathLoose,
  shownPath,
  statTargetSync,
  type TargetPolicy,
  type TargetResolver,
  type TargetStat,
} from './targets.js'
export { createLimiter, type Limiter } from './lanes.js'
export {
  assertChecker,
  checkerId,
  createRegistry,
  missingCheckerReason,
  type CheckerEntry,
  type Registry,
} from './registry.js'
export { none } from './none.js'
export { meta } from './meta.js'
export {
  byName,
  createRunner,
  DEFAULT_CONCURRENCY,
  DEFAULT_TIMEOUT_SECONDS,
  NOT_IN_TIME,
  runCheck,
  verifyMemories,
  verifyMemoryFiles,
  type CheckReport,
  type KeepReport,
  type MemoryReport,
  type RunOptions,
  type Runner,
} from './runner.js'

// @claimcheck/contract: everything a checker author builds against (SPEC §9.3), and no engine.

export { CHECKER_API_VERSION } from './checker.js'
export type {
  CheckContext,
  CheckResult,
  Checker,
  CheckerDocs,
  FileInfo,
  FileText,
  Lane,
  OptionsSchema,
  Pattern,
  PatternOptions,
  Program,
  ProgramOptions,
  ProgramResult,
  ResolveOptions,
  Status,
  TargetFiles,
} from './checker.js'
export { isClaimcheckError, messageOf, staleError, type StaleError } from './errors.js'
export { nonEmptyString, strictOptions, strictSettings, targetString } from './options.js'
export { isInside, shownPath } from './paths.js'
export { stableJson } from './stable-json.js'
export { userStateDir } from './state-dir.js'
export { notUsedWarning, ownFolderProblem, readOwnFile, type OwnFile } from './own-file.js'

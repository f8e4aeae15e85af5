// The checker packages this CLI carries its own copies of (SPEC §9.2, §10): what serves their kinds
// when a project has not installed them, and always under a user-scope hook.

/** The default set, when no config lists `checkers`: safe, local, no side effects. */
export const DEFAULT_CHECKERS = [
  '@claimcheck/checker-readable',
  '@claimcheck/checker-grep',
  '@claimcheck/checker-symlink-strict',
]

export const COMMAND_CHECKER = '@claimcheck/checker-command'
export const HTTP_CHECKER = '@claimcheck/checker-http'

export const OWN_COPIES: ReadonlySet<string> = new Set([...DEFAULT_CHECKERS, COMMAND_CHECKER, HTTP_CHECKER])

// The host's typed errors: a stale check (the contract's), and what a user asked for that cannot
// be done (exit 2). Recognised by the contract's marker, never by `instanceof`: two copies may be loaded.
export { isClaimcheckError, messageOf, staleError } from '@claimcheck/contract'

const MARKER = Symbol.for('claimcheck.error')

/**
 * `STALE`: a check cannot hold (the message is the reason shown to users).
 * `USAGE`, `CONFIG`: the user asked for something that cannot be done (exit 2).
 */
export type ErrorCode = 'STALE' | 'USAGE' | 'CONFIG'

/** The error claimcheck throws: its `code` says what kind, its message is one line a user can act on. */
export class ClaimcheckError extends Error {
  readonly [MARKER] = true
  readonly code: ErrorCode

  constructor(code: ErrorCode, message: string) {
    super(message)
    this.name = 'ClaimcheckError'
    this.code = code
  }
}

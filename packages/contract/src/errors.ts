// Typed errors, recognised by a marker rather than `instanceof`: two copies of core may be loaded.
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

/** Whether a value is a ClaimcheckError of any copy of core (by its marker, not by `instanceof`). */
export function isClaimcheckError(value: unknown): value is ClaimcheckError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARKER] === true
}

/** An error a checker (or the context) throws to make its check `stale` with exactly this reason. */
export function staleError(reason: string): ClaimcheckError {
  return new ClaimcheckError('STALE', reason)
}

/** The message of anything thrown, for reasons and error lines. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}

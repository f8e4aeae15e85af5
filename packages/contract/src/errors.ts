// Errors a checker throws, recognised by a marker rather than `instanceof`: two copies of the
// contract may be loaded.
const MARKER = Symbol.for('claimcheck.error')

/** The error that makes a check `stale` with exactly its message as the reason. */
export interface StaleError extends Error {
  readonly code: 'STALE'
}

/** Whether a value is an error of claimcheck's, of any copy (by its marker, not by `instanceof`); its `code` says what kind. */
export function isClaimcheckError(value: unknown): value is Error & { readonly code: string } {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARKER] === true
}

/** An error a checker (or the context) throws to make its check `stale` with exactly this reason. */
export function staleError(reason: string): StaleError {
  const error = new Error(reason) as Error & { code: 'STALE'; [MARKER]: true }
  error.name = 'ClaimcheckError'
  error.code = 'STALE'
  error[MARKER] = true
  return error
}

/** The message of anything thrown, for reasons and error lines. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}

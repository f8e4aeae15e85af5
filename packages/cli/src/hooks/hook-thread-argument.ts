// Kept apart from hook-thread.ts, so that the bin can tell a thread from a command line without loading it.
/** The argument that makes the bin, started as a worker, answer a job instead of a command line. */
export const HOOK_THREAD_ARGUMENT = '--claimcheck-hook-thread'

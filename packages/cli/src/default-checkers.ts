// The checkers enabled when nothing else is configured: safe, local, no side effects (SPEC §9.2).
import type { Checker } from '@claimcheck/core'
import { grep } from '@claimcheck/checker-grep'
import { readable } from '@claimcheck/checker-readable'
import { symlinkStrict } from '@claimcheck/checker-symlink-strict'

export function defaultCheckers(): Checker[] {
  return [readable(), grep(), symlinkStrict()]
}

/** The default checkers' factories by package: what a bundled CLI, which carries no packages, loads them from. */
export const DEFAULT_FACTORIES: Record<string, (settings?: never) => Checker> = {
  '@claimcheck/checker-readable': readable,
  '@claimcheck/checker-grep': grep,
  '@claimcheck/checker-symlink-strict': symlinkStrict,
}

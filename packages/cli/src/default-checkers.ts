// The checkers enabled when nothing else is configured: safe, local, no side effects (SPEC §9.2).
import type { Checker } from '@claimcheck/core'
import { grep } from '@claimcheck/checker-grep'
import { readable } from '@claimcheck/checker-readable'
import { symlinkStrict } from '@claimcheck/checker-symlink-strict'

export function defaultCheckers(): Checker[] {
  return [readable(), grep(), symlinkStrict()]
}

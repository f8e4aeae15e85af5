// Which checks that start programs may run (SPEC §5.5): those the config's `command.allow` lists,
// code the project reviewed, and those the user approved with `claimcheck trust`. Nothing else.
import { shownPath, UNTRUSTED, type GatedCheck, type TrustGate } from '@claimcheck/core'
import { checkKey, readTrustStore } from './store.js'

/** A `command.allow` entry as a test: `*` is any run of characters, `?` one; the rest is literal. */
export function allowPattern(glob: string): (line: string) => boolean {
  const source = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[\\s\\S]*')
    .replace(/\?/g, '[\\s\\S]')
  const pattern = new RegExp(`^${source}$`)
  return (line) => pattern.test(line)
}

/** What `command.allow` is matched against: a command line, or the words of `argv` joined by spaces. */
export function commandLine(check: Pick<GatedCheck, 'kind' | 'options'>): string | undefined {
  if (check.kind !== 'command') return undefined
  const { target, argv } = check.options as { target?: string; argv?: string[] }
  return target ?? argv?.join(' ')
}

export interface TrustPolicy {
  /** Real path of the root: approvals are bound to it. */
  root: string
  /** `command.allow` of the config. */
  allow: string[]
  /** The per-user store of approvals. */
  storeFile: string
}

/** The key an approval of `check` is kept under. */
export const approvalKey = (root: string, check: GatedCheck) =>
  checkKey(root, shownPath(check.memoryFile, root), check.kind, check.options)

export function trustGate(policy: TrustPolicy): TrustGate {
  const allowed = policy.allow.map(allowPattern)
  let approved: Set<string> | undefined
  return (check) => {
    const line = commandLine(check)
    if (line !== undefined && allowed.some((matches) => matches(line))) return undefined
    if (approved === undefined) {
      try {
        approved = new Set(readTrustStore(policy.storeFile).approvals.map((approval) => approval.key))
      } catch {
        // A damaged store approves nothing; `claimcheck trust` says what is wrong with it.
        approved = new Set()
      }
    }
    return approved.has(approvalKey(policy.root, check)) ? undefined : UNTRUSTED
  }
}

// Which checks that start programs may run (SPEC §5.5): those whose program the config's
// `command.allow` lists, code the project reviewed, and those the user approved with
// `claimcheck trust`. Nothing else. The same for every checker of the `process` lane: each
// describes what it will run, and that is what an entry matches and an approval binds.
import {
  allowEntryProblem,
  allowList,
  ClaimcheckError,
  shownPath,
  UNTRUSTED,
  type GatedCheck,
  type TrustGate,
} from '@claimcheck/core'
import { checkKey, readTrustStore, refusedStoreWarning } from './store.js'

export interface TrustPolicy {
  /** Real path of the root: approvals are bound to it. */
  root: string
  /** `command.allow` of the config. */
  allow: string[]
  /** How errors name the config file holding `command.allow`. */
  configShown?: string
  /** The per-user store of approvals. */
  storeFile: string
  /** Where the warning goes when the store is not used (another user could write it). */
  warn?: (message: string) => void
}

/** The key an approval of `check` is kept under. */
export const approvalKey = (root: string, check: GatedCheck) =>
  checkKey(root, shownPath(check.memoryFile, root), check.kind, check.options)

/** Refuses an allow entry that could never be matched safely, naming it. */
function checkEntries(allow: readonly string[], configShown: string | undefined): void {
  allow.forEach((entry, i) => {
    const problem = allowEntryProblem(entry)
    if (problem !== undefined)
      throw new ClaimcheckError('CONFIG', `${configShown ? `${configShown}: ` : ''}command.allow[${i}]: ${problem}`)
  })
}

export function trustGate(policy: TrustPolicy): TrustGate {
  checkEntries(policy.allow, policy.configShown)
  const allowed = allowList(policy.allow)
  let approved: Set<string> | undefined
  return (check) => {
    if (allowed(check.program)) return undefined
    if (approved === undefined) {
      try {
        const store = readTrustStore(policy.storeFile)
        if (store.refused !== undefined) policy.warn?.(refusedStoreWarning({ ...store, refused: store.refused }))
        approved = new Set(store.approvals.map((approval) => approval.key))
      } catch {
        // A damaged store approves nothing; `claimcheck trust` says what is wrong with it.
        approved = new Set()
      }
    }
    return approved.has(approvalKey(policy.root, check)) ? undefined : UNTRUSTED
  }
}

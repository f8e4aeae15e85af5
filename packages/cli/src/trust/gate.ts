// Which checks that start programs may run (SPEC §5.5): those whose program the `allow` setting
// of their checker lists (the config: code the project reviewed), and those the user approved with
// `claimcheck trust`. Nothing else. The same for every checker of the `process` lane: each
// describes what it will run, and that is what an entry matches and an approval binds.
import { allowList, shownPath, untrusted, type GatedCheck, type Registry, type TrustGate } from '@claimcheck/core'
import { checkKey, readTrustStore, refusedStoreWarning } from './store.js'

export interface TrustPolicy {
  /** Real path of the root: approvals are bound to it. */
  root: string
  /** The enabled checkers: each one's `allow` setting lists the programs the project reviewed. */
  registry: Pick<Registry, 'get'>
  /** The per-user store of approvals. */
  storeFile: string
  /** Where the warning goes when the store is not used (another user could write it). */
  warn?: (message: string) => void
}

/** The key an approval of `check` is kept under. */
export const approvalKey = (root: string, check: GatedCheck) =>
  checkKey(root, shownPath(check.memoryFile, root), check.kind, check.options)

export function trustGate(policy: TrustPolicy): TrustGate {
  const lists = new Map<string, ReturnType<typeof allowList>>()
  const allowedFor = (kind: string) => {
    let allowed = lists.get(kind)
    if (allowed === undefined) lists.set(kind, (allowed = allowList(policy.registry.get(kind)?.allow ?? [])))
    return allowed
  }
  let approved: Set<string> | undefined
  return (check) => {
    if (allowedFor(check.kind)(check.program)) return undefined
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
    return approved.has(approvalKey(policy.root, check)) ? undefined : untrusted(check.kind)
  }
}

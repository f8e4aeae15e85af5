// A memory's status from its checks' results (SPEC §4).
import type { CheckResult } from '@claimcheck/contract'

/**
 * Any `stale` check makes the memory stale, with the first stale reason in block order;
 * otherwise any `fresh` makes it fresh; otherwise it is unverifiable.
 */
export function aggregate(results: readonly CheckResult[]): CheckResult {
  const first =
    results.find((r) => r.status === 'stale') ??
    results.find((r) => r.status === 'fresh') ??
    results.find((r) => r.status === 'unverifiable')
  return first ? { status: first.status, reason: first.reason } : { status: 'unverifiable', reason: 'no checks' }
}

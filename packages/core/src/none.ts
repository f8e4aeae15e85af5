// `kind: none`: the claim has no machine-checkable counterpart (SPEC §4, §5.7).
import { CHECKER_API_VERSION, strictOptions, type Checker, type CheckResult } from '@claimcheck/contract'
import { meta } from './meta.js'

const NO_COUNTERPART: CheckResult = { status: 'unverifiable', reason: 'no counterpart (judgement)' }

/** The built-in checker of `kind: none`, always enabled: `unverifiable` `no counterpart (judgement)`. */
export const none: Checker<Record<string, never>> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'none',
  meta: {
    ...meta,
    docs: {
      description: 'A claim with no machine-checkable counterpart (a judgement): unverifiable, handed over as it is.',
    },
  },
  options: strictOptions({}),
  check: async () => NO_COUNTERPART,
}

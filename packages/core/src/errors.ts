// The contract's typed errors, for hosts that want them and nothing else.
export { ClaimcheckError, isClaimcheckError, messageOf, staleError, type ErrorCode } from '@claimcheck/contract'

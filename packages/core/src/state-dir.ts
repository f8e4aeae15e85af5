// The per-user state folder is the contract's (a checker that keeps a file for the user needs it too).
export { userStateDir } from '@claimcheck/contract'

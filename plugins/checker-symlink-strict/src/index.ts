import { symlinkStrict } from './symlink-strict.js'

export { symlinkStrict, type SymlinkStrictOptions } from './symlink-strict.js'
/** The factory, for `checkers: ['@claimcheck/checker-symlink-strict']` in a config. */
export default symlinkStrict

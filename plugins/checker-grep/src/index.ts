import { grep } from './grep.js'

export { DEFAULT_MAX_FILE_BYTES, grep, type GrepOptions, type GrepSettings } from './grep.js'
/** The factory, for `checkers: ['@claimcheck/checker-grep']` (settings: `[name, { maxFileBytes }]`) in a config. */
export default grep

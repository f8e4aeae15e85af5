import { readable } from './readable.js'

export { readable, type ReadableOptions } from './readable.js'
/** The factory, for `checkers: ['@claimcheck/checker-readable']` in a config. */
export default readable

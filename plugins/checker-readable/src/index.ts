import { readable } from './readable.js'

export { readable, type ReadableOptions } from './readable.js'
export { CONTENT_PROBE_BYTES, hasContent } from './content.js'
/** The factory, for `checkers: ['@claimcheck/checker-readable']` in a config. */
export default readable

import { command } from './command.js'

export { command, DEFAULT_MAX_OUTPUT_BYTES, type CommandOptions, type CommandSettings } from './command.js'
/** The factory, for `checkers: ['@claimcheck/checker-command']` in a config. */
export default command

import { toolVersion } from './tool-version.js'

export { toolVersion, type ToolVersionOptions } from './tool-version.js'
/** The factory, for `checkers: ['claimcheck-checker-tool-version']` in a config. */
export default toolVersion

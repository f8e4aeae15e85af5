export { DEFAULT_MAX_FILE_BYTES, grep, type GrepOptions, type GrepSettings } from './grep.js'

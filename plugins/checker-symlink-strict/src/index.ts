export { symlinkStrict, type SymlinkStrictOptions } from './symlink-strict.js'

export { readable, type ReadableOptions } from './readable.js'

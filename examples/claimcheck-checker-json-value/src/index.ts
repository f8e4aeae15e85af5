import { jsonValue } from './json-value.js'

export { jsonValue, type JsonValueOptions } from './json-value.js'
export default jsonValue

import { http } from './http.js'

export { http, MAX_BODY_BYTES, type HttpOptions, type HttpSettings } from './http.js'
export { isPublicAddress, type Resolver } from './address-guard.js'
/** The factory, for `checkers: ['@claimcheck/checker-http']` in a config. */
export default http

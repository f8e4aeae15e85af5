// SHA-256 in hex, with the hash module loaded on first use: most runs hash nothing, and loading it
// costs every start a few milliseconds.
import { createRequire } from 'node:module'

let crypto: typeof import('node:crypto') | undefined

/** A SHA-256 to feed in parts (text or bytes). */
export function sha256(): import('node:crypto').Hash {
  crypto ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto')
  return crypto.createHash('sha256')
}

export function sha256Hex(text: string): string {
  return sha256().update(text).digest('hex')
}

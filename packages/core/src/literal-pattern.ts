// Patterns that are plain text, perhaps between `\b` word boundaries (`derive_before_classify`,
// `export function build\b`): most grep claims. Found with a substring search, exactly where RE2
// would find them, with no engine to load and no pattern to compile.

export interface Matcher {
  test(text: string): boolean
}

const LITERAL_BODY = /^(?:[^.*+?()[\]{}|^$\\]|\\[.*+?()[\]{}|^$\\/])*$/
const ESCAPED = /\\(.)/g
const isWord = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95

/** A matcher that finds a literal pattern where RE2 does, or undefined for any other pattern. */
export function literalMatcher(source: string, flags: string): Matcher | undefined {
  if (flags.includes('i')) return undefined
  let body = source
  const start = body.startsWith('\\b')
  if (start) body = body.slice(2)
  const end = body.endsWith('\\b') && !body.endsWith('\\\\b')
  if (end) body = body.slice(0, -2)
  // Every character plain, or an escaped metacharacter (`\d`, `\n`, `\b` mean more than a character).
  if (!LITERAL_BODY.test(body)) return undefined
  const literal = body.includes('\\') ? body.replace(ESCAPED, '$1') : body
  if (literal === '') return undefined
  const first = literal.charCodeAt(0)
  const last = literal.charCodeAt(literal.length - 1)
  return {
    test(text: string): boolean {
      for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + 1)) {
        const before = at > 0 && isWord(text.charCodeAt(at - 1))
        const after = at + literal.length < text.length && isWord(text.charCodeAt(at + literal.length))
        if (start && before === isWord(first)) continue
        if (end && after === isWord(last)) continue
        return true
      }
      return false
    },
  }
}

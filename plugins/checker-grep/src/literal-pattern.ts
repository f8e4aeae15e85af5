// Patterns that are plain text, perhaps between `\b` word boundaries (`derive_before_classify`,
// `export function build\b`): found with indexOf, with no regular expression to compile. They are
// most grep claims; compiling a regular expression costs more than searching a small file.

export interface Matcher {
  test(text: string): boolean
}

const META = new Set(['.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '^', '$', '\\', '/'])
const isWord = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95

/** A matcher equal to `new RegExp(source, flags)` for literal patterns, or undefined for any other. */
export function literalMatcher(source: string, flags: string): Matcher | undefined {
  if (flags.includes('i')) return undefined
  let body = source
  const start = body.startsWith('\\b')
  if (start) body = body.slice(2)
  const end = body.endsWith('\\b') && !body.endsWith('\\\\b')
  if (end) body = body.slice(0, -2)
  let literal = ''
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string
    if (char === '\\') {
      const next = body[i + 1]
      // Only an escaped metacharacter is the character itself; `\d`, `\n`, `\b` mean more.
      if (next === undefined || !META.has(next)) return undefined
      literal += next
      i++
    } else if (META.has(char)) return undefined
    else literal += char
  }
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

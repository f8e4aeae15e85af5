// Patterns that cannot backtrack catastrophically: no quantifier anywhere. Matching one costs at
// most the file's length times the pattern's, so it may run on the main thread without a worker.

/** Longest pattern taken as linear; longer ones go to a worker like any other. */
const MAX_LINEAR_PATTERN = 256

/** Whether a pattern has no quantifier (`*`, `+`, `?`, `{n,m}`) outside character classes. */
export function isLinearPattern(source: string, fixed: boolean): boolean {
  if (fixed) return true
  if (source.length > MAX_LINEAR_PATTERN) return false
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (char === '\\') {
      i++
      continue
    }
    if (inClass) {
      if (char === ']') inClass = false
      continue
    }
    if (char === '[') inClass = true
    else if (char === '*' || char === '+') return false
    else if (char === '?' && source[i - 1] !== '(') return false
    else if (char === '{' && /^\{\d*,?\d*\}/.test(source.slice(i))) return false
  }
  return true
}

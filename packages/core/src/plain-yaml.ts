// A fast path for the frontmatter nearly every memory has: a block mapping of plain or simply
// quoted scalars, nested by indentation. It answers only when the full YAML engine (js-yaml, core
// schema, behind gray-matter) is sure to give the same data, and returns undefined for anything
// else, which then goes the full way. Parsing 100k memories the full way costs over a second.

/** Only printable characters, tabs excluded; a carriage return only before a line feed. */
const OUTSIDE_SUBSET = /[^\n\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\r]|\r(?!\n)/
const PLAIN_START_MARKS = [...'_/~^\\$(=<;'].map((mark) => mark.charCodeAt(0))
/**
 * Whether a plain scalar can start with this character without YAML reading it as something else:
 * `A-Z a-z 0-9 _ / ~ ^ \\ $ ( = < ;` or anything from U+00A0 up. Compared by code rather than
 * with a regular expression: it runs for every value of every memory.
 */
function isPlainStart(code: number): boolean {
  if (code >= 0xa0) return true
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39)) return true
  return PLAIN_START_MARKS.includes(code)
}
/** Characters a core-schema int or float can hold, after a leading digit. */
const NOT_NUMERIC = /[^0-9A-Fa-f_.+\-xo]/
const DECIMAL = /^(?:0|[1-9][0-9]{0,14})$/
/** The longest text DECIMAL matches. */
const DECIMAL_MAX_LENGTH = 15
/** The core schema's null and boolean words, none longer than WORD_MAX_LENGTH. */
const WORDS = new Map<string, null | boolean>([
  ...['~', 'null', 'Null', 'NULL'].map((word) => [word, null] as const),
  ...['true', 'True', 'TRUE'].map((word) => [word, true] as const),
  ...['false', 'False', 'FALSE'].map((word) => [word, false] as const),
])
const WORD_MAX_LENGTH = 5
const UNSURE = Symbol('unsure')

/** Strips spaces only: YAML's white space is space and tab (tabs never reach here), not Unicode's. */
const TRAILING_SPACES = / +$/
const trimSpacesEnd = (text: string) =>
  text.charCodeAt(text.length - 1) === 0x20 ? text.replace(TRAILING_SPACES, '') : text

/** What is left after a quoted scalar's closing quote: nothing, or a comment. */
const endsCleanly = (rest: string) => trimSpacesEnd(rest) === '' || /^ +#/.test(rest)

/** The value of a scalar written after `key: `, or UNSURE when the full engine must decide. */
function scalar(text: string): unknown {
  const first = text.charCodeAt(0)
  if (first === 0x27 /* ' */) {
    let value = ''
    let from = 1
    for (;;) {
      const quote = text.indexOf("'", from)
      if (quote === -1) return UNSURE
      value += text.slice(from, quote)
      if (text.charCodeAt(quote + 1) !== 0x27) return endsCleanly(text.slice(quote + 1)) ? value : UNSURE
      value += "'"
      from = quote + 2
    }
  }
  if (first === 0x22 /* " */) {
    const quote = text.indexOf('"', 1)
    if (quote === -1) return UNSURE
    const value = text.slice(1, quote)
    return !value.includes('\\') && endsCleanly(text.slice(quote + 1)) ? value : UNSURE
  }
  if (!isPlainStart(first)) return UNSURE
  const comment = text.indexOf(' #')
  const plain = trimSpacesEnd(comment === -1 ? text : text.slice(0, comment))
  if (plain.includes(': ') || plain.endsWith(':')) return UNSURE
  // Longer values skip the lookups that cannot match them (each would hash the new string).
  const word = plain.length <= WORD_MAX_LENGTH ? WORDS.get(plain) : undefined
  if (word !== undefined) return word
  if (first >= 0x30 && first <= 0x39) {
    if (plain.length <= DECIMAL_MAX_LENGTH && DECIMAL.test(plain)) return Number(plain)
    if (!NOT_NUMERIC.test(plain)) return UNSURE
  }
  return plain
}

/** `A-Z`, `a-z` or `_`: what a key starts with. */
const isKeyStart = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f
/** What a key continues with: a key start, a digit or `-`. */
const isKeyPart = (code: number) => isKeyStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d

/** Keys nearly every memory writes: taken as they are, not cut out of the text (a large run made one string each). */
const COMMON_KEYS = [
  'name',
  'description',
  'metadata',
  'type',
  'modified',
  'verify',
  'kind',
  'target',
  'pattern',
  'timeout',
]

/** The key between `start` and `end`: a common one without a new string. */
function keyAt(raw: string, start: number, end: number): string {
  const length = end - start
  for (let i = 0; i < COMMON_KEYS.length; i++) {
    const key = COMMON_KEYS[i] as string
    if (key.length === length && raw.startsWith(key, start)) return key
  }
  return raw.slice(start, end)
}

/** The mappings open at each depth and their indentation; reused (a call never waits). */
const levelMaps: Array<Record<string, unknown>> = []
const levelIndents: number[] = []

/**
 * The data of frontmatter text that is a plain block mapping, or undefined when it is anything
 * else (flow collections, lists, multi-line or escaped scalars, anchors, tags, numbers other than
 * plain integers, tabs, duplicate keys, `__proto__`): those are left to the full YAML engine.
 */
export function readPlainMapping(raw: string): Record<string, unknown> | undefined {
  if (OUTSIDE_SUBSET.test(raw)) return undefined
  const root: Record<string, unknown> = {}
  levelMaps[0] = root
  levelIndents[0] = 0
  let depth = 0
  // A key written with no value: a nested mapping if the next entry is indented more, else null.
  let openKey: string | undefined
  let openIndent = 0
  let entries = 0
  // Each line is read by hand: indentation, then `key:` and what follows its spaces, or a comment,
  // or nothing. A line of any other shape is left to the full engine. (A regular expression here
  // made a match array and three strings a line: most of what a large run allocated.)
  for (let start = 0; start < raw.length;) {
    const newline = raw.indexOf('\n', start)
    const end = newline === -1 ? raw.length : newline
    // A carriage return is only ever before a line feed (OUTSIDE_SUBSET).
    const stop = end > start && raw.charCodeAt(end - 1) === 0x0d ? end - 1 : end
    const lineStart = start
    start = end + 1
    let at = lineStart
    while (at < stop && raw.charCodeAt(at) === 0x20) at++
    // A blank line or a comment.
    if (at === stop || raw.charCodeAt(at) === 0x23 /* # */) continue
    if (!isKeyStart(raw.charCodeAt(at))) return undefined
    const indent = at - lineStart
    let keyEnd = at + 1
    while (keyEnd < stop && isKeyPart(raw.charCodeAt(keyEnd))) keyEnd++
    if (raw.charCodeAt(keyEnd) !== 0x3a /* : */) return undefined
    let valueStart = keyEnd + 1
    if (valueStart < stop) {
      if (raw.charCodeAt(valueStart) !== 0x20) return undefined
      while (valueStart < stop && raw.charCodeAt(valueStart) === 0x20) valueStart++
    }
    const key = keyAt(raw, at, keyEnd)
    if (openKey !== undefined && indent > openIndent) {
      const map: Record<string, unknown> = {}
      ;(levelMaps[depth] as Record<string, unknown>)[openKey] = map
      depth++
      levelMaps[depth] = map
      levelIndents[depth] = indent
    }
    openKey = undefined
    while ((levelIndents[depth] as number) > indent) depth--
    const map = levelMaps[depth] as Record<string, unknown>
    if (levelIndents[depth] !== indent || key === '__proto__' || Object.hasOwn(map, key)) return undefined
    const text = raw.slice(valueStart, stop)
    // Nothing after the key, or only a comment.
    if (text === '' || text.charCodeAt(0) === 0x23 /* # */ || trimSpacesEnd(text) === '') {
      map[key] = null
      openKey = key
      openIndent = indent
    } else {
      const value = scalar(text)
      if (value === UNSURE) return undefined
      map[key] = value
    }
    entries++
  }
  return entries > 0 ? root : undefined
}

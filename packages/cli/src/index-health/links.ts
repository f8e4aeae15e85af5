// Links in MEMORY.md: markdown links to files and wiki links, outside fenced code and code spans.
// Every scan is linear in the line (SPEC §10): each position is looked at a bounded number of
// times, with the next closing character found from a table made in one pass, never by a pattern
// that retries from every `[`.
import type { IndexLine } from '../claude-code/index-load.js'

export type IndexLink =
  { kind: 'path'; line: number; raw: string; path: string } | { kind: 'wiki'; line: number; raw: string; name: string }

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\S/
// A reference definition, `[r1]: topic.md "title"`: what `[text][r1]` and `[r1]` link to.
const REFERENCE_DEFINITION = /^ {0,3}\[((?:[^[\]\\]|\\.)+)\]:\s*(<[^>]*>|\S+)/

/** A link target that names a local file: not a URL, not an anchor in the same page. */
function localPath(target: string): string | undefined {
  const bare = target.startsWith('<') ? target.slice(1, -1) : target
  if (bare === '' || bare.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return undefined
  const path = bare.replace(/[?#].*$/, '')
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Lines outside fenced code blocks. */
export function outsideFences(lines: readonly IndexLine[]): IndexLine[] {
  let fence: string | null = null
  return lines.filter(({ text }) => {
    const marker = FENCE.exec(text)?.[1]
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = null
      return false
    }
    if (marker) {
      fence = marker
      return false
    }
    return true
  })
}

/** For each position, where the next character of `set` is at or after it (`text.length` when none). */
function nextOf(text: string, set: string): Int32Array {
  const next = new Int32Array(text.length + 1)
  next[text.length] = text.length
  for (let i = text.length - 1; i >= 0; i--) next[i] = set.includes(text.charAt(i)) ? i : (next[i + 1] as number)
  return next
}

/**
 * Code spans blanked to the same length: a run of backticks opens one that the next run of the
 * same length closes (CommonMark). Runs are grouped by length, so each is looked at once.
 */
function withoutCodeSpans(text: string): string {
  const runs: Array<{ at: number; length: number }> = []
  for (let i = 0; i < text.length;) {
    if (text.charAt(i) !== '`') {
      i++
      continue
    }
    let end = i
    while (text.charAt(end) === '`') end++
    runs.push({ at: i, length: end - i })
    i = end
  }
  if (runs.length < 2) return text
  // For each run, the next run of the same length.
  const closer = new Array<number>(runs.length).fill(-1)
  const lastOfLength = new Map<number, number>()
  for (let r = runs.length - 1; r >= 0; r--) {
    const { length } = runs[r] as { length: number }
    closer[r] = lastOfLength.get(length) ?? -1
    lastOfLength.set(length, r)
  }
  let out = ''
  let done = 0
  for (let r = 0; r < runs.length; r++) {
    const close = closer[r] as number
    const open = runs[r] as { at: number; length: number }
    if (close === -1 || open.at < done) continue
    const end = (runs[close] as { at: number; length: number }).at + open.length
    out += text.slice(done, open.at) + ' '.repeat(end - open.at)
    done = end
    r = close
  }
  return out + text.slice(done)
}

interface Found {
  start: number
  end: number
}

/** Wiki links `[[name]]`, `[[name#anchor]]`, `[[name|alias]]`: the next `]` must be the first of `]]`. */
function wikiLinks(text: string): Array<Found & { name: string }> {
  const close = nextOf(text, ']')
  const found: Array<Found & { name: string }> = []
  for (let i = text.indexOf('[['); i !== -1; i = text.indexOf('[[', i + 1)) {
    const end = close[i + 2] as number
    if (text.charAt(end + 1) !== ']') continue
    const inner = text.slice(i + 2, end)
    const name = inner.split(/[|#]/, 1)[0] as string
    if (name === '') continue
    found.push({ start: i, end: end + 2, name: name.trim() })
    i = end + 1
  }
  return found
}

/**
 * Inline links `[text](target "title")` and images: a stack of open `[` (a `]` closes the
 * innermost), and from each `](` the target read up to the next `)` or space, found from tables.
 */
function markdownLinks(text: string): Array<Found & { target: string }> {
  const stop = nextOf(text, ') \t')
  const closeAngle = nextOf(text, '>\n')
  const quote = { '"': nextOf(text, '"'), "'": nextOf(text, "'") }
  const found: Array<Found & { target: string }> = []
  const open: number[] = []
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i)
    if (c === '\\') {
      i++
      continue
    }
    if (c === '[') {
      open.push(i)
      continue
    }
    if (c !== ']' || open.length === 0) continue
    const start = open.pop() as number
    if (text.charAt(i + 1) !== '(') continue
    let at = i + 2
    while (text.charAt(at) === ' ' || text.charAt(at) === '\t') at++
    let targetEnd: number
    if (text.charAt(at) === '<') {
      targetEnd = (closeAngle[at] as number) + 1
      if (text.charAt(targetEnd - 1) !== '>') continue
    } else {
      targetEnd = stop[at] as number
    }
    const target = text.slice(at, targetEnd)
    if (target === '') continue
    let end = targetEnd
    while (text.charAt(end) === ' ' || text.charAt(end) === '\t') end++
    const q = text.charAt(end)
    if ((q === '"' || q === "'") && end > targetEnd) {
      end = (quote[q][end + 1] as number) + 1
      while (text.charAt(end) === ' ' || text.charAt(end) === '\t') end++
    }
    if (text.charAt(end) !== ')') continue
    const image = start > 0 && text.charAt(start - 1) === '!'
    found.push({ start: image ? start - 1 : start, end: end + 1, target })
    // Links do not nest: what was opened inside this one is done with.
    open.length = 0
    i = end
  }
  return found
}

export function indexLinks(lines: readonly IndexLine[]): IndexLink[] {
  const links: IndexLink[] = []
  for (const { line, text } of outsideFences(lines)) {
    const plain = withoutCodeSpans(text)
    const definition = REFERENCE_DEFINITION.exec(plain)
    if (definition) {
      const path = localPath(definition[2] as string)
      if (path !== undefined) links.push({ kind: 'path', line, raw: text.slice(0, definition[0].length).trim(), path })
      continue
    }
    // Code spans and wiki links are blanked to the same length: a link is shown as the line has it.
    let rest = ''
    let done = 0
    for (const { start, end, name } of wikiLinks(plain)) {
      links.push({ kind: 'wiki', line, raw: text.slice(start, end), name })
      rest += plain.slice(done, start) + ' '.repeat(end - start)
      done = end
    }
    rest += plain.slice(done)
    for (const { start, end, target } of markdownLinks(rest)) {
      const path = localPath(target)
      if (path !== undefined) links.push({ kind: 'path', line, raw: text.slice(start, end), path })
    }
  }
  return links
}

/** Index entries: list items, lines that link somewhere, and reference definitions. */
export function isIndexEntry(text: string): boolean {
  return LIST_ITEM.test(text) || /\]\(|\[\[/.test(text) || REFERENCE_DEFINITION.test(text)
}

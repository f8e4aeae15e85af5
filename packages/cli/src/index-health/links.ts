// Links in MEMORY.md: markdown links to files and wiki links, outside fenced code and code spans.
import type { IndexLine } from '../claude-code/index-load.js'

export type IndexLink =
  { kind: 'path'; line: number; raw: string; path: string } | { kind: 'wiki'; line: number; raw: string; name: string }

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const MARKDOWN_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g
const WIKI_LINK = /\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|[^\]]*)?\]\]/g
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
function outsideFences(lines: readonly IndexLine[]): IndexLine[] {
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

const withoutCodeSpans = (text: string) => text.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length))

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
    // Code spans are blanked to the same length: a link is shown as the line has it.
    const source = (match: RegExpMatchArray) => text.slice(match.index, match.index! + match[0].length)
    for (const match of plain.matchAll(WIKI_LINK)) {
      links.push({ kind: 'wiki', line, raw: source(match), name: (match[1] as string).trim() })
    }
    for (const match of plain.replace(WIKI_LINK, (m) => ' '.repeat(m.length)).matchAll(MARKDOWN_LINK)) {
      const path = localPath(match[1] as string)
      if (path !== undefined) links.push({ kind: 'path', line, raw: source(match), path })
    }
  }
  return links
}

/** Index entries: list items, lines that link somewhere, and reference definitions. */
export function isIndexEntry(text: string): boolean {
  return LIST_ITEM.test(text) || /\]\(|\[\[/.test(text) || REFERENCE_DEFINITION.test(text)
}

export { outsideFences }

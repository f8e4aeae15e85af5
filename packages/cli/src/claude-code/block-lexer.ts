// The top-level blocks of MEMORY.md as Claude Code's own Markdown block lexer splits them (2.1.332),
// enough to say which HTML blocks stand at the top level and where each ends: that is what decides
// which comments a session drops. The rules are CommonMark's with this lexer's own turns, each held
// by a shape run through real sessions (SPEC §7): only a column-0 `<!--` (or block tag) interrupts a
// paragraph; a list item ends at a low line that starts a comment, a tag, a heading, a fence, a rule
// or a list marker, and takes any other low line lazily; a closing `</pre>` opens no HTML block.

/** A block of the text: `[start, end)`, `end` past the line breaks the lexer gives it. */
export interface Block {
  kind: 'blank' | 'code' | 'fence' | 'heading' | 'rule' | 'list' | 'quote' | 'html' | 'definition' | 'paragraph'
  start: number
  end: number
}

/** Raw-text tags whose block runs to the closing tag; a closing one alone opens nothing. */
const RAW_TAGS = ['script', 'pre', 'style', 'textarea']
const BLOCK_TAGS = new Set(
  (
    'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt ' +
    'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link ' +
    'main menu menuitem meta nav noframes ol optgroup option p param search section summary table tbody td tfoot th ' +
    'thead title tr track ul'
  ).split(' '),
)
const BLOCK_TAG_ALTERNATION = [...BLOCK_TAGS].join('|')

const RULE = String.raw`(?:-[\t ]*-[\t ]*-[-\t ]*|_[\t ]*_[\t ]*_[_\t ]*|\*[\t ]*\*[\t ]*\*[*\t ]*)(?![^\n])`
/** A line that ends a paragraph; the HTML kinds count only at column 0 (no `i`: `<DIV>` does not). */
const ENDS_PARAGRAPH = new RegExp(
  String.raw` {0,3}(?:>|[-+*] |1[).] |#{1,6}(?!\S)|\`{3,}[^\n\`]*\n|~~~[^\n]*\n|${RULE})| *\n|<(?:!--|${RAW_TAGS.join('|')}|/?(?:${BLOCK_TAG_ALTERNATION})(?:[\n >]|/>))`,
  'y',
)
/** A line that ends a block quote's lazy paragraph: those above, a blank line, any list marker, an indented HTML start. */
const ENDS_LAZY_QUOTE = new RegExp(
  String.raw`[\t ]*(?![^\n])| {0,3}(?:\d{1,9}[).]|[-+*])(?:[\t ][^\n]|\n)| {0,3}<(?:!--|(?:${RAW_TAGS.join('|')})[\s>]|/?(?:${BLOCK_TAG_ALTERNATION})(?:[\n >]|/>))`,
  'iy',
)
/** A low line that ends a list item rather than continuing it lazily. */
const ENDS_ITEM =
  /#|```|~~~|(?:- *- *-[- ]*|_ *_ *_[_ ]*|[*] *[*] *[*][* ]*)$|<!--|<[A-Z].*>|(?:\d{1,9}[).]|[-+*])(?![^\t ])/iy
/** A content line after which no lazy line may follow: a heading, a fence, a rule. */
const CLOSED_LINE = /#|```|~~~|(?:- *- *-[- ]*|_ *_ *_[_ ]*|[*] *[*] *[*][* ]*)$/y
const INDENTED_CODE_LINE = /^(?: {0,3}\t| {4})[\t ]*[^\t ]/
/** A line a setext heading's text may hold. */
const SETEXT_TEXT = /(?![-+*] |\d{1,9}[).] | {0,3}(?:[\t#>]|```|~~~|<[^\n>]+>\n)| {4}).*\n/y
const SETEXT_UNDERLINE = / {0,3}(?:-+|=+) *(?![^\n])\n*/y
const BLANK_LINE = /[^\S\n]*\n/y
const LIST_MARKER = / {0,3}(?:\d{1,9}[).]|[-+*])(?![^\t\n ])/y
const LIST_START = / {0,3}(?:\d{1,9}[).]|[-+*])(?:[\t ][^\n]+)?(?![^\n])/y
const RULE_LINE = new RegExp(String.raw` {0,3}${RULE}\n*`, 'y')
const HEADING = / {0,3}#{1,6}(?!\S).*(?![^\n])\n*/y
const FENCE_OPEN = / {0,3}(?:`{3,}(?![^\n`]*`)|~{3,})/y
const CODE_INDENT = / {0,3}\t| {4}/y
const QUOTE_LINE = / {0,3}>/y
const DEFINITION =
  / {0,3}\[(?:[^\\[\]]|\\.){1,999}\]:[\t ]*\n?[\t ]*(?:<[^\n<>]*>|[^\s<][^\s]*)(?:[\t ]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?[\t ]*(?:\n|$)/y

/** Where `re` matches at `at` (sticky), the offset after the match; -1 when not. */
function matchEnd(re: RegExp, text: string, at: number): number {
  re.lastIndex = at
  return re.test(text) ? re.lastIndex : -1
}

const lineEnd = (text: string, at: number) => {
  const i = text.indexOf('\n', at)
  return i === -1 ? text.length : i
}

/** Past `at` and the line breaks right after it. */
function pastNewlines(text: string, at: number): number {
  let i = at
  while (text.charCodeAt(i) === 10) i++
  return i
}

/** Up to three spaces of indent. */
function pastIndent(text: string, at: number): number {
  let i = at
  while (i < at + 3 && text.charCodeAt(i) === 32) i++
  return i
}

const isBlank = (text: string, at: number) => /^[\t ]*$/.test(text.slice(at, lineEnd(text, at)))

/** The end of an HTML block that starts at `at`, or -1 when no HTML block starts there. */
function htmlBlockEnd(text: string, at: number): number {
  const open = pastIndent(text, at)
  if (text.charCodeAt(open) !== 60) return -1
  const after = open + 1
  const c = text.charCodeAt(after)
  const through = (close: string, from: number) => {
    const i = text.indexOf(close, from)
    return i === -1 ? text.length : i + close.length
  }
  if (c === 63) return pastNewlines(text, through('?>', after + 1))
  if (c === 33) {
    if (text.startsWith('--', after + 1)) return pastNewlines(text, lineEnd(text, through('-->', after + 1)))
    if (/[A-Za-z]/.test(text.charAt(after + 1))) return pastNewlines(text, through('>', after))
    return text.slice(after + 1, after + 8).toUpperCase() === '[CDATA['
      ? pastNewlines(text, through(']]>', after + 8))
      : -1
  }
  const closing = c === 47
  const nameAt = closing ? after + 1 : after
  const name = /^[A-Za-z][-\w]*/.exec(text.slice(nameAt))?.[0] ?? ''
  const nameEnd = nameAt + name.length
  const lower = name.toLowerCase()
  const next = text.charAt(nameEnd)
  if (/^(?:script|pre|style|textarea)/.test(lower)) {
    if (closing || !RAW_TAGS.includes(lower) || !(next === '>' || /\s/.test(next))) return -1
    const close = `</${lower}>`
    for (let i = text.indexOf('</', nameEnd); i !== -1; i = text.indexOf('</', i + 2))
      if (text.slice(i, i + close.length).toLowerCase() === close) return pastNewlines(text, lineEnd(text, i))
    return text.length
  }
  if (BLOCK_TAGS.has(lower) && (/^[\n >]/.test(next) || text.startsWith('/>', nameEnd)))
    return untilBlankLine(text, nameEnd + 1)
  if (name === '') return -1
  const tagEnd = closing ? matchEnd(/\s*>/y, text, nameEnd) : matchEnd(/ *\/?>/y, text, attributesEnd(text, nameEnd))
  if (tagEnd === -1) return -1
  const rest = matchEnd(/[\t ]*/y, text, tagEnd)
  return rest >= text.length || text.charCodeAt(rest) === 10 ? untilBlankLine(text, tagEnd) : -1
}

function attributesEnd(text: string, at: number): number {
  const attribute = / +[:A-Z_][-.:\w]*(?: *= *(?:[^\s"'<=>`]+|'[^\n']*'|"[^\n"]*"))?/iy
  let i = at
  for (let next; (next = matchEnd(attribute, text, i)) > i;) i = next
  return i
}

/** Past the first blank line after `at` (and the blank lines with it), else the end. */
function untilBlankLine(text: string, at: number): number {
  const blank = /\n[\t\n ]*\n/g
  blank.lastIndex = at
  return blank.exec(text) ? blank.lastIndex : text.length
}

/** The end of a paragraph's last line (its newline not taken). */
function paragraphEnd(text: string, at: number): number {
  let end = lineEnd(text, at)
  while (end + 1 < text.length && matchEnd(ENDS_PARAGRAPH, text, end + 1) === -1) end = lineEnd(text, end + 1)
  return end
}

/** The end of a setext heading starting at `at`, or -1: its text lines, then an underline. */
function setextEnd(text: string, at: number): number {
  let i = at
  for (let next; (next = matchEnd(SETEXT_TEXT, text, i)) !== -1;) {
    i = next
    const underline = matchEnd(SETEXT_UNDERLINE, text, i)
    if (underline !== -1) return underline
    if (matchEnd(BLANK_LINE, text, i) !== -1) break
  }
  return -1
}

function indentedCodeEnd(text: string, at: number): number {
  let end = -1
  for (let i = at; ; i = end) {
    const content = matchEnd(CODE_INDENT, text, i)
    if (content === -1 || content >= text.length || text.charCodeAt(content) === 10) return end
    const stop = lineEnd(text, content)
    end = stop < text.length ? (matchEnd(/[\t\n ]*$|[\t\n ]*\n|/y, text, stop + 1) as number) : stop
  }
}

function fenceEnd(text: string, at: number): number {
  const open = matchEnd(FENCE_OPEN, text, at)
  if (open === -1) return -1
  const fence = text.slice(at, open).trimStart()
  const close = /\n {0,3}(?=[`~])/g
  close.lastIndex = open
  while (close.exec(text)) {
    const i = close.lastIndex
    if (text.startsWith(fence, i) && matchEnd(/[`~]* *(?![^\n])/y, text, i + fence.length) !== -1)
      return lineEnd(text, i)
    close.lastIndex = i
  }
  return text.length
}

/** The columns of `line`'s leading white space, tabs as four. */
const leadingColumns = (line: string) => line.replace(/\t/g, '    ').search(/[^ ]|$/)

/** The end of a list starting at `at`: items of one marker kind, each with its content and lazy lines. */
function listEnd(text: string, at: number): number {
  const kind = text.charAt(matchEnd(LIST_MARKER, text, at) - 1)
  let end = at
  for (let itemAt = at; itemAt < text.length;) {
    const marker = matchEnd(LIST_MARKER, text, itemAt)
    if (marker === -1 || text.charAt(marker - 1) !== kind || matchEnd(RULE_LINE, text, itemAt) !== -1) break
    const item = itemExtent(text, itemAt, marker)
    end = item.content
    itemAt = item.consumed + 1
  }
  return end
}

/**
 * The item whose marker ends at `marker`: the end of the last line it takes (blank lines included)
 * and of its last non-blank line.
 */
function itemExtent(text: string, at: number, marker: number): { consumed: number; content: number } {
  const stop = lineEnd(text, marker)
  const firstLine = text.slice(marker, stop)
  if (firstLine.trim() === '') return { consumed: stop, content: stop }
  const spaces = firstLine.search(/[^ ]|$/)
  const indent = marker - at + (spaces > 4 ? 1 : spaces)
  const low = Math.min(3, indent - 1)
  let previous = firstLine
  let sawBlank = false
  let consumed = stop
  let content = stop
  for (let i = stop + 1; i < text.length; i = consumed + 1) {
    const lineStop = lineEnd(text, i)
    const line = text.slice(i, lineStop)
    const first = line.search(/[^ ]|$/)
    if (first <= low && matchEnd(ENDS_ITEM, line, first) !== -1) break
    const blank = line.trim() === ''
    if (!blank && leadingColumns(line) < indent && (sawBlank || !lazyMayFollow(previous, low))) break
    previous = line.replace(/\t/g, '    ').slice(indent)
    sawBlank ||= blank
    consumed = lineStop
    if (!blank) content = lineStop
  }
  return { consumed, content }
}

function lazyMayFollow(previous: string, low: number): boolean {
  const first = previous.search(/[^ ]|$/)
  return !INDENTED_CODE_LINE.test(previous) && (first > low || matchEnd(CLOSED_LINE, previous, first) === -1)
}

/** The end of a block quote at `at`: its `>` lines, and lazy lines while its text ends in a paragraph. */
function quoteEnd(text: string, at: number): number {
  let end = lineEnd(text, at)
  const takeQuoted = () => {
    while (end + 1 < text.length && matchEnd(QUOTE_LINE, text, end + 1) !== -1) end = lineEnd(text, end + 1)
  }
  takeQuoted()
  for (;;) {
    const inner = text
      .slice(at, end)
      .split('\n')
      .map((line) => line.replace(/^ {0,3}>[\t ]?/, ''))
      .join('\n')
    const blocks = scanBlocks(inner)
    const last = blocks.at(-1)
    if (last?.kind !== 'paragraph' || /\n[\t ]*$/.test(inner)) return end
    let lazy = end
    while (lazy + 1 < text.length) {
      const next = lazy + 1
      if (matchEnd(ENDS_PARAGRAPH, text, next) !== -1 || matchEnd(ENDS_LAZY_QUOTE, text, next) !== -1) break
      lazy = lineEnd(text, next)
    }
    if (lazy === end) return end
    end = lazy
    const before = end
    takeQuoted()
    if (end === before) return end
  }
}

/** The text's blocks in order (blank lines as `blank` blocks). */
export function scanBlocks(text: string): Block[] {
  const blocks: Block[] = []
  let at = 0
  const push = (kind: Block['kind'], end: number) => {
    blocks.push({ kind, start: at, end })
    at = Math.max(end, at + 1)
  }
  while (at < text.length) {
    if (isBlank(text, at)) {
      push('blank', Math.min(lineEnd(text, at) + 1, text.length))
      continue
    }
    const lead = pastIndent(text, at)
    const c = text.charAt(lead)
    let end = -1
    let kind: Block['kind'] = 'paragraph'
    if (c === ' ' || c === '\t') [kind, end] = ['code', indentedCodeEnd(text, at)]
    else if (c === '`' || c === '~') [kind, end] = ['fence', fenceEnd(text, at)]
    else if (c === '#') [kind, end] = ['heading', matchEnd(HEADING, text, at)]
    else if ('_-*'.includes(c) && matchEnd(RULE_LINE, text, at) !== -1)
      [kind, end] = ['rule', matchEnd(RULE_LINE, text, at)]
    if (end === -1 && '-*+0123456789'.includes(c) && matchEnd(LIST_START, text, at) !== -1)
      [kind, end] = ['list', listEnd(text, at)]
    else if (end === -1 && c === '>') [kind, end] = ['quote', quoteEnd(text, at)]
    else if (end === -1 && c === '<') [kind, end] = ['html', htmlBlockEnd(text, at)]
    else if (end === -1 && c === '[') [kind, end] = ['definition', matchEnd(DEFINITION, text, at)]
    if (end === -1) {
      const setext = setextEnd(text, at)
      ;[kind, end] = setext === -1 ? ['paragraph', paragraphEnd(text, at)] : ['heading', setext]
    }
    push(kind, end)
    if (at < text.length && text.charCodeAt(at) === 10 && kind !== 'html') at++
  }
  return blocks
}

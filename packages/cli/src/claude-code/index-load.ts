// What Claude Code 2.1.328 loads of MEMORY.md at the start of a session (SPEC §7): a leading BOM,
// the frontmatter and block-level HTML comments stripped (comments inline or in fenced code stay),
// control and format characters removed, the text trimmed, the first 200 lines kept, and the rest
// cut at the last newline at or before 25,000 characters, counted as JavaScript counts them
// (UTF-16 code units, not bytes). A subagent's index is read raw: nothing is stripped.

export interface IndexLine {
  /** 1-based line in MEMORY.md. */
  line: number
  /** The line as Claude Code keeps it. */
  text: string
}

export interface LoadLimits {
  maxLines: number
  maxChars: number
}

export interface LoadBudget {
  /** The index's lines as Claude Code reads them, before any cut. */
  lines: IndexLine[]
  /** Characters of those lines within the line limit, newlines between them included. */
  charsWithinLines: number
  /** What the agent is given: lines and characters. */
  loaded: { lines: number; chars: number }
  /**
   * Index in `lines` of the first line the agent does not see whole (`lines.length` when it sees
   * all), which limit cut there, and whether that line is cut through.
   */
  cut: { at: number; truncatedLine: boolean; by: 'lines' | 'chars' | null }
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
/** Claude Code's frontmatter pattern, at the very start of the text. */
const FRONTMATTER = /^---\s*\n([\s\S]*?)---\s*\n?/
/** Control characters (but tab and newline) and format characters: removed. */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu
const keepChar = (char: string) => char === '\n' || char === '\t'

/** Lines of MEMORY.md that are block-level HTML comments outside fenced code, by index. */
function blockCommentLines(lines: readonly string[]): Set<number> {
  const stripped = new Set<number>()
  let fence: string | null = null
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] as string
    const marker = FENCE.exec(text)?.[1]
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = null
      continue
    }
    if (marker) {
      fence = marker
      continue
    }
    if (!/^ {0,3}<!--/.test(text)) continue
    // The comment must end a line: `<!-- … -->` and nothing after it, possibly lines later.
    const opened = text.indexOf('<!--') + 4
    let end = i
    let closed = -1
    for (; end < lines.length; end++) {
      closed = (lines[end] as string).indexOf('-->', end === i ? opened : 0)
      if (closed !== -1) break
    }
    if (closed === -1) continue
    if ((lines[end] as string).slice(closed + 3).trim() !== '') continue
    for (let j = i; j <= end; j++) stripped.add(j)
    i = end
  }
  return stripped
}

/** The index's lines as Claude Code reads them, each with its line in the file. */
function readLines(text: string, raw: boolean): IndexLine[] {
  let body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  let firstLine = 1
  if (!raw) {
    const frontmatter = FRONTMATTER.exec(body)?.[0]
    if (frontmatter !== undefined) {
      firstLine += frontmatter.split('\n').length - 1
      body = body.slice(frontmatter.length)
    }
  }
  const split = body.split('\n')
  const comments = raw ? new Set<number>() : blockCommentLines(split.map((line) => line.replace(/\r$/, '')))
  let lines = split.flatMap((line, i) =>
    comments.has(i)
      ? []
      : [{ line: firstLine + i, text: raw ? line : line.replace(CONTROL_OR_FORMAT, (c) => (keepChar(c) ? c : '')) }],
  )
  if (!raw) {
    // Trimmed: blank lines and white space at either end go.
    const first = lines.findIndex((line) => line.text.trim() !== '')
    const last = lines.findLastIndex((line) => line.text.trim() !== '')
    lines = first === -1 ? [] : lines.slice(first, last + 1)
    const head = lines[0]
    if (head) lines[0] = { ...head, text: head.text.trimStart() }
    const tail = lines.at(-1)
    if (tail) lines[lines.length - 1] = { ...tail, text: tail.text.trimEnd() }
  } else if (lines.length > 0 && lines.at(-1)?.text === '') {
    lines = lines.slice(0, -1)
  }
  return lines
}

/** Measures MEMORY.md as Claude Code loads it; `raw` for a subagent's index. */
export function indexLoadBudget(text: string, limits: LoadLimits, raw = false): LoadBudget {
  const lines = readLines(text, raw)
  const kept = lines.slice(0, limits.maxLines)
  // Lines joined by newlines, as Claude Code joins them before it counts.
  const charsWithinLines = kept.reduce((sum, line, i) => sum + line.text.length + (i > 0 ? 1 : 0), 0)
  let cut: LoadBudget['cut'] = {
    at: lines.length,
    truncatedLine: false,
    by: lines.length > limits.maxLines ? 'lines' : null,
  }
  if (cut.by === 'lines') cut = { ...cut, at: limits.maxLines }
  let loaded = { lines: kept.length, chars: charsWithinLines }
  if (charsWithinLines > limits.maxChars) {
    // Cut at the last newline at or before the limit, or through a line when there is none.
    let used = 0
    let at = 0
    while (at < kept.length) {
      const end = used + (at > 0 ? 1 : 0) + (kept[at] as IndexLine).text.length
      if (end > limits.maxChars) break
      used = end
      at++
    }
    const hard = at === 0
    loaded = hard ? { lines: 1, chars: limits.maxChars } : { lines: at, chars: used }
    cut = { at, truncatedLine: hard, by: 'chars' }
  }
  return { lines, charsWithinLines, loaded, cut }
}

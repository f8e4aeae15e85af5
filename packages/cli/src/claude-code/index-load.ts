// What Claude Code loads of MEMORY.md at the start of a session (SPEC §7), as seen in the requests
// of real sessions of 2.1.332. In order: a file over 4,194,304 bytes is not read at all; the
// frontmatter goes (the BOM is dropped only to match it); HTML comments go by its own block lexer's
// rule (./block-lexer.ts: a top-level HTML block that starts with `<!--` and holds `-->` is cut out,
// blank lines after it included, its text outside comments kept when not blank); the text is
// trimmed, kept to 200 lines, and cut at the last newline at or before 25,000 UTF-16 units. Only then
// are line breaks made `\n`, control and format characters dropped and tags such as
// `</system-reminder>` escaped, so a CR or a zero-width space counts toward the cut. A subagent's
// index is read raw.
import { scanBlocks } from './block-lexer.js'

export interface IndexLine {
  /** 1-based line in MEMORY.md. */
  line: number
  /** The line as the agent is shown it. */
  text: string
}

export interface LoadLimits {
  maxLines: number
  maxChars: number
}

export interface LoadBudget {
  /** The index's lines as Claude Code shows them, before any cut. */
  lines: IndexLine[]
  /** Claude Code's own measure, taken before line breaks are made `\n` and invisible characters dropped. */
  measured: { lines: number; chars: number }
  /** What the agent is shown of the index (Claude Code's overflow warning left out). */
  text: string
  /** What is kept, in the same measure: the lines and characters before the cut. */
  loaded: { lines: number; chars: number }
  /**
   * Index in `lines` of the first line the agent does not see whole (`lines.length` when it sees
   * all), which limit cut there, and whether that line is cut through.
   */
  cut: { at: number; truncatedLine: boolean; by: 'lines' | 'chars' | 'size' | null }
  /** The lines the frontmatter pattern took (from line 1), never shown to the agent. */
  frontmatter: IndexLine[]
}

/** Over this many bytes, Claude Code does not read MEMORY.md at all. */
export const MAX_INDEX_FILE_BYTES = 4_194_304

/** Claude Code's frontmatter pattern, at the very start of the text. */
const FRONTMATTER = /^---\s*\n([\s\S]*?)---\s*\n?/
/** What Claude Code drops after the cut: control and format characters but ZWNJ, ZWJ, VS15, VS16. */
const INVISIBLE = /(?![\u200c\u200d\ufe0e\ufe0f])[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{DI}]/gu
/** Line breaks as the agent sees them. */
const LINE_BREAK = /\r\n?|[\n\u2028\u2029]/g
const COMMENT = /<!--[\s\S]*?-->/g

/**
 * Tags of Claude Code's own messages: in loaded text each gets a backslash after its `<`, so an
 * index cannot close or open one (`</system-reminder>` is shown `<\\/system-reminder>`).
 */
const OWN_TAG =
  /<(?=\/?(?:system[-_]reminder|function_results|tool_use_error|sandbox_violations|persisted-output|total_tokens|user-prompt-submit-hook|agent-message|cross-session-message|slack-ping|slack-tag-message|fetched-web-content|untrusted-widget-state|coordinator-relay)(?![-\w]))/gi

/** The agent's view of a piece of text: line breaks made `\n`, invisible characters dropped, own tags escaped. */
export const sanitised = (text: string) => text.replace(LINE_BREAK, '\n').replace(INVISIBLE, '').replace(OWN_TAG, '<\\')

/** Text built from pieces of the index, each knowing the file line it starts on. */
interface Mapped {
  text: string
  /** Offsets in `text` where a piece starts, with its file line; increasing. */
  pieces: Array<{ at: number; line: number }>
}

/** Offsets where each line of `text` starts, lines ending at CRLF, CR or LF. */
function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1)
  }
  return starts
}

/** The 0-based line of `offset` given the lines' starts. */
function lineIndex(starts: readonly number[], offset: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((starts[mid] as number) <= offset) low = mid
    else high = mid - 1
  }
  return low
}

/**
 * HTML comments removed as Claude Code removes them. The lexer sees the text with every CR made a
 * newline, and when it removes anything, that is the text kept: the CRs of a CRLF index with a
 * comment do not count toward the cut, those of one without do.
 */
function withoutComments(body: Mapped): Mapped {
  if (!body.text.includes('<!--')) return body
  const text = body.text.replace(/\r\n?/g, '\n')
  const blocks = scanBlocks(text)
  const firstLine = body.pieces[0]?.line ?? 1
  const starts = lineStarts(text)
  const lineAt = (offset: number) => firstLine + lineIndex(starts, offset)
  const out: Mapped = { text: '', pieces: [] }
  const keep = (from: number, to: number) => {
    if (from >= to) return
    out.pieces.push({ at: out.text.length, line: lineAt(from) })
    out.text += text.slice(from, to)
  }
  let done = 0
  for (const span of blocks) {
    if (span.kind !== 'html') continue
    const raw = text.slice(span.start, span.end).trimStart()
    if (!raw.startsWith('<!--') || !raw.includes('-->')) continue
    keep(done, span.start)
    const block = text.slice(span.start, span.end)
    // What the block holds outside comments stays when it is more than white space.
    if (block.replace(COMMENT, '').trim() !== '') {
      let from = span.start
      for (const comment of block.matchAll(COMMENT)) {
        keep(from, span.start + comment.index)
        from = span.start + comment.index + comment[0].length
      }
      keep(from, span.end)
    }
    done = span.end
  }
  if (done === 0) return body
  keep(done, text.length)
  return out
}

/** The file line of each line of `text` (lines ending at any line break the agent sees), and its start. */
function shownLines(source: Mapped, from: number, to: number): Array<{ line: number; start: number; end: number }> {
  const { text, pieces } = source
  const lines: Array<{ line: number; start: number; end: number }> = []
  let piece = 0
  let line = pieces[0]?.line ?? 1
  let start = from
  // The file line at `from`: walk the pieces and file line breaks up to it.
  for (let i = 0; i < from; i++) {
    while (piece < pieces.length && (pieces[piece] as { at: number }).at <= i)
      line = (pieces[piece++] as { line: number }).line
    const c = text.charCodeAt(i)
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++
  }
  let startLine = line
  for (let i = from; i < to; i++) {
    while (piece < pieces.length && (pieces[piece] as { at: number }).at <= i)
      line = (pieces[piece++] as { line: number }).line
    if (i === start) startLine = line
    const c = text.charCodeAt(i)
    const crlf = c === 13 && text.charCodeAt(i + 1) === 10
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      lines.push({ line: startLine, start, end: i })
      if (crlf) i++
      if (c !== 0x2028 && c !== 0x2029) line++
      start = i + 1
    }
  }
  lines.push({ line: start === from ? startLine : line, start, end: to })
  return lines
}

/**
 * The body Claude Code reads, and the frontmatter it took. The BOM is dropped only to match the
 * frontmatter: without one, the BOM stays in the text the lexer sees (and a comment on line 1 stays).
 */
function readBody(text: string, raw: boolean): { body: Mapped; frontmatter: IndexLine[] } {
  const bomless = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (raw) return { body: { text: bomless, pieces: [{ at: 0, line: 1 }] }, frontmatter: [] }
  const frontmatter = FRONTMATTER.exec(bomless)?.[0]
  if (frontmatter === undefined) return { body: { text, pieces: [{ at: 0, line: 1 }] }, frontmatter: [] }
  const taken = frontmatter.replace(/\r?\n$/, '').split(/\r\n?|\n/)
  return {
    body: { text: bomless.slice(frontmatter.length), pieces: [{ at: 0, line: lineStarts(frontmatter).length }] },
    frontmatter: taken.map((line, i) => ({ line: i + 1, text: sanitised(line) })),
  }
}

/**
 * Measures MEMORY.md as Claude Code loads it; `raw` for a subagent's index; `bytes` the file's size
 * when `text` is only its head.
 */
export function indexLoadBudget(
  text: string,
  limits: LoadLimits,
  raw = false,
  bytes = Buffer.byteLength(text),
): LoadBudget {
  const { body, frontmatter } = readBody(text, raw)
  const source = raw ? body : withoutComments(body)
  const whole = source.text
  // Trimmed, then measured and cut as Claude Code measures: lines end at `\n` only here.
  const begin = whole.length - whole.trimStart().length
  const end = begin + whole.trim().length
  const trimmed = whole.slice(begin, end)
  const measuredLines = trimmed === '' ? 0 : trimmed.split('\n').length
  let kept = trimmed
  let by: LoadBudget['cut']['by'] = null
  if (measuredLines > limits.maxLines) {
    kept = trimmed.split('\n').slice(0, limits.maxLines).join('\n')
    by = 'lines'
  }
  if (kept.length > limits.maxChars) {
    const newline = kept.lastIndexOf('\n', limits.maxChars)
    kept = kept.slice(0, newline > 0 ? newline : limits.maxChars)
    by = 'chars'
  }
  const lines = shownLines(source, begin, end)
  const cutAt = begin + kept.length
  let at = lines.length
  let truncatedLine = false
  if (by !== null) {
    at = lines.findIndex((line) => line.end >= cutAt)
    if (at === -1) at = lines.length
    else if ((lines[at] as { end: number }).end === cutAt) at++
    else truncatedLine = (lines[at] as { start: number }).start < cutAt
  }
  // Claude Code's warning follows a cut text after a newline: a CR the cut left at the end is
  // the first half of that line break.
  const shown = by === null ? sanitised(kept).trim() : sanitised(`${kept}\n`).slice(0, -1).trimStart()
  const budget: LoadBudget = {
    lines: lines.map(({ line, start, end: stop }) => ({
      line,
      text: raw ? whole.slice(start, stop) : sanitised(whole.slice(start, stop)),
    })),
    measured: { lines: measuredLines, chars: trimmed.length },
    text: shown,
    loaded: { lines: kept === '' ? 0 : kept.split('\n').length, chars: kept.length },
    cut: { at, truncatedLine, by },
    frontmatter,
  }
  if (raw || bytes <= MAX_INDEX_FILE_BYTES) return budget
  // Not read at all: nothing loads, every line is past the cut.
  return { ...budget, text: '', loaded: { lines: 0, chars: 0 }, cut: { at: 0, truncatedLine: false, by: 'size' } }
}

// What Claude Code loads of MEMORY.md (SPEC §7): the text after stripping a leading YAML
// frontmatter and block-level HTML comments (on their own lines, outside fenced code), measured
// in lines and bytes against the limits, and where the cut falls.

export interface IndexLine {
  /** 1-based line in MEMORY.md. */
  line: number
  text: string
  /** Bytes of the line as loaded, with its line ending. */
  bytes: number
}

export interface LoadLimits {
  maxLines: number
  maxBytes: number
}

export interface LoadBudget {
  /** The lines the agent is given, before the cut. */
  loaded: IndexLine[]
  lines: number
  bytes: number
  /**
   * Index of the first loaded line the agent does not fully see (`loaded.length` when it sees all),
   * and whether that line is cut through by the byte limit.
   */
  cut: { at: number; truncatedLine: boolean; by: 'lines' | 'bytes' | null }
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/

function splitLines(text: string): Array<{ text: string; ending: string }> {
  const parts = text.split('\n')
  const lines = parts.map((part, i) => {
    const last = i === parts.length - 1
    const crlf = part.endsWith('\r')
    return { text: crlf ? part.slice(0, -1) : part, ending: last ? '' : crlf ? '\r\n' : '\n' }
  })
  if (lines.length > 0 && lines.at(-1)?.text === '' && lines.at(-1)?.ending === '') lines.pop()
  return lines
}

/** Lines of a leading frontmatter block, or 0 when there is none. */
function frontmatterLength(lines: ReadonlyArray<{ text: string }>): number {
  const first = lines[0]?.text.replace(/^\ufeff/, '')
  if (first === undefined || !/^---[ \t]*$/.test(first)) return 0
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*$/.test(line.text))
  return close === -1 ? 0 : close + 1
}

/** Indexes of lines that belong to block-level HTML comments outside fenced code. */
function blockCommentLines(lines: ReadonlyArray<{ text: string }>, from: number): Set<number> {
  const stripped = new Set<number>()
  let fence: string | null = null
  for (let i = from; i < lines.length; i++) {
    const text = (lines[i] as { text: string }).text
    const marker = FENCE.exec(text)?.[1]
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = null
      continue
    }
    if (marker) {
      fence = marker
      continue
    }
    if (!/^\s*<!--/.test(text)) continue
    // The comment must end a line: `<!-- … -->` and nothing after it, possibly lines later.
    const opened = text.indexOf('<!--') + 4
    let end = i
    let closed = -1
    for (; end < lines.length; end++) {
      closed = (lines[end] as { text: string }).text.indexOf('-->', end === i ? opened : 0)
      if (closed !== -1) break
    }
    if (closed === -1) continue
    if ((lines[end] as { text: string }).text.slice(closed + 3).trim() !== '') continue
    for (let j = i; j <= end; j++) stripped.add(j)
    i = end
  }
  return stripped
}

/** Measures MEMORY.md as Claude Code loads it. */
export function indexLoadBudget(text: string, limits: LoadLimits): LoadBudget {
  const lines = splitLines(text)
  const skip = frontmatterLength(lines)
  const comments = blockCommentLines(lines, skip)
  const loaded: IndexLine[] = []
  lines.forEach((line, i) => {
    if (i < skip || comments.has(i)) return
    loaded.push({ line: i + 1, text: line.text, bytes: Buffer.byteLength(line.text + line.ending) })
  })
  const bytes = loaded.reduce((sum, line) => sum + line.bytes, 0)

  let at = loaded.length
  let truncatedLine = false
  let by: 'lines' | 'bytes' | null = null
  let used = 0
  for (let i = 0; i < loaded.length; i++) {
    const line = loaded[i] as IndexLine
    if (i >= limits.maxLines) {
      at = i
      by = 'lines'
      break
    }
    const textBytes = Buffer.byteLength(line.text)
    if (used + textBytes > limits.maxBytes) {
      at = i
      by = 'bytes'
      truncatedLine = used < limits.maxBytes
      break
    }
    used += line.bytes
  }
  return { loaded, lines: loaded.length, bytes, cut: { at, truncatedLine, by } }
}

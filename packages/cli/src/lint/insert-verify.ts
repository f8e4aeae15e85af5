// Inserting a verify block into a memory file's bytes (SPEC §6.4): every byte outside the block's
// lines stays as it was (the body, other keys, comments, line endings, a BOM, bytes that are not
// UTF-8). The file is handled as Latin-1, a byte a character, so any bytes go through unchanged.
// A `kind: none` block is replaced. The result is read back: a write that would change what the
// rest of the frontmatter says, or leave it invalid, is refused.
import { isDeepStrictEqual } from 'node:util'
import { load } from 'js-yaml'
import { blockLines, type ProposedCheck } from './lint.js'

export type Insertion =
  | {
      ok: true
      bytes: Buffer
      /** 0-based line the block starts on, and its lines. */
      at: number
      lines: string[]
      /** How many lines of the file it replaced (a `kind: none` block). */
      replaced: number
    }
  | { ok: false; why: string }

const BOM = '\u00ef\u00bb\u00bf'
/** An opening fence: `---`, or `---yaml` / `--- yaml` (gray-matter's language tag). */
const OPEN = /^---[ \t]*(yaml)?[ \t]*$/i
const CLOSE = /^---[ \t]*$/
const COMMENT = /^\s*#/
const blank = (line: string) => line.trim() === ''

/** Lines of a mapping value under the key on line `at`: those indented deeper than it, comments and blanks between. */
function valueEnd(front: readonly string[], at: number): number {
  const indent = /^\s*/.exec(front[at] as string)?.[0].length ?? 0
  let end = at + 1
  while (end < front.length) {
    const line = front[end] as string
    if (!blank(line) && !COMMENT.test(line) && (/^\s*/.exec(line)?.[0].length ?? 0) <= indent) break
    end++
  }
  // Blank lines and comments after the last indented line belong to what follows.
  while (end > at + 1 && (blank(front[end - 1] as string) || COMMENT.test(front[end - 1] as string))) end--
  return end
}

function frontData(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return {}
  try {
    const data = load(text)
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The frontmatter's data without its verify blocks (top level and under `metadata:`). */
function withoutVerify(data: Record<string, unknown>): Record<string, unknown> {
  const { verify: _top, ...rest } = data
  const metadata = rest.metadata
  if (metadata && typeof metadata === 'object' && !Array.isArray(metadata)) {
    const { verify: _nested, ...others } = metadata as Record<string, unknown>
    return { ...rest, metadata: others }
  }
  return rest
}

function verifyOf(data: Record<string, unknown>): unknown {
  const metadata = data.metadata as Record<string, unknown> | undefined
  return data.verify ?? (metadata && typeof metadata === 'object' ? metadata.verify : undefined)
}

export function insertVerify(bytes: Buffer, checks: readonly ProposedCheck[], replace = false): Insertion {
  const text = bytes.toString('latin1')
  const bom = text.startsWith(BOM) ? BOM : ''
  const rest = text.slice(bom.length)
  const eol = /\r\n/.test(rest.slice(0, 4096)) ? '\r\n' : '\n'
  const lines = rest.split('\n')
  const bare = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line)
  // The block's own bytes, in UTF-8, as Latin-1 characters.
  const encode = (block: string[]) => block.map((line) => Buffer.from(line, 'utf8').toString('latin1'))
  const block = blockLines(checks)
  const expected = checks.length === 1 ? checks[0] : checks

  const first = bare(lines[0] ?? '')
  if (!OPEN.test(first)) {
    if (/^---\s*\S/.test(first)) return { ok: false, why: 'its frontmatter is not YAML' }
    // No frontmatter: one is added, holding only the block.
    const added = ['---', ...block, '---']
    return {
      ok: true,
      bytes: Buffer.from(`${bom}${encode(added).join(eol)}${eol}${rest}`, 'latin1'),
      at: 0,
      lines: added,
      replaced: 0,
    }
  }
  const close = lines.findIndex((line, i) => i > 0 && CLOSE.test(bare(line)))
  if (close === -1) return { ok: false, why: "its frontmatter has no closing '---' line" }
  const front = lines.slice(1, close).map(bare)
  const existing = front.findIndex((line) => /^\s*verify\s*:/.test(line))

  let at: number
  let removed = 0
  let indent = ''
  if (existing !== -1) {
    if (!replace) return { ok: false, why: 'it has a verify block already' }
    if (front.filter((line) => /^\s*verify\s*:/.test(line)).length > 1)
      return { ok: false, why: 'it has more than one verify block' }
    // `kind: none` on a checkable claim: the block found replaces it, where it stands.
    indent = /^\s*/.exec(front[existing] as string)?.[0] ?? ''
    at = existing + 1
    removed = valueEnd(front, existing) - existing
  } else {
    at = close
    // Claude Code's shape: the block goes under `metadata:`, where Claude Code keeps it.
    const metadata = front.findIndex((line) => /^metadata:\s*(#.*)?$/.test(line))
    if (metadata !== -1) {
      const end = valueEnd(front, metadata)
      const child = front.slice(metadata + 1, end).find((line) => !blank(line) && !COMMENT.test(line))
      indent = child ? (/^\s+/.exec(child)?.[0] ?? '  ') : '  '
      at = end + 1
    }
  }
  const insert = block.map((line) => `${indent}${line}`)
  const encoded = encode(insert).map((line) => `${line}${eol === '\r\n' ? '\r' : ''}`)
  const result = [...lines.slice(0, at), ...encoded, ...lines.slice(at + removed)]
  const written = `${bom}${result.join('\n')}`

  // Read back: the rest of the frontmatter says what it said, and the block is the one meant.
  const before = frontData(Buffer.from(front.join('\n'), 'latin1').toString('utf8'))
  const after = frontData(
    Buffer.from(
      result
        .slice(1, close + insert.length - removed)
        .map(bare)
        .join('\n'),
      'latin1',
    ).toString('utf8'),
  )
  if (
    !before ||
    !after ||
    !isDeepStrictEqual(withoutVerify(before), withoutVerify(after)) ||
    !isDeepStrictEqual(verifyOf(after), expected)
  )
    return {
      ok: false,
      why: 'the block cannot be inserted without changing the rest of its frontmatter; add it by hand',
    }
  return { ok: true, bytes: Buffer.from(written, 'latin1'), at, lines: insert, replaced: removed }
}

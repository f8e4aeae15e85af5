// Inserting a verify block into a memory file's bytes (SPEC §6.4): every byte outside the inserted
// lines stays as it was (the body, other keys, comments, line endings, a BOM, bytes that are not
// UTF-8). The file is handled as Latin-1, a byte a character, so any bytes go through unchanged.

export type Proposal = { kind: 'readable'; target: string } | { kind: 'grep'; target: string; pattern: string }

export type Insertion =
  | {
      ok: true
      bytes: Buffer
      /** 0-based line the block starts on, and how many lines it has. */ at: number
      lines: string[]
    }
  | { ok: false; why: string }

/** A YAML scalar: plain when it can be, else single-quoted. */
function scalar(text: string): string {
  return /^[\w./@-]+$/.test(text) && !/^[-.@]/.test(text) ? text : `'${text.replace(/'/g, "''")}'`
}

export function blockLines(proposal: Proposal): string[] {
  const lines = ['verify:', `  kind: ${proposal.kind}`, `  target: ${scalar(proposal.target)}`]
  if (proposal.kind === 'grep') lines.push(`  pattern: ${scalar(proposal.pattern)}`, '  fixed: true')
  return lines
}

const BOM = '\u00ef\u00bb\u00bf'
const FENCE = /^---[ \t]*$/

export function insertVerify(bytes: Buffer, proposal: Proposal): Insertion {
  const text = bytes.toString('latin1')
  const bom = text.startsWith(BOM) ? BOM : ''
  const rest = text.slice(bom.length)
  const eol = /\r\n/.test(rest.slice(0, 4096)) ? '\r\n' : '\n'
  const lines = rest.split('\n')
  const bare = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line)
  // The block's own bytes, in UTF-8, as Latin-1 characters.
  const encode = (block: string[]) => block.map((line) => Buffer.from(line, 'utf8').toString('latin1'))
  const block = blockLines(proposal)

  if (!FENCE.test(bare(lines[0] ?? ''))) {
    // No frontmatter: one is added, holding only the block.
    const added = ['---', ...block, '---']
    return {
      ok: true,
      bytes: Buffer.from(`${bom}${encode(added).join(eol)}${eol}${rest}`, 'latin1'),
      at: 0,
      lines: added,
    }
  }
  const close = lines.findIndex((line, i) => i > 0 && FENCE.test(bare(line)))
  if (close === -1) return { ok: false, why: "its frontmatter has no closing '---' line" }
  const front = lines.slice(1, close).map(bare)
  if (front.some((line) => /^\s*verify\s*:/.test(line))) return { ok: false, why: 'it has a verify block already' }

  let at = close
  let insert = block
  // Claude Code's shape: the block goes under `metadata:`, where Claude Code keeps it.
  const metadata = front.findIndex((line) => /^metadata:\s*(#.*)?$/.test(line))
  if (metadata !== -1) {
    let end = metadata + 1
    while (end < front.length && (/^\s+\S/.test(front[end] as string) || (front[end] as string).trim() === '')) end++
    // After the mapping's last indented line (blank lines after it stay after the block).
    while (end > metadata + 1 && (front[end - 1] as string).trim() === '') end--
    const child = front.slice(metadata + 1, end).find((line) => line.trim() !== '')
    const indent = child ? (/^\s+/.exec(child)?.[0] ?? '  ') : '  '
    insert = block.map((line) => `${indent}${line}`)
    at = end + 1
  }
  const encoded = encode(insert).map((line) => `${line}${eol === '\r\n' ? '\r' : ''}`)
  const result = [...lines.slice(0, at), ...encoded, ...lines.slice(at)]
  return { ok: true, bytes: Buffer.from(`${bom}${result.join('\n')}`, 'latin1'), at, lines: insert }
}

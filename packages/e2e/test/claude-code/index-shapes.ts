// MEMORY.md shapes that tell apart ways of reading an index: line endings, invisible characters,
// HTML comments of every shape, code, lists, HTML blocks, headings, link definitions, both limits.
// Each is loaded by a real Claude Code session and by claimcheck, and the two must agree.

export interface IndexShape {
  name: string
  text: string
}

const entry = (i: number, note = 'what it is about') => `- [Topic ${i}](topic-${i}.md) — ${note}`
const entries = (count: number, note?: string, eol = '\n') =>
  Array.from({ length: count }, (_, i) => entry(i + 1, note)).join(eol) + eol

/** About 25,000 characters of index: 200 entries of 130. */
const longNote = 'x'.repeat(100)

export const INDEX_SHAPES: IndexShape[] = [
  { name: 'plain entries', text: entries(5) },
  {
    name: 'CRLF line endings',
    text: entries(150, 'a line of an index that uses CRLF line endings throughout', '\r\n'),
  },
  {
    name: 'CRLF over the character limit: counted before the CRs are dropped',
    text: entries(190, `${'y'.repeat(120)}`, '\r\n'),
  },
  {
    name: 'zero-width spaces count toward the character limit',
    text: entries(180, `${'z'.repeat(130)}\u200b\u200b\u200b`),
  },
  { name: 'a lone CR ends a line', text: `- [A](a.md) — one\r- [B](b.md) — two\r- [C](c.md) — three\n` },
  { name: 'lone CRs over the character limit: one line by count', text: entries(200, longNote, '\r') },
  { name: 'U+2028 and U+2029 end lines', text: `- [A](a.md) — one\u2028- [B](b.md) — two\u2029- [C](c.md) — three\n` },
  {
    name: 'ZWJ, ZWNJ and variation selectors stay; other format characters go',
    text: `- [Family](family.md) — 👨\u200d👩\u200d👧 and ☺\ufe0f and ☺\ufe0e\n- [Z](z.md) — a\u200cb c\u200bd e\u00adf g\u2060h i\u202ej\n- [VS](vs.md) — k\ufe00l m\u034fn\n`,
  },
  { name: 'control characters go, tabs stay', text: `- [A](a.md) —\tone\u0007\u0001\n- [B](b.md) — two\u007f\u0085\n` },
  { name: 'a BOM at the start', text: `\ufeff${entries(3)}` },
  { name: 'a BOM inside the text', text: `- [A](a.md) — one\ufeff\n- [B](b.md) — two\n` },
  { name: 'frontmatter', text: `---\nname: index\ndescription: the index\n---\n${entries(3)}` },
  { name: 'frontmatter with CRLF', text: `---\r\nname: index\r\n---\r\n${entries(3, undefined, '\r\n')}` },
  { name: 'white space and blank lines at both ends', text: `\n\n   \n  ${entries(3)}\n\n   \n` },
  { name: 'a comment on a line of its own', text: `${entries(2)}<!-- a section -->\n${entries(2)}` },
  {
    name: 'blank lines after a comment go with it',
    text: Array.from({ length: 20 }, (_, i) => `<!-- section ${i} -->\n\n${entries(9)}`).join('\n'),
  },
  { name: 'a comment with text after it', text: `${entries(2)}<!-- c --> trailing text\n${entries(2)}` },
  { name: 'two comments on a line', text: `${entries(2)}<!-- a --> <!-- b -->\n${entries(2)}` },
  { name: 'two comments with text between', text: `${entries(1)}<!-- a --> kept <!-- b --> too\n${entries(1)}` },
  { name: 'a comment ending mid-line', text: `${entries(1)}<!-- starts\nand ends --> tail text\n${entries(1)}` },
  { name: 'a comment over lines', text: `${entries(1)}<!--\nline one\nline two\n-->\n${entries(1)}` },
  { name: 'a comment inside a paragraph line', text: `Some text <!-- c --> more text\n${entries(1)}` },
  { name: 'a comment right after a paragraph line', text: `A paragraph line\n<!-- c -->\nmore\n\n${entries(1)}` },
  { name: 'a comment in a list item', text: `- [A](a.md) — one <!-- c -->\n- <!-- only a comment -->\n- [B](b.md)\n` },
  {
    name: 'a comment on its own line between list items',
    text: `- [A](a.md) — one\n<!-- c -->\n- [B](b.md) — two\n\n<!-- d -->\n\n- [C](c.md)\n`,
  },
  { name: 'a comment indented three spaces', text: `${entries(1)}   <!-- c -->\n${entries(1)}` },
  { name: 'a comment indented four spaces (code)', text: `${entries(1)}\n    <!-- c -->\n\n${entries(1)}` },
  { name: 'a comment in fenced code', text: `${entries(1)}\`\`\`\n<!-- c -->\n\`\`\`\n${entries(1)}` },
  { name: 'a comment in tilde fenced code', text: `${entries(1)}~~~~md\n<!-- c -->\n~~~~\n<!-- d -->\n${entries(1)}` },
  { name: 'an unclosed fence then a comment', text: `${entries(1)}\`\`\`\ncode\n<!-- c -->\n${entries(1)}` },
  { name: 'a comment inside a div', text: `${entries(1)}<div>\n<!-- c -->\ntext\n</div>\n\n${entries(1)}` },
  {
    name: 'a details block with blank lines',
    text: `<details>\n\n${entries(2)}\n</details>\n<!-- c -->\n${entries(1)}`,
  },
  { name: 'a comment in a blockquote', text: `> quoted\n> <!-- c -->\n\n${entries(1)}` },
  { name: 'a script block holding a comment', text: `<script>\n<!-- c -->\n</script>\n${entries(1)}` },
  { name: 'an unclosed comment', text: `${entries(2)}<!-- never closed\n${entries(2)}` },
  { name: 'empty comments', text: `<!---->\n${entries(1)}<!-- -->\n${entries(1)}` },
  {
    name: 'a comment right after a setext heading',
    text: `Index\n=====\n<!-- c -->\n${entries(1)}Topics\n---\n${entries(1)}`,
  },
  { name: 'a setext heading under a comment', text: `<!-- c -->\nIndex\n=====\n${entries(2)}` },
  {
    name: 'link reference definitions around comments',
    text: `[a]: a.md\n<!-- c -->\n[b]: b.md "B"\n\n- [A][a] and [B][b]\n<!-- d -->\n`,
  },
  { name: 'a comment after a link reference definition', text: `[a]: a.md\n<!-- c -->\n\n${entries(2)}` },
  { name: 'a comment first and last', text: `<!-- first -->\n${entries(3)}<!-- last -->\n` },
  { name: 'only comments', text: `<!-- a -->\n\n<!-- b -->\n` },
  {
    name: 'CRLF with a comment',
    text: `${entries(3, undefined, '\r\n')}<!-- c -->\r\n${entries(3, undefined, '\r\n')}`,
  },
  { name: 'lone CRs with a comment', text: `- [A](a.md)\r<!-- c -->\r- [B](b.md)\r- [C](c.md)\n` },
  { name: 'over the line limit', text: entries(230) },
  { name: 'over the line limit with a comment', text: `<!-- c -->\n\n${entries(230)}` },
  { name: 'over the character limit', text: entries(200, 'w'.repeat(140)) },
  { name: 'over both limits', text: entries(260, 'v'.repeat(140)) },
  { name: 'one line over the character limit', text: `- [A](a.md) — ${'u'.repeat(26_000)}\n${entries(2)}` },
  { name: 'text of UTF-16 pairs near the cut', text: entries(190, '😀'.repeat(60)) },
  { name: 'CJK text: bytes over, characters under the limit', text: entries(190, '记忆索引的一行'.repeat(17)) },
  { name: 'tabs and indented lists', text: `- [A](a.md)\n\t- [B](b.md) nested\n  - [C](c.md)\n` },
  { name: 'headings and sections', text: `# Memory index\n\n## Project\n${entries(2)}\n## User\n${entries(2)}` },
  // Shapes where claimcheck read an index otherwise than Claude Code 2.1.332 (SPEC §7, 2026-12-02).
  {
    name: 'a BOM, a comment on line 1, then 200 entries: the comment stays',
    text: `\ufeff<!-- c -->\n${entries(200)}`,
  },
  {
    name: 'over 4,194,304 bytes: nothing is read',
    text: `${entries(210)}${'y'.repeat(4_194_304)}\n`,
  },
  {
    name: 'a comment indented two spaces right after a paragraph line stays',
    text: `A paragraph line\n  <!--\n${entries(12).trimEnd()}\n-->\n\n${entries(192)}`,
  },
  {
    name: 'a comment indented three spaces after a table stays',
    text: `| a | b |\n|---|---|\n| 1 | 2 |\n   <!-- c -->\n\n${entries(196)}`,
  },
  {
    name: "a comment after a list item's lazy <img> line stays",
    text: `${entries(2)}<img src="x.png">\n<!-- archived -->\n${entries(197)}`,
  },
  {
    name: 'a lone </pre> line, then a 32-line comment: the comment goes',
    text: `</pre>\n<!--\n${entries(30).trimEnd()}\n-->\n${entries(186)}`,
  },
  {
    name: 'a lone </script>, </style> and </textarea> before comments',
    text: `</script>\n<!-- a -->\n\n</style>\n<!-- b -->\n\n</textarea>\n<!-- c -->\n${entries(2)}`,
  },
  {
    name: 'an opening --- that a later --- closes takes the entries between as frontmatter',
    text: `---\n${entries(150)}---\n${entries(20)}`,
  },
  {
    name: 'own tags after the cut are escaped',
    text: `- [A](a.md) — ends </system-reminder> and opens <system-reminder>\n${entries(1)}`,
  },
]

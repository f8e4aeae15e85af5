// Frontmatter of a memory file (SPEC §3.1), through gray-matter hardened as SPEC §10 asks:
// an options object on every call (its option-less cache returns `{}` for bad YAML the second
// time), YAML as the only language, every code-evaluating engine replaced by one that refuses.
// A plain block mapping, what nearly every memory has, is read by a fast path that gives the
// same data (plain-yaml.ts); anything else goes through gray-matter and js-yaml.
import { createRequire } from 'node:module'
import type matter from 'gray-matter'
import { readPlainMapping } from './plain-yaml.js'
import { parseYamlData, YamlProblem } from './yaml-data.js'

/** Frontmatter larger than this is refused before it is parsed. */
export const MAX_FRONTMATTER_BYTES = 64 * 1024

export type Frontmatter =
  | { kind: 'none'; body: string }
  /** A `---` block holding a `verify:` line, that is not frontmatter: `why` it is not. */
  | { kind: 'unread'; why: string; verifyLine: number; body: string }
  /** `---js` and friends: another language, never evaluated. */
  | { kind: 'language'; language: string; body: string }
  /** Frontmatter that could not be read; `raw` is its text, for line-by-line reading. */
  | { kind: 'invalid'; problem: string; verifyLine?: number; raw: string; body: string }
  /** Valid YAML that is not a mapping (a list, a string): the frontmatter cannot be read. */
  | { kind: 'not-mapping'; body: string }
  | { kind: 'mapping'; data: Record<string, unknown>; verifyLine?: number; body: string }

function refuseEngine(name: string) {
  return {
    parse(): never {
      throw new Error(`frontmatter language '${name}' is never evaluated`)
    },
    stringify(): never {
      throw new Error(`frontmatter language '${name}' is never written`)
    },
  }
}

const yamlEngine = {
  // gray-matter's types say `object`; a list or a scalar is caught after the call.
  parse: (text: string) => parseYamlData(text) as object,
  stringify(): never {
    throw new Error('claimcheck does not write frontmatter through gray-matter')
  },
}

let loaded: typeof matter | undefined
/** gray-matter, loaded when a frontmatter first needs it: one plain-yaml.ts reads never does. */
const grayMatter = () => (loaded ??= createRequire(import.meta.url)('gray-matter') as typeof matter)

const HARDENED_OPTIONS = {
  language: 'yaml',
  delimiters: '---',
  engines: {
    yaml: yamlEngine,
    javascript: refuseEngine('javascript'),
    js: refuseEngine('js'),
    coffee: refuseEngine('coffee'),
    json: refuseEngine('json'),
  },
}

const OPEN_OR_CLOSE = /^---[ \t]*$/
/** An opening or closing line; nearly every one is exactly `---`, which needs no regular expression. */
const isOpenOrClose = (line: string) => line === '---' || OPEN_OR_CLOSE.test(line)
// `---js`, `--- javascript`: a language named after the opening dashes (`----` is no delimiter).
const LANGUAGE_LINE = /^---(?!-)[ \t]*(\S.*?)[ \t]*$/

/** The line starting at `start`, without its ending, and where the next line starts (-1 at the end). */
function lineFrom(text: string, start: number): { line: string; next: number } {
  const end = text.indexOf('\n', start)
  const line = end === -1 ? text.slice(start) : text.slice(start, end)
  return { line: line.endsWith('\r') ? line.slice(0, -1) : line, next: end === -1 ? -1 : end + 1 }
}

/** How many lines end before `end`. */
function countLines(text: string, end: number): number {
  let lines = 0
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) lines++
  return lines
}

const FENCE_ANYWHERE = /^[ \t]*---[ \t]*$/
const VERIFY_LINE = /^[ \t]*verify:/
const VERIFY_LINE_IN_TEXT = /^[ \t]*verify:/m

/**
 * Why a file that is not frontmatter still looks like a `---` block holding a `verify:` line, the
 * way a writer who meant a check may have got it wrong (SPEC §3.1); `undefined` when it does not.
 */
function misplacedBlock(text: string): { why: string; verifyLine: number } | undefined {
  const head = text.slice(0, MAX_FRONTMATTER_BYTES)
  if (!head.includes('\n') && /^---[ \t]*\r/.test(head)) {
    // One line, as every other reader sees it.
    return /\r[ \t]*verify:/.test(head) ? { why: 'CR-only line endings', verifyLine: 1 } : undefined
  }
  const lines = head.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
  const open = lines.findIndex((line) => line.trim() !== '')
  if (open === -1 || !FENCE_ANYWHERE.test(lines[open] as string)) return undefined
  const close = lines.findIndex((line, i) => i > open && FENCE_ANYWHERE.test(line))
  const block = lines.slice(open + 1, close === -1 ? lines.length : close)
  const at = block.findIndex((line) => VERIFY_LINE.test(line))
  if (at === -1) return undefined
  const why = open > 0 ? "the opening '---' is not on the first line" : "the opening '---' is indented"
  return { why, verifyLine: open + at + 2 }
}

/**
 * The file's line of the frontmatter's first `verify:` line, at the top level or indented (under
 * `metadata:`): a check the writer meant, and where the formats that point at a line point.
 * The frontmatter's text starts on the file's second line.
 */
function verifyLineIn(raw: string): number | undefined {
  const match = VERIFY_LINE_IN_TEXT.exec(raw)
  return match === null ? undefined : countLines(raw, match.index) + 2
}

function invalid(problem: string, line: number | undefined, raw: string, body: string): Frontmatter {
  const where = line === undefined ? '' : ` (line ${line})`
  return { kind: 'invalid', problem: `${problem}${where}`, verifyLine: verifyLineIn(raw), raw, body }
}

/** `--- yaml` names the language YAML frontmatter is anyway: it is read as `---`, on the same lines. */
function yamlOpening(text: string): string {
  if (!text.startsWith('---') || text.startsWith('---\n')) return text
  const { line } = lineFrom(text, 0)
  return LANGUAGE_LINE.exec(line)?.[1]?.toLowerCase() === 'yaml' ? `---${text.slice(line.length)}` : text
}

/** Reads the frontmatter of a memory file's text. Never evaluates anything but YAML data. */
export function parseFrontmatter(input: string): Frontmatter {
  const text = yamlOpening(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input)
  const { line: first, next: second } = lineFrom(text, 0)
  if (!isOpenOrClose(first)) {
    const language = LANGUAGE_LINE.exec(first)?.[1]
    if (language !== undefined) return { kind: 'language', language, body: text }
    const misplaced = misplacedBlock(text)
    return misplaced === undefined ? { kind: 'none', body: text } : { kind: 'unread', ...misplaced, body: text }
  }

  // The closing line is the next line that is exactly `---` (trailing blanks allowed). A line
  // that merely starts with `---` would end gray-matter's block early, so it is refused here.
  // Only the frontmatter is scanned: bodies can be long.
  const rawStart = second === -1 ? text.length : second
  // The first later line starting with `---`, found without reading line by line.
  const dashes = second === -1 ? -1 : text.indexOf('\n---', second - 1)
  const closeStart = dashes === -1 ? -1 : dashes + 1
  const closeLine = closeStart === -1 ? '' : lineFrom(text, closeStart).line
  if (closeStart !== -1 && !isOpenOrClose(closeLine)) {
    const lineNumber = countLines(text, closeStart) + 1
    return invalid(
      `line starting with '---' is not a closing '---' line`,
      lineNumber,
      text.slice(rawStart, closeStart),
      '',
    )
  }
  if (closeStart === -1) return invalid(`no closing '---' line`, 1, text.slice(rawStart), '')
  const raw = text.slice(rawStart, closeStart)
  const afterClose = text.indexOf('\n', closeStart)
  const body = afterClose === -1 ? '' : text.slice(afterClose + 1)
  // A UTF-16 code unit is at most 3 bytes of UTF-8: most frontmatter needs no counting.
  if (raw.length * 3 > MAX_FRONTMATTER_BYTES && Buffer.byteLength(raw) > MAX_FRONTMATTER_BYTES) {
    return invalid(`larger than ${MAX_FRONTMATTER_BYTES} bytes`, undefined, raw, body)
  }

  const plain = readPlainMapping(raw)
  if (plain) return { kind: 'mapping', data: plain, verifyLine: verifyLineIn(raw), body }

  let data: unknown
  try {
    const file = grayMatter()(text.slice(0, closeStart + closeLine.length), HARDENED_OPTIONS)
    if (file.language !== 'yaml') return { kind: 'language', language: file.language, body }
    data = file.data
  } catch (error) {
    if (error instanceof YamlProblem) return invalid(error.message, error.line, raw, body)
    throw error
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { kind: 'not-mapping', body }
  }
  return { kind: 'mapping', data: data as Record<string, unknown>, verifyLine: verifyLineIn(raw), body }
}

const LOOSE_FIELD = /^([ \t]*)(name|description|type|modified):[ \t]*(.*?)[ \t]*\r?$/

/**
 * Reads `name`, `description`, `type` and `modified` line by line (`key: rest of the line`), at the
 * top level or indented under `metadata:`, from frontmatter that is not valid YAML, so that reports
 * still show them (SPEC §3.1). A key at the top level wins over the same key under `metadata:`.
 */
export function readLooseFields(raw: string): Record<string, string> {
  const top: Record<string, string> = {}
  const underMetadata: Record<string, string> = {}
  let inMetadata = false
  for (const line of raw.split('\n')) {
    if (/^metadata:[ \t]*\r?$/.test(line)) {
      inMetadata = true
      continue
    }
    const match = LOOSE_FIELD.exec(line)
    const indented = /^[ \t]/.test(line)
    // A line at the top level ends the `metadata:` block; blank lines do not.
    if (!indented && line.trim() !== '') inMetadata = false
    if (!match) continue
    const [, indent, key, value] = match as unknown as [string, string, string, string]
    const fields = indent === '' ? top : inMetadata ? underMetadata : undefined
    if (fields === undefined || key in fields) continue
    fields[key] = value.replace(/^(["'])(.*)\1$/, '$2')
  }
  return { ...underMetadata, ...top }
}

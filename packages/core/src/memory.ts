// A memory file read into what the runner and the reports need (SPEC §3).
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { basename } from 'node:path'
import type { CheckResult } from './checker.js'
import { parseFrontmatter, readLooseFields } from './frontmatter.js'

/** Memory files larger than this are held back unread. */
export const MAX_MEMORY_FILE_BYTES = 1024 * 1024

export interface Memory {
  /** Absolute path of the memory file. */
  file: string
  /** `name` from the frontmatter, else the file's stem. */
  name: string
  description?: string
  /** `type` or `metadata.type`. */
  type?: string
  /** `modified` or `metadata.modified`, as written. */
  modified?: unknown
  /** The claim: the text after the frontmatter. */
  body: string
  /** The verify block to run, or the verdict when there is none to run. */
  verify: { kind: 'block'; block: unknown } | { kind: 'verdict'; result: CheckResult }
}

/** A memory's name when its frontmatter gives none: the file name without `.md`. */
const stemOf = (file: string) => basename(file).replace(/\.md$/i, '')

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

function nested(data: Record<string, unknown>, key: string): unknown {
  if (data[key] !== undefined) return data[key]
  const metadata = data.metadata
  if (metadata && typeof metadata === 'object' && !Array.isArray(metadata)) {
    return (metadata as Record<string, unknown>)[key]
  }
  return undefined
}

const stale = (reason: string) => ({ kind: 'verdict' as const, result: { status: 'stale' as const, reason } })
const unverifiable = (reason: string) => ({
  kind: 'verdict' as const,
  result: { status: 'unverifiable' as const, reason },
})

/** Builds a Memory from a file's text. Pure: the parsing rules of SPEC §3.1 and §3.2. */
export function memoryFromText(file: string, text: string): Memory {
  const front = parseFrontmatter(text)
  if (front.kind === 'mapping') {
    const { data } = front
    return {
      file,
      name: scalarText(data.name) ?? stemOf(file),
      description: scalarText(data.description),
      type: scalarText(nested(data, 'type')),
      modified: nested(data, 'modified'),
      body: front.body,
      verify: data.verify === undefined ? unverifiable('no verify block') : { kind: 'block', block: data.verify },
    }
  }
  const stem = stemOf(file)
  switch (front.kind) {
    case 'none':
      return { file, name: stem, body: front.body, verify: unverifiable('no frontmatter') }
    case 'language':
      return {
        file,
        name: stem,
        body: front.body,
        verify: stale(`unsupported frontmatter language '${front.language}'`),
      }
    case 'not-mapping':
      return { file, name: stem, body: front.body, verify: stale('invalid frontmatter: expected a mapping') }
    case 'invalid': {
      if (front.hasVerify) {
        return { file, name: stem, body: front.body, verify: stale(`invalid frontmatter: ${front.problem}`) }
      }
      const loose = readLooseFields(front.raw)
      return {
        file,
        name: scalarText(loose.name) ?? stem,
        description: scalarText(loose.description),
        type: scalarText(loose.type),
        body: front.body,
        verify: unverifiable(`no verify block (frontmatter is not valid YAML: ${front.problem})`),
      }
    }
  }
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error)
}

/** Reads one memory file; a file that cannot be read becomes a held (stale) memory, never a crash. */

const NEWLINE = 0x0a

/**
 * Where the part of a file that says everything but the body ends: after the closing `---` line,
 * or the first line when the file has no frontmatter; the whole file when no closing line is
 * found (its reason needs it). Decoding only this part saves most of the text a check never uses.
 */
function headEnd(buffer: Buffer, filled: number): number {
  const start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0
  const firstEnd = buffer.indexOf(NEWLINE, start)
  if (firstEnd === -1 || firstEnd >= filled) return filled
  if (buffer[start] !== 0x2d || buffer[start + 1] !== 0x2d || buffer[start + 2] !== 0x2d) return firstEnd + 1
  const head = buffer.subarray(0, filled)
  const close = head.indexOf('\n---', firstEnd)
  if (close === -1) return filled
  const closeEnd = head.indexOf(NEWLINE, close + 1)
  return closeEnd === -1 ? filled : closeEnd + 1
}

/** One buffer per thread for reading memory files: one byte more than the limit tells "too large". */
let readBuffer: Buffer | undefined

/**
 * Reads a memory file through one descriptor, opened non-blocking so that a FIFO cannot stall the
 * run, into a reused buffer: one path lookup and no allocation but the text itself. With `body`
 * false the body is left empty and not even decoded.
 */
export function readMemory(file: string, body = true): Memory {
  let fd: number | undefined
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
    readBuffer ??= Buffer.allocUnsafe(MAX_MEMORY_FILE_BYTES + 1)
    // Memory files are regular files (the listing keeps only those): a short read is the end.
    let filled = 0
    for (;;) {
      const read = readSync(fd, readBuffer, filled, readBuffer.length - filled, filled)
      filled += read
      if (read === 0 || filled === readBuffer.length || read < readBuffer.length - (filled - read)) break
    }
    if (filled > MAX_MEMORY_FILE_BYTES) {
      const size = fstatSync(fd).size
      return {
        file,
        name: stemOf(file),
        body: '',
        verify: stale(`memory file too large: ${size} bytes (limit ${MAX_MEMORY_FILE_BYTES})`),
      }
    }
    if (body) return memoryFromText(file, readBuffer.toString('utf8', 0, filled))
    const memory = memoryFromText(file, readBuffer.toString('utf8', 0, headEnd(readBuffer, filled)))
    memory.body = ''
    return memory
  } catch (error) {
    const code = errorCode(error)
    const name = stemOf(file)
    if (code === 'EISDIR') return { file, name, body: '', verify: stale(`not a regular file: ${file}`) }
    return { file, name, body: '', verify: stale(`unreadable: ${code}`) }
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/**
 * Reads memory files. Synchronous reads of small local files cost a fraction of asynchronous
 * ones (each of those is several thread-pool round trips), so they are read one after another.
 */
export function readMemories(files: readonly string[]): Memory[] {
  return files.map((file) => readMemory(file))
}

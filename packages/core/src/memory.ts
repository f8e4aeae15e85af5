// A memory file read into what the runner and the reports need (SPEC §3).
import { realpathSync } from 'node:fs'
import { basename } from 'node:path'
import type { CheckResult } from '@claimcheck/contract'
import { parseFrontmatter, readLooseFields, type Frontmatter } from './frontmatter.js'
import { MAX_MEMORY_FILE_BYTES, NOT_A_FILE, readMemoryBytes, type ReadProblem } from './memory-bytes.js'
import { ownText } from './own-text.js'

export { MAX_MEMORY_FILE_BYTES }

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
  /** The line of the memory file where its `verify:` key is, when it has one: where CI formats point. */
  verifyLine?: number
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
  return fromFrontmatter(file, parseFrontmatter(text))
}

const asList = (block: unknown): unknown[] => (Array.isArray(block) ? block : [block])

/**
 * The verify block at the top level, under `metadata:` (where Claude Code's first write of a
 * memory file moves every other key), or both: then every check of both must hold (SPEC §3.2).
 */
function verifyBlockOf(data: Record<string, unknown>): unknown {
  const top = data.verify
  const metadata = data.metadata
  const underMetadata =
    metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata)
      ? (metadata as Record<string, unknown>).verify
      : undefined
  if (top === undefined) return underMetadata
  if (underMetadata === undefined) return top
  return [...asList(top), ...asList(underMetadata)]
}

function fromFrontmatter(file: string, front: Frontmatter): Memory {
  if (front.kind === 'mapping') {
    const { data } = front
    const block = verifyBlockOf(data)
    return {
      file,
      name: scalarText(data.name) ?? stemOf(file),
      description: scalarText(data.description),
      type: scalarText(nested(data, 'type')),
      modified: nested(data, 'modified'),
      body: front.body,
      verifyLine: front.verifyLine,
      verify: block === undefined ? unverifiable('no verify block') : { kind: 'block', block },
    }
  }
  const stem = stemOf(file)
  switch (front.kind) {
    case 'none':
      return { file, name: stem, body: front.body, verify: unverifiable('no frontmatter') }
    case 'unread':
      // A check the writer meant must never vanish silently (SPEC §3.1).
      return {
        file,
        name: stem,
        body: front.body,
        verifyLine: front.verifyLine,
        verify: stale(`verify block not read: ${front.why}`),
      }
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
      // Reports still show the memory by its name, and `index` still sees its timestamp (SPEC §3.1).
      const loose = readLooseFields(front.raw)
      return {
        file,
        name: scalarText(loose.name) ?? stem,
        description: scalarText(loose.description),
        type: scalarText(loose.type),
        modified: loose.modified,
        body: front.body,
        verifyLine: front.verifyLine,
        // A check that cannot be read is not handed over as checked; without one, a cosmetic fault.
        verify:
          front.verifyLine !== undefined
            ? stale(`invalid frontmatter: ${front.problem}`)
            : unverifiable(`no verify block (frontmatter is not valid YAML: ${front.problem})`),
      }
    }
  }
}

/** A memory whose file gave no bytes: held (stale), with why; `shown` is how reasons name the file. */
export function heldUnread(file: string, problem: ReadProblem, shown = file): Memory {
  const name = stemOf(file)
  if ('tooLarge' in problem) {
    return {
      file,
      name,
      body: '',
      verify: stale(`memory file too large: ${problem.tooLarge} bytes (limit ${MAX_MEMORY_FILE_BYTES})`),
    }
  }
  // A socket cannot be opened at all (ENXIO).
  if (problem.code === NOT_A_FILE || problem.code === 'EISDIR' || problem.code === 'ENXIO')
    return { file, name, body: '', verify: stale(`not a regular file: ${shown}`) }
  return { file, name, body: '', verify: stale(`unreadable: ${problem.code}`) }
}

/** A parsed value with every string in it its own. */
function detached(value: unknown): unknown {
  if (typeof value === 'string') return ownText(value)
  if (Array.isArray(value)) return value.map(detached)
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const item = detached((value as Record<string, unknown>)[key])
    // `__proto__` stays a plain key, never a prototype.
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true })
    else copy[key] = item
  }
  return copy
}

/** Where memory files may lead: a symlinked one that leads elsewhere is held, never read. */
export interface Confinement {
  /** Whether a real path lies where memory may be read from (the memory dir or the root). */
  allows(realPath: string): boolean
  /** How a reason names a memory file. */
  shown(file: string): string
}

/** One buffer per thread for reading memory files: one byte more than the limit tells "too large". */
let readBuffer: Buffer | undefined

/**
 * Reads one memory file; a file that cannot be read becomes a held (stale) memory, never a crash.
 * What the memory keeps of its file is its own, so that the file's text can go once it is read
 * (with `body: false`, a run of 100,000 memories then holds none of their texts).
 */
/**
 * `body`: keep the text after the frontmatter; `'unchecked'`, only for a memory with no verify
 * block to run (what the host's inferred checks read, SPEC §6.4.1).
 */
export function readMemory(file: string, body: boolean | 'unchecked' = true, confined?: Confinement): Memory {
  readBuffer ??= Buffer.allocUnsafe(MAX_MEMORY_FILE_BYTES + 1)
  // A symlink is opened only once it is known to lead to a place the run may read.
  let read = readMemoryBytes(file, readBuffer, confined === undefined)
  let throughLink = false
  if (confined !== undefined && typeof read !== 'number' && 'code' in read && read.code === 'ELOOP') {
    let real: string | undefined
    try {
      real = realpathSync.native(file)
    } catch (error) {
      // A loop stays ELOOP; a link that leads nowhere is ENOENT.
      read = { code: (error as NodeJS.ErrnoException).code ?? 'ELOOP' }
    }
    if (real !== undefined && !confined.allows(real)) {
      return {
        file,
        name: stemOf(file),
        body: '',
        verify: stale(`memory file outside memory dir: ${confined.shown(file)}`),
      }
    }
    read = real === undefined ? read : readMemoryBytes(real, readBuffer)
    throughLink = real !== undefined
  }
  if (typeof read !== 'number') return heldUnread(file, read, confined?.shown(file))
  const memory = memoryFromText(file, readBuffer.toString('utf8', 0, read))
  const { name, description, type, modified, verify } = memory
  return {
    file,
    name: ownText(name),
    description: description === undefined ? undefined : ownText(description),
    type: type === undefined ? undefined : ownText(type),
    modified: detached(modified),
    body: body === true || (body === 'unchecked' && verify.kind === 'verdict') ? memory.body : '',
    // A line of the file a symlink leads to is no line of the link, which is what reports name.
    verifyLine: throughLink ? undefined : memory.verifyLine,
    verify: verify.kind === 'block' ? { kind: 'block', block: detached(verify.block) } : verify,
  }
}

/** Reads memory files, one after another (small local files: synchronous reads cost least). */
export function readMemories(files: readonly string[]): Memory[] {
  return files.map((file) => readMemory(file))
}

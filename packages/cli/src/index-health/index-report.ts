// `claimcheck index`: the findings of SPEC §7 for a memory dir's MEMORY.md and its topic files.
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { byteOrder, ClaimcheckError, INDEX_FILE, isInside, readMemory } from '@claimcheck/core'
import { readFileHead } from '../files.js'
import {
  indexLoadBudget,
  MAX_INDEX_FILE_BYTES,
  type IndexLine,
  type LoadBudget,
  type LoadLimits,
} from '../claude-code/index-load.js'
import { droppedEntries } from './dropped.js'
import { indexLinks, type IndexLink } from './links.js'
import { parseModified } from './timestamps.js'

export type Severity = 'error' | 'warning' | 'info'
export type FindingCode =
  'OVER' | 'WARN' | 'DROPPED' | 'MISSING' | 'WIKI_UNRESOLVED' | 'ORPHAN' | 'STALE' | 'NO_TS' | 'BAD_TS' | 'FUTURE_TS'

export const SEVERITY: Record<FindingCode, Severity> = {
  OVER: 'error',
  WARN: 'warning',
  DROPPED: 'error',
  MISSING: 'error',
  WIKI_UNRESOLVED: 'info',
  ORPHAN: 'warning',
  STALE: 'warning',
  NO_TS: 'info',
  BAD_TS: 'warning',
  FUTURE_TS: 'warning',
}

export interface Finding {
  code: FindingCode
  severity: Severity
  /** Relative to the memory dir. */
  file: string
  /** 1-based line in `file`, when the finding has one. */
  line: number | null
  detail: string
}

export interface IndexSettings {
  maxLines: number
  maxChars: number
  warnRatio: number
  staleDays: number
}

/**
 * Claude Code 2.1.332 loads the first 200 lines of MEMORY.md, and of those at most 25,000
 * characters (UTF-16 code units); it notes at 80% of a limit when it writes the index.
 */
export const DEFAULT_INDEX_SETTINGS: IndexSettings = { maxLines: 200, maxChars: 25_000, warnRatio: 0.8, staleDays: 30 }

/** A `modified` this far ahead of the clock is still taken as now (clocks drift a little). */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export interface IndexReport {
  memoryDir: string
  settings: IndexSettings
  /** True for a subagent's index, which Claude Code reads raw (frontmatter and comments count). */
  raw: boolean
  /** What Claude Code gives the agent. */
  loaded: { lines: number; chars: number }
  /** The index as Claude Code reads it, before any cut. */
  total: { lines: number; chars: number }
  findings: Finding[]
}

interface Topic {
  file: string
  stem: string
  name: string
  modified: unknown
  /** The links its body makes to other topics. */
  links: IndexLink[]
  /** A `README.md` or `LICENSE*` with no frontmatter: a file of the repository the memory dir is, not a topic. */
  repositoryFile: boolean
}

const REPOSITORY_FILE = /^(?:readme|license[^/]*)\.md$/i
const FRONTMATTER_START = /^\ufeff?---[ \t]*\r?\n/

async function readTopics(memoryDir: string): Promise<Topic[]> {
  const names = (await readdir(memoryDir, { withFileTypes: true }))
    .filter((entry) => entry.name.endsWith('.md') && entry.name !== INDEX_FILE && !entry.isDirectory())
    .map((entry) => entry.name)
    .sort(byteOrder)
  return Promise.all(
    names.map(async (name) => {
      const file = join(memoryDir, name)
      // Read bounded and non-blocking, as `check` reads memory files: a FIFO or a huge file cannot stall it.
      const memory = readMemory(file)
      const lines = memory.body.split(/\r\n?|\n/).map((text, i) => ({ line: i + 1, text }))
      const repositoryFile = REPOSITORY_FILE.test(name) && !FRONTMATTER_START.test(readFileHead(file, 16)?.text ?? '')
      return {
        file,
        stem: name.slice(0, -3),
        name: memory.name,
        modified: memory.modified,
        links: indexLinks(lines),
        repositoryFile,
      }
    }),
  )
}

function budgetFindings(budget: LoadBudget, settings: IndexSettings): Finding[] {
  const findings: Finding[] = []
  const measures = [
    { used: budget.measured.lines, limit: settings.maxLines, unit: 'lines', what: 'line' },
    { used: budget.measured.chars, limit: settings.maxChars, unit: 'characters', what: 'character' },
  ]
  for (const { used, limit, unit, what } of measures) {
    const base = { file: INDEX_FILE, line: null }
    if (used > limit) {
      findings.push({
        ...base,
        code: 'OVER',
        severity: 'error',
        detail: `${used} ${unit}, over the ${limit}-${what} limit`,
      })
    } else if (used >= settings.warnRatio * limit) {
      const percent = Math.floor((used / limit) * 100)
      findings.push({
        ...base,
        code: 'WARN',
        severity: 'warning',
        detail: `${used} ${unit}, ${percent}% of the ${limit}-${what} limit`,
      })
    }
  }
  for (const entry of droppedEntries(budget, settings)) {
    findings.push({
      code: 'DROPPED',
      severity: 'error',
      file: INDEX_FILE,
      line: entry.line,
      detail: `line ${entry.line} is never loaded (${entry.why}): ${entry.text}`,
    })
  }
  return findings
}

/** A subagent's memory dir (`…/agent-memory/<type>/`, `…/agent-memory-local/<type>/`): its index is read raw. */
export const isSubagentMemory = (memoryDir: string) =>
  ['agent-memory', 'agent-memory-local'].includes(basename(dirname(memoryDir)))

/** A wiki link's name as topics are matched: `-` and `_` alike. */
const wikiKey = (name: string) => name.replace(/_/g, '-')

/** The topic a link names, if any: a wiki link by stem or `name`, a path by the file it resolves to. */
function linkedTopic(link: IndexLink, topics: Topic[], from: string): Topic | string | undefined {
  if (link.kind === 'wiki') {
    const key = wikiKey(link.name)
    return (
      topics.find((t) => t.stem === link.name) ??
      topics.find((t) => t.name === link.name) ??
      topics.find((t) => wikiKey(t.stem) === key || wikiKey(t.name) === key)
    )
  }
  const target = isAbsolute(link.path) ? link.path : resolve(from, link.path)
  return topics.find((t) => t.file === target) ?? (existsSync(target) ? target : undefined)
}

function linkFindings(
  links: IndexLink[],
  topics: Topic[],
  memoryDir: string,
): { findings: Finding[]; linked: Set<string> } {
  const findings: Finding[] = []
  const linked = new Set<string>()
  for (const link of links) {
    const found = linkedTopic(link, topics, memoryDir)
    if (found !== undefined) {
      linked.add(typeof found === 'string' ? found : found.file)
      continue
    }
    if (link.kind === 'wiki') {
      // Claude Code's own memory prompt: such a link marks something worth writing later, not an error.
      findings.push({
        code: 'WIKI_UNRESOLVED',
        severity: 'info',
        file: INDEX_FILE,
        line: link.line,
        detail: `line ${link.line}: ${link.raw} names no topic file yet (by file stem or name)`,
      })
      continue
    }
    const target = isAbsolute(link.path) ? link.path : resolve(memoryDir, link.path)
    const where = isInside(target, memoryDir) ? relative(memoryDir, target) : target
    findings.push({
      code: 'MISSING',
      severity: 'error',
      file: INDEX_FILE,
      line: link.line,
      detail: `line ${link.line}: ${link.raw} links to ${where}, which does not exist`,
    })
  }
  return { findings, linked }
}

/** The longest file name a file system allows. */
const MAX_NAME = 255

/** Words of `text` that end in `.md`: found from each `.md` with where its word starts, in one pass. */
function mdFileNames(text: string): string[] {
  const names: string[] = []
  let wordStart = 0
  for (let i = 0; i < text.length; i++) {
    if (/[\s`'"|()[\],;<>]/.test(text.charAt(i))) wordStart = i + 1
    else if (text.startsWith('.md', i) && !/\w/.test(text.charAt(i + 3)) && i > wordStart && i - wordStart <= MAX_NAME)
      names.push(text.slice(wordStart, i + 3))
  }
  return names
}

/**
 * Topics the index names without a link: by file name anywhere (`user_profile.md` in a table), or
 * in a code span by stem or by a pattern of stems (`` `ph5-aws-deployment` ``, `` `p6a-*` ``). The
 * agent finds them as it finds a linked one.
 */
function namedTopics(lines: readonly IndexLine[], topics: readonly Topic[]): Topic[] {
  const words = new Set<string>()
  const patterns: RegExp[] = []
  for (const { text } of lines) {
    for (const name of mdFileNames(text)) words.add(basename(name))
    for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
      for (const word of (span as string).split(/[\s,]+/)) {
        // One `*` at most: a pattern stays linear whatever the index holds.
        if (/^[\w.-]+\*[\w.-]*$/.test(word))
          patterns.push(new RegExp(`^${word.replace(/\./g, '\\.').replace(/\*/g, '[\\w.-]*')}$`))
        else words.add(word)
      }
    }
  }
  return topics.filter(
    (topic) =>
      words.has(basename(topic.file)) || words.has(topic.stem) || patterns.some((pattern) => pattern.test(topic.stem)),
  )
}

/** Topics reached from the linked ones through their own links, and not linked from the index. */
function reachedThroughTopics(topics: Topic[], linked: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>()
  const queue = topics.filter((topic) => linked.has(topic.file))
  for (let topic = queue.shift(); topic !== undefined; topic = queue.shift()) {
    for (const link of topic.links) {
      const found = linkedTopic(link, topics, dirname(topic.file))
      if (typeof found !== 'object' || linked.has(found.file) || reached.has(found.file)) continue
      reached.add(found.file)
      queue.push(found)
    }
  }
  return reached
}

function timestampFindings(topic: Topic, settings: IndexSettings, now: number): Finding | undefined {
  const file = basename(topic.file)
  const base = { file, line: null }
  if (topic.modified === undefined || topic.modified === null || topic.modified === '') {
    return { ...base, code: 'NO_TS', severity: 'info', detail: `${file} has no modified time (not the same as stale)` }
  }
  const time = parseModified(topic.modified)
  const shown = typeof topic.modified === 'string' ? topic.modified : JSON.stringify(topic.modified)
  if (time === undefined) {
    return {
      ...base,
      code: 'BAD_TS',
      severity: 'warning',
      detail: `${file}: modified '${shown}' is not an ISO 8601 time`,
    }
  }
  if (time > now + FUTURE_TOLERANCE_MS) {
    return {
      ...base,
      code: 'FUTURE_TS',
      severity: 'warning',
      detail: `${file}: modified ${shown} is in the future (clock skew?)`,
    }
  }
  const days = Math.floor((now - time) / DAY_MS)
  if (days > settings.staleDays) {
    return {
      ...base,
      code: 'STALE',
      severity: 'warning',
      detail: `${file}: modified ${shown}, ${days} days ago (over ${settings.staleDays})`,
    }
  }
  return undefined
}

/** More of an index than this is not read: Claude Code reads none of a bigger one (SPEC §7). */
export const MAX_INDEX_BYTES = MAX_INDEX_FILE_BYTES

/**
 * The index's text, read bounded and non-blocking: a FIFO, a device or a huge file is refused or
 * read in part, never waited on (SPEC §10). `size` is the file's own size.
 */
function readIndex(file: string): { text: string; size: number } {
  let read
  try {
    read = readFileHead(file, MAX_INDEX_BYTES)
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error
    throw new ClaimcheckError('USAGE', `cannot read ${file}: ${(error as NodeJS.ErrnoException).code}`)
  }
  if (read === undefined) throw new ClaimcheckError('USAGE', `no index: ${file} does not exist`)
  return read
}

/** The memory dir's index as Claude Code loads it, read bounded; a subagent's read raw. */
export function readIndexBudget(
  memoryDir: string,
  limits: LoadLimits,
): { budget: LoadBudget; size: number; raw: boolean } {
  const { text, size } = readIndex(join(memoryDir, INDEX_FILE))
  const raw = isSubagentMemory(memoryDir)
  return { budget: indexLoadBudget(text, limits, raw, size), size, raw }
}

export async function checkIndex(memoryDir: string, settings: IndexSettings, now = Date.now()): Promise<IndexReport> {
  const { budget, size, raw } = readIndexBudget(memoryDir, settings)
  const topics = await readTopics(memoryDir)
  const { findings: missing, linked } = linkFindings(indexLinks(budget.lines), topics, memoryDir)
  for (const topic of namedTopics(budget.lines, topics)) linked.add(topic.file)
  const findings = [...budgetFindings(budget, settings), ...missing]
  if (size > MAX_INDEX_BYTES) {
    findings.unshift({
      code: 'OVER',
      severity: 'error',
      file: INDEX_FILE,
      line: null,
      detail: raw
        ? `${size} bytes, of which claimcheck reads the first ${MAX_INDEX_BYTES} (Claude Code loads at most ${settings.maxChars} characters)`
        : `${size} bytes, over the ${MAX_INDEX_BYTES}-byte limit: Claude Code reads none of it (claimcheck reads the first ${MAX_INDEX_BYTES})`,
    })
  }
  const throughTopics = reachedThroughTopics(topics, linked)
  for (const topic of topics) {
    if (!linked.has(topic.file)) {
      if (topic.repositoryFile) continue
      const file = basename(topic.file)
      findings.push(
        throughTopics.has(topic.file)
          ? {
              code: 'ORPHAN',
              severity: 'info',
              file,
              line: null,
              detail: `${file} is linked only from other topics, not from ${INDEX_FILE}`,
            }
          : {
              code: 'ORPHAN',
              severity: 'warning',
              file,
              line: null,
              detail: `${file} is never linked from ${INDEX_FILE}`,
            },
      )
      continue
    }
    const found = timestampFindings(topic, settings, now)
    if (found) findings.push(found)
  }
  return { memoryDir, settings, raw, loaded: budget.loaded, total: budget.measured, findings }
}

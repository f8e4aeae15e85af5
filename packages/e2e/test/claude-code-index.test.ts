// `claimcheck index` held to what a real Claude Code session loads of MEMORY.md (SPEC §7): for each
// shape of index, the text the request carried, Claude Code's own count of lines and where it cut
// must equal what claimcheck says, and `index` must call DROPPED exactly the entries the session
// did not get. Claude Code comes from the npm registry into a per-user cache (test/claude-code/install.ts).
import { beforeAll, describe, expect, it } from 'vitest'
import { indexLoadBudget } from '@claimcheck/cli'
import { runInProcess } from './claude-code/in-process.ts'
import { claudeCodeMissing, skipWithoutClaudeCode } from './claude-code/available.ts'
import { CLAUDE_CODE_VERSION, claudeCodeBinary, PREVIOUS_CLAUDE_CODE_VERSION } from './claude-code/install.ts'
import { INDEX_SHAPES, type IndexShape } from './claude-code/index-shapes.ts'
import { inPool, loadIndexInSession } from './claude-code/session.ts'

const LIMITS = { maxLines: 200, maxChars: 25_000 }
const WARNING = '\n\n> WARNING: '

interface Loaded {
  shape: IndexShape
  loaded: string | undefined
  memoryDir: string
}

/** Runs `index --format json` on a memory dir in process. */
async function indexJson(memoryDir: string) {
  const { stdout } = await runInProcess(['index', memoryDir, '--format', 'json'], memoryDir)
  return JSON.parse(stdout) as {
    loaded: { lines: number; chars: number }
    total: { lines: number; chars: number }
    findings: Array<{ code: string; line: number | null }>
  }
}

/** What the session was shown of the index, and what Claude Code's warning said of its cut. */
function readLoaded(loaded: string) {
  const at = loaded.lastIndexOf(WARNING)
  const warning = at === -1 ? undefined : loaded.slice(at)
  const lines = warning && /(\d+) of (\d+) lines were cut off, starting at line (\d+)/.exec(warning)
  const throughLine = warning && /everything after the first (\d+) characters of line 1 was cut off/.exec(warning)
  return {
    text: at === -1 ? loaded : loaded.slice(0, at),
    warning,
    cut: lines ? { lines: Number(lines[2]), startingAt: Number(lines[3]) } : undefined,
    charactersOfLineOne: throughLine ? Number(throughLine[1]) : undefined,
  }
}

describe(`MEMORY.md as Claude Code ${CLAUDE_CODE_VERSION} loads it, shape by shape`, () => {
  let results: Loaded[] = []
  skipWithoutClaudeCode()
  beforeAll(async () => {
    if (claudeCodeMissing()) return
    const claude = claudeCodeBinary(CLAUDE_CODE_VERSION)
    results = await inPool(INDEX_SHAPES, 2, async (shape) => ({
      shape,
      ...(await loadIndexInSession(claude, shape.text)),
    }))
  }, 900_000)

  it(`has at least 40 shapes`, () => {
    expect(INDEX_SHAPES.length).toBeGreaterThanOrEqual(40)
  })

  it.each(INDEX_SHAPES.map((shape) => [shape.name, shape] as const))('%s', async (_name, shape) => {
    const result = results.find((r) => r.shape === shape) as Loaded
    const budget = indexLoadBudget(shape.text, LIMITS)
    const isEntry = (text: string) => /^\s*(?:[-*+]|\d+[.)])\s+\S|\]\(|\[\[|^ {0,3}\[[^\]]+\]:/.test(text)
    // Entries the frontmatter pattern took are never shown either.
    const swallowed = budget.frontmatter.filter((line) => isEntry(line.text)).map((line) => line.line)
    if (result.loaded === undefined) {
      // Nothing left to load, or a file too big to read: the session carries no index at all.
      expect(budget.text).toBe('')
      if (budget.cut.by === 'size') {
        const report = await indexJson(result.memoryDir)
        const dropped = report.findings.filter((f) => f.code === 'DROPPED').map((f) => f.line)
        expect(dropped).toEqual(budget.lines.filter((line) => isEntry(line.text)).map((line) => line.line))
        expect(dropped.length).toBeGreaterThan(0)
      }
      return
    }
    const real = readLoaded(result.loaded)
    expect(budget.text).toBe(real.text)
    expect(budget.cut.by !== null).toBe(real.warning !== undefined)
    if (real.cut) {
      expect(budget.measured.lines).toBe(real.cut.lines)
      expect(budget.loaded.lines + 1).toBe(real.cut.startingAt)
    }
    if (real.charactersOfLineOne !== undefined) expect(budget.loaded.chars).toBe(real.charactersOfLineOne)

    // `index` calls DROPPED exactly the entries among the lines the session was not shown.
    const report = await indexJson(result.memoryDir)
    expect(report.loaded).toEqual(budget.loaded)
    const shown = real.text.split('\n')
    const ours = budget.lines.slice(0, shown.length).map((line) => line.text)
    if (budget.cut.truncatedLine) {
      expect(ours.at(-1)?.startsWith(shown.at(-1) as string)).toBe(true)
      expect(ours.slice(0, -1)).toEqual(shown.slice(0, -1))
    } else expect(ours).toEqual(shown)
    const seenWhole = budget.cut.truncatedLine ? shown.length - 1 : shown.length
    const unseen = budget.cut.by === null ? [] : budget.lines.slice(seenWhole)
    const entries = [...swallowed, ...unseen.filter((line) => isEntry(line.text)).map((line) => line.line)]
    expect(report.findings.filter((f) => f.code === 'DROPPED').map((f) => f.line)).toEqual(entries)
  })
})

describe(`Claude Code ${PREVIOUS_CLAUDE_CODE_VERSION}: the same but for link reference definitions, which it dropped with comments`, () => {
  const shapes = INDEX_SHAPES.filter((shape) => shape.text.includes('<!--')).slice(0, 12)
  let results: Loaded[] = []
  skipWithoutClaudeCode()
  beforeAll(async () => {
    if (claudeCodeMissing()) return
    const claude = claudeCodeBinary(PREVIOUS_CLAUDE_CODE_VERSION)
    results = await inPool(shapes, 3, async (shape) => ({ shape, ...(await loadIndexInSession(claude, shape.text)) }))
  }, 900_000)

  it.each(shapes.map((shape) => [shape.name, shape] as const))('%s', (_name, shape) => {
    const result = results.find((r) => r.shape === shape) as Loaded
    const ours = indexLoadBudget(shape.text, LIMITS).text
    const withoutDefinitions = ours
      .split('\n')
      .filter((line) => !/^ {0,3}\[[^\]]+\]:/.test(line))
      .join('\n')
      .trim()
    expect(readLoaded(result.loaded ?? '').text).toBe(shape.text.includes(']: ') ? withoutDefinitions : ours)
  })
})

// Indexes on which claimcheck once read MEMORY.md otherwise than a real Claude Code session, each
// with the text the session's request carried (recorded by packages/e2e/fuzz/: the differential
// fuzzer and record-shapes.ts), replayed without the binary: the loaded text, Claude Code's count of
// lines, where it cut, and the entries DROPPED must equal what the session showed (SPEC §7).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { indexLoadBudget } from '../dist/claude-code/index-load.js'
import { droppedEntries } from '../dist/index-health/dropped.js'
import { isIndexEntry } from '../dist/index-health/links.js'

interface Recorded {
  version: string
  classes: string[]
  text: string
  /** The index as the session's request carried it, Claude Code's warning included; null when none. */
  loaded: string | null
}

const folder = join(import.meta.dirname, 'fixtures', 'index-recorded')
const cases = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as Recorded] as const)
const limits = { maxLines: 200, maxChars: 25_000 }
const WARNING = '\n\n> WARNING: '

describe('recorded sessions replayed: what Claude Code loaded of MEMORY.md', () => {
  it('holds recorded cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(9)
  })

  it.each(cases)('%s', (_name, recorded) => {
    const budget = indexLoadBudget(recorded.text, limits)
    const dropped = droppedEntries(budget, limits).map((entry) => entry.line)
    if (recorded.loaded === null) {
      expect(budget.text).toBe('')
      return
    }
    const at = recorded.loaded.lastIndexOf(WARNING)
    const shown = at === -1 ? recorded.loaded : recorded.loaded.slice(0, at)
    const warning = at === -1 ? undefined : recorded.loaded.slice(at)
    expect(budget.text).toBe(shown)
    expect(budget.cut.by !== null).toBe(warning !== undefined)
    const cut = warning && /(\d+) of (\d+) lines were cut off, starting at line (\d+)/.exec(warning)
    if (cut) {
      expect(budget.measured.lines).toBe(Number(cut[2]))
      expect(budget.loaded.lines + 1).toBe(Number(cut[3]))
    }
    // DROPPED: the entries the frontmatter took, and those among the lines the session did not show.
    const seen = shown.split('\n').length - (budget.cut.truncatedLine ? 1 : 0)
    const unseen = budget.cut.by === null ? [] : budget.lines.slice(seen)
    const expected = [...budget.frontmatter, ...unseen]
      .filter((line) => isIndexEntry(line.text))
      .map((line) => line.line)
    expect(dropped).toEqual(expected)
  })
})

// What the write-time hook tells the agent about a memory it just wrote (SPEC §8.6): the checkable
// claims it found and the verify block to add, by the same rules as `claimcheck suggest` (§6.4),
// and the paths it names that do not exist: a claim false on the day it is written.
import type { Registry } from '@claimcheck/core'
import { blockLines, blockText, lintMemories } from './lint.js'

/** Longest line of the advice given at write time (SPEC §8.6): a line longer is read past. */
export const MAX_ADVICE_LINE = 300

export interface CheckAdvice {
  /** What checkable claim was found, in one line. */
  found: string
  /** The verify block to add, as YAML lines (with the `---` lines around it when the file has no frontmatter). */
  block: string
  /** True: the memory reads as a judgement, and `kind: none` is what to add. */
  judgement?: boolean
  /** The file has no frontmatter: the block comes with one to hold it. */
  frontmatter?: boolean
}

/** A path the memory names that no file of the project matches, and the one file with its name. */
export interface FalsePath {
  path: string
  moved?: string
}

export interface WriteAdvice {
  /** The check to add, for a memory that carries none. */
  check?: CheckAdvice
  /** Paths it names that do not exist under the project. */
  missing: FalsePath[]
  /** Names it places in a file that does not hold them (`` `syncAll` in src/sync.ts ``), from its inferred checks. */
  misplaced?: string[]
}

interface Setup {
  root: string
  memoryDir: string
  registry: Registry
}

/**
 * What to say of one memory file just written: the paths it names that are not there, and, when
 * `propose` (it carries no check), the block to add. With `draft`, the memory is that text, not
 * yet on disk (a Write the `--require` gate denies).
 */
export async function adviseOnWrite(
  file: string,
  setup: Setup,
  { draft, propose = true }: { draft?: string; propose?: boolean } = {},
): Promise<WriteAdvice> {
  const drafts = draft === undefined ? undefined : new Map([[file, draft]])
  const { fossils, findings, rotted } = await lintMemories([file], setup.memoryDir, setup.root, setup.registry, {
    drafts,
    writtenNow: true,
  })
  const missing = rotted.map(({ path, moved }) => ({ path, ...(moved ? { moved } : {}) }))
  const fossil = fossils[0]
  if (!fossil || !propose) return { missing }
  // A check whose line would be longer than a line of advice may be (a target path of 300
  // characters) is left out of the block: the advice's lines are each read whole or not at all.
  const checks = fossil.checks.filter((check) =>
    blockLines([check]).every((line) => line.length + 2 <= MAX_ADVICE_LINE),
  )
  if (checks.length === 0) return { missing }
  const bare = findings.some((finding) => finding.code === 'no-frontmatter')
  const block = blockText(checks)
  return {
    missing,
    check: {
      found: fossil.found,
      block: bare ? `---\n${block}\n---` : block,
      ...(fossil.judgement ? { judgement: true } : {}),
      ...(bare ? { frontmatter: true } : {}),
    },
  }
}

/**
 * The advice for one memory file with no check (or `kind: none` on a checkable claim); else none.
 * With `draft`, the memory is that text, not yet on disk (a Write the `--require` gate denies).
 */
export async function adviseChecks(file: string, setup: Setup, draft?: string): Promise<CheckAdvice | undefined> {
  return (await adviseOnWrite(file, setup, { draft })).check
}

// What the write-time hook tells the agent about a memory it just wrote (SPEC §8.6): the checkable
// claims it found and the verify block to add, by the same rules as `claimcheck suggest` (§6.4).
import type { Registry } from '@claimcheck/core'
import { blockText, lintMemories } from './lint.js'

export interface CheckAdvice {
  /** What checkable claim was found, in one line. */
  found: string
  /** The verify block to add, as YAML lines. */
  block: string
  /** True: the memory reads as a judgement, and `kind: none` is what to add. */
  judgement?: boolean
}

/**
 * The advice for one memory file with no check (or `kind: none` on a checkable claim); else none.
 * With `draft`, the memory is that text, not yet on disk (a Write the `--require` gate denies).
 */
export async function adviseChecks(
  file: string,
  setup: { root: string; memoryDir: string; registry: Registry },
  draft?: string,
): Promise<CheckAdvice | undefined> {
  const drafts = draft === undefined ? undefined : new Map([[file, draft]])
  const { fossils } = await lintMemories([file], setup.memoryDir, setup.root, setup.registry, { drafts })
  const fossil = fossils[0]
  if (!fossil) return undefined
  return { found: fossil.found, block: blockText(fossil.checks), ...(fossil.judgement ? { judgement: true } : {}) }
}

// "Nothing is checked" must never look like "all claims hold" (SPEC §6, §8.2): when memories exist
// and none carries a check, `check`, `context` and the SessionStart hook say so once, with the next
// step. The line is pure; how many memories `suggest` could give a check is counted by lint's rules.
import type { Registry } from '@claimcheck/core'

/** The reasons of a memory that carries no check: no verify block at all, or only `kind: none`. */
const UNCHECKED = /^(no verify block|no frontmatter|no counterpart \(judgement\))/

/**
 * True when there are memories, not one of them carries a check, and some have no verify block at
 * all (memories all marked `kind: none` were judged so on purpose).
 */
export function nothingChecked(memories: ReadonlyArray<{ status: string; reason: string }>): boolean {
  return (
    memories.some((m) => m.reason !== 'no counterpart (judgement)') &&
    memories.every((m) => m.status === 'unverifiable' && UNCHECKED.test(m.reason))
  )
}

export interface EmptyState {
  /** How many memories there are. */
  memories: number
  /** How many of them `claimcheck suggest` can give a check; unknown when not counted. */
  proposable?: number
}

const memoriesWord = (n: number) => `${n} ${n === 1 ? 'memory' : 'memories'}`

/** What suggest can do for them, in a clause. */
function nextStep({ memories, proposable }: EmptyState): string {
  if (proposable === undefined) return '`claimcheck suggest` proposes checks for the claims it can hold to the project'
  if (proposable === 0) return '`claimcheck suggest` finds no claim it can check on its own'
  const of = proposable === memories ? (memories === 1 ? 'it' : `all ${memories}`) : `${proposable} of them`
  return `\`claimcheck suggest\` can propose checks for ${of}`
}

/**
 * The line for a person (`check`) or for the agent (`context`, the SessionStart hook): a fact and
 * the next step, never an order.
 */
export function emptyStateLine(state: EmptyState, audience: 'person' | 'agent'): string {
  const none =
    state.memories === 1
      ? 'The one memory here carries no check'
      : `None of the ${memoriesWord(state.memories)} here carries a check`
  if (audience === 'person')
    return `${none}, so nothing was verified: ${nextStep(state)}, and the agent can add them as it writes (claimcheck's Claude Code plugin).`
  return `${none} (no verify block), so none was verified. ${nextStep(state)}; a memory written with a verify block is checked from then on.`
}

/** How many of these memory files `suggest` would give a check (judgements not counted). */
export async function countProposable(
  files: readonly string[],
  setup: { root: string; memoryDir: string; registry: Registry; timeoutSeconds?: number },
): Promise<number> {
  // Lint's rules are loaded only for a folder where nothing is checked.
  const { lintMemories } = await import('./lint.js')
  const { fossils } = await lintMemories(files, setup.memoryDir, setup.root, setup.registry, {
    timeoutSeconds: setup.timeoutSeconds,
  })
  return fossils.filter((fossil) => !fossil.judgement).length
}

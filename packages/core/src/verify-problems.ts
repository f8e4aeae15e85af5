// What is wrong with a verify block, found without running anything (SPEC §4): the reasons a run
// would hold the memory with before any check starts, for `claimcheck lint`.
import { validateOptions } from './options.js'
import type { Registry } from './registry.js'
import { readVerifyBlock } from './verify-block.js'

/** The reasons, in block order, as a run gives them; empty when every check could run. */
export async function verifyProblems(block: unknown, registry: Registry): Promise<string[]> {
  const problems: string[] = []
  for (const check of readVerifyBlock(block)) {
    if (check.problem !== undefined) {
      problems.push(`invalid verify block: ${check.problem}`)
      continue
    }
    if (check.kind === 'none') continue
    const entry = registry.get(check.kind as string)
    if (!entry) {
      problems.push(registry.missingReason(check.kind as string))
      continue
    }
    const validation = await validateOptions(entry.checker.options, check.options)
    if (!validation.ok) problems.push(`invalid verify block: ${check.label}: ${validation.problem}`)
  }
  return problems
}

/** Whether a verify block holds only `kind: none` checks: a judgement, with no machine check. */
export function onlyJudgements(block: unknown): boolean {
  const checks = readVerifyBlock(block)
  return checks.length > 0 && checks.every((check) => check.problem === undefined && check.kind === 'none')
}

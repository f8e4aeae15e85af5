// What a config that comes with the repository may reach (SPEC §10): folders inside the root only,
// and nothing that widens trust when it lies inside the memory dir, which agents write.
import { realpathSync } from 'node:fs'
import { ClaimcheckError, isInside, type CheckerEntry } from '@claimcheck/core'
import type { LoadedConfig } from '../config/load.js'
import { visible } from '../visible-text.js'

/**
 * A folder a config names must lie inside `within`: what a repository commits never widens what
 * claimcheck reads. The user's own command line (`escape`) may name any folder.
 */
export function confined(path: string, within: string, what: string, shown: string, escape: string): void {
  let real = path
  try {
    real = realpathSync.native(path)
  } catch {
    // A folder that does not exist yet is judged by its path.
  }
  if (!isInside(real, within)) {
    throw new ClaimcheckError(
      'CONFIG',
      `${what} must lie inside ${visible(within)}, not ${visible(shown)} (a config cannot widen what claimcheck reads; use ${escape})`,
    )
  }
}

/**
 * The settings of `entry` that widen trust, as given: `allow` of a checker that runs programs, and
 * those its checker declares (`widening`).
 */
export function wideningSettings(entry: CheckerEntry): string[] {
  const given = entry.settings
  if (given === null || typeof given !== 'object') return []
  const names = [...(entry.checker.resource === 'process' ? ['allow'] : []), ...(entry.checker.widening ?? [])]
  return names.filter((name) => (given as Record<string, unknown>)[name] !== undefined)
}

/** A config inside the memory dir could approve what the memories beside it do: it may widen nothing. */
export function refuseWideningFromMemoryDir(
  config: LoadedConfig | undefined,
  memoryDir: string,
  entries: readonly CheckerEntry[],
): void {
  if (config === undefined || memoryDir === '' || !isInside(config.dir, memoryDir)) return
  for (const entry of entries) {
    const [widening] = wideningSettings(entry)
    if (widening === undefined) continue
    throw new ClaimcheckError(
      'CONFIG',
      `${config.shown}: ${entry.label ?? entry.checker.meta.name}: setting '${widening}' is not read from a config inside the memory dir ${memoryDir}`,
    )
  }
}

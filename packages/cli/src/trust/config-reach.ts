// What a config that comes with the repository may reach (SPEC §10): folders inside the root only,
// and nothing that widens trust when it lies inside the memory dir, which agents write.
import { realpathSync } from 'node:fs'
import { dirname } from 'node:path'
import { ClaimcheckError, isInside, type CheckerEntry } from '@claimcheck/core'
import type { LoadedConfig } from '../config/load.js'
import { visible } from '../visible-text.js'

/**
 * A folder a config names must lie inside `within`: what a repository commits never widens what
 * claimcheck reads. The user's own command line (`escape`) may name any folder.
 */
export function confined(
  path: string,
  within: string,
  what: string,
  shown: string,
  escape: string,
  by = 'a config',
): void {
  let real = path
  try {
    real = realpathSync.native(path)
  } catch {
    // A folder that does not exist yet is judged by its path.
  }
  if (!isInside(real, within)) {
    throw new ClaimcheckError(
      'CONFIG',
      `${what} must lie inside ${visible(within)}, not ${visible(shown)} (${by} cannot widen what claimcheck reads; use ${escape})`,
    )
  }
}

/** How claimcheck names the memory dirs it finds on its own inside the repository (locate.ts). */
const FOUND_IN_REPOSITORY = new Set(['.claude/memory', './memory'])

/**
 * A memory dir found on its own inside the repository (`.claude/memory`, `./memory`) that is a link
 * out of it is refused as a config's `memoryDir` is: `suggest --write` would rewrite what it leads to.
 * `./memory` of a folder outside the root (the user's own `--root` elsewhere) is the user's choice.
 */
export function confinedFoundMemoryDir(found: { path: string; from: string }, root: string): void {
  if (!FOUND_IN_REPOSITORY.has(found.from)) return
  const realRoot = realpathSync.native(root)
  // Inside by its name (`.claude` itself may be the link out) or by its folder's real path.
  const folder = dirname(found.path)
  if (!isInside(folder, realRoot) && !isInside(realpathSync.native(folder), realRoot)) return
  let real = found.path
  try {
    real = realpathSync.native(found.path)
  } catch {
    return
  }
  confined(found.path, realRoot, found.from, `${found.from} -> ${real}`, 'the MEMORY_DIR argument', 'a repository')
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

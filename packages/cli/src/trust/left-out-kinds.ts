// A user-scope run that left out checkers a folder names (trust/folder-policy.ts: the folder's own
// code, or the http checker of a config not approved) cannot tell a kind those checkers serve from a
// typo: their memories are `unverifiable`, said so, never `stale` (a hook that cried wolf on every
// such kind would teach the agent to ignore it).
import { CHECKER_API_VERSION, type Checker, type CheckerEntry, type Registry } from '@claimcheck/core'
import { meta } from '../meta.js'

export const LEFT_OUT_REASON = 'not verified here: a hook that runs in every folder opened did not load its checker'

/** Takes any options: the checker that would have judged them was not loaded. */
const anyOptions: Checker['options'] = {
  '~standard': { version: 1, vendor: 'claimcheck', validate: (value) => ({ value }) },
}

function leftOut(kind: string): CheckerEntry {
  return {
    checker: {
      apiVersion: CHECKER_API_VERSION,
      kind,
      meta: { name: '@claimcheck/cli', version: meta.version },
      options: anyOptions,
      check: async () => ({ status: 'unverifiable', reason: LEFT_OUT_REASON }),
    },
    settings: {},
    source: 'not loaded (user scope)',
  }
}

/**
 * A checker a user-scope run loaded at a version its pin does not allow (SPEC §9.2): the project's
 * own version is not loaded here, and another one is never run in its place, so the memories of
 * its kind are `unverifiable`, with a reason naming both versions.
 */
export function pinnedOut(entry: CheckerEntry, range: string): CheckerEntry {
  const { kind, meta: checkerMeta } = entry.checker
  const reason = `not verified here: the config requires ${checkerMeta.name} ${range}, and a hook that runs in every folder opened has ${checkerMeta.version}`
  return {
    checker: {
      apiVersion: CHECKER_API_VERSION,
      kind,
      meta: { name: checkerMeta.name, version: checkerMeta.version },
      options: anyOptions,
      check: async () => ({ status: 'unverifiable', reason }),
    },
    settings: {},
    source: entry.source,
    label: entry.label,
  }
}

/** The registry, where a kind with no checker is one of those left out. */
export function withLeftOutKinds(registry: Registry): Registry {
  return {
    get: (kind) => registry.get(kind) ?? leftOut(kind),
    entries: () => registry.entries(),
    missingReason: (kind) => registry.missingReason(kind),
  }
}

// What a memory with no verify block was found to be held to at hand-over (SPEC §6.4.1), as plain
// data every format shows: each inferred check, the memory's age, how much a named path changed.

export type InferredStatus = 'fresh' | 'stale'

export interface FileChanges {
  /** Commits that touched the path since the memory's age. */
  commits: number
  /** The date they are counted from: the memory's age. */
  since: string
}

export interface MemoryAge {
  /** When the memory was written, as an ISO date and time. */
  since: string
  from: 'modified' | 'commit' | 'mtime'
}

export interface InferredCheck {
  /** What the memory claims, as it wrote it: `src/old.ts`, `` `syncAll` in src/sync.ts ``. */
  claim: string
  status: InferredStatus
  reason: string
  /** The project file (or folder) the claim is about, relative to the root. */
  path: string
  /** How much that path changed since the memory was written (a fact, not a status). */
  changes?: FileChanges
  /** The name a check looked for in `path`, when it is a check on a name. */
  name?: string
  /**
   * Every path a failed check stands for when one commit removed several the memory names (`path` first),
   * the others the memory names in a gone folder said as that folder among them.
   */
  paths?: string[]
  /** The gone folder a failed check on a path stands for, when the memory names more paths there. */
  folder?: string
}

/** What a report of a memory carries of its inferred checks. */
export interface InferredFacts {
  /** Every inferred check of a memory with no verify block, passing ones too. */
  inferred?: InferredCheck[]
  age?: MemoryAge
}

/** What a failed inferred check is (config `inferred`): a warning (default), a failure, or not looked for. */
export type InferredMode = 'warn' | 'error' | 'off'

/** The failed inferred checks of a memory. */
export const staleInferred = (report: InferredFacts): InferredCheck[] =>
  report.inferred?.filter((check) => check.status === 'stale') ?? []

/** True when a memory has an inferred check that failed. */
export const hasStaleInferred = (report: InferredFacts) => staleInferred(report).length > 0

/** Reasons said in one line at most: a memory naming hundreds of gone paths is said in a line, the rest counted. */
const MAX_REASONS_SAID = 3

/** The failed inferred checks' reasons in one phrase: `names a, …; names b, …`, and how many more. */
export function inferredPhrase(report: InferredFacts, shown: (text: string) => string = (text) => text): string {
  const reasons = staleInferred(report).map((check) => shown(check.reason))
  const said = reasons.slice(0, MAX_REASONS_SAID).join('; ')
  const more = reasons.length - MAX_REASONS_SAID
  return more > 0 ? `${said}; and ${more} more ${more === 1 ? 'claim' : 'claims'} no longer hold` : said
}

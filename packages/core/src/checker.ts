// The Checker contract: the one interface third-party checkers build against.
// Change it only with a new `apiVersion`.
import type { StandardSchemaV1 } from '@standard-schema/spec'

/** The contract version a checker is built for. The runner refuses any other. */
export const CHECKER_API_VERSION = 1

/** `fresh`: the claim holds. `stale`: it does not (or cannot be trusted). `unverifiable`: nothing to check. */
export type Status = 'fresh' | 'stale' | 'unverifiable'

export interface CheckResult {
  status: Status
  reason: string
}

/** The runner's concurrency lane: local files, child processes, or the network. */
export type Lane = 'fs' | 'process' | 'network'

/** Any Standard Schema (valibot, zod, arktype, ...) that validates one check's options strictly. */
export type OptionsSchema<O> = StandardSchemaV1<unknown, O>

export interface CheckContext {
  /** Real path of the folder relative targets resolve against. */
  root: string
  /** Real path of the folder holding the memory files. */
  memoryDir: string
  /**
   * Resolves a target as written in a memory file (relative to the root, `~/`, or absolute),
   * follows symlinks, and enforces confinement: throws a stale error
   * `target outside root: <target>` when the result lies outside the root and the memory dir.
   */
  resolveTarget(target: string): Promise<string>
  /** `resolveTarget`, answered synchronously (for `checkSync`). */
  resolveTargetSync(target: string): string
  /** The absolute path a target names, without following symlinks and without confinement. */
  targetPath(target: string): string
  /** Whether an absolute, already resolved path lies inside the root, the memory dir or an allowed place. */
  isAllowed(resolvedPath: string): boolean
  /** Aborted when the check's time runs out; a checker should stop its work then. */
  signal: AbortSignal
  /** The check's time budget in milliseconds. */
  timeoutMs: number
  /** Options given to this checker in the config. */
  config: Readonly<Record<string, unknown>>
  /**
   * A map that lives for one run and is shared by all its checks, so a checker can look at each
   * distinct target once per run. Prefix keys with the checker's kind.
   */
  runCache: Map<string, unknown>
}

export interface Checker<O = any> {
  apiVersion: typeof CHECKER_API_VERSION
  /** The `kind` of check it answers. */
  kind: string
  /** Its package, recorded in every report as `name@version`. */
  meta: { name: string; version: string }
  /** Validates one check's options; must refuse unknown keys. */
  options: OptionsSchema<O>
  /** Concurrency lane; `fs` when absent. */
  resource?: Lane
  /** Identity of a check: checks with the same key run once per run (see `dedupesItself`). */
  key?(options: O): string
  check(options: O, ctx: CheckContext): Promise<CheckResult>
  /**
   * Optional fast path: the answer when it can be had at once from local metadata (a stat, a small
   * read), else `undefined` to have `check` run. The runner tries it first; no timer runs around
   * it, so it must never wait on anything slow.
   */
  checkSync?(options: O, ctx: CheckContext): CheckResult | undefined
  /**
   * True when `checkSync` answers identical checks alike and at little cost, from what it keeps in
   * `runCache`: the runner then asks it for each check instead of keeping a report of every
   * distinct check to the end of the run. Otherwise identical checks share one answer. Either
   * way, identical checks that need `check` share one run of it.
   */
  dedupesItself?: boolean
}

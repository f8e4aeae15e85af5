// The Checker contract: the one interface third-party checkers build against (SPEC §9.3).
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

/**
 * The runner's concurrency lane: local files, child processes, or the network. A check in the
 * `process` lane starts programs: the host runs it only when the project or the user approved it.
 */
export type Lane = 'fs' | 'process' | 'network'

/** Any Standard Schema (valibot, zod, arktype, ...) that validates one check's options strictly. */
export type OptionsSchema<O> = StandardSchemaV1<unknown, O>

/** What is at a path, symlinks followed. */
export interface FileInfo {
  /** `other`: a FIFO, socket or device, which a check must never open. */
  type: 'file' | 'directory' | 'other'
  /** Size in bytes. */
  size: number
}

/** The start of a regular file, decoded as UTF-8. */
export interface FileText {
  text: string
  /** How many bytes `text` was decoded from. */
  bytes: number
  /** True when the file holds more than was read. */
  truncated: boolean
}

/**
 * The host's reads of resolved targets. Each distinct path is read once per run for every
 * checker; a checker asks for what it needs and never keeps its own copies.
 */
export interface TargetFiles {
  /** What is at `path`; undefined when nothing is (ENOENT, ENOTDIR). Other failures throw an error with its `code`. */
  stat(path: string): Promise<FileInfo | undefined>
  /**
   * At most the first `maxBytes` bytes of the regular file at `path`. Throws an error with its
   * `code` when it cannot be read (`ENOENT`, `EACCES`, `EISDIR`, `ENOTFILE` for a FIFO or device).
   */
  read(path: string, maxBytes: number): Promise<FileText>
}

export interface ResolveOptions {
  /** False: resolve every folder on the way but not the last name, so a symlink is its own path. */
  followLink?: boolean
}

export interface CheckContext {
  /** Real path of the folder relative targets resolve against. */
  root: string
  /** Real path of the folder holding the memory files. */
  memoryDir: string
  /**
   * Resolves a target as written in a memory file (relative to the root, `~/`, or absolute),
   * follows symlinks, and enforces confinement: rejects with a stale error
   * `target outside root: <target>` when the result lies outside the root, the memory dir and
   * the places config `allowOutside` opens. A target that does not exist resolves to where it would be.
   */
  resolveTarget(target: string, options?: ResolveOptions): Promise<string>
  /** Reads of resolved targets, shared by every check of the run. */
  files: TargetFiles
  /** Aborted when the check's time runs out; a checker should stop its work then. */
  signal: AbortSignal
  /** The check's time budget in milliseconds. */
  timeoutMs: number
  /** Settings given to this checker in the config. */
  config: Readonly<Record<string, unknown>>
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
  /** Identity of a check: checks with the same key run once per run (the options, when absent). */
  key?(options: O): string
  check(options: O, ctx: CheckContext): Promise<CheckResult>
}

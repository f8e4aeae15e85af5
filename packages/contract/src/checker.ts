// The Checker contract: the one interface every checker builds against, first-party or not
// (SPEC §9.3). Change it only with a new `apiVersion` and a new major version of this package.
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
 * `process` lane starts programs: the host runs it only when the project or the user approved the
 * program it describes. A check in the `network` lane never runs under `--offline`.
 */
export type Lane = 'fs' | 'process' | 'network'

/** Any Standard Schema (valibot, zod, arktype, ...) that validates strictly: unknown keys refused. */
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

/** How a pattern is read: RE2 syntax, as `grep` reads it (SPEC §5.3). */
export interface PatternOptions {
  /** Any of `i` (ignore case), `m` (`^` and `$` at line ends), `s` (`.` matches a newline); `u` is accepted and changes nothing. */
  flags?: string
  /** True: the pattern is a literal string. */
  fixed?: boolean
}

/** A compiled pattern, searched within the check's time. */
export interface Pattern {
  /**
   * Whether the pattern occurs in `text`. A long search runs off the main thread and is abandoned
   * when the check's time runs out: it then rejects with the check's `timed out after Ns`.
   */
  test(text: string): Promise<boolean>
}

export interface CheckContext<S = Record<string, unknown>> {
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
  /**
   * Compiles a pattern for bounded matching (a linear-time engine, RE2's syntax). Throws a stale
   * error `invalid pattern: <what RE2 refuses>` for a pattern it cannot run.
   */
  pattern(source: string, options?: PatternOptions): Pattern
  /**
   * Aborted when the check's time runs out; a checker should stop its work then. Past that time
   * every answer, an error included, reads `timed out after Ns`.
   */
  signal: AbortSignal
  /** The check's time budget in milliseconds. */
  timeoutMs: number
  /** This checker's settings from the config, as its `settings` schema gave them back; `{}` without one. */
  settings: Readonly<S>
  /** True under `--offline`: make no request. (The host never runs a `network`-lane check then.) */
  offline: boolean
  /** True under `--no-cache`: use no result kept from an earlier run, and keep none. */
  noCache: boolean
  /**
   * Runs the program this check's `program(options)` described, exactly that (a `process`-lane
   * checker only): in a process group of its own, with a minimal environment (`PATH`, `HOME`,
   * `LANG`, `TERM` and the names `env` lists), no stdin, bounded output, and killed with its whole
   * group when the check's time runs out. A `cwd` outside the root rejects with a stale
   * `target outside root: <cwd>`; one that is not there, `missing: <cwd>`; one that is no folder,
   * `cwd is not a folder: <cwd>`.
   */
  run(options?: ProgramOptions): Promise<ProgramResult>
  /**
   * Tells the user something no status can say, such as a file the checker keeps for the user not
   * used (`notUsedWarning`): said once a run however often it is called, on stderr and, in a Claude
   * Code hook, in the hook's system message. Optional: a host older than contract 1.1 has none.
   */
  warn?(message: string): void
}

/** How the host runs a check's program (`ctx.run`). */
export interface ProgramOptions {
  /** Names of variables passed on from claimcheck's environment besides `PATH`, `HOME`, `LANG` and `TERM`. */
  env?: readonly string[]
  /** Most bytes kept of stdout (its start) and of stderr (its end); 1 MiB when absent, at most 64 MiB. */
  maxOutputBytes?: number
}

/** What came of running a check's program. */
export interface ProgramResult {
  /** Its exit code; undefined when a signal ended it, it could not start, or it timed out. */
  exitCode: number | undefined
  /** The signal that ended it (`SIGKILL`), when one did. */
  signal: string | undefined
  /** Why it could not start (`ENOENT`, `EACCES`, `ENOEXEC`), when it could not. */
  notStarted: string | undefined
  /** The start of its stdout, decoded as UTF-8: at most `maxOutputBytes` bytes. */
  stdout: string
  /** True when stdout held more than was kept. */
  stdoutTruncated: boolean
  /** The end of its stderr, decoded as UTF-8: at most `maxOutputBytes` bytes. */
  stderr: string
  /** True when stderr held more than was kept. */
  stderrTruncated: boolean
  /**
   * True when the check's time ran out and the host killed the program's group. Whatever the
   * checker answers then, the check is `stale` `timed out after Ns`.
   */
  timedOut: boolean
}

/**
 * What a check in the `process` lane will run, as the trust gate matches it against allow entries
 * and `claimcheck trust` shows it for approval (SPEC §5.5).
 */
export interface Program {
  /** A shell command line (run by `/bin/sh -c`), or a program and its arguments (run with no shell). */
  command: string | readonly string[]
  /** The folder it runs in, as the check names it; the root when absent. */
  cwd?: string
}

/** What a checker tells people about itself: `claimcheck checkers`, SARIF rules and hints show it. */
export interface CheckerDocs {
  /** What a check of this kind verifies, in one sentence. */
  description: string
  /** Where its documentation lives. */
  url?: string
}

export interface Checker<O = any, S = any> {
  apiVersion: typeof CHECKER_API_VERSION
  /** The `kind` of check it answers. */
  kind: string
  /** Its package, recorded in every report as `name@version`, and what it checks. */
  meta: { name: string; version: string; docs?: CheckerDocs }
  /** Validates one check's options; must refuse unknown keys. */
  options: OptionsSchema<O>
  /**
   * Validates the settings a config gives this checker (`[name, settings]`); must refuse unknown
   * keys and answer at once. Without it, any settings are a config error.
   */
  settings?: OptionsSchema<S>
  /**
   * The names of its settings that widen what it runs, reads or asks of the network (`env`,
   * `allowPrivate`): the host uses them only where a config may widen trust, and `claimcheck
   * trust` shows them before a user-scope hook uses them. (`allow`, the programs a project
   * reviewed, is the host's setting for every `process`-lane checker, and always widens.)
   */
  widening?: readonly string[]
  /** Concurrency lane; `fs` when absent. Anything else is refused when the checker is loaded. */
  resource?: Lane
  /** Identity of a check: checks with the same key run once per run (the options, when absent). */
  key?(options: O): string
  /** Required in the `process` lane: what a check with these options will run. */
  program?(options: O): Program
  check(options: O, ctx: CheckContext<S>): Promise<CheckResult>
}

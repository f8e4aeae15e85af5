// What claimcheck reads of where it runs: the folder, the environment variables, the home folder.
// Every layer takes it; it depends on nothing.

export interface Environment {
  cwd: string
  env: NodeJS.ProcessEnv
  home?: string
  /** Claude Code's managed policy settings file, when not where its documentation puts it (tests). */
  managedSettings?: string
  /** Where warnings go (a settings file that cannot be read, say). */
  warn(message: string): void
  /**
   * Where a warning for the user's own eyes goes: one of claimcheck's own files not used, a
   * checker's `ctx.warn`. A hook says it in its system message too; `warn` when absent.
   */
  notice?(message: string): void
}

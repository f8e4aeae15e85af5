// Kept apart from main.ts, so that the bin can name a run's command without loading the program.
/** The commands of the command line; a first word that is none of them runs `check`, the default. */
export const COMMAND_NAMES = [
  'check',
  'context',
  'checkers',
  'index',
  'hook',
  'trust',
  'stats',
  'lint',
  'suggest',
  'init',
] as const

export type CommandName = (typeof COMMAND_NAMES)[number]

/** Whether `word` names a command. */
export const isCommandName = (word: string | undefined): word is CommandName =>
  (COMMAND_NAMES as readonly (string | undefined)[]).includes(word)

/** First words that print the version, and those that print the help. */
export const VERSION_WORDS: readonly (string | undefined)[] = ['--version', '-v', '-V']
export const HELP_WORDS: readonly (string | undefined)[] = ['--help', '-h', 'help']

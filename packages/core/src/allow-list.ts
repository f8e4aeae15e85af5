// Which programs an allow list (a `process`-lane checker's `allow` setting) lets run (SPEC §5.5). An entry matches a
// program word by word, as the shell would split its command line: `*` stands for characters
// inside a word, or alone for further whole words, but never for shell syntax. A command line
// holding syntax (`;`, `|`, `&`, `$`, a backquote, parentheses, redirections, a newline, a
// comment) or a word the shell would expand (`*`, `?`, `[`, braces, a leading `~`) is matched only
// by an entry that is exactly that line. An `argv` is matched element by element, no shell.
import type { Program } from '@claimcheck/contract'

/** A word as the shell reads it, and which of its characters were outside quotes. */
interface Word {
  text: string
  /** For each character of `text`, whether it was unquoted (and so special to the shell). */
  unquoted: boolean[]
}

type Split = { words: Word[] } | { syntax: string }

const OPERATORS = new Set([';', '&', '|', '(', ')', '<', '>', '\n'])
/** Unquoted, these make the shell expand a word into something other than its text. */
const EXPANDING = new Set(['*', '?', '[', ']', '{', '}'])

/** Splits a command line into words as `sh` would, or says which shell syntax it holds. */
function splitWords(line: string): Split {
  const words: Word[] = []
  let word: Word | undefined
  const add = (char: string, unquoted: boolean) => {
    word ??= { text: '', unquoted: [] }
    word.text += char
    word.unquoted.push(unquoted)
  }
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string
    if (char === ' ' || char === '\t') {
      if (word) words.push(word)
      word = undefined
    } else if (OPERATORS.has(char)) return { syntax: char === '\n' ? 'a newline' : `'${char}'` }
    else if (char === '$' || char === '`') return { syntax: `'${char}' (a substitution)` }
    else if (char === '#' && word === undefined) return { syntax: "'#' (a comment)" }
    else if (char === '\\') {
      const next = line[++i]
      if (next === undefined || next === '\n') return { syntax: 'a trailing backslash' }
      add(next, false)
    } else if (char === "'") {
      const end = line.indexOf("'", i + 1)
      if (end === -1) return { syntax: 'an unclosed quote' }
      word ??= { text: '', unquoted: [] }
      for (const quoted of line.slice(i + 1, end)) add(quoted, false)
      i = end
    } else if (char === '"') {
      word ??= { text: '', unquoted: [] }
      for (i++; line[i] !== '"'; i++) {
        const quoted = line[i]
        if (quoted === undefined) return { syntax: 'an unclosed quote' }
        if (quoted === '$' || quoted === '`') return { syntax: `'${quoted}' (a substitution)` }
        if (quoted === '\\' && ['$', '`', '"', '\\', '\n'].includes(line[i + 1] as string)) {
          if (line[i + 1] === '\n') return { syntax: 'a newline' }
          add(line[++i] as string, false)
        } else add(quoted, false)
      }
    } else add(char, true)
  }
  if (word) words.push(word)
  return { words }
}

/** Whether the shell runs a word as its text: no pathname, brace or tilde expansion. */
const runsAsWritten = (word: Word) =>
  !word.unquoted.some(
    (unquoted, i) => unquoted && (EXPANDING.has(word.text[i] as string) || (i === 0 && word.text[0] === '~')),
  )

/** One word of an entry: a literal, a pattern (`*` inside a word), or `*` alone (any further words). */
type EntryWord = { rest: true } | { rest: false; matches: (word: string) => boolean; wild: boolean }

function entryWord(word: Word): EntryWord {
  if (word.text === '*' && word.unquoted[0]) return { rest: true }
  const wild = word.unquoted.some((unquoted, i) => unquoted && word.text[i] === '*')
  if (!wild) return { rest: false, wild, matches: (text) => text === word.text }
  const source = [...word.text]
    .map((char, i) => (char === '*' && word.unquoted[i] ? '[\\s\\S]*' : char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('')
  const pattern = new RegExp(`^${source}$`)
  return { rest: false, wild, matches: (text) => pattern.test(text) }
}

/** Whether `entry` words match `words` from `e` and `w` on: `*` alone takes any number of whole words. */
function matchFrom(entry: readonly EntryWord[], words: readonly string[], e = 0, w = 0): boolean {
  if (e === entry.length) return w === words.length
  const wanted = entry[e] as EntryWord
  if (wanted.rest) {
    for (let take = w; take <= words.length; take++) if (matchFrom(entry, words, e + 1, take)) return true
    return false
  }
  return w < words.length && wanted.matches(words[w] as string) && matchFrom(entry, words, e + 1, w + 1)
}

/** Why an entry cannot be used (a config error), or undefined for a good one. */
export function allowEntryProblem(entry: string): string | undefined {
  if (!entry.includes('*')) return undefined
  const split = splitWords(entry)
  if ('syntax' in split)
    return `'${entry}' holds ${split.syntax}: an entry with * must be plain words (list such a command exactly, without *)`
  const words = split.words.map(entryWord)
  const program = words[0]
  if (program && (program.rest || program.wild)) return `'${entry}' leaves the program to a wildcard: write it out`
  return undefined
}

/** A test of programs against allow entries; an entry `allowEntryProblem` refuses matches nothing. */
export function allowList(entries: readonly string[]): (program: Program) => boolean {
  const parsed = entries
    .filter((entry) => allowEntryProblem(entry) === undefined)
    .map((entry) => {
      const split = splitWords(entry)
      const words = 'words' in split ? split.words.map(entryWord) : undefined
      // Only an entry with no wildcard stands for its line exactly, shell syntax and all.
      const exact = words === undefined || words.every((word) => !word.rest && !word.wild)
      return { entry, exact, words }
    })
  return ({ command }) => {
    let words: readonly string[]
    if (typeof command === 'string') {
      if (parsed.some(({ entry, exact }) => exact && entry === command)) return true
      const split = splitWords(command)
      if ('syntax' in split || !split.words.every(runsAsWritten)) return false
      words = split.words.map((word) => word.text)
    } else words = command
    return parsed.some(({ words: entry }) => entry !== undefined && matchFrom(entry, words))
  }
}

/** Whether an argument needs quoting to read as one word. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/

/**
 * A program as one line, for people and test names: a command line as written; an argv with each
 * element quoted as the shell would need it, so `['test -f x/evil.sh']` never reads as three words.
 */
export function programLine({ command }: Program): string {
  if (typeof command === 'string') return command
  return command.map((arg) => (PLAIN_WORD.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ')
}

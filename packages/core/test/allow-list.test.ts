// a checker's `allow` setting matched word by word, never across shell syntax (SPEC §5.5): with the
// README's own entries, what runs and what is held.
import { describe, expect, it } from 'vitest'
import { allowEntryProblem, allowList, programLine } from '../src/index.ts'

const allowed = allowList(['test -f *', 'git ls-files *', 'git --version', 'make check && echo done'])
const line = (command: string) => allowed({ command })
const argv = (...command: string[]) => allowed({ command })

describe('a command line is matched as the shell splits it', () => {
  it.each([
    'test -f data/x.txt',
    'test -f data/x.txt data/y.txt',
    "test -f 'a file with spaces.txt'",
    'test -f "quoted.txt"',
    'test  -f   spaced.txt',
    'git ls-files --error-unmatch scripts/batch.sh',
    'git --version',
    // An entry without * is matched exactly, shell syntax and all: the project wrote it out.
    'make check && echo done',
  ])('runs: %s', (command) => {
    expect(line(command)).toBe(true)
  })

  it.each([
    ['a command after ;', 'test -f x; touch planted'],
    ['a command after a newline', 'test -f x\ntouch planted'],
    ['a pipe', 'test -f x | sh'],
    ['&&', 'test -f x && touch planted'],
    ['a background job', 'test -f x & touch planted'],
    ['a command substitution', 'git ls-files $(id)'],
    ['backquotes', 'git ls-files `id`'],
    ['a variable', 'test -f $HOME/x'],
    ['a substitution inside double quotes', 'test -f "$(id)"'],
    ['a redirection', 'test -f x > planted'],
    ['an input redirection', 'test -f x < /etc/passwd'],
    ['a subshell', 'test -f (x)'],
    ['a comment hiding nothing is still not a plain word', 'test -f x #'],
    ['a glob the shell would expand', 'test -f *'],
    ['a tilde the shell would expand', 'test -f ~/x'],
    ['braces', 'test -f {a,b}'],
    ['an unclosed quote', "test -f 'x"],
    ['a near miss', 'test -e x'],
    ['an assignment before the program', 'PATH=. test -f x'],
    ['nothing after an exact entry', 'git --version; id'],
  ])('is held: %s', (_, command) => {
    expect(line(command)).toBe(false)
  })
})

describe('an argv is matched element by element, argv[0] exactly', () => {
  it('runs when each element matches', () => {
    expect(argv('test', '-f', 'data/x.txt')).toBe(true)
    // No shell reads an argv: these are plain arguments.
    expect(argv('test', '-f', 'x; touch planted')).toBe(true)
    expect(argv('git', '--version')).toBe(true)
  })

  it('a program in a folder named like an allowed command does not run', () => {
    expect(argv('test -f x/evil.sh')).toBe(false)
    expect(argv('test -f', 'x')).toBe(false)
    expect(argv('./test', '-f', 'x')).toBe(false)
  })
})

describe('entries', () => {
  it('* inside a word stands for characters of that word only', () => {
    const within = allowList(['test -f data/*.txt'])
    expect(within({ command: 'test -f data/a.txt' })).toBe(true)
    expect(within({ command: 'test -f data/a.txt other.txt' })).toBe(false)
    expect(within({ command: ['test', '-f', 'data/sub/a.txt'] })).toBe(true)
  })

  it('a quoted * in an entry is a literal star', () => {
    const literal = allowList(["grep -q 'a*b' notes.txt"])
    expect(literal({ command: "grep -q 'a*b' notes.txt" })).toBe(true)
    expect(literal({ command: "grep -q 'axxb' notes.txt" })).toBe(false)
  })

  it.each([
    ['*', "'*' leaves the program to a wildcard: write it out"],
    ['te* -f x', "'te* -f x' leaves the program to a wildcard: write it out"],
    [
      'test -f *; echo',
      "'test -f *; echo' holds ';': an entry with * must be plain words (list such a command exactly, without *)",
    ],
  ])('%s is refused: %s', (entry, problem) => {
    expect(allowEntryProblem(entry)).toBe(problem)
    expect(allowList([entry])({ command: 'test -f x' })).toBe(false)
  })

  it('exact entries and plain patterns are good', () => {
    expect(['test -f *', 'git ls-files *', 'make check && echo done', 'true'].map(allowEntryProblem)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe('programLine', () => {
  it('shows an argv so that one element never reads as several words', () => {
    expect(programLine({ command: ['test -f x/evil.sh'] })).toBe("'test -f x/evil.sh'")
    expect(programLine({ command: ['git', 'ls-files', "it's"] })).toBe("git ls-files 'it'\\''s'")
    expect(programLine({ command: 'test -f a; b' })).toBe('test -f a; b')
  })
})

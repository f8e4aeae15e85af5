// Text from outside (memory names, reasons, folder names, config values, server responses) as it
// may be shown: on one line, with every character that could move the cursor, recolour a terminal,
// reorder what is seen or start a new line made visible, and no GitHub workflow command in it
// (SPEC §10). The runner obeys `::command` at the start of a line and `##[command]` anywhere in one.

/** C0 and C1 controls, DEL, line and paragraph separators, and the invisible marks that reorder or hide text. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|##\[/g

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\u001b': '\\e', '##[': '#\\x23[' }

const shown = (found: string) => {
  const code = found.charCodeAt(0)
  return NAMED[found] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`)
}

/** One line, every control character written out: a line break as `\n`, ESC as `\e`, U+202E as `\u{202e}`. */
export function visible(text: string): string {
  return text.replace(UNSAFE, shown)
}

/** Whether `text` holds a control character other than a tab (`trust` approves no such command). */
export const holdsControls = (text: string) =>
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/.test(text)

/** What JSON leaves as it is but a terminal or a runner would obey: C1 controls, DEL, marks that reorder, `##[`. */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|#(?=#\[)/g

/**
 * JSON text as it may be printed to a terminal or where a CI runner reads it: the same data (a
 * parser reads `\u202e` back as U+202E, `\u0023` as `#`), with nothing a terminal or runner obeys.
 */
export const jsonForLogs = (json: string) =>
  json.replace(UNSAFE_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * A message of one line or more, for stderr: each line made visible, and a line that would begin
 * with `::` (a line break the message carried from outside) written so no runner obeys it.
 */
export const linesForLogs = (text: string) =>
  text
    .split('\n')
    .map((line) => visible(line).replace(/^(\s*)::/, '$1\\x3a:'))
    .join('\n')

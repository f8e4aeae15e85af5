// Text from outside (memory names, reasons, folder names, config values, server responses) as it
// may be shown: on one line, with every character that could move the cursor, recolour a terminal,
// reorder what is seen or start a new line made visible (SPEC §10).

/** C0 and C1 controls, DEL, line and paragraph separators, and the invisible marks that reorder or hide text. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\u001b': '\\e' }

const shown = (char: string) => {
  const code = char.charCodeAt(0)
  return NAMED[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`)
}

/** One line, every control character written out: `a\nb` as `a\nb`, ESC as `\e`, U+202E as `\u{202e}`. */
export function visible(text: string): string {
  return text.replace(UNSAFE, shown)
}

/** Whether `text` holds a character `visible` would write out, a tab aside. */
export const holdsControls = (text: string) =>
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/.test(text)

// Text from outside (a memory's command, a file name) as a person is shown it: every control
// character made visible, so a `\r` or an escape sequence cannot make a terminal show one thing
// while another is approved (SPEC §5.5, §10).

/** C0 and C1 controls, DEL, and the format characters that reorder or hide text (bidi controls, line separators). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu

const NAMED: Record<string, string> = {
  '\0': '\\0',
  '\u0007': '\\a',
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\u000b': '\\v',
  '\f': '\\f',
  '\r': '\\r',
  '\u001b': '\\e',
}

const escaped = (char: string) => {
  const code = char.codePointAt(0) as number
  return NAMED[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`)
}

/**
 * The text with its control characters written out (`\r`, `\e`, `\x85`, `\u{202e}`). In a text
 * that has any, backslashes are doubled too, so the escapes cannot be mistaken for the text.
 */
export function visibleText(text: string): string {
  CONTROL.lastIndex = 0
  if (!CONTROL.test(text)) return text
  return text.replace(/\\/g, '\\\\').replace(CONTROL, escaped)
}

/** Whether the text holds a control character other than a tab: what `trust` never approves. */
export function holdsControl(text: string): boolean {
  return [...text.matchAll(CONTROL)].some(([char]) => char !== '\t')
}

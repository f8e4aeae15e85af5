// Escaping for the formats that are markup (JUnit's XML, the HTML page) and for GitHub's workflow
// commands: what a memory file says can never close a tag or start a command.

/** Characters XML 1.0 does not allow at all (most controls): shown as U+FFFD. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** One line of text: line breaks and other controls become spaces. */
export const flat = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')

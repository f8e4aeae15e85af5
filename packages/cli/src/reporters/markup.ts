// Escaping for the formats that are markup (JUnit's XML, the HTML page): what a memory file says
// can never close a tag, start a line or a CI runner's command (SPEC §10).
import { visible } from '../visible-text.js'

/** The two characters XML 1.0 does not allow that `visible` leaves: shown as U+FFFD. */
const NOT_XML = /[\ufffe\uffff]/g

/** Text for an XML or HTML document, element or attribute: control characters made visible first. */
export function xmlText(text: string): string {
  return visible(text)
    .replace(NOT_XML, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

// One place for what every command's JSON shares and for `--all`'s sections (SPEC §6): a document
// is `schemaVersion`, its head (tool, root) and the body of one memory dir; under `--all` the
// bodies become `sections`, each naming how its dir was found, the head said once.
import { jsonForLogs, visible } from '../visible-text.js'

export const REPORT_SCHEMA_VERSION = 1

type Fields = object

const json = (value: unknown) => `${jsonForLogs(JSON.stringify(value, null, 2))}\n`

/** One memory dir's document. */
export function jsonDocument(head: Fields, body: Fields): string {
  return json({ schemaVersion: REPORT_SCHEMA_VERSION, ...head, ...body })
}

/** `--all`: the head (and a summary of them all, where the command has one), then a section a dir. */
export function jsonSections(
  head: Fields,
  sections: ReadonlyArray<{ from: string | undefined; body: Fields }>,
): string {
  return json({
    schemaVersion: REPORT_SCHEMA_VERSION,
    ...head,
    sections: sections.map(({ from, body }) => ({ from, ...body })),
  })
}

/** `--all` in text: the line that opens a memory dir's section. */
export const textSectionHeading = (memoryDir: string, from: string) => `== ${visible(memoryDir)} (${visible(from)})`

/** `--all` in markdown (`context`): the heading of a memory dir's section. */
export const markdownSectionHeading = (memoryDir: string, from: string) => `# ${visible(memoryDir)} (${visible(from)})`

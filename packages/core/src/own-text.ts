// Strings a run keeps to its end (what reports show, the identities of checks) are kept each in
// one piece of its own: the engine keeps the whole text a string was cut from alive, and every
// part of a string joined from parts.

/** The same text, as a string that shares no memory with any other (shorter ones always are). */
export const ownText = (text: string): string =>
  text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string)

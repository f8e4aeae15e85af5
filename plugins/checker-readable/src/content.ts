// "Has content": what `readable` means by a file that says something (SPEC §5.2), and
// `symlink-strict` with it (§5.4).

/** How much of a file is read to decide whether it has content. */
export const CONTENT_PROBE_BYTES = 4096

/**
 * Whether text holds something other than white space (Unicode's: a no-break space is white space
 * too). A file holding one newline passes `[ -s ]` and a first-byte read, and still is empty.
 */
export const hasContent = (text: string): boolean => /\S/.test(text)

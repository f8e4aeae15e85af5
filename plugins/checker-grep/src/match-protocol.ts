// What the grep checker and its matching worker say to each other.

export interface MatchFile {
  /** Absolute path to read. */
  path: string
  /** The file as reasons name it. */
  display: string
}

export interface MatchRequest {
  source: string
  flags: string
  fixed: boolean
  absent: boolean
  /** The pattern as reasons show it: `/<p>/`. */
  shown: string
  files: MatchFile[]
  /** Skip files with a NUL byte in their first 8 KiB (directory and glob searches). */
  skipBinary: boolean
  /** Name the file in a match reason (directory and glob searches). */
  nameFile: boolean
  maxFileBytes: number
  /** The run the search belongs to: a worker keeps what it read for one run only. */
  runId: string
}

export interface MatchOutcome {
  status: 'fresh' | 'stale'
  reason: string
}

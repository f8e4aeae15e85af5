// A program named without a folder is looked up on PATH, from the folder it runs in: a relative
// entry there (empty, `.`, `bin`) lets a file the repository commits stand in for it.
import { delimiter, isAbsolute } from 'node:path'

/** `path` (a PATH value) with only its absolute entries; undefined stays undefined. */
export function absoluteSearchPath(path: string | undefined): string | undefined {
  if (path === undefined) return undefined
  return path
    .split(delimiter)
    .filter((entry) => entry !== '' && isAbsolute(entry))
    .join(delimiter)
}

// Whether a file held a name on the day a memory was written (SPEC §6.4.1): a failed inferred check
// on a name says what changed since the memory was written, so a name its file did not hold on that
// day either is no such change (most often a name the claim reader placed in the wrong file). Asked
// of git as the project was at the newest commit at or before the memory's age, with nothing of the
// repository's configuration run (no filter, no textconv); when git cannot say, the finding stays.
import { gitFacts, LOG_RUNNING_NOTHING } from '../project-git.js'
import { heldPart } from './held-claims.js'
import type { MemoryAge } from './inferred-facts.js'

/** Longest one git question may take, within the deadline. */
const GIT_TIMEOUT_MS = 5000
/** Files read at the memory's commit, at most, for one memory: the rest keep their findings. */
const MAX_FILES = 8
/** Bytes of a file at that commit looked at, as at hand-over. */
const MAX_FILE_BYTES = 1024 * 1024
const DAY_MS = 24 * 60 * 60 * 1000

const timeLeft = (deadlineAt: number | undefined) =>
  Math.min(GIT_TIMEOUT_MS, deadlineAt === undefined ? GIT_TIMEOUT_MS : deadlineAt - Date.now())

/**
 * The moment the project is read at: a commit's or file's time as given; a `modified` date is the
 * whole of that day.
 */
function writtenBy(age: MemoryAge): string | undefined {
  const at = Date.parse(age.since)
  if (Number.isNaN(at)) return undefined
  return new Date(age.from === 'modified' ? at + DAY_MS - 1000 : at).toISOString()
}

/**
 * For each file asked about, whether it held each of its names at the newest commit at or before the
 * memory's age (a dotted name by its last part, as at hand-over). A file or name left out is one git
 * could not answer for (not a repository, no commit that old, the file not there then, too slow).
 */
export async function heldWhenWritten(
  root: string,
  age: MemoryAge,
  asked: ReadonlyArray<{ path: string; name: string }>,
  { deadlineAt }: { deadlineAt?: number } = {},
): Promise<(path: string, name: string) => boolean | undefined> {
  const texts = new Map<string, string>()
  const before = writtenBy(age)
  const files = [...new Set(asked.map(({ path }) => path))].slice(0, MAX_FILES)
  const commit =
    before === undefined || files.length === 0
      ? undefined
      : (
          await gitFacts(root, [...LOG_RUNNING_NOTHING, '-1', '--format=%H', `--before=${before}`, 'HEAD'], {
            timeoutMs: timeLeft(deadlineAt),
          })
        )?.trim()
  if (commit !== undefined && /^[0-9a-f]{40,64}$/.test(commit))
    for (const path of files) {
      // `./` reads the path from the root, wherever the repository's top is.
      const text = await gitFacts(root, ['cat-file', 'blob', `${commit}:./${path}`], {
        timeoutMs: timeLeft(deadlineAt),
      })
      if (text !== undefined) texts.set(path, text.slice(0, MAX_FILE_BYTES))
    }
  return (path, name) => {
    const text = texts.get(path)
    return text === undefined ? undefined : text.includes(heldPart(name))
  }
}

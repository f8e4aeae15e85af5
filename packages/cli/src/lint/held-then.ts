// Whether a file ever held a name up to the day a memory was written (SPEC §6.4.1): a failed
// inferred check on a name says the code changed, so a name its file never held is no such change
// (most often a name the claim reader placed in the wrong file). Asked of git as the project was at
// the newest commit at or before the memory's age, then of the file's history before it, with
// nothing of the repository's configuration run (no filter, no textconv); when git cannot say, the
// finding stays.
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
 * For each file asked about, whether it ever held each of its names up to the memory's age: at the
 * newest commit at or before it, else in a commit of the file's history before it that added or
 * removed the name (`git log -S`: the memory may describe an older state of the code). A dotted name
 * counts by its last part, as at hand-over. Undefined where git could not answer (not a repository,
 * no commit that old, the file not there then, too slow).
 */
export async function heldWhenWritten(
  root: string,
  age: MemoryAge,
  asked: ReadonlyArray<{ path: string; name: string }>,
  { deadlineAt }: { deadlineAt?: number } = {},
): Promise<(path: string, name: string) => boolean | undefined> {
  const answers = new Map<string, boolean>()
  const key = (path: string, name: string) => `${path}\0${heldPart(name)}`
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
      const text = (
        await gitFacts(root, ['cat-file', 'blob', `${commit}:./${path}`], { timeoutMs: timeLeft(deadlineAt) })
      )?.slice(0, MAX_FILE_BYTES)
      if (text === undefined) continue
      for (const { name } of asked.filter((one) => one.path === path)) {
        if (answers.has(key(path, name))) continue
        if (text.includes(heldPart(name))) {
          answers.set(key(path, name), true)
          continue
        }
        const added = await gitFacts(
          root,
          [...LOG_RUNNING_NOTHING, '-1', '--format=%H', `-S${heldPart(name)}`, commit, '--', `./${path}`],
          { timeoutMs: timeLeft(deadlineAt), literalPathspecs: true },
        )
        if (added !== undefined) answers.set(key(path, name), added.trim() !== '')
      }
    }
  return (path, name) => answers.get(key(path, name))
}

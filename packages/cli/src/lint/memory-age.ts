// A memory's age and how much the files it names changed since (SPEC §6.4.1): `modified` (or
// `metadata.modified`) when the frontmatter gives it, else the last commit that touched the memory
// file, else the file's time; the changes are counted from git's log, asked for names only. Facts
// to weigh, never a status: a file that changed is not a claim that became false. git's answers
// are kept between runs while HEAD stays where it was (kept-git-answers.ts). And whether a file
// ever held a name up to the day a memory was written: a name its file never held is no change
// since (most often one the claim reader placed in the wrong file).
import { statSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { isInside } from '@claimcheck/core'
import type { KeptGitAnswers } from '../kept-git-answers.js'
import { gitFacts, LOG_RUNNING_NOTHING } from '../project-git.js'
import { heldPart } from './held-claims.js'
import type { FileChanges, MemoryAge } from './inferred-facts.js'

export interface AgedMemory {
  file: string
  /** `modified` of the frontmatter, as an ISO date, when it gave one. */
  modified?: string
}

/** Longest one git question may take, within the deadline. */
const GIT_TIMEOUT_MS = 5000
/** Paths asked about in one log: a memory naming more is counted on its first ones. */
const MAX_PATHS = 64
/** Files read at the memory's commit, at most, for one memory: the rest keep their findings. */
const MAX_FILES = 8
/** Bytes of a file at that commit looked at, as at hand-over. */
const MAX_FILE_BYTES = 1024 * 1024
const DAY_MS = 24 * 60 * 60 * 1000
const COMMIT = '\u0001'

const posix = (path: string) => path.split(sep).join('/')

/** The deepest folder every path is in (`.` when they share none). */
function commonFolder(paths: readonly string[]): string {
  let common = (paths[0] ?? '').split('/').slice(0, -1)
  for (const path of paths) {
    const parts = path.split('/')
    let same = 0
    while (same < common.length && same < parts.length - 1 && common[same] === parts[same]) same++
    common = common.slice(0, same)
  }
  return common.length === 0 ? '.' : common.join('/')
}

const timeLeft = (deadlineAt: number | undefined) =>
  Math.min(GIT_TIMEOUT_MS, deadlineAt === undefined ? GIT_TIMEOUT_MS : deadlineAt - Date.now())

/** Commits of a `--format=<COMMIT>%cI --name-only` log: each date and the files it touched. */
function commitsOf(log: string): Array<{ date: string; files: string[] }> {
  return log
    .split(COMMIT)
    .slice(1)
    .map((entry) => {
      const [date = '', ...files] = entry.split('\n')
      return { date: date.trim(), files: files.filter((file) => file !== '') }
    })
}

/** Each memory's age, by memory file; committed memory files are dated by one git log of them all. */
export async function memoryAges(
  memories: readonly AgedMemory[],
  { root, deadlineAt, kept }: { root: string; deadlineAt?: number; kept?: KeptGitAnswers },
): Promise<Map<string, MemoryAge>> {
  const ages = new Map<string, MemoryAge>()
  const undated: AgedMemory[] = []
  for (const memory of memories) {
    if (memory.modified !== undefined) ages.set(memory.file, { since: memory.modified, from: 'modified' })
    else undated.push(memory)
  }
  const question = (file: string) => `age\0${file}`
  const inRoot: string[] = []
  for (const memory of undated) {
    if (!isInside(memory.file, root)) continue
    const file = posix(relative(root, memory.file))
    const since = kept?.history(question(file))
    // Kept as the date of its last commit, or null for a file no commit touched (dated by its file time).
    if (typeof since === 'string') ages.set(memory.file, { since, from: 'commit' })
    else if (since !== null) inRoot.push(file)
  }
  if (inRoot.length > 0) {
    const log = await gitFacts(
      root,
      // Pathspecs are literal (a memory file named `*.md` is that file).
      [
        ...LOG_RUNNING_NOTHING,
        '--relative',
        `--format=${COMMIT}%cI`,
        '--name-only',
        // One memory (a Read): the walk ends at its last commit.
        ...(inRoot.length === 1 ? ['--max-count=1'] : []),
        '--',
        // Many memories: the folder that holds them all, rather than a command line of every name.
        ...(inRoot.length > MAX_PATHS ? [commonFolder(inRoot)] : inRoot),
      ],
      { timeoutMs: timeLeft(deadlineAt), literalPathspecs: true },
    )
    if (log !== undefined) {
      const wanted = new Set(inRoot)
      for (const { date, files } of commitsOf(log))
        for (const file of files) {
          if (!wanted.has(file)) continue
          wanted.delete(file)
          const since = new Date(date).toISOString()
          ages.set(resolveIn(root, file, undated), { since, from: 'commit' })
          kept?.keepHistory(question(file), since)
        }
      for (const file of wanted) kept?.keepHistory(question(file), null)
    }
  }
  for (const memory of undated) {
    if (ages.has(memory.file)) continue
    try {
      ages.set(memory.file, { since: statSync(memory.file).mtime.toISOString(), from: 'mtime' })
    } catch {
      // A memory file gone since it was read has no age to give.
    }
  }
  return ages
}

const resolveIn = (root: string, file: string, memories: readonly AgedMemory[]) =>
  memories.find((memory) => posix(relative(root, memory.file)) === file)?.file ?? file

/**
 * How many commits touched each path (a file, or a folder and what is in it) since a date, by
 * path; paths no commit touched are left out. Undefined when git cannot say (not a repository,
 * too slow).
 */
export async function changesSince(
  paths: readonly string[],
  since: string,
  { root, deadlineAt, kept }: { root: string; deadlineAt?: number; kept?: KeptGitAnswers },
): Promise<Map<string, FileChanges> | undefined> {
  const all = [...new Set(paths)].slice(0, MAX_PATHS)
  if (all.length === 0) return new Map()
  const changes = new Map<string, FileChanges>()
  const question = (path: string) => `changes\0${since}\0${path}`
  const asked: string[] = []
  for (const path of all) {
    const commits = kept?.history(question(path))
    if (typeof commits !== 'number' || !Number.isSafeInteger(commits) || commits < 0) asked.push(path)
    else if (commits > 0) changes.set(path, { commits, since })
  }
  if (asked.length === 0) return changes
  const log = await gitFacts(
    root,
    [...LOG_RUNNING_NOTHING, '--relative', `--since=${since}`, `--format=${COMMIT}%cI`, '--name-only', '--', ...asked],
    { timeoutMs: timeLeft(deadlineAt), literalPathspecs: true },
  )
  if (log === undefined) return undefined
  for (const { files } of commitsOf(log))
    for (const path of asked)
      if (files.some((file) => file === path || file.startsWith(`${path}/`))) {
        const counted = changes.get(path)
        changes.set(path, { commits: (counted?.commits ?? 0) + 1, since })
      }
  for (const path of asked) kept?.keepHistory(question(path), changes.get(path)?.commits ?? 0)
  return changes
}

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
 * counts by its last part, as at hand-over. Nothing of the repository's configuration runs (no
 * filter, no textconv). Undefined where git could not answer (not a repository, no commit that old,
 * the file not there then, too slow): the finding stays.
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

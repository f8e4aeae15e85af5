// git's answers about a project, kept between runs in the user's cache (SPEC §6.4.1, §11): what the
// history at HEAD said (a path once held, a memory file's last commit, commits since on a path) and
// what the file list said (from git's index); beside them, what the claim reader read in each
// memory, which comes from the memory's text alone. An answer is used only while what it came from
// is provably the same, at the cost of a few `lstat` calls and no git: the commit at HEAD, read from
// the repository's own files, and the identities of its shallow, grafts and config files for
// history; the index file's identity for the list; and for every kind the running program's file,
// since an answer is what that program made of git's output (for the claims, a memory's text is
// the question). Anything unusual (a ref git keeps elsewhere, a file at a name
// where git keeps another kind) and nothing is kept. The cache file follows the own-file rule
// (SPEC §10): a broken, foreign or stale one is ignored, never trusted.
import { createHash } from 'node:crypto'
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { notUsedWarning, ownFolderProblem, readOwnFile } from '@claimcheck/core'
import { readFileHead } from './read-file.js'

/** A ref, `HEAD` or a `.git` file is a line. */
const MAX_SMALL_FILE_BYTES = 64 * 1024
const MAX_PACKED_REFS_BYTES = 8 * 1024 * 1024
/** What one project's kept answers may weigh; a larger file is not one claimcheck wrote. */
const MAX_KEPT_BYTES = 8 * 1024 * 1024
/** Answers kept per project and kind; past it, the oldest go. */
const MAX_ANSWERS = 2048
/** What the claims of all memories may weigh in the file, and one memory's: past it, the oldest go, and a larger one is read again each run. */
const MAX_CLAIMS_BYTES = 4 * 1024 * 1024
const MAX_MEMORY_CLAIMS_BYTES = 64 * 1024
const FORMAT = 2
const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/

export interface KeptGitAnswers {
  /** An answer about the history at HEAD an earlier run kept; undefined when there is none. */
  history(question: string): unknown
  /** Keeps what git answered about the history at HEAD. */
  keepHistory(question: string, answer: unknown): void
  /** An answer about the file list (git's index) an earlier run kept; undefined when there is none. */
  listing(question: string): unknown
  /** Keeps what the file list answered. */
  keepListing(question: string, answer: unknown): void
  /** What the claim reader read in a memory an earlier run of this program kept (the question: the memory's text); undefined when there is none. */
  claims(question: string): unknown
  /** Keeps what the claim reader read. */
  keepClaims(question: string, answer: unknown): void
  /** Writes what this run learned (aside, then renamed), while its stamps still hold; a failure costs speed only. */
  save(): void
}

const keepingNothing: KeptGitAnswers = {
  history: () => undefined,
  keepHistory: () => {},
  listing: () => undefined,
  keepListing: () => {},
  claims: () => undefined,
  keepClaims: () => {},
  save: () => {},
}

/** The file of the running program: a new build is another file, or the same one written again. */
const PROGRAM = fileURLToPath(import.meta.url)

/** A small file's text; undefined when there is none. Throws on anything else (a FIFO, too large). */
function small(file: string): string | undefined {
  const read = readFileHead(file, MAX_SMALL_FILE_BYTES)
  if (read !== undefined && read.size > MAX_SMALL_FILE_BYTES) throw new Error(`${file} is too large`)
  return read?.text
}

const isFolder = (path: string) => {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** A git directory as git takes one (`HEAD`, and `objects` and `refs` in its common folder), or undefined. */
function repositoryAt(gitdir: string): { gitdir: string; common: string } | undefined {
  if (small(join(gitdir, 'HEAD')) === undefined) return undefined
  const named = small(join(gitdir, 'commondir'))?.trim()
  const common = named ? resolve(gitdir, named) : gitdir
  return isFolder(join(common, 'objects')) && isFolder(join(common, 'refs')) ? { gitdir, common } : undefined
}

/**
 * The repository git finds from `root` (the first `.git` up from it), as git finds it; undefined
 * when the way is anything but plain (a `.git` that is no repository, a bare repository on the way).
 */
function repositoryOf(root: string): { gitdir: string; common: string } | undefined {
  for (let dir = realpathSync(root); ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git')
    let found = true
    try {
      statSync(dotGit)
    } catch {
      found = false
    }
    if (found) {
      if (isFolder(dotGit)) return repositoryAt(dotGit)
      const gitdir = /^gitdir:[ \t]*(.+?)[ \t]*$/m.exec(small(dotGit) ?? '')?.[1]
      return gitdir === undefined ? undefined : repositoryAt(resolve(dir, gitdir))
    }
    if (repositoryAt(dir) !== undefined || dirname(dir) === dir) return undefined
  }
}

/** The commit at HEAD, read from the repository's files; undefined when it is not plainly there. */
function headCommit({ gitdir, common }: { gitdir: string; common: string }): string | undefined {
  const head = small(join(gitdir, 'HEAD'))?.trim() ?? ''
  if (COMMIT.test(head)) return head
  const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1]
  if (ref === undefined || ref.split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined
  const ownRef = /^refs\/(?:worktree|bisect|rewritten)\//.test(ref)
  // A loose ref is what git reads first; a symbolic one, or a ref store git keeps elsewhere (reftable), is not followed.
  const loose = small(join(ownRef ? gitdir : common, ref))?.trim()
  if (loose !== undefined || ownRef) return loose !== undefined && COMMIT.test(loose) ? loose : undefined
  const packed = readFileHead(join(common, 'packed-refs'), MAX_PACKED_REFS_BYTES)
  if (packed === undefined || packed.size > MAX_PACKED_REFS_BYTES) return undefined
  const line = packed.text.split('\n').find((entry) => entry.endsWith(` ${ref}`))
  const commit = line?.slice(0, line.indexOf(' '))
  return commit !== undefined && COMMIT.test(commit) ? commit : undefined
}

/** A file's identity, which a rewrite changes: `-` when there is none; undefined for anything but a regular file. */
function identity(path: string): string | undefined {
  let info
  try {
    info = lstatSync(path, { bigint: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOENT' ? '-' : undefined
  }
  if (!info.isFile()) return undefined
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`
}

type Kind = 'history' | 'listing' | 'claims'
const KINDS: readonly Kind[] = ['history', 'listing', 'claims']

/** What answers of each kind were read from, now; a kind left undefined is not kept. */
function stampsOf(root: string): { [kind in Kind]?: string } {
  try {
    const repository = repositoryOf(root)
    if (repository === undefined) return {}
    const { gitdir, common } = repository
    // An answer is what this program made of git's output: another build may read it otherwise.
    const program = identity(PROGRAM)
    const config = [identity(join(common, 'config')), identity(join(gitdir, 'config.worktree')), program]
    const commit = headCommit(repository)
    const history = [commit, identity(join(common, 'shallow')), identity(join(common, 'info', 'grafts')), ...config]
    const listing = [identity(join(gitdir, 'index')), ...config]
    const whole = (parts: Array<string | undefined>) => (parts.includes(undefined) ? undefined : parts.join(' '))
    return { history: whole(history), listing: whole(listing), claims: program }
  } catch {
    return {}
  }
}

interface Kept {
  stamp: string
  answers: Record<string, unknown>
}

const isKept = (value: unknown): value is Kept =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Kept).stamp === 'string' &&
  typeof (value as Kept).answers === 'object' &&
  (value as Kept).answers !== null &&
  !Array.isArray((value as Kept).answers)

/**
 * The answers kept for the project at `root` under `cacheDir` (the user's claimcheck cache folder);
 * keeping nothing when there is no such folder or no repository whose state can be read. A file or
 * folder another user could write is neither used nor replaced, with one notice.
 */
export function openKeptGitAnswers(
  root: string,
  cacheDir: string | undefined,
  notice: (message: string) => void = () => {},
): KeptGitAnswers {
  if (cacheDir === undefined) return keepingNothing
  const stamps = stampsOf(root)
  if (stamps.history === undefined && stamps.listing === undefined) return keepingNothing
  let realRoot: string
  try {
    realRoot = realpathSync(root)
  } catch {
    return keepingNothing // the root went away since it was looked at
  }
  const folder = join(cacheDir, 'git-answers')
  const file = join(folder, `${createHash('sha256').update(realRoot).digest('hex').slice(0, 16)}.json`)
  const refused = ownFolderProblem(cacheDir)
  const read = refused === undefined ? readOwnFile(file, MAX_KEPT_BYTES) : { refused }
  if ('refused' in read) {
    notice(notUsedWarning(`the git answers kept in ${folder}`, read.refused))
    return keepingNothing
  }
  let found: { root?: unknown; format?: unknown } & { [kind in Kind]?: unknown } = {}
  if ('bytes' in read)
    try {
      found = JSON.parse(read.bytes.toString('utf8')) ?? {}
    } catch {
      // Broken (a write cut short): nothing kept is used.
    }
  const same = found.format === FORMAT && found.root === realRoot
  const fresh = (kind: Kind) => ({ stamp: stamps[kind], answers: {} as Record<string, unknown>, learned: false })
  const kinds = { history: fresh('history'), listing: fresh('listing'), claims: fresh('claims') }
  for (const kind of KINDS) {
    const kept = found[kind]
    if (same && isKept(kept) && kinds[kind].stamp !== undefined && kept.stamp === kinds[kind].stamp)
      kinds[kind].answers = kept.answers
  }
  const answer = (kind: Kind) => (question: string) =>
    Object.hasOwn(kinds[kind].answers, question) ? kinds[kind].answers[question] : undefined
  const keep = (kind: Kind) => (question: string, value: unknown) => {
    const { answers, stamp } = kinds[kind]
    if (stamp === undefined) return
    delete answers[question]
    answers[question] = value
    const questions = Object.keys(answers)
    for (const old of questions.slice(0, Math.max(0, questions.length - MAX_ANSWERS))) delete answers[old]
    kinds[kind].learned = true
  }
  return {
    history: answer('history'),
    keepHistory: keep('history'),
    listing: answer('listing'),
    keepListing: keep('listing'),
    claims: answer('claims'),
    keepClaims: keep('claims'),
    save() {
      if (!KINDS.some((kind) => kinds[kind].learned)) return
      // What git answered since the stamps were read belongs to them only if they still hold.
      const now = stampsOf(root)
      const written: Record<string, unknown> = { format: FORMAT, root: realRoot }
      for (const kind of KINDS)
        if (kinds[kind].stamp !== undefined && now[kind] === kinds[kind].stamp)
          written[kind] = {
            stamp: kinds[kind].stamp,
            answers: kind === 'claims' ? withinBudget(kinds.claims.answers) : kinds[kind].answers,
          }
      if (KINDS.every((kind) => written[kind] === undefined)) return
      writeAside(file, JSON.stringify(written))
    },
  }
}

/** The kept claims that fit their budget, the newest first: none of a memory whose claims weigh more than its share. */
function withinBudget(answers: Record<string, unknown>): Record<string, unknown> {
  const kept: Array<[string, unknown]> = []
  let bytes = 0
  for (const [question, answer] of Object.entries(answers).reverse()) {
    const weight = question.length + JSON.stringify(answer).length
    if (weight > MAX_MEMORY_CLAIMS_BYTES) continue
    if (bytes + weight > MAX_CLAIMS_BYTES) break
    bytes += weight
    kept.push([question, answer])
  }
  return Object.fromEntries(kept.reverse())
}

/** Writes `file` aside and renames it into place; removes what writers stopped mid-write left long ago. */
function writeAside(file: string, text: string): void {
  const folder = dirname(file)
  const aside = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 })
    if (ownFolderProblem(folder) !== undefined) return
    const fd = openSync(aside, 'wx', 0o600)
    try {
      writeSync(fd, text)
    } finally {
      closeSync(fd)
    }
    renameSync(aside, file)
    const old = Date.now() - 60 * 60 * 1000
    for (const name of readdirSync(folder))
      if (/\.json\.\d+\.tmp$/.test(name) && statSync(join(folder, name)).mtimeMs < old)
        rmSync(join(folder, name), { force: true })
  } catch {
    // A read-only or full disk: the next run asks git again.
    try {
      rmSync(aside, { force: true })
    } catch {
      // Nothing was made.
    }
  }
}

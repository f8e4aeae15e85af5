// Whether the project ever held a path (SPEC §6.4, §6.4.1): a path a memory names that no file of
// the tree matches is rot only when git's history shows this repository once held it. A path it
// never held is not a fact about this project (another repository's file, a plan, a placeholder).
// One log a run, the names of the files each commit added or deleted, read until every path is
// found (newest first: a path gone from the tree is first seen where a commit removed it), with
// nothing of the repository's configuration run; when history cannot answer (no repository, a
// shallow clone, no commit, git missing, failing or too slow), the caller keeps every finding. Its answers are kept between runs while HEAD stays where it was (kept-git-answers.ts).
import { lstatSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { KeptGitAnswers } from '../kept-git-answers.js'
import { gitFacts, gitLines, LOG_RUNNING_NOTHING } from '../project-git.js'
import { sha256Hex } from '../sha256.js'
import { gitignoreText, notCommittedOf } from './project-tree.js'

export interface HistoryOptions {
  /** When the answer is due, in milliseconds since the epoch. */
  deadlineAt?: number
  kept?: KeptGitAnswers
  /** The memory dir, whose files are never evidence of what the project held. */
  memoryDir?: string
}

/** The commit that removed a path from the project: the newest one deleting a file of it. */
export interface Removal {
  /** The commit, abbreviated as git abbreviates it. */
  commit: string
  /** Its date, as YYYY-MM-DD. */
  date: string
}

/** Which asked paths history shows the project once held, each with the commit that removed it when one did. */
export type HeldPaths = Map<string, Removal | undefined>

const isRemoval = (answer: unknown): answer is Removal =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as Removal).commit === 'string' &&
  typeof (answer as Removal).date === 'string'

/** Longest the history may take to answer, within the run's deadline. */
const HISTORY_TIMEOUT_MS = 5000

/** What history is asked about for a path as written: a glob's folder before its first wildcard. */
export function historyPath(path: string): string {
  const plain = path.replace(/\/?[^/]*[*?{[].*$/, '')
  return plain.replace(/^\.\//, '').replace(/\/+$/, '')
}

/**
 * The asked paths a file of the log holds: each run of its names at `/` boundaries that is one
 * (the file itself, a folder above it, or either written from a folder below the root).
 */
function heldBy(file: string, asked: ReadonlySet<string>, firsts: ReadonlySet<string>, longest: number): string[] {
  const names = file.split('/')
  const found: string[] = []
  for (let start = 0; start < names.length; start++) {
    if (!firsts.has(names[start] as string)) continue
    let run = ''
    for (let end = start; end < names.length && run.length <= longest; end++) {
      run = end === start ? (names[start] as string) : `${run}/${names[end]}`
      if (asked.has(run)) found.push(run)
    }
  }
  return found
}

/**
 * The paths, of those asked, that a commit of the root's history added (as written, or ending
 * with it at a `/` boundary; a folder through a file under it), each with the commit that removed
 * it when the newest commit touching it deleted it. Undefined when history cannot answer.
 */
export async function heldInHistory(
  root: string,
  paths: readonly string[],
  { deadlineAt, kept, memoryDir }: HistoryOptions = {},
): Promise<HeldPaths | undefined> {
  const held: HeldPaths = new Map()
  const asked = new Map<string, string[]>()
  // Evidence lives outside the memory dir: a memory file once there says nothing of the project.
  const memory = memoryDir === undefined ? '' : relative(root, memoryDir).split(sep).join('/')
  const inMemory = (file: string) =>
    memory !== '' && !memory.startsWith('..') && (file === memory || file.startsWith(`${memory}/`))
  // What history held where the `.gitignore` now leaves files out is not asked of the log alone: the
  // answer holds while that file says the same.
  const gitignore = gitignoreText(root)
  const ignores = sha256Hex(gitignore)
  const question = (plain: string) => `held\0${memory}\0${ignores}\0${plain}`
  for (const path of new Set(paths)) {
    const plain = historyPath(path)
    const answered = kept?.history(question(plain))
    // Nothing to ask (a glob at the top, a path that leaves the root): its finding stays.
    if (plain === '' || plain.split('/').includes('..') || answered === true) held.set(path, undefined)
    else if (isRemoval(answered)) held.set(path, answered)
    else if (answered !== false) asked.set(plain, [...(asked.get(plain) ?? []), path])
  }
  if (asked.size === 0) return held
  const timeLeft = () =>
    Math.min(HISTORY_TIMEOUT_MS, deadlineAt === undefined ? HISTORY_TIMEOUT_MS : deadlineAt - Date.now())
  // Asked beside the log, not before it: one git's start-up less on the hook's path.
  const shallow = gitFacts(root, ['rev-parse', '--is-shallow-repository'], { timeoutMs: timeLeft() })
  // A folder that is a symlink today: what history held under it is behind the link now, and where
  // the link leads (another checkout, a submodule not checked out) is never read.
  const links = new Map<string, boolean>()
  const isLink = (folder: string) => {
    let link = links.get(folder)
    if (link === undefined) {
      try {
        link = lstatSync(join(root, folder)).isSymbolicLink()
      } catch {
        link = false
      }
      links.set(folder, link)
    }
    return link
  }
  const behindLink = (file: string) => {
    const folders = file.split('/').slice(0, -1)
    return folders.some((_, i) => isLink(folders.slice(0, i + 1).join('/')))
  }
  // A folder that is a submodule today, or one the `.gitignore` now leaves out: what history held
  // there moved to that repository, or to each checkout's own files, and says nothing of this one's.
  // Only the root's file: its text keys the answers kept between runs.
  const notCommitted = notCommittedOf(root, gitignore, { nested: false })
  const keys = new Set(asked.keys())
  const firsts = new Set([...keys].map((path) => path.split('/')[0] as string))
  const longest = Math.max(...[...keys].map((path) => path.length))
  let left = keys.size
  const seen = new Set<string>()
  const removals = new Map<string, Removal | undefined>()
  let commit: Removal | undefined
  // Every file added or deleted, newest first, with no pathspec: git then simplifies no history and
  // matches no pattern against every tree (several times faster than `:(glob)**/P` pathspecs on a
  // long history). A path gone from the tree was deleted by some commit, most often a recent one:
  // the log is read until every path is found.
  const answered = await gitLines(
    root,
    [
      '-c',
      'core.quotePath=false',
      ...LOG_RUNNING_NOTHING,
      '--no-color',
      '--root',
      '--relative',
      '--diff-filter=AD',
      '--format=%x01%h %cs',
      '--name-status',
    ],
    {
      timeoutMs: timeLeft(),
      onLine: (line) => {
        if (line.startsWith('\u0001')) {
          const [hash = '', date = ''] = line.slice(1).split(' ')
          commit = { commit: hash, date }
          return false
        }
        // `A<TAB>path` or `D<TAB>path`.
        const file = line.slice(2)
        if (line === '' || seen.has(file) || inMemory(file)) return false
        seen.add(file)
        const found = heldBy(file, keys, firsts, longest)
        if (found.length === 0 || behindLink(file) || notCommitted(file)) return false
        for (const plain of found) {
          if (!keys.delete(plain)) continue
          left--
          const removal = line.startsWith('D') ? commit : undefined
          removals.set(plain, removal)
          for (const path of asked.get(plain) ?? []) held.set(path, removal)
        }
        return left === 0
      },
    },
  )
  // A shallow clone's history is cut off: a path it never saw may still have been the project's.
  if (!answered || (await shallow)?.trim() !== 'false') return undefined
  for (const plain of asked.keys())
    kept?.keepHistory(question(plain), keys.has(plain) ? false : (removals.get(plain) ?? true))
  return held
}

/** Whether a missing path is a finding, and which commit removed it when history says. */
export interface OnceHeld {
  (missing: { path: string; ifHistory?: boolean }): boolean
  removal(path: string): Removal | undefined
  /** Whether git's index holds the path while the work tree leaves it out by design (skip-worktree). */
  leftOut(path: string): boolean
}

/**
 * Which of the missing paths a run found are findings: those history shows the project once held;
 * when history cannot answer, all of them but those whose whole folder is gone (`ifHistory`), which
 * only history can tell from another base. Git is asked once, for all of them together.
 */
export async function onceHeld(
  root: string,
  missing: ReadonlyArray<{ path: string }>,
  options: HistoryOptions & {
    /** The paths were missing from git's own list of files, which holds those a sparse checkout leaves out. */
    fromIndex?: boolean
  } = {},
): Promise<OnceHeld> {
  const held =
    missing.length === 0
      ? undefined
      : await heldInHistory(
          root,
          missing.map(({ path }) => path),
          options,
        )
  const leftOut =
    held === undefined || held.size === 0 || options.fromIndex === true ? undefined : await notCheckedOut(root, options)
  const there = (path: string) => leftOut !== undefined && leftOut(historyPath(path))
  const isFinding = ({ path, ifHistory }: { path: string; ifHistory?: boolean }) =>
    held === undefined ? ifHistory !== true : held.has(path) && !there(path)
  return Object.assign(isFinding, { removal: (path: string) => held?.get(path), leftOut: there })
}

/** The files git's index marks skip-worktree (`git ls-files -t` tags them `S`); undefined when git cannot say. */
async function skippedFiles(root: string, deadlineAt: number | undefined): Promise<string[] | undefined> {
  const timeoutMs = Math.min(
    HISTORY_TIMEOUT_MS,
    deadlineAt === undefined ? HISTORY_TIMEOUT_MS : deadlineAt - Date.now(),
  )
  const listed = await gitFacts(root, ['-c', 'core.quotePath=false', 'ls-files', '-z', '-t', '--cached', '--', '.'], {
    timeoutMs,
  })
  return listed
    ?.split('\0')
    .filter((entry) => entry.startsWith('S '))
    .map((entry) => entry.slice(2))
}

/**
 * The files git's index holds that the work tree leaves out by design (a sparse checkout, a file
 * marked skip-worktree): they are the project's today, only not checked out, so naming one is no
 * rot. Undefined when git cannot say.
 */
async function notCheckedOut(
  root: string,
  { deadlineAt }: HistoryOptions,
): Promise<((path: string) => boolean) | undefined> {
  const skipped = await skippedFiles(root, deadlineAt)
  if (skipped === undefined || skipped.length === 0) return undefined
  return (path) =>
    path !== '' &&
    skipped.some(
      (file) => file === path || file.endsWith(`/${path}`) || file.startsWith(`${path}/`) || file.includes(`/${path}/`),
    )
}

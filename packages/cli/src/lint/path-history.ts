// Whether the project ever held a path (SPEC §6.4, §6.4.1): a path a memory names that no file of
// the tree matches is rot only when git's history shows this repository once held it. A path it
// never held is not a fact about this project (another repository's file, a plan, a placeholder).
// One log for all the paths of a run, file names only, with nothing of the repository's
// configuration run; when history cannot answer (no repository, a shallow clone, no commit, git
// missing, failing or too slow), the caller keeps every finding.
import { gitFacts } from '../project-git.js'

/** Longest the history may take to answer, within the run's deadline. */
const HISTORY_TIMEOUT_MS = 5000
/** Paths asked about in one log: the rest get no answer (their findings stay). */
const MAX_PATHS = 256
const COMMIT = '\u0001'

/** A path as git's glob pathspec matches it literally. */
const globEscaped = (path: string) => path.replace(/[*?[\]\\]/g, '\\$&')

/** What history is asked about for a path as written: a glob's folder before its first wildcard. */
export function historyPath(path: string): string {
  const plain = path.replace(/\/?[^/]*[*?{[].*$/, '')
  return plain.replace(/^\.\//, '').replace(/\/+$/, '')
}

/** The file a log names matches the path: it, a file under it, or either at a `/` boundary below the root. */
function touches(file: string, path: string): boolean {
  return file === path || file.startsWith(`${path}/`) || file.endsWith(`/${path}`) || file.includes(`/${path}/`)
}

/**
 * The paths, of those asked, that a commit of the root's history touched (as written, or ending
 * with it at a `/` boundary; a folder through a file under it). Undefined when history cannot
 * answer; a path past the first `MAX_PATHS` is counted as held (its finding stays).
 */
export async function heldInHistory(
  root: string,
  paths: readonly string[],
  { deadlineAt }: { deadlineAt?: number } = {},
): Promise<Set<string> | undefined> {
  const wanted = [...new Set(paths)]
  const held = new Set<string>()
  const asked = new Map<string, string[]>()
  for (const path of wanted) {
    const plain = historyPath(path)
    // Nothing to ask (a glob at the top, a path that leaves the root): its finding stays.
    if (plain === '' || plain.split('/').includes('..') || asked.size >= MAX_PATHS) held.add(path)
    else asked.set(plain, [...(asked.get(plain) ?? []), path])
  }
  if (asked.size === 0) return held
  const timeLeft = () =>
    Math.min(HISTORY_TIMEOUT_MS, deadlineAt === undefined ? HISTORY_TIMEOUT_MS : deadlineAt - Date.now())
  const shallow = await gitFacts(root, ['rev-parse', '--is-shallow-repository'], { timeoutMs: timeLeft() })
  // A shallow clone's history is cut off: a path it never saw may still have been the project's.
  if (shallow?.trim() !== 'false') return undefined
  const log = await gitFacts(
    root,
    [
      '-c',
      'core.quotePath=false',
      'log',
      '--no-show-signature',
      '--no-ext-diff',
      '--no-textconv',
      '--no-renames',
      '--no-color',
      '--root',
      '--relative',
      // A file the project held was added by some commit: one line a file, however often it changed.
      '--diff-filter=A',
      '--format=%x01',
      '--name-only',
      '--',
      ...[...asked.keys()].flatMap((path) => [`:(glob)**/${globEscaped(path)}`, `:(glob)**/${globEscaped(path)}/**`]),
    ],
    { timeoutMs: timeLeft() },
  )
  if (log === undefined) return undefined
  const files = new Set(
    log
      .split('\n')
      .map((line) => line.replace(COMMIT, ''))
      .filter((line) => line !== ''),
  )
  for (const [plain, written] of asked)
    if ([...files].some((file) => touches(file, plain))) for (const path of written) held.add(path)
  return held
}

/**
 * Which of the missing paths a run found are findings: those history shows the project once held,
 * or all of them when history cannot answer. Git is asked once, for all of them together.
 */
export async function onceHeld(
  root: string,
  missing: ReadonlyArray<{ path: string }>,
  options: { deadlineAt?: number } = {},
): Promise<(path: string) => boolean> {
  if (missing.length === 0) return () => true
  const held = await heldInHistory(
    root,
    missing.map(({ path }) => path),
    options,
  )
  return (path) => held === undefined || held.has(path)
}

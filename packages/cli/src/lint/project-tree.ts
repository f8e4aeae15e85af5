// The project a memory dir talks about, walked once: every file and folder under the root but the
// memory dir (evidence lives outside it: SPEC §6.4), `.git` and `node_modules`; and how a reader's
// path (a bare file name, a short relative path, a glob) is found in it.
import { lstatSync, readdirSync, realpathSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import picomatch from 'picomatch'
import { isInside } from '@claimcheck/core'
import { readFileHead } from '../read-file.js'
import { escapeRegExp, FILE_EXTENSIONS } from './token-shape.js'

const MAX_ENTRIES = 50_000
const MAX_GITIGNORE_BYTES = 64 * 1024

export interface ProjectTree {
  /** Files, relative to the root, `/`-separated, sorted. */
  files: string[]
  /** Folders, likewise. */
  folders: Set<string>
  /** File and folder paths by their last segment. */
  byName: Map<string, string[]>
  /** The memory dir's own files, relative to the root (known to exist, never evidence). */
  memoryFiles: Set<string>
  /** Files that are symlinks: they exist, but what they lead to is never read (it may lie outside the root). */
  links: Set<string>
  /** True when the root's `.gitignore` says a path is not committed, or it lies in a submodule (so its absence proves nothing). */
  ignored(path: string): boolean
  /**
   * True when the walk or the listing stopped at its limit (MAX_ENTRIES): what lay past it is
   * unknown, so a path the tree does not hold proves nothing gone.
   */
  cutShort: boolean
}

const posix = (path: string) => path.split(sep).join('/')

export function walkProject(root: string, memoryDir: string): ProjectTree {
  const files: string[] = []
  const folders = new Set<string>()
  const memoryFiles = new Set<string>()
  const links = new Set<string>()
  let entries = 0
  let cutShort = false
  const walk = (folder: string) => {
    let listing
    try {
      listing = readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of listing) {
      if (++entries > MAX_ENTRIES) {
        cutShort = true
        return
      }
      const path = join(folder, entry.name)
      const shown = posix(relative(root, path))
      if (isInside(path, memoryDir)) {
        if (entry.isDirectory()) walkMemory(path)
        else memoryFiles.add(shown)
        continue
      }
      if (entry.isDirectory()) {
        if (entry.name === '.git' || entry.name === 'node_modules') continue
        folders.add(shown)
        walk(path)
      } else {
        files.push(shown)
        if (entry.isSymbolicLink()) links.add(shown)
      }
    }
  }
  const walkMemory = (folder: string) => {
    for (const entry of safeList(folder)) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walkMemory(path)
      else memoryFiles.add(posix(relative(root, path)))
    }
  }
  if (isInside(root, memoryDir)) walkMemory(root)
  else walk(root)
  return treeOf(root, files, folders, memoryFiles, links, cutShort)
}

function treeOf(
  root: string,
  files: string[],
  folders: Set<string>,
  memoryFiles: Set<string>,
  links: Set<string>,
  cutShort: boolean,
): ProjectTree {
  files.sort()
  const byName = new Map<string, string[]>()
  for (const path of [...files, ...folders]) {
    const name = path.slice(path.lastIndexOf('/') + 1)
    const same = byName.get(name)
    if (same) same.push(path)
    else byName.set(name, [path])
  }
  return { files, folders, byName, memoryFiles, links, ignored: notCommittedOf(root), cutShort }
}

/**
 * The tree as a list of files gives it (`git ls-files`, relative to the root, `/`-separated): its
 * folders are the ones those files are in; the memory dir's files are set apart as a walk sets them.
 * With `keep`, only the files and folders whose own name it keeps: a tree that answers questions
 * about those names as the whole tree would, for a fraction of its cost.
 */
export function listedProject(
  root: string,
  memoryDir: string,
  listed: readonly string[],
  keep: (name: string) => boolean = () => true,
): ProjectTree {
  const files: string[] = []
  const folders = new Set<string>()
  const memoryFiles = new Set<string>()
  const memoryPrefix = isInside(memoryDir, root) ? `${posix(relative(root, memoryDir))}/` : undefined
  // The limit counts what is kept: a listing of a large repository asked about a few names is read whole.
  let cutShort = false
  for (const path of listed) {
    if (files.length + folders.size + memoryFiles.size >= MAX_ENTRIES) {
      cutShort = true
      break
    }
    if (memoryPrefix !== undefined && (memoryPrefix === '/' || path.startsWith(memoryPrefix))) {
      memoryFiles.add(path)
      continue
    }
    if (path.startsWith('node_modules/') || path.includes('/node_modules/')) continue
    let start = 0
    for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) {
      if (keep(path.slice(start, at))) folders.add(path.slice(0, at))
      start = at + 1
    }
    if (keep(path.slice(start))) files.push(path)
  }
  return treeOf(root, files, folders, memoryFiles, new Set(), cutShort)
}

/** What of a tree is kept between runs: its files, folders and memory files, as lists. */
export interface KeptTree {
  files: string[]
  folders: string[]
  memoryFiles: string[]
  /** Kept only when the listing stopped at its limit. */
  cutShort?: true
}

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

export const keptTreeOf = (tree: ProjectTree): KeptTree => ({
  files: tree.files,
  folders: [...tree.folders],
  memoryFiles: [...tree.memoryFiles],
  ...(tree.cutShort ? { cutShort: true as const } : {}),
})

/** The tree a kept one stands for; undefined when what was kept is not one. */
export function treeFromKept(root: string, kept: unknown): ProjectTree | undefined {
  const { files, folders, memoryFiles, cutShort } = (kept ?? {}) as Partial<KeptTree>
  if (!strings(files) || !strings(folders) || !strings(memoryFiles)) return undefined
  return treeOf(root, [...files], new Set(folders), new Set(memoryFiles), new Set(), cutShort === true)
}

function safeList(folder: string) {
  try {
    return readdirSync(folder, { withFileTypes: true })
  } catch {
    return []
  }
}

/** The folders `.gitmodules` names: what lies in a submodule is another repository's, and may not be checked out. */
export function submodulesOf(root: string): string[] {
  try {
    const file = join(root, '.gitmodules')
    if (lstatSync(file).isSymbolicLink()) return []
    const text = readFileHead(file, MAX_GITIGNORE_BYTES)?.text ?? ''
    return [...text.matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)].map((m) => (m[1] as string).replace(/^\.\/|\/+$/g, ''))
  } catch {
    return []
  }
}

/**
 * Whether a path is not this repository's to hold: ignored by the root's `.gitignore` (its text, when
 * the caller has read it) or, unless `nested` is false, by that of a folder above it; or in a submodule.
 */
export function notCommittedOf(
  root: string,
  gitignore = gitignoreText(root),
  { nested = true } = {},
): (path: string) => boolean {
  const submodules = submodulesOf(root)
  const inSubmodule = (path: string) => submodules.some((folder) => path === folder || path.startsWith(`${folder}/`))
  const ignored = ignoredByGitignore(gitignore)
  // A folder's own `.gitignore` (`web/.gitignore` leaving out `.env*`) speaks of the paths under it.
  // Read once a folder, and never under a symlinked folder (it may lead out of the root).
  const below = new Map<string, ((path: string) => boolean) | undefined>()
  const ignoredBelow = (path: string) => {
    const parts = path.split('/')
    // A path that climbs out of the root (`../other/.env`) has no folder of this project above it.
    if (parts.includes('..')) return false
    for (let i = 1; i < parts.length; i++) {
      const folder = join(root, ...parts.slice(0, i))
      if (!below.has(folder))
        below.set(folder, isRealFolder(folder) ? ignoredByGitignore(gitignoreText(folder)) : undefined)
      const ignores = below.get(folder)
      if (ignores === undefined) return false
      if (ignores(parts.slice(i).join('/'))) return true
    }
    return false
  }
  return (path) => inSubmodule(path) || ignored(path) || (nested && ignoredBelow(path))
}

/** A folder itself, not a symlink to one (`lstat` does not follow it). */
function isRealFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory()
  } catch {
    return false
  }
}

/** The `.gitignore` text of a folder (the root, or one under it), '' when there is none to read. */
export function gitignoreText(root: string): string {
  try {
    // As git, a symlinked .gitignore is not read (it may lead out of the root); a FIFO or a device
    // there is passed over by the bounded reader, never waited on.
    const file = join(root, '.gitignore')
    return lstatSync(file).isSymbolicLink() ? '' : (readFileHead(file, MAX_GITIGNORE_BYTES)?.text ?? '')
  } catch {
    return ''
  }
}

/** A `.gitignore`'s patterns, read as git reads the common ones (no negations). */
function ignoredByGitignore(text: string): (path: string) => boolean {
  const matchers = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const anchored = line.startsWith('/') || line.replace(/\/$/, '').includes('/')
      const pattern = line.replace(/^\//, '').replace(/\/$/, '')
      return picomatch(anchored ? pattern : `**/${pattern}`, { dot: true })
    })
  // Patterns as written: a path a pattern ends with (`config/db.php` under `app/config/db.php`, or the
  // bare `secrets.toml` under `app/.streamlit/secrets.toml`) is that file.
  const written = text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
  // A pattern's file part under its folder (`*_scratchpad.md` of `.ralph/*_scratchpad.md`): a bare name
  // it matches is that local file. Only when it says more than an extension: `*.json` would be any.
  const fileParts = written
    .filter((line) => line.includes('/'))
    .map((line) => line.slice(line.lastIndexOf('/') + 1))
    .filter((part) => /[*?]/.test(part) && part.replace(/\.[A-Za-z0-9]+$/, '').replace(/[*?]/g, '').length >= 3)
    .map((part) => picomatch(part, { dot: true }))
  return (path) => {
    const parts = path.split('/')
    // A path is ignored when it, or a folder above it, matches.
    return (
      parts.some((_, i) => matchers.some((match) => match(parts.slice(0, i + 1).join('/')))) ||
      written.some((line) => line === path || line.endsWith(`/${path}`)) ||
      (!path.includes('/') && fileParts.some((match) => match(path)))
    )
  }
}

/**
 * Where a path as a reader wrote it is in the tree: itself, else the one path it ends. `stem`: written
 * without its extension (`Entities/User` for `Entities/User.cs`). `{ near }`: not found, but a name
 * in its folder begins with it (`db/050` for `db/050_seed.sql`) — a reader's shorthand, not rot.
 */
/** What marks a committed stand-in for a file: an example, a template, a backup. */
const COPY_SUFFIX = /^\.(?:example|sample|template|tmpl|dist|default|defaults|bak|orig|old|local)$/i

/** A folder of copies and stand-ins: templates, scaffolds, examples, samples, fixtures, test data. */
const STAND_IN_FOLDER =
  /(?:^|\/)(?:templates?|scaffolds?|skeletons?|boilerplates?|examples?|samples?|fixtures?|__fixtures__|testdata|stubs?)\//i

/**
 * Paths one of which, two folders deep or more (`client/src/x.js`), every other ends with
 * (`app/client/src/x.js` and `review/source/app/client/src/x.js`): the others are copies of that tree
 * nested in a folder of the project, and the shallow one is the file a memory means. Two
 * `src/index.ts` of two packages are not.
 */
function nestedCopies(candidates: readonly string[]): { found: string } | undefined {
  const shallow = [...candidates].sort((a, b) => a.length - b.length)[0] as string
  if (shallow.split('/').length < 3) return undefined
  const copies = candidates.filter((real) => real !== shallow)
  return copies.every((real) => real.endsWith(`/${shallow}`)) ? { found: shallow } : undefined
}

/** The folder a path is in (`''` at the root). */
export const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')))

/** A folder in parentheses (`(protected)`, `(auth)`): a route group of Next.js, SvelteKit and the like. */
const ROUTE_GROUP = /(^|\/)\(([\w.-]+)\)(?=\/)/g

/** Where `findInTree` found only the same name under another extension: renamed or misremembered, as history says. */
export const underOtherExtension = (where: ReturnType<typeof findInTree>) =>
  where !== undefined && 'near' in where && where.extension === true

export function findInTree(
  tree: ProjectTree,
  path: string,
  stem = false,
): { found: string } | { ambiguous: string[] } | { near: true; extension?: true } | undefined {
  if (tree.folders.has(path) || hasFile(tree, path)) return { found: path }
  const name = path.slice(path.lastIndexOf('/') + 1)
  // A route group's folder (`app/(protected)/`) is often written without its parentheses: the same folder.
  const ends = (real: string) =>
    [real, real.replace(ROUTE_GROUP, '$1$2')].some((form) => form === path || form.endsWith(`/${path}`))
  let candidates = (tree.byName.get(name) ?? []).filter(ends)
  // Written with its extension (`probe.gd`), a file is never one that adds another (`probe.gd.uid`, a sidecar).
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase()
  if (candidates.length === 0 && !(extension !== undefined && FILE_EXTENSIONS.has(extension))) {
    // Written without an extension: a class or a module named the way its language imports it.
    const withExtension = [...tree.byName.entries()]
      .filter(
        ([entry]) =>
          entry.startsWith(`${name}.`) &&
          !entry.slice(name.length + 1).includes('.') &&
          // `terraform.tfvars.example` is a template of the file, not the file (which is often not committed).
          !COPY_SUFFIX.test(entry.slice(name.length)),
      )
      .flatMap(([, paths]) => paths.filter((real) => !tree.folders.has(real) && ends(real.replace(/\.[^./]+$/, ''))))
    if (withExtension.length > 0 || stem) candidates = withExtension
  }
  // A bare name found only in a folder of stand-ins (`templates/scaffold/tracker.md`) is a copy, not
  // the file the memory means (often the user's own, which git leaves out).
  if (!path.includes('/') && candidates.length > 0 && candidates.every((real) => STAND_IN_FOLDER.test(real)))
    return { near: true }
  if (candidates.length === 1) return { found: candidates[0] as string }
  if (candidates.length > 1) return nestedCopies(candidates) ?? { ambiguous: candidates }
  // `Pages/copiloto/Dashboard.tsx` for `Pages/Copiloto/Dashboard.tsx`: the same file, its folders'
  // case misremembered. A file name is written as it is imported: one whose case changed
  // (`ticketColumns.tsx` now `TicketColumns.tsx`) was renamed.
  const lower = path.toLowerCase()
  const sameButCase = (tree.byName.get(name) ?? []).filter(
    (real) => real.toLowerCase() === lower || real.toLowerCase().endsWith(`/${lower}`),
  )
  if (sameButCase.length === 1) return { found: sameButCase[0] as string }
  if (shorthandIn(tree, path) || pairIn(tree, path)) return { near: true }
  const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
  const prefix = new RegExp(`^${escapeRegExp(name)}[-_. ]`)
  // `ctx/Store.jsx` for `ctx/Store.js`: the same file under another extension, misremembered, or
  // renamed (`.jsx` to `.tsx`), which only history can tell (`extension`).
  const base = /^(.+)\.[A-Za-z0-9]+$/.exec(name)?.[1]
  const sibling = base ? new RegExp(`^${escapeRegExp(base)}\\.[A-Za-z0-9]+$`) : undefined
  let otherExtension = false
  for (const [entry, paths] of tree.byName) {
    if (!paths.some((real) => real.slice(0, real.lastIndexOf('/')).endsWith(parent))) continue
    if (prefix.test(entry)) return { near: true }
    if (sibling?.test(entry)) otherExtension = true
  }
  return otherExtension ? { near: true, extension: true } : undefined
}

/**
 * Two files written as one: of one extension side by side (`vi/en.json` for `vi.json` and
 * `en.json` in one folder, `locales/de/fr.json`), or two file names joined by a slash
 * (`tokens.md/globals.css`, `app.py/db.py`) when the project has both: a reader's shorthand, not a
 * path.
 */
function pairIn(tree: ProjectTree, path: string): boolean {
  const named = /^(?:.*\/)?([\w.-]+)\.([A-Za-z0-9]+)\/([\w.-]+\.[A-Za-z0-9]+)$/.exec(path)
  if (named && FILE_EXTENSIONS.has((named[2] as string).toLowerCase()))
    return tree.byName.has(`${named[1]}.${named[2]}`) && tree.byName.has(named[3] as string)
  const pair = /^(?:(.*)\/)?([\w-]+)\/([\w-]+)\.([A-Za-z0-9]+)$/.exec(path)
  if (!pair) return false
  const [, folder = '', first = '', second = '', extension = ''] = pair
  const firsts = new Set((tree.byName.get(`${first}.${extension}`) ?? []).map(folderOf))
  return (tree.byName.get(`${second}.${extension}`) ?? []).some((real) => {
    const at = folderOf(real)
    return firsts.has(at) && (folder === '' || at === folder || at.endsWith(`/${folder}`))
  })
}

/**
 * A path written from inside a service or package, as its people say it: `Api/Mapping` for
 * `Shop.Api/Mapping` (a folder whose name ends with the first one), `tool/x.py` for
 * `tool/src/tool/x.py` (a package's own layout left out).
 */
function shorthandIn(tree: ProjectTree, path: string): boolean {
  const segments = path.split('/')
  if (segments.length < 2) return false
  const first = segments[0] as string
  const rest = segments.slice(1).join('/')
  const plain = (name: string) => name.toLowerCase().replace(/[-_.]/g, '')
  for (const real of tree.byName.get(segments.at(-1) as string) ?? []) {
    if (!real.endsWith(`/${rest}`)) continue
    const above = real.slice(0, real.length - rest.length - 1).split('/')
    const last = above.at(-1) as string
    if (last !== first && /[.\-_]/.test(last.slice(-first.length - 1, -first.length)) && last.endsWith(first))
      return true
    const at = above.lastIndexOf(first)
    const layout = at === -1 ? undefined : above.slice(at + 1)
    if (
      layout !== undefined &&
      layout.length >= 1 &&
      layout.length <= 2 &&
      (layout.length === 1
        ? layout[0] === 'src' || plain(layout[0] as string) === plain(first)
        : layout[0] === 'src' && plain(layout[1] as string) === plain(first))
    )
      return true
  }
  return false
}

export function hasFile(tree: ProjectTree, path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1)
  return (tree.byName.get(name) ?? []).includes(path)
}

/** True when a glob matches a file or folder of the tree. */
export function globMatches(tree: ProjectTree, glob: string): boolean {
  const match = picomatch(glob, { dot: true })
  const within = picomatch(`**/${glob}`, { dot: true })
  return [...tree.files, ...tree.folders].some((path) => match(path) || within(path))
}

/**
 * True when a path of the project leads into the memory dir or holds it, through a symlink too
 * (`.claude/rules` → `.agents/memory/rules`): what is there is memory, never evidence (SPEC §6.4).
 */
export function leadsIntoMemory(root: string, path: string, memoryDir: string): boolean {
  const full = resolve(root, path)
  if (isInside(full, memoryDir) || isInside(memoryDir, full)) return true
  try {
    const real = realpathSync.native(full)
    const memory = realpathSync.native(memoryDir)
    return isInside(real, memory) || isInside(memory, real)
  } catch {
    return false
  }
}

/**
 * True when this path is the memory dir, a folder above it, or a file in it (by its own path or one
 * ending in it), or lies in another memory folder of the project (`inOtherMemory`).
 */
export function isMemoryPath(tree: ProjectTree, path: string): boolean {
  for (const file of tree.memoryFiles)
    if (file === path || file.endsWith(`/${path}`) || file.startsWith(`${path}/`) || file.includes(`/${path}/`))
      return true
  return inOtherMemory(path, (folder) => hasFile(tree, `${folder}/MEMORY.md`))
}

/**
 * True when a path lies in another memory folder of the project: a subagent's
 * (`.claude/agent-memory/<type>/`, `.claude/agent-memory-local/<type>/`) or a folder beside a
 * `MEMORY.md` index. What is there is memory too, never evidence (SPEC §6.4).
 */
export function inOtherMemory(path: string, hasIndex: (folder: string) => boolean): boolean {
  if (/(?:^|\/)\.claude\/agent-memory(?:-local)?(?:\/|$)/.test(path)) return true
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
  return folder !== '' && hasIndex(folder)
}

/**
 * True when `@scope/name` is a package of this repository: a folder of that name holds a
 * package.json (a workspace package). `@nestjs/common` beside a project's `src/common/` is not.
 */
export function workspacePackage(tree: ProjectTree, module: string): boolean {
  const scoped = /^@[\w.-]+\/([\w.-]+)/.exec(module)
  if (!scoped) return false
  const folder = scoped[1] as string
  return (tree.byName.get('package.json') ?? []).some(
    (manifest) => manifest === `${folder}/package.json` || manifest.endsWith(`/${folder}/package.json`),
  )
}

/** A folder that keeps what is set aside: deprecated, archived, old, backups (`_deprecated/`, `.migration-backup/`). */
export const RETIRED =
  /(^|\/)(?:[^/]*[-_.])?(?:deprecated|archived?|old|legacy|backups?|bak|obsolete|attic|trash|unused)(?:[-_.][^/]*)?\//i

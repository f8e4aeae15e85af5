// Which of what a memory names it can be held to (SPEC §6.4, §6.4.1): the one selection behind
// `lint`'s "may have rotted" findings and the inferred checks made at hand-over, so that a rot
// finding and an inferred stale finding are the same judgement.
import type { Claim, Claims } from './claims.js'
import {
  findInTree,
  folderOf,
  globMatches,
  isMemoryPath,
  underOtherExtension,
  type ProjectTree,
} from './project-tree.js'
import { escapeRegExp, isClassName, isDynamicSegment, REF_PREFIXES } from './token-shape.js'

/** Names so common they are evidence of nothing, whatever the count. */
export const COMMON = new Set(
  (
    'import export require module default return async await yield self this super None null nil undefined true ' +
    'false True False void main master origin HEAD sleep print console window document process global index ' +
    'string number boolean object Array Object String Number Boolean Promise Error Exception Date Math JSON ' +
    'init setup test tests config utils data value name type key item items list dict map set get post put ' +
    'delete update create read write open close start stop run build deploy install error warn info debug log ' +
    'json yaml http https localhost TODO FIXME NOTE XXX README'
  ).split(' '),
)

/** A name whose shape sets it apart: `deriveBeforeClassify`, `source_denylist`, `AlphaBase`, `LOCAL_DIR`. */
export function distinctiveName(name: string): boolean {
  if (name.length < 4 || COMMON.has(name)) return false
  // A class selector of two parts or more (`.glass-card`) is one class of the project's stylesheets.
  if (isClassName(name)) return name.length >= 7 && /[a-z0-9](?:-{1,2}|_{1,2})[a-z0-9]/.test(name)
  const last = name.slice(name.lastIndexOf('.') + 1)
  return (
    /[a-z][A-Z]|[A-Z]{2,}[a-z]|[A-Za-z]\d|\d[A-Za-z]/.test(last) ||
    /[A-Za-z0-9]_[A-Za-z0-9]/.test(last) ||
    /^[A-Z][a-z]+[A-Z]/.test(last)
  )
}

/** Files every project has: that one exists says nothing a memory would claim. */
export const UBIQUITOUS =
  /^(README(\.\w+)?|CLAUDE\.md|AGENTS\.md|LICEN[CS]E(\.\w+)?|\.gitignore|package\.json|tsconfig\.json|pyproject\.toml|requirements\.txt|setup\.py|Cargo\.toml|go\.mod|Gemfile|Makefile|Dockerfile|docker-compose\.ya?ml|\.env(\.example)?|index\.html|CHANGELOG\.md|gradlew(\.bat)?|mvnw(\.cmd)?|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|Cargo\.lock|go\.sum|poetry\.lock|uv\.lock|Pipfile\.lock|Gemfile\.lock|composer\.lock)$/i

/**
 * Folders whose contents are built, downloaded or local: absent from a clone by design, unless the
 * project commits the folder (Replit keeps its apps in `artifacts/`, many keep code in `src/data/`).
 */
const UNTRACKED =
  /(^|\/)(dist|build|out|target|coverage|node_modules|\.venv|venv|env|__pycache__|\.next|\.cache|cache|tmp|temp|logs?|data|output|outputs|artifacts?|results?|reports?|uploads?|storage|Library|Temp|obj|bin)(\/|$)/i
/** The folder of a path that such a name ends (`artifacts` of `artifacts/api/x.ts`), or undefined. */
function untrackedFolder(path: string): string | undefined {
  const found = UNTRACKED.exec(path)
  return found ? path.slice(0, found.index + (found[1] ?? '').length + (found[2] ?? '').length) : undefined
}
/** A path under a folder of that kind (`dist/app.js`, `artifacts/api/x.ts`). */
export const underBuiltFolder = (path: string) => untrackedFolder(path) !== undefined
/**
 * Whether the project commits a folder of that kind: the tree says (`committedIn`); with no tree,
 * `never` (the rules as written) or `later` (held now, judged against the tree at hand-over).
 */
type Committed = (folder: string) => boolean
const never: Committed = () => false
const later: Committed = () => true
const committedIn =
  (tree: ProjectTree): Committed =>
  (folder) =>
    tree.folders.has(folder) && !tree.ignored(folder)

/** Files a name is said beside that place it in code (prose repeats names without holding them). */
const SOURCE_FILE = /\.[A-Za-z0-9]+$/
const PROSE_FILE = /\.(md|mdx|txt|rst|adoc|html?|ipynb|csv|tsv|log|svg|json|lock)$/i

/**
 * What the claim says about where it stands, before any tree is asked: written as code, a link or
 * a path prose would not write otherwise (a file name with its folders), and not an aside, an
 * example, a story, a code block or a place outside this repository.
 */
export function mayHoldPath(claim: Claim, path: string, committed: Committed = never): boolean {
  if (claim.aside || claim.example || claim.elsewhere || claim.section === 'why' || claim.section === 'fence')
    return false
  if (path === '' || /\s/.test(path)) return false
  const built = untrackedFolder(path)
  if (built !== undefined && !committed(built)) return false
  // An index of memory, wherever it is said to lie, is memory: never a claim about the project.
  if (/(^|\/)MEMORY\.md$/i.test(path)) return false
  const segments = path.split('/')
  // In prose, a path is a path only when it ends in a file name or a folder's slash ("api/worker/web" is a list).
  const folderSaid = claim.shape.kind === 'path' && claim.shape.folder === true
  // A name with no folder is a path only as a top-level folder written as code with its slash (`backend/`).
  if (segments.length === 1) return folderSaid && claim.backticked
  return claim.backticked || folderSaid || /\.[A-Za-z0-9]{1,10}$/.test(segments.at(-1) as string)
}

/**
 * A path written with its folders (`frontend/build.tar.gz`, `tools/backup/`), or a bare file name
 * written as code (`build-kernel.bat`), on a line whose only
 * words placing things elsewhere are of a file's state in git or a build ("packs it (excluding
 * cache)", "Commit with …"): a reader still means this repository's path where its history held
 * that path and no file or folder of its name is left, so it is rot only where history says so
 * (`'if-history'`). Another place, an absolute path, another base or a linked repository on the line
 * places it elsewhere whatever history says.
 */
function placedByWordOnly(claim: Claim, path: string, committed: Committed = never): boolean {
  if (
    claim.placedByWord !== true ||
    claim.aside ||
    claim.example ||
    claim.section === 'why' ||
    claim.section === 'fence'
  )
    return false
  // A bare file name written as code on such a line ("… (commit 23d2a84). `build-kernel.bat` compiles …")
  // is held as one said plainly would be, to history's word.
  if (!path.includes('/')) return claim.backticked && mayHoldName({ ...claim, elsewhere: false }, path)
  return mayHoldPath({ ...claim, elsewhere: false }, path, committed) && path.split('/').filter(Boolean).length >= 2
}

/** Stems a file shares with files of every project and of other repositories: a bare one says nothing of which. */
const EVERY_PROJECT_STEM =
  /^(?:main|index|app|application|server|client|config|settings|manifest|routes?|router|schema|types|constants|utils|helpers|lib|mod|init|setup|globals?|styles?|test|tests|conftest|__init__|README|LICENSE|CHANGELOG|package|tsconfig)$/i

/**
 * A bare file name written as code (`deploy.yml`, `geocoder.py`), or in prose with a stem shaped like
 * a code name (HeroPanel.tsx), in a sentence that states it, not shaped like a file every project
 * has: when no file of the tree has its name, it is rot only where history shows the repository
 * once held a file of that name (`'if-history'` of `heldPath`).
 */
function mayHoldName(claim: Claim, path: string): boolean {
  if (claim.aside || claim.example || claim.elsewhere || claim.section === 'why' || claim.section === 'fence')
    return false
  if (path.includes('/') || !/^[\w.-]+\.[A-Za-z0-9]{1,10}$/.test(path)) return false
  if (/(^|\/)MEMORY\.md$/i.test(path)) return false
  const stem = path.replace(/\.[^.]*$/, '')
  // In prose, only a stem shaped like a code name (`HeroPanel.tsx`): "Vue.js" is a library's name.
  return !EVERY_PROJECT_STEM.test(stem) && (claim.backticked || distinctiveName(stem))
}

/** Letters and digits only, lower case: `AuthService`, `auth.service` and `auth_service` are one name. */
const loose = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * `core/auth/AuthService` where `core/auth/` holds `auth.service.ts`: a module or a class written as
 * code imports it, its file named in another case. Not a path that went.
 */
function moduleInFolder(tree: ProjectTree, segments: readonly string[]): boolean {
  const parent = segments.slice(0, -1).join('/')
  if (!tree.folders.has(parent)) return false
  const wanted = loose(segments.at(-1) as string)
  return tree.files.some(
    (file) =>
      file.startsWith(`${parent}/`) &&
      !file.slice(parent.length + 1).includes('/') &&
      loose(file.slice(parent.length + 1).replace(/\.[A-Za-z0-9]+$/, '')) === wanted,
  )
}

/**
 * `basic/original/basic_radar` where one folder holds a folder of each name: a list of sibling
 * folders written with slashes, not one path.
 */
function siblingFolders(tree: ProjectTree, segments: readonly string[]): boolean {
  if (segments.length < 3) return false
  const parentsOf = (name: string) =>
    new Set((tree.byName.get(name) ?? []).filter((real) => tree.folders.has(real)).map(folderOf))
  const [first, ...rest] = segments.map(parentsOf)
  return [...(first ?? [])].some((parent) => rest.every((parents) => parents.has(parent)))
}

/**
 * How a path no file of the tree matches can be rot: `'held'` when the writer meant a path of this
 * repository (`mayHoldPath`), not a file git ignores, under a folder this project has — or, under a
 * folder it no longer has, a file whose name it still holds in one or two places (the file moved);
 * `'if-history'` when the whole folder it was in is gone (`scripts/deploy.sh` with no `scripts/`):
 * rot only where history shows the repository once held it, since a first folder the project never
 * had is most often another base; `false` when it is not held at all.
 */
function heldPath(claim: Claim, tree: ProjectTree, path: string): 'held' | 'if-history' | false {
  if (tree.ignored(path)) return false
  const committed = committedIn(tree)
  if (mayHoldPath(claim, path, committed)) return heldAsWritten(claim, tree, path)
  // Only where nothing of its name is left: a name found elsewhere may be the place those words mean.
  return placedByWordOnly(claim, path, committed) &&
    (tree.byName.get(nameOf(path.replace(/\/+$/, ''))) ?? []).length === 0 &&
    heldAsWritten(claim, tree, path) !== false
    ? 'if-history'
    : false
}

const trimmedSegments = (path: string) => path.replace(/\/+$/, '').split('/')

/** Extensions a router's file of a dynamic segment is written in. */
const ROUTE_FILE = /^\.(?:[cm]?[jt]sx?|vue|svelte|astro|py|rb|php|go|rs|dart|java|kt|ex|exs)$/i

/**
 * The extension of a bracketed stem with the extension of content (`[slug].mdx`, `[filename].webp`),
 * which stands for any file of that extension; one of code (`[toolId].tsx`) is a router's file of
 * that very name.
 */
function standInExtension(segment: string): string | undefined {
  const dot = segment.lastIndexOf('.')
  const extension = segment.slice(dot)
  return dot > 0 && isDynamicSegment(segment.slice(0, dot)) && !ROUTE_FILE.test(extension) ? extension : undefined
}

/**
 * True when a path ends in a dynamic segment (`src/features/[feature]/`) or a stand-in for content
 * files (`src/content/blog/[slug].mdx`): any name may stand in its place.
 */
export const endsInDynamicSegment = (path: string) => {
  const last = trimmedSegments(path).at(-1) as string
  return path.includes('/') && (isDynamicSegment(last) || standInExtension(last) !== undefined)
}

/**
 * True when a path's bracketed segment is no name of the tree, and the path with any name in its
 * place is there (`app/[locale]/[route]/page.tsx` beside `app/[locale]/contact/page.tsx`,
 * `src/features/[feature]` beside `src/features/news`): the brackets stand for each of them, the
 * way a layout is described, not for one folder that went.
 */
function bracketPattern(tree: ProjectTree, segments: readonly string[]): boolean {
  const wild = segments.map(
    (segment) => (isDynamicSegment(segment) || standInExtension(segment) !== undefined) && !tree.byName.has(segment),
  )
  if (!wild.includes(true)) return false
  const fits = (real: string) => {
    const parts = real.split('/')
    const tail = parts.slice(parts.length - segments.length)
    return (
      tail.length === segments.length &&
      tail.every((part, i) => {
        const extension = standInExtension(segments[i] as string)
        return wild[i] ? extension === undefined || part.endsWith(extension) : part === segments[i]
      })
    )
  }
  const last = segments.at(-1) as string
  const candidates = wild.at(-1) ? [...tree.files, ...tree.folders] : (tree.byName.get(last) ?? [])
  return candidates.some(fits)
}

/** `heldPath` of a path a reader means as this repository's: what the tree says of it as written. */
function heldAsWritten(claim: Claim, tree: ProjectTree, path: string): 'held' | 'if-history' | false {
  const segments = path.split('/')
  if (bracketPattern(tree, trimmedSegments(path))) return false
  const first = segments[0] as string
  const name = segments.at(-1) as string
  // `stores/session`, written as code imports it, may be a module or a name in one: only a folder
  // said as one (`db/schema/`) or a deeper path is held to the tree.
  const folderSaid = claim.shape.kind === 'path' && claim.shape.folder === true
  // A folder said alone (`backend/`): rot only where no folder of its name is left and history shows the repository once held it.
  if (segments.length === 1)
    return (tree.byName.get(first) ?? []).some((real) => tree.folders.has(real)) ? false : 'if-history'
  if (!folderSaid && !/\.[A-Za-z0-9]+$/.test(name) && segments.length === 2) return false
  if (
    !folderSaid &&
    !/\.[A-Za-z0-9]+$/.test(name) &&
    (moduleInFolder(tree, segments) || siblingFolders(tree, segments))
  )
    return false
  if (REF_PREFIXES.has(first) && !tree.folders.has(first)) return false
  if ((tree.byName.get(first) ?? []).some((real) => tree.folders.has(real))) return 'held'
  const named = (tree.byName.get(name) ?? []).filter((real) => !tree.folders.has(real))
  // Written from a folder above the root (`apps/site/src/x.ts` for `src/x.ts`): the file is there.
  if (named.some((real) => path.endsWith(`/${real}`))) return false
  // A header is named as its library's include path (`driver/i2c.h`), which a project's own may share.
  const header = /\.(?:h|hh|hpp|hxx)$/i.test(name)
  const file = /\.[A-Za-z0-9]+$/.test(name)
  if (file && !header && !UBIQUITOUS.test(name) && named.length >= 1 && named.length <= 2) return 'held'
  return (file && !UBIQUITOUS.test(name)) || folderSaid ? 'if-history' : false
}

/** Extensions of a programming language's source files. */
const CODE_FILE =
  /\.(py|rb|go|rs|java|kt|kts|scala|php|cs|fs|swift|dart|ex|exs|erl|clj|hs|lua|pl|r|jl|c|cc|cpp|cxx|h|hpp|m|mm|zig|nim|ts|tsx|js|jsx|mjs|cjs|vue|svelte)$/i

/**
 * A source file in a language the project has no file of (`services/sse_manager.py` in a TypeScript
 * app whose memory also speaks of its Python backend): most often another codebase's.
 */
export function foreignLanguage(tree: ProjectTree, path: string): boolean {
  const extension = CODE_FILE.exec(path)?.[1]?.toLowerCase()
  return extension !== undefined && !tree.files.some((file) => file.toLowerCase().endsWith(`.${extension}`))
}

/** True for the name of a library the project declares in a manifest (`yfinance`, `react-dom`). */
export type Libraries = (name: string) => boolean

/**
 * A path under a library the project declares (`yfinance/scrapers/history.py`), where the project has
 * no folder of that name: a file of that library's source, not of this repository.
 */
function inLibrary(tree: ProjectTree, path: string, libraries: Libraries | undefined): boolean {
  const first = path.split('/')[0] as string
  if (libraries === undefined || !path.includes('/')) return false
  if ((tree.byName.get(first) ?? []).some((real) => tree.folders.has(real))) return false
  return libraries(first)
}

/** How a path no file of the tree has can be rot: a bare file name as `mayHoldName` says, any other as `heldPath`. */
export const missingHolding = (
  claim: Claim,
  tree: ProjectTree,
  path: string,
  libraries?: Libraries,
): 'held' | 'if-history' | false =>
  mayHoldName(claim, path) && !tree.ignored(path)
    ? 'if-history'
    : inLibrary(tree, path, libraries)
      ? false
      : heldPath(claim, tree, path)

/**
 * True when a memory names a checkout outside the root (`/home/u/other-app/api`, `D:\\code\\lib`) or
 * says it speaks of another repository:
 * it talks of another repository or machine, and its relative paths may be that place's. A
 * checkout is this project when it holds the root's name or any tail of it is a path of the root.
 */
export function namesAnotherCheckout(
  { places, anotherRepository }: Pick<Claims, 'places' | 'anotherRepository'>,
  rootName: string,
  exists: (path: string) => boolean,
): boolean {
  if (anotherRepository) return true
  return places.some((segments) => anotherPlace(segments, rootName, exists))
}

/**
 * True when a memory's description places what it is about in another checkout ("a fork of this
 * app at `~/other`"): its paths are that place's, even where the two share their file names.
 */
export function describedElsewhere(
  { describedPlaces }: Pick<Claims, 'describedPlaces'>,
  rootName: string,
  exists: (path: string) => boolean,
): boolean {
  return describedPlaces.some((segments) => anotherPlace(segments, rootName, exists))
}

const anotherPlace = (segments: readonly string[], rootName: string, exists: (path: string) => boolean) =>
  !segments.includes(rootName) && !segments.some((_, i) => exists(segments.slice(i).join('/')))

/**
 * True when fewer than half the paths with folders a memory states are found: with
 * `namesAnotherCheckout`, the memory is about that other place, and says nothing about this one.
 */
export function mostlyAbsent(claims: readonly Claim[], found: (path: string) => boolean): boolean {
  const paths = new Set(
    claims.flatMap((claim) =>
      claim.shape.kind === 'path' &&
      !claim.shape.glob &&
      claim.shape.path.includes('/') &&
      // A git ref (`origin/main`, `feature/new-ui`) is no path, here or elsewhere.
      !REF_PREFIXES.has(claim.shape.path.split('/')[0] as string) &&
      mayHoldPath(claim, claim.shape.path)
        ? [claim.shape.path]
        : [],
    ),
  )
  return [...paths].filter(found).length * 2 < paths.size
}

/**
 * True when a memory is about another checkout, as a tree of the root shows: its description places
 * it there, or it names one and fewer than half its paths are here. Its paths are that place's.
 */
export function aboutAnotherCheckout(read: Claims, rootName: string, tree: ProjectTree): boolean {
  return (
    describedElsewhere(read, rootName, inTree(tree)) ||
    (namesAnotherCheckout(read, rootName, inTree(tree)) &&
      mostlyAbsent(read.claims, (path) => findInTree(tree, path) !== undefined))
  )
}

/** A path of the root as written, for `namesAnotherCheckout`. */
export const inTree = (tree: ProjectTree) => (path: string) =>
  tree.folders.has(path) || (tree.byName.get(path.slice(path.lastIndexOf('/') + 1)) ?? []).includes(path)

export interface MissingPath {
  path: string
  line: number
  /** The one file of the tree with its name, when there is one: where it may have moved. */
  moved?: string
  /** Rot only where history shows the repository once held it: its whole folder is gone (`heldPath`). */
  ifHistory?: true
  /** Its folder is gone too, and the memory names more paths there: this finding is the folder's. */
  under?: GoneFolder<MissingPath>
}

/**
 * The paths a memory names that no file of the tree matches as written, each once: `lint`'s "may
 * have rotted" findings and the inferred checks' stale paths (SPEC §6.4, §6.4.1). Asked of every
 * memory, whatever block it carries.
 */
export function missingPaths(
  claims: readonly Claim[],
  tree: ProjectTree,
  outside = false,
  libraries?: Libraries,
): MissingPath[] {
  const missing: MissingPath[] = []
  // A tree cut short at its limit lacks what lay past it: no path is known to be gone.
  if (outside || tree.cutShort) return missing
  const seen = new Set<string>()
  const said = saidGone(claims)
  for (const claim of claims) {
    const { shape } = claim
    if (shape.kind !== 'path' || shape.stem || seen.has(shape.path) || said.has(nameOf(shape.path))) continue
    // A file given as an example illustrates; it is neither the claim nor missing.
    if (isMemoryPath(tree, shape.path) || claim.example) continue
    // A bare file name beside a folder the tree no longer has (in `lib/skills/`: `a.ts`, `b.ts`) is that folder's finding.
    if (
      !shape.path.includes('/') &&
      shape.folder !== true &&
      claim.folders.some((folder) => findInTree(tree, folder) === undefined)
    )
      continue
    if (shape.glob) {
      if (
        !globMatches(tree, shape.path) &&
        heldPath(claim, tree, shape.path.replace(/\/?[^/]*[*?{].*$/, '')) === 'held'
      ) {
        seen.add(shape.path)
        missing.push({ path: shape.path, line: claim.line })
      }
      continue
    }
    const where = findInTree(tree, shape.path)
    // Only under another extension (`Week6.jsx` beside `Week6.tsx`): rot where history held it as
    // written (renamed), a misremembered extension where it never did.
    const otherExtension = underOtherExtension(where)
    if ((where !== undefined && !otherExtension) || throughLink(tree, shape.path)) continue
    const holding = missingHolding(claim, tree, shape.path, libraries)
    if (!holding) continue
    const named = tree.byName.get(shape.path.slice(shape.path.lastIndexOf('/') + 1)) ?? []
    // The old place of a file the memory says moved out of its folder, and that lives on elsewhere.
    if (claim.leftFolder && named.length > 0) continue
    seen.add(shape.path)
    missing.push({
      path: shape.path,
      line: claim.line,
      ...(named.length === 1 ? { moved: named[0] } : {}),
      ...(holding === 'if-history' || otherExtension ? { ifHistory: true as const } : {}),
    })
  }
  // A path under a folder the project never had that ends with a path held as written is written from another base.
  const firm = new Set(missing.flatMap(({ path, ifHistory }) => (ifHistory ? [] : [path])))
  const based = missing.filter(({ path, ifHistory }) => !ifHistory || !tailsOf(path).some((tail) => firm.has(tail)))
  // A name or shorter path the memory also writes with more folders is that one path, said once.
  const tails = new Set(based.flatMap(({ path }) => tailsOf(path)))
  const once = based.filter(({ path }) => !tails.has(path))
  // A path under a folder the memory names as missing too is that folder's finding.
  const outer = once.filter(({ path }) => !once.some((other) => path.startsWith(`${other.path.replace(/\/$/, '')}/`)))
  return onePerGoneFolder(outer, (folder) => findInTree(tree, folder) !== undefined)
}

/**
 * Paths whose folder is gone too, one per folder: a folder that went takes its files with it, and
 * one finding says so (the first path the memory names there, with `under`: the folder and the
 * memory's other paths there). A file and its companions of one stem in one folder (`Client.h`,
 * `Client.cpp`, `Client.module.css`) are one unit too.
 */
export function onePerGoneFolder<T extends { path: string }>(
  missing: readonly T[],
  there: (folder: string) => boolean,
): Array<T & { under?: GoneFolder<T> }> {
  const units = new Map<string, { first: T; folder?: string; others: T[] }>()
  for (const one of missing) {
    const folder = one.path.includes('/') ? one.path.slice(0, one.path.lastIndexOf('/')) : ''
    const stem = nameOf(one.path).replace(/(?<=.)\..*$/, '')
    const gone = folder !== '' && !there(folder)
    const unit = gone ? folder : `${folder}/${stem}`
    const said = units.get(unit)
    if (said === undefined) units.set(unit, { first: one, ...(gone ? { folder } : {}), others: [] })
    else if (said.folder !== undefined) said.others.push(one)
  }
  return [...units.values()].map(({ first, folder, others }) =>
    folder !== undefined && others.length > 0 ? { ...first, under: { folder, others } } : first,
  )
}

/** A folder that is gone, and the other paths the memory names there than the one said. */
export interface GoneFolder<T = { path: string }> {
  folder: string
  others: T[]
}

/** The paths of `onePerGoneFolder`'s findings, each folder's others too: what it folded, unfolded. */
export const unfolded = <T extends { path: string }>(said: ReadonlyArray<T & { under?: GoneFolder<T> }>): T[] =>
  said.flatMap(({ under, ...one }) => [one as unknown as T, ...(under?.others ?? [])])

/**
 * Where a missing file's name now is, said after its finding: `(x/b.ts has its name)`, or, for a
 * finding said for its gone folder, `(x/b.ts has the name of b.ts)`, since "its" would be the folder's.
 */
export const elsewhereHint = (moved: string, path: string, under: GoneFolder<unknown> | undefined) =>
  ` (${moved} has ${under === undefined ? 'its name' : `the name of ${nameOf(path)}`})`

/** `a/b.ts and 4 more paths under a/`: the path said for a gone folder, and what else it takes. */
export const withGoneFolder = (path: string, under: GoneFolder<unknown> | undefined) =>
  under === undefined
    ? path
    : `${path} and ${under.others.length} more ${under.others.length === 1 ? 'path' : 'paths'} under ${under.folder}/`

/** The shorter paths a path ends with at a `/` boundary: `b/c` and `c` of `a/b/c`. */
const tailsOf = (path: string) =>
  path
    .split('/')
    .map((_, i, all) => all.slice(i + 1).join('/'))
    .slice(0, -1)

/** A path under a symlink of the tree: where it leads is never read, so what is there is not known. */
const throughLink = (tree: ProjectTree, path: string) =>
  tree.links.size > 0 &&
  path
    .split('/')
    .slice(0, -1)
    .some((_, i, folders) => tree.links.has(folders.slice(0, i + 1).join('/')))

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/**
 * File names the memory itself says are gone or renamed somewhere: the same file
 * named elsewhere in it is that story told again, not a path the project is held to.
 */
function saidGone(claims: readonly Claim[]): Set<string> {
  return new Set(
    claims
      .filter(
        (claim) =>
          claim.aside &&
          claim.shape.kind === 'path' &&
          (/\.[A-Za-z0-9]+$/.test(claim.shape.path) || claim.shape.folder === true) &&
          claim.gone === true,
      )
      .map((claim) => nameOf((claim.shape as { path: string }).path)),
  )
}

/** A claim the hand-over holds a memory to: a path it names, or a name it places in a named file. */
export type HeldClaim =
  | { kind: 'path'; path: string; line: number; claim: Claim; byWord?: true }
  | { kind: 'name'; name: string; file: string; line: number }

/**
 * The claims a memory with no verify block is held to at hand-over, chosen from what it says
 * alone (no tree): paths `mayHoldPath` keeps, and a distinctive name written as code placed in a
 * file — `src/sync.ts::syncAll`, or said in a clause whose one file is a source file. Whether a
 * path is there is asked later, by `stat` first and a listing only when that fails.
 */
export function heldClaims(claims: readonly Claim[], type: string | undefined): HeldClaim[] {
  const held: HeldClaim[] = []
  const said = saidGone(claims)
  const seen = new Set<string>()
  const add = (claim: HeldClaim) => {
    const key = claim.kind === 'path' ? `p|${claim.path}` : `n|${claim.name}|${claim.file}`
    if (seen.has(key)) return
    seen.add(key)
    held.push(claim)
  }
  // A judgement's lesson places names only where its description and how-to-apply rule say. Its
  // paths are held wherever it names them, as `lint` reports them: a file the lesson names that is
  // gone has rotted whichever section names it.
  const judgement = type === 'feedback' || type === 'user'
  const counts = (claim: Claim) => !judgement || claim.section === 'description' || claim.section === 'how'
  const filesOfClause = new Map<number, string[]>()
  const drawn: HeldClaim[] = []
  const byWord: HeldClaim[] = []
  for (const claim of claims) {
    const { shape } = claim
    if (shape.kind !== 'path' || shape.glob || shape.stem || said.has(nameOf(shape.path))) continue
    // A bare name is held only to being somewhere in the project; it places no name in a file, but
    // it is a second file of its clause: a name said there may be in either.
    if (!shape.path.includes('/') && /\.[A-Za-z0-9]{1,10}$/.test(shape.path))
      filesOfClause.set(claim.clause, [...(filesOfClause.get(claim.clause) ?? []), shape.path])
    if (mayHoldName(claim, shape.path)) {
      add({ kind: 'path', path: shape.path, line: claim.line, claim })
      continue
    }
    // A path under a folder of built or local files is held too: whether the project commits that
    // folder is the tree's to say at hand-over (`heldPath`).
    if (!mayHoldPath(claim, shape.path, later)) {
      // Rot only where history held it (`heldPath`): after what is said plainly, and placing no name.
      if (placedByWordOnly(claim, shape.path, later))
        byWord.push({ kind: 'path', path: shape.path, line: claim.line, claim, byWord: true })
      continue
    }
    // A drawn tree's entries are held after what sentences say: a long tree never crowds those out of the cap.
    if (claim.section === 'tree') {
      drawn.push({ kind: 'path', path: shape.path, line: claim.line, claim })
      continue
    }
    add({ kind: 'path', path: shape.path, line: claim.line, claim })
    const files = filesOfClause.get(claim.clause)
    if (files) files.push(shape.path)
    else filesOfClause.set(claim.clause, [shape.path])
    if (shape.symbol && distinctiveName(shape.symbol) && placesNames(shape.path))
      add({ kind: 'name', name: shape.symbol, file: shape.path, line: claim.line })
  }
  for (const claim of claims) {
    const { shape } = claim
    if (
      shape.kind !== 'identifier' ||
      !claim.backticked ||
      claim.unmarked ||
      claim.aside ||
      claim.example ||
      claim.elsewhere
    )
      continue
    if (claim.section === 'why' || claim.section === 'fence' || !counts(claim) || !distinctiveName(shape.name)) continue
    // One file said beside the name (its bare name and its path are one file): two would leave
    // which holds it to a guess.
    const files = [...new Set(filesOfClause.get(claim.clause) ?? [])]
    const names = new Set(files.map(nameOf))
    const file = files.find((path) => path.includes('/'))
    if (names.size === 1 && file !== undefined && placesNames(file) && placedIn(claim.clauseText, shape.name, file))
      add({ kind: 'name', name: shape.name, file, line: claim.line })
  }
  for (const claim of [...drawn, ...byWord]) add(claim)
  return held
}

/**
 * Whether a clause places a name in its one file. A file only in parentheses names where the words
 * just before it live (`… via the admin client (`x.ts`)`): the name is in it when it is those words,
 * or the name and its kind (`` `useCart` hook (`cart.ts`) ``); a name after the parentheses is not.
 * A name glued to a word after it (`` `Start`-Hook ``) qualifies that word: the file is the thing, not its holder.
 */
function placedIn(clause: string, name: string, file: string): boolean {
  const at = clause.indexOf(`\`${name}\``)
  if (at >= 0 && /^-\p{L}/u.test(clause.slice(at + name.length + 2))) return false
  if (settingFor(clause, name, file)) return false
  const bare = file.slice(file.lastIndexOf('/') + 1)
  // "`app/Events/Saved.php` + `EventServiceProvider`": two things listed side by side, not one inside the other.
  const fileSpan = `\`[^\`]*${escapeRegExp(bare)}\``
  const nameSpan = `\`${escapeRegExp(name)}\``
  if (new RegExp(`${fileSpan}\\s*\\+\\s*${nameSpan}|${nameSpan}\\s*\\+\\s*${fileSpan}`).test(clause)) return false
  // "on `A` and `B` via `helper` in `ui.ts`": the file is the place of the name right before it; a
  // name before that one, parted from it by more than a list's commas and "and", is not placed there.
  const tight = new RegExp(`\`([^\`]+)\`\\s+in\\s+(?:the\\s+)?\`[^\`]*${escapeRegExp(bare)}\``).exec(clause)
  if (tight && tight[1] !== name && at >= 0 && at < tight.index) {
    const between = clause.slice(at + name.length + 2, tight.index)
    if (!/^(?:\s|,|&|\/|\band\b|\bor\b|`[^`]+`)*$/.test(between)) return false
  }
  const outside = clause.replace(PARENTHESES, (span) => ' '.repeat(span.length))
  if (outside.includes(bare) || at < 0) return true
  // The file only in parentheses: the name is in it when it is in the same parentheses, or right before them.
  return [...clause.matchAll(PARENTHESES)]
    .filter((span) => span[0].includes(bare))
    .some(
      (span) =>
        (at > span.index && at < span.index + span[0].length) ||
        (span.index >= at + name.length + 2 && RIGHT_BEFORE.test(clause.slice(at + name.length + 2, span.index))),
    )
}

/** What may part a name from the parentheses of its file: nothing, or the kind of thing it is (`` `useCart` hook (`cart.ts`) ``). */
const RIGHT_BEFORE =
  /^[\s*_-]*(?:(?:hook|function|method|class|component|helper|module|type|struct|enum|interface|table|service|store|context|provider|reducer|widget|screen|page|view|route|handler|endpoint|command|script|constant|model|schema|query|job|worker)s?[\s*_-]*)?$/i

/** A span in parentheses, ASCII or full-width (`（src/x.ts）`, as Chinese and Japanese text writes them). */
const PARENTHESES = /[(\uFF08][^()\uFF08\uFF09]*[)\uFF09]/g

/**
 * A name written as a setting whose value is the file (`` `globalSetup`: `./e2e/global-setup.ts` ``,
 * `entry = "src/main.ts"`): the setting points at the file, wherever it is set; it is not in the file.
 */
export function settingFor(clause: string, name: string, file: string): boolean {
  const bare = file.slice(file.lastIndexOf('/') + 1)
  return new RegExp(`${escapeRegExp(name)}\`?\\s*[:=]\\s*[\`'"]?[^\\s\`'"]*${escapeRegExp(bare)}`).test(clause)
}

/** Files no name is written in: images, documents, media, archives and built binaries. */
const BINARY_FILE =
  /\.(png|jpe?g|gif|webp|avif|bmp|ico|tiff?|pdf|psd|mp3|mp4|m4a|wav|ogg|webm|mov|avi|zip|gz|tgz|tar|7z|rar|woff2?|ttf|otf|eot|wasm|so|dll|dylib|exe|bin|o|a|class|jar|pyc|db|sqlite3?|parquet|npy|npz|pkl|onnx|pt|h5)$/i

/** A file that defines names (source, a config): prose and data repeat names without holding them. */
const placesNames = (path: string) => SOURCE_FILE.test(path) && !PROSE_FILE.test(path) && !BINARY_FILE.test(path)

/** What a file holds of a placed name: its last dotted part, anywhere (`req.user?.role_name` holds `req.user.role_name`). */
export const heldPart = (name: string) => name.slice(name.lastIndexOf('.') + 1)

/**
 * A dotted name whose qualifier is a module beside the file (`plots.grain_figure` said with
 * `steel/grain.py`, `steel/plots.py` there): that module's member, not a name the file holds.
 */
export function qualifiedElsewhere(file: string, name: string, isFile: (path: string) => boolean): boolean {
  const parts = name.split('.')
  if (parts.length < 2) return false
  const qualifier = parts.at(-2) as string
  const slash = file.lastIndexOf('/')
  const base = file.slice(slash + 1)
  const dot = base.lastIndexOf('.')
  if (dot <= 0 || base.slice(0, dot) === qualifier) return false
  return isFile(`${file.slice(0, slash + 1)}${qualifier}${base.slice(dot)}`)
}

// From what a memory names to the checks that would hold it (SPEC §6.4): each claim weighed
// against the project, the strongest kept. Also the paths no file of the tree matches, the only
// ground for "the claim may have rotted already".
import { realpathSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { isInside } from '@claimcheck/core'
import { readFileHead } from '../files.js'
import { blankCode, type Claim, type Claims } from './claims.js'
import { createdTable, isEvidenceFile, MAX_DEFINING_SEARCH, withoutComments, type Hits } from './code-search.js'
import { declaredLibraries, pinnedEntry, type Manifests } from './manifests.js'
import {
  aboutAnotherCheckout,
  COMMON,
  distinctiveName,
  heldClaims,
  heldPart,
  missingPaths,
  qualifiedElsewhere,
  settingFor,
  UBIQUITOUS,
  type MissingPath,
} from './held-claims.js'
import { findInTree, hasFile, isMemoryPath, RETIRED, workspacePackage, type ProjectTree } from './project-tree.js'
import { escapeRegExp, isClassName, settingPattern } from './token-shape.js'
import { PROPOSED_KINDS } from '../shipped-checkers.js'

export { distinctiveName, type MissingPath }

export type ProposedCheck =
  | { kind: typeof PROPOSED_KINDS.path; target: string }
  | { kind: typeof PROPOSED_KINDS.text; target: string; pattern: string; fixed?: true; flags?: string }
  | { kind: typeof PROPOSED_KINDS.url; target: string }
  | { kind: 'none' }

export interface Candidate {
  check: ProposedCheck
  score: number
  /** Line of the body (0: the description) of the claim it holds. */
  line: number
  /** What the claim names, as a finding says it: `scripts/batch.sh`, `` `deriveBeforeClassify` (in src/app.ts) ``. */
  said: string
}

/** How many files a name may be in and still be evidence of one thing. */
export const MAX_NAME_FILES = 4
/** Checks proposed for one memory at most: more is a maintenance cost, not more truth. */
export const MAX_CHECKS = 8

/** A project's own config file at its root: every project of its kind has one. */
const ROOT_CONFIG = /^config\.(ya?ml|json|toml|js|ts)$/i
/** The names whose files are to be looked up: identifiers, flags and file symbols of every claim. */
export function namesToSearch(claims: readonly Claim[]): string[] {
  const names: string[] = []
  for (const { shape, aside, section } of claims) {
    if (aside || section === 'why') continue
    if (shape.kind === 'identifier' && distinctiveName(shape.name)) names.push(shape.name)
    if (shape.kind === 'flag') names.push(shape.flag)
  }
  return names
}

export interface Project {
  root: string
  tree: ProjectTree
  hits: Map<string, Hits>
  manifests: Manifests
  /** The http checker is enabled: a URL can be given a check. */
  http: boolean
}

const quoted = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text)

/** True when the file holds the name outside its comments (a comment names what is elsewhere, or was). */
function fileHolds(root: string, file: string, name: string): boolean {
  return fileMatches(root, file, `(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`, true)
}

/** True when the file's text (its first MiB; its code only, when asked) matches the pattern. */
function fileMatches(root: string, file: string, pattern: string, code = false): boolean {
  try {
    // A committed link is read only when it resolves to a regular file inside the root: what lies
    // outside is not the project's (nor a bit of it shown), and a FIFO is never opened.
    const real = realpathSync.native(join(root, file))
    if (!isInside(real, realpathSync.native(root)) || !statSync(real).isFile()) return false
    const head = readFileHead(real, 1024 * 1024)
    return head !== undefined && new RegExp(pattern).test(code ? withoutComments(file, head.text) : head.text)
  } catch {
    return false
  }
}

/** A Markdown document, whose sections a memory may quote by their titles. */
const MARKDOWN = /\.(?:md|mdx|markdown)$/i

/**
 * The title a clause quotes in double quotes (`"…"`, `“…”`) with which, as written, a heading of the
 * Markdown document it names opens (`## Release gates (all apps)` for "Release gates"), if one does.
 */
function quotedHeading(root: string, file: string, clause: string): string | undefined {
  if (!MARKDOWN.test(file)) return undefined
  for (const match of clause.matchAll(/["“]([^"“”\n]{6,120})["”]/gu)) {
    const title = (match[1] as string).trim()
    if (title.length < 6) continue
    // The heading opens with it, after a number at most (`## 12. Release gates`): a word inside another
    // heading ("applied" rows, `### 2059 — both files applied`) is no title.
    if (fileMatches(root, file, `(?:^|\n) {0,3}#{1,6}[ \t]+[\\d.§:() \t-]*${escapeRegExp(title)}`)) return title
  }
  return undefined
}

/** Where code reads a variable of the environment: `process.env.X`, `import.meta.env.X`, `os.environ["X"]`, `getenv("X")`, `env::var("X")`, `ENV["X"]`. */
const environmentRead = (name: string) =>
  `(?:\\benv(?:\\.get\\(|::var(?:_os)?\\(|[.[(])|\\bENV(?:\\[|\\.fetch\\()|getenv\\(|\\benviron(?:\\.get\\()?\\[?|GetEnvironmentVariable\\()\\s*['"]?${escapeRegExp(name)}\\b`

/**
 * A line of code that opens by declaring the name right after its words (`const `, `pub fn `, `export class `), at the
 * left edge: indented, it is a function's own variable (`  const data = …`), not what the file declares.
 */
const DECLARING =
  /^(?:(?:export|default|pub(?:\([\w:]+\))?|public|private|protected|internal|static|async|abstract|final|unsafe|extern)\s+)*(?:const|let|var|val|fn|def|func|function|class|struct|enum|interface|type|trait|record|object|module)\s+\*?$/

/** The start of a line that declares or sets a name: its indent and modifiers (`export const `, `private static `). */
const LINE_START = `(?:^|\\n)[ \\t]*(?:(?:export|const|let|var|val|final|static|readonly|public|private)[ \\t]+)*`

/** A line that sets the name itself: a constant, an assignment, a key of a mapping (`X = …`, `X: …`, `"X": …`). */
const settingLine = (name: string) => `${LINE_START}["']?${escapeRegExp(name)}["']?\\s*(?::[^=\\n,]*)?[=:](?!=)`

/**
 * True when the file is a tool's config (`vite.config.ts`, `drizzle.config.ts`: the tool, then
 * `config`; `supabase/config.toml`: a data file in the tool's own folder, where an app's own
 * `routes/config.ts` is code) and the memory never names that tool.
 */
function unnamedTool(file: string, text: string): boolean {
  const tool =
    /^([A-Za-z][\w-]+)\.config\.[\w.]+$/.exec(basename(file))?.[1] ??
    /(?:^|\/)\.?([A-Za-z][\w-]+)\/config\.(?:toml|ya?ml|json|ini)$/.exec(file)?.[1]
  return tool !== undefined && !new RegExp(`\\b${escapeRegExp(tool)}\\b`, 'i').test(text)
}

/**
 * True when the file is a compose file (`docker-compose.yml`, `compose.prod.yaml`), which sets a
 * variable for one deployment of the app (often a demo's value), and the memory never speaks of
 * containers: a claim about the setting is about the code that reads it.
 */
const unnamedDeployment = (file: string, text: string) =>
  /^(?:docker-)?compose(?:[.-][\w-]+)?\.ya?ml$/i.test(basename(file)) &&
  !/\b(?:docker|compose|containers?)\b/i.test(text)

/** True when the clause says a name is in the file (`constant in currency.ts`, "read from `config.ts`"). */
const placesIn = (clause: string, path: string) =>
  new RegExp(`\\b(?:in|from|inside|within)\\s+\`?${escapeRegExp(path)}`, 'i').test(clause)

/** A clause calling a setting optional, an override, or giving it a default (`defaults to …`, `falls back to …`). */
const OPTIONAL_SETTING = /\b(?:optional(?:ly)?|overrides?|defaults?\s+(?:to|is)|falls?\s+back\s+to)\b/i

/** True when the file reads the name from the environment and sets it nowhere. */
const onlyReadsEnvironment = (root: string, file: string, name: string) =>
  fileMatches(root, file, environmentRead(name), true) && !fileMatches(root, file, settingLine(name), true)

/**
 * The name's hits without the files that read it from the environment and only set it as a key
 * (`{ X: value }` for a program they start), not as a constant of their own (`const X = …`, `X = os.getenv("X")`).
 */
function withoutPassedOn(root: string, name: string, found: Hits): Hits {
  const declared = `${LINE_START}${escapeRegExp(name)}\\s*(?::[^=\\n,]*)?=(?!=)`
  const passedOn = found.defining.filter(
    (file) => fileMatches(root, file, environmentRead(name), true) && !fileMatches(root, file, declared, true),
  )
  if (passedOn.length === 0) return found
  return {
    ...found,
    defining: found.defining.filter((file) => !passedOn.includes(file)),
    declaring: found.declaring.filter((file) => !passedOn.includes(file)),
  }
}

/**
 * The check on a name the claim places in a file: a grep of the name, or, when the clause says the
 * value it is set to (`` `LIMIT` … is set to 2100 ``), of the name with that value — none when the
 * file sets it otherwise.
 */
function nameHeld(
  root: string,
  target: string,
  name: string,
  clause: string,
  score: number,
  line: number,
): Candidate | 'set otherwise' {
  const given = valueGiven(clause, name)
  const value = given?.value
  const setting = value === undefined ? undefined : settingPattern(`${name}=${value}`)
  const set = setting !== undefined && fileMatches(root, target, setting)
  // The file sets it to another value: the claim is false today, and a grep of the name alone would pass it.
  // A value given in shorthand (`x` (default 10), `x` = 10) may be written otherwise in the file (`x: int = 10`):
  // unmatched, the name alone is held.
  if (setting !== undefined && !set && given?.said) return 'set otherwise'
  if (setting !== undefined && set)
    return {
      check: { kind: PROPOSED_KINDS.text, target, pattern: setting },
      score: score + 1,
      line,
      said: `\`${quoted(name)}\` = ${value} (in ${target})`,
    }
  // A name the file also holds inside longer ones (`E2eTest` beside `E2eTestStatus`) is held as a whole
  // word: its substring would pass after the name itself was renamed.
  const word = /^[A-Za-z_]\w*$/.test(name) && fileMatches(root, target, `\\w${name}|${name}\\w`)
  return {
    check: isClassName(name)
      ? // A class selector ends where its name does (`.glass-card`, not `.glass-card-header`).
        { kind: PROPOSED_KINDS.text, target, pattern: `${escapeRegExp(name)}(?:[^\\w-]|$)` }
      : word
        ? { kind: PROPOSED_KINDS.text, target, pattern: `\\b${name}\\b` }
        : { kind: PROPOSED_KINDS.text, target, pattern: name, fixed: true },
    score,
    line,
    said: `\`${quoted(name)}\` (in ${target})`,
  }
}

/**
 * The value a clause gives a name: a number it says the name is set to (`` `LIMIT` in `a.py` is set
 * to 2100 ``, "`X` defaults to 5"; `said`), a value it writes as code after "set to" or "defaults to"
 * (`` `FROM` is set to `no-reply@x.io` ``), or a literal written right after it as its default or
 * value (`` `max_files` (default 10) ``, `` `POLL_MS` = 2000 ``, `` `mode` = "ALL" ``, `` `dry` (default false) ``).
 */
function valueGiven(clause: string, name: string): { value: string; said: boolean } | undefined {
  const at = clause.indexOf(`\`${name}\``)
  if (at === -1) return undefined
  const after = clause.slice(at + name.length + 2, at + name.length + 2 + 120)
  const said = /^[\s\S]*?\b(?:is|are)?\s*(?:set to|defaults? to|equals)\s+`?(-?\d+(?:\.\d+)?)(?![\w.])/.exec(after)?.[1]
  if (said !== undefined) return { value: said, said: true }
  // A value written as code after "set to" or "defaults to" (`` `FROM` is set to `no-reply@x.io` ``) is held
  // where the file writes it so; written otherwise (a fallback, a template), the name alone is held.
  const spanSaid = /^\s*(?:is\s+|are\s+)?(?:set to|defaults? to)\s+`(["']?)([^`\s"']{1,60})\1`/.exec(after)?.[2]
  if (spanSaid !== undefined) return { value: spanSaid, said: false }
  const literal = LITERAL_AFTER.exec(after)
  const value = literal?.[1] ?? literal?.[2] ?? literal?.[3]
  return value === undefined ? undefined : { value, said: false }
}

/** A literal right after a name as its default or value: a number (no unit), `true`/`false`, a short quoted string. */
const LITERAL_AFTER =
  /^\s*(?:\(\s*default(?:s to)?\s*[:=]?\s*|default(?:s to)?\s*[:=]?\s*|=\s*)`?(?:(-?\d[\d_]*(?:\.\d+)?)(?![\w.])|(true|false)\b|(["'][^"'`\n]{1,40}["']))`?/i

/** The version a clause gives a dependency just after naming it (`` `zod` at `^3.23` ``, "sharp 0.33"): its digits. */
function versionAfter(clause: string, name: string): string | undefined {
  const at = clause.indexOf(name)
  if (at === -1) return undefined
  const after = clause.slice(at + name.length, at + name.length + 48)
  return /^[^\d\n]{0,24}?(?<![\w.])[\^~]?(?:>=|<=|==|~>|>|<)?\s?v?(\d+(?:\.\d+){0,2})(?![\w])/.exec(after)?.[1]
}

/**
 * A name said as a feature of a package, not as one (`` `tokio` feature ``, `` `rt`+`tokio` features ``,
 * `features = ["tokio"]`, "the feature `tokio`"): a flag a manifest turns on, which a dependency of
 * the same name does not hold.
 */
function featureNamed(clause: string, name: string): boolean {
  const n = escapeRegExp(name)
  return new RegExp(
    `\`${n}\`(?:\\s*(?:[+,/&]|\\band\\b)\\s*\`[^\`]+\`)*\\s*(?:features?|flags?)\\b|\\bfeatures?\\s*(?:[=:]\\s*\\[[^\\]]*?)?["'\`]${n}["'\`]`,
    'i',
  ).test(clause)
}

/** Feedback and user memories are judgements: only their description and how-to-apply rule can carry a check. */
const judgementType = (type: string | undefined) => type === 'feedback' || type === 'user'

/**
 * True when the memory names something a check could hold — a path, a distinctive name — outside
 * its asides, examples and story: such a memory is not a judgement that names nothing checkable.
 */
export function namesCode({ claims, procedures }: Claims): boolean {
  return (
    procedures.some((procedure) => !procedure.aside && procedure.section !== 'why') ||
    claims.some(
      ({ shape, aside, example, section }) =>
        !aside &&
        !example &&
        section !== 'why' &&
        ((shape.kind === 'path' && !shape.glob && shape.path.includes('/')) ||
          (shape.kind === 'identifier' && distinctiveName(shape.name))),
    )
  )
}

export function weigh(
  read: Claims,
  type: string | undefined,
  project: Project,
): { candidates: Candidate[]; missing: MissingPath[] } {
  const { claims, procedures } = read
  const { tree, hits, manifests, root } = project
  const judgement = judgementType(type)
  const candidates: Candidate[] = []
  // A memory about another checkout: its paths and names may be that place's, so it is held to nothing here.
  if (aboutAnotherCheckout(read, basename(root), tree)) return { candidates, missing: [] }
  const missing = missingPaths(claims, tree, false, declaredLibraries(manifests))
  // A judgement's lesson (said first, or in its rule) about named code is held to that code; its story never is.
  // A drawn tree's entries are held for rot, never proposed: a block holds what sentences claim.
  const counts = (claim: Pick<Claim, 'section' | 'aside'> & { lead?: boolean }) =>
    !claim.aside &&
    claim.section !== 'why' &&
    claim.section !== 'tree' &&
    (!judgement || claim.section === 'description' || claim.section === 'how' || claim.lead === true)
  // The rest of a judgement's body holds its lesson only where it names code as a place: a path
  // with its folders, or a name said beside the file that holds it (the story stays in **Why:**).
  const namesPlace = (claim: Claim) =>
    judgement && !claim.aside && !claim.example && claim.section === 'body' && claim.backticked
  const bonus = (claim: Claim) =>
    (claim.section === 'description' ? 2 : 0) +
    (claim.section === 'how' ? 1 : 0) +
    (claim.section === 'fence' ? -1 : 0) +
    (claim.anchored ? 1 : 0) +
    (claim.backticked ? 1 : 0)
  // Files the memory names that exist, by clause, each with the claim that names it: a name said
  // beside a file is looked for in it (in the one written nearest before it, of several).
  const namedByClause = new Map<number, { file: string; claim: Claim }[]>()
  const filesIn = (clause: number) => (namedByClause.get(clause) ?? []).map(({ file }) => file)
  // Files of the tree each logical line names (a heading's are what its section speaks of).
  const namedByParagraph = new Map<number, Set<string>>()
  const asideByClause = new Map<number, string[]>()
  // Paragraphs naming a file no path of the tree matches: a name said there is where that file is or
  // was, and a file elsewhere that holds it would turn a claim about that file into a fresh one.
  const gone = new Set<number>()
  const goneInClause = new Set<number>()
  // Files said to set a value they do not hold.
  const unsetIn = new Set<string>()
  // Bare names the project has several files of (`currency.ts` in the server and in the app), by the
  // clause that places a name in one of them.
  const severalByClause = new Map<number, string[]>()

  for (const claim of claims) {
    const { shape } = claim
    if (shape.kind !== 'path' || shape.glob) continue
    const where = findInTree(tree, shape.path, shape.stem)
    // Only near a file of the tree (`backend/.env` beside a committed `backend/.env.example`): the claim is of the file named.
    if ((!where || 'near' in where) && !isMemoryPath(tree, shape.path)) {
      if (claim.backticked) gone.add(claim.paragraph)
      // Written in prose (`exists in app.py`), it is a file for the clause that says so, not for its whole paragraph.
      else if (codeFileInProse(shape.path)) goneInClause.add(claim.clause)
    }
    // Said as where a name is (`constant in currency.ts`), not beside it (`its own \`use-auth.tsx\` hook`).
    if (where && 'ambiguous' in where && !claim.contrasted && placesIn(claim.clauseText, shape.path))
      severalByClause.set(claim.clause, [...(severalByClause.get(claim.clause) ?? []), ...where.ambiguous])
    if (!where || !('found' in where)) continue
    if (tree.folders.has(where.found)) continue
    // A file the clause sets against its claim ("instead of one helper in `lib/auth.ts`") is not where its names are.
    if (claim.contrasted) asideByClause.set(claim.clause, [...(asideByClause.get(claim.clause) ?? []), where.found])
    else namedByClause.set(claim.clause, [...(namedByClause.get(claim.clause) ?? []), { file: where.found, claim }])
    namedByParagraph.set(claim.paragraph, new Set([...(namedByParagraph.get(claim.paragraph) ?? []), where.found]))
  }
  // The file a section is about: the one its nearest heading naming files names (`## portainer/docker-compose.yml`).
  const headingFile = (claim: Claim) => {
    for (const heading of [...(claim.headings ?? [])].reverse()) {
      const files = namedByParagraph.get(heading)
      if (files) return files.size === 1 ? [...files][0] : undefined
    }
    return undefined
  }
  // The one file a claim's clause names, or, naming none, the one its section's heading names.
  const oneFileFor = (claim: Claim) => {
    const files = [...new Set(filesIn(claim.clause))]
    return files.length === 1 ? (files[0] as string) : files.length === 0 ? headingFile(claim) : undefined
  }
  // Settings the memory says, on any line, the host keeps among its secrets (`` `API_KEY` — Replit Secret ``).
  const keptInHostSecrets = new Set(
    claims.flatMap(({ shape, inHostSecrets }) => (inHostSecrets && shape.kind === 'identifier' ? [shape.name] : [])),
  )
  // A table's name said first in its clause, opening a list (`` `referrals` — referrer_id, referred_id ``,
  // `` `orders` table: … ``): the names after it may be its columns.
  const firstOfClause = new Map<number, Claim>()
  for (const claim of claims) {
    const first = firstOfClause.get(claim.clause)
    if (first === undefined || claim.at < first.at) firstOfClause.set(claim.clause, claim)
  }
  const tableOfClause = new Map<number, string>()
  for (const [clause, { shape, clauseText }] of firstOfClause) {
    if (shape.kind !== 'identifier') continue
    const opensList = new RegExp(`^[\\s>*+-]*\`?${escapeRegExp(shape.name)}\`?\\s*(?:table\\s*)?(?:[—–:]|-\\s)`, 'i')
    if (opensList.test(clauseText)) tableOfClause.set(clause, shape.name)
  }
  // Names the memory says went out of a file: a name its clause says was moved or removed (done, not
  // a plan's "move `x` out of"), and the path it went from (`` `X` was moved from `a.dart` into
  // `b.dart` ``: `a.dart`, not `b.dart`).
  const leftFiles = new Set(
    claims.flatMap((left) =>
      left.gone && left.shape.kind === 'identifier' && MOVED_AWAY.test(left.clauseText)
        ? claims
            .filter(
              (from) =>
                from.clause === left.clause &&
                from.shape.kind === 'path' &&
                LEFT_FROM.test(from.clauseText.slice(Math.max(0, from.at - 12), from.at)),
            )
            .map(
              (from) => `${(left.shape as { name: string }).name}|${basename((from.shape as { path: string }).path)}`,
            )
        : [],
    ),
  )
  // Every file of the tree the memory names, wherever it names it.
  const namedFiles = new Set([...namedByClause.values()].flat().map(({ file }) => file))
  // The files that declare the other names of a claim's clause, each the one source file declaring it
  // (`simulateSale / min_tax`: `simulateSale`'s module): where the clause is about.
  const homesOfClause = (claim: Claim) =>
    new Set(
      claims.flatMap((other) => {
        if (other.clause !== claim.clause || other.shape.kind !== 'identifier' || other === claim) return []
        const declaring = [...new Set(sourceFiles(hits.get(other.shape.name)?.declaring ?? []))]
        return declaring.length === 1 ? declaring : []
      }),
    )
  // A name no file declares (only a key or a field of that name in each), said beside names other files
  // declare, is held only where one of those is declared, when the memory names that file and a key or
  // field there defines it; else nowhere: not in a page that labels `min_tax` beside the module's
  // `compareStrategies`, nor in a client hook's field for `requireAuth … by clerk_id`. A clause of no
  // other declared name leaves it to the first definer the memory names.
  const undeclaredHome = (claim: Claim, found: Hits) => {
    const homes = homesOfClause(claim)
    if (homes.size === 0) return namedDefiner(found, namedFiles, claim.clauseText)
    const holding = sourceFiles(found.defining).filter((file) => homes.has(file) && namedFiles.has(file))
    return holding.length === 1 ? holding[0] : undefined
  }
  // The files of a name's clause it is said beside. A name inside parentheses that close before a file
  // written after it is said of what stands before them (`` `crypto.rs` (…; `load_or_create`), `warden.rs` ``).
  const besideIn = (claim: Claim) =>
    (namedByClause.get(claim.clause) ?? []).filter(
      (named) => named.claim.at < claim.at || !closesBetween(claim.clauseText, claim.at, named.claim.at),
    )
  // A name a snippet declares (`const X = …`, `fn x(`) is shown where the lines before the block place it: the one
  // file the nearest of them naming files names (`**Location:** \`src/limits.rs\``), when that file holds it.
  // A name the snippet only uses illustrates.
  const snippetFile = (claim: Claim, name: string, holding: readonly string[]) => {
    if (!DECLARING.test(claim.clauseText.slice(0, claim.at))) return undefined
    for (const paragraph of claim.leadIns ?? []) {
      const files = namedByParagraph.get(paragraph)
      if (files === undefined) continue
      const [file] = files
      return files.size === 1 && holding.includes(file as string) && !settingFor(claim.clauseText, name, file as string)
        ? { file: file as string, byHeading: true }
        : undefined
    }
    return undefined
  }
  // The file of the tree a name is said in: of several its clause names that hold it, the one written
  // nearest before it ("`b.rs` calls `x`"), else the first; its clause naming none, the file the heading
  // over its section names, when that file holds it. A snippet's name is placed by its clause only.
  const placedIn = (claim: Claim, name: string, holding: readonly string[]) => {
    const holders = besideIn(claim).filter(
      ({ file }) => holding.includes(file) && !settingFor(claim.clauseText, name, file),
    )
    const nearest = holders.filter((named) => named.claim.at < claim.at).sort((a, b) => b.claim.at - a.claim.at)[0]
    const inClause = (nearest ?? holders[0])?.file
    if (inClause !== undefined) return { file: inClause, byHeading: false }
    // A name the project has several files of: the one of them that holds the name, if only one does.
    const among = (severalByClause.get(claim.clause) ?? []).filter(
      (file) => holding.includes(file) && !settingFor(claim.clauseText, name, file),
    )
    if (among.length === 1) return { file: among[0] as string, byHeading: false }
    if (claim.section === 'fence') return snippetFile(claim, name, holding)
    if (filesIn(claim.clause).length > 0 || severalByClause.has(claim.clause)) return undefined
    const heading = headingFile(claim)
    return heading !== undefined && holding.includes(heading) && !settingFor(claim.clauseText, name, heading)
      ? { file: heading, byHeading: true }
      : undefined
  }

  for (const claim of claims) {
    const { shape } = claim
    if (shape.kind === 'path') {
      // A file given as an example illustrates; it is neither the claim nor missing. An index of
      // memory, wherever it lies, is memory.
      if (isMemoryPath(tree, shape.path) || claim.example || shape.glob || /(^|\/)MEMORY\.md$/i.test(shape.path))
        continue
      // `view.phtml` read as a module and a name in it: the file of that whole name is what is meant.
      const whole = shape.stem && shape.symbol ? findInTree(tree, `${shape.path}.${shape.symbol}`) : undefined
      const where = whole && 'found' in whole ? whole : findInTree(tree, shape.path, shape.stem)
      if (!where || !('found' in where)) continue
      // A module is a file: a folder of the stem's name is something else. A name written as a
      // folder (`output/`) is a folder: a file of that stem (`src/output.ts`) is something else.
      if (shape.stem && where !== whole && tree.folders.has(where.found)) continue
      if (shape.folder && !tree.folders.has(where.found)) continue
      if (!counts(claim) && !(namesPlace(claim) && shape.path.includes('/'))) continue
      const target = where.found
      // Found in another memory folder (a subagent's, `lp-backend-dev/notes.md`): memory too.
      if (isMemoryPath(tree, target)) continue
      // A copy in a folder set aside (`_deprecated-…/`, `archive/`) is not the live file the memory names.
      if (RETIRED.test(target) && !RETIRED.test(shape.path)) continue
      if (!shape.path.includes('/')) {
        // A bare name beside a folder the project lacks is in that folder, elsewhere; one found only
        // among tests or fakes is not the file a reader meant unless the memory says so.
        if (claim.folders.some((folder) => findInTree(tree, folder) === undefined)) continue
        if (isTestPath(target) && !isTestPath(shape.path)) continue
        // Found only in the agent's own settings (`.claude/settings.json`) or worktrees: the memory
        // means the app's file. What the project keeps in a folder there (`.claude/rules/x.md`) is its own.
        if (/^\.claude\/(?:[^/]+$|worktrees\/)/.test(target) && !read.claims.some(writesClaudeFolder)) continue
      }
      const folder = tree.folders.has(target)
      // A bare folder name on a line placing things elsewhere (a device's cache, a server) is that place's.
      if (folder && !shape.path.includes('/') && claim.elsewhere) continue
      const symbol = where === whole ? undefined : shape.symbol
      if (symbol && !folder && distinctiveName(symbol) && fileHolds(root, target, symbol)) {
        candidates.push({
          check: { kind: PROPOSED_KINDS.text, target, pattern: symbol, fixed: true },
          score: 6 + bonus(claim),
          line: claim.line,
          said: `\`${symbol}\` (in ${target})`,
        })
        continue
      }
      // A bare top-level folder (`docs`, `client`) is rarely the claim; a file every project has, never.
      if (
        folder
          ? !target.includes('/')
          : UBIQUITOUS.test(target.slice(target.lastIndexOf('/') + 1)) || ROOT_CONFIG.test(target)
      )
        continue
      // A section the clause quotes by its title (the "Release gates" list in `docs/ops.md`): its heading is the claim.
      const title = folder ? undefined : quotedHeading(root, target, claim.clauseText)
      if (title !== undefined) {
        candidates.push({
          check: { kind: PROPOSED_KINDS.text, target, pattern: title, fixed: true },
          score: 5 + bonus(claim),
          line: claim.line,
          said: `"${quoted(title)}" (a heading of ${target})`,
        })
        continue
      }
      // `x.py:89-136` points at lines: what the claim says is there, never that the file is.
      if (!folder && (shape.pointer || aboutContent(claim, claims, root, target))) {
        // The claim is about something inside a file that holds much else: its grep is the check, not the file.
        const named = contentNamed(claim, claims, root, target)
        const inside = named !== undefined && !leftFiles.has(`${named}|${basename(target)}`) ? named : undefined
        const held = inside && nameHeld(root, target, inside, claim.clauseText, 6 + bonus(claim), claim.line)
        if (held === 'set otherwise') unsetIn.add(target)
        else if (held) candidates.push(held)
        continue
      }
      candidates.push({
        check: { kind: PROPOSED_KINDS.path, target },
        score: (folder ? 2 : 3) + bonus(claim),
        line: claim.line,
        said: quoted(target),
      })
    } else if (shape.kind === 'identifier' || shape.kind === 'flag' || shape.kind === 'package') {
      const lesson = counts(claim)
      if (!lesson && !(namesPlace(claim) && shape.kind === 'identifier')) continue
      const name = shape.kind === 'flag' ? shape.flag : shape.name
      // A dependency is named as one ("uses `sharp`", "the `mcp` SDK"), or by a name no word shares.
      // A package of the workspace itself (`@app/proto` for `packages/proto/`) is the project's code: that
      // another package lists it says nothing of what the memory claims about it.
      const dependency =
        lesson &&
        claim.backticked &&
        !claim.example &&
        (claim.dependencyWords || /[-/.@\d]/.test(name)) &&
        !featureNamed(claim.clauseText, name) &&
        !workspacePackage(tree, name)
          ? manifests.dependency(name, claim.clauseText)
          : undefined
      if (dependency) {
        // The version the claim gives it (`^24`, `>=0.28.1`), held too where the manifest declares that one.
        const version = versionAfter(claim.clauseText, name)
        const pinned = version === undefined ? undefined : pinnedEntry(dependency, name, version)
        const held = pinned !== undefined && fileMatches(root, pinned.file, pinned.pattern) ? pinned : undefined
        const entry = held ?? dependency
        candidates.push({
          check: {
            kind: PROPOSED_KINDS.text,
            target: entry.file,
            pattern: entry.pattern,
            ...(entry.flags ? { flags: entry.flags } : {}),
          },
          score: 3 + bonus(claim) + (held ? 2 : 0),
          line: claim.line,
          said: held
            ? `\`${quoted(name)}\` ${version} (a dependency in ${dependency.file})`
            : `\`${quoted(name)}\` (a dependency in ${dependency.file})`,
        })
        continue
      }
      if (shape.kind === 'package') continue
      const found = hits.get(name)
      if (!found || found.count === 0) continue
      // A name in many files says little, but a judgement's lesson about the project's own API (a
      // long name written as code, defined in one file however widely used) is held to that file.
      if (found.count > MAX_NAME_FILES && !(judgement && ownApi(claim, name, found))) continue
      // A name the project imports from a library is the library's: that a file uses it says nothing of the claim.
      if (found.imported) continue
      // The project's own name: said beside the file that holds it, set in a config file, or defined in one file.
      // A column of a table the project's SQL creates is held in the one file that creates it, not in code using it.
      const table = tableOfClause.get(claim.clause)
      const creating =
        table === undefined || table === name
          ? []
          : found.files.filter((file) => fileMatches(root, file, createdTable(escapeRegExp(table))))
      const near = placedIn(claim, name, found.files)
      const placed =
        creating.length === 1 && near?.file !== creating[0] ? { file: creating[0] as string, byHeading: false } : near
      const column = placed !== near
      // A column written in prose (no backticks) is held, as any such name, only in a file the memory names.
      if (column && claim.unmarked && !namedFiles.has(placed?.file as string)) continue
      const beside = placed?.file
      // A name from a snippet (a code block) illustrates: it is held only to a file the memory names beside it.
      if ((!lesson || claim.section === 'fence') && !beside) continue
      // Said beside files none of which holds it: the claim places it there, and a file elsewhere that
      // holds it would turn that false claim into a passing check.
      if (!beside && (besideIn(claim).length > 0 || severalByClause.has(claim.clause))) continue
      // Another program's flag shares the name: a flag is held only to the file said to take it.
      if (shape.kind === 'flag' && !beside) continue
      // Said beside a path that is gone: the claim is where it was, and a file elsewhere would hide that.
      // A name given as an example is a claim about the project only where its file is named.
      if (!beside && (gone.has(claim.paragraph) || goneInClause.has(claim.clause) || claim.example)) continue
      // Said after a library the project depends on, in its clause (`` `@x/sdk` exposes … (`registerManual`) ``):
      // the name is the library's, and a project file defining one of that name implements it, or is another thing.
      if (!beside && libraryBefore(claim, claims, tree)) continue
      // A setting's name held by the one config file that holds it: two would leave which to a guess.
      // A committed template (`.env.example`) only lists the key: then the one code file that reads it holds the claim.
      const setting = shape.kind === 'identifier' && /^[A-Z][A-Z0-9_]+$/.test(name)
      // A tool's config that only reads it from the environment (`env.X ?? ""` in `vite.config.ts`) does not
      // set it: it holds the claim only where the memory speaks of that tool. A compose file sets it for one
      // deployment: it holds the claim only where the memory speaks of containers.
      const configs = setting
        ? found.files.filter(
            (file) =>
              isConfigFile(file) &&
              !isTemplateFile(file) &&
              !(unnamedTool(file, read.text) && onlyReadsEnvironment(root, file, name)) &&
              !unnamedDeployment(file, read.text),
          )
        : []
      const readers =
        setting && configs.length === 0 && found.files.some(isTemplateFile)
          ? found.files.filter((file) => !isConfigFile(file) && !isTemplateFile(file) && !isTestPath(file))
          : []
      const config = configs.length === 1 ? configs[0] : readers.length === 1 ? readers[0] : undefined
      // An environment variable a code file reads (`process.env.X`, `os.getenv("X")`) is not defined there by
      // a key of that name (`{ X: value }` passes it to a program it starts), only by a constant it declares.
      const own = setting ? withoutPassedOn(root, name, found) : found
      // A plain (not backticked) name must be one the project defines: brand names are not. A
      // judgement's lesson about named code is held to that code when it is written as code.
      // A name written as code that several files define is held in the first of them the memory names,
      // or in the one the clause writes it on.
      const defined =
        definingFile(name, own, claim.clauseText) ??
        (claim.backticked
          ? (classDefiner(own, name, claim.clauseText, lineSoFar(claim, claims), root) ??
            (declared(own) ? namedDefiner(own, namedFiles, claim.clauseText) : undeclaredHome(claim, own)))
          : undefined)
      // A variable of the environment the clause calls optional, an override, or gives a default may be set
      // or not in any one deployment: a file that sets it (`.replit`, a compose file) holds that deployment's value, not the
      // claim; the one file that reads it (`process.env.X ||`, `env.X ??` in `vite.config.ts`) holds it.
      const readsEnvironment =
        setting && !beside && OPTIONAL_SETTING.test(claim.clauseText)
          ? found.files.filter((file) => fileMatches(root, file, environmentRead(name), true))
          : []
      const optional = readsEnvironment.length > 0
      const reading = readsEnvironment.filter(
        (file) => !isTemplateFile(file) && !isTestPath(file) && !commitsValue(root, file, name),
      )
      const target = optional
        ? reading.length === 1
          ? reading[0]
          : undefined
        : judgement
          ? (beside ?? config ?? (claim.backticked ? defined : undefined))
          : claim.backticked
            ? (beside ?? config ?? defined)
            : definingFile(name, own, claim.clauseText)
      if (!target || asideByClause.get(claim.clause)?.includes(target)) continue
      // The memory says the name left that file (`` `X` was moved from `a.dart` ``): another line's
      // mention of the two (`a.dart` re-exports it) is no claim that the file still holds it.
      if (leftFiles.has(`${name}|${basename(target)}`)) continue
      if (setting && !beside && unnamedDeployment(target, read.text)) continue
      // A key the memory says the host keeps among its secrets is in no file of the project: a config
      // that commits one holds another matter, and the check would fail once the key is moved where
      // the memory says it is.
      if (setting && keptInHostSecrets.has(name) && commitsValue(root, target, name)) continue
      // A copy kept in a folder set aside (an old app kept as `.migration-backup/`) is not where the memory means,
      // unless its clause names the file there.
      if (!beside && RETIRED.test(target)) continue
      // A name of code written in prose, not as code (`deriveBeforeClassify` with no backticks), is
      // held only to a file the memory names: a guess at the file that defines it is too often wrong.
      if (claim.unmarked && !beside && !namedFiles.has(target)) continue
      // A flag is held by its name alone: what follows it in the clause is its argument, not a value it is set to.
      const flag = shape.kind === 'flag'
      // Placed by its clause, a name is the claim's; by its section's heading, nearly so; by its definer, a guess.
      // A column of a listed table weighs as a name its definer holds: a schema's list is long, and the code the memory names comes first.
      const score = (column ? 4 : beside ? (placed?.byHeading ? 5 : 6) : 4) + bonus(claim) - (flag ? 1 : 0)
      const held = nameHeld(root, target, name, flag ? '' : claim.clauseText, score, claim.line)
      if (held === 'set otherwise') unsetIn.add(target)
      else candidates.push(held)
    } else if (shape.kind === 'setting') {
      // A setting written as code beside the one file said to set it: its grep holds the value the claim states.
      if (claim.example || (!counts(claim) && !namesPlace(claim))) continue
      // Beside the one file its clause names, or, naming none, under a heading that names one.
      const file = oneFileFor(claim)
      if (file === undefined) continue
      // Held as written, or as the file's own language writes that key and value, in its code: a comment
      // quoting the setting from elsewhere (`# gates on role !== "admin" in page.tsx`) is not where it is set.
      const asWritten = fileHolds(root, file, shape.text)
      // A path in code (`SeatCore::register`) sets nothing: it is held as written, or not at all.
      const path = shape.text.includes('::')
      if (path && !asWritten) continue
      const pattern = asWritten ? undefined : settingPattern(shape.text)
      if (!asWritten && (pattern === undefined || !fileMatches(root, file, pattern, true))) {
        // Quoted only in a comment, the setting is neither held nor said to be set otherwise there.
        if (pattern === undefined || !fileMatches(root, file, pattern)) unsetIn.add(file)
        continue
      }
      candidates.push({
        check:
          pattern === undefined
            ? { kind: PROPOSED_KINDS.text, target: file, pattern: shape.text, fixed: true }
            : { kind: PROPOSED_KINDS.text, target: file, pattern },
        score: 6 + bonus(claim),
        line: claim.line,
        said: `\`${quoted(shape.text)}\` (in ${file})`,
      })
    } else if (shape.kind === 'fragment') {
      // A fragment of code quoted beside the one file said to hold it, held as written in that file's code:
      // its grep fails when the code the memory quotes changes. Written otherwise there (a paraphrase, a
      // comment), it says nothing of the file and gets no check.
      if (claim.example || (!counts(claim) && !namesPlace(claim))) continue
      const file = oneFileFor(claim)
      // Agent notes, prose and generated files are no evidence of the project's code.
      if (file === undefined || !isEvidenceFile(file) || !fileHolds(root, file, shape.text)) continue
      candidates.push({
        check: { kind: PROPOSED_KINDS.text, target: file, pattern: shape.text, fixed: true },
        // Below a name its clause places: at the cap of checks, a fragment takes the room a name leaves.
        score: 5 + bonus(claim),
        line: claim.line,
        said: `\`${quoted(shape.text)}\` (in ${file})`,
      })
    } else if (
      shape.kind === 'url' &&
      project.http &&
      counts(claim) &&
      !claim.example &&
      !/^https?:\/\/(localhost|127\.|\[|\d)/i.test(shape.url)
    ) {
      candidates.push({
        check: { kind: PROPOSED_KINDS.url, target: shape.url },
        score: 2 + bonus(claim),
        line: claim.line,
        said: quoted(shape.url),
      })
    }
  }

  for (const procedure of procedures) {
    if (!counts(procedure)) continue
    const entry = manifests.procedure(procedure.runner, procedure.name)
    if (!entry) continue
    const command = procedure.command
    candidates.push({
      check: {
        kind: PROPOSED_KINDS.text,
        target: entry.file,
        pattern: entry.pattern,
        ...(entry.flags ? { flags: entry.flags } : {}),
      },
      score: 4 + (procedure.section === 'description' ? 2 : 0) + (procedure.section === 'how' ? 1 : 0),
      line: procedure.line,
      said: `\`${quoted(command)}\` (defined in ${entry.file})`,
    })
  }
  // A file that does not hold the setting the memory says it sets: that it exists would pass a claim that is false.
  return {
    candidates: candidates.filter(({ check }) => !('target' in check && unsetIn.has(check.target))),
    missing,
  }
}

/**
 * True when the memory places a name in a file of the project that does not hold it (the same
 * placement the inferred checks hold it to, SPEC §6.4.1): that claim is false today, and a block
 * on anything else would make `check` call the memory fresh.
 */
export function placesNameAway(claims: readonly Claim[], type: string | undefined, tree: ProjectTree, root: string) {
  return heldClaims(claims, type).some((held) => {
    if (held.kind !== 'name') return false
    const where = findInTree(tree, held.file)
    if (!where || !('found' in where) || tree.folders.has(where.found) || tree.links.has(where.found)) return false
    if (qualifiedElsewhere(where.found, held.name, (path) => hasFile(tree, path))) return false
    // Judged as the inferred check judges it: the name's last part, anywhere in the file.
    return !fileMatches(root, where.found, escapeRegExp(heldPart(held.name)))
  })
}

/**
 * A library's package (`@scope/name` written as code, not a package of the workspace), said in the
 * claim's clause before it: declared in a manifest or pulled in by one that is.
 */
const libraryBefore = (claim: Claim, claims: readonly Claim[], tree: ProjectTree) =>
  claims.some(
    (other) =>
      other.clause === claim.clause &&
      other.at < claim.at &&
      other.shape.kind === 'package' &&
      !workspacePackage(tree, other.shape.name),
  )

/** Extensions of source files, `.js` aside (`Node.js` is a library's name). */
const SOURCE_EXTENSION =
  /^(?:py|tsx?|jsx|[cm]js|go|rs|rb|java|kts?|swift|cc?|cpp|hh?|hpp|cs|php|vue|svelte|dart|sh|sql|exs?|scala|lua)$/i

/**
 * The file sets the key to a value written in it (`KEY = "sk_test_…"` in `.replit`, `KEY: abc` in a
 * config, `define('KEY', 'CHANGE_ME')` in PHP), not to a reference (`KEY: ${{ secrets.KEY }}`,
 * `$KEY`) nor by reading it (`process.env.KEY`, `define('KEY', getenv('KEY'))`).
 */
const commitsValue = (root: string, file: string, name: string) =>
  fileMatches(
    root,
    file,
    `(?:^|\\n)[ \\t]*(?:export[ \\t]+)?["']?${escapeRegExp(name)}["']?[ \\t]*[:=][ \\t]*["']?[^\\s"'$%{<[]`,
  ) || fileMatches(root, file, `\\bdefine\\(\\s*["']${escapeRegExp(name)}["']\\s*,\\s*["'][^"'$%{<[]`)

/**
 * A file name prose writes with a source file's extension (`app.py`, `SeatList.tsx`): a file, though
 * not written as code. A `.js` name only when its stem is shaped like code: `Node.js` is a library.
 */
function codeFileInProse(path: string): boolean {
  // Only a clean path: prose glued to it (`工具(mcp_memory.py`) is a word the reader split wrong, and a
  // one- or two-letter stem (`b.py`) is a placeholder of an example.
  const file = /^(?:[\w.-]+\/)*([A-Za-z][\w-]{2,})\.([A-Za-z]+)$/.exec(path)
  if (!file) return false
  const stem = file[1] ?? ''
  const extension = file[2] ?? ''
  if (/^js$/i.test(extension)) return distinctiveName(stem)
  return SOURCE_EXTENSION.test(extension)
}

/** A file of settings (its extension says so): its keys are plain words, a name in it is one when long enough. */
const SETTINGS_FILE = /\.(?:ini|toml|ya?ml|json5?|xml|plist|gradle|kts|properties|cfg|conf)$|\.config\.[cm]?[jt]s$/i

/**
 * True when a clause names a file to say something inside it, in a clause that is not only about
 * where a thing lives: that the file exists holds little of such a claim, whatever the file.
 */
function aboutContent(claim: Claim, claims: readonly Claim[], root: string, target: string): boolean {
  try {
    statSync(join(root, target))
  } catch {
    return false
  }
  // "The app starts in `src/main.c`": a claim about the file itself. "`App.vue` holds the tab bar": about its content.
  const others = claims.filter((other) => other.clause === claim.clause && other !== claim && !other.aside)
  // "The project has `x` and `y`": the files are what is had, and the claim is that they are there.
  const had = HAD_BEFORE.exec(claim.clauseText.slice(0, claim.at))
  // What the clause says after the files had is still read, without the files' own names (`check-strings.sh`).
  const words = had
    ? `${claim.clauseText.slice(0, had.index)} ${claim.clauseText.slice(claim.at).replace(/`?[\w-]*[./][\w./-]*`?/g, ' ')}`
    : claim.clauseText
  return others.some((other) => other.shape.kind === 'identifier') || CONTENT_WORDS.test(words)
}

/** A path the memory writes inside the agent's own `.claude/` folder. */
const writesClaudeFolder = ({ shape }: Claim) => shape.kind === 'path' && /^\.claude(?:\/|$)/.test(shape.path)

/** "has", "includes" or "ships" right before the file, with only other files between (`has \`a\` and \`b\``). */
const HAD_BEFORE = /\b(?:has|have|includes?|ships?)\s+(?:`?[\w./-]+`?(?:,\s*|\s+and\s+))*`?$/i

/** Words that say what a file holds, rather than where a thing is; or what a review found in it (a bug, a hard-coded value, its coverage). */
const CONTENT_WORDS =
  /\b(?:has|have|holds?|contains?|includes?|sets?|defines?|declares?|registers?|lists?|adds?|added|wires?|mounts?|renders?|configures?|requests?|requires?|needs?|enables?|disables?|overrides?|pins?|builds?|creates?|calls?|uses?|spawns?|handles?|returns?|exports?|imports?|checks?|validates?|parses?|loads?|stores?|keeps?|fetch(?:es)?|reads|writes|sends|shows|emits|drops|wraps|updated|changed|fixed|patched|modified|source of truth|accepts?|skips?|dispatch(?:es)?|logs|logged|hard-?coded|thresholds?|untested|covered|coverage|bugs?|vulnerab\w*|leaks?|exposes?|tokens|utilities|variables)\b/i

/** A name said in the claim's clause that the file holds: what the claim says is in it. */
function contentNamed(claim: Claim, claims: readonly Claim[], root: string, target: string): string | undefined {
  // A name written before this file and after another (`a.py` (adds `x`) + `b.py`) is said of that other
  // file; one inside parentheses that close before this file, of what stands before them.
  const saidOfAnother = (other: Claim) =>
    other.at < claim.at &&
    (claims.some((path) => path.clause === claim.clause && path.shape.kind === 'path' && path.at < other.at) ||
      closesBetween(claim.clauseText, other.at, claim.at))
  for (const other of claims) {
    // A capitalised word of prose (`GitHub`, `DevTools`) is a name of the world as often as of the code.
    if (other.clause !== claim.clause || other.aside || other.shape.kind !== 'identifier' || !other.backticked) continue
    if (saidOfAnother(other)) continue
    const { name } = other.shape
    if (settingFor(claim.clauseText, name, target)) continue
    // A settings file's keys are plain words; in code, only a distinctive name is one thing.
    const telling = SETTINGS_FILE.test(target) ? name.length >= 4 && !COMMON.has(name) : distinctiveName(name)
    if (telling && fileHolds(root, target, name)) return name
  }
  return undefined
}

/** A long name written as code that one source file defines, searched in few enough files to know. */
const ownApi = (claim: Claim, name: string, found: Hits) =>
  claim.backticked &&
  name.length >= 12 &&
  /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/.test(name) &&
  found.count <= MAX_DEFINING_SEARCH &&
  definingFile(name, found) !== undefined

/** Tests, fixtures, fakes and mocks: they repeat a name the code defines. */
export const isTestPath = (path: string) =>
  /(^|\/)(tests?|__tests__|spec|specs|fixtures?|fakes?|mocks?|__mocks__)\/|[._-](test|spec)\.[a-z]+$|(^|\/)test_[^/]*$|_test\.[a-z]+$/i.test(
    path,
  )

/** Of the files that define a name, the project's own code: not a test's, not a template's. */
const sourceFiles = (files: readonly string[]) => files.filter((file) => !isTestPath(file) && !isTemplateFile(file))

/** Whether a source file declares the name (a function, a class, a constant), not only a key or a field of it. */
const declared = (found: Hits) => sourceFiles(found.declaring).length > 0

/**
 * The one file that declares a name: outside tests when one there does; a test's own definition
 * (a test class, a fixture) only when no other source file uses the name. A key, a field or a local
 * of the same name in a file the memory does not name is another thing of that name.
 */
function definingFile(name: string, found: Hits, clause = ''): string | undefined {
  // A name the text calls a key or a field is one where a block sets it.
  // Only the clause's own words count: a name in code (`attributes`, a table of that name) says nothing of what it is.
  const defining = KEY_WORDS.test(blankCode(clause)) ? found.defining : found.declaring
  // A template's `KEY=` lists the key for whoever copies it: it defines nothing.
  const source = sourceFiles(defining).filter((file) => !RETIRED.test(file))
  if (source.length === 1) return source[0]
  if (source.length > 1) return undefined
  // A name only tests define is a test's own (a test class, a fake) when it reads like one.
  const tests = defining.filter(isTestPath)
  const testName = /^test|test$|tests$|_test|fake|mock|fixture|harness|stub/i
  return tests.length === 1 && found.files.every(isTestPath) && testName.test(name) ? tests[0] : undefined
}

const KEY_WORDS =
  /\b(?:keys?|fields?|propert(?:y|ies)|props?|attributes?|columns?|params?|parameters?|arguments?|options?|settings?)\b/i

/**
 * Of the source files that define a name, the first one the memory names anywhere (`namedFiles` is
 * in the memory's order), unless the clause writes the name on another by its own name
 * (`dataService.getMatch()`).
 */
function namedDefiner(found: Hits, namedFiles: ReadonlySet<string>, clause: string): string | undefined {
  const source = sourceFiles(found.defining)
  const named = [...namedFiles].filter((file) => source.includes(file))
  const said = named.filter((file) => new RegExp(`\\b${escapeRegExp(stemOf(file))}\\b`).test(clause))
  return said.length === 1 ? said[0] : named[0]
}

/**
 * Of the source files that define a name, the one whose own name the clause writes as a type or as
 * code, in whatever case (`StageHistory` or `stage_history` for `models/stage_history.py`): "the
 * **StageHistory** model keeps `created_at`" places the column there, not in another model. Else the
 * one that declares a type the clause or the label leading its line names ("**New PipelineState
 * fields** — `current_version`" for `interface PipelineState` in `types/pipeline.ts`), not a query
 * setting a column of that name.
 */
function classDefiner(found: Hits, name: string, clause: string, line: string, root: string): string | undefined {
  const source = sourceFiles(found.defining)
  const codeWords = (text: string) =>
    [...text.matchAll(/[A-Za-z][A-Za-z0-9_-]*/g)]
      .map(([word]) => word)
      .filter((word) => /[A-Z].*[A-Z]|[a-z][A-Z]|[_-]/.test(word) || /^[A-Z][a-z]/.test(word))
  const said = new Set(codeWords(clause).map(compact))
  const writtenHere = source.filter((file) => said.has(compact(stemOf(file))))
  if (writtenHere.length > 0) return writtenHere.length === 1 ? writtenHere[0] : undefined
  // A type other than the name itself: the name's own declaration is no tie-break between the files that define it.
  const types = codeWords(line).filter((word) => word !== name && /^[A-Z]\w*[a-z]\w*$/.test(word))
  if (types.length === 0) return undefined
  const declaration = `\\b(?:class|interface|type|struct|record|enum|trait|protocol)\\s+(?:${types.join('|')})\\b`
  const declaring = source.filter((file) => fileMatches(root, file, declaration, true))
  return declaring.length === 1 ? declaring[0] : undefined
}

/** A move or a removal said as done. */
const MOVED_AWAY = /\b(?:moved|removed|relocated|extracted|migrated|deleted|pulled|taken)\b/i

/** "from" or "out of" right before a path: the file a name moved or was taken out of. */
const LEFT_FROM = /\b(?:from|out\s+of)\s+`?$/i

/** Whether a parenthesis opened before `from` closes before `to` in the text. */
function closesBetween(text: string, from: number, to: number): boolean {
  let depth = 0
  for (const char of text.slice(from, to)) {
    if (char === '(' || char === '\uFF08') depth++
    else if (char === ')' || char === '\uFF09') {
      if (depth === 0) return true
      depth--
    }
  }
  return false
}

/** The clauses of a claim's line up to its own: a label that leads a list item (`**New X fields** — …`) with what follows. */
const lineSoFar = (claim: Claim, claims: readonly Claim[]) =>
  [
    ...new Set(
      claims
        .filter((other) => other.paragraph === claim.paragraph && other.clause <= claim.clause)
        .map((other) => other.clauseText),
    ),
  ].join(' ')

/** A name without case, `_` or `-`: `StageHistory`, `stage_history` and `stage-history` are one. */
const compact = (name: string) => name.replace(/[_-]/g, '').toLowerCase()

/** A file's name without its folders and extension: `lib/dataService.ts` → `dataService`. */
const stemOf = (path: string) => basename(path).replace(/\.[^.]*$/, '')

const isConfigFile = (path: string) =>
  /(^|\/)(\.env[\w.-]*|[\w.-]*\.(env|toml|ya?ml|ini|cfg|conf)|[\w.-]*(config|settings)[\w.-]*)$/i.test(path)

/** A file committed as a template for another (`.env.example`, `config.sample.yaml`, `settings.py.dist`). */
const isTemplateFile = (path: string) =>
  /\.(?:example|sample|template|tmpl|dist)$/i.test(path) ||
  (isConfigFile(path) && /(?:^|[/._-])(?:example|sample|template|tmpl)[._-][^/]*$/i.test(path))

/**
 * A grep of a file for the name it is named after holds only that the file is there: `Header` in
 * `Header.tsx`, `MainWindow` in `MainWindow.xaml.cs`, `OrdersModule` in `orders.module.ts` (a name
 * its framework gives it from the file's dotted parts), or the name of a folder the file is in.
 */
const ownName = (check: Candidate['check']) => {
  if (check.kind !== PROPOSED_KINDS.text || !('pattern' in check)) return false
  const pattern = check.pattern.replace(/^\\b(\w+)\\b$/, '$1')
  const segments = check.target.split('/')
  const parts = (segments.pop() as string).split('.')
  const joined = parts.slice(0, -1).join('')
  return (
    segments.includes(pattern) ||
    parts[0] === pattern ||
    (parts.length > 2 && joined.toLowerCase() === pattern.toLowerCase())
  )
}

/**
 * The strongest checks, at most MAX_CHECKS, one per target. A grep of a file makes its readable
 * redundant, and a folder that holds another named target is less than that target.
 */
export function strongest(candidates: readonly Candidate[], type: string | undefined): Candidate[] {
  const least = judgementType(type) ? 5 : 3
  // A file whose one grep is its own name: what the memory says of it is inside, and neither check holds that.
  const bare = new Set(candidates.flatMap((c) => (ownName(c.check) && 'target' in c.check ? [c.check.target] : [])))
  const kept = candidates.filter(
    (c) =>
      c.score >= least &&
      c.check.kind !== 'none' &&
      !ownName(c.check) &&
      !(c.check.kind === PROPOSED_KINDS.path && bare.has(c.check.target)),
  )
  const grepped = new Set(kept.flatMap((c) => (c.check.kind === PROPOSED_KINDS.text ? [c.check.target] : [])))
  const within = (folder: string) =>
    candidates.some((o) => 'target' in o.check && o.check.target.startsWith(`${folder}/`))
  const sorted = kept
    .filter((c) => c.check.kind !== PROPOSED_KINDS.path || (!grepped.has(c.check.target) && !within(c.check.target)))
    .sort((a, b) => b.score - a.score || a.line - b.line)
  const chosen: Candidate[] = []
  const seen = new Set<string>()
  for (const candidate of sorted) {
    if (chosen.length >= MAX_CHECKS) break
    const { check } = candidate
    const key = JSON.stringify(check)
    if (seen.has(key)) continue
    seen.add(key)
    chosen.push(candidate)
  }
  return chosen
}

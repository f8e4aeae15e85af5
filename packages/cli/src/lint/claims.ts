// What a memory names that a check could hold it to, each with where it stands in the text
// (SPEC §6.4: the check follows the claim). A token inside a negation ("no longer", "rather
// than"), a plan ("TODO", "will") or a story of the past is an aside: never evidence, and its
// absence proves nothing. Pure: whether a thing exists is asked of the tree later.
import { tokenShape, type TokenShape } from './token-shape.js'

/** Where in the memory a token is: the description, the body, a `**Why:**` story, a `**How to apply:**` rule, a code block. */
export type Section = 'description' | 'body' | 'why' | 'how' | 'fence'

export interface Claim {
  shape: TokenShape
  /** 1-based line of the body; 0 for the description. */
  line: number
  section: Section
  backticked: boolean
  /** In a negation, a plan or a story of the past. */
  aside: boolean
  /** After "e.g.", "like", "Examples:": it illustrates; only a file said beside it makes it a claim. */
  example: boolean
  /** In a sentence that says where a thing lives or how to run it. */
  anchored: boolean
  /** The text places it outside this repository (another repository, a server, the user's machine). */
  elsewhere: boolean
  /** Which clause of the memory it is in: a symbol and a path of one clause go together. */
  clause: number
  /** Folders its line names (`lib/`, `GherkinExecutorCPP\\`): a bare file name beside one is in it. */
  folders: string[]
  /** Its clause speaks of libraries (`uses`, `package`, `SDK`, a version). */
  dependencyWords: boolean
}

/** A command a memory says to run, whose definition the project holds: `npm run x`, `make x`. */
export interface Procedure {
  runner: 'npm' | 'make' | 'just'
  name: string
  line: number
  section: Section
  aside: boolean
}

export interface Claims {
  claims: Claim[]
  procedures: Procedure[]
}

const ASIDE = new RegExp(
  [
    // negations
    "no longer|no|not|never|don't|do not|doesn't|does not|isn't|aren't|wasn't|weren't|won't|cannot|can't|shouldn't|" +
      'removed|deleted|deprecated|dropped|obsolete|replaced|replaces|renamed|retired|legacy|formerly|previously|used to|no more|' +
      'gone|abandoned|rejected|reverted|avoid|banned|forbidden|without',
    // plans
    'todo|fixme|task \\d+|planned|plan to|plans to|will|going to|to be added|to add|should add|worth|next steps?|future|later|' +
      'eventually|proposal|proposed|propose|pending|not yet|wip|roadmap|phase \\d+|backlog|idea|consider|might|could|would|tbd|draft',
    // the past
    'was|were|had been|originally|moved from|migrated from|old|earlier',
  ]
    .map((words) => `\\b(?:${words})\\b`)
    .join('|'),
  'i',
)
/** "`a` rather than `b`", "`a`, not `b`": what follows is an aside, what precedes is the claim. */
const CONTRAST = /\b(?:rather than|instead of|as opposed to|over)\b|,\s*(?:not|never)\b|\bnot\s+(?=`)/i
/** "e.g.", "for example", "like `x`", "Examples:": what follows illustrates a rule; it is not what the rule claims. */
const EXAMPLE = /\b(?:e\.g\.|for example|for instance|such as|examples?:|like(?=\s+`))/i
const ANCHOR =
  /\b(?:lives?|located|location|defined|implemented|entry ?point|see|run|runs|stored|source of truth|handled|found|path|paths|is at|are at|is in|are in|under|script|config(?:ured)?)\b|→|->/i
const ELSEWHERE =
  /\b(?:repo|repos|repository|upstream|fork|server|remote|ssh|vm|container|docker|machine|laptop|home|downloads?|desktop|appdata|site-packages|vendor|installed|global|system|host|deploy(?:ed)?|production|prod|staging|bucket|s3|nfs|mount(?:ed)?|share|drive|cloud|generated|exports?|exported|output|artifacts?|cache|tmp|temp|logs?|worktrees?|branch(?:es)?|pr|commits?)\b|~\/|(?:^|\s|`)\/[\w.-]+\//i
const WHY = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:why|reason|background|context|history|incident|story)\b[^:]{0,20}:/i
const HOW = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:how to apply|how|apply|rule|usage|use)\b[^:]{0,20}:/i
/** A clause that moves or renames things, and what follows an old name in one: `a`/`b` → … */
const RENAMING = /\b(?:mov(?:e|ed|es)|renam(?:e|ed|es)|migrat\w*|replac\w*|consolidat\w*|split)\b/i
const RENAMED_BEFORE = /^`?(?:\s*\/\s*`[^`]*`)*\s*(?:→|->|=>)/
/** Words that make a bare name a dependency: "uses `sharp`", "the `mcp` SDK", "`zod` 3.x". */
const DEPENDENCY_WORDS =
  /\b(?:uses?|using|via|library|libraries|package|packages|dependency|dependencies|deps?|sdk|framework|plugin|installed|install|version|pinned|bump(?:ed)?|upgrade[ds]?)\b|\bv?\d+\.(?:\d+|x)\b/i
/** A heading (or a description's first words) that makes what follows a plan, not a fact. */
const PLAN_HEADING =
  /\b(?:task \d+|tasks|todo|plans?|planned|planning|next steps?|roadmap|backlog|ideas?|future|proposals?|open questions?|open(?: [\w-]+){0,2} (?:items|issues)|remaining|wishlist)\b/i
/** A plain word shaped like a type name (`RecipeService`, `ThrottleGuard(limit)`): prose rarely has one. */
const PASCAL_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+(?:\(.*)?[),.:;!?]*$/
/** A bold label opening a paragraph: `**Key files:**`. */
const LABEL = /^\s*(?:[-*]\s*)?(?:\*\*|__)[^*_]{1,60}:(?:\*\*|__)|^\s*(?:[-*]\s*)?(?:\*\*|__)[^*_]{1,60}(?:\*\*|__):/
/** A folder tree drawn with box characters: its names hang off a base the text does not say. */
const TREE_LINE = /[├└│]──|^\s*[|`]--/
const FENCE = /^\s*(```|~~~)/
const COMMAND = /\b(?:(npm|pnpm|yarn|bun)\s+(?:run\s+)?|(make|just)\s+)([a-z][\w:.-]*)/gi
/** Package managers' own commands: not a script of the project. */
const BUILTIN = new Set(
  'install i add remove rm uninstall update up upgrade exec dlx x create init publish link unlink ci audit outdated list ls why view info config set get login logout pack version help test start'.split(
    ' ',
  ),
)

/** Clauses of a line, with where each starts: split at sentence ends and at `;` and ` — `. */
function clausesOf(line: string): Array<{ text: string; at: number }> {
  const clauses: Array<{ text: string; at: number }> = []
  let at = 0
  for (const match of line.matchAll(
    /(?<![ei]\.[ge]\.|\betc\.|\bvs\.|\bcf\.)(?<=[.!?])\s+(?=[A-Z`*])|;\s+|\s+[—–]\s+|\s+--\s+/g,
  )) {
    clauses.push({ text: line.slice(at, match.index), at })
    at = match.index + match[0].length
  }
  clauses.push({ text: line.slice(at), at })
  return clauses
}

function procedures(text: string, line: number, section: Section, aside: boolean): Procedure[] {
  const found: Procedure[] = []
  for (const match of text.matchAll(COMMAND)) {
    const [, manager, runner, name] = match as unknown as [string, string | undefined, string | undefined, string]
    const explicitRun = /\brun\s+$/.test(match[0].slice(0, match[0].length - name.length))
    if (manager && !explicitRun && BUILTIN.has(name.toLowerCase())) continue
    if (runner && /^(sure|it|the|a|an|this|that|them|changes?)$/i.test(name)) continue
    found.push({ runner: manager ? 'npm' : (runner!.toLowerCase() as 'make' | 'just'), name, line, section, aside })
  }
  return found
}

/** The tokens of one clause: backticked spans (and the words of a backticked command), link targets, plain words. */
interface Token {
  text: string
  backticked: boolean
  /** Where in the clause it starts, and how long it is there (backticks included). */
  at: number
  length: number
  /** A backticked path with spaces in it. */
  spaced?: boolean
}

function tokensOf(clause: string): Token[] {
  const tokens: Token[] = []
  for (const match of clause.matchAll(/`([^`\n]+)`/g)) {
    const inner = (match[1] as string).trim()
    if (/\s/.test(inner) && tokenShape(inner, true, true)) {
      // A path with spaces in it (`Assets/TextMesh Pro/Fonts`): one token.
      tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length, spaced: true })
      // `docs/spec.md §9`: the first word alone is a path as well.
      tokens.push({ text: inner.split(/\s+/)[0] as string, backticked: true, at: match.index, length: match[0].length })
    } else if (/\s/.test(inner)) {
      // A command line: its paths and flags are the claim, not its program name.
      for (const word of inner.split(/\s+/)) {
        const shape = tokenShape(word, true)
        if (shape && shape.kind !== 'identifier')
          tokens.push({ text: word, backticked: true, at: match.index, length: match[0].length })
      }
    } else tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length })
  }
  // A bold name (`**LayoutNodeTreeParser**`) is written as code is, when it is shaped like code.
  for (const match of clause.matchAll(/\*\*([A-Za-z_][\w]*)\*\*/g))
    if (/[a-z][A-Z]|_/.test(match[1] as string))
      tokens.push({ text: match[1] as string, backticked: true, at: match.index, length: match[0].length })
  // A link target holds no `(`: each `](` then costs what follows it up to the next one, not the rest of the line.
  for (const match of clause.matchAll(/\]\(([^()\s]+)\)/g))
    tokens.push({ text: match[1] as string, backticked: true, at: match.index, length: match[0].length })
  const prose = clause
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
    .replace(/\]\([^()\s]*\)/g, (span) => ' '.repeat(span.length))
    .replace(/\*\*|__/g, '  ')
  for (const match of prose.matchAll(/[^\s]+/g)) {
    const word = match[0]
    if (/[/\\]|\.[A-Za-z0-9]{1,10}[),.:;!?]*$/.test(word))
      tokens.push({ text: word, backticked: false, at: match.index, length: word.length })
    else if (PASCAL_NAME.test(word))
      tokens.push({ text: word.replace(/[(].*$/, ''), backticked: false, at: match.index, length: word.length })
  }
  return tokens
}

/** Where a logical line's text came from: the file line each piece starts on. */
interface Piece {
  at: number
  line: number
}

/** A logical line: a paragraph line, a list item or a table row, with its wrapped continuation lines. */
interface LogicalLine {
  text: string
  pieces: Piece[]
  section: Section
  aside: boolean
}

/** A line that starts a block of its own rather than continuing the one before. */
const BLOCK_START = /^\s*([-*+]\s|\d+[.)]\s|#|\||>|\*\*[^*]+:\*\*|$)/

/**
 * The body as logical lines: a sentence wrapped over several lines is read as one, so that a
 * negation on its first line reaches a name on its last.
 */
function logicalLines(body: string, planned: boolean): LogicalLine[] {
  const out: LogicalLine[] = []
  let section: Section = 'body'
  let planSection = false
  let inFence = false
  let open: LogicalLine | undefined
  body.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '')
    if (FENCE.test(line)) {
      inFence = !inFence
      open = undefined
      return
    }
    if (inFence) {
      if (!TREE_LINE.test(line))
        out.push({ text: line, pieces: [{ at: 0, line: i + 1 }], section: 'fence', aside: planned || planSection })
      return
    }
    if (/^\s*#/.test(line)) {
      section = 'body'
      planSection = PLAN_HEADING.test(line)
    } else if (WHY.test(line)) section = 'why'
    else if (HOW.test(line)) section = 'how'
    // Any other label ("**Key files:**") ends a Why story.
    else if (LABEL.test(line)) section = 'body'
    if (TREE_LINE.test(line) || line.trim() === '') {
      open = undefined
      return
    }
    if (open && !BLOCK_START.test(line) && open.section === section) {
      open.pieces.push({ at: open.text.length + 1, line: i + 1 })
      open.text += ` ${line.trim()}`
      return
    }
    open = { text: line, pieces: [{ at: 0, line: i + 1 }], section, aside: section === 'why' || planned || planSection }
    out.push(open)
  })
  return out
}

/** The file line a character of a logical line is on. */
const lineAt = (pieces: readonly Piece[], at: number) => pieces.filter((piece) => piece.at <= at).at(-1)?.line ?? 0

/**
 * The claims of a memory: its description, then its body. `[[wiki]]` links and links to other
 * memories are the memory's own web, never a claim about the project.
 */
export function claimsIn(body: string, description = ''): Claims {
  const claims: Claim[] = []
  const found: Procedure[] = []
  const seen = new Set<string>()
  let clauseNumber = 0
  const read = ({ text: raw, pieces, section, aside: lineAside }: LogicalLine) => {
    // Struck-through text (`~~like this~~`) is what the writer took back; wiki links are memory's own.
    const text = raw.replace(/~~[\s\S]*?~~|\[\[[^[\]]*\]\]/g, (span) => ' '.repeat(span.length))
    const elsewhere = ELSEWHERE.test(text)
    // Folders named on this line (`GherkinExecutorCPP\`, `lib/`): a bare file name beside one is in it.
    const folders = [...text.matchAll(/`([^`\s]+[/\\])`/g)].map((m) => (m[1] as string).replace(/[/\\]+$/, ''))
    for (const { text: clause, at: clauseAt } of clausesOf(text)) {
      clauseNumber++
      const contrast = CONTRAST.exec(clause)
      const example = EXAMPLE.exec(clause)
      const clauseAside = lineAside || ASIDE.test(contrast ? clause.slice(0, contrast.index) : clause)
      const anchored = ANCHOR.test(clause)
      const dependencyWords = DEPENDENCY_WORDS.test(clause)
      found.push(...procedures(clause, lineAt(pieces, clauseAt), section, clauseAside))
      for (const token of tokensOf(clause)) {
        const shape = tokenShape(token.text, token.backticked, token.spaced)
        if (!shape) continue
        // "`old` → `new`" in a clause that moves or renames: the name before the arrow is gone.
        const after = clause.slice(token.at + token.length)
        const renamedAway =
          (RENAMED_BEFORE.test(after) && RENAMING.test(clause)) ||
          // `a/old.md` → `new.md`: a file pointing at another file is a rename, whatever the words.
          (shape.kind === 'path' && /^`?\s*(?:→|->|=>)\s*`[^`\s]*\.[A-Za-z0-9]+`/.test(after))
        const aside = clauseAside || renamedAway || (contrast !== null && token.at > contrast.index)
        const illustrates = example !== null && token.at > example.index
        const key = `${JSON.stringify(shape)}|${aside}|${illustrates}`
        if (seen.has(key)) continue
        seen.add(key)
        claims.push({
          shape,
          line: lineAt(pieces, clauseAt + token.at),
          section,
          backticked: token.backticked,
          aside,
          example: illustrates,
          anchored,
          elsewhere,
          clause: clauseNumber,
          folders,
          dependencyWords,
        })
      }
    }
  }
  // Folders an absolute path of this memory names: a relative path starting with one hangs off it.
  const bases = new Set(
    [...`${description}\n${body}`.matchAll(/(?:^|[\s`(])(\/[\w.-]+(?:\/[\w.-]+)+)\/?/g)].flatMap((m) =>
      (m[1] as string).split('/').filter(Boolean),
    ),
  )
  // A memory that is a plan as a whole ("Planned tasks for …") claims nothing yet.
  const planned =
    PLAN_HEADING.test(description.replace(/^\W+/, '').split(/\s+/).slice(0, 2).join(' ')) &&
    !/\b(?:done|shipped|merged|built|implemented|landed)\b/i.test(description)
  if (description.trim() !== '')
    read({
      text: description.replace(/\s+/g, ' '),
      pieces: [{ at: 0, line: 0 }],
      section: 'description',
      aside: planned,
    })
  for (const line of logicalLines(body, planned)) read(line)
  for (const claim of claims)
    if (claim.shape.kind === 'path' && bases.has(claim.shape.path.split('/')[0] as string)) claim.elsewhere = true
  return { claims, procedures: found }
}

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
  /** In a sentence that says where a thing lives or how to run it. */
  anchored: boolean
  /** The text places it outside this repository (another repository, a server, the user's machine). */
  elsewhere: boolean
  /** Which clause of the memory it is in: a symbol and a path of one clause go together. */
  clause: number
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
      'removed|deleted|deprecated|dropped|obsolete|replaced|renamed|retired|legacy|formerly|previously|used to|no more|' +
      'gone|abandoned|rejected|reverted|avoid|banned|forbidden|without',
    // plans
    'todo|fixme|task \\d+|planned|plan to|plans to|will|going to|to be added|to add|should add|next steps?|future|later|' +
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
const ANCHOR =
  /\b(?:lives?|located|location|defined|implemented|entry ?point|see|run|runs|stored|source of truth|handled|found|path|paths|is at|are at|is in|are in|under|script|config(?:ured)?)\b|→|->/i
const ELSEWHERE =
  /\b(?:repo|repos|repository|upstream|fork|server|remote|ssh|vm|container|docker|machine|laptop|home|downloads?|desktop|appdata|site-packages|vendor|installed|global|system|host|deploy(?:ed)?|production|prod|staging|bucket|s3|nfs|mount(?:ed)?|share|drive|cloud|generated|output|artifacts?|cache|tmp|temp|logs?|worktrees?|branch(?:es)?|pr|commits?)\b|~\/|(?:^|\s|`)\/[\w.-]+\//i
const WHY = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:why|reason|background|context|history|incident|story)\b[^:]{0,20}:/i
const HOW = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:how to apply|how|apply|rule|usage|use)\b[^:]{0,20}:/i
/** A heading (or a description's first words) that makes what follows a plan, not a fact. */
const PLAN_HEADING = /\b(?:task \d+|tasks|todo|plans?|planned|planning|next steps?|roadmap|backlog|ideas?|future|proposals?|open questions?|wishlist)\b/i
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

/** Clauses of a line: split at sentence ends and at `;` and ` — `. */
function clausesOf(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z`*])|;\s+|\s+[—–]\s+|\s+--\s+/)
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
  /** Where in the clause it starts. */
  at: number
  /** A backticked path with spaces in it. */
  spaced?: boolean
}

function tokensOf(clause: string): Token[] {
  const tokens: Token[] = []
  for (const match of clause.matchAll(/`([^`\n]+)`/g)) {
    const inner = (match[1] as string).trim()
    if (/\s/.test(inner) && tokenShape(inner, true, true)) {
      // A path with spaces in it (`Assets/TextMesh Pro/Fonts`): one token.
      tokens.push({ text: inner, backticked: true, at: match.index, spaced: true })
    } else if (/\s/.test(inner)) {
      // A command line: its paths and flags are the claim, not its program name.
      for (const word of inner.split(/\s+/)) {
        const shape = tokenShape(word, true)
        if (shape && shape.kind !== 'identifier') tokens.push({ text: word, backticked: true, at: match.index })
      }
    } else tokens.push({ text: inner, backticked: true, at: match.index })
  }
  for (const match of clause.matchAll(/\]\(([^)\s]+)\)/g)) tokens.push({ text: match[1] as string, backticked: true, at: match.index })
  const prose = clause
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
    .replace(/\]\([^)\s]*\)/g, (span) => ' '.repeat(span.length))
    .replace(/\*\*|__/g, '  ')
  for (const match of prose.matchAll(/[^\s]+/g)) {
    const word = match[0]
    if (/[/\\]|\.[A-Za-z0-9]{1,10}[),.:;!?]*$/.test(word)) tokens.push({ text: word, backticked: false, at: match.index })
  }
  return tokens
}

/**
 * The claims of a memory: its description, then its body line by line. `[[wiki]]` links and links
 * to other memories are the memory's own web, never a claim about the project.
 */
export function claimsIn(body: string, description = ''): Claims {
  const claims: Claim[] = []
  const found: Procedure[] = []
  const seen = new Set<string>()
  let clauseNumber = 0
  const read = (text: string, line: number, section: Section, lineAside: boolean) => {
    const elsewhere = ELSEWHERE.test(text)
    for (const clause of clausesOf(text)) {
      clauseNumber++
      // Struck-through text (`~~like this~~`) is what the writer took back.
      const struck = [...clause.matchAll(/~~[\s\S]*?~~/g)].map((m) => [m.index, m.index + m[0].length] as const)
      const contrast = CONTRAST.exec(clause)
      const clauseAside = lineAside || ASIDE.test(contrast ? clause.slice(0, contrast.index) : clause)
      const anchored = ANCHOR.test(clause)
      found.push(...procedures(clause, line, section, clauseAside))
      for (const token of tokensOf(clause.replace(/\[\[[^\]]*\]\]/g, ' '))) {
        const shape = tokenShape(token.text, token.backticked, token.spaced)
        if (!shape) continue
        const aside =
          clauseAside ||
          (contrast !== null && token.at > contrast.index) ||
          struck.some(([from, to]) => token.at >= from && token.at < to)
        const key = `${JSON.stringify(shape)}|${aside}`
        if (seen.has(key)) continue
        seen.add(key)
        claims.push({ shape, line, section, backticked: token.backticked, aside, anchored, elsewhere, clause: clauseNumber })
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
  if (description.trim() !== '') read(description.replace(/\s+/g, ' '), 0, 'description', planned)
  let section: Section = 'body'
  let planSection = false
  let inFence = false
  body.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '')
    if (FENCE.test(line)) {
      inFence = !inFence
      return
    }
    if (inFence) {
      if (!TREE_LINE.test(line)) read(line, i + 1, 'fence', false)
      return
    }
    if (/^\s*#/.test(line)) {
      section = 'body'
      planSection = PLAN_HEADING.test(line)
    } else if (WHY.test(line)) section = 'why'
    else if (HOW.test(line)) section = 'how'
    if (TREE_LINE.test(line)) return
    read(line, i + 1, section, section === 'why' || planned || planSection)
  })
  for (const claim of claims)
    if (claim.shape.kind === 'path' && bases.has(claim.shape.path.split('/')[0] as string)) claim.elsewhere = true
  return { claims, procedures: found }
}

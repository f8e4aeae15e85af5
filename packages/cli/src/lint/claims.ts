// What a memory names that a check could hold it to, each with where it stands in the text
// (SPEC §6.4: the check follows the claim). A token inside a negation ("no longer", "rather
// than"), a plan ("TODO", "will") or a story of the past is an aside: never evidence, and its
// absence proves nothing. Pure: whether a thing exists is asked of the tree later.
import {
  FILE_EXTENSIONS,
  fragmentShape,
  LINE_POINTER,
  looksLikeFileName,
  settingShape,
  tokenShape,
  type TokenShape,
} from './token-shape.js'

/** Where in the memory a token is: the description, the body, a `**Why:**` story, a `**How to apply:**` rule, a code block, a folder tree drawn in one. */
export type Section = 'description' | 'body' | 'why' | 'how' | 'fence' | 'tree'

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
  /**
   * Placed elsewhere only by words of a file's state in git or a build on its line (`cache`, `commit`,
   * `generated`), not by another place (a server, another repository), an absolute path, another base
   * or a link to another repository: a path this repository's history held is still its own.
   */
  placedByWord?: boolean
  /** Which clause of the memory it is in: a symbol and a path of one clause go together. */
  clause: number
  /** The words of that clause. */
  clauseText: string
  /** Where in those words it is written. */
  at: number
  /** Folders its line names (`lib/`, `GherkinExecutorCPP\\`): a bare file name beside one is in it. */
  folders: string[]
  /** Its clause speaks of libraries (`uses`, `package`, `SDK`, a version). */
  dependencyWords: boolean
  /** Which logical line (a paragraph line, a list item) of the memory it is on. */
  paragraph: number
  /** The logical lines of the headings its line is under, the nearest last: a file one of them names is what the section speaks of. */
  headings?: number[]
  /**
   * A code block's line: the logical lines of its section before the block, the nearest first, up to
   * one that is a plan or a story (`**Location:** \`x.rs\``, then the block): a file one names is what a snippet shows.
   */
  leadIns?: number[]
  /** In the body's opening block (before its first blank line or heading): where a lesson is stated. */
  lead: boolean
  /** A name shaped like code in prose, not marked as code: a check found to hold may keep it, a guess at hand-over may not. */
  unmarked?: boolean
  /** Said to be gone: by its clause, beside a word of removal or renaming, or under a label or heading of what was deleted. */
  gone?: boolean
  /** After "instead of", "rather than", ", not": what the clause sets against its claim. */
  contrasted?: boolean
  /** Its line says the setting is kept in a host's store of secrets (`Replit Secret`, "set in GitHub secrets"): no file that writes a value for it holds it. */
  inHostSecrets?: boolean
  /** In a folder the memory says its code moved away from (`moved X from \`a/\` to \`b/\``): where its name is found now, it is that move's old place. */
  leftFolder?: boolean
}

/** A command a memory says to run, whose definition the project holds: `npm run x`, `make x`. */
export interface Procedure {
  runner: 'npm' | 'make' | 'just'
  name: string
  /** The command as the memory writes it (`pnpm run test-unit`): a finding quotes it so. */
  command: string
  line: number
  section: Section
  aside: boolean
}

export interface Claims {
  claims: Claim[]
  procedures: Procedure[]
  /** The memory says it speaks of another repository or project ("a separate repo", "across all 7 repos"). */
  anotherRepository: boolean
  /** Absolute paths where projects are checked out (`/home/u/x`, `D:\\code\\x`), as `/`-separated segments after that base. */
  places: string[][]
  /** Those of `places` its description names: where it says its subject is. */
  describedPlaces: string[][]
  /** The memory's description and body, as read. */
  text: string
}

/** Where checkouts live on a machine: a home or workspace folder, a drive; `~/.x` is configuration. */
const CHECKOUT =
  /(?:^|[\s`'"(\[])(?:\/(?:home|Users)\/[^/\s`'")\]]+|\/workspaces?|\/mnt\/[a-z]|\/srv|\/opt|\/root|\/var\/www|~|[A-Za-z]:)[\\/]((?!\.)[^\s`'")\]]+)/g

/** A file's page on a code host (`https://github.com/owner/repo/blob/main/src/x.ts`): group 1 is its path there. */
const CODE_HOST_FILE =
  /https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|gitee\.com)\/[^/\s]+\/[^/\s]+\/(?:-\/)?(?:blob|tree|raw|src)\/[^/\s]+\/([^\s)`'"#?<>\]]+)/g
/** Words placing a memory's subject in another repository, or in several. */
const ANOTHER_REPOSITORY =
  /\b(?:separate|sibling|other|another|different|external)\s+(?:[\w-]+\s+){0,2}(?:repo|repos|repository|repositories|codebase|checkout)\b|\bnot (?:inside|in|part of) (?:this|the) (?:[\w-]+ ){0,2}(?:repo|repository|codebase)\b|\b(?:across|all|each of) (?:the |our |all )?(?:\d+|several|multiple|both)? ?(?:[\w-]+ )?(?:repos|repositories)\b/i

/** Folders of a machine's toolchain (an interpreter's packages, a tool's caches): where programs are installed, no checkout. */
const TOOLCHAIN =
  /[\\/](?:site-packages|dist-packages|node_modules|AppData|Program Files(?: \(x86\))?|\.?venv|\.virtualenvs|\.pyenv|\.nvm|\.cargo|\.rustup|\.cache|\.local|\.npm|\.m2|\.gradle)(?:[\\/]|$)/i

/** The checkout-shaped absolute paths a memory names: each as its segments below the base. */
function placesIn(text: string): string[][] {
  return (
    [...text.matchAll(CHECKOUT)]
      // The path as written, to the end of its code span or line: `D:/Python 3/Lib/site-packages/` is an install.
      .filter((m) => !TOOLCHAIN.test(/^[\s`'"(\[]?[^`\n]*/.exec(text.slice(m.index))?.[0] ?? ''))
      .map((m) =>
        (m[1] as string)
          .replace(/[.,:;!?]+$/, '')
          .split(/[\\/]+/)
          .filter(Boolean),
      )
      .filter((segments) => segments.length > 0)
  )
}

const ASIDE = new RegExp(
  [
    // negations
    "no longer|no|not|never|don't|do not|doesn't|does not|isn't|aren't|wasn't|weren't|won't|cannot|can't|shouldn't|" +
      'removed|deleted|deprecated|dropped|obsolete|replaced|replaces|renamed|retired|legacy|formerly|previously|used to|no more|' +
      // a decision or an act of removal: "retire the old machinery (`a.ts`)", "after deleting `b.js`"
      'retire|retires|retiring|deleting|removing|' +
      'gone|nonexistent|non-existent|abandoned|rejected|reverted|avoid|banned|forbidden|without|' +
      // "keep `--flag` out of `run.sh`": what the clause names is to stay away from that file (not
      // "keep it out of request paths (defer via `waitUntil` …)", which names what is done instead)
      'keep(?:s|ing)?\\s+(?:\\S+\\s+){0,3}?out\\s+of\\s+(?:(?:the\\s+)?[\\w./-]*\\.\\w{1,6}\\b|\\s)|' +
      // "missing" and "absent" said of a path or a place ("`a.ts` is missing", "missing `b.ts`", "absent from
      // the build"), not of the words after them ("missing several fields", "flags missing required props")
      '(?:missing|absent)(?!\\s+(?!(?:from|in|on|at|here|there|now|entirely|completely|' +
      'files?|folders?|dir(?:ector(?:y|ies))?s?|modules?|paths?|scripts?|pages?|components?|packages?)\\b)[a-z])|' +
      // what a search found nothing of: "`x` in `a.test.ts` — zero hits"
      '(?:zero|no|0) (?:hits|matches|results|occurrences|usages|references|callers|call sites)',
    // plans
    // "will" of a plan, not of a consequence the code has now ("`src/db.ts` loads a native module and will crash the browser build")
    'todo|fixme|task \\d+|planned|plan to|plans to|slated|(?:scheduled|marked|earmarked|queued) for (?:deletion|removal|retirement)|will(?!\\s+(?:(?:also|still|then|just|silently|immediately|only|likely|probably)\\s+)?(?:crash|fail|break|throw|error|hang|reject|refuse|panic|abort|time\\s*out)\\w*)|going to|to be added|to add|should add|worth|next steps?|future|later|' +
      'eventually|proposal|proposed|propose|pending|not yet|wip|roadmap|phase \\d+|backlog|idea|consider|might|could|would|tbd|draft|' +
      // a recommendation to make or move a file ("recommend creating `x`", "recommend both docs move to `y/`"),
      // not one to run what is there ("recommend `bash backup.sh` first")
      'recommend(?:s|ed|ation)?(?:\\s+[\\w-]+){0,3}?\\s+(?:create|creating|move|moving|add|adding|split|splitting|extract|extracting|rename|renaming|introduce|introducing)',
    // the past ("the app had two dialogs"; what someone "had to" do is no past of the project's)
    'was|were|had(?!\\s+to\\b)|had been|originally|moved from|migrated from|old|earlier',
  ]
    // A negation inside a compound (`allowlist-not-denylist`, `no-op`) is part of a name, not said of the clause.
    .map((words, group) => (group === 0 ? `(?<![\\w-])(?:${words})(?![\\w-])` : `\\b(?:${words})\\b`))
    .join('|'),
  'i',
)
/**
 * A negation in the other languages memory is written in, or English "zero", said of the name right
 * beside it: up to three words before it ("não precisa de `x`", "sem `x`", "zero `x` imports") or right
 * after it ("`x` ausente", "`x` fehlt"). These words also open rules and conditions that still name what is
 * there, so they are read only beside the name, not over the whole clause as English ones are.
 */
const NEGATION_BEFORE =
  /(?<![\p{L}\p{N}_])(?:zero|não|nao|nunca|sem|nem|sin|sans|senza|ohne|kein|keine[nmrs]?|nicht|geen|zonder|bez|jamais|jamás|aucune?|pas|n['’]\p{L}+\s+pas|ne\s+\p{L}+\s+pas)(?:\s+[\p{L}]+){0,3}\s*`?$/iu
/** Up to three more names joined to it before the word ("`a.ts` + `b.ts` mancanti", "`a`, `b` et `c` manquants"). */
const NEGATION_AFTER =
  /^`?(?:\s*(?:[+,&]|and|e|y|et|und|ou|o)\s*`?[\w./@-]+`?){0,3}\s*(?:ausentes?|faltando|faltantes?|fehlt|fehlen|assente|assenti|mancant[ei]|manquante?s?)(?![\p{L}])/iu
/** A clause calling a folder the repository's root (`Root: \`app/\` (git repo root)`): that folder is the project itself. */
const REPOSITORY_ROOT = /\b(?:repo|repository|project) root\b|^[\s*_-]*root\**\s*:/i
const repositoryRoot = (shape: TokenShape, words: string) =>
  shape.kind === 'path' && !shape.path.includes('/') && !/\.\w+$/.test(shape.path) && REPOSITORY_ROOT.test(words)
const negatedBeside = (words: string, at: number, length: number) =>
  NEGATION_BEFORE.test(words.slice(Math.max(0, at - 80), at)) || NEGATION_AFTER.test(words.slice(at + length))
/** A clause saying a thing is still there: `is kept`, `are still kept`, `is retained`, `still exists`. */
const STILL_KEPT =
  /\b(?:is|are)\s+(?:still\s+)?(?:kept|retained|preserved)\b|\bstill\s+exists?\b|\b(?:stays?|remains?)\s+(?:as|in place|there|for|until|alongside|beside)\b/i
/** What a thing still kept is called by ("the old `x.dart` is kept", "Original `app/` (old design) stays"): not a word of removal. */
const KEPT_THING_WORDS = /\b(?:old|legacy|former|original)\b/gi
/** A heading or label saying what it lists is kept (`## Old routes kept as stubs`, `**Legacy API (still served):**`). */
const KEPT_MARK = /\b(?:kept|retained|preserved|still)\b/i
/** A heading or label over what is gone; one calling what it lists old but kept lists what the project still has. */
const goneMark = (text: string) =>
  GONE_HEADING.test(KEPT_MARK.test(text) ? text.replace(KEPT_THING_WORDS, (word) => ' '.repeat(word.length)) : text)
/** "replaced with `b`", "replaced `a` by `b`", "superseded by `b`": the names after it are the current ones. */
const REPLACED_WITH = /\b(?:replac(?:ed|es|e|ing)|superseded)\s+(?:`[^`\n]*`\s+)?(?:with|by)\b/i
/**
 * "`a` rather than `b`", "`a`, not `b`", "set `a`, never `b`" (`` `a`，不是 `b` ``, `` 设置 `a`，不要用 `b` ``):
 * what follows is an aside, what precedes is the claim.
 */
const CONTRAST =
  /\b(?:rather than|instead of|as opposed to|over)\b|,\s*(?:not|never)\b|\bnot\s+(?=`)|[,，]\s*(?:而)?(?:不是|并非|並非|不要|别|切勿)|而非|而不是/i
/** "e.g.", "for example", "like `x`", "Examples:": what follows illustrates a rule; it is not what the rule claims. */
const EXAMPLE =
  /\b(?:e\.g\.|for example|for instance|such as|examples?:|like(?=\s+(?:`|[\w@-][\w./@-]*\.[A-Za-z][A-Za-z0-9]{0,5}\b|[\w.-]+\/))|ex[.:](?=\s)|z\.\s?B\.|zum Beispiel|bspw\.|p\.\s?ex\.|par exemple|por ejemplo|ad es\.)|(?:예:|예를 들어|例如|例：|例:|例えば|たとえば)/i
const ANCHOR =
  /\b(?:lives?|located|location|defined|implemented|entry ?point|see|run|runs|stored|source of truth|handled|found|path|paths|is at|are at|is in|are in|under|script|config(?:ured)?)\b|→|->/i
/**
 * Words placing a path elsewhere: another checkout, another machine, what git or a build leaves out.
 * The first are the state of a file in git or a build (`STATE_WORDS`); the rest, other places.
 */
const STATE_WORDS = String.raw`git-?ignored|ignored by git|not committed|untracked|dumps?|dumped|generated|(?:the|data|csv|an?)\s+exports?|output|artifacts?|cache|tmp|temp|logs?|worktrees?|branch(?:es)?|pr|commits?`
const PLACE_WORDS = [
  String.raw`repo|repos|repository|upstream|fork`,
  String.raw`server|remote|ssh|vm|container|docker|machine|laptop|downloads?|desktop|appdata|site-packages|vendor|installed`,
  // A volume's mount, not a component's ("loads on mount", "at its mount sites").
  String.raw`host|deployed|production|prod|staging|bucket|s3|nfs|mounted|mount\s+points?|(?:network|smb|samba|file|nfs|windows|the|a)\s+share`,
  String.raw`drive|cloud`,
  // "Home", "global" and "system" only as the machine's: a design system, global styles and the Home screen are code.
  String.raw`home\s+(?:folder|directory|dir)|(?:user's|your|my)\s+home`,
  String.raw`global(?:ly)?\s+install(?:ed)?|install(?:ed)?\s+global(?:ly)?`,
  String.raw`global\s+(?:config|settings|gitignore|skills?|agents?|commands?|tools?|packages?|node_modules)`,
  String.raw`system-wide|(?:operating|host|file|user's)\s+system|on\s+(?:the|this|my|your|their)\s+system`,
  String.raw`system\s+(?:python|packages?|librar(?:y|ies)|fonts?|install(?:ation)?|path|folders?|director(?:y|ies)|dirs?)`,
]
/** A place word standing alone; a word inside a path (`scripts/deploy.sh`, `src/server/app.ts`) is a name, not a place. */
const placeWords = (words: readonly string[]) =>
  new RegExp(String.raw`(?<![\w/.-])(?:${words.join('|')})(?![\w/-]|\.\w)`, 'i')
const ELSEWHERE = placeWords([STATE_WORDS, ...PLACE_WORDS])
/** A word of another place than this repository's history: a machine, another checkout, a share. */
const ANOTHER_PLACE = placeWords(PLACE_WORDS)
/**
 * Words that name this repository itself ("the repo root", "this repository", "in repo" before one
 * of its files, German "im Repo:"): here, not elsewhere. "in repo `billing-api`" names another.
 */
const HERE =
  /\b(?:(?:this|our|the)\s+)?(?:repo|repository)(?:'s)?\s+root\b|\b(?:this|our)\s+(?:repo|repository)\b|\b(?:in|im|ins)\s+(?:the\s+)?(?:repo|repository)\b(?=\s*(?:$|[.,;:)]|`[^`\s]*\.[A-Za-z]\w{0,4}`))/gi
/**
 * "Server" said of the project's own code (a server component or action, server-side rendering, the
 * dev server, a table's `| Server |` cell beside `| Client |`): no other machine.
 */
const SERVER_CODE =
  /\b(?:server|client)[- ]?(?:components?|actions?|functions?|side|rendered|rendering|only)\b|\b(?:dev|local|development)\s+server\b|\|\s*server\s*(?=\|)/gi
/** A file written at an absolute or home-folder path (`~/.claude/skills/e2e/run.js`, `/opt/app/run.js`). */
const OUTSIDE_FILE = /(?:^|[\s`(|])~?(\/[\w.@+-]+(?:\/[\w.@+-]+)*\.[A-Za-z0-9]{1,10})(?=[\s`|),;:]|\.(?:\s|$)|$)/g
/**
 * An absolute path on the line, under a top folder of a machine's file system (`/opt/app/`,
 * `/home/u/`, `~/`): a place on some machine. A web route (`/api/chat`, `/admin/users`) is no place.
 */
const ABSOLUTE =
  /~\/|(?:^|\s|`)\/(?:home|Users|opt|etc|var|srv|mnt|tmp|usr|root|Volumes|private|media|run|nix|snap|Library|Applications|System|workspaces?|data|app|[A-Za-z])\//
const WHY = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:why|reason|background|context|history|incident|story)\b[^:]{0,20}:/i
/** The width of a line's leading white space (a tab as one). */
const indentOf = (line: string) => (/^\s*/.exec(line)?.[0] ?? '').length
const HOW = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:how to apply|how|apply|rule|usage|use)\b[^:]{0,20}:/i
/**
 * A heading that is the Why label alone (`## Why`, `### Root cause`): the section under it is the story of how
 * a rule came to be, as a `**Why:**` paragraph is, to the next heading.
 */
const WHY_HEADING = /^\s*#{1,6}\s+(?:\*\*|__)?(?:why|root cause|background|incident)(?:\*\*|__)?\s*:?\s*$/i
/** A clause that moves or renames things, and what follows an old name in one: `a`/`b` → … */
const RENAMING = /\b(?:mov(?:e|ed|es)|renam(?:e|ed|es)|migrat\w*|replac\w*|consolidat\w*|split)\b/i
const RENAMED_BEFORE = /^`?(?:\s*\/\s*`[^`]*`)*\s*(?:→|->|=>)/
/** Words that make a bare name a dependency: "uses `sharp`", "the `mcp` SDK", "`zod` 3.x". */
const DEPENDENCY_WORDS =
  /\b(?:uses?|using|via|library|libraries|package|packages|dependency|dependencies|deps?|sdk|framework|plugin|installed|install|version|pinned|bump(?:ed)?|upgrade[ds]?)\b|\bv?\d+\.(?:\d+|x)\b/i
/** A memory named for one dated session, sprint, hand-over or day's wrap-up (`project-session-2026-05-31`, "Session 2026-06-01 — …", `sprint_jun2026`, `交接笔记-2026-07-13`, "收工 — 2026-05-04 …", "Wrap-up 2026-05-04"). */
const SESSION_LOG =
  /^\W*(?:[\w-]*[-_ ])?(?:session|hand-?off|handover|sprint)[-_ ]+(?:notes?[-_ ]+)?(?:(?:19|20)\d\d[-_.]\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-_ ]?(?:19|20)\d\d)|^\W*(?:交接|引き継ぎ|인수인계|收工|收尾|wrap[- ]?up|end of (?:the )?(?:day|session))[^\d\n]{0,8}(?:19|20)\d\d[-_.]\d\d/iu
/**
 * A host's store of secrets, outside the repository (`Replit Secret`, "set in the Secrets tab", "a
 * GitHub Actions secret", "in Vercel's environment variables", "AWS Secrets Manager"): a key said to
 * be kept there is in no file of the project, and one a committed config holds is another matter.
 * Replit's shared environment variables are not among them: `.replit` commits those.
 */
const HOST_SECRETS =
  /\b(?:(?:replit|github(?: actions)?|gitlab(?: ci)?|vercel|netlify|render|railway|fly(?:\.io)?|heroku|doppler|cloudflare|supabase)(?:'s)?\s+secrets?|(?:vercel|netlify|render|railway|fly(?:\.io)?|heroku|cloudflare)(?:'s)?\s+(?:project\s+)?env(?:ironment)?\s+(?:vars?|variables?)|secrets?\s+(?:tab|pane|panel|manager|store|vault)|(?:aws|gcp|google cloud|azure)\s+(?:secrets?\s+manager|key\s*vault|secret manager))\b/i
/** A memory named for work still to do ("Release cleanup — pending fixes", "Backlog"): a plan as a whole. */
const PLAN_NAME = /\b(?:pending|to-?dos?|backlog|wishlist)\b/i
/**
 * A memory named for one numbered unit of work's progress, artifacts or clean-up ("Phase 18.8
 * progress", `sprint12_task3_cleanup`, "Phase 1 Artifacts", "Phase 18.6 … 진행중"): that unit's
 * story as a whole, as a dated session's log is. A unit's plan or status is not: what it names is
 * often what the project has.
 */
const UNIT_RECORD =
  /(?:^|[-_\s])(?:sprint|phase|milestone|iteration|wave|stage|epic|스프린트|페이즈|단계)[-_ ]?#?\d+(?:\.\d+)*[a-z]?(?:[-_\s(][^\n]{0,40}?)?[-_\s(](?:progress|artifacts|clean-?up|retro(?:spective)?|진행(?: ?(?:상황|중|현황))?|산출물|進捗|进度)(?=$|[-_\s)—–:.,])/iu
/**
 * A memory that keeps the past as a whole: named a history or changelog (`known-state-history`), a
 * log or journal of sessions (`clownbot-log`, `dev_journal`; not a feature's name such as an audit
 * or error log, nor a progress or status log kept to resume from), or described as what older
 * sessions found with the current state kept elsewhere.
 */
const HISTORY_NAME =
  /(?:^|[-_\s])(?:history|changelog|change-log)(?:$|[-_\s.])|(?:^|[-_\s])(?!(?:audit|event|activity|error|access|request|query|debug|console|app|server|build|crash|system|sync|call|chat|resume|progress|status|state|current)[-_\s])[a-z0-9]+[-_\s](?:log|journal|diary)$/i
const HISTORY_DESCRIPTION =
  /\b(?:from|of|in) (?:older|earlier|previous|past|old) sessions\b|\bcurrent (?:state|status|version) (?:is|lives|is kept) in\b/i
/**
 * A memory's first words saying it no longer holds, as a status (`DEPRECATED 2026-05-11 —`,
 * `**Obsolete:**`, `[Superseded]`, `Superseded by …`, `STALE — …`): what follows is history; so is
 * a section whose heading opens so (`## [ARCHIVED] 2026-04-15 state`). "Archived reports live in …"
 * is no such status.
 */
const RETIRED_LEAD =
  /^[\s>#*_\[(-]*(?:(?:deprecated|obsolete|superseded|archived|outdated|stale)(?:[*_\])]+|\s*(?:[:—–(]|-\s|\d{4}-\d\d|$)|\s+by\b)|no longer (?:current|valid|accurate|true)\b)/i
/**
 * A status field among a memory's first lines that says it no longer holds (`**Status**: archived`,
 * `상태: deprecated`, `| **状态**: superseded`). A "retired" issue is one that was fixed: no such status.
 */
const RETIRED_STATUS =
  /(?:^|[|>*_-])[\s*_]*(?:status|state|상태|状态|状態|estado|statut)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?:archived|deprecated|obsolete|superseded)\b/i
/**
 * A description saying the memory awaits review before it is built ("Ready for the researcher's
 * review before implementing", "Listo para revisión … antes de implementar"): a design, a plan as a whole.
 */
const REVIEW_BEFORE_BUILD =
  /\b(?:ready|awaiting|pending|listo|lista|pendiente|pronto|pronta|aguardando|prêt|prête|en attente)\s+(?:for|para|de|pour|d[e'’])?\s*(?:\S+\s+){0,2}?(?:review|revisi[oó]n|revis[aã]o|relecture)\b.{0,60}?\b(?:before|antes de|avant d[e'’])\s+(?:implement(?:ing|ation)|implementar(?:lo|la)?|construir|impl[ée]menter)\b/iu
/** A heading (or a description's first words) that makes what follows a plan, not a fact (also `À construire`, `A fazer`). */
const PLAN_HEADING =
  /\b(?:task \d+|tasks|todo|pending|plans?|planned|planning|(?:known |open |new )?requirements(?!\.\w)|next steps?|pr[oó]xim[oa]s? pass?os?|siguientes? pasos?|pend[ei]ntes?|roadmap|backlog|ideas?|future|proposals?|proposed(?: [\w-]+)?|open questions?|open(?: [\w-]+){0,2} (?:items|issues)|remaining|wishlist|still to \w+|estimated?|(?<!\bhow )to (?:build|create|implement|add|write|do|generate|delete|remove|rename|move|split|replace)|files? to (?:modify|change|touch|edit|update)|outstanding|next (?:session|time|up|tasks?|actions?|work|items?|priorities)|follow[- ]?ups?|target (?:architecture|structure|design|layout)|(?:architecture|structure) cible|arquitectura objetivo|arquitetura alvo|zielarchitektur|(?:arbeits|umsetzungs|migrations|maßnahmen|aktions)plan|ziele?)\b|(?<![\p{L}])(?:à|a) (?:construire|implémenter|créer|développer|faire|construir|implementar|fazer|criar|desenvolver)(?![\p{L}])|(?<![\p{L}])por (?:construir|implementar|hacer)(?![\p{L}])|(?:다음 (?:작업|단계|할 ?일|세션)|남은 (?:작업|일|과제|태스크|항목)|残り?の?(?:作業|タスク|課題)|剩余(?:工作|任务)|[(（]예상[)）]|예상 (?:산출물|소요|결과|일정|경로)|(?:수정|변경) ?(?:대상|예정)|下一步|后续|後續|预计|預計|待修改|次の(?:ステップ|作業|タスク)|次回|(?:変更|修正|改修)予定)/iu
/** A heading giving how long its work will take (`### Phase 0: extract types (1-2 天)`, `## Engine (2-3 weeks)`): a plan's step. */
const PLAN_DURATION =
  /[(（]\s*[~≈约約]?\s*\d+(?:\.\d+)?\s*(?:[-–~〜到至]\s*\d+(?:\.\d+)?\s*)?(?:天|日|周|週|个月|個月|ヶ月|か月|小时|小時|時間|일|주|개월|시간|days?|weeks?|months?|hours?|hrs?|sprints?)\s*[)）]/i
/**
 * A heading of recommendations or of a recommended fix (`### Recommendations`, `### Recomendación
 * para …`, `## Fix recomendado`, `## Suggested approach`), or of a recommended structure or redesign,
 * numbered or not (`## 9. RECOMMENDED NEW PROJECT STRUCTURE`): what it lists is proposed. Not a
 * feature of that name (`## Recommendation module locations`), nor a "Recommendation:" label, which
 * often states a rule about files that exist.
 */
const RECOMMENDATIONS =
  /^\s*#+\s*\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:recommendations?|suggestions?|(?:recommended|suggested|proposed) (?:fix(?:es)?|solutions?|approach|changes?)|(?:recommended|suggested|proposed|target) (?:new )?(?:project |folder |directory )?(?:structure|layout|redesign|architecture|design|roadmap|refactor(?:ing)?)|(?:fix|soluci[oó]n|correc(?:ción|ção|cao)|cambio)(?:es|s)? (?:recomendad|sugerid|propuest)[oa]s?|recomendaci(?:ón|ones)|recomenda(?:ção|ções)|recommandations?|empfehlung(?:en)?|raccomandazion[ei])(?=\s*(?:$|[:：(—–-]|(?:for|para|pour|für|per)(?![\p{L}])))/iu
/**
 * A memory that records one finished unit of work (`project_seats_feature12_complete`,
 * `story192_complete`, "Sprint 5 완료 상태"): its lists of what the work built or touched are that
 * work's record, as a session's are; what it says of key files and gotchas is the project's.
 */
const COMPLETION_RECORD =
  /(?:^|[-_\s])(?:feature|story|sprint|phase|task|milestone|epic|ticket|step|stage)[-_ ]?#?\d+(?:\.\d+)*[a-z]?(?:[-_ ]\w+)*?[-_ ](?:complete|completed|done|finished|closed|shipped)(?=$|[-_\s])|(?:sprint|phase|스프린트|페이즈)\s*\d+(?:\.\d+)*(?:\s[^\n]{0,40}?)?\s*[(（]?(?:완료|完了|完成)/iu
/**
 * A memory dated as a whole: a full date in its name (`task_15_login_done_2026_02_07`,
 * `inventory-report-2026-03-31`) or a date field among its first lines (`**Date**: 2026-02-07`,
 * `## Fecha: 2026-02-11`). It is the report of that day's work, and its lists of what the work built
 * or touched are that day's record, as a finished unit's are. A date the memory was updated or
 * checked on (`Last updated: …`) is no such field: it dates a living note.
 */
const DATED_NAME = /(?:^|\D)(?:19|20)\d\d([-_.])\d\d\1\d\d(?!\d)/
const DATE_FIELD =
  /^[\s>#*_|-]*(?:date|fecha|data|datum|날짜|日期|日付)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(?:19|20)\d\d[-/.]\d\d?[-/.]\d\d?(?!\d)/iu
/**
 * The whole text of a heading or label listing what such a unit built or touched (`**What was
 * built:**`, `**Files:**`, `### Files Created`, `**Archivos creados/modificados:**`, `## 구현 완료
 * 태스크`); not `Key files`.
 */
const BUILT_LIST =
  /^(?:what (?:was|we|i) (?:built|added|implemented|delivered)|built|implemented(?: files)?|delivered|deliverables?|(?:(?:new|created|added) )?(?:files?|tests?)(?: (?:created|added|written)(?:\s*\/\s*(?:modified|changed|updated))?)?|(?:archivos?|arquivos?|fichiers?|dateien)(?: (?:nuevos|creados?|criados?|novos|créés|ajoutés|neu|erstellt)(?:\s*\/\s*(?:modificados?|modifiés|geändert))?)?|산출물|成果物|交付物|구현 ?완료(?: ?(?:태스크|작업|항목))?|(?:주요 ?)?구현(?:된)? ?(?:파일|내역)|완료(?:된)? ?(?:태스크|작업|항목)|実装(?:済み|完了)|已?实现(?:的)?(?:功能|任务)?|完成(?:的)?(?:任务|工作))$/iu
/**
 * The words of a heading or label, without its list mark, `#`, bold, colon or count in brackets
 * (`**Files (12):**` is `Files`).
 */
const labelWords = (text: string) =>
  text
    .replace(/^\s*(?:[-*]\s*)?#*\s*/, '')
    .replace(/[*_]/g, '')
    .replace(/\s*[:：]\s*$/, '')
    .replace(/\s*[(（][^)）]*[)）]$/, '')
    .trim()
const builtList = (text: string) => BUILT_LIST.test(labelWords(text))
/**
 * The whole text of a heading or label over a review's list of dead code (`**Dead code patterns
 * found:**`, `## Unused exports`): what it lists is gone or about to go. Not a heading that names a
 * change among others (`Feature 34 — Docs, Dead Code & Defensive Init`), nor "dead code" said in a
 * sentence, which may state how the project is now.
 */
const DEAD_CODE_LIST =
  /^(?:dead[- ]code|unused (?:code|exports?|files|functions|symbols))(?: (?:patterns?|found|removed|candidates|list))*$/i
const deadCodeList = (text: string) => DEAD_CODE_LIST.test(labelWords(text))
/** Words right after an entry's dash that say its files were removed, renamed or replaced. */
const saidRemoved = (text: string) => GONE_WORD.test(text.slice(0, 40)) || /^\W*gone\b/i.test(text)
/**
 * A clause saying a thing is gone, moved or renamed (not a plan): its files are that story. Not one
 * saying it cannot or must not go ("Can't remove `client.ts` until every call is migrated"): that
 * one is kept.
 */
const saysGone = (text: string) =>
  !KEPT_FROM_GOING.test(text) &&
  (GONE_HEADING.test(text) ||
    RENAMING.test(text) ||
    GONE_WORD.test(text) ||
    /\b(?:discarded|reverted|removed|deleted)\b/i.test(text))
/** A removal, a move or a rename said not to happen, or not yet: "can't remove", "must not be deleted", "never rename". */
const KEPT_FROM_GOING =
  /\b(?:can(?:no|'|’)t|cannot|could(?:n(?:'|’)t| not)|do(?:n(?:'|’)t| not)|must(?:n(?:'|’)t| not)|should(?:n(?:'|’)t| not)|won(?:'|’)t|will not|never)\s+(?:be\s+|yet\s+)?(?:remov|delet|drop|renam|mov|migrat|replac)\w*/i
/**
 * A word saying a thing was deleted, renamed or replaced, in the languages memory is written in:
 * a path right beside one is the old name, history by the memory's own account. A word's edges are
 * Latin letters, not `\b`, which never sees the end of a word ending in `á` or `ı` (`xoá`, `kaldırıldı`).
 */
const GONE_WORD =
  /(?<![\p{Script=Latin}\d_])(?:removed|deleted|renamed|replaced|dropped|retired|overturned|superseded|umbenannt|gelöscht|entfernt|ersetzt|verworfen|entfallen|weggefallen|renommée?s?|supprimée?s?|remplacée?s?|renombrad[oa]s?|eliminad[oa]s?|reemplazad[oa]s?|removid[oa]s?|excluíd[oa]s?|apagad[oa]s?|renomead[oa]s?|rimoss[oaie]|cancellat[oaie]|eliminat[oaie]|rinominat[oaie]|sostituit[oaie]|silindi|silinen(?:ler)?|kaldırıldı|kaldırılan(?:lar)?|xóa|xoá|gỡ bỏ|loại bỏ|obrisan[aoi]?|izbrisan[aoi]?|uklonjen[aoi]?|preimenovan[aoi]?|zam(?:ij)?enjen[aoi]?|usunięt[aey]|usunięto|odstraněn[aoy]?|smazán[aoy]?|přejmenován[aoy]?)(?![\p{Script=Latin}\d_])|(?<![\p{L}])(?:переименова\p{L}*|удал[её]н\p{L}*|перейменова\p{L}*|видален\p{L}*)|(?:删|刪|撤|移除|替代|替换|替換|取代|重命名|改名|推翻|废弃|廢棄|削除|廃止|名前変更|삭제|제거|이름 변경|폐기)/iu
/**
 * A path pointing at another of its kind, written plain or with a word before the arrow
 * (`plexams/old/ pkg→plexams/new/`, `db/a*.go→db/b*.go`): a move. A file pointing at a file of
 * another kind (`plot.py -> grid.png`) is what it makes, not where it went.
 */
function movedTo(path: string, after: string): boolean {
  const target = /^`?\s*(?:[A-Za-z]{1,10}\s*)?(?:→|->|=>)\s*`?([\w.@*/-]+)/.exec(after)?.[1]
  if (target === undefined || !/[./]/.test(target)) return false
  const from = path.replace(/`/g, '')
  if (from.endsWith('/') || target.endsWith('/')) return from.endsWith('/') && target.endsWith('/')
  const extension = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase()
  return extension(from) !== undefined && extension(from) === extension(target)
}
/**
 * Verbs that make one path from another (`extracts \`a.tar.gz\` → \`.next/\``, "copy `a.env` -> `b.env`"):
 * the arrow points from a source that stays to what is made of it, not from an old name to a new one.
 */
const MAKES_FROM =
  /\b(?:extract|unpack|unzip|untar|decompress|compile|generate|convert|render|transpile|bundle|pack|symlink)(?:s|es|ed|d|ing)?\b|\b(?:build|builds|built|building|copy|copies|copied|copying)\b/i

/** Right after an arrow from a path (`` `a.tar.gz` → ``): what follows is what the arrow points at. */
const MADE_BY_ARROW = /`[^`\s]+`\s*(?:→|->|=>)\s*`?$/

/** An arrow right after a name, to a file or folder in backticks (`` → `new.md` ``, `` → `/ui/x/` ``), not to a dotted name in code. */
function pointsAtPath(after: string): boolean {
  const target = /^`?\s*(?:→|->|=>)\s*`([^`\s]*(?:\.[A-Za-z0-9]+|\/[^`\s]*|\*))`/.exec(after)?.[1]
  // A new name written as a pattern (`024_a.sql` → `024b_*`) is the file's new name, said short.
  return (
    target !== undefined &&
    (target.includes('/') || /^[\w.-]+\*$/.test(target) || tokenShape(target, true)?.kind === 'path')
  )
}
/**
 * Right after a name: its removal as a noun ("`a.js` retirement", "`b` removal") or its merging into
 * another ("`a.py` merged into `main.py`", "`a.py` 已合并进 …"): the name is the one that went.
 */
const GONE_AFTER =
  /^`?\s*(?:(?:retirement|removal|deletion|deprecation)\b|[(（]?\s*(?:(?:was|were|is|are|has been|have been|got|now)\s+)?(?:merged|folded|absorbed)\s+into\b|[(（]?\s*已?\s*(?:合并|合併|并入|併入))/iu
/** "The old …" in Chinese right before a name (`旧 \`a.py\``, `舊的 \`b\``): that name is the past one. */
const OLD_BEFORE = /(?:旧|舊)(?:的|版)?\s*`?$/u
/** A removal asked for right before a name ("delete dead `src/root.zig`", "remove the old `a.ts`"): it is gone, or is to go. */
const REMOVE_BEFORE =
  /\b(?:delete|remove)\s+(?:(?:the|dead|old|unused|stale|legacy|obsolete|orphaned|empty|duplicate|redundant)\s+){0,2}`?$/i
/** A removal asked for right before a name, not one said not to happen ("can't remove `draw.ts` until …"). */
const removalAskedBefore = (before: string) => REMOVE_BEFORE.test(before) && !KEPT_FROM_GOING.test(before)
/**
 * A name another document is said to cite ("the spec cited `x`", "plan referenced `y`"): that
 * document's claim, quoted, often to say it is wrong; not the memory's own.
 */
const CITED_BEFORE =
  /\b(?:specs?|specifications?|docs?|documents?|readme|plans?|briefs?|adrs?|issues?|tickets?|prs?|designs?|tasks?)\b(?:\s+[\w§.-]+){0,2}?\s+(?:cites|cited|citing|references|referenced|mentions|mentioned|said|says)\s+(?:a\s+|the\s+)?`?$/i
/**
 * Where files are to be saved or output goes ("save design docs to `docs/specs/`", "保存到 `out/`"):
 * a destination, which the project need not hold yet, not a claim that it is there.
 */
const DESTINATION_BEFORE =
  /(?:\b(?:save[ds]?|saving|dump(?:s|ed)?|output(?:s|ted)?)\s+(?:[\w-]+\s+){0,3}?(?:to|into|under)|(?:保存|存放|输出|輸出|写入|寫入|存)(?:到|至)|保存先(?:は|を)?\s*[:：]?)\s*`?$/iu
/** A word that puts the old name after it ("supersedes `a`", "replaces `a`", "in place of `a`"). */
const OLD_AFTER = /\b(?:supersedes|supersede|superseding|replaces|replacing|in place of)\s*`?$/i
/** "from `a` to `b`" in a clause that renames or moves: the name after "from" is the old one. */
const FROM_BEFORE = /(?:\b(?:from|von|de|desde|aus)|(?<![\p{L}])(?:из|с|від|з)|从|從)\s*`?$/iu
/** A heading or label over what is gone: what follows names paths that no longer exist, by design. */
const GONE_HEADING =
  /(?<![\p{Script=Latin}\d_])(?:removed|deleted|deprecated|obsolete|legacy|retired|no longer|gone|dropped|abandoned|superseded|overturned|revoked|reversed|verworfen|annulée?s?|revocad[oa]s?|old|former|alte[nrs]?|entfernt|gelöscht|veraltet|ancien(?:ne)?s?|supprimée?s?|antiguos?|eliminad[oa]s?|removid[oa]s?|excluíd[oa]s?|apagad[oa]s?|borrad[oa]s?|rimoss[oaie]|cancellat[oaie]|eliminat[oaie]|obsolet[oaie]|silinen(?:ler)?|kaldırılan(?:lar)?|đã (?:xóa|xoá|gỡ|loại bỏ)|gỡ bỏ)(?![\p{Script=Latin}\d_])|(?:已刪除|已删除|推翻|撤销|撤銷|廢棄|废弃|舊版|旧版|削除済|삭제됨|不存在|不再|존재하지 않)|(?<![\p{L}])(?:удал[её]н|удалил|убран|вычищ|зачищ|устарел|больше не|не существу|отсутству|видален|видалил|прибран|вичищ|застаріл|більше не|не існу|відсутн|немає)/iu
/**
 * Plans said in a sentence, in the other languages memory is written in: still open, planned, not
 * yet. A plan as a noun (`实现计划 \`x.md\``, like "the implementation plan" in English) names a document.
 */
const PLAN_ELSEWHERE_SAID =
  /(?<![\p{L}])(?:запланирован|планиру|предлож|запропонов|заплановано|плануєм|в будущем|у майбутньому|пока нет|ще немає|ещё нет|еще нет)|(?<![\p{Script=Latin}\d_])(?:noch offen|offen|geplant|später|künftig|zukünftig|noch nicht|à faire|prévue?s?|plus tard|pas encore|pendientes?|por hacer|planead[oa]s?|todavía no|aún no|a fazer|pendentes?|planejad[oa]s?|ainda não|yapılacak(?:lar)?|planlanan|henüz)(?![\p{Script=Latin}\d_])|(?:待辦|待办|未來|未来|尚未|未実装|予定|今後|미구현|예정|향후|提案|提议|提議|제안)|(?:计划|計畫|规划|規劃)(?:中|将|將|要|在|于|於|做|加|添加|新增|实现|實現|开发|開發|引入|迁移|遷移)|按(?:计划|計畫)/iu
/**
 * The same in a heading or label, where a plan as a noun (`## 实施计划`, `# 📋 진행 계획`, `## 移行計画`)
 * leads one; not the making of a plan (`계획 수립 컨텍스트`, what was found while planning).
 */
const PLAN_ELSEWHERE = new RegExp(`${PLAN_ELSEWHERE_SAID.source}|計畫|计划|規劃|规划|計画|계획(?!\\s?수립)`, 'iu')
/**
 * A negation or a prohibition in Chinese, Japanese or Korean prose, which ends its clause
 * (`\`x/\` に置いてはならない`, `不要放进 \`x/\``, `\`x\`에 두지 않는다`): said of the clause, as "not" is.
 */
const NEGATION_ELSEWHERE =
  /(?:てはならない|てはいけない|ではいけない|てはだめ|ないこと|ないで|ません|禁止|不要|不得|不能|切勿|不应|不應|没有|沒有|하지 ?마|하지 ?말|않|금지)/u
/** "The old …" in Chinese, Japanese or Korean prose (`旧的 \`x\``, `以前的`, `예전`): the clause tells the past, as "old" does. */
const PAST_ELSEWHERE = /(?:旧的|舊的|旧版|舊版|原来的|原來的|以前的|曾经|曾經|古い|旧来|예전|이전의)/u
/** A mark after a path saying the work made or changed it (`(new)`, `(modified)`): an entry of that change's record. */
const CHANGE_MARK =
  /^`?\*{0,2}\s*[(\[](?:new|added|created|modified|changed|updated|edited|신규|추가|수정|新規|新增|新建|修改|変更)[)\]]/i
/** A label of work still to do, ending in a colon, wherever it stands in a line (`REMAINING:`, `Next steps:`, `TODO:`). */
const PLAN_LABEL =
  /\b(?:remaining|todo|to-?do|next(?: steps?)?|pending|still to do|follow[- ]?ups?|pr[oó]xim[oa]s?(?: pass?os?)?|siguientes? pasos?|pend[ei]ntes?)\s*:(?=\s)/i
/**
 * A fix told as a step to take, opening its line (`- Fix: add a badge in HUD.tsx using \`x\``, `**Suggested
 * fix:** use …`), not one made (`Fix: added …`, `Fixed:`): the whole line is a plan, whatever its dashes split.
 */
const FIX_STEP =
  /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?(?:(?:suggested|proposed|possible|recommended|likely)\s+)?fix(?:\*\*|__)?\s*:(?:\*\*|__)?\s+(?:add|use|move|replace|change|wrap|call|set|remove|create|make|pass|guard|render|mount|extract|rename|import|update|include|switch)\b/i

/** A line saying a file is still to be made ("the file doesn't exist yet", "not yet created"): wherever the memory names it, it is a plan. */
const YET_TO_EXIST =
  /\b(?:not yet (?:created|written|exist\w*)|(?:doesn't|does not|don't|do not) (?:yet )?exist yet|(?:is|are) yet to be (?:created|written|made)|to be created)\b|아직\s*(?:존재하지\s*않|없|생성되지\s*않|만들어지지\s*않)|まだ(?:存在し(?:ない|ません)|ない|無い|作成されていない|作られていない)|(?:尚未|还没|還沒|还未|還未)(?:有|存在|创建|創建|建立|生成)/iu

/** A line ending by asking for a removal (`` `x.md` — docs for code that is gone; delete. ``, "to be removed"): a to-do. */
const TO_REMOVE =
  /(?:[;:—–]\s*|\b(?:to be|should be|can be|must be)\s+)(?:delete[ds]?|remove[ds]?|drop(?:ped)?)(?:\s+(?:it|them|these|both|this|those))?\s*[.!]?\s*$/i

/** A removal word a few words before a colon (`Deleted:`, `9 scripts deleted:`, `Removed all dead UI code:`, `9개 삭제:`): it labels the list after it. */
const GONE_LIST = new RegExp(`(?:${GONE_WORD.source})[^\\s:：\`]*(?:\\s+[^\\s:：\`]+){0,5}\\s*[:：](?=\\s|\`|$)`, 'iu')
/**
 * A project's state said to be still to come ("not yet implemented", "files to create", "to be
 * built"): the paths and names around it are a plan, not a fact about the project.
 */
const PLAN_STATUS =
  /\b(?:not yet (?:implemented|built|created|written|added|wired|merged|shipped|started|done|in place|there|exist\w*)|unimplemented|not implemented|to be (?:implemented|built|created|written|added|wired|done)|(?:files?|things?|code|pieces?|modules?) to (?:create|build|add|write|implement)|yet to be|(?:doesn't|does not|don't|do not) exist yet|create (?:the|a|an|new|it)|will (?:be )?(?:add|create|build|implement|write|live|go)\w*|(?:probable|likely|possible|suggested|potential|candidate) fix(?:es)?)\b/i
/**
 * A heading or label that lists what a past change touched ("Files touched", "Changed files",
 * "Commits", "Archivo corregido", "Completado en esta sesión"), or the problems met on the way
 * ("Issues encountered", "False positives encountered"): the history of the project, not its
 * state now. What a feature added or created ("Files added", "New files") is what it is made of:
 * the project as it is, unless the memory is that work's dated record.
 */
const HISTORY_HEADING =
  /\b(?:(?:files?|paths?|changes?|code|scripts?|tests?|configs?|modules?|components?|pages?)\s+(?:touched|changed|modified|edited|updated|deleted|removed)|(?:touched|changed|modified|edited|updated)\s+(?:files?|paths?|scripts?|tests?|configs?|modules?|components?|pages?)|(?:file|fichiers?|archivos?|arquivos?|dateien)\s+(?:modificat[ie]|toccati|cambiati|modifiée?s|modificados?|alterados?|corregidos?|arreglados?|corrigidos?|corrigée?s|geändert)|geänderte dateien|history|changelog|change log|commits?|(?:bugs?\s+)?fix(?:es|ed)|what (?:was|we|i) (?:done|did|changed|completed|finished|fixed)|(?:done|completed|built|finished|fixed|changed) (?:in |during )?(?:this|that|the last|today's) session|(?:completad[oa]s?|hech[oa]s?|realizad[oa]s?|terminad[oa]s?|conclu[ií]d[oa]s?|feit[oa]s?) (?:en|em|durante|nesta|nessa|na) (?:(?:esta|essa|la|a) )?(?:sesi[oó]n|sess[aã]o)|work done|session (?:log|summary)|(?:issues|problems|bugs|errors|failures|false positives)\s+(?:encountered|faced)|encountered\s+(?:issues|problems|bugs|errors|failures))\b/i
/**
 * Headings of a change history in the other languages memory is written in (`변경 내역`, `変更履歴`,
 * `更新日志`, `历史更新`, `bug 修復`), of the files a change touched (`改的文件`, `待 commit 文件`,
 * `変更ファイル`, `수정된 파일`) and of what was done (`做了啥`, `P1 干了啥`).
 */
const HISTORY_ELSEWHERE =
  /(?:改|改动|改動|修改|变更|變更|更改)(?:的|过的|過的)?\s*(?:文件|檔案)|(?:做|干|幹)了(?:啥|什么|什麼|甚么)|待\s*commit\s*(?:的)?\s*文件|(?:変更|修正)(?:した)?ファイル|(?:변경|수정)(?:된|한)? ?파일|(?:bug|錯誤|错误|缺陷)\s*修[复復]|(?:변경|수정|작업|업데이트) ?(?:내역|이력|기록|로그)|(?:変更|更新|作業|修正)(?:履歴|ログ|記録)|(?:变更|變更|修改|更新)(?:记录|記錄|日志|日誌|历史|歷史)|(?:历史|歷史|履歴)(?:更新|记录|記錄|变更|變更|修改|変更)/u
/**
 * A heading of work done on a day, a record or log of it (`# … 보강 기록 (2026-05-06)`), or opening
 * with what was done (`## Completed work (2026-04-09)`, `### 완료 (2026-04-17 세션)`, `## Fixes
 * 2026-05-01`): what follows lists what that day's work touched. A heading naming a subject first
 * (`## Auth unification — deployed, done (2026-05-22)`) tells its state; so does a memory's title
 * (`# Lock system (done 2026-07-14)`), a date alone (`## Layout (as of 2026-04-09)`), a session
 * number (`## Current state (2026-05-21, after session 15)`) and a bold label of a milestone
 * (`**M1 done (2026-06-14):** the player lives in …`): only headings are read so.
 */
const RECORD_WORD = /\b(?:record|log)\b|(?:기록|记录|記錄|記録)/iu
const DONE_WORD =
  /\b(?:done|completed?|finished|fix(?:es|ed)?|shipped|landed|merged|implemented|progress)\b|(?:완료|수정|진행|完成|修复|修復|进度|進度|完了|修正|進捗)/iu
const DATE = /(?:19|20)\d\d[-./]\d\d?(?:[-./]\d\d?)?\b/
/** The first two words of a heading, after its `#`s and any mark or number before them. */
const openingWords = (heading: string) =>
  heading
    .replace(/^\s*#+\s*/, '')
    .replace(/^[^\p{L}]+/u, '')
    .split(/\s+/)
    .slice(0, 2)
    .join(' ')
const doneOnADay = (heading: string) =>
  DATE.test(heading) &&
  (RECORD_WORD.test(heading) || (!/^\s*#\s/.test(heading) && DONE_WORD.test(openingWords(heading))))
const historyHeading = (heading: string) =>
  HISTORY_HEADING.test(heading) || HISTORY_ELSEWHERE.test(heading) || doneOnADay(heading)
/**
 * A callout saying that what the memory holds was discarded or is out of date ("⚠️ DISCARDED — the
 * user reverted all of this", "> this file is outdated, below: the state as of …"): what follows is history.
 */
const OUTDATED =
  /\b(?:discarded|reverted (?:all|every\w*)|(?:this|the) (?:file|memory|note|section|page|doc(?:ument)?) is (?:now )?(?:outdated|stale|obsolete|superseded|out of date)|outdated|obsolete|superseded)\b|(?<![\p{L}])(?:застарі\p{L}*|устарел\p{L}*|устарев\p{L}*|veraltet|obsolète|obsoleto|已过时|已過時)/iu
const outdatedCallout = (line: string) => {
  const said = OUTDATED.exec(line)
  // A callout opens its line: "the earlier work was DISCARDED" in a sentence about another note is none.
  return (
    said !== null &&
    said.index < 40 &&
    (/^\s*>/.test(line) ||
      /[⚠❗🚫]/u.test(line) ||
      said[0] === said[0].toUpperCase() ||
      /^(?:this|the)\b/i.test(said[0]))
  )
}
/** A heading that opens with a date (`### [2026-05-24] Infra`, `## 2026-05-14`): an entry of a log, history. */
const DATED_HEADING = new RegExp(`^\\s*#+\\s*\\[?${DATE.source}`)
/**
 * A release's number as a changelog writes it: `v0.24.0`, `v2.1`, `[1.4.0]`, or three bare numbers
 * (`1.4.0`), which count only beside a date: section numbers (`2.1.1 Setup`) seldom carry one.
 */
const RELEASE = /(v\d+(?:\.\d+){1,3}|\[v?\d+(?:\.\d+){1,3}\]|\d+\.\d+\.\d+)(?:-[\w.]+)?(?![\w.])/i
/**
 * A heading that opens with a release (`## v0.24.0 (2026-06-09)`, `## [1.4.0] - 2026-05-01`, `## v2.0 release notes`):
 * a changelog entry, history. A word of work right after the number (`# V1.5 rollout — academies onto V1.5`)
 * makes it the title of a stage of the project, whose notes are its present.
 */
const RELEASE_HEADING = new RegExp(`^\\s*#+\\s*${RELEASE.source}(?<after>.*)$`, 'i')
const RELEASE_WORDS = /^\s*(?:release|released|changelog|changes|notes|what's new|hotfix|patch)\b/i
const releaseHeading = (line: string) => {
  const heading = RELEASE_HEADING.exec(line)
  const release = heading?.[1]
  if (release === undefined) return false
  const after = heading?.groups?.after ?? ''
  const entry = !/^\s*[\p{L}]/u.test(after) || RELEASE_WORDS.test(after)
  return entry && (/^[v[]/i.test(release) || DATE.test(line))
}
/**
 * A description that opens with a release, after at most a name, and dates it (`app v0.24.0 — what
 * changed (2026-06-09)`): the memory is that release's record.
 */
const RELEASE_DESCRIPTION = new RegExp(`^\\W*(?:[\\w-]+\\s+)?${RELEASE.source}`, 'i')
/**
 * A heading over a list of web addresses (`## Full URL map (all under /api/v1/)`, `### Endpoints`): the
 * paths under it without a file's extension (`planner/plans/`, `auth/login`) are routes, not files.
 */
const URL_LIST_HEADING = /^\s*#{1,6}\s.*(?:\burls?\b|\burl map\b|\bendpoints?\b|(?:^|[\s(`])\/api\b)/i
/**
 * A condition ("if two agents both touch `x`", "unless `y` is open", "whenever"): what it names is
 * a case the rule is for, not a fact the memory states. It runs to the first comma or "then".
 */
const CONDITION = /\b(?:if|unless|whenever|in case|suppose)\b[^,;]*?(?=,|:\s|\bthen\b|$)/gi
/** A path qualified right after it as there only maybe ("`vercel.json` if present", "`.env.local` (if any)"): a case, not a claim that it exists. */
const MAYBE_THERE =
  /^`?\s*\(?\s*(?:if (?:present|it exists|they exist|exists|any|one exists|applicable|used)|(?:when|where) present|(?:when|where) (?:it|one) exists|optional(?:ly)?)\b/i
/**
 * A step that makes a file ("create `x`", "promote it to `y`", "extract it into `z`", "should be
 * moved to `w`", in the languages memory is written in): what it names after the verb is a file to
 * come, not one the project has.
 */
const CREATE =
  /\b(?:create|scaffold|promote(?: \w+)? (?:to|into)|extract(?:\s+[\w-]+){0,3}?\s+(?:to|into)|be\s+(?:extracted|moved)\s+(?:to|into)|new file)\b|(?<![\p{L}])(?:созда(?:ть|й|йте)|створ(?:ити|и|іть)|erstell(?:en|e)|anlegen|cr(?:éer|éez|ear|ea|iar|ie)\b|(?:extraer|mover)(?:se|l[oa]s?)?(?![\p{L}])|extrair(?![\p{L}]))|(?:作成|创建|建立|新建|생성)/iu
/** A plain word shaped like a type name (`RecipeService`, `ThrottleGuard(limit)`): prose rarely has one. */
const PASCAL_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+(?:\(.*)?[),.:;!?]*$/
/** A label over what not to do ("Bad pattern:", "Anti-pattern", "❌"): what follows shows the mistake, not the project. */
const ANTI_PATTERN =
  /\b(?:bad|wrong)\s+(?:patterns?|ways?|examples?|approach(?:es)?)\b|\banti-?patterns?\b|\bwhat not to do\b|❌/i
/** A bold label opening a paragraph: `**Key files:**`. */
const LABEL =
  /^\s*(?:[-*]\s*)?(?:\*\*|__)[^*_]{1,60}:(?:\*\*|__)|^\s*(?:[-*]\s*)?(?:\*\*|__)[^*_]{1,60}(?:\*\*|__):|^\s*(?:\*\*|__)[^*_:]{1,60}(?:\*\*|__)\s*$/
/**
 * A label or heading that is only "Before" (`**Before:**`, `**Antes**:`, `### 变更前`), set against an
 * "After" or "Now": what it gives is the state a change left behind.
 */
const BEFORE_MARK =
  /^\s*(?:#+\s*|[-*]\s+)?(?:\*\*|__)?\s*(?:before|antes|vorher|avant|prima|до|раніше|之前|以前|变更前|變更前|修改前|変更前|이전|변경 전)\s*(?:\*\*|__)?\s*[:：]?\s*(?:\*\*|__)?\s*$/iu
const beforeMark = (text: string) => BEFORE_MARK.test(text)
/** A document given right after a label, as a path or a link to one (`**Plan:** \`docs/plan.md\` — the roadmap`). */
const DOCUMENT_POINTER =
  /^\s*(?:\[[^\]]*\]\()?`?[\w./@-]+\.(?:md|mdx|txt|rst|adoc|pdf|docx?|drawio|html?)`?\)?(?=\s|$|[,.;:()—–-])/i
/** A plain line of its own that introduces a list (`Screens pending:`), short and naming nothing as code. */
const PLAN_LIST_LEAD = /^\s*[^\s`#>*_|-][^`:]{0,58}:\s*$/
/**
 * A line of its own saying what a build or a tool makes, and where, that leads a list ("WXT produces
 * browser-specific bundles under `.output/`:", "The build emits into `dist/`:"): what it lists is the
 * build's output, made when the build runs, not a file the project keeps.
 */
const BUILD_OUTPUT_LEAD =
  /^\s*[^\s#>*_|-].{0,118}\b(?:produces?|produced|emits?|emitted|generates?|generated|outputs?|writes?|builds?)\b[^`:]{0,60}\b(?:under|into|in|to)\s+`[^`\s]+\/`\s*:\s*$/i
/** What such a line says of its list when the list is still to do (a plain "Background tasks:" is not). */
const PLAN_LIST_WORD =
  /\b(?:pending|to-?dos?|remaining|still to \w+|not yet \w+|next steps?|backlog|planned|outstanding|wishlist|open (?:items|questions))\b/i
/**
 * A line of its own that says what a change removed and leads a list ("Task 11.2 removed the
 * following tests:", "Removed in sprint 12 (unreachable):"): the lists after it, under their labels,
 * are that change's record.
 */
const GONE_LIST_LEAD = /^\s*[^\s`#>*_|-][^`]{0,118}:\s*$/
/** A list item, or a line continuing one (indented). */
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s|^\s{2,}\S/
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

/**
 * A list item that is only paths in code, before the dash of a file map's entry: one path (`` - `a.ts` ``),
 * or several (`` - `a.ts` + `a.test.ts` ``, the second group).
 */
const MAP_ENTRY = /^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*)?`[^`\s]+`((?:\s*(?:\+|,|&|and)\s*`[^`\s]+`)+)?(?:\*\*)?$/
/** Right after "but": the thing is not made yet ("but NOT built", "but never implemented"). */
const NOT_MADE =
  /^(?:(?:still|yet)\s+)?(?:not|never)\s+(?:yet\s+)?(?:built|implemented|created|written|wired(?:\s+up)?|added|started|merged|shipped)\b/i
/**
 * Clauses of a line, with where each starts: split at sentence ends (`。` too), at `;`, ` — ` and
 * ` but ` (a negation after "but" is said of what follows it, not of the names before).
 */
function clausesOf(line: string): Array<{ text: string; at: number }> {
  const clauses: Array<{ text: string; at: number }> = []
  let at = 0
  for (const match of line.matchAll(
    /(?<![ei]\.[ge]\.|\betc\.|\bvs\.|\bcf\.|\bex\.)(?<=[.!?])\s+(?=[A-Z`*])|(?<=[。！？；])\s*(?=\S)|;\s+|\s+[—–]\s+|\s+--\s+|,?\s+but\s+(?!also\b)/g,
  )) {
    // A file map's entry (`- \`src/x.ts\` — what it holds`): what follows the dash is said of the file.
    // Of several files, only what became of them (`` - `a.ts` + `a.test.ts` — DELETED ``): "probably
    // legacy" after several files is no removal.
    const entry = at === 0 && /[—–-]/.test(match[0]) ? MAP_ENTRY.exec(line.slice(0, match.index)) : null
    if (entry && (entry[1] === undefined || saidRemoved(line.slice(match.index + match[0].length)))) continue
    // "`x` is specified but not built": what follows "but" says the names before it are not there yet.
    if (/\bbut\s+$/.test(match[0]) && NOT_MADE.test(line.slice(match.index + match[0].length))) continue
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
    // A script named with one plain word (`build`, `dev`) is a convention nearly every manifest of
    // its kind defines: a check on it could never fail. A compound name (`test-unit`) is the project's.
    if (/^[a-z]+$/i.test(name)) continue
    found.push({
      runner: manager ? 'npm' : (runner!.toLowerCase() as 'make' | 'just'),
      name,
      command: match[0].trim(),
      line,
      section,
      aside,
    })
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
  /** A backticked setting (`retry: false`): its shape is the whole span. */
  setting?: boolean
  /** A backticked fragment of code (`items.slice(0, 5)`): its shape is the whole span. */
  fragment?: boolean
  /** Shaped like code in prose, without backticks. */
  unmarked?: boolean
}

/** A file written under a placeholder folder (`artifacts/<slug>/constants/colors.ts`): what follows the placeholder. */
const UNDER_PLACEHOLDER =
  /(?:^|[\s`'"(])(?:[\w.-]+\/)*(?:<[^<>\s/]+>|\{[^{}\s/]+\})\/((?:[\w.-]+\/)*[\w.-]+\.[A-Za-z0-9]{1,10})(?=[\s`'"),;:]|$)/gm

/** Letters of Chinese, Japanese and Korean prose: a name of code beside them is a word of its own. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu
/** camelCase with a lowercase start, or words joined by `_`, standing alone (no path, call or member around it). */
const CODE_NAME =
  /(?<![\w$./\\@#:=-])((?:[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)|(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+))(?![\w$/\\@=(-]|[.:][\w$]|\]+(?:\.[A-Za-z]|\/))/g

/** Punctuation of Chinese and Japanese prose (`、`, `（`, `／`): it separates words as a space does. */
const WIDE_PUNCTUATION = /[、，。；：（）「」『』【】／！？｜〈〉《》]/g

/** A word of prose ending like a file name, its line pointer and punctuation after it (`app.py:12,`). */
const PROSE_FILE = new RegExp(String.raw`\.[A-Za-z0-9]{1,10}(?:${LINE_POINTER})?[),.:;!?]*$`)

function tokensOf(written: string): Token[] {
  // One character for one: where each token starts stays where it is in the clause.
  const clause = written.replace(WIDE_PUNCTUATION, ' ')
  const tokens: Token[] = []
  for (const match of clause.matchAll(/`([^`\n]+)`/g)) {
    const inner = (match[1] as string).trim()
    if (settingShape(inner))
      tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length, setting: true })
    else if (fragmentShape(inner))
      tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length, fragment: true })
    if (/\s/.test(inner) && tokenShape(inner, true, true)) {
      // A path with spaces in it (`Assets/TextMesh Pro/Fonts`): one token.
      tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length, spaced: true })
      // `docs/spec.md §9`: the first word alone is a path as well.
      tokens.push({ text: inner.split(/\s+/)[0] as string, backticked: true, at: match.index, length: match[0].length })
    } else if (/\s/.test(inner)) {
      // A command that moves or deletes files names what will be gone once it has run.
      if (/^(?:git\s+)?(?:mv|rm|rmdir)\s/.test(inner)) continue
      // A statement naming a namespace (`use Filament\Schemas\Schema;`, `using System.Text;`) is code, not paths.
      if (/^(?:use|using|namespace)\s/.test(inner)) continue
      // A signature (`runBounded(command, *, timeout=600)`) names its function.
      const signature = /^([A-Za-z_$][\w$]*)\([^()]*\)?$/.exec(inner.replace(/\)\s*(?:->|:).*$/, ')'))
      if (signature) {
        tokens.push({ text: signature[1] as string, backticked: true, at: match.index, length: match[0].length })
        continue
      }
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
    // `a/old.go→a/new.go` written without spaces is two paths.
    .replace(/→|->|=>/g, (arrow) => ' '.repeat(arrow.length))
  for (const match of prose.matchAll(/[^\s]+/g)) {
    // A particle written onto a file name in Korean, Japanese or Chinese (`crawler.py의`, `base.cssに`) is not part
    // of it; nor is the sentence written onto its start (`まずdocs/design.md`).
    const lead = CJK_BEFORE_PATH.exec(match[0])?.[0].length ?? 0
    const word = match[0].slice(lead).replace(PARTICLE_AFTER_FILE, '')
    if (/[/\\]/.test(word) || PROSE_FILE.test(word))
      tokens.push({ text: word, backticked: false, at: match.index + lead, length: word.length })
    else if (PASCAL_NAME.test(word))
      tokens.push({ text: word.replace(/[(].*$/, ''), backticked: false, at: match.index, length: word.length })
  }
  // A name no word of prose is shaped like (`initAutoSync`, `KPI_LIMITS`) is code, written with or
  // without backticks, and in Chinese, Japanese or Korean prose with no space around it.
  for (const match of prose.replace(CJK, (char) => ' '.repeat(char.length)).matchAll(CODE_NAME))
    tokens.push({
      text: match[1] as string,
      backticked: true,
      unmarked: true,
      at: match.index,
      length: match[0].length,
    })
  // A line of code opening with a function it declares (`pub fn read_checked(`, `def load_rows(`): that name, which a
  // call's parenthesis keeps out of the names above.
  const declared = FUNCTION_DECLARED.exec(prose)
  if (declared && CODE_NAME_WHOLE.test(declared[2] as string))
    tokens.push({
      text: declared[2] as string,
      backticked: true,
      unmarked: true,
      at: (declared[1] as string).length,
      length: (declared[2] as string).length,
    })
  return tokens
}

/** A function declared at a line's start, its modifiers and keyword (group 1), then its name (group 2). */
const FUNCTION_DECLARED =
  /^(\s*(?:(?:export|default|pub(?:\([\w:]+\))?|public|private|protected|internal|static|async|unsafe|extern)\s+)*(?:fn|def|func|function)\s+)([A-Za-z_]\w*)(?=\s*[(<])/

/** The whole of a name shaped like code (`readChecked`, `read_checked`), as `CODE_NAME` finds one in prose. */
const CODE_NAME_WHOLE = /^(?:[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)$/

/** Korean, Japanese or Chinese letters right before a path (`まずdocs/design.md`): the sentence, not the name. */
const CJK_BEFORE_PATH =
  /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+(?=[A-Za-z0-9_.~-]*[/\\.])/u

/** What follows a file's extension once a Korean, Japanese or Chinese letter starts: the sentence, not the name. */
const PARTICLE_AFTER_FILE =
  /(?<=\.[A-Za-z][A-Za-z0-9]{0,9})[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\S*$/u

/**
 * A shorthand for two files (`drivers/sd_card.h/.cpp`, `x.h/cpp`): a token for each, so that
 * neither is taken for a path that does not exist.
 */
function expandShorthand(token: Token): Token[] {
  const pair = /^(.*?)([^/\\]+)\.([A-Za-z0-9]+)\/\.?([A-Za-z0-9]+)$/.exec(token.text)
  if (
    !pair ||
    !FILE_EXTENSIONS.has((pair[3] as string).toLowerCase()) ||
    !FILE_EXTENSIONS.has((pair[4] as string).toLowerCase())
  )
    return [token]
  const [, folder, stem, first, second] = pair as unknown as [string, string, string, string, string]
  return [first, second].map((extension) => ({ ...token, text: `${folder}${stem}.${extension}` }))
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
  lead?: boolean
  /** Under a label or heading of what was deleted (`**Deleted:**`, `## Removed`). */
  gone?: boolean
  /** The headings it is under, the nearest last. */
  under?: LogicalLine[]
  /** A code block's line: the lines of its section before the block opened (since the heading or the last block), the nearest last. */
  leadIns?: LogicalLine[]
}

/** A folder tree drawn in a code block: the folder it hangs off, and the folders open above the line. */
interface DrawnTree {
  base?: string
  folders: Array<{ depth: number; name: string }>
}

/** A drawn tree's entry: what precedes its name (its depth) and the name, before any comment. */
const TREE_ENTRY = /^(.*?(?:[├└]──|[|`]--)[─-]*\s*)([^\s#←<(]+)/
/** The line a tree hangs off: one folder name ending in `/` (`crates/`, `src/`), nothing else. */
const TREE_BASE = /^\s*([\w.@-]+(?:\/[\w.@-]+)*\/)\s*(?:#.*)?$/

/**
 * The path a line of a drawn folder tree names, its folders joined (`crates/` then `├── server/`
 * then `│   └── main.rs` is `crates/server/main.rs`); none for a line of the tree that names no
 * file or folder written as one; undefined for a line that is not part of a tree.
 */
function treePaths(tree: DrawnTree, line: string): string[] | undefined {
  const entry = TREE_ENTRY.exec(line)
  if (!entry) {
    const base = TREE_BASE.exec(line)
    tree.base = base ? (base[1] as string) : undefined
    tree.folders = []
    return base || /^\s*[│|]\s*$/.test(line) ? [] : undefined
  }
  const depth = (entry[1] as string).length
  const name = (entry[2] as string).replace(/[,:;]+$/, '')
  while ((tree.folders.at(-1)?.depth ?? -1) >= depth) tree.folders.pop()
  // A name with no extension holds what is drawn under it, written with its `/` or not.
  const folder = name.endsWith('/') || !/\.[A-Za-z0-9]{1,10}$/.test(name)
  const below = `${tree.folders.map((f) => f.name).join('')}${name}`
  if (folder) tree.folders.push({ depth, name: name.endsWith('/') ? name : `${name}/` })
  if (/[*?{}\[\]]|\.\.\./.test(below) || (folder && !name.endsWith('/'))) return []
  // One folder over the tree is often the checkout itself (`my-app/`): its entries are read from the
  // root as well; the reading the project does not hold (a first folder it never had) is no finding.
  if (!tree.base) return [below]
  return tree.base.split('/').length === 2 ? [`${tree.base}${below}`, below] : [`${tree.base}${below}`]
}

/** A mark in brackets opening a line or list item (`- (history) …`, `[deprecated]`; not a link): what it says of the line. */
const LEAD_MARK = /^\s*(?:(?:[-*+]|\d+[.)])\s+)?[(\[]([^()[\]\n]{1,30})[)\]](?!\()/
const markedAside = (line: string) => {
  const mark = LEAD_MARK.exec(line)?.[1]
  return mark !== undefined && (historyHeading(mark) || GONE_HEADING.test(mark) || PLAN_HEADING.test(mark))
}

/**
 * A list item or a line opening with a plain label of what a change touched (`- Files touched: \`a\`,
 * \`b\``, `- Changed files: …`, `Files fixed in this incident: …`): that item is the change's record.
 */
const HISTORY_ITEM =
  /^\s*(?:(?:[-*+]|\d+[.)])\s+)?(?:(?:files?|paths?|code|scripts?|tests?|configs?|modules?|components?|pages?)\s+(?:touched|changed|modified|edited|updated|fixed)(?:\s+(?:in|during)\s+[^:：\n`]{1,40}?)?|(?:touched|changed|modified|edited|updated)\s+(?:files?|paths?|scripts?|tests?|configs?|modules?|components?|pages?)|(?:변경|수정|추가)(?:된)? ?파일|(?:变更|變更|修改|改动|改動|新增)(?:的)?文件|変更(?:した)?ファイル)\s*[:：]\s/i

/** A wiki link's target that is a path (`lib/engine/`, `src/app.ts`), not another memory's name or a link's label. */
const WIKI_PATH = /^(?=[^/]*\/|.*\.(?!md$)[A-Za-z][A-Za-z0-9]{0,9}$)[\w.@-]+(?:\/[\w.@-]+)*\/?$/

/** A template's placeholder written whole: `{{name}}`, `${name}`, `{name}` (not token-shape's stand-in names). */
const TEMPLATE_PLACEHOLDER = /^\s*(?:\{\{\s*[^{}\s]+\s*\}\}|\$\{[^{}\s]+\}|\{[^{}\s]+\})\s*$/

/** A ticked item of a checklist (`- [x] …`): a record of work done, the history of a change. */
const TICKED = /^\s*(?:[-*+]|\d+[.)])\s+\[[xX✓✔]\]\s/
/**
 * An item of a checklist not yet ticked (`- [ ] …`): work still to do, or a requirement still to be
 * checked, not the project as it is. The lines indented under it are part of it.
 */
const OPEN_TASK = /^\s*(?:[-*+]|\d+[.)])\s+\[ \]\s/
/**
 * A status mark saying a stage of a plan is done (`**Phase 1** — ✅ COMPLETE`, `### Step 2: Done`,
 * `## 1단계 완료`), and one saying it is not (`🔄 IN PROGRESS`, `⏳ Pending`, `未开始`): under a plan's
 * heading, what a done stage lists is the project as it is.
 */
const DONE_STATUS =
  /[✅✔]|\b(?:COMPLETED?|DONE|SHIPPED|MERGED|LANDED)\b|(?:[—–:|-]|\*\*)\s*(?:complete[d]?|done|shipped|merged|landed)\b|(?:완료|已完成|完成|完了)/u
const OPEN_STATUS =
  /[⏳🔄🚧⬜❌☐]|\b(?:PENDING|IN PROGRESS|TODO|NOT STARTED|BLOCKED|WIP|PLANNED|NEXT)\b|\b(?:pending|in progress|not started|blocked|planned|next up)\b|(?:진행 ?중|미완료|未完成|未开始|未開始|进行中|進行中|未着手)/u
const doneStage = (line: string) => DONE_STATUS.test(line) && !OPEN_STATUS.test(line)

/** A line that starts a block of its own rather than continuing the one before. */
const BLOCK_START = /^\s*([-*+]\s|\d+[.)]\s|#|\||>|\*\*[^*]+:\*\*|$)/

/**
 * The body as logical lines: a sentence wrapped over several lines is read as one, so that a
 * negation on its first line reaches a name on its last.
 */
function logicalLines(body: string, planned: boolean, record = false): LogicalLine[] {
  const out: LogicalLine[] = []
  let section: Section = 'body'
  // Under a heading (or after a line) that says what follows is a plan or the history of a change.
  let planSection = false
  const headings: Array<{
    level: number
    aside: boolean
    plan: boolean
    done: boolean
    gone: boolean
    line?: LogicalLine
  }> = []
  // Under a plan's heading, after a line giving a stage's status as done, to the next heading or status.
  let doneStageSaid = false
  // Under a heading or line that says what follows is a plan; whether a done stage lifts it.
  let planSaid = false
  let otherAside = false
  // Under a heading or label of what was deleted.
  let goneSection = false
  let goneLabel = false
  // After a callout saying the memory's content was discarded or is out of date.
  let retired = false
  // After a line saying the items below were done, to the next heading.
  let recordBelow = false
  // After a label ("**Files touched:**") that does, until the next label or heading.
  let labelAside = false
  // On a label's own line, the document it points at (`**Plan:** \`docs/plan.md\``): that file is the project's now.
  let pointer = false
  // After a line introducing what not to do ("Bad pattern:"), until the next blank line.
  let badExample = false
  // Under a plain line introducing work still to do ("Screens pending:"), for the list it introduces.
  let planList = false
  // Under a checklist item not yet ticked: how far that item is indented.
  let openTask: number | undefined
  let removedList = false
  // Under a line saying what a build makes and where ("WXT produces bundles under `.output/`:"), for the list it introduces.
  let builtOutputList = false
  // In a Why story: whether its text has begun, and whether a blank line has followed it.
  let whyTold = false
  let whyEnded = false
  // How far the Why's label is indented: a list item left of it is the next entry of the list it is in.
  let whyIndent = 0
  let inFence = false
  // The lines since the last heading or code block: what a block's snippet is said of.
  let sinceBreak: LogicalLine[] = []
  let leadIns: LogicalLine[] = []
  const tree: DrawnTree = { folders: [] }
  // Still in the opening block: no blank line after text, no heading yet.
  let lead = true
  let started = false
  let open: LogicalLine | undefined
  // In a table whose header names a column of what was (`| Old name | New name |`): those cells' columns.
  let oldColumns: number[] = []
  const rows = body.split('\n')
  rows.forEach((raw, i) => {
    const line = oldCellsBlanked(raw.replace(/\r$/, ''), oldColumns)
    if (!TABLE_ROW.test(line)) oldColumns = []
    else if (TABLE_RULE.test(rows[i + 1] ?? '')) oldColumns = oldColumnsOf(line)
    if (FENCE.test(line)) {
      inFence = !inFence
      leadIns = inFence ? [...sinceBreak] : []
      sinceBreak = []
      tree.base = undefined
      tree.folders = []
      open = undefined
      return
    }
    if (!inFence && outdatedCallout(line)) retired = true
    // "All items below were implemented": what follows, to the next heading, is the record of that work.
    if (!inFence && /^\s*#/.test(line)) recordBelow = false
    if (!inFence && RECORD_BELOW.test(blankCode(line))) recordBelow = true
    if (inFence) {
      lead = false
      const drawn = treePaths(tree, line)
      if (drawn !== undefined) {
        for (const path of drawn)
          out.push({
            text: `\`${path}\``,
            pieces: [{ at: 0, line: i + 1 }],
            section: 'tree',
            aside: planned || planSection || retired,
          })
        return
      }
      if (!TREE_LINE.test(line))
        out.push({
          text: line,
          pieces: [{ at: 0, line: i + 1 }],
          section: 'fence',
          aside: planned || planSection || retired,
          leadIns,
        })
      return
    }
    if (line.trim() === '') badExample = false
    // A Why story is its paragraph and the lists under it: a new paragraph after a blank line is the memory again,
    // and so is the next entry of the list whose entry the Why ends ("- **A.** … ⏎   **Why:** … ⏎ ⏎ - **B.** …").
    if (line.trim() === '' && section === 'why' && whyTold) whyEnded = true
    else if (section === 'why' && whyEnded && (!LIST_ITEM.test(line) || indentOf(line) < whyIndent)) section = 'body'
    if (planList && line.trim() !== '' && !LIST_ITEM.test(line)) planList = false
    if (builtOutputList && line.trim() !== '' && !LIST_ITEM.test(line)) builtOutputList = false
    if (OPEN_TASK.test(line)) openTask = indentOf(line)
    else if (openTask !== undefined && line.trim() !== '' && indentOf(line) <= openTask) openTask = undefined
    // A removal's record runs over its lists and their labels, to the next paragraph, heading or story.
    if (
      removedList &&
      line.trim() !== '' &&
      !LIST_ITEM.test(line) &&
      !(LABEL.test(line) && !WHY.test(line) && !HOW.test(line))
    )
      removedList = false
    const heading = /^\s*#/.test(line)
    pointer = false
    if (line.trim() === '' ? started : heading && started) lead = false
    if (line.trim() !== '' && !heading) started = true
    if (heading) {
      section = 'body'
      // A plan or history heading holds for the headings under it ("## Changelog", then "### [date] …").
      const level = /^\s*(#+)/.exec(line)?.[1]?.length ?? 1
      while ((headings.at(-1)?.level ?? 0) >= level) headings.pop()
      const plan =
        PLAN_HEADING.test(line) ||
        PLAN_STATUS.test(line) ||
        PLAN_ELSEWHERE.test(line) ||
        RECOMMENDATIONS.test(line) ||
        PLAN_DURATION.test(line)
      headings.push({
        level,
        plan,
        done: doneStage(line),
        aside:
          plan ||
          historyHeading(line) ||
          goneMark(line) ||
          deadCodeList(line) ||
          beforeMark(line) ||
          DATED_HEADING.test(line) ||
          RETIRED_LEAD.test(line) ||
          releaseHeading(line) ||
          (record && builtList(line)) ||
          WHY_HEADING.test(line) ||
          CREATE.test(blankCode(line)),
        gone: goneMark(line) || deadCodeList(line) || beforeMark(line),
      })
      otherAside = headings.some((heading) => heading.aside && !heading.plan)
      // The nearest heading that gives a status decides: a done stage under a plan is the project now.
      planSaid = [...headings].reverse().find((heading) => heading.plan || heading.done)?.plan ?? false
      doneStageSaid = false
      planSection = otherAside || planSaid
      goneSection = headings.some((heading) => heading.gone)
      labelAside = false
      goneLabel = false
    } else if (WHY.test(line)) {
      section = 'why'
      whyEnded = false
      whyIndent = indentOf(line)
      // "**Why:** the reason" tells it on the label's line; a label alone leads what follows.
      whyTold = line.replace(WHY, '').replace(/^[\s*_]+/, '') !== ''
    } else if (HOW.test(line)) section = 'how'
    // Any other label ("**Key files:**") ends a Why story.
    else if (LABEL.test(line)) {
      section = 'body'
      const label = LABEL.exec(line)?.[0] ?? ''
      goneLabel = goneMark(label) || deadCodeList(label) || beforeMark(label)
      pointer = DOCUMENT_POINTER.test(line.slice(line.indexOf(label) + label.length))
      labelAside =
        HISTORY_HEADING.test(label) ||
        HISTORY_ELSEWHERE.test(label) ||
        PLAN_HEADING.test(label) ||
        PLAN_ELSEWHERE.test(label) ||
        goneMark(label) ||
        deadCodeList(label) ||
        beforeMark(label) ||
        ANTI_PATTERN.test(label) ||
        (record && builtList(label)) ||
        PLAN_STATUS.test(line)
    } else if (ANTI_PATTERN.test(line) && /:\s*$/.test(line) && !/`/.test(line) && line.trim().length <= 120)
      badExample = true
    else if (PLAN_LIST_LEAD.test(line) && PLAN_LIST_WORD.test(line)) planList = true
    else if (GONE_LIST_LEAD.test(line) && GONE_WORD.test(line)) removedList = true
    else if (BUILD_OUTPUT_LEAD.test(line)) builtOutputList = true
    else if (PLAN_STATUS.test(line) && !/`/.test(line) && line.trim().length <= 120) {
      // A line of its own saying the work is still to come ("Not yet implemented."): so is what follows.
      planSaid = true
      doneStageSaid = false
    }
    if (planSaid && !heading && !LIST_ITEM.test(line) && line.trim() !== '') {
      if (doneStage(line)) doneStageSaid = true
      else if (OPEN_STATUS.test(line)) doneStageSaid = false
    }
    planSection = otherAside || (planSaid && !doneStageSaid)
    if (section === 'why' && line.trim() !== '' && !WHY.test(line)) whyTold = true
    if (TREE_LINE.test(line) || line.trim() === '') {
      open = undefined
      return
    }
    if (open && !BLOCK_START.test(line) && open.section === section) {
      // A code span wrapped inside a name (`scripts/qa-verify-⏎save.mjs`) is that one name: no space where it broke.
      const wrapped = (open.text.match(/`/g)?.length ?? 0) % 2 === 1 && /[-/_.]$/.test(open.text)
      open.pieces.push({ at: open.text.length + (wrapped ? 0 : 1), line: i + 1 })
      open.text += wrapped ? line.trim() : ` ${line.trim()}`
      return
    }
    open = {
      text: line,
      pieces: [{ at: 0, line: i + 1 }],
      section,
      aside:
        section === 'why' ||
        planned ||
        planSection ||
        (labelAside && !pointer) ||
        badExample ||
        planList ||
        builtOutputList ||
        removedList ||
        retired ||
        recordBelow ||
        TICKED.test(line) ||
        openTask !== undefined ||
        markedAside(line) ||
        HISTORY_ITEM.test(line),
      lead,
      ...(goneSection || goneLabel || removedList ? { gone: true } : {}),
      under: headings.flatMap((over) => (over.line && !heading ? [over.line] : [])),
    }
    out.push(open)
    sinceBreak = heading ? [open] : [...sinceBreak, open]
    const own = headings.at(-1)
    if (heading && own) own.line = open
    // A heading is a line of its own: the line under it starts the section's first sentence.
    if (heading) open = undefined
  })
  return out
}

const TABLE_ROW = /^\s*\|/
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/
/** A table column of what was before a change: its cells name what the project no longer has. */
const OLD_COLUMN =
  /^\s*(?:\*\*)?(?:old|before|from|previous|former|was|legacy|deprecated|removed|replaced|antes|anterior|antigo|antiguo|ancien|avant|prima|alt|vorher|bisher|früher|ehemals|voorheen|oud|旧|舊|原|之前|以前|改前|変更前|이전|변경 ?전)(?:\s+(?:name|path|file|location|key|value|column|field|id|api|url|route|import|module|package))?s?(?:\*\*)?\s*$/iu

/** The cells of a table row, as spans of the line (the bars between them excluded). */
function cellSpans(line: string): Array<readonly [number, number]> {
  const bars = [...line.matchAll(/(?<!\\)\|/g)].map((m) => m.index)
  const spans: Array<readonly [number, number]> = []
  for (let k = 0; k + 1 < bars.length; k++) spans.push([(bars[k] as number) + 1, bars[k + 1] as number])
  return spans
}

const oldColumnsOf = (header: string) =>
  cellSpans(header).flatMap(([start, end], column) => (OLD_COLUMN.test(header.slice(start, end)) ? [column] : []))

/** A table row with the cells of its old columns blanked (same length: what follows keeps its place). */
function oldCellsBlanked(line: string, columns: readonly number[]): string {
  if (columns.length === 0 || !TABLE_ROW.test(line)) return line
  const spans = cellSpans(line).filter((_, column) => columns.includes(column))
  return blankSpans(line, spans)
}

/** A line saying that what follows was done: "All items below were implemented", "the fixes below have been applied". */
const RECORD_BELOW =
  /\b(?:items|changes|fixes|findings|tasks|steps|points|issues)\s+(?:below|listed below|that follow|following)\s+(?:were|have been|are|got)\s+(?:all\s+)?(?:implemented|done|completed|fixed|applied|shipped|resolved|addressed)\b/i

const NUMBERED = /^\s*\d+[.)]\s/
/** A path as `/`-separated names, without a leading `./` or `/`: `/public/og.png` ends with `og.png`. */
const segmentsOf = (path: string) =>
  path
    .split(/[/\\]+/)
    .filter((name) => name !== '' && name !== '.')
    .join('/')
/** The text with its code spans blanked (same length): the words it says, not the names it quotes. */
export const blankCode = (text: string) => text.replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))

/**
 * A section title quoted after the document that holds it (`X.md` → "Planned: …", `X.md` "Patches
 * kept on our fork", chained → "…" → "…"): the document's words, said of nothing outside the quotes.
 */
const QUOTED_TITLE =
  /(?:`[^`\n]+`|[\w.-]+\.[A-Za-z]\w{0,4}|→|->)\s*(?:(?:→|->|>|§|:|,)\s*)?((?:"|“)[^"”\n]{1,160}["”])/gu
const quotedTitles = (text: string): Array<readonly [number, number]> =>
  [...text.matchAll(QUOTED_TITLE)].map((m) => [m.index + m[0].length - (m[1] as string).length, m.index + m[0].length])
const blankSpans = (text: string, spans: ReadonlyArray<readonly [number, number]>) =>
  spans.reduce((blanked, [start, end]) => blanked.slice(0, start) + ' '.repeat(end - start) + blanked.slice(end), text)

/** "(not a hook)", "(NOT the JS library)": a parenthesis telling what a thing is not; it negates nothing else in its clause. */
const NOT_WHAT = /\(\s*not\s+(?:the|a|an)\b[^()\n]*\)/gi

/**
 * What "old" may be said of and still put its clause in the past: a name or path written right after it
 * (with at most one word between: "the old parse-time `x` bridge"), or a thing of code right after it ("the old route").
 */
const OLD_OF_CODE =
  /^\s+(?:(?:[\w-]+\s+)?(?:`|[\w@-]*[/.][\w./@-]*\w)|(?:names?|paths?|files?|folders?|dir(?:ector(?:y|ies))?|locations?|versions?|ones?|code|implementation|modules?|components?|pages?|routes?|endpoints?|apis?|scripts?|tables?|schemas?|systems?|approach|design|layout|ui|apps?|setup|flow|handlers?|class(?:es)?|functions?|methods?|services?|packages?|builds?|screens?|views?|hooks?|helpers?)\b)/i
/** "old" said of a plain thing ("converts any old alias", "old sessions stay valid"): what the code does with the past, told now. */
const withoutPlainOld = (text: string) =>
  text.replace(/\bold\b/gi, (word, at: number) => (OLD_OF_CODE.test(text.slice(at + word.length)) ? word : '   '))

/**
 * A case of a gate or a decision table ("no session → splash, session + no household → onboarding"):
 * the "no" is a condition the code tests, not a negation of what the clause names.
 */
const NO_CASE = /(?<![\w-])no\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*(?:→|->|=>)/giu

/**
 * A removal in Chinese, Japanese or Korean said of the names beside it: the verb right before a name
 * in Chinese (`删除 \`x\``, "delete `x`"), right after one in Japanese and Korean (`\`x\`を削除`,
 * `\`x\` 삭제`), or told done (`已删除`, `被移除`). Not the noun of a feature (`删除按钮`, the delete button).
 */
const REMOVAL_ELSEWHERE =
  /(?:删除|刪除|删掉|刪掉|移除|去掉|去除)\s*`|`[^`\n]*`\s*(?:を|の)?\s*(?:削除|除去)|`[^`\n]*`\s*(?:을|를)?\s*(?:삭제|제거)|(?:已经?|已經|被)\s*(?:删除|刪除|删掉|刪掉|移除|去掉|去除)/u

/** Words that make what they are said of a negation, a plan or the past; a word inside a code name (`old-boot.sh`) is part of the name. */
function asideIn(text: string): boolean {
  if (REMOVAL_ELSEWHERE.test(text)) return true
  const plain = blankCode(withoutPlainOld(text))
    .replace(NOT_WHAT, (span) => ' '.repeat(span.length))
    .replace(NO_CASE, (span) => ' '.repeat(span.length))
  return (
    ASIDE.test(plain) ||
    PLAN_ELSEWHERE_SAID.test(plain) ||
    GONE_HEADING.test(plain) ||
    NEGATION_ELSEWHERE.test(plain) ||
    PAST_ELSEWHERE.test(plain)
  )
}

/** A step that creates a file it names: "Create `src/x.tsx`", not "Never create redundant files". */
function createsFile(text: string): boolean {
  const create = CREATE.exec(blankCode(text))
  if (!create) return false
  if (/\b(?:never|not|don't|do not|no|avoid)\b/i.test(text.slice(0, create.index))) return false
  return /`[^`\s]*[/.][^`\s]*`|\S\/\S*\.[A-Za-z0-9]+/.test(text.slice(create.index))
}

/**
 * A numbered list one of whose steps creates a file is a recipe: every file its steps name is one
 * a reader will make, not one the project has.
 */
function recipes(lines: LogicalLine[]): LogicalLine[] {
  let run: LogicalLine[] = []
  const close = () => {
    if (run.some((line) => NUMBERED.test(line.text) && createsFile(line.text)))
      for (const line of run) line.aside = true
    run = []
  }
  for (const line of lines) {
    if (NUMBERED.test(line.text) || (run.length > 0 && /^\s+[-*+]\s/.test(line.text))) run.push(line)
    else close()
  }
  close()
  return lines
}

/**
 * A path a word right beside it says is gone: the word within a few characters after it, with no
 * other code between ("`x` 삭제", "`x` was deleted"), or just before it ("removed `x`"), or the
 * path after "from" in a clause that renames.
 */
function goneBeside(clause: string, at: number, length: number): boolean {
  const after = clause.slice(at + length, at + length + 16)
  if (
    GONE_AFTER.test(clause.slice(at + length, at + length + 40)) ||
    OLD_BEFORE.test(clause.slice(Math.max(0, at - 4), at)) ||
    removalAskedBefore(clause.slice(Math.max(0, at - 40), at))
  )
    return true
  const gap = GONE_WORD.exec(after)
  if (gap && !/`|\s[\w.-]+\/[\w.-]/.test(after.slice(0, gap.index))) return true
  const before = clause.slice(Math.max(0, at - 14), at)
  const word = [...before.matchAll(new RegExp(GONE_WORD.source, 'giu'))].at(-1)
  const between = word ? before.slice(word.index + word[0].length).replace(/`$/, '') : ''
  // "replaced with `b`", "superseded by `b`": the name after the word is the one that stays.
  if (word && !/`/.test(between) && !/^\s*(?:with|by)\b/i.test(between)) return true
  // "supersedes `a`", "replaces `a`": the name after the word is the old one.
  if (OLD_AFTER.test(before)) return true
  // "Extracted from `_Picker`": where a thing came from, not what the project holds now.
  if (ORIGIN_BEFORE.test(clause.slice(Math.max(0, at - 30), at))) return true
  // Only the words just before the path are read: a clause naming thousands of paths stays linear.
  return FROM_BEFORE.test(clause.slice(Math.max(0, at - 12), at)) && (RENAMING.test(clause) || GONE_WORD.test(clause))
}

/** Words saying what a thing was made out of, right before it: "extracted from", "split out of", "ported from". */
const ORIGIN_BEFORE =
  /\b(?:extracted|split\s+out|pulled\s+out|factored\s+out|carved\s+out|lifted|ported|forked)\s+(?:from|of)\s+(?:the\s+)?`?$/i

/** The line of the last piece starting at or before `at` (pieces are in text order; a long paragraph has many). */
function lineAt(pieces: readonly Piece[], at: number): number {
  let low = 0
  let high = pieces.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((pieces[middle] as Piece).at <= at) low = middle + 1
    else high = middle
  }
  return low === 0 ? 0 : (pieces[low - 1] as Piece).line
}

/** Two paths of which one ends with the other at a folder boundary (`a/b/c.ts` and `b/c.ts`): one place, written short. */
const oneEndsTheOther = (a: string, b: string) => `/${a}`.endsWith(`/${b}`) || `/${b}`.endsWith(`/${a}`)

/**
 * The claims of a memory: its description, then its body. `[[wiki]]` links and links to other
 * memories are the memory's own web, never a claim about the project.
 */
export function claimsIn(body: string, description = '', name = ''): Claims {
  const claims: Claim[] = []
  const found: Procedure[] = []
  const seen = new Set<string>()
  // Files a line says are yet to be made: the memory's other lines that name them speak of a plan too.
  const unmade = new Set<string>()
  let clauseNumber = 0
  let paragraph = 0
  // Which logical line each line read was: a claim under a heading knows the heading's.
  const paragraphOf = new Map<LogicalLine, number>()
  const read = (logical: LogicalLine) => {
    const { text: raw, pieces, section, aside: asideLine, lead = false, gone: goneLine = false, under = [] } = logical
    paragraph++
    paragraphOf.set(logical, paragraph)
    const headings = under.flatMap((heading) => paragraphOf.get(heading) ?? [])
    const before = [...(logical.leadIns ?? [])].reverse()
    const told = before.findIndex((line) => line.aside)
    const leadIns = (told === -1 ? before : before.slice(0, told)).flatMap((line) => paragraphOf.get(line) ?? [])
    const urlList = under.some((heading) => URL_LIST_HEADING.test(heading.text))
    // Struck-through text (`~~like this~~`) is what the writer took back; wiki links are memory's own
    // (`[[other-memory]]`), unless one links a path of the project (`[[lib/engine/run.ts]]`): that is read as code.
    const text = raw.replace(/~~[\s\S]*?~~|\[\[([^[\]]*)\]\]/g, (span, target?: string) =>
      target !== undefined && WIKI_PATH.test(target) ? `  \`${target}\`` : ' '.repeat(span.length),
    )
    // What the line itself says, without the section titles it quotes from documents.
    const titles = quotedTitles(text)
    const said = blankSpans(text, titles)
    // A line that says its work is still to come is a plan in every clause; so is one that ends asking for a removal.
    const saidWords = blankCode(said)
    const lineAside = asideLine || PLAN_STATUS.test(said) || TO_REMOVE.test(saidWords)
    const yetToExist = YET_TO_EXIST.exec(saidWords)
    const hostSecrets = HOST_SECRETS.test(saidWords)
    // The paths of this line, with where each ends: which of them the line says is still to be made.
    const linePaths: Array<{ path: string; end: number }> = []
    // Words inside code (`scripts/deploy.sh`) are names, not the place the text speaks of.
    const placeText = blankCode(said.replace(HERE, ' ').replace(SERVER_CODE, ' '))
    const absolute = ABSOLUTE.test(said)
    const elsewhere = ELSEWHERE.test(placeText) || absolute
    // Only words of a file's state in git or a build ("excluding cache", "Commit with …"): history can say.
    const stateWordsOnly = elsewhere && !absolute && !ANOTHER_PLACE.test(placeText)
    // Files this line places outside the project (`~/.claude/skills/e2e/run.js`): a bare name of one is that file.
    const outsideNames = new Set([...said.matchAll(OUTSIDE_FILE)].map((m) => (m[1] as string).replace(/^.*\//, '')))
    // Folders named on this line (`GherkinExecutorCPP\`, `lib/`): a bare file name beside one is in it.
    // Only what reads as a folder: a template between two code spans (`` `x: \`${year}-01\`` ``) is none.
    const folders = [...text.matchAll(/`([^`\s]+[/\\])`/g)]
      .filter((m) => tokenShape(m[1] as string, true)?.kind === 'path')
      .map((m) => (m[1] as string).replace(/[/\\]+$/, ''))
    const fixStep = FIX_STEP.test(said)
    for (const { text: clause, at: clauseAt } of clausesOf(text)) {
      clauseNumber++
      // The clause's own words: its tokens are read from `clause`, what it says of them from `words`.
      const words = said.slice(clauseAt, clauseAt + clause.length)
      const contrast = CONTRAST.exec(words)
      const example = EXAMPLE.exec(words)
      const conditions = [...words.matchAll(CONDITION)].map((m) => [m.index, m.index + m[0].length] as const)
      const before = contrast ? words.slice(0, contrast.index) : words
      const create = CREATE.exec(blankCode(words))
      // "REMAINING: a, b" in the middle of a line: what the label leads is still to do.
      const planLabel = PLAN_LABEL.exec(blankCode(words))
      const planFrom = fixStep ? 0 : planLabel ? planLabel.index + planLabel[0].length : Infinity
      // What a clause quotes after an ignore file (`.gitignore`, `.dockerignore` excludes `doc/x.md`) are its patterns.
      const ignoreFile = /`?\.[\w-]*ignore\b`?/.exec(clause)
      const patternsFrom = ignoreFile ? ignoreFile.index + ignoreFile[0].length : Infinity
      // The list a removal word labels ("9 scripts deleted: `a`, `b`, … `i`") is gone, up to the clause's end.
      const goneList = GONE_LIST.exec(words)
      const goneFrom = goneList ? goneList.index + goneList[0].length : Infinity
      // "The old `x.dart` is kept": the old thing is said to be still there, which is a claim of now.
      const kept = STILL_KEPT.test(before)
      const keptWords = (text: string) =>
        kept ? text.replace(KEPT_THING_WORDS, (word) => ' '.repeat(word.length)) : text
      // Said to be gone by the clause itself, or by the label or heading over its line. Words inside
      // code (`src/legacy/`) are names, not what the clause says of them.
      const goneHere = goneLine || saysGone(keptWords(blankCode(words)))
      const clauseAside = lineAside || asideIn(keptWords(before))
      // "`a` was replaced with `b`": what follows "with" is what the project has now.
      const replacement = REPLACED_WITH.exec(before)
      const since = replacement ? replacement.index + replacement[0].length : undefined
      const newerAside = since === undefined ? clauseAside : lineAside || asideIn(before.slice(since))
      // "extracts `a.tar.gz` → `site/`": an arrow from a source that stays to what is made of it.
      const plainWords = blankCode(words)
      const makes = MAKES_FROM.test(plainWords) && !RENAMING.test(plainWords)
      const anchored = ANCHOR.test(words)
      const dependencyWords = DEPENDENCY_WORDS.test(words)
      found.push(...procedures(clause, lineAt(pieces, clauseAt), section, clauseAside))
      for (const token of tokensOf(clause).flatMap(expandShorthand)) {
        const shape = token.setting
          ? settingShape(token.text)
          : token.fragment
            ? fragmentShape(token.text)
            : tokenShape(token.text, token.backticked, token.spaced)
        if (!shape) continue
        if (yetToExist && shape.kind === 'path')
          linePaths.push({ path: segmentsOf(shape.path), end: clauseAt + token.at + token.length })
        // "`old` → `new`" in a clause that moves or renames: the name before the arrow is gone.
        const after = clause.slice(token.at + token.length)
        const renamedAway =
          (RENAMED_BEFORE.test(after) && RENAMING.test(words)) ||
          // "`a` is now `b`", "`a` became `b`", "the `a/` crate becomes `b`": the name before is the old one.
          /^`?\s*(?:[\p{L}-]+\s+)?(?:(?:is|are) now|became|becomes|will become|has become|turned into|turns into)\s+`/u.test(
            after,
          ) ||
          // `a/old.md` → `new.md`, `src/infra/x/` → `src/ui/x/`: a file or folder pointing at another is a move;
          // pointing at a dotted name (`src/main.tsx` → `React.StrictMode`) it points at what it holds.
          (shape.kind === 'path' && !makes && (pointsAtPath(after) || movedTo(token.text, after))) ||
          // "`a` deleted", "deleted `a`", "von `a` nach `b` umbenannt": the path or name beside the word is gone.
          ((shape.kind === 'path' || shape.kind === 'identifier') &&
            (token.at >= goneFrom || goneBeside(words, token.at, token.length)))
        const aside =
          (since !== undefined && token.at >= since ? newerAside : clauseAside) ||
          // A name inside a quoted title is the document's.
          titles.some(([start, end]) => clauseAt + token.at >= start && clauseAt + token.at < end) ||
          renamedAway ||
          (shape.kind === 'path' && CHANGE_MARK.test(after)) ||
          (contrast !== null && token.at > contrast.index) ||
          negatedBeside(words, token.at, token.length) ||
          CITED_BEFORE.test(words.slice(Math.max(0, token.at - 80), token.at)) ||
          (shape.kind === 'path' && DESTINATION_BEFORE.test(words.slice(Math.max(0, token.at - 40), token.at))) ||
          repositoryRoot(shape, words) ||
          (shape.kind === 'path' && !shape.path.includes('/') && outsideNames.has(shape.path)) ||
          (create !== null && token.at > create.index) ||
          // What an arrow points at in a clause that makes one path from another is made at run time.
          (shape.kind === 'path' && makes && MADE_BY_ARROW.test(clause.slice(0, token.at))) ||
          token.at >= planFrom
        const illustrates =
          (example !== null && token.at > example.index) ||
          // A template's placeholder (`{{client_name}}`, `${user_id}`): what fills it is a key in any file.
          TEMPLATE_PLACEHOLDER.test(token.text) ||
          token.at >= patternsFrom ||
          conditions.some(([start, end]) => token.at > start && token.at < end) ||
          (shape.kind === 'path' && MAYBE_THERE.test(after)) ||
          (urlList &&
            shape.kind === 'path' &&
            !looksLikeFileName(shape.path.replace(/\/+$/, '').split('/').at(-1) ?? ''))
        // A drawn tree's entry never stands in for the same path said in a sentence, beside its names.
        // Each line that names it is a claim of its own: one line may say where it is, another what it does.
        // One that says it is gone is kept apart too: the memory's own account of what went stays read.
        const key = `${JSON.stringify(shape)}|${aside}|${illustrates}|${section === 'tree'}|${paragraph}|${aside && goneHere}`
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
          ...(stateWordsOnly ? { placedByWord: true } : {}),
          clause: clauseNumber,
          clauseText: clause,
          at: token.at,
          folders,
          dependencyWords,
          paragraph,
          lead,
          ...(headings.length > 0 ? { headings } : {}),
          ...(leadIns.length > 0 ? { leadIns } : {}),
          ...(token.unmarked ? { unmarked: true } : {}),
          ...(goneHere || renamedAway ? { gone: true } : {}),
          ...(contrast !== null && token.at > contrast.index ? { contrasted: true } : {}),
          ...(hostSecrets ? { inHostSecrets: true } : {}),
        })
      }
    }
    // A line naming one file is about that file; of several, only the one the words right after it say is to be made.
    if (yetToExist) {
      const one = new Set(linePaths.map(({ path }) => path.split('/').at(-1))).size === 1
      for (const { path, end } of linePaths)
        if (
          one ||
          (end <= yetToExist.index && !/`/.test(said.slice(end, yetToExist.index)) && yetToExist.index - end <= 24)
        )
          unmade.add(path)
    }
  }
  // Folders an absolute path of this memory names: a relative path starting with one hangs off it.
  const bases = new Set(
    [...`${description}\n${body}`.matchAll(/(?:^|[\s`(])(\/[\w.-]+(?:\/[\w.-]+)+)\/?/g)].flatMap((m) =>
      (m[1] as string).split('/').filter(Boolean),
    ),
  )
  const firstLines = body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 3)
  // A memory that is a plan as a whole ("Planned tasks for …") claims nothing yet.
  const planned =
    (PLAN_HEADING.test(description.replace(/^\W+/, '').split(/\s+/).slice(0, 2).join(' ')) &&
      !/\b(?:done|shipped|merged|built|implemented|landed)\b/i.test(description)) ||
    PLAN_STATUS.test(description) ||
    REVIEW_BEFORE_BUILD.test(description) ||
    PLAN_NAME.test(name) ||
    UNIT_RECORD.test(name) ||
    // A memory that is one dated session's log ("Session 2026-05-31 — …") tells that session's history.
    SESSION_LOG.test(name) ||
    SESSION_LOG.test(description) ||
    HISTORY_NAME.test(name) ||
    HISTORY_DESCRIPTION.test(description) ||
    (RELEASE_DESCRIPTION.test(description) && DATE.test(description)) ||
    // A memory that says at its top it is deprecated ("> **DEPRECATED 2026-05-11** — kept as history"),
    // or gives that status among its first lines (`**상태**: archived`).
    RETIRED_LEAD.test(description) ||
    RETIRED_LEAD.test(firstLines[0] ?? '') ||
    firstLines.some((line) => RETIRED_STATUS.test(line))
  if (description.trim() !== '')
    read({
      text: description.replace(/\s+/g, ' '),
      pieces: [{ at: 0, line: 0 }],
      section: 'description',
      aside: planned,
    })
  const record =
    COMPLETION_RECORD.test(name) ||
    COMPLETION_RECORD.test(description) ||
    DATED_NAME.test(name) ||
    firstLines.some((line) => DATE_FIELD.test(line))
  for (const line of recipes(logicalLines(body, planned, record))) read(line)
  // Folders the memory says code moved away from: a file written under one may be its old place.
  const leftFolders = claims.flatMap(({ shape, aside, gone }) =>
    shape.kind === 'path' && shape.folder === true && aside && gone === true ? [segmentsOf(shape.path)] : [],
  )
  const standIns = [...`${description}\n${body}`.matchAll(UNDER_PLACEHOLDER)].map((m) => m[1] as string)
  const linked = new Set(
    [...`${description}\n${body}`.matchAll(CODE_HOST_FILE)].map((m) => (m[1] as string).replace(/[.,:;!?]+$/, '')),
  )
  for (const claim of claims) {
    if (claim.shape.kind !== 'path') continue
    const folder = segmentsOf(claim.shape.path).replace(/\/?[^/]*$/, '')
    if (folder !== '' && leftFolders.some((left) => oneEndsTheOther(left, folder))) claim.leftFolder = true
    const path = segmentsOf(claim.shape.path)
    // Under another base, or a file the memory links on a code host
    // (`github.com/acme/firmware/blob/master/src/mesh/api.cpp`): that repository's, whatever history says.
    if (
      bases.has(claim.shape.path.split('/')[0] as string) ||
      [...linked].some((file) => oneEndsTheOther(file, path))
    ) {
      claim.elsewhere = true
      delete claim.placedByWord
    }
    if ([...unmade].some((planned) => oneEndsTheOther(planned, path))) claim.aside = true
    // A file the memory also writes under a placeholder (`artifacts/<slug>/app.json`, then "edit
    // app.json"): the placeholder's file, an example of the recipe, whichever real folder holds one.
    if (standIns.some((tail) => tail === path || tail.endsWith(`/${path}`))) claim.example = true
  }
  const text = `${description}\n${body}`
  return {
    claims,
    procedures: found,
    places: placesIn(text),
    describedPlaces: placesIn(description),
    anotherRepository: ANOTHER_REPOSITORY.test(text),
    text,
  }
}

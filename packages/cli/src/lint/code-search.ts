// Which of the project's source files hold a name a memory uses (SPEC §6.4: an identifier is
// evidence when it is distinctive). Each file is read once for every name together, bounded in
// bytes; lockfiles, licences, generated files and prose are never evidence (a doc that repeats
// a word proves nothing about the code).
import { join } from 'node:path'
import { readFileHead } from '../files.js'
import { workspacePackage, type ProjectTree } from './project-tree.js'
import { escapeRegExp, isClassName } from './token-shape.js'

const MAX_FILE_BYTES = 1024 * 1024
/** A NUL byte this early: a binary file, not code. */
const BINARY_PROBE = 8192

const LOCKFILE =
  /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|Cargo\.lock|poetry\.lock|uv\.lock|Pipfile\.lock|composer\.lock|Gemfile\.lock|go\.sum|flake\.lock|packages\.lock\.json|[^/]*\.lock)$/
const LICENCE = /(^|\/)(LICEN[CS]E|COPYING|NOTICE|THIRD[-_]PARTY)[^/]*$/i
const GENERATED =
  /(^|\/)(dist|build|out|target|coverage|vendor|third_party|\.next|\.nuxt|\.svelte-kit|__pycache__|\.venv|venv|site-packages|obj|Library|Temp)\/|\.(min\.[a-z]+|map|snap)$|[._-](generated|gen|pb)\.[a-z]+$|_pb2\.py$/i
const PROSE = /\.(md|mdx|txt|rst|adoc|html?|ipynb|csv|tsv|log|svg)$/i
/** Files a game or UI editor writes: they repeat every field name a script declares. */
const EDITOR_SAVED = /\.(unity|prefab|asset|mat|meta|tscn|tres|anim|controller|uasset|umap|xib|storyboard)$/i
/** Files about agents, not about the project: what they say is memory by another name. */
const AGENT_NOTES =
  /(^|\/)(CLAUDE|AGENTS|GEMINI|MEMORY)(\.local)?\.md$|(^|\/)\.(claude|cursor|codex|gemini|github\/copilot)[^/]*\//i

/** True when a file can be evidence of a name: source or configuration of the project itself. */
export function isEvidenceFile(path: string): boolean {
  return (
    !LOCKFILE.test(path) &&
    !LICENCE.test(path) &&
    !GENERATED.test(path) &&
    !PROSE.test(path) &&
    !AGENT_NOTES.test(path) &&
    !EDITOR_SAVED.test(path)
  )
}

export interface Hits {
  /** Files holding the name in their code (not only in comments), at most `limit` of them. */
  files: string[]
  /** How many files name it in all, comments included (bounded by the search). */
  count: number
  /**
   * Files that seem to define it (`def x`, `class X`, `X =`): of `files`, and beyond them while one
   * definition at most is known and the name is in no more than MAX_DEFINING_SEARCH files.
   */
  defining: string[]
  /**
   * Of `defining`, the files that declare it where a reader would look for it. A name in lower case
   * (`in_progress`, `eventName`) that a source file only sets as a key, a field or a local inside a
   * block, or alters as a table, is another thing of that name (a type-cased one, `AccountService`,
   * likewise); in a schema or a settings file every key is declared, and a constant's name wherever
   * it is defined.
   */
  declaring: string[]
  /** A file imports it from a module outside the project: the name is a library's. */
  imported: boolean
}

const FEW_NAMES = 16
/** Past the files listed, definitions are still looked for in this many files holding a name: a project's own API is used widely. */
export const MAX_DEFINING_SEARCH = 64
const WORD = /[A-Za-z_$][\w$]*/g
/** A setting's or an environment variable's name: `DATABASE_URL`, `LOCAL_DIR`. */
const SETTING_NAME = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/**
 * A source file's comments, by its language: what a comment names is elsewhere or was (`// moved to
 * auth.ts`), so a name only there is not the file's. Strings are matched first so that a `#` or `//`
 * inside one opens nothing; a block comment left open is read as code.
 */
const COMMENTS: Array<{ files: RegExp; comment: RegExp }> = [
  {
    files:
      /\.(?:[cm]?[jt]sx?|java|kts?|c|h|cc|cpp|cxx|hpp|hh|cs|go|rs|swift|dart|scala|php|groovy|gradle|s?css|less|proto|zig|sol|jsonc)$/i,
    comment: /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
  },
  {
    files:
      /\.(?:py|pyi|sh|bash|zsh|rb|ya?ml|toml|r|pl|pm|gd|cmake|ps1|nix|exs?|jl|tf|hcl|conf|ini|cfg)$|(?:^|\/)(?:Makefile|Dockerfile|[^/]*\.mk|\.env[^/]*)$/i,
    comment: /("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(?<![$\w{])#[^\n]*/g,
  },
  { files: /\.(?:sql|lua|hs|elm)$/i, comment: /('(?:[^'\n]|'')*'|"[^"\n]*")|--[^\n]*/g },
  // A single-file component: its template's `<!-- -->`, its script's and style's `//` and `/* */`.
  {
    files: /\.(?:vue|svelte|astro)$/i,
    comment: /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|<!--[\s\S]*?-->|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
  },
  { files: /\.(?:html?|xhtml|xml|svg)$/i, comment: /("(?:[^"\\\n]|\\.)*")|<!--[\s\S]*?-->/g },
]

/** The file's text with its comments taken out (a block comment keeps its line breaks); as it is in a language not known here. */
export function withoutComments(path: string, text: string): string {
  const language = COMMENTS.find(({ files }) => files.test(path))
  if (!language) return text
  return text.replace(language.comment, (whole: string, string: string | undefined) =>
    string !== undefined ? string : whole.replace(/[^\n]/g, ''),
  )
}

/** Where each name appears as a whole word in the project's evidence files; at most `limit` files listed a name. */
export function searchNames(
  names: readonly string[],
  root: string,
  tree: ProjectTree,
  limit: number,
  progress: (done: number, total: number) => void = () => {},
): Map<string, Hits> {
  const found = new Map(
    names.map((name) => [
      name,
      { files: [] as string[], count: 0, defining: [] as string[], declaring: [] as string[], imported: false },
    ]),
  )
  if (names.length === 0) return found
  const patterns = names.map((name) => ({
    name,
    // A setting's name read as `$NAME` (a shell, a Makefile) is that name; `$name` in JavaScript is another.
    // A class selector (`.glass-card`) ends where its name does: `.glass-card-header` is another class.
    word: new RegExp(
      `(?<![\\w${SETTING_NAME.test(name) ? '' : '$'}-])${escapeRegExp(name)}(?![\\w$${isClassName(name) ? '-' : ''}])`,
    ),
    definition: name.startsWith('--')
      ? // A flag a program of the project takes: a quoted option string, a shell `case` arm, clap's `long`.
        new RegExp(
          `['"]${escapeRegExp(name)}['"=]|^[ \\t]*${escapeRegExp(name)}\\s*[)|]|long\\s*=\\s*"${escapeRegExp(name.slice(2))}"`,
          'm',
        )
      : isClassName(name)
        ? selectorRule(name)
        : definitionOf(name),
    // A constant's name (`MAX_RETRIES`) is declared wherever it is defined; a lower- or type-cased one
    // (`eventName`, `AccountService`) only where a declaration, not a key or a local, sets it.
    declaration: /^(?:[a-z_]|[A-Z][a-z])/.test(name) ? declarationOf(name) : undefined,
  }))
  for (const [i, path] of tree.files.entries()) {
    progress(i, tree.files.length)
    if (!isEvidenceFile(path) || tree.links.has(path)) continue
    let text: string
    try {
      const head = readFileHead(join(root, path), MAX_FILE_BYTES)
      if (!head || head.size > MAX_FILE_BYTES) continue
      text = head.text
    } catch {
      continue
    }
    if (text.slice(0, BINARY_PROBE).includes('\0')) continue
    let code: string | undefined
    // Many names: one pass over the file's words finds those it may hold; a few are each looked for at once.
    const present = new Set<string>()
    if (patterns.length > FEW_NAMES)
      for (const [word] of text.matchAll(WORD)) {
        const candidate = found.has(word) ? word : word.replace(/^\$+/, '')
        if (found.has(candidate)) present.add(candidate)
      }
    for (const { name, word, definition, declaration } of patterns) {
      const may = patterns.length > FEW_NAMES && IDENTIFIER.test(name) ? present.has(name) : text.includes(name)
      if (!may || !word.test(text)) continue
      const hits = found.get(name) as Hits
      // Counted wherever it is said (a name many files mention is not distinctive), but held by a file only
      // in its code: a comment points elsewhere, or at what was.
      hits.count++
      code ??= withoutComments(path, text)
      if (code !== text && !word.test(code)) continue
      if (!hits.imported && importedFromOutside(code, name, tree)) hits.imported = true
      const listed = hits.files.length < limit
      if (listed) hits.files.push(path)
      if (!listed && (hits.count > MAX_DEFINING_SEARCH || hits.declaring.length >= 2)) continue
      if (!definition.test(code)) continue
      if (listed || hits.defining.length < 2) hits.defining.push(path)
      if (!declaration || DECLARES_EVERY_KEY.test(path) || declaration.test(code)) hits.declaring.push(path)
    }
  }
  return found
}

/**
 * Files whose every key is a declaration: a schema (GraphQL, Prisma, protobuf, SQL) or a settings
 * file, and Go, whose `const (` and `var (` blocks indent what they declare.
 */
const DECLARES_EVERY_KEY =
  /\.(?:graphqls?|gql|prisma|proto|thrift|avsc|sql|ya?ml|toml|json5?|ini|cfg|conf|properties|xml|plist|go)$/i

const MODIFIERS =
  '(?:(?:public|private|protected|internal|static|final|override|virtual|abstract|async|sealed|unsafe|extern|inline|export)[ \\t]+)*'
const NOT_A_TYPE =
  '(?!(?:return|await|new|throw|yield|else|case|typeof|delete|not|and|or|if|elif|while|for|echo|print|assert|raise)\\b)'

/**
 * Where a file defines a name: `def x`, `class X`; `X = …`, `X: …`; a method `x(…) {`; a typed
 * declaration `void X(`, `int x =`, after its modifiers (`private static void X(`); `type X` in an
 * import's or export's braces is a use (a call at the start of a line, `x(…);`, `return x(…)`,
 * `await x(…)`, is a use, not a definition).
 */
function definitionOf(name: string): RegExp {
  const n = escapeRegExp(name)
  return new RegExp(
    [
      `\\b(?:def|function|class|interface|(?<![{,]\\s*)type|struct|enum|const|let|var|fn|func|trait|module|table|TABLE|record|object)\\s+${n}\\b`,
      `\\bimpl(?:<[^>\\n]*>)?\\s+${n}\\b(?!(?:<[^>\\n]*>)?\\s+for\\b)`,
      `^[ \\t]*(?:export[ \\t]+|public[ \\t]+|private[ \\t]+|static[ \\t]+|readonly[ \\t]+)*${n}\\s*(?::(?!:)|=(?!=)|\\([^)\\n]*\\)\\s*(?::[^;{\\n]*)?(?:\\n\\s*)?\\{)`,
      `^[ \\t]*${MODIFIERS}${NOT_A_TYPE}\\w[\\w<>,\\[\\]?]*\\s+${n}\\s*[({=;]`,
    ].join('|'),
    'm',
  )
}

/** Where a stylesheet defines a class: a rule whose selector holds it (`.card, .glass-card:hover {`, `&.glass-card {`). */
function selectorRule(name: string): RegExp {
  return new RegExp(`(?:^|[\\s,>+~}&(])${escapeRegExp(name)}(?![\\w-])[^;{}]*\\{`, 'm')
}

/** The declarations of `hits.declaring` for a lower- or type-cased name: a definition that is not a block's own key, field or local. */
function declarationOf(name: string): RegExp {
  const n = escapeRegExp(name)
  return new RegExp(
    [
      `\\b(?:def|function|class|interface|(?<![{,]\\s*)type|struct|enum|fn|func|trait|module|record|object)\\s+${n}\\b`,
      `\\bimpl(?:<[^>\\n]*>)?\\s+${n}\\b(?!(?:<[^>\\n]*>)?\\s+for\\b)`,
      `\\b(?:CREATE|create)\\s+(?:\\w+\\s+)?(?:TABLE|table)\\s+(?:(?:IF|if)\\s+(?:NOT|not)\\s+(?:EXISTS|exists)\\s+)?${n}\\b`,
      `^(?:export[ \\t]+(?:default[ \\t]+)?)?(?:const|let|var)[ \\t]+${n}\\b`,
      `^${MODIFIERS}(?:(?:const|let|var|val|readonly)[ \\t]+)?${n}\\s*(?::(?!:)|=(?!=))`,
      `^[ \\t]*${MODIFIERS}${n}\\s*\\([^)\\n]*\\)\\s*(?::[^;{\\n]*)?(?:\\n\\s*)?\\{`,
      `^[ \\t]*${MODIFIERS}${NOT_A_TYPE}\\w[\\w<>,\\[\\]?]*\\s+${n}\\s*[({]`,
      `^${MODIFIERS}${NOT_A_TYPE}\\w[\\w<>,\\[\\]?]*\\s+${n}\\s*[=;]`,
    ].join('|'),
    'm',
  )
}

/**
 * True when the text imports the name from a module of another project: `use lib::{Name}`,
 * `import { Name } from 'lib'`, `from lib import Name`, `import lib.Name;`. A module is the
 * project's own when it is relative, an alias of the root (`@/`, `~/`, `crate::`), or starts with
 * a folder or file the project has.
 */
function importedFromOutside(text: string, name: string, tree: ProjectTree): boolean {
  if (!/^[A-Za-z_$]/.test(name)) return false
  const word = escapeRegExp(name)
  const modules: string[] = []
  const statements = [
    // Rust: `use a::b::Name;`, `use a::{b, Name};`
    new RegExp(`^[ \\t]*(?:pub(?:\\([^)]*\\))?[ \\t]+)?use[ \\t]+([\\w]+)::[^;]*\\b${word}\\b[^;]*;`, 'gm'),
    // JavaScript, TypeScript: `import { Name } from 'x'`, `import Name from 'x'`, across lines
    new RegExp(`^[ \\t]*import[ \\t]+(?:type[ \\t]+)?[^;'"]*?\\b${word}\\b[^;'"]*?from[ \\t]*['"]([^'"]+)['"]`, 'gm'),
    // `const { Name } = require('x')`, within a line's reach: a long line that names it often stays linear
    new RegExp(`\\b${word}\\b[^;\\n]{0,200}=\\s*require\\(\\s*['"]([^'"]+)['"]`, 'g'),
    // Python: `from x.y import a, Name`, `from x import (\n Name,\n)`
    new RegExp(`^[ \\t]*from[ \\t]+([\\w.]+)[ \\t]+import[ \\t]+(?:\\([^)]*\\b${word}\\b|[^\\n]*\\b${word}\\b)`, 'gm'),
    // Java, Kotlin, Scala, C#: `import a.b.Name;`
    new RegExp(`^[ \\t]*import[ \\t]+(?:static[ \\t]+)?([\\w.]+)\\.${word}\\b`, 'gm'),
  ]
  for (const statement of statements) for (const match of text.matchAll(statement)) modules.push(match[1] as string)
  return modules.some((module) => !ownModule(module, tree))
}

function ownModule(module: string, tree: ProjectTree): boolean {
  if (/^(?:\.|\/|@\/|~\/|#|\$|crate$|self$|super$)/.test(module)) return true
  // A scoped module is the project's only as a package of its workspace, whatever folders share its last name.
  if (/^@[\w.-]+\//.test(module)) return workspacePackage(tree, module)
  const first = module.split(/[/.:]/)[0] as string
  const forms = new Set([first, first.replace(/_/g, '-'), first.replace(/-/g, '_')])
  for (const form of forms) {
    if ((tree.byName.get(form) ?? []).length > 0) return true
    for (const extension of ['py', 'ts', 'js', 'rs', 'go', 'java', 'kt'])
      if ((tree.byName.get(`${form}.${extension}`) ?? []).length > 0) return true
  }
  return false
}

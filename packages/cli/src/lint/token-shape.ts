// What one token of a memory's text is, as a reader means it (SPEC §6.4): a path (stripped of
// `::symbol`, `:line`, `#anchor`), a URL, an identifier, a CLI flag, a package name — or nothing a
// check could hold: a dotted expression, a host, an IP address, a git ref, `KEY=value`, a placeholder.
// Pure: whether a path exists is asked of the tree later.

export type TokenShape =
  | {
      kind: 'path'
      path: string
      /** Holds `*`, `?` or `{a,b}`: matched against the tree, never a target. */
      glob: boolean
      /** A symbol the reader named inside the file (`file.py::func`, `lib/module.func`). */
      symbol?: string
      /** Written without its extension (`lib/module.func`, `Entities/User`): found by stem only. */
      stem?: boolean
      /** Written with a trailing slash: a folder. */
      folder?: boolean
      /** Written with the line it points at (`Panel.tsx:36`, `x.py:89-136`): the claim is about what is there. */
      pointer?: boolean
    }
  | { kind: 'url'; url: string }
  | { kind: 'identifier'; name: string }
  | { kind: 'flag'; flag: string }
  | { kind: 'package'; name: string }
  /** A setting written as code (`staleTime: Infinity`, `pool_size=20`): held where a file named beside it sets it. */
  | { kind: 'setting'; text: string }
  /** A fragment of code quoted as it is written (`items.slice(0, 5)`, `role === 'viewer'`): held where a file named beside it holds it. */
  | { kind: 'fragment'; text: string }

/**
 * `key: value` or `key=value`, the key quoted as JSON writes it too (`"testTimeout": 60000`), with a
 * key shaped like code, or a value that is a literal.
 */
const SETTING = /^(?<quote>["']?)(?<key>[A-Za-z_][\w.-]{2,})\k<quote>\s*(?::|=)\s*(?<value>\S.{0,58})$/
const LITERAL = /^(?:-?\d[\d_.]*[A-Za-z%]{0,3}|true|false|null|none|nil|Infinity|'[^']*'|"[^"]*"|\[.*\]|\{.*\})[,;]?$/i

/** A comment closing a quoted line (`retries: 3   # raised in June`): the setting is what stands before it. */
const withoutComment = (span: string) => span.replace(/\s+(?:#|\/\/|--|;)\s.*$/, '')

/** The key and the value a span writes as a setting, if it writes one. */
function settingParts(span: string): { key: string; value: string } | undefined {
  const { key, value } = SETTING.exec(span)?.groups ?? {}
  return key === undefined || value === undefined ? undefined : { key, value }
}

/** The setting a backticked span writes, if it is one. */
export function settingShape(quoted: string): { kind: 'setting'; text: string } | undefined {
  const span = withoutComment(quoted)
  const parts = settingParts(span)
  if (!parts || /:\/\//.test(span)) return undefined
  const { key, value } = parts
  // `main.py::run_migrations` is a name in a file, read as a path with its symbol; `Seat::open` stays code as written.
  if (value.startsWith(':') && looksLikeFileName(key)) return undefined
  const codeKey = /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|\.[A-Za-z]/.test(key)
  return codeKey || LITERAL.test(value) ? { kind: 'setting', text: span } : undefined
}

/** The first word of a command line: a program run from a shell, not code. */
const COMMAND_START =
  /^(?:\$\s*)?(?:npm|npx|pnpm|yarn|bun|bunx|node|deno|python3?|pip3?|uv|poetry|git|cd|curl|wget|docker|kubectl|make|bash|sh|go|cargo|rustc|dotnet|flutter|dart|php|composer|ruby|bundle|rails|java|mvn|gradle|psql|mysql|sqlite3|ssh|scp|rsync|sudo|export|echo|cat|ls|rm|mv|cp|mkdir|chmod|tsx|ts-node|vite|next|expo|eas|drizzle-kit|prisma|supabase|vercel|wrangler|firebase|gh)\s/

/**
 * A fragment of code quoted as it is written: an expression, a call with its arguments, a comparison,
 * a JSX attribute (`walletTransactions.slice(0, 5)`, `role === 'viewer'`, `teamCount={teams.length}`).
 * Not a setting, a name, a path, a URL or a command line, and holding a name of five letters or more or
 * a quoted string: `f(x)` or `a + b` says too little to be found only where the memory means.
 */
export function fragmentShape(quoted: string): { kind: 'fragment'; text: string } | undefined {
  const span = quoted.trim()
  if (span.length < 8 || span.length > 120 || /:\/\/|\n/.test(span) || COMMAND_START.test(span)) return undefined
  if (settingShape(span)) return undefined
  // Code, not a name or a call left open (`toAmPm(`, `VenueDetails(`): an argument, a comparison, an attribute.
  const code = /\([^()\s]|===?|!==?|[<>]=|=>|\w=\{|\[[^\]\s]/.test(span)
  if (!code) return undefined
  // A function's name with its parameters (`isValid(slug, table)`) is its signature: the name is the claim.
  if (/^[A-Za-z_$][\w$]*\(\s*[\w$]+(?:\s*,\s*[\w$]+)*\s*\)$/.test(span)) return undefined
  const names = (span.match(/[A-Za-z_$][\w$]{4,}/g) ?? []).filter((name) => !KEYWORDS.has(name))
  const said = names.length > 0 || /(["'])[^"'\n]{3,}\1/.test(span)
  return said ? { kind: 'fragment', text: span } : undefined
}

/** Words of the languages themselves: a fragment made of them (`!== undefined`) names nothing of the project. */
const KEYWORDS = new Set(
  (
    'undefined return const async await function typeof instanceof string number boolean object false ' +
    'class extends import export default static public private protected readonly interface while break ' +
    'continue throw yield delete super elif except finally lambda raise print assert global nonlocal'
  ).split(' '),
)

/** The text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A pattern finding a setting however the file's own language writes it: `KEY=value` said in a
 * memory is `os.environ['KEY'] = 'value'` in Python, `KEY: value` in YAML, `"KEY": 25` in JSON.
 * What stands between the key and its value is a few characters that are not a word's (RE2, the
 * grep checker's engine, has no lookaround). Undefined for a span that is not a setting.
 */
export function settingPattern(span: string): string | undefined {
  const parts = settingParts(withoutComment(span))
  if (!parts) return undefined
  const { key } = parts
  const value = parts.value.replace(/[,;]$/, '').replace(/^(['"])(.*)\1$/, '$2')
  if (value === '') return undefined
  return `\\b${escapeRegExp(key)}\\W{1,8}${escapeRegExp(value)}${/\w$/.test(value) ? '\\b' : ''}`
}

/** Extensions of files a repository holds: a bare `name.ext` is a file name only with one of these. */
export const FILE_EXTENSIONS = new Set(
  (
    'md mdx txt rst adoc ts tsx mts cts js jsx mjs cjs json jsonc json5 yaml yml toml ini cfg conf env ' +
    'py pyi ipynb rb go rs java kt kts scala groovy gradle cs csproj sln fs vb cpp cc cxx c h hpp hh m mm ' +
    'swift dart lua php pl pm r jl ex exs erl hrl hs ml elm clj cljs nim zig v sv vhd ' +
    'sh bash zsh fish ps1 psm1 bat cmd nix sql prisma graphql gql proto thrift avsc ' +
    'html htm css scss sass less vue svelte astro hbs ejs njk liquid jinja j2 tmpl tpl ' +
    'xml xsd xsl plist svg csv tsv lock mk cmake dockerfile tf tfvars hcl bicep ' +
    'unity prefab asset mat shader uasset tscn gd tres uproject ' +
    'lean tex bib pdf png jpg jpeg gif webp ico wasm so dll a lib db sqlite parquet'
  ).split(' '),
)

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const DOTTED = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/
/**
 * A class a stylesheet defines, written with its selector's dot and parts (`.glass-card`,
 * `.card__title`, `.btn--primary`); a dotfile of that shape (`.tool-versions`, `.node-version`) is none.
 */
const CLASS_SELECTOR = /^\.[a-z][a-z0-9]*(?:(?:-{1,2}|_{1,2})[a-z0-9]+)+$/
const DOTFILE = /^\.(?:[\w-]*-versions?|git-blame-ignore-revs|env[-_][\w-]*|[\w-]+rc)$/
/** An identifier that is a stylesheet's class (`.glass-card`): the only names written with a leading dot. */
export const isClassName = (name: string) => name.startsWith('.')
const HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?$/i
/** A folder named like a .NET project, each dotted part capitalised (`Seats.Booking.Api`): no host is written so. */
const PROJECT_FOLDER = /^[A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)+$/
const IP = /^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/
const VERSION = /^v?\d+(\.(\d+|x|\*))+([-+][\w.]+)?$/i
/** A naming style written where a file's name goes (`camelCase.js`, `src/views/PascalCase.vue`, `kebab-case.ts`). */
const NAMING_STYLE =
  /(^|\/)(?:use|I)?(?:[cC]amel(?:Case|[-_]case)|[pP]ascal(?:Case|[-_]case)|snake[-_]case|kebab[-_]case|SCREAMING[-_]SNAKE[-_]CASE|UPPER[-_]CASE|lower[-_]case)(?=[/.]|$)/
/**
 * Marks a writer puts where a real name goes: `<id>`, `{x}`, `…`, `xxx`, `YYYY`, `XHandler.ts`, a
 * file named `x` (`services/x.ts`), a folder named `X` or `Y` (`Modules/X/Http/`), a `path/to/` of an
 * example command.
 */
const STAND_IN =
  /[<>…+]|\.\.\.|(^|\/)\.\.\w|\{[^},]*\}|(^|\/):\w|(^|[/_.-])(x{3,}|X{2,}|N{2,}|YYYY|MM|DD|HH|foo|bar|baz|your[-_]\w+)([/_.-]|$)|(^|\/)X[A-Z][a-z][A-Za-z]*\.[A-Za-z]+$|\/[xX]\.[A-Za-z]{1,5}$|(^|\/)[XY]\/|(^|\/)[pP]ath\/[tT]o(\/|$)/
/** Placeholders: a stand-in or a naming style where a real name goes. */
const PLACEHOLDER = new RegExp(`${STAND_IN.source}|${NAMING_STYLE.source}`)
/**
 * A segment a file-system router names with its brackets (Next.js, Expo Router, SvelteKit, Nuxt):
 * a dynamic one (`[toolId].tsx`, `[...slug]`, `[[...slug]]`) or a group (`(tabs)`). It is a real
 * file or folder, neither a placeholder nor prose in parentheses.
 */
const DYNAMIC_SEGMENT = String.raw`\[\[?(?:\.{3})?[A-Za-z_][\w-]*\]\]?`
const GROUP_SEGMENT = String.raw`\([A-Za-z_][\w-]*\)`
/** A dynamic segment alone (`[slug]`, `[...rest]`, `[[...opt]]`): a folder a router fills with any name. */
export const isDynamicSegment = (segment: string) => DYNAMIC_ONLY.test(segment)
const DYNAMIC_ONLY = new RegExp(`^${DYNAMIC_SEGMENT}$`)
const ROUTE_SEGMENT = new RegExp(`^(?:${DYNAMIC_SEGMENT}|${GROUP_SEGMENT})(?:\\.[A-Za-z0-9]+)*$`)
/** A token starting with such a segment after prose's opening punctuation (`([toolId].tsx)`). */
const ROUTED_START = new RegExp(`^["'([{]*(?:${DYNAMIC_SEGMENT}(?:\\.[A-Za-z0-9]+|/)|${GROUP_SEGMENT}/)`)
/** The path with its routers' segments written plain (`app/convert/toolId.tsx`), for the tests of a real path's shape. */
const withoutRouteBrackets = (path: string) =>
  path
    .split('/')
    .map((segment) => (ROUTE_SEGMENT.test(segment) ? segment.replace(/^[[(]+(?:\.{3})?|[\])]+/g, '') : segment))
    .join('/')
/** First segments that make a slashed token a git ref, not a folder (unless the tree has such a folder). */
export const REF_PREFIXES = new Set([
  'origin',
  'upstream',
  'refs',
  'heads',
  'feature',
  'feat',
  'fix',
  'bugfix',
  'hotfix',
  'release',
  'chore',
  'dependabot',
])

/** Prose around a token: quotes, brackets, a trailing full stop or comma. */
function trimProse(token: string): string {
  // The brackets of a file-system router's segment (`[toolId].tsx`, `(tabs)/x.tsx`) are the name's own.
  const text = token.trim().replace(ROUTED_START.test(token.trim()) ? /^["'([{]+?(?=[[(])/ : /^["'([{]+/, '')
  // A call (`syncAll()`) names its function: its parentheses are not prose around it.
  const call = /^(.+?)\(\)["')\]}.,:;!?]*$/.exec(text)
  return call ? (call[1] as string) : text.replace(/["')\]}.,:;!?]+$/, '')
}

/** What points at lines of a file after its name: `:12`, `:12-30`, `:12–30`, `:L12`, `:~12`, `:12/40`, `:12/:40`. */
export const LINE_POINTER = String.raw`:~?L?\d+(?:[-–—:/,]:?~?L?\d+)*`

/** A reader's path without what points inside the file: `::symbol`, `#anchor`, and a line pointer. */
function pathPart(token: string): { path: string; symbol?: string; pointer: boolean } {
  let path = token
  let symbol: string | undefined
  const colons = path.indexOf('::')
  if (colons > 0) {
    symbol = path.slice(colons + 2).replace(/\(\)$/, '')
    path = path.slice(0, colons)
  }
  path = path.replace(/#[\w.-]*$/, '')
  const lines = new RegExp(`${LINE_POINTER}$`).exec(path)
  if (lines) path = path.slice(0, lines.index)
  const symbolColon = /^(.*\.[A-Za-z0-9]{1,10}):([A-Za-z_]\w*)$/.exec(path)
  if (symbolColon) {
    path = symbolColon[1] as string
    symbol ??= symbolColon[2]
  }
  while (path.startsWith('./')) path = path.slice(2)
  return { path, symbol, pointer: lines !== null }
}

function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined
}

/** A file or folder name a reader would call one: `build.gradle`, `Dockerfile`, `.env.example`. */
export function looksLikeFileName(name: string): boolean {
  if (/^(Dockerfile|Makefile|Justfile|Procfile|Gemfile|Rakefile|Vagrantfile|Jenkinsfile)$/.test(name)) return true
  const extension = extensionOf(name)
  return extension !== undefined && FILE_EXTENSIONS.has(extension)
}

/**
 * The shape of a token. `backticked` tokens are taken at their word; a plain token is a path only
 * when it ends like a file, ends with `/`, or is three folders deep (prose has "and/or", "24/7").
 */
export function tokenShape(raw: string, backticked: boolean, spaced = false): TokenShape | undefined {
  const token = trimProse(raw)
  if (token.length < 2 || token.length > 200) return undefined
  if (/^https?:\/\/[^\s]+$/i.test(token)) return { kind: 'url', url: token }
  if ((/\s/.test(token) && !(spaced && /^[\w.-]+\/[^\s]/.test(token) && !/\s-/.test(token))) || /:\/\//.test(token))
    return undefined
  // A flag of the project's own programs is compound or long (`--sync-contacts`); `--now`, `--force` are every tool's.
  if (/^--[a-z][\w-]{2,}$/i.test(token))
    return backticked && (/^--\w+-\w/.test(token) || token.length >= 10) ? { kind: 'flag', flag: token } : undefined
  if (/^@[\w.-]+\/[\w.-]+$/.test(token)) return { kind: 'package', name: token }
  if (backticked && CLASS_SELECTOR.test(token) && !DOTFILE.test(token)) return { kind: 'identifier', name: token }
  if (token.includes('=') || token.startsWith('@') || token.startsWith('-')) return undefined
  if (IP.test(token) || VERSION.test(token) || /^\d[\d/.:-]*$/.test(token)) return undefined
  // `c791dde`, a full SHA: a commit, a git ref like a branch name, not a name in the code.
  if (/^[0-9a-f]{7,40}$/.test(token) && /\d/.test(token) && /[a-f]/.test(token)) return undefined
  // `register_X_cron`, `phase_N_gate`: a lowercase name with one capital letter standing in for a part is a naming pattern.
  if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*_[A-Z](?:_[a-z0-9]+)*$/.test(token)) return undefined
  if (backticked && IDENTIFIER.test(token) && !looksLikeFileName(token)) return { kind: 'identifier', name: token }
  // In prose, only a name shaped like a type (two capitalised parts) is taken for code.
  if (!backticked && /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(token)) return { kind: 'identifier', name: token }

  const slashed = token.includes('/') || (token.includes('\\') && !token.startsWith('\\\\'))
  if (!slashed) {
    // A bare name: a file name when it ends like one; a dotted expression (`sys.path`) or a host is not.
    // `Panel.tsx:36`: the file, without the line it points at.
    const { path: file, symbol, pointer } = pathPart(token)
    if (looksLikeFileName(file) && !PLACEHOLDER.test(withoutRouteBrackets(file)))
      return {
        kind: 'path',
        path: file,
        glob: /[*?]/.test(file),
        ...(symbol ? { symbol } : {}),
        ...(pointer ? { pointer } : {}),
      }
    // `VectorStore.searchAsync`: a member of a class, looked for by its own name; written in camel
    // case it is code, never a host's top-level domain.
    const member = token.slice(token.lastIndexOf('.') + 1)
    const classMember = /^[A-Z]\w*\.[a-z]\w*[A-Z]\w*$/.test(token)
    if (backticked && DOTTED.test(token) && (!HOST.test(token) || classMember)) {
      const parts = token.split('.')
      return /^[A-Z]/.test(parts[0] as string) && /[a-z][A-Z]|_/.test(member)
        ? { kind: 'identifier', name: member }
        : { kind: 'identifier', name: token }
    }
    return undefined
  }
  // Outside this repository: absolute paths, the home folder, variables, Windows drives, `..`.
  if (/^([/~$%]|\\\\|[A-Za-z]:[\\/])/.test(token)) return undefined
  // `repo:src/x.ts`, `pkg:lib/y.py`: a path said under a name that qualifies it, another base's way of writing.
  if (/^[A-Za-z][\w.-]*:(?![:/\\])/.test(token)) return undefined
  const { path: stripped, symbol, pointer } = pathPart(token.replace(/\\/g, '/'))
  const path = stripped.replace(/\/+$/, '')
  if (path === '' || path.split('/').some((segment) => segment === '..' || segment === '')) return undefined
  const plain = withoutRouteBrackets(path)
  if (PLACEHOLDER.test(plain) || /[[\]()'"`|;]/.test(plain)) return undefined
  if (
    (path.match(/\{/g) ?? []).length !== (path.match(/\}/g) ?? []).length ||
    (/,/.test(path) && !/\{[^}]*,/.test(path))
  )
    return undefined
  const first = path.split('/')[0] as string
  if (HOST.test(first) && !looksLikeFileName(first) && !PROJECT_FOLDER.test(first)) return undefined
  if (/^[A-Z]{2,}\//.test(path) && !looksLikeFileName(path.slice(path.lastIndexOf('/') + 1))) {
    // `CI/CD`, `TCP/IP`, `I/O`: initialisms, not folders.
    if (path.split('/').every((segment) => /^[A-Z0-9]+$/.test(segment))) return undefined
  }
  const glob = /[*?{}]/.test(path)
  const last = path.slice(path.lastIndexOf('/') + 1)
  if (abbreviates(path)) return undefined
  const dotted = /^([\w-]+)\.([A-Za-z_]\w*)$/.exec(last)
  // Written with a trailing slash (`Code/App.Api/`): a folder whose name has a dot, never a module.
  if (!glob && dotted && !looksLikeFileName(last) && !stripped.endsWith('/')) {
    // `lib/module.func`: a module written the way its language imports it, and a name in it.
    const stem = `${path.slice(0, path.lastIndexOf('/') + 1)}${dotted[1]}`
    return { kind: 'path', path: stem, glob: false, stem: true, symbol: dotted[2] }
  }
  if (!backticked) {
    const segments = path.split('/')
    if (segments.every((segment) => /^\d+$/.test(segment) || segment.length === 1)) return undefined
    if (!looksLikeFileName(last) && !stripped.endsWith('/') && segments.length < 3) return undefined
  }
  return {
    kind: 'path',
    path,
    glob,
    ...(symbol && IDENTIFIER.test(symbol) ? { symbol } : {}),
    ...(stripped.endsWith('/') ? { folder: true } : {}),
    ...(pointer ? { pointer } : {}),
  }
}

/**
 * `tool/tl`: a name and its short form (a command and its alias), not a folder and a file. Two
 * segments with no extension, the second (at most three letters) made of the first one's letters in
 * order, from its first.
 */
function abbreviates(path: string): boolean {
  const segments = path.split('/')
  if (segments.length !== 2 || segments.some((segment) => segment.includes('.'))) return false
  const [a, b] = segments as [string, string]
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  // An alias is short and comes after its command (`lib/libfoo` is a folder in a folder).
  if (short.length > 3 || short !== b) return false
  if (short[0]?.toLowerCase() !== long[0]?.toLowerCase()) return false
  let at = 0
  for (const char of short.toLowerCase()) {
    at = long.toLowerCase().indexOf(char, at)
    if (at === -1) return false
    at++
  }
  return true
}

// The files that hold a project's procedures and dependencies (SPEC §6.4: an npm script, a make
// target, a dependency → `grep` in the one manifest that holds it). Read once per lint.
import { join } from 'node:path'
import { readFileHead } from '../files.js'
import { RETIRED, type ProjectTree } from './project-tree.js'
import { escapeRegExp } from './token-shape.js'

const MAX_MANIFEST_BYTES = 512 * 1024
const MAX_MANIFESTS = 40

export interface ManifestEntry {
  /** The manifest, relative to the root. */
  file: string
  /** A pattern that matches the entry's definition in it. */
  pattern: string
  flags?: string
}

export interface Manifests {
  /** Where an npm script, a make target or a just recipe of this name is defined. */
  procedure(runner: 'npm' | 'make' | 'just', name: string): ManifestEntry | undefined
  /**
   * Where a dependency of this name is declared: the one nearest manifest; of two as near, the one
   * whose folder the claim's words name (`the api-server package`), else none.
   */
  dependency(name: string, said?: string): ManifestEntry | undefined
  /** True when any manifest read declares a dependency of this name. */
  declares(name: string): boolean
}

/** The file names `readManifests` reads dependencies from. */
export const DEPENDENCY_MANIFESTS = [
  'package.json',
  'requirements',
  'pyproject.toml',
  'Cargo.toml',
  'go.mod',
  'Gemfile',
]

/** Words after which a clause names what its claim is set against, not what it is about. */
const SET_AGAINST =
  /\b(?:even if|even though|although|though|whether or not|regardless of|rather than|instead of|as opposed to|unlike)\b/i

/** The libraries a project declares, by the names a path would use (`my_lib` for `my-lib`, any case). */
export function declaredLibraries(manifests: Manifests): (name: string) => boolean {
  return (name) =>
    [name, name.toLowerCase(), name.replace(/_/g, '-'), name.toLowerCase().replace(/_/g, '-')].some((form) =>
      manifests.declares(form),
    )
}

/**
 * The manifest entry of `name` at `version`, as the manifest writes it (its leading numbers: `^24`
 * holds `^24.0.0`; `3.23` holds `>=3.23.1`).
 */
export function pinnedEntry(entry: ManifestEntry, name: string, version: string): ManifestEntry {
  const number = `${escapeRegExp(version)}(?:[.x*"'\\s,-]|$)`
  return entry.file.endsWith('package.json')
    ? { file: entry.file, pattern: `"${escapeRegExp(name)}"\\s*:\\s*"[~^>=<v\\s]*${number}` }
    : {
        file: entry.file,
        pattern: `(?:^|["'\\s])${escapeRegExp(name)}["']?\\s*(?:[<>=!~^]=?)?\\s*["']?[~^>=<v\\s]*${number}`,
        flags: 'm',
      }
}

function read(root: string, path: string): string | undefined {
  try {
    const head = readFileHead(join(root, path), MAX_MANIFEST_BYTES)
    return head && head.size <= MAX_MANIFEST_BYTES ? head.text : undefined
  } catch {
    return undefined
  }
}

const byDepth = (a: string, b: string) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1)

/**
 * The folder of the project a memory dir sits in: `server/` for `server/memory` or
 * `server/.claude/memory`, the root for `.claude/memory` or `memory`.
 */
function projectOfMemory(tree: ProjectTree): string {
  const [file] = tree.memoryFiles
  if (file === undefined) return ''
  const folders = file.split('/').slice(0, -1)
  const at = folders.findIndex((folder) => folder.startsWith('.') || /memory/i.test(folder))
  return at <= 0 ? '' : `${folders.slice(0, at).join('/')}/`
}

export function readManifests(root: string, tree: ProjectTree): Manifests {
  // The memory's own project first: in `server/memory`, `server/package.json` holds its scripts.
  const project = projectOfMemory(tree)
  const outside = (path: string) => (path.startsWith(project) ? 0 : 1)
  // A copy kept in a folder set aside (`.migration-backup/package.json`) declares what the old app used, not the project.
  const named = (pattern: RegExp) =>
    tree.files
      .filter(
        (path) => !tree.links.has(path) && !RETIRED.test(path) && pattern.test(path.slice(path.lastIndexOf('/') + 1)),
      )
      .sort((a, b) => outside(a) - outside(b) || byDepth(a, b))
      .slice(0, MAX_MANIFESTS)
  const scripts = new Map<string, string>()
  const dependencies = new Map<string, ManifestEntry>()
  // Declared by two manifests as near as each other (`apps/web/package.json`, `apps/mobile/package.json`):
  // which one the memory means is a guess.
  const tied = new Map<string, ManifestEntry[]>()
  // Every manifest declaring a name, nearest first.
  const declaring = new Map<string, ManifestEntry[]>()
  const rank = (file: string) => `${outside(file)}:${file.split('/').length}`
  const declare = (name: string, entry: ManifestEntry) => {
    declaring.set(name, [...(declaring.get(name) ?? []), entry])
    const first = dependencies.get(name)
    if (first === undefined) dependencies.set(name, entry)
    else if (first.file !== entry.file && rank(first.file) === rank(entry.file))
      tied.set(name, [...(tied.get(name) ?? [first]), entry])
  }
  // Of manifests as near as each other, the one whose folder the words name (`the api-server package`,
  // `pnpm --filter @workspace/api-server add x`); not one named after a concession or a contrast
  // ("declare it in each service, even if logging comes via `@workspace/observability`").
  const namedIn = (entries: ManifestEntry[], said: string) => {
    const before = said.split(SET_AGAINST)[0] ?? said
    const named = entries.filter(({ file }) => {
      const folder = file.split('/').at(-2)
      return folder !== undefined && new RegExp(`(?<![\\w.-])${escapeRegExp(folder)}(?![\\w-])`).test(before)
    })
    return named.length === 1 ? named[0] : undefined
  }
  // A package of the workspace itself (its own `name`) is the project's code, whatever folder holds it:
  // that another package lists it says nothing of what the memory claims about it.
  const own = new Set<string>()
  for (const file of named(/^package\.json$/)) {
    let data: { scripts?: unknown; [section: string]: unknown }
    try {
      data = JSON.parse(read(root, file) ?? '')
    } catch {
      continue
    }
    if (typeof data.name === 'string') own.add(data.name)
    if (data.scripts && typeof data.scripts === 'object')
      for (const name of Object.keys(data.scripts)) if (!scripts.has(name)) scripts.set(name, file)
    for (const section of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      const deps = data[section]
      if (!deps || typeof deps !== 'object') continue
      for (const name of Object.keys(deps)) declare(name, { file, pattern: `"${escapeRegExp(name)}"\\s*:` })
    }
  }
  for (const file of named(/^(requirements[\w.-]*\.txt|pyproject\.toml|Cargo\.toml|go\.mod|Gemfile)$/)) {
    for (const name of declaredIn(file, read(root, file) ?? ''))
      declare(name, {
        file,
        pattern: `(?:^|["'\\s])${escapeRegExp(name)}(?:[\\s"'<>=!~;\\[,@]|$)`,
        flags: 'm',
      })
  }
  const targets = new Map<string, ManifestEntry>()
  for (const file of named(/^(Makefile|GNUmakefile|makefile|justfile|Justfile|\.justfile)$/)) {
    const text = read(root, file) ?? ''
    const runner = /just/i.test(file) ? 'just' : 'make'
    for (const match of text.matchAll(/^([A-Za-z_][\w.-]*)(?:[ \t][\w \t*-]*)?:(?!=)/gm)) {
      const key = `${runner} ${match[1]}`
      if (!targets.has(key))
        targets.set(key, { file, pattern: `^${escapeRegExp(match[1] as string)}\\b[^:\\n]*:`, flags: 'm' })
    }
  }
  return {
    procedure(runner, name) {
      if (runner !== 'npm') return targets.get(`${runner} ${name}`)
      const file = scripts.get(name)
      return file ? { file, pattern: `"${escapeRegExp(name)}"\\s*:` } : undefined
    },
    dependency(name, said = '') {
      if (own.has(name)) return undefined
      // A manifest deeper than the nearest whose folder the words name ("the website uses
      // `@tailwindcss/postcss`" for `website/package.json` beside a root one) is the one meant.
      const every = declaring.get(name) ?? []
      const named = every.length > 1 ? namedIn(every, said) : undefined
      if (named !== undefined) return named
      const alike = tied.get(name)
      return alike === undefined ? dependencies.get(name) : namedIn(alike, said)
    },
    declares: (name) => dependencies.has(name),
  }
}

/** The dependency names a requirements file, pyproject, Cargo.toml, go.mod or Gemfile declares. */
function declaredIn(file: string, text: string): string[] {
  if (file.endsWith('.txt'))
    return [...text.matchAll(/^([A-Za-z][\w.-]*)\s*(?:[<>=!~;[]|$)/gm)].map((m) => m[1] as string)
  if (file.endsWith('go.mod'))
    return [...text.matchAll(/^[ \t]*(?:require[ \t]+)?([\w.-]+\/[\w./-]+)[ \t]+v/gm)].map((m) => m[1] as string)
  if (file.endsWith('Gemfile'))
    return [...text.matchAll(/^[ \t]*gem[ \t]+['"]([\w.-]+)['"]/gm)].map((m) => m[1] as string)
  // TOML: keys of a `[…dependencies…]` table, and the strings of a `dependencies = [` array.
  const names: string[] = []
  let table = ''
  let inArray = false
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[+([^[\]]+)\]+/.exec(line)
    if (header) {
      table = header[1] as string
      inArray = false
      continue
    }
    if (
      /^\s*[\w.-]*dependencies\s*=\s*\[/.test(line) ||
      (/dependencies/.test(table) && /^\s*[\w-]+\s*=\s*\[/.test(line))
    )
      inArray = true
    if (inArray) {
      for (const match of line.matchAll(/["']([A-Za-z][\w.-]*)/g)) names.push(match[1] as string)
      if (line.includes(']')) inArray = false
      continue
    }
    const key = /^\s*([A-Za-z][\w.-]*)\s*=/.exec(line)
    if (key && /dependencies/.test(table)) names.push(key[1] as string)
  }
  return names
}

// What a checker of the folder's own loads, gathered at approval so that a user-scope run imports a
// copy of exactly that and nothing of the folder (SPEC §10). A package: its files, and the
// packages its `dependencies`, `optionalDependencies` and `peerDependencies` name, found as Node
// finds them from it, each with its own, laid out in `node_modules` folders as Node resolves them.
// A path: the file, the files its relative imports reach, the package.json that gives a `.js` one
// its module type, and the packages its bare imports name. What its own files import from outside that
// (an absolute path, a `file:` URL, a relative path out of the package, a package it does not
// list) is refused, naming the file: it would not be in the copy.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { basename, dirname, join, posix, relative, sep } from 'node:path'
import { byteOrder } from '@claimcheck/core'
import { readRegularFile } from '../read-file.js'
import { sha256 } from '../sha256.js'
import { visible } from '../visible-text.js'
import { listFiles, type CheckerPackage } from './checker-packages.js'

/** A copy a person reviews before approving: larger is refused. */
const MAX_FILES = 2000
const MAX_BYTES = 64 * 1024 * 1024

/** One file of the copy: where it goes in it, its bytes, and whether it may be run as a program. */
export interface CopiedFile {
  path: string
  bytes: Buffer
  executable: boolean
}

/** What a user-scope run imports in place of a checker of the folder's own. */
export interface CheckerCopy {
  /** The file to import, as a path in the copy. */
  entry: string
  /** Every file, in byte order of its path in the copy. */
  files: CopiedFile[]
  /** The real paths of the checker's own files in the folder (not its dependencies'). */
  own: string[]
  /** Each package copied beside it, `name@version`. */
  dependencies: string[]
  /** The hash of the copy: every file's path, mode and bytes. */
  sha256: string
}

/** The bytes of a regular file (a link is read through), read without waiting. */
function bytesOf(path: string): { bytes: Buffer; executable: boolean } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) throw new Error(`${visible(path)} is not a regular file`)
    const bytes = Buffer.allocUnsafe(info.size)
    let filled = 0
    for (let count = -1; count !== 0 && filled < info.size; filled += count)
      count = readSync(fd, bytes, filled, info.size - filled, filled)
    return { bytes: bytes.subarray(0, filled), executable: (info.mode & 0o111) !== 0 }
  } finally {
    closeSync(fd)
  }
}

const SCRIPT = /\.(js|mjs|cjs)$/
/** A string after `from`, `import`, `import(` or `require(`: what a module imports. */
const SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\()\s*\(?\s*(['"])([^'"\r\n]*)\1/g
/** What npm allows as a package name, and a bare import: such a name, and a path in it. */
const NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/
const BARE = new RegExp(`^(${NAME.source.slice(1, -1)})(/.*)?$`)

/** What a module's text imports, each specifier once. */
function specifiersOf(text: string): string[] {
  return [...new Set([...text.matchAll(SPECIFIER)].map((match) => match[2]!))]
}

type Specifier =
  | { kind: 'builtin' | 'none' | 'own-map' }
  | { kind: 'relative'; path: string }
  | { kind: 'package'; name: string }
  | { kind: 'outside' }

function classify(specifier: string): Specifier {
  if (specifier.startsWith('node:') || isBuiltin(specifier)) return { kind: 'builtin' }
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..')
    return { kind: 'relative', path: specifier }
  if (specifier.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(specifier))
    return specifier.startsWith('data:') ? { kind: 'none' } : { kind: 'outside' }
  if (specifier.startsWith('#')) return { kind: 'own-map' }
  const bare = BARE.exec(specifier)
  // Text that is no package name is no import of one.
  return bare === null ? { kind: 'none' } : { kind: 'package', name: bare[1]! }
}

/** The folder of package `name` where Node looks for it from `dir`: each `node_modules` up the way. */
function findInstalled(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (basename(at) !== 'node_modules') {
      const candidate = join(at, 'node_modules', name)
      try {
        if (statSync(candidate).isDirectory() && statSync(join(candidate, 'package.json')).isFile())
          return realpathSync.native(candidate)
      } catch {
        // Not here: further up.
      }
    }
    if (dirname(at) === at) return undefined
  }
}

interface Manifest {
  name?: unknown
  version?: unknown
  dependencies?: unknown
  optionalDependencies?: unknown
  peerDependencies?: unknown
  peerDependenciesMeta?: unknown
}

function manifestOf(folder: string): Manifest {
  const read = readRegularFile(join(folder, 'package.json'), 1024 * 1024)
  try {
    return read === undefined ? {} : (JSON.parse(read.text) as Manifest)
  } catch {
    throw new Error(`${visible(join(folder, 'package.json'))} is not valid JSON`)
  }
}

const namesIn = (field: unknown) =>
  field !== null && typeof field === 'object' ? Object.keys(field as Record<string, unknown>) : []

/**
 * The packages a manifest names, each with whether it must be there (`dependencies`). A peer marked
 * optional (`typescript` for its types, say) is left out: code that imports it says so itself.
 */
function wanted(manifest: Manifest): Array<[name: string, required: boolean]> {
  const meta = (manifest.peerDependenciesMeta ?? {}) as Record<string, { optional?: unknown } | undefined>
  const peers = namesIn(manifest.peerDependencies).filter((name) => meta[name]?.optional !== true)
  return [
    ...namesIn(manifest.dependencies).map((name) => [name, true] as [string, boolean]),
    ...[...namesIn(manifest.optionalDependencies), ...peers].map((name) => [name, false] as [string, boolean]),
  ]
}

/** Gathers the files of a copy, bounded, and places packages in it as Node will resolve them. */
class Gathering {
  readonly files = new Map<string, CopiedFile>()
  readonly dependencies: string[] = []
  /** Packages placed: their folder in the copy → their real folder. */
  private readonly placed = new Map<string, string>()
  private bytes = 0

  add(path: string, from: string): void {
    if (this.files.has(path)) return
    const read = bytesOf(from)
    this.files.set(path, { path, ...read })
    this.bytes += read.bytes.length
    if (this.files.size > MAX_FILES || this.bytes > MAX_BYTES)
      throw new Error(`what it loads is more than ${MAX_FILES} files or ${MAX_BYTES / 1024 / 1024} MiB`)
  }

  /** Adds every file of the package at `real` (not its `node_modules`) under `at` in the copy. */
  addPackage(at: string, real: string): void {
    this.placed.set(at, real)
    for (const [path] of listFiles(real)) this.add(posix.join(at, path.split(sep).join('/')), join(real, path))
  }

  /**
   * Places package `name` as seen from `dir` in the copy, whose real counterpart is `realDir`: not
   * again when Node would already find that very package from there.
   */
  place(name: string, dir: string, realDir: string, required: boolean, why: string): void {
    const real = findInstalled(name, realDir)
    if (real === undefined) {
      if (!required) return
      throw new Error(
        `${why} '${visible(name)}', which is not installed where Node looks for it from ${visible(realDir)}: install the project's dependencies, then run 'claimcheck trust' again`,
      )
    }
    for (let at = dir; ; at = posix.dirname(at)) {
      const found = this.placed.get(posix.join(at, 'node_modules', name))
      if (found === real) return
      if (found !== undefined || at === '.' || at === '/') break
    }
    const at = posix.join(dir, 'node_modules', name)
    if (this.placed.has(at)) throw new Error(`two packages named '${visible(name)}' would share ${visible(at)}`)
    this.addPackage(at, real)
    const manifest = manifestOf(real)
    this.dependencies.push(`${name}@${typeof manifest.version === 'string' ? manifest.version : '?'}`)
    for (const [dependency, needed] of wanted(manifest))
      this.place(dependency, at, real, needed, `${visible(name)} depends on`)
  }

  result(entry: string, own: string[]): CheckerCopy {
    const files = [...this.files.values()].sort((a, b) => byteOrder(a.path, b.path))
    const hash = sha256()
    for (const file of files)
      hash.update(`${file.path}\0${file.executable ? 'x' : '-'}\0${file.bytes.length}\0`).update(file.bytes)
    return { entry, files, own, dependencies: this.dependencies.sort(byteOrder), sha256: hash.digest('hex') }
  }
}

/** Why an import of `file` would reach outside the copy, as the refusal says it. */
const outside = (file: string, specifier: string, why: string) =>
  new Error(
    `${visible(file)} imports '${visible(specifier)}', ${why}: a hook installed for every folder loads only a copy of what a checker is and lists, so nothing else can change under it`,
  )

/** A package checker: its folder as `node_modules/<name>`, and what it lists beside it. */
function packageCopy(pkg: CheckerPackage, gathering: Gathering): CheckerCopy {
  const manifest = manifestOf(pkg.bound)
  const name = typeof manifest.name === 'string' && NAME.test(manifest.name) ? manifest.name : basename(pkg.bound)
  const at = posix.join('node_modules', name)
  gathering.addPackage(at, pkg.bound)
  const listed = new Set(
    [manifest.dependencies, manifest.optionalDependencies, manifest.peerDependencies].flatMap(namesIn),
  )
  const imported = new Set<string>()
  const own = listFiles(pkg.bound).map(([path]) => join(pkg.bound, path))
  for (const file of own.filter((path) => SCRIPT.test(path))) {
    for (const specifier of specifiersOf(bytesOf(file).bytes.toString('utf8'))) {
      const found = classify(specifier)
      if (found.kind === 'outside') throw outside(file, specifier, 'an absolute path or URL')
      if (found.kind === 'relative') {
        const inside = relative(pkg.bound, join(dirname(file), found.path))
        if (inside.startsWith('..')) throw outside(file, specifier, 'which lies outside the package')
      }
      if (found.kind !== 'package' || found.name === name) continue
      if (!listed.has(found.name))
        throw outside(file, specifier, `a package its package.json does not list (add it to its dependencies)`)
      if (findInstalled(found.name, dirname(file)) === undefined)
        throw outside(file, specifier, `which is not installed where Node looks for it from ${visible(dirname(file))}`)
      imported.add(found.name)
    }
  }
  for (const [dependency, required] of wanted(manifest))
    gathering.place(dependency, at, pkg.bound, required, `${visible(pkg.name)} depends on`)
  // An optional peer it imports itself is part of what it loads.
  for (const dependency of imported) gathering.place(dependency, at, pkg.bound, true, `${visible(pkg.name)} imports`)
  const entry = posix.join(at, relative(pkg.bound, pkg.file).split(sep).join('/'))
  return gathering.result(entry, own)
}

/** The file a relative import of `from` names, as Node (or `require`) would take it; a link is refused. */
function relativeTarget(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier)
  for (const candidate of [base, `${base}.js`, `${base}.mjs`, `${base}.cjs`, `${base}.json`, join(base, 'index.js')]) {
    let info
    try {
      info = lstatSync(candidate)
    } catch {
      continue
    }
    // Node would run the file it leads to, from where that lies: name that file instead.
    if (info.isSymbolicLink()) throw new Error(`${visible(candidate)} is a symbolic link: import the file it leads to`)
    if (info.isFile()) return candidate
  }
  return undefined
}

/** The package.json that gives a file its module type: the nearest above it. */
function nearestManifest(file: string): string | undefined {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    try {
      if (lstatSync(join(dir, 'package.json')).isFile()) return join(dir, 'package.json')
    } catch {
      // Further up.
    }
    if (dirname(dir) === dir) return undefined
  }
}

/** The deepest folder holding every path. */
function commonFolder(paths: string[]): string {
  let common = dirname(paths[0]!)
  for (const path of paths) while (relative(common, path).startsWith('..')) common = dirname(common)
  return common
}

/** A path checker: the files its relative imports reach, laid out as they are, and the packages it imports. */
function pathCopy(pkg: CheckerPackage, gathering: Gathering): CheckerCopy {
  const own = new Set([pkg.file])
  const packages: Array<{ name: string; from: string }> = []
  const pending = [pkg.file]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (!SCRIPT.test(file)) continue
    for (const specifier of specifiersOf(bytesOf(file).bytes.toString('utf8'))) {
      const found = classify(specifier)
      if (found.kind === 'outside') throw outside(file, specifier, 'an absolute path or URL')
      if (found.kind === 'own-map')
        throw outside(
          file,
          specifier,
          'an entry of the imports of a package.json (import the file by its relative path)',
        )
      if (found.kind === 'package') packages.push({ name: found.name, from: file })
      if (found.kind !== 'relative') continue
      const target = relativeTarget(file, found.path)
      if (target === undefined) throw outside(file, specifier, 'which is not there')
      if (own.has(target)) continue
      own.add(target)
      pending.push(target)
    }
  }
  // Only a `.js` file takes its module type from there.
  const manifests = [...own].flatMap((file) => (file.endsWith('.js') ? (nearestManifest(file) ?? []) : []))
  const all = [...new Set([...own, ...manifests])]
  const base = commonFolder(all)
  const inCopy = (file: string) => relative(base, file).split(sep).join('/')
  for (const file of all) gathering.add(inCopy(file), file)
  for (const { name, from } of packages)
    gathering.place(name, posix.dirname(inCopy(from)), dirname(from), true, `${visible(from)} imports`)
  return gathering.result(inCopy(pkg.file), all.sort(byteOrder))
}

/**
 * What a checker the config names loads, read now: the copy a user-scope run will import once the
 * user approved it. Throws, saying why, a checker whose imports reach outside it.
 */
export function checkerCopy(pkg: CheckerPackage): CheckerCopy {
  const gathering = new Gathering()
  return lstatSync(pkg.bound).isDirectory() ? packageCopy(pkg, gathering) : pathCopy(pkg, gathering)
}

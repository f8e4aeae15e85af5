// Startup compiled once on the user's own machine, then reused: the program (dist/claimcheck.cjs)
// is loaded with a compile cache kept per user (README, "Startup"). Where the running Node has its
// own (22.1 and later), that one: Node keys each entry by its version and the file's content and
// checks it before use. Older Node has none, so the program's compiled code is kept here after the
// first run, under a name that says which build and which Node made it, with a checksum; anything
// else found there is compiled afresh. A cache folder that cannot be made or written costs speed only.
// Compiled code is code: a cache another user could write is not used (SPEC §10; own-file.ts).
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { notUsedWarning, ownFolderProblem, readOwnFile } from '@claimcheck/core'
import module from 'node:module'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import vm from 'node:vm'
import { userCacheDir } from './user-cache-dir.js'

/** `compile-cache` in the user's cache folder (user-cache-dir.ts); undefined when there is none. */
export function compileCacheDir(
  env: NodeJS.ProcessEnv = process.env,
  home: () => string = homedir,
): string | undefined {
  const folder = userCacheDir(env, home)
  return folder === undefined ? undefined : join(folder, 'compile-cache')
}

/** The line a build ends the program with: `// claimcheck build <16 hex digits of its content's hash>`. */
export const BUILD_MARK = '\n// claimcheck build '

/** The build a program's last line names; undefined without one. */
export function buildOf(source: string): string | undefined {
  const line = source.slice(source.lastIndexOf(BUILD_MARK) + BUILD_MARK.length).trimEnd()
  return /^[0-9a-f]{16}$/.test(line) ? line : undefined
}

/**
 * The file the compiled code of `build` is kept in for one part of the program (`part`: a command,
 * see bin.ts), for this very Node release, platform and architecture: two releases of one engine
 * version can accept each other's code and then crash.
 */
export const cacheFileName = (build: string, part: string) =>
  `claimcheck-${build}-${part}-node${process.version}-${process.platform}-${process.arch}.cache`

/**
 * A checksum of the compiled code, since the engine checks only its length and version before
 * running it: 32-bit FNV-1a over its words (loading a hash module would cost more than this takes).
 */
export function checksum(data: Buffer): number {
  const words = new Int32Array(data.buffer, data.byteOffset, data.length >>> 2)
  let hash = 0x811c9dc5
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ (words[i] as number), 0x01000193)
  for (let at = words.length * 4; at < data.length; at++) hash = Math.imul(hash ^ (data[at] as number), 0x01000193)
  return hash >>> 0
}

/** What a kept cache starts with, then the checksum of the compiled code, then the code (at a multiple of 4 bytes). */
const MAGIC = Buffer.from('claimcheck compile cache 1 \n')
const HEADER_BYTES = MAGIC.length + 4

/** A kept cache larger than this is not one this program made (they are a few hundred KiB). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024

/**
 * The compiled code kept in `file`, if it is whole (its checksum holds); undefined otherwise, and
 * `refused` when the file or its folder is not the user's alone.
 */
export function readCache(file: string): Buffer | { refused: string } | undefined {
  const read = readOwnFile(file, MAX_CACHE_BYTES)
  if ('missing' in read) return undefined
  if ('refused' in read) return read
  const kept = read.bytes
  if (kept.length <= HEADER_BYTES || !kept.subarray(0, MAGIC.length).equals(MAGIC)) return undefined
  const view = kept.subarray(HEADER_BYTES)
  // Copied when not on a word boundary, for the checksum's view of words.
  const data = view.byteOffset % 4 === 0 ? view : Buffer.from(view)
  return kept.readUInt32BE(MAGIC.length) === checksum(data) ? data : undefined
}

/** What other builds kept is removed once it is this old (a build in use is kept again at its next run). */
const KEPT_DAYS = 30

/** Keeps `data` in `file` (written aside, flushed, then renamed), and removes what other builds left long ago. */
export function writeCache(file: string, data: Buffer): void {
  const folder = dirname(file)
  const aside = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 })
    const fd = openSync(aside, 'wx', 0o600)
    try {
      const header = Buffer.alloc(HEADER_BYTES)
      MAGIC.copy(header)
      header.writeUInt32BE(checksum(data), MAGIC.length)
      writeSync(fd, Buffer.concat([header, data]))
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(aside, file)
    const old = Date.now() - KEPT_DAYS * 24 * 60 * 60 * 1000
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (/^claimcheck-[0-9a-f]{16}-.*\.cache$/.test(name) && statSync(path).mtimeMs < old)
        rmSync(path, { force: true })
      // A writer stopped mid-write (a hook killed at its deadline) leaves its file aside; writes take milliseconds.
      else if (
        /^claimcheck-[0-9a-f]{16}-.*\.cache\.\d+\.tmp$/.test(name) &&
        statSync(path).mtimeMs < Date.now() - 60 * 60 * 1000
      )
        rmSync(path, { force: true })
    }
  } catch {
    // A read-only or full disk, a folder of someone else's: the next run compiles again.
    try {
      rmSync(aside, { force: true })
    } catch {
      // There was no folder to write it in.
    }
  }
}

type Enable = (directory: string) => unknown

/** When a run keeps what it compiled: `keep` is handed the writer (it writes nothing on an exit code of 2). */
export type KeepCompiled = (write: (code?: number) => void) => void

/** A process keeps it at exit, so that it holds what the run compiled, not only the outline of the script. */
const atExit: KeepCompiled = (write) => void process.once('exit', write)

/**
 * The program in `file`, a CommonJS script, loaded with the compile cache of the part of it this
 * run goes through: a cache holds what the run that made it compiled, and a `--version` goes
 * through far less than a `check`.
 */
export function loadCompiled(
  file: string,
  part: string,
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = () => {},
  keep: KeepCompiled = atExit,
): unknown {
  let folder: string | undefined
  try {
    folder = env.NODE_DISABLE_COMPILE_CACHE ? undefined : compileCacheDir(env)
  } catch {
    folder = undefined // no home folder
  }
  // claimcheck's folder and the cache's own: another user who could write either could plant code.
  const refused = folder === undefined ? undefined : (ownFolderProblem(dirname(folder)) ?? ownFolderProblem(folder))
  if (refused !== undefined) {
    warn(notUsedWarning(`the compile cache ${folder}`, refused))
    folder = undefined
  }
  const nodesOwn = (module as { enableCompileCache?: Enable }).enableCompileCache
  if (folder === undefined || nodesOwn !== undefined) {
    if (folder !== undefined) nodesOwn?.(folder)
    // Node writes its own as the process ends; a thread ended by its hook must write it sooner.
    const flush = (module as { flushCompileCache?: () => void }).flushCompileCache
    if (folder !== undefined && flush !== undefined && keep !== atExit) keep(() => flush())
    return module.createRequire(file)(file)
  }
  return loadWithOwnCache(file, folder, part, warn, keep)
}

function loadWithOwnCache(
  file: string,
  folder: string,
  part: string,
  warn: (message: string) => void,
  keep: KeepCompiled,
): unknown {
  const source = readFileSync(file, 'utf8')
  const build = buildOf(source)
  const cacheFile = build === undefined ? undefined : join(folder, cacheFileName(build, part))
  const kept = cacheFile === undefined ? undefined : readCache(cacheFile)
  if (kept !== undefined && 'refused' in kept) {
    // Neither used nor replaced: what is at the name is not the user's alone.
    warn(notUsedWarning(`the compile cache ${cacheFile}`, kept.refused))
    return module.createRequire(file)(file)
  }
  const cachedData = kept
  const script = new vm.Script(module.wrap(source), {
    filename: file,
    cachedData,
  })
  if (cacheFile !== undefined && (cachedData === undefined || script.cachedDataRejected)) {
    // A run that ended in an error (exit code 2) went through little of its part, and keeps nothing.
    keep((code) => {
      if (code !== 2) writeCache(cacheFile, script.createCachedData())
    })
  }
  const loaded = { exports: {} }
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void
  wrapper(loaded.exports, module.createRequire(file), loaded, file, dirname(file))
  return loaded.exports
}

// Inferred checks (SPEC §6.4.1): what a memory with no verify block is held to at hand-over — the
// paths it names and the names it places in a named file — judged with what `lstat` and reading
// those files can tell. Only a path `lstat` does not find asks for the project's list of files
// (git's index through `git ls-files`, else a bounded walk), once a run, and what it answered is
// kept between runs while the index stays the same (kept-git-answers.ts), as is what the claim
// reader read in each memory while the program and the memory's text are the same. Facts, never a
// status.
import { lstatSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { isInside } from '@claimcheck/core'
import { readFileHead } from '../files.js'
import type { KeptGitAnswers } from '../kept-git-answers.js'
import { gitFacts } from '../project-git.js'
import { sha256Hex } from '../sha256.js'
import { claimsIn, type Claims } from './claims.js'
import {
  heldClaims,
  heldPart,
  missingHolding,
  describedElsewhere,
  endsInDynamicSegment,
  elsewhereHint,
  namesAnotherCheckout,
  onePerGoneFolder,
  qualifiedElsewhere,
  underBuiltFolder,
  withGoneFolder,
  type GoneFolder,
  type HeldClaim,
} from './held-claims.js'
import { hasStaleInferred, type InferredCheck, type InferredFacts, type MemoryAge } from './inferred-facts.js'
import { changesSince, heldWhenWritten, memoryAges } from './memory-age.js'
import { declaredLibraries, DEPENDENCY_MANIFESTS, readManifests } from './manifests.js'
import { onceHeld, type Removal } from './path-history.js'
import {
  findInTree,
  folderOf,
  inOtherMemory,
  isMemoryPath,
  keptTreeOf,
  leadsIntoMemory,
  listedProject,
  notCommittedOf,
  treeFromKept,
  underOtherExtension,
  walkProject,
  type ProjectTree,
} from './project-tree.js'

/** What the inferred checks read of a memory: its text, as the run read it. */
export interface UncheckedMemory {
  file: string
  name?: string
  body: string
  description?: string
  type?: string
}

export interface InferredPlace {
  root: string
  memoryDir: string
  /** When the answer is due, in milliseconds since the epoch. */
  deadlineAt?: number
  /** git's answers kept between runs, while what they came from holds. */
  kept?: KeptGitAnswers
}

/** Claims held per memory at most: a memory naming thousands of paths is held to its first ones. */
export const MAX_HELD_PER_MEMORY = 64
/** Bytes of a named file read to look for a name in it. */
const MAX_NAMED_FILE_BYTES = 1024 * 1024
/** Longest git may take to list the project's files, within the deadline. */
const LISTING_TIMEOUT_MS = 5000
/** Entries of a tree of the names asked about kept between runs, at most: a larger one is listed again. */
const MAX_KEPT_TREE = 5000

/** What the inferred checks take of the claim reader's reading of one memory. */
type ReadClaims = Pick<Claims, 'places' | 'describedPlaces' | 'anotherRepository'> & { held: HeldClaim[] }

/** The claims a memory is held to, read from its text, or as an earlier run of this program read them. */
function readClaims(memory: UncheckedMemory, place: InferredPlace): ReadClaims {
  const { body, description = '', name, type } = memory
  const { kept } = place
  const question = kept && sha256Hex(JSON.stringify([body, description, name, type]))
  const known = question === undefined ? undefined : (kept?.claims(question) as ReadClaims | undefined)
  if (known !== undefined) return known
  const read = claimsIn(body, description, name)
  const claims = {
    places: read.places,
    describedPlaces: read.describedPlaces,
    anotherRepository: read.anotherRepository,
    held: heldClaims(read.claims, type).slice(0, MAX_HELD_PER_MEMORY),
  }
  if (question !== undefined) kept?.keepClaims(question, claims)
  return claims
}

const claimOf = (held: HeldClaim) => (held.kind === 'path' ? held.path : `\`${held.name}\` in ${held.file}`)

/** A path of the project as `lstat` sees it (a symlink is there, whatever it leads to); undefined outside the root. */
function lstatIn(root: string, path: string) {
  const full = resolve(root, path)
  if (!isInside(full, root)) return undefined
  try {
    return lstatSync(full)
  } catch {
    return undefined
  }
}

/**
 * Whether a regular file holds a name anywhere in its text (`HTTP_X_TOKEN` holds `TOKEN`; a dotted
 * name, `user.role`, is held by its last part, as `user?.role` or a query's column): a guess calls a
 * claim false only when nothing of it is there. Undefined when the file cannot be read as one.
 */
function holdsName(root: string, file: string, name: string): boolean | undefined {
  const info = lstatIn(root, file)
  // Never through a symlink (it may lead out of the root), never a FIFO or a device.
  if (!info?.isFile()) return undefined
  try {
    const head = readFileHead(join(root, file), MAX_NAMED_FILE_BYTES)
    if (head === undefined) return undefined
    return head.text.includes(heldPart(name))
  } catch {
    return undefined
  }
}

/**
 * The project's file list, as a tree of only the files and folders whose names the questions
 * asked of it need (a path's last name, what begins with it, a path's first folder): git's index
 * when the root is in a repository, else a bounded walk.
 */
async function projectListing(
  place: InferredPlace,
  paths: readonly string[],
): Promise<{ tree: ProjectTree; fromIndex: boolean }> {
  // The manifests too: a path under a library the project declares is that library's.
  const last = [...new Set([...paths.map((path) => path.slice(path.lastIndexOf('/') + 1)), ...DEPENDENCY_MANIFESTS])]
  const first = new Set(paths.map((path) => path.split('/')[0] as string))
  // A path ending in a bracketed stand-in (`src/features/[feature]`) asks whether any name stands in
  // its place: every name is needed then.
  const anyName = paths.some(endsInDynamicSegment)
  // A first name with an extension added too: `vi.json` of the shorthand `vi/en.json`; a last name
  // under another extension (`Week6.tsx` for `Week6.jsx`), which `findInTree` weighs.
  const stems = last.flatMap((wanted) =>
    /.\.[A-Za-z0-9]+$/.test(wanted) ? [wanted.replace(/\.[A-Za-z0-9]+$/, '.')] : [],
  )
  const keep = (name: string) =>
    anyName ||
    first.has(name) ||
    first.has(name.slice(0, name.lastIndexOf('.'))) ||
    last.some((wanted) => name.startsWith(wanted)) ||
    stems.some((stem) => name.startsWith(stem))
  const question = JSON.stringify(['tree', place.memoryDir, anyName, [...first].sort(), last.sort()])
  const kept = treeFromKept(place.root, place.kept?.listing(question))
  if (kept !== undefined) return { tree: kept, fromIndex: true }
  const left = place.deadlineAt === undefined ? LISTING_TIMEOUT_MS : place.deadlineAt - Date.now()
  const listed = await gitFacts(place.root, ['ls-files', '-z', '--cached', '--', '.'], {
    timeoutMs: Math.min(LISTING_TIMEOUT_MS, left),
  })
  if (listed === undefined || listed === '') return { tree: walkProject(place.root, place.memoryDir), fromIndex: false }
  const tree = listedProject(
    place.root,
    place.memoryDir,
    listed.split('\0').filter((path) => path !== ''),
    keep,
  )
  if (tree.files.length + tree.folders.size + tree.memoryFiles.size <= MAX_KEPT_TREE)
    place.kept?.keepListing(question, keptTreeOf(tree))
  return { tree, fromIndex: true }
}

/**
 * A file git does not list yet (created, not added) in a folder it lists: found by `lstat` in each
 * listed folder named as the path's first one, so a new file is not taken for a lost one.
 */
function inListedFolder(root: string, tree: ProjectTree, path: string): boolean {
  const first = path.split('/')[0] as string
  return (tree.byName.get(first) ?? []).some(
    (folder) => tree.folders.has(folder) && lstatIn(root, `${folder.slice(0, -first.length)}${path}`) !== undefined,
  )
}

/**
 * A path claim's answer: there (where), gone (with the one file of its name, and the commit that
 * removed it when history says), or not held.
 */
type PathAnswer =
  | { there: string }
  | { gone: string | undefined; ifHistory?: true; removal?: Removal; folderThere?: true; nameElsewhere?: true }
  | 'not held'

const pastDeadline = (place: InferredPlace) => place.deadlineAt !== undefined && Date.now() >= place.deadlineAt

/** The paths `lstat` does not find, judged against the project's file list, asked for once. */
async function judgeMissing(
  claims: ReadonlyArray<Extract<HeldClaim, { kind: 'path' }>>,
  place: InferredPlace,
): Promise<Map<string, PathAnswer>> {
  const answers = new Map<string, PathAnswer>()
  if (claims.length === 0 || pastDeadline(place)) return answers
  const { tree, fromIndex } = await projectListing(
    place,
    claims.map((claim) => claim.path),
  )
  let libraries: ((name: string) => boolean) | undefined
  for (const claim of claims) {
    if (answers.has(claim.path)) continue
    const where = findInTree(tree, claim.path)
    // Only under another extension: gone where history held it as written, as `lint` judges it.
    const otherExtension = underOtherExtension(where)
    // Only a name near it is there (`fleet.yaml.example`, `db/050_seed.sql`): no rot, and not the file either.
    if (where !== undefined && 'near' in where && !otherExtension) {
      answers.set(claim.path, 'not held')
      continue
    }
    if ((where !== undefined && !otherExtension) || inListedFolder(place.root, tree, claim.path)) {
      answers.set(claim.path, { there: where && 'found' in where ? where.found : claim.path })
      continue
    }
    // A listing cut short at its limit lacks what lay past it: the path may be there.
    if (tree.cutShort) {
      answers.set(claim.path, 'not held')
      continue
    }
    // A name of the memory dir's own (another memory file) is memory, never a claim about the project.
    if (isMemoryPath(tree, claim.path) || lstatIn(place.memoryDir, claim.path) !== undefined) {
      answers.set(claim.path, 'not held')
      continue
    }
    libraries ??= declaredLibraries(readManifests(place.root, tree))
    const holding = missingHolding(claim.claim, tree, claim.path, libraries)
    if (!holding) {
      answers.set(claim.path, 'not held')
      continue
    }
    const named = tree.byName.get(claim.path.slice(claim.path.lastIndexOf('/') + 1)) ?? []
    // The old place of a file the memory says moved out of its folder, and that lives on elsewhere.
    if (claim.claim.leftFolder && named.length > 0) {
      answers.set(claim.path, 'not held')
      continue
    }
    // Its folder written from a folder below the root (`lib/` of `lib/genome.ts`, the project's
    // `server/agent/lib/`) is still there: the file is gone on its own, not with its folder.
    const folder = claim.path.includes('/') ? claim.path.slice(0, claim.path.lastIndexOf('/')) : ''
    answers.set(claim.path, {
      gone: named.length === 1 ? named[0] : undefined,
      ...(named.length > 0 ? { nameElsewhere: true as const } : {}),
      ...(holding === 'if-history' || otherExtension ? { ifHistory: true as const } : {}),
      ...(folder !== '' && inListedFolder(place.root, tree, folder) ? { folderThere: true as const } : {}),
    })
  }
  // A path this repository never held is not a fact about it: not stale (SPEC §6.4.1).
  const gone = [...answers].flatMap(([path, answer]) =>
    answer !== 'not held' && 'gone' in answer
      ? [{ path, ...(answer.ifHistory ? { ifHistory: answer.ifHistory } : {}) }]
      : [],
  )
  // Judged against git's list of files, which holds those a sparse checkout leaves out: none is missing for that.
  const held = await onceHeld(place.root, gone, { ...place, fromIndex })
  for (const missing of gone) {
    const removal = held.removal(missing.path)
    const answer = answers.get(missing.path)
    if (!held(missing)) answers.set(missing.path, 'not held')
    else if (removal !== undefined && answer !== undefined && answer !== 'not held' && 'gone' in answer)
      answers.set(missing.path, { ...answer, removal })
  }
  return answers
}

/** One memory's checks, in the order it names them; a claim neither held nor judged is left out. */
function judge(
  held: readonly HeldClaim[],
  place: InferredPlace,
  answers: ReadonlyMap<string, PathAnswer>,
  foldersThere: ReadonlySet<string>,
) {
  const checks: InferredCheck[] = []
  const missingFiles = new Set<string>()
  // The folders written beside a bare file name on its line (in `lib/skills/`: `a.ts`): it is in one of them.
  const besideFolders = new Map<string, readonly string[]>()
  for (const claim of held) {
    if (claim.kind !== 'path') continue
    const answer = answers.get(claim.path)
    if (answer === undefined || answer === 'not held') continue
    // Said only on a line of state-words: no rot where a file or folder of its name is left (`heldPath`),
    // whichever memory's claim the answer was first asked for.
    if (claim.byWord && 'gone' in answer && answer.nameElsewhere) continue
    if ('there' in answer) {
      checks.push({ claim: claim.path, status: 'fresh', reason: `${answer.there} exists`, path: answer.there })
      continue
    }
    missingFiles.add(claim.path)
    const folderSaid = claim.claim.shape.kind === 'path' && claim.claim.shape.folder === true
    if (!claim.path.includes('/') && !folderSaid) besideFolders.set(claim.path, claim.claim.folders)
    const elsewhere = answer.gone === undefined ? '' : elsewhereHint(answer.gone, claim.path, undefined)
    checks.push({
      claim: claim.path,
      status: 'stale',
      reason: `names ${claim.path}, which no longer exists under the project${elsewhere}`,
      path: claim.path,
    })
  }
  // A folder gone takes its files with it: one finding says so, not one a file.
  // A shorter path another missing one ends with is that one path, said once.
  // A bare name beside a folder that went is that folder's finding.
  const gone = (path: string) =>
    [...missingFiles].some((other) => path.startsWith(`${other}/`) || other.endsWith(`/${path}`)) ||
    (besideFolders.get(path) ?? []).some((folder) => missingFiles.has(folder))
  const perFolder = onePerGoneFolder(
    checks.filter((check) => check.status === 'stale' && !gone(check.path)),
    (folder) => foldersThere.has(folder) || lstatIn(place.root, folder) !== undefined,
  )
  const stale = new Map(
    perFolder.map(({ under, ...check }) => [
      check.path,
      under === undefined ? check : saidForFolder(check, under, answers),
    ]),
  )
  // What a finding said for its gone folder stands for: that path, and the others the memory names there.
  const standsFor = new Map(
    perFolder.map(({ path, under }) => [path, [path, ...(under?.others ?? []).map((one) => one.path)]]),
  )
  const folded = oneFindingPerRemoval(
    checks.flatMap((check) => (check.status === 'fresh' ? [check] : (stale.get(check.path) ?? []))),
    (path) => {
      const answer = answers.get(path)
      return answer !== undefined && answer !== 'not held' && 'gone' in answer
        ? answer.removal && { ...answer.removal, elsewhere: answer.gone }
        : undefined
    },
    (path) => standsFor.get(path) ?? [path],
  )
  for (const claim of held) {
    if (claim.kind !== 'name' || missingFiles.has(claim.file) || gone(claim.file)) continue
    if (qualifiedElsewhere(claim.file, claim.name, (path) => lstatIn(place.root, path)?.isFile() === true)) continue
    const holds = holdsName(place.root, claim.file, claim.name)
    if (holds === undefined) continue
    folded.push({
      claim: claimOf(claim),
      status: holds ? 'fresh' : 'stale',
      reason: holds
        ? `${claim.file} holds \`${claim.name}\``
        : `names \`${claim.name}\` in ${claim.file}, which no longer holds it`,
      path: claim.file,
      name: claim.name,
    })
  }
  return folded
}

/** A stale path said for its gone folder: the finding names the folder and how many more paths the memory names there. */
function saidForFolder(
  check: InferredCheck,
  under: GoneFolder,
  answers: ReadonlyMap<string, PathAnswer>,
): InferredCheck {
  const answer = answers.get(check.path)
  const moved = answer !== undefined && answer !== 'not held' && 'gone' in answer ? answer.gone : undefined
  const elsewhere = moved === undefined ? '' : elsewhereHint(moved, check.path, under)
  return {
    ...check,
    reason: `names ${withGoneFolder(check.path, under)}, which no longer exists under the project${elsewhere}`,
    folder: under.folder,
  }
}

/** `a`, `a and b`, `a, b and c`, `a, b and 3 more paths`: the paths of one finding in a short phrase. */
function pathsPhrase(paths: readonly string[]): string {
  if (paths.length === 1) return paths[0] as string
  if (paths.length <= 3) return `${paths.slice(0, -1).join(', ')} and ${paths.at(-1)}`
  return `${paths.slice(0, 2).join(', ')} and ${paths.length - 2} more paths`
}

/**
 * Paths of one memory that one commit removed, said in one finding where the first of them stands:
 * one change took them (a tree deleted, a layer rewritten, files moved), and one warning says so and
 * when; where their names all live on in one folder, it says that folder too (`lib/messenger/ has
 * their names`). A file the commit removed alone is said on its own, with where its name is now.
 */
function oneFindingPerRemoval(
  checks: readonly InferredCheck[],
  removalOf: (path: string) => (Removal & { elsewhere: string | undefined }) | undefined,
  standsFor: (path: string) => readonly string[],
): InferredCheck[] {
  const removals = checks.map((check) => (check.status === 'stale' ? removalOf(check.path) : undefined))
  const byCommit = new Map<string, number[]>()
  removals.forEach((removal, i) => {
    if (removal !== undefined) byCommit.set(removal.commit, [...(byCommit.get(removal.commit) ?? []), i])
  })
  const groupOf = new Map<number, { members: number[]; movedTo?: string }>()
  for (const members of byCommit.values()) {
    if (members.length < 2) continue
    const places = new Set(members.map((i) => removals[i]?.elsewhere).map((place) => place && folderOf(place)))
    const [place] = places
    const group = places.size === 1 && place !== undefined ? { members, movedTo: place } : { members }
    for (const i of members) groupOf.set(i, group)
  }
  return checks.flatMap((check, i) => {
    const removal = removals[i]
    const group = groupOf.get(i)
    if (removal === undefined || group === undefined) return [check]
    if (group.members[0] !== i) return []
    const members = group.members.map((j) => checks[j] as InferredCheck)
    // Every path the finding stands for, a gone folder's others too: a reader of `paths` sees each.
    const paths = members.flatMap((one) => standsFor(one.path))
    // A path said for its gone folder is said as that folder: the folder is what went.
    const said = members.map((one) => (one.folder === undefined ? one.path : `${one.folder}/`))
    const where =
      group.movedTo === undefined ? '' : `; ${group.movedTo === '' ? 'the root' : `${group.movedTo}/`} has their names`
    return [
      {
        ...check,
        reason: `names ${pathsPhrase(said)}, which no longer exist under the project (commit ${removal.commit} removed them on ${removal.date}${where})`,
        paths,
      },
    ]
  })
}

/**
 * The inferred checks of memories with no verify block, by memory file. None when the root is the
 * memory dir (a repository of memory only has no project to hold claims to).
 */
export async function inferChecks(
  memories: readonly UncheckedMemory[],
  place: InferredPlace,
): Promise<Map<string, InferredCheck[]>> {
  const found = new Map<string, InferredCheck[]>()
  if (isInside(place.root, place.memoryDir)) return found
  // First what `lstat` can hold, for every memory; then the rest against one listing of the project.
  const answers = new Map<string, PathAnswer>()
  const missing: Array<Extract<HeldClaim, { kind: 'path' }>> = []
  const heldOf = new Map<string, HeldClaim[]>()
  const anotherCheckout = new Set<string>()
  // A path or a name's file under a folder of built or local files the project leaves out (`dist/` in
  // its `.gitignore`) is the build's: what is there says nothing of the claim. A committed one
  // (Replit's `artifacts/`) is the project's.
  let notCommitted: ((path: string) => boolean) | undefined
  const leftOut = (path: string) => underBuiltFolder(path) && (notCommitted ??= notCommittedOf(place.root))(path)
  for (const memory of memories) {
    if (pastDeadline(place)) break
    const read = readClaims(memory, place)
    const exists = (path: string) => lstatIn(place.root, path) !== undefined
    // A memory whose description places it in another checkout is about that place: nothing of it is held here.
    if (describedElsewhere(read, basename(place.root), exists)) continue
    if (namesAnotherCheckout(read, basename(place.root), exists)) anotherCheckout.add(memory.file)
    const held = read.held.filter((claim) => !leftOut(claim.kind === 'path' ? claim.path : claim.file))
    if (held.length === 0) continue
    heldOf.set(memory.file, held)
    for (const claim of held) {
      if (claim.kind !== 'path' || answers.has(claim.path)) continue
      // The memory dir's own files are memory, never evidence (SPEC §6.4), reached through a symlink too.
      if (
        leadsIntoMemory(place.root, claim.path, place.memoryDir) ||
        inOtherMemory(claim.path, (folder) => lstatIn(place.root, `${folder}/MEMORY.md`) !== undefined)
      )
        answers.set(claim.path, 'not held')
      else if (lstatIn(place.root, claim.path) !== undefined) answers.set(claim.path, { there: claim.path })
      else missing.push(claim)
    }
  }
  for (const [path, answer] of await judgeMissing(missing, place)) answers.set(path, answer)
  // The folders of paths whose file is gone while their folder is there.
  const foldersThere = new Set(
    [...answers].flatMap(([path, answer]) =>
      answer !== 'not held' && 'gone' in answer && answer.folderThere ? [path.slice(0, path.lastIndexOf('/'))] : [],
    ),
  )
  for (const [file, held] of heldOf) {
    if (pastDeadline(place)) break
    // A memory naming another checkout, most of whose paths are not here, is about that place.
    if (anotherCheckout.has(file)) {
      const judged = held.flatMap((claim) => {
        // As \`mostlyAbsent\` counts: paths with folders.
        const answer = claim.kind === 'path' && claim.path.includes('/') ? answers.get(claim.path) : undefined
        return answer === undefined || answer === 'not held' ? [] : ['there' in answer]
      })
      if (judged.filter(Boolean).length * 2 < judged.length) continue
    }
    const checks = judge(held, place, answers, foldersThere)
    if (checks.length > 0) found.set(file, checks)
  }
  return found
}

/** A memory that carries no verify block to run (`kind: none` is a block: it is held to it). */
const unchecked = (report: { status: string; reason: string; body: string }) =>
  report.status === 'unverifiable' &&
  report.body !== '' &&
  (report.reason === 'no frontmatter' || report.reason.startsWith('no verify block'))

interface ReportToInfer extends InferredFacts {
  file: string
  name?: string
  status: string
  reason: string
  body: string
  description?: string
  type?: string
  modified?: string
}

/**
 * Adds the inferred checks to the reports of memories with no verify block (their bodies, which a
 * run keeps for this, are dropped afterwards unless `keepBodies`); with `age`, every memory's age
 * and, on a failed inferred check, how much its path changed since.
 */
export async function addInferred(
  reports: readonly ReportToInfer[],
  place: InferredPlace,
  options: { age: boolean | 'when-stale'; keepBodies: boolean; changesOf?: 'stale' | 'all' },
): Promise<void> {
  const memories = reports.filter(unchecked)
  const found = await inferChecks(memories, place)
  // A memory with no verify block carries its inferred checks, none when it names nothing held.
  for (const report of memories) report.inferred = found.get(report.file) ?? []
  const failedName = (check: InferredCheck) => check.status === 'stale' && check.name !== undefined
  const namesFailed = memories.filter((report) => report.inferred?.some(failedName))
  // A note is dated only when it has something to say: git is not asked on every Read.
  const toDate = !options.age ? namesFailed : options.age === 'when-stale' ? reports.filter(hasStaleInferred) : reports
  const ages = toDate.length === 0 ? new Map<string, MemoryAge>() : await memoryAges(toDate, place)
  // A name its file did not hold on the day the memory was written either is no change since: no finding.
  for (const report of namesFailed) {
    const age = ages.get(report.file)
    if (age === undefined || pastDeadline(place)) continue
    const failed = (report.inferred ?? []).flatMap((check) =>
      failedName(check) ? [{ path: check.path, name: check.name as string }] : [],
    )
    const heldThen = await heldWhenWritten(place.root, age, failed, place)
    report.inferred = report.inferred?.filter(
      (check) => !failedName(check) || heldThen(check.path, check.name as string) !== false,
    )
  }
  if (options.age) {
    const dated = options.age === 'when-stale' ? reports.filter(hasStaleInferred) : reports
    for (const report of dated) {
      const age = ages.get(report.file)
      if (age) report.age = age
      const stale = report.inferred?.filter((check) => check.status === 'stale') ?? []
      if (!age || stale.length === 0) continue
      // A note names how much every named file changed; a report, the files of the failed checks.
      const counted = options.changesOf === 'all' ? (report.inferred ?? []) : stale
      const changes = await changesSince(
        counted.map((check) => check.path),
        age.since,
        place,
      )
      for (const check of counted) {
        const changed = changes?.get(check.path)
        if (changed) check.changes = changed
      }
    }
  }
  if (!options.keepBodies) for (const report of memories) report.body = ''
  place.kept?.save()
}

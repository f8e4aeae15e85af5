// `claimcheck lint`: what a memory dir's files say about themselves (SPEC §6.4): fossils (claims
// that name something checkable and carry no check), paths no file of the project matches,
// duplicate names, frontmatter that cannot be read, verify blocks that could not run. A fossil is
// reported only with checks that hold today: each proposed check is run before it is proposed.
import { lstatSync, readFileSync } from 'node:fs'
import { basename, relative } from 'node:path'
import {
  isInside,
  memoryFromText,
  onlyJudgements,
  readMemory,
  verifyMemories,
  verifyProblems,
  type Memory,
  type Registry,
} from '@claimcheck/core'
import { claimsIn, type Claim } from './claims.js'
import { searchNames } from './code-search.js'
import {
  namesCode,
  placesNameAway,
  namesToSearch,
  strongest,
  weigh,
  MAX_NAME_FILES,
  type Candidate,
  type MissingPath,
  type ProposedCheck,
} from './evidence.js'
import {
  aboutAnotherCheckout,
  elsewhereHint,
  foreignLanguage,
  missingPaths,
  onePerGoneFolder,
  unfolded,
  withGoneFolder,
} from './held-claims.js'
import { declaredLibraries, readManifests } from './manifests.js'
import { onceHeld } from './path-history.js'
import { findInTree, leadsIntoMemory, walkProject } from './project-tree.js'
import { PROPOSED_KINDS } from '../shipped-checkers.js'

export type { ProposedCheck } from './evidence.js'

export type LintCode =
  | 'fossil'
  | 'fossil-missing'
  | 'unchecked'
  | 'no-project'
  | 'duplicate-name'
  | 'no-frontmatter'
  | 'invalid-yaml'
  | 'invalid-verify'
  | 'unreadable'

export type LintSeverity = 'error' | 'warning' | 'info'

export const LINT_SEVERITY: Record<LintCode, LintSeverity> = {
  fossil: 'warning',
  'fossil-missing': 'warning',
  unchecked: 'warning',
  'no-project': 'info',
  'duplicate-name': 'error',
  'no-frontmatter': 'info',
  'invalid-yaml': 'error',
  'invalid-verify': 'error',
  unreadable: 'error',
}

export interface LintFinding {
  code: LintCode
  severity: LintSeverity
  /** Relative to the memory dir. */
  file: string
  line: number | null
  detail: string
  /** For a fossil: the verify block that would hold it, as YAML lines. */
  suggestion?: string
}

/** A memory given checks (or marked a judgement) by `suggest`. */
export interface Fossil {
  /** Absolute path of the memory file. */
  file: string
  name: string
  checks: ProposedCheck[]
  /** No check: the memory reads as a judgement, and `kind: none` marks it so. */
  judgement: boolean
  /** What checkable claims it makes, in a line: `names scripts/batch.sh and `x` (in src/a.ts)`. */
  found: string
  /** Line of the memory file the first claim is on. */
  line: number
  /** The memory has `kind: none`, which the checks replace. */
  replaces: boolean
  /** Why it cannot be written, when it cannot (frontmatter that is not valid YAML). */
  unwritable?: string
}

/** A path a memory names that no file of the project matches (the claim may have rotted). */
export interface RottedPath extends MissingPath {
  /** Absolute path of the memory file. */
  file: string
}

export interface LintResult {
  findings: LintFinding[]
  fossils: Fossil[]
  rotted: RottedPath[]
}

export interface LintOptions {
  /** Only these memory files are looked at for fossils and rot (`lint --since`). */
  only?: ReadonlySet<string>
  /** Time budget of each check run to confirm a proposal, in seconds. */
  timeoutSeconds?: number
  /** Every memory looked at must carry a verify block (`lint --since`: the gate on new memories). */
  requireChecks?: boolean
  /** Memories not on disk yet, by file: their text (a Write the gate looks at before it happens). */
  drafts?: ReadonlyMap<string, string>
  /**
   * The memories are being written now (the write-time hook): a path under a folder the project has
   * is false on the day whether or not history ever held it; only another base needs history's word.
   */
  writtenNow?: boolean
  /** Told how far each step has gone: memories read, project files searched, proposed checks run. */
  progress?: (doing: string, done: number, total: number, things: string) => void
}

/** The line a memory's frontmatter starts its body after: body lines are counted from there. */
function bodyStart(text: string): number {
  const lines = text.split('\n')
  if (!/^(\ufeff)?---/.test(lines[0] ?? '')) return 0
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line))
  return close === -1 ? 0 : close + 1
}

/** The line of the file a claim's line stands for: the body's, or the description's key for 0. */
function fileLine(text: string, offset: number, line: number): number {
  if (line > 0) return offset + line
  const at = text.split('\n').findIndex((l) => /^\s*description\s*:/.test(l))
  return at === -1 ? 1 : at + 1
}

/** `(line N)` of a reason, when it has one. */
const lineOf = (reason: string) => {
  const match = /\(line (\d+)\)\)?$/.exec(reason)
  return match ? Number(match[1]) : null
}

const HELD = /^(memory file too large|not a regular file|unreadable|memory file outside memory dir)/
/** A finding line stays short: a name longer than this is cut. */
const MAX_SAID = 160
/** The longest finding line, all of it. */
const MAX_LINE = 300

/** A memory looked at for fossils. */
interface LintTarget {
  memory: Memory
  text: string
  offset: number
  /** The memory has `kind: none`: a check found replaces it. */
  judged: boolean
  unwritable?: string
}

/** A memory with a verify block of its own: looked at only for the paths it names that are gone. */
interface RotTarget {
  memory: Memory
  text: string
  offset: number
}

/** The blocks that hold today, of those proposed: each check is run as the memory's own would be. */
async function holdingToday(
  proposals: Array<{ file: string; chosen: Candidate[] }>,
  root: string,
  memoryDir: string,
  registry: Registry,
  timeoutSeconds: number | undefined,
  progress: (done: number, total: number) => void,
): Promise<Map<string, Candidate[]>> {
  const runs: Memory[] = []
  const owners: Array<{ file: string; candidate: Candidate }> = []
  for (const { file, chosen } of proposals)
    for (const candidate of chosen) {
      runs.push({ file, name: file, body: '', verify: { kind: 'block', block: candidate.check } })
      owners.push({ file, candidate })
    }
  const reports = await verifyMemories(runs, { root, memoryDir, registry, timeoutSeconds }, { progress })
  const holding = new Map<string, Candidate[]>()
  reports.forEach((report, i) => {
    const { file, candidate } = owners[i] as { file: string; candidate: Candidate }
    if (report.status === 'fresh') holding.set(file, [...(holding.get(file) ?? []), candidate])
  })
  return holding
}

/** What a fossil names, cut to `room` characters. */
function foundLine(chosen: readonly Candidate[], room: number): string {
  const said = chosen.map((c) => c.said)
  const line = `names ${said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : said[0]}`
  return line.length > room ? `${line.slice(0, room - 1)}…` : line
}

export async function lintMemories(
  files: readonly string[],
  memoryDir: string,
  root: string,
  registry: Registry,
  options: LintOptions = {},
): Promise<LintResult> {
  const findings: LintFinding[] = []
  const candidates: LintTarget[] = []
  // A rot finding stays while the memory names the path, whatever block it carries (SPEC §6.4).
  const checked: RotTarget[] = []
  const rotted: RottedPath[] = []
  const names = new Map<string, string[]>()
  const shown = (file: string) => relative(memoryDir, file) || basename(file)
  const add = (code: LintCode, file: string, line: number | null, detail: string, suggestion?: string) =>
    findings.push({
      code,
      severity: LINT_SEVERITY[code],
      file: shown(file),
      line,
      detail,
      ...(suggestion ? { suggestion } : {}),
    })
  const looked = (file: string) => options.only === undefined || options.only.has(file)
  const progress = options.progress ?? (() => {})

  for (const [i, file] of files.entries()) {
    progress('read', i, files.length, 'memories')
    const draft = options.drafts?.get(file)
    const memory =
      draft === undefined
        ? readMemory(file, true, {
            allows: (path) => isInside(path, memoryDir) || isInside(path, root),
            shown: (path) => relative(root, path),
          })
        : memoryFromText(file, draft)
    const verdict = memory.verify.kind === 'verdict' ? memory.verify.result : undefined
    if (verdict && HELD.test(verdict.reason)) {
      if (looked(file)) add('unreadable', file, null, verdict.reason)
      continue
    }
    names.set(memory.name, [...(names.get(memory.name) ?? []), file])
    if (!looked(file)) continue
    // A symlinked memory file is read through readMemory only: its text is not read again here.
    const text = draft ?? (lstatSync(file).isSymbolicLink() ? '' : readFileSync(file, 'utf8'))
    const candidate = { memory, text, offset: bodyStart(text), judged: false }
    if (verdict) {
      const { reason } = verdict
      if (reason === 'no frontmatter') {
        add('no-frontmatter', file, 1, 'no frontmatter: the memory has no name, description or verify block')
        candidates.push(candidate)
      } else if (reason === 'no verify block') candidates.push(candidate)
      else if (reason.startsWith('no verify block (frontmatter is not valid YAML: ')) {
        const problem = reason.slice('no verify block ('.length, -1)
        add('invalid-yaml', file, lineOf(reason), problem)
        // Reported, never written: a write would turn an unverifiable memory into a held one.
        candidates.push({ ...candidate, unwritable: `its ${problem}; fix it first` })
      } else if (reason.startsWith('invalid frontmatter: ') || reason.startsWith('unsupported frontmatter language'))
        add('invalid-yaml', file, lineOf(reason), reason)
      else if (reason !== 'no counterpart (judgement)') add('invalid-verify', file, memory.verifyLine ?? 1, reason)
    } else if (memory.verify.kind === 'block') {
      const problems = await verifyProblems(memory.verify.block, registry)
      for (const problem of problems) add('invalid-verify', file, memory.verifyLine ?? 1, problem)
      if (problems.length === 0 && onlyJudgements(memory.verify.block)) candidates.push({ ...candidate, judged: true })
      else checked.push(candidate)
    }
  }

  for (const [name, same] of names) {
    if (same.length < 2) continue
    for (const file of same.filter(looked))
      add(
        'duplicate-name',
        file,
        null,
        `name '${name}' is also the name of ${same
          .filter((other) => other !== file)
          .map(shown)
          .join(', ')}`,
      )
  }

  const fossils: Fossil[] = []
  if (isInside(root, memoryDir)) {
    // A repository of memory only: nothing to hold its claims to, and nothing to find missing.
    const detail = 'the root is the memory dir: no project files to check claims against (use --root)'
    findings.push({ code: 'no-project', severity: LINT_SEVERITY['no-project'], file: '.', line: null, detail })
  } else if (candidates.length > 0 || checked.length > 0) {
    const tree = walkProject(root, memoryDir)
    const rotIn = (target: RotTarget, missing: readonly MissingPath[]) => {
      for (const { path, line, moved, under } of missing) {
        rotted.push({ file: target.memory.file, path, line, ...(moved ? { moved } : {}) })
        // The line stays short: the memory file's path, the path named and where its name is now share one budget.
        const budget = MAX_SAID - Math.max(0, relative(root, target.memory.file).length - 40)
        const hint = moved && moved.length <= 80 ? elsewhereHint(moved, path, under) : ''
        const elsewhere = budget - hint.length >= 40 ? hint : ''
        const room = budget - elsewhere.length
        const tail = withGoneFolder('', under)
        const pathRoom = Math.max(20, room - tail.length)
        const named = `${path.length > pathRoom ? `${path.slice(0, pathRoom - 1)}…` : path}${tail}`
        add(
          'fossil-missing',
          target.memory.file,
          fileLine(target.text, target.offset, line),
          `names ${named}, which does not exist under the root${elsewhere}: the claim may have rotted already`,
        )
      }
    }
    const manifests = readManifests(root, tree)
    const libraries = declaredLibraries(manifests)
    const checkedMissing = checked.map((target) => {
      const read = claimsIn(target.memory.body, target.memory.description, target.memory.name)
      const outside = aboutAnotherCheckout(read, basename(root), tree)
      return { target, claims: read.claims, missing: missingPaths(read.claims, tree, outside, libraries) }
    })
    const claimed = candidates.map((candidate) => ({
      candidate,
      claims: claimsIn(candidate.memory.body, candidate.memory.description, candidate.memory.name),
    }))
    const hits = searchNames(
      [...new Set(claimed.flatMap(({ claims }) => namesToSearch(claims.claims)))],
      root,
      tree,
      MAX_NAME_FILES + 1,
      (done, total) => progress('searched', done, total, 'project files'),
    )
    const project = {
      root,
      tree,
      hits,
      manifests,
      http: registry.get(PROPOSED_KINDS.url) !== undefined,
    }
    const weighedAll = claimed.map(({ candidate, claims }) => ({
      candidate,
      claims,
      ...weigh(claims, candidate.memory.type, project),
    }))
    // A path this repository never held is not a fact about it: no rot (SPEC §6.4).
    const inHistory = await onceHeld(
      root,
      [...checkedMissing, ...weighedAll].flatMap(({ missing }) => unfolded(missing)),
      { memoryDir },
    )
    // Written now, a missing path is false today whatever history says, unless git's index holds it while
    // the work tree leaves it out (a sparse checkout): it is the project's, only not here. A source file in
    // a language the project has no file of (a Python module named by a TypeScript app's memory of its
    // backend) needs history's word, as a path under a folder the project never had does.
    const held = options.writtenNow
      ? (missing: { path: string; ifHistory?: boolean }) => {
          const ifHistory = missing.ifHistory === true || foreignLanguage(tree, missing.path)
          return (!ifHistory && !inHistory.leftOut(missing.path)) || inHistory({ ...missing, ifHistory })
        }
      : inHistory
    // A memory naming four or more paths this repository never held and at most a third as many that it
    // has is another project's (a folder copied in whole): what it names says nothing false here, even today.
    const anotherProjects = (claims: Claim[], missing: MissingPath[]) => {
      const never = new Set(missing.filter((path) => !inHistory(path)).map(({ path }) => path))
      const here = new Set(
        claims.flatMap(({ shape, aside }) => {
          if (shape.kind !== 'path' || aside) return []
          const where = findInTree(tree, shape.path)
          return where && 'found' in where ? [shape.path] : []
        }),
      )
      return never.size >= 4 && here.size * 3 <= never.size
    }
    // A gone folder's finding counts only the paths of it that are findings themselves.
    const heldIn = (claims: Claim[], missing: MissingPath[]) =>
      onePerGoneFolder(
        unfolded(missing).filter(options.writtenNow && anotherProjects(claims, missing) ? inHistory : held),
        (folder) => findInTree(tree, folder) !== undefined,
      )
    for (const { target, missing, claims } of checkedMissing) rotIn(target, heldIn(claims, missing))
    const weighed = weighedAll.map(({ candidate, claims, candidates: found, missing: all }) => {
      rotIn(candidate, heldIn(claims.claims, all))
      // A memory naming a path the tree lacks gets no block, reported or not: one would make `check` call it fresh.
      // So does one placing a name in a file that no longer holds it.
      if (
        all.some((missing) => !missing.ifHistory || held(missing)) ||
        placesNameAway(claims.claims, candidate.memory.type, tree, root)
      )
        return { candidate, chosen: [], rotted: true, named: true }
      // A path that leads into the memory dir (a symlink to one of its folders) is memory, never a target.
      const outside = found.filter(
        ({ check }) => !('target' in check) || !leadsIntoMemory(root, check.target, memoryDir),
      )
      return { candidate, chosen: strongest(outside, candidate.memory.type), rotted: false, named: namesCode(claims) }
    })
    const holding = await holdingToday(
      weighed.map(({ candidate, chosen }) => ({ file: candidate.memory.file, chosen })),
      root,
      memoryDir,
      registry,
      options.timeoutSeconds,
      (done, total) => progress('ran', done, total, 'proposed checks'),
    )
    for (const { candidate, rotted, named } of weighed) {
      const { memory, text, offset, judged, unwritable } = candidate
      const chosen = holding.get(memory.file) ?? []
      if (rotted) continue
      if (chosen.length === 0) {
        const type = memory.type
        // `kind: none` is for a judgement that names nothing checkable: one naming code is left as it is.
        // A memory that says nothing (no description, an empty body) states no judgement either.
        const says = `${memory.description ?? ''}${memory.body}`.trim() !== ''
        if (!judged && !unwritable && !named && says && (type === 'feedback' || type === 'user'))
          fossils.push({
            file: memory.file,
            name: memory.name,
            checks: [{ kind: 'none' }],
            judgement: true,
            found: `a ${type} memory: a judgement`,
            line: 1,
            replaces: false,
          })
        continue
      }
      const checks = chosen.map((c) => c.check)
      const line = fileLine(text, offset, Math.min(...chosen.map((c) => c.line)))
      const kind = judged ? 'kind: none' : 'no verify block'
      // `suggest` writes nothing into frontmatter that is not valid YAML: the hint says what comes first.
      const next = unwritable ? 'fix its frontmatter, then give it a check' : 'give it a check'
      const tail = `, and has ${kind}: ${next} (claimcheck suggest)`
      // The finding's whole line (`[fossil] path:line: …`) stays within 300 characters, however long
      // the file's path and whatever the hint after what it names.
      const path = relative(root, memory.file)
      const room = Math.min(
        MAX_SAID - Math.max(0, path.length - 40),
        MAX_LINE - `[fossil] ${path}:${line}: `.length - tail.length,
      )
      const found = foundLine(chosen, room)
      add('fossil', memory.file, line, `${found}${tail}`, blockText(checks))
      fossils.push({
        file: memory.file,
        name: memory.name,
        checks,
        judgement: false,
        found,
        line,
        replaces: judged,
        ...(unwritable ? { unwritable } : {}),
      })
    }
  }
  if (options.requireChecks) {
    // A gate on new memories: a claim with nothing to check still needs its block (`kind: none`).
    const proposed = new Map(fossils.map((fossil) => [fossil.file, fossil]))
    for (const { memory, judged, unwritable } of candidates) {
      const fossil = proposed.get(memory.file)
      if (judged || unwritable || (fossil && !fossil.judgement)) continue
      const detail =
        'no verify block, and a new memory needs one: add its check, or `kind: none` when the claim is a judgement'
      add('unchecked', memory.file, 1, detail, fossil ? blockText(fossil.checks) : undefined)
    }
  }
  findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)))
  return { findings, fossils, rotted }
}

/** What a YAML scalar may not hold raw: controls, line breaks and the marks that reorder text. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/

/**
 * A YAML scalar: plain when it can be, else single-quoted; double-quoted with escapes when it holds
 * a control character or `##[` (a file name from the repository), so the block shown, in a
 * terminal, a CI log or the agent's context, holds nothing a terminal or a runner would obey.
 */
export function yamlScalar(text: string): string {
  if (/^[\w./@-]+$/.test(text) && !/^[-@]|^\.(inf|nan)$/i.test(text)) return text
  if (!UNPRINTABLE.test(text) && !text.includes('##[')) return `'${text.replace(/'/g, "''")}'`
  return JSON.stringify(text)
    .replace(new RegExp(UNPRINTABLE, 'g'), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('##[', '#\\x23[')
}

function checkLines(check: ProposedCheck): string[] {
  const lines = [`kind: ${check.kind}`]
  if ('target' in check) lines.push(`target: ${yamlScalar(check.target)}`)
  if (check.kind === PROPOSED_KINDS.text) {
    lines.push(`pattern: ${yamlScalar(check.pattern)}`)
    if (check.fixed) lines.push('fixed: true')
    if (check.flags) lines.push(`flags: ${check.flags}`)
  }
  return lines
}

/** The verify block for some checks: a mapping for one, a list for several. */
export function blockLines(checks: readonly ProposedCheck[]): string[] {
  if (checks.length === 1) return ['verify:', ...checkLines(checks[0] as ProposedCheck).map((line) => `  ${line}`)]
  return [
    'verify:',
    ...checks.flatMap((check) => checkLines(check).map((line, i) => `${i === 0 ? '  - ' : '    '}${line}`)),
  ]
}

export const blockText = (checks: readonly ProposedCheck[]) => blockLines(checks).join('\n')

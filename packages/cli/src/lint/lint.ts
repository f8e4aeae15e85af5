// `claimcheck lint`: what a memory dir's files say about themselves, found without running a check
// (SPEC §6.4): fossils (claims that name something checkable and carry no check), paths already
// gone, duplicate names, frontmatter that cannot be read, verify blocks that could not run.
import { existsSync, lstatSync, readFileSync } from 'node:fs'
import { basename, relative, resolve } from 'node:path'
import { isInside, onlyJudgements, readMemory, verifyProblems, type Memory, type Registry } from '@claimcheck/core'
import { claimsIn, type NamedThing } from './claims.js'
import { findIdentifiers } from './code-search.js'
import type { Proposal } from './insert-verify.js'
import { verifyLine } from '../reporters/verify-lines.js'

export type LintCode =
  'fossil' | 'fossil-missing' | 'duplicate-name' | 'no-frontmatter' | 'invalid-yaml' | 'invalid-verify' | 'unreadable'

export type LintSeverity = 'error' | 'warning' | 'info'

export const LINT_SEVERITY: Record<LintCode, LintSeverity> = {
  fossil: 'warning',
  'fossil-missing': 'warning',
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
}

/** A fossil's proposed check, and where the file stands for `suggest --write`. */
export interface Fossil {
  /** Absolute path of the memory file. */
  file: string
  name: string
  proposal: Proposal
  /** Why: the thing the body names. */
  because: NamedThing
}

export interface LintResult {
  findings: LintFinding[]
  fossils: Fossil[]
}

/** The line a memory's frontmatter starts its body after: body lines are counted from there. */
function bodyStart(text: string): number {
  const lines = text.split('\n')
  if (!/^(\ufeff)?---[ \t]*\r?$/.test(lines[0] ?? '')) return 0
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line))
  return close === -1 ? 0 : close + 1
}

/** `(line N)` of a reason, when it has one. */
const lineOf = (reason: string) => {
  const match = /\(line (\d+)\)\)?$/.exec(reason)
  return match ? Number(match[1]) : null
}

const HELD = /^(memory file too large|not a regular file|unreadable|memory file outside memory dir)/

export async function lintMemories(
  files: readonly string[],
  memoryDir: string,
  root: string,
  registry: Registry,
): Promise<LintResult> {
  const findings: LintFinding[] = []
  const candidates: Array<{ memory: Memory; text: string; claims: ReturnType<typeof claimsIn>; offset: number }> = []
  const names = new Map<string, string[]>()
  const shown = (file: string) => relative(memoryDir, file) || basename(file)
  const add = (code: LintCode, file: string, line: number | null, detail: string) =>
    findings.push({ code, severity: LINT_SEVERITY[code], file: shown(file), line, detail })

  for (const file of files) {
    const memory = readMemory(file, true, {
      allows: (path) => isInside(path, memoryDir) || isInside(path, root),
      shown: (path) => relative(root, path),
    })
    const verdict = memory.verify.kind === 'verdict' ? memory.verify.result : undefined
    if (verdict && HELD.test(verdict.reason)) {
      add('unreadable', file, null, verdict.reason)
      continue
    }
    names.set(memory.name, [...(names.get(memory.name) ?? []), file])
    // A symlinked memory file is read through readMemory only: its text is not read again here.
    const text = lstatSync(file).isSymbolicLink() ? '' : readFileSync(file, 'utf8')
    let checkable = false
    if (verdict) {
      const { reason } = verdict
      if (reason === 'no frontmatter') {
        add('no-frontmatter', file, 1, 'no frontmatter: the memory has no name, description or verify block')
        checkable = true
      } else if (reason === 'no verify block') checkable = true
      else if (reason.startsWith('no verify block (frontmatter is not valid YAML: ')) {
        add('invalid-yaml', file, lineOf(reason), reason.slice('no verify block ('.length, -1))
        checkable = true
      } else if (reason.startsWith('invalid frontmatter: ') || reason.startsWith('unsupported frontmatter language'))
        add('invalid-yaml', file, lineOf(reason), reason)
      else if (reason !== 'no counterpart (judgement)') add('invalid-verify', file, verifyLine(text), reason)
    } else if (memory.verify.kind === 'block') {
      const problems = await verifyProblems(memory.verify.block, registry)
      for (const problem of problems) add('invalid-verify', file, verifyLine(text), problem)
      checkable = problems.length === 0 && onlyJudgements(memory.verify.block)
    }
    if (checkable) candidates.push({ memory, text, claims: claimsIn(memory.body), offset: bodyStart(text) })
  }

  for (const [name, same] of names) {
    if (same.length < 2) continue
    for (const file of same)
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

  // Identifiers are looked for in the code once, for every memory together.
  const identifiers = [...new Set(candidates.flatMap(({ claims }) => claims.identifiers.map((id) => id.text)))]
  const where = findIdentifiers(identifiers, root, memoryDir)
  const fossils: Fossil[] = []
  for (const { memory, claims, offset } of candidates) {
    const line = (thing: NamedThing) => offset + thing.line
    const existing = claims.paths.filter(
      (path) => existsSync(resolve(root, path.text)) && isInside(resolve(root, path.text), root),
    )
    for (const path of claims.paths.filter(
      (p) => !existing.includes(p) && (p.backticked || /\.[A-Za-z0-9]{1,8}$/.test(p.text)),
    )) {
      add(
        'fossil-missing',
        memory.file,
        line(path),
        `names ${path.text}, which does not exist under the root: the claim may have rotted already`,
      )
    }
    const found = claims.identifiers.filter((id) => (where.get(id.text)?.length ?? 0) > 0)
    // An identifier in exactly one file can be given a grep of that file; one in many, only named.
    const single = found.find((id) => where.get(id.text)?.length === 1)
    const path = existing[0]
    const named = path ?? single ?? found[0]
    if (!named) continue
    const kind = memory.verify.kind === 'block' ? 'kind: none' : 'no verify block'
    const said = path
      ? `names ${path.text}, which exists`
      : `names \`${named.text}\`, found in ${where.get(named.text)!.join(', ')}`
    add('fossil', memory.file, line(named), `${said}, and has ${kind}: give it a check (claimcheck suggest)`)
    const proposal: Proposal | undefined = path
      ? { kind: 'readable', target: path.text }
      : single
        ? { kind: 'grep', target: where.get(single.text)![0] as string, pattern: single.text }
        : undefined
    if (proposal) fossils.push({ file: memory.file, name: memory.name, proposal, because: named })
  }
  findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)))
  return { findings, fossils }
}

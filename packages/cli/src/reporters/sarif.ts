// `--format sarif`: SARIF 2.1.0, as GitHub code scanning and other viewers load it. A rule a
// check kind (or an index finding code); a result a stale memory (or a finding), located at the
// memory file's verify block (or the index line), with a fingerprint that stays while the memory
// does, so an alert follows a memory across edits above it.
import { pathToFileURL } from 'node:url'
import { isAbsolute } from 'node:path'
import type { Severity } from '../index-health/index-report.js'
import type { IndexReporter } from './index-run.js'
import { fileOfDir } from './index-run.js'
import { jsonForLogs, visible } from '../visible-text.js'
import { reportPath, type Reporter } from './report.js'
import { sha256Hex } from '../sha256.js'

const SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'

/** What memory-level problems (no check ran: the frontmatter could not be read) are filed under. */
const MEMORY_RULE = 'memory'

/** The rule of a memory-level problem; a check's rule is its kind, described by its checker (`meta.docs`). */
const MEMORY_RULE_TEXT = 'A memory whose verify block cannot be read or run is held back as stale.'

const FINDING_TEXT: Record<string, string> = {
  fossil: 'A memory whose body names something checkable, with no check: it can rot unnoticed.',
  'fossil-missing': 'A memory whose body names a path that no longer exists.',
  unchecked: 'A memory added with no verify block (lint --since).',
  'duplicate-name': 'Two memory files with one name.',
  'no-frontmatter': 'A memory file without frontmatter.',
  'invalid-yaml': 'A memory whose frontmatter is not valid YAML.',
  'invalid-verify': 'A verify block that could not run.',
  unreadable: 'A memory file that cannot be read.',
  OVER: 'MEMORY.md is over the lines or characters Claude Code loads.',
  WARN: 'MEMORY.md is near a limit of what Claude Code loads.',
  DROPPED: 'An index entry past the cut: the agent never sees it.',
  MISSING: 'An index link to a file that does not exist.',
  WIKI_UNRESOLVED: 'A wiki link that names no topic file yet: something worth writing later.',
  ORPHAN: 'A topic file the index never links.',
  STALE: 'A linked topic not modified for longer than staleDays.',
  NO_TS: 'A linked topic with no modified time.',
  BAD_TS: 'A modified time that does not parse.',
  FUTURE_TS: 'A modified time in the future.',
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' }

const fingerprint = (...parts: string[]) => sha256Hex(parts.join('\0'))

/** A relative path as a URI reference: each segment percent-encoded (`#`, `?`, `%`, spaces, line breaks). */
const relativeUri = (file: string) => file.split(/[\\/]/).map(encodeURIComponent).join('/')

function location(file: string, line: number | undefined) {
  const uri = isAbsolute(file) ? pathToFileURL(file).href : relativeUri(file)
  return {
    physicalLocation: {
      artifactLocation: isAbsolute(file) ? { uri } : { uri, uriBaseId: 'ROOT' },
      region: { startLine: line ?? 1 },
    },
  }
}

function sarif(tool: { name: string; version: string }, root: string, rules: object[], results: object[]): string {
  const log = {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: tool.name, version: tool.version, rules } },
        originalUriBaseIds: { ROOT: { uri: pathToFileURL(`${root}/`).href } },
        results,
      },
    ],
  }
  return `${jsonForLogs(JSON.stringify(log, null, 2))}\n`
}

const rule = (id: string, text: string, level: string, helpUri?: string) => ({
  id,
  name: id,
  shortDescription: { text },
  ...(helpUri === undefined ? {} : { helpUri }),
  defaultConfiguration: { level },
})

/** Stale memories only: a fresh one needs no alert, and an unverifiable one is a judgement, not a fault. */
export const sarifReporter: Reporter = (runs, options) => {
  const used = new Set<string>()
  const results = runs.flatMap((run) =>
    run.memories
      .filter((memory) => memory.status === 'stale')
      .map((memory) => {
        const ruleId = memory.checks.find((check) => check.status === 'stale')?.kind ?? MEMORY_RULE
        used.add(ruleId)
        const file = reportPath(memory.file, run.root)
        return {
          ruleId,
          level: 'error',
          message: { text: `Memory '${visible(memory.name)}' failed verification: ${visible(memory.reason)}` },
          locations: [location(file, memory.verifyLine)],
          partialFingerprints: { 'claimcheckMemory/v1': fingerprint(ruleId, file, memory.name) },
        }
      }),
  )
  const rules = [...used].sort().map((id) => {
    if (id === MEMORY_RULE) return rule(id, MEMORY_RULE_TEXT, 'error')
    const docs = options.docs?.get(id)
    // A checker's own url is a link only when it is one.
    const url = docs?.url !== undefined && /^https?:\/\//.test(docs.url) && URL.canParse(docs.url) ? docs.url : undefined
    return rule(id, visible(docs?.description ?? `A claim checked by the ${id} checker still holds.`), 'error', url)
  })
  return sarif(runs[0]?.tool ?? { name: 'claimcheck', version: '0.0.0' }, runs[0]?.root ?? '/', rules, results)
}

export const sarifIndexReporter: IndexReporter = (runs) => {
  const used = new Map<string, Severity>()
  const results = runs.flatMap((run) =>
    run.report.findings.map((finding) => {
      used.set(finding.code, finding.severity)
      const file = fileOfDir(run, finding.file)
      return {
        ruleId: finding.code,
        level: LEVEL[finding.severity],
        message: { text: visible(finding.detail) },
        locations: [location(file, finding.line ?? undefined)],
        partialFingerprints: { 'claimcheckIndex/v1': fingerprint(finding.code, file, finding.detail) },
      }
    }),
  )
  const rules = [...used.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, severity]) =>
      rule(code, (Object.hasOwn(FINDING_TEXT, code) ? FINDING_TEXT[code] : undefined) ?? code, LEVEL[severity]),
    )
  return sarif(runs[0]?.tool ?? { name: 'claimcheck', version: '0.0.0' }, runs[0]?.root ?? '/', rules, results)
}

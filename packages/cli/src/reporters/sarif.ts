// `--format sarif`: SARIF 2.1.0, as GitHub code scanning and other viewers load it. A result a
// problem (a stale memory, an index or lint finding), filed under its rule (a check kind, a
// code), located at the memory's verify block or the finding's line, with a fingerprint that
// stays while the finding does, so an alert follows it across edits above it.
import { pathToFileURL } from 'node:url'
import { isAbsolute } from 'node:path'
import { jsonForLogs, visible } from '../visible-text.js'
import { sha256Hex } from '../sha256.js'
import { allFindings, type Finding, type FindingsReport } from './findings.js'

const SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'

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

function result(finding: Finding) {
  return {
    ruleId: finding.rule.id,
    level: finding.level,
    message: { text: visible(finding.message) },
    locations: [location(finding.file, finding.line)],
    partialFingerprints: { [finding.fingerprint.key]: sha256Hex(finding.fingerprint.parts.join('\0')) },
  }
}

/** Problems only: what holds needs no alert, and what was not checked is a judgement, not a fault. */
export function sarif(report: FindingsReport): string {
  const problems = allFindings(report).filter((finding) => finding.kind === 'fail')
  const rules = new Map(problems.map((finding) => [finding.rule.id, finding]))
  const log = {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: report.tool.name,
            version: report.tool.version,
            rules: [...rules.keys()].sort().map((id) => {
              const { rule, level } = rules.get(id) as Finding
              return {
                id,
                name: id,
                shortDescription: { text: visible(rule.description) },
                ...(rule.helpUri === undefined ? {} : { helpUri: rule.helpUri }),
                defaultConfiguration: { level },
              }
            }),
          },
        },
        originalUriBaseIds: { ROOT: { uri: pathToFileURL(`${report.root}/`).href } },
        results: problems.map(result),
      },
    ],
  }
  return `${jsonForLogs(JSON.stringify(log, null, 2))}\n`
}

// `--format json`: schemaVersion 1, described by schema/report.schema.json (SPEC §6.1).
import { jsonForLogs } from '../visible-text.js'
import { reportPath, summarize, type CheckRun, type Reporter } from './report.js'

export const REPORT_SCHEMA_VERSION = 1

/** One memory dir's report; with `sections` (`--all`), each dir's under `sections`, with the total summary. */
export const jsonReporter: Reporter = (runs, options): string => {
  if (!options.sections) return `${jsonForLogs(JSON.stringify(runReport(runs[0] as CheckRun), null, 2))}\n`
  const parts = runs.map((run) => {
    const { schemaVersion: _version, tool: _tool, root: _root, ...section } = runReport(run)
    return { from: options.from?.get(run.memoryDir), ...section }
  })
  const report = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: runs[0]?.tool,
    root: runs[0]?.root,
    summary: summarize(runs.flatMap((run) => run.memories)),
    sections: parts,
  }
  return `${jsonForLogs(JSON.stringify(report, null, 2))}\n`
}

function runReport(run: CheckRun) {
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: run.tool,
    root: run.root,
    memoryDir: run.memoryDir,
    ...(run.memoryDirFrom === undefined ? {} : { memoryDirFrom: run.memoryDirFrom }),
    summary: summarize(run.memories),
    memories: run.memories.map((memory) => ({
      name: memory.name,
      file: reportPath(memory.file, run.root),
      ...(memory.description === undefined ? {} : { description: memory.description }),
      ...(memory.type === undefined ? {} : { type: memory.type }),
      status: memory.status,
      reason: memory.reason,
      checks: memory.checks,
    })),
  }
}

// `--format json`: schemaVersion 1, described by schema/report.schema.json (SPEC §6.1).
import { reportPath, summarize, type CheckRun, type Reporter } from './report.js'

export const REPORT_SCHEMA_VERSION = 1

export const jsonReporter: Reporter = (run: CheckRun): string => {
  const report = {
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
  return `${JSON.stringify(report, null, 2)}\n`
}

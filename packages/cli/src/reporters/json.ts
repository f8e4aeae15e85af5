// `--format json`: schemaVersion 1, described by schema/report.schema.json (SPEC §6.1).
import { reportPath, summarize, type CheckRun, type Reporter } from './report.js'
import { jsonDocument, jsonSections } from './sections.js'

/** One memory dir's report; with `sections` (`--all`), each dir's under `sections`, with the total summary. */
export const jsonReporter: Reporter = (runs, options): string => {
  const first = runs[0]
  if (!options.sections) return jsonDocument({ tool: first?.tool, root: first?.root }, runBody(first as CheckRun))
  return jsonSections(
    { tool: first?.tool, root: first?.root, summary: summarize(runs.flatMap((run) => run.memories)) },
    runs.map((run) => ({ from: options.from?.get(run.memoryDir), body: runBody(run) })),
  )
}

function runBody(run: CheckRun) {
  return {
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
      // Every inferred check, passing ones too, each as SPEC §6.4.1 names its fields.
      ...(memory.inferred === undefined
        ? {}
        : {
            inferred: memory.inferred.map(({ claim, status, reason, changes, paths }) => ({
              claim,
              status,
              reason,
              ...(paths === undefined ? {} : { paths }),
              ...(changes === undefined ? {} : { changes }),
            })),
          }),
      ...(memory.age === undefined ? {} : { age: memory.age }),
    })),
  }
}

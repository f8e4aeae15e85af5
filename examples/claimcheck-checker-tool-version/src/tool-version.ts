// `tool-version`: a program a memory names is still installed, and says the version the memory
// says ("the project builds with pnpm 9"). Built on @claimcheck/contract alone: it describes the
// one program a check runs (`program()`), and the host runs exactly that (`ctx.run()`), so what
// a project allowed or a person approved is what runs.
import * as v from 'valibot'
import { CHECKER_API_VERSION, strictOptions, type Checker, type Program } from '@claimcheck/contract'

const options = strictOptions({
  /** The program, as a shell would find it on PATH (`pnpm`), or a path from the root (`./bin/tool`). */
  tool: v.pipe(v.string('must be a string'), v.regex(/^[^\s]+$/, 'must be one program name, without spaces')),
  /** A pattern (RE2) the first line it prints must match; any version when absent. */
  version: v.optional(v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'))),
})

export type ToolVersionOptions = v.InferOutput<typeof options>

/** The one program a check runs: the tool, asked for its version, with no shell. */
const program = ({ tool }: ToolVersionOptions): Program => ({ command: [tool, '--version'] })

/** The first line with something in it. */
const firstLine = (text: string) =>
  text
    .split(/\r?\n/)
    .find((line) => line.trim() !== '')
    ?.trim() ?? ''

export function toolVersion(): Checker<ToolVersionOptions> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'tool-version',
    meta: {
      name: 'claimcheck-checker-tool-version',
      version: '1.0.0',
      docs: {
        description: 'A program a memory names is still installed, at the version the memory says.',
        url: 'https://github.com/claimcheck/claimcheck/tree/main/examples/claimcheck-checker-tool-version#readme',
      },
    },
    options,
    resource: 'process',
    program,
    key: ({ tool, version }) => `${tool}\n${version ?? ''}`,
    async check({ tool, version }, ctx) {
      const ran = await ctx.run({ maxOutputBytes: 4096 })
      if (ran.notStarted === 'ENOENT') return { status: 'stale', reason: `not installed: ${tool}` }
      if (ran.notStarted !== undefined) return { status: 'stale', reason: `cannot run ${tool}: ${ran.notStarted}` }
      if (ran.exitCode !== 0) {
        const said = firstLine(ran.stderr)
        return {
          status: 'stale',
          reason: `${tool} --version: exit ${ran.exitCode ?? ran.signal}${said ? `: ${said}` : ''}`,
        }
      }
      const line = firstLine(ran.stdout)
      if (version !== undefined && !(await ctx.pattern(version).test(line))) {
        return { status: 'stale', reason: `${tool} says ${line}, not /${version}/` }
      }
      return { status: 'fresh', reason: `${tool} ${line}` }
    },
  }
}

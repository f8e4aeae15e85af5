// `--sarif-output FILE`, `--json-output FILE`, …: the same run written in more formats, as Semgrep
// does, so CI gets annotations, a SARIF file and counts from one run rather than one run each.
import { resolve } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import { writeFileSafely } from './files.js'

type Options = NonNullable<ParseArgsConfig['options']>

/** One `--<format>-output FILE` option a format. */
export function extraOutputOptions(formats: readonly string[]): Options {
  return Object.fromEntries(formats.map((format) => [`${format}-output`, { type: 'string' }]))
}

/** The formats asked for with `--<format>-output`, and where each goes. */
export function extraOutputs(values: object, formats: readonly string[], cwd: string): Array<[string, string]> {
  const given = values as Record<string, unknown>
  return formats.flatMap((format) => {
    const file = given[`${format}-output`]
    return typeof file === 'string' ? [[format, resolve(cwd, file)] as [string, string]] : []
  })
}

/** Writes each extra output, as `--output` writes the main one. */
export async function writeExtraOutputs(
  outputs: ReadonlyArray<[string, string]>,
  render: (format: string) => string | Promise<string>,
): Promise<void> {
  for (const [format, file] of outputs) await writeFileSafely(file, await render(format), { special: 'write-into' })
}

/** The help line for them. */
export const EXTRA_OUTPUT_HELP = `  --<format>-output FILE also write the same run in that format to FILE (--sarif-output,
                         --json-output, …): one run for annotations, a SARIF file and counts`

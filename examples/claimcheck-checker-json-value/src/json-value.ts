// The `json-value` check: the value at a path of a JSON or YAML file is still what the claim says.
import { createRequire } from 'node:module'
import { CORE_SCHEMA, load } from 'js-yaml'
import * as v from 'valibot'
import { CHECKER_API_VERSION, strictOptions, targetString, type Checker } from '@claimcheck/contract'
import { parsePath, sameValue, valueAt } from './value-path.js'

const pkg = createRequire(import.meta.url)('../package.json') as { name: string; version: string }

/** Files larger than this are not parsed. */
const MAX_BYTES = 4 * 1024 * 1024

const options = strictOptions({
  target: targetString,
  path: v.pipe(
    v.string('must be a string'),
    v.check((path) => {
      try {
        parsePath(path)
        return true
      } catch {
        return false
      }
    }, 'must be keys joined by dots, with [0] for list items'),
  ),
  equals: v.optional(v.unknown()),
})

export type JsonValueOptions = v.InferOutput<typeof options>

const show = (value: unknown) => JSON.stringify(value) ?? String(value)

function parse(text: string, target: string): { data: unknown } | { problem: string } {
  const yaml = /\.ya?ml$/i.test(target)
  try {
    return { data: yaml ? load(text, { schema: CORE_SCHEMA }) : JSON.parse(text) }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { problem: `not valid ${yaml ? 'YAML' : 'JSON'}: ${message}` }
  }
}

export function jsonValue(): Checker<JsonValueOptions> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'json-value',
    meta: {
      name: pkg.name,
      version: pkg.version,
      docs: {
        description: 'The value at a path of a JSON or YAML file is still what the claim says.',
        url: 'https://www.npmjs.com/package/claimcheck-checker-json-value',
      },
    },
    options,
    resource: 'fs',
    async check({ target, path, equals }, ctx) {
      const file = await ctx.resolveTarget(target)
      let text: string
      try {
        // The host's read: shared with every other check of the run that reads this file.
        const read = await ctx.files.read(file, MAX_BYTES)
        if (read.truncated) return { status: 'stale', reason: `too large to read: ${target}` }
        text = read.text
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error'
        return { status: 'stale', reason: code === 'ENOENT' ? `missing: ${target}` : `unreadable: ${code}` }
      }
      const parsed = parse(text, target)
      if ('problem' in parsed) return { status: 'stale', reason: parsed.problem }
      const actual = valueAt(parsed.data, parsePath(path))
      if (actual === undefined) return { status: 'stale', reason: `no value at ${path}` }
      if (equals === undefined) return { status: 'fresh', reason: `${path} is set` }
      return sameValue(actual, equals)
        ? { status: 'fresh', reason: `${path} is ${show(actual)}` }
        : { status: 'stale', reason: `${path} is ${show(actual)}, expected ${show(equals)}` }
    },
  }
}

// The YAML engine behind frontmatter: YAML 1.2 core schema, no code, no custom tags,
// and a bounded walk over the parsed document before anything else touches it.
import { createRequire } from 'node:module'
import type * as JsYaml from 'js-yaml'

let engine: typeof JsYaml | undefined
/** js-yaml, loaded when YAML is first parsed here: plain-yaml.ts reads nearly every memory's frontmatter without it. */
const jsYaml = () => (engine ??= createRequire(import.meta.url)('js-yaml') as typeof JsYaml)

/** Alias bombs ("billion laughs") stay small in js-yaml (aliases are shared), but not when walked. */
export const MAX_YAML_NODES = 100_000

export class YamlProblem extends Error {
  /** 1-based line within the parsed text, when the parser knows it. */
  readonly line: number | undefined

  constructor(message: string, line?: number) {
    super(message)
    this.line = line
  }
}

/**
 * Walks parsed YAML before anything else touches it, counting nodes as aliases expand them. js-yaml
 * 4 stores every key, `__proto__` included, as an own data property of a plain object; an object
 * of any other kind would mean that no longer holds, and is refused.
 */
function checkInertData(value: unknown, budget: { left: number }): void {
  if (--budget.left < 0) {
    throw new YamlProblem(`aliases expand to more than ${MAX_YAML_NODES} nodes`)
  }
  if (value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) checkInertData(item, budget)
    return
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) throw new YamlProblem('unexpected object in YAML data')
  for (const key of Object.keys(value)) checkInertData((value as Record<string, unknown>)[key], budget)
}

/** Parses YAML text; throws YamlProblem with the parser's reason and line. */
export function parseYamlData(text: string): unknown {
  const { CORE_SCHEMA, load, YAMLException } = jsYaml()
  let parsed: unknown
  try {
    parsed = load(text, { schema: CORE_SCHEMA })
  } catch (error) {
    if (error instanceof YAMLException) {
      // js-yaml refuses a NUL before it reads anything, so its mark is the start: the line is the NUL's.
      const nul = error.reason === 'null byte is not allowed in input' ? text.indexOf('\0') : -1
      const line = nul !== -1 ? text.slice(0, nul).split('\n').length : error.mark ? error.mark.line + 1 : undefined
      throw new YamlProblem(error.reason || error.message, line)
    }
    throw error
  }
  checkInertData(parsed, { left: MAX_YAML_NODES })
  return parsed
}

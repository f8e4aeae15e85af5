// The YAML engine behind frontmatter: YAML 1.2 core schema, no code, no custom tags,
// and a bounded walk that turns the parsed document into inert plain data.
import { load, CORE_SCHEMA, YAMLException } from 'js-yaml'

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

/** Copies parsed YAML into plain objects whose keys (even `__proto__`) are ordinary own properties. */
function toInertData(value: unknown, budget: { left: number }): unknown {
  if (--budget.left < 0) {
    throw new YamlProblem(`aliases expand to more than ${MAX_YAML_NODES} nodes`)
  }
  if (Array.isArray(value)) return value.map((item) => toInertData(item, budget))
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, {
      value: toInertData((value as Record<string, unknown>)[key], budget),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return copy
}

/** Parses YAML text; throws YamlProblem with the parser's reason and line. */
export function parseYamlData(text: string): unknown {
  let parsed: unknown
  try {
    parsed = load(text, { schema: CORE_SCHEMA })
  } catch (error) {
    if (error instanceof YAMLException) {
      const line = error.mark ? error.mark.line + 1 : undefined
      throw new YamlProblem(error.reason || error.message, line)
    }
    throw error
  }
  return toInertData(parsed, { left: MAX_YAML_NODES })
}

// Paths into parsed data: `compilerOptions.strict`, `jobs.test.steps[0].uses`, `["key.with.dots"]`.

export type Segment = string | number

/** Splits a path into keys and list indexes; throws on a path it cannot read. */
export function parsePath(path: string): Segment[] {
  const segments: Segment[] = []
  const pattern = /\.?([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/gy
  let match: RegExpExecArray | null
  while (pattern.lastIndex < path.length && (match = pattern.exec(path))) {
    if (match[1] !== undefined) segments.push(match[1])
    else if (match[2] !== undefined) segments.push(Number(match[2]))
    else segments.push(JSON.parse(`"${match[3]}"`) as string)
  }
  if (pattern.lastIndex !== path.length || segments.length === 0) {
    throw new Error(
      `cannot read path '${path}' (use keys joined by dots, [0] for list items, ["a.b"] for keys with dots)`,
    )
  }
  return segments
}

/** The value at a path, or `undefined` when something along it is missing. */
export function valueAt(data: unknown, segments: readonly Segment[]): unknown {
  let current = data
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined
    current = (current as Record<string | number, unknown>)[segment]
  }
  return current
}

/** Deep equality of JSON-like values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]))
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as never)[key], (b as never)[key]))
}

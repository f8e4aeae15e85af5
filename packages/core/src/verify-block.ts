// The `verify:` block of a memory: one check or a list of checks (SPEC §4).
import * as v from 'valibot'

/** One entry of a verify block, split into its kind, the common options and the checker's options. */
export interface CheckEntry {
  /** `kind`, when the entry has a readable one. */
  kind: string | null
  /** Where the entry is, for reasons: `grep`, or `grep (check 2)` in a list. */
  label: string
  /** The checker's options: every key but `kind` and `timeout`. */
  options: Record<string, unknown>
  /** The entry's own `timeout`, in seconds. */
  timeoutSeconds?: number
  /** Why the entry cannot run, when it cannot. */
  problem?: string
}

const MIN_TIMEOUT = 0.001
const MAX_TIMEOUT = 24 * 3600

const envelope = v.looseObject(
  {
    kind: v.string("'kind' must be a string"),
    timeout: v.optional(
      v.pipe(
        v.number("'timeout' must be a number of seconds"),
        v.minValue(MIN_TIMEOUT, "'timeout' must be a positive number of seconds"),
        v.maxValue(MAX_TIMEOUT, "'timeout' must be at most 86400 seconds"),
      ),
    ),
  },
  (issue) =>
    issue.input === undefined && issue.path?.at(-1)?.key === 'kind'
      ? "missing 'kind'"
      : `a check must be a mapping with a 'kind', not ${issue.received}`,
)

function readEntry(entry: unknown, position: number | null): CheckEntry {
  const record = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : undefined
  const rawKind = typeof record?.kind === 'string' ? record.kind : null
  const label = position === null ? (rawKind ?? 'check') : `${rawKind ?? 'check'} (check ${position})`
  // The common case, a mapping with a string kind and a good timeout or none, needs no schema.
  const timeout = record?.timeout
  const fits =
    rawKind !== null &&
    !Array.isArray(entry) &&
    (timeout === undefined || (typeof timeout === 'number' && timeout >= MIN_TIMEOUT && timeout <= MAX_TIMEOUT))
  let fields = record
  if (!fits) {
    const parsed = v.safeParse(envelope, entry)
    if (!parsed.success) return { kind: rawKind, label, options: {}, problem: parsed.issues[0].message }
    fields = parsed.output
  }
  // Copied key by key: a rest pattern here went through the engine's slow path for every check.
  const options: Record<string, unknown> = {}
  for (const key of Object.keys(fields as object)) {
    if (key === 'kind' || key === 'timeout') continue
    const value = (fields as Record<string, unknown>)[key]
    // `__proto__` stays a plain key (which the checker's schema then refuses), never a prototype.
    if (key === '__proto__')
      Object.defineProperty(options, key, { value, enumerable: true, writable: true, configurable: true })
    else options[key] = value
  }
  const seconds = (fields as Record<string, unknown>).timeout
  return typeof seconds === 'number'
    ? { kind: rawKind, label, options, timeoutSeconds: seconds }
    : { kind: rawKind, label, options }
}

/** Reads a verify block into its entries; an unreadable block is one entry with a problem. */
export function readVerifyBlock(block: unknown): CheckEntry[] {
  if (Array.isArray(block)) {
    if (block.length === 0) return [{ kind: null, label: 'verify', options: {}, problem: 'empty list of checks' }]
    return block.map((entry, i) => readEntry(entry, i + 1))
  }
  if (block !== null && typeof block === 'object') return [readEntry(block, null)]
  const what = block === null ? 'nothing' : typeof block
  return [{ kind: null, label: 'verify', options: {}, problem: `expected a check or a list of checks, not ${what}` }]
}

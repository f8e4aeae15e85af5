// `modified` times of topic files (SPEC §7): ISO 8601, with an offset or Z, fractional seconds allowed.

const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

/** Milliseconds since the epoch, or undefined when the value is not an ISO 8601 time. A time without an offset is UTC. */
export function parseModified(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  const match = ISO_8601.exec(text)
  if (!match) return undefined
  const [, year, month, day, hour, minute, second] = match
  // Day 0 of the next month is the last day of this one: 2024-02-30 is not a date.
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth) return undefined
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return undefined
  const offset = match[7]
  const normalOffset =
    offset === undefined || offset === 'Z'
      ? 'Z'
      : offset.length === 3
        ? `${offset}:00`
        : `${offset.slice(0, 3)}:${offset.slice(-2)}`
  const clock = text.slice(11).replace(/(Z|[+-]\d{2}(?::?\d{2})?)$/, '')
  const zoned = hour === undefined ? `${text}T00:00:00Z` : `${text.slice(0, 10)}T${clock}${normalOffset}`
  const time = Date.parse(zoned)
  return Number.isNaN(time) ? undefined : time
}

// "Did you mean": the known name a mistyped one was most likely meant to be, as git and npm suggest.

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!
    const above = rows[i - 1]!
    for (let j = 1; j <= b.length; j++) {
      const replace = above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, replace)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1)
    }
  }
  return rows[a.length]![b.length]!
}

/**
 * The name in `names` nearest `word`, or undefined when none is near enough to be a likely typo:
 * one edit, or one in four letters of a long word, or the start of
 * exactly one name. Case is ignored; on a tie, the first in `names` wins. A word of one or two
 * letters is near everything, so it is near nothing.
 */
export function nearestName(word: string, names: Iterable<string>): string | undefined {
  const typed = word.toLowerCase()
  const known = [...names]
  if (typed.length < 3) return known.find((name) => name.toLowerCase() === typed)
  const allowed = Math.max(1, Math.floor(typed.length / 4))
  let best: { name: string; distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(typed, name.toLowerCase())
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { name, distance }
  }
  if (best) return best.name
  const starting = known.filter((name) => name.toLowerCase().startsWith(typed))
  return starting.length === 1 ? starting[0] : undefined
}

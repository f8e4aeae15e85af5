// Concurrency lanes: how many checks of each resource may be in flight at once (SPEC §11).
import type { Lane } from './checker.js'

/** Width of each lane; `concurrency` caps them all. */
export function laneWidths(concurrency: number): Record<Lane, number> {
  return { fs: concurrency, process: Math.min(concurrency, 4), network: Math.min(concurrency, 16) }
}

/**
 * Runs `work` on every item of `queue` in order, at most `width` at once. Each of `width` loops
 * takes the next item when its last is done, so no item waits as a promise of its own.
 */
export async function drain<T>(queue: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const loop = async () => {
    while (next < queue.length) await work(queue[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, loop))
}

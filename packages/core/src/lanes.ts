// Concurrency lanes: how many checks of each resource may be in flight at once (SPEC §11).
import { availableParallelism } from 'node:os'
import type { Lane } from '@claimcheck/contract'

/** Width of each lane; `concurrency` caps them all. Programs run one a core: more only queue for the CPU. */
export function laneWidths(concurrency: number, cores = availableParallelism()): Record<Lane, number> {
  return { fs: concurrency, process: Math.min(concurrency, cores), network: Math.min(concurrency, 16) }
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

// Concurrency lanes: each lane runs at most `limit` tasks at once, the rest wait in order.
import type { Lane } from './checker.js'

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>

export function createLimiter(limit: number): Limiter {
  let running = 0
  const waiting: Array<() => void> = []
  return async (task) => {
    // A finishing task hands its slot straight to the next waiter, so the count never overshoots.
    if (running >= limit) await new Promise<void>((wake) => waiting.push(wake))
    else running++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/** Default width of each lane; `concurrency` caps them all. */
export function createLanes(concurrency: number): Record<Lane, Limiter> {
  return {
    fs: createLimiter(concurrency),
    process: createLimiter(Math.min(concurrency, 4)),
    network: createLimiter(Math.min(concurrency, 16)),
  }
}

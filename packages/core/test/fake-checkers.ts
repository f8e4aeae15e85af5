// Checkers made for the runner's tests: each does one thing a real checker might.
import * as v from 'valibot'
import { CHECKER_API_VERSION, nonEmptyString, strictOptions, type Checker } from '../src/index.ts'

const meta = (name: string) => ({ name, version: '1.0.0' })

/** Answers what its options say; counts its runs. */
export function echo(kind = 'echo') {
  const calls: unknown[] = []
  const checker: Checker<{ status: 'fresh' | 'stale' | 'unverifiable'; reason?: string; pattern?: string }> = {
    apiVersion: CHECKER_API_VERSION,
    kind,
    meta: meta(`${kind}-checker`),
    options: strictOptions({
      status: v.picklist(['fresh', 'stale', 'unverifiable'], "must be 'fresh', 'stale' or 'unverifiable'"),
      reason: v.optional(v.string('must be a string')),
      pattern: v.optional(nonEmptyString),
    }),
    async check(options) {
      calls.push(options)
      return { status: options.status, reason: options.reason ?? options.status }
    },
  }
  return { checker, calls }
}

/** Never answers, and ignores its signal. */
export const hang: Checker<Record<string, never>> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'hang',
  meta: meta('hang-checker'),
  options: strictOptions({}),
  check: () => new Promise(() => {}),
}

/** Stops when its signal aborts, with a reason of its own. */
export const polite: Checker<Record<string, never>> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'polite',
  meta: meta('polite-checker'),
  options: strictOptions({}),
  check: (_options, ctx) =>
    new Promise((resolve) => {
      ctx.signal.addEventListener('abort', () => resolve({ status: 'stale', reason: 'gave up politely' }))
    }),
}

/** Honours its signal as `fetch` does: throws the abort error. */
export const throwsAbort: Checker<Record<string, never>> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'throws-abort',
  meta: meta('throws-abort-checker'),
  options: strictOptions({}),
  check: (_options, ctx) =>
    new Promise((_resolve, reject) => {
      ctx.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted', 'AbortError')))
    }),
}

/** Throws. */
export const boom: Checker<Record<string, never>> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'boom',
  meta: meta('boom-checker'),
  options: strictOptions({}),
  async check() {
    throw new Error('boom')
  },
}

/** Records how many of its checks run at once. */
export function gauge() {
  const state = { running: 0, most: 0 }
  const checker: Checker<{ id: number }> = {
    apiVersion: CHECKER_API_VERSION,
    kind: 'gauge',
    meta: meta('gauge-checker'),
    options: strictOptions({ id: v.number() }),
    async check() {
      state.running++
      state.most = Math.max(state.most, state.running)
      await new Promise((r) => setTimeout(r, 5))
      state.running--
      return { status: 'fresh', reason: 'ok' }
    },
  }
  return { checker, state }
}

/** Resolves its target through the context, so confinement applies. */
export const locate: Checker<{ target: string }> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'locate',
  meta: meta('locate-checker'),
  options: strictOptions({ target: nonEmptyString }),
  async check({ target }, ctx) {
    return { status: 'fresh', reason: await ctx.resolveTarget(target) }
  },
}

/** Says what its target is, as `ctx.files.stat` tells a checker. */
export const whatIs: Checker<{ target: string }> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'what-is',
  meta: meta('what-is-checker'),
  options: strictOptions({ target: nonEmptyString }),
  async check({ target }, ctx) {
    const info = await ctx.files.stat(await ctx.resolveTarget(target))
    const what =
      info === undefined
        ? 'nothing'
        : info.type === 'file'
          ? `a file of ${info.size} bytes`
          : info.type === 'directory'
            ? 'a directory'
            : 'something else'
    return { status: 'fresh', reason: what }
  },
}

/** Answers fresh after `ms`, naming its id. */
export const slow: Checker<{ id: number; ms: number }> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'slow',
  meta: meta('slow-checker'),
  options: strictOptions({ id: v.number(), ms: v.number() }),
  check: ({ id, ms }) =>
    new Promise((resolve) => setTimeout(() => resolve({ status: 'fresh', reason: `slow ${id}` }), ms)),
}

/**
 * Misbehaves outside its `check`, as a buggy checker may: `throws-later` throws from a timer it
 * started and never answers, `rejects-later` leaves a promise rejected and never answers,
 * `throws-after` answers fresh and then throws from a timer.
 */
export function stray(how: 'throws-later' | 'rejects-later' | 'throws-after'): Checker<Record<string, never>> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: how,
    meta: meta(`${how}-checker`),
    options: strictOptions({}),
    async check() {
      if (how === 'rejects-later') {
        await new Promise((r) => setTimeout(r, 5))
        void Promise.reject(new Error('left rejected'))
        return new Promise(() => {})
      }
      setTimeout(() => {
        throw new Error(`thrown from a timer by ${how}`)
      }, 5)
      return how === 'throws-after' ? { status: 'fresh', reason: 'answered first' } : new Promise(() => {})
    },
  }
}

// Bounded pattern matching, offered to every checker as `ctx.pattern` (SPEC §9.3): RE2 syntax on a
// linear-time engine (re2js, as ripgrep's default engine), or a plain substring search for a
// literal. Linear is not always quick: a program of a thousand states over a large file takes
// minutes. So a search runs here for at most a short slice of time (a timeout interrupts the
// engine where it stands), and one that needs longer goes on in a worker thread, where it holds up
// no other check and ends when the check's time does.
import { createRequire } from 'node:module'
import type vm from 'node:vm'
import type { RE2JS } from 're2js'
import { staleError, type PatternOptions } from '@claimcheck/contract'
import { literalMatcher } from './literal-pattern.js'

/** The longest a search holds up this thread before it moves to a worker. */
const SLICE_MS = 20

/** A pattern compiled once for the run; each search is bounded by the signal of the check that asks. */
export interface CompiledPattern {
  /**
   * Whether the pattern occurs in `text`, or `aborted` when the check's signal aborted first (asked
   * for only when a search may take long: a literal never does).
   */
  search(text: string, signal: () => AbortSignal): Promise<boolean | 'aborted'>
}

let required: NodeJS.Require | undefined
/** This module's `require`, made when first needed: a run whose patterns are all literals never needs it. */
const requireHere = () => (required ??= createRequire(import.meta.url))
/** Loaded on the first pattern that is not a literal: most runs need no engine. */
let engine: typeof RE2JS | undefined
const re2 = () => (engine ??= (requireHere()('re2js') as { RE2JS: typeof RE2JS }).RE2JS)

/** One context for every bounded search; a timeout interrupts the script and what it calls. */
let sandbox: { context: vm.Context; script: vm.Script } | undefined
function bounded<T>(work: () => T, ms: number): T | 'too long' {
  if (sandbox === undefined) {
    const { createContext, Script } = requireHere()('node:vm') as typeof vm
    sandbox = { context: createContext({ work: undefined }), script: new Script('work()') }
  }
  const { context, script } = sandbox
  context.work = work
  try {
    return script.runInContext(context, { timeout: ms }) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'too long'
    throw error
  } finally {
    context.work = undefined
  }
}

/** The worker's code: one search, one answer. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { RE2JS } = require(workerData.engine)
parentPort.postMessage(RE2JS.compile(workerData.source, workerData.flags).test(workerData.text))
`

/** Searches `text` in a worker thread, which ends with the search or when `signal` aborts. */
function searchInWorker(
  source: string,
  flags: number,
  text: string,
  signal: AbortSignal,
): Promise<boolean | 'aborted'> {
  if (signal.aborted) return Promise.resolve('aborted')
  return new Promise((resolve, reject) => {
    const { Worker } = requireHere()('node:worker_threads') as typeof import('node:worker_threads')
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { engine: requireHere().resolve('re2js'), source, flags, text },
    })
    const end = () => {
      signal.removeEventListener('abort', stop)
      void worker.terminate()
    }
    const stop = () => {
      end()
      resolve('aborted')
    }
    signal.addEventListener('abort', stop, { once: true })
    worker.once('message', (found: boolean) => {
      end()
      resolve(found)
    })
    worker.once('error', (error) => {
      end()
      reject(error)
    })
  })
}

const FLAG_BITS: Record<string, number> = { i: 1, s: 2, m: 4 }

/** What RE2 refuses that other engines take, said plainly; RE2's own message for anything else. */
function refusal(source: string, error: unknown): string {
  const unsupported = /\(\?<[=!]|\(\?[=!]|\\[1-9]|\\k/.exec(source)?.[0]
  if (unsupported === undefined) return (error as Error).message
  const what = unsupported.startsWith('(?<')
    ? 'lookbehind'
    : unsupported.startsWith('(?')
      ? 'lookahead'
      : 'backreference'
  return `${what} '${unsupported}' is not supported (RE2 has no lookaround or backreferences)`
}

/** A literal is found by substring search; anything else by RE2, compiled here. Throws for a pattern RE2 refuses. */
function compilePattern(source: string, flags: string, fixed: boolean): CompiledPattern {
  const literal =
    fixed && !flags.includes('i') ? { test: (text: string) => text.includes(source) } : literalMatcher(source, flags)
  if (literal) return { search: async (text) => literal.test(text) }
  const RE2 = re2()
  const engineFlags = [...flags].reduce((bits, flag) => bits | (FLAG_BITS[flag] ?? 0), 0)
  // `fixed` with `i`: the literal quoted.
  const quoted = fixed ? RE2.quote(source) : source
  let compiled: ReturnType<typeof RE2.compile>
  try {
    compiled = RE2.compile(quoted, engineFlags)
  } catch (error) {
    throw staleError(`invalid pattern: ${refusal(source, error)}`)
  }
  // Once a search of this pattern took too long here, the others go to a worker too.
  let costly = false
  return {
    async search(text, signalOf) {
      const signal = signalOf()
      if (signal.aborted) return 'aborted'
      if (!costly) {
        const found = bounded(() => compiled.test(text), SLICE_MS)
        if (found !== 'too long') return found
        costly = true
      }
      return searchInWorker(quoted, engineFlags, text, signal)
    },
  }
}

/** The patterns of one run: each distinct pattern is compiled once, whichever checks ask for it. */
export function createPatterns(): (source: string, options?: PatternOptions) => CompiledPattern {
  const compiled = new Map<string, CompiledPattern>()
  return (source, { flags = '', fixed = false } = {}) => {
    if (!/^[imsu]*$/.test(flags)) throw new Error(`pattern flags must be some of i, m, s, u, not '${flags}'`)
    const id = `${fixed ? 'F' : 'R'}${flags}\0${source}`
    let pattern = compiled.get(id)
    if (pattern === undefined) compiled.set(id, (pattern = compilePattern(source, flags, fixed)))
    return pattern
  }
}

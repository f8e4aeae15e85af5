// Patterns as grep matches them: RE2 syntax on a linear-time engine (re2js, as ripgrep's default
// engine), or a plain substring search for a literal. The engine is linear in the text, but a
// large program over a large file can still take seconds; each regular-expression search runs
// under the check's remaining time, which interrupts it where it stands (SPEC §5.3).
import { createRequire } from 'node:module'
import vm from 'node:vm'
import type { RE2JS } from 're2js'
import { literalMatcher } from './literal-pattern.js'

export interface Pattern {
  /**
   * Whether the pattern occurs in `text`; false with `timedOut` when `msLeft` ran out first.
   * Never runs past `msLeft` milliseconds.
   */
  search(text: string, msLeft: number): boolean | 'timed out'
}

/** Loaded on the first pattern that is not a literal: most runs need no engine. */
let engine: typeof RE2JS | undefined
const re2 = () => (engine ??= (createRequire(import.meta.url)('re2js') as { RE2JS: typeof RE2JS }).RE2JS)

/** One context for every bounded search; a timeout interrupts the script and what it calls. */
let sandbox: { context: vm.Context; script: vm.Script } | undefined
function bounded<T>(work: () => T, msLeft: number): T | 'timed out' {
  sandbox ??= { context: vm.createContext({ work: undefined }), script: new vm.Script('work()') }
  const { context, script } = sandbox
  context.work = work
  try {
    return script.runInContext(context, { timeout: Math.max(1, Math.floor(msLeft)) }) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timed out'
    throw error
  } finally {
    context.work = undefined
  }
}

const FLAG_BITS: Record<string, number> = { i: 1, s: 2, m: 4 }

/** A literal is found by substring search; anything else by RE2, compiled on first use. Throws for a pattern RE2 refuses. */
export function compilePattern(source: string, flags: string, fixed: boolean): Pattern {
  const literal = fixed && !flags.includes('i') ? { test: (text: string) => text.includes(source) } : literalMatcher(source, flags)
  if (literal) return { search: (text) => literal.test(text) }
  const engineFlags = [...flags].reduce((bits, flag) => bits | (FLAG_BITS[flag] ?? 0), 0)
  const RE2 = re2()
  // `fixed` with `i`: the literal quoted, as RE2 reads \Q…\E.
  const compiled = RE2.compile(fixed ? RE2.quote(source) : source, engineFlags)
  let usable = true
  return {
    search(text, msLeft) {
      if (!usable) return 'timed out'
      const found = bounded(() => compiled.test(text), msLeft)
      // Interrupted mid-search, the engine's state for this pattern is not trusted again.
      if (found === 'timed out') usable = false
      return found
    },
  }
}

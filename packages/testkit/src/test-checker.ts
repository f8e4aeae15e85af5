// `testChecker(checker, { fresh, stale, unverifiable, invalid })`: one vitest test a case, each run
// in its own temporary root, through the same validation and time budget as a real run.
import { afterAll, describe, expect, it } from 'vitest'
import { runCheck, type Checker, type Status } from '@claimcheck/core'
import { cleanLayouts, layout, type Entry } from './layout.js'

export interface CheckerCase {
  /** The test's name; the options as JSON when absent. */
  name?: string
  /** Files to lay out in the temporary root: text, bytes, `{ dir: true }`, `{ symlink }`, `{ fifo: true }`. */
  files?: Record<string, Entry>
  /** Further setup with the root's real path, for what `files` cannot say. */
  setup?: (root: string) => void | Promise<void>
  /** The check's options, as in a verify block (without `kind`). */
  options: Record<string, unknown>
  /** The expected reason: the exact string, or a pattern. */
  reason: string | RegExp
}

export interface InvalidCase extends Omit<CheckerCase, 'reason'> {
  /** What follows `invalid verify block: <kind>: ` in the reason. */
  reason: string
}

export interface CheckerCases {
  fresh?: CheckerCase[]
  stale?: CheckerCase[]
  unverifiable?: CheckerCase[]
  /** Options the checker must refuse before it runs. */
  invalid?: InvalidCase[]
}

/** Runs one check of `checker` with `options` in a fresh root laid out with `files`. */
export async function checkOnce(
  checker: Checker,
  options: Record<string, unknown>,
  files: Record<string, Entry> = {},
  setup?: (root: string) => void | Promise<void>,
): Promise<{ status: Status; reason: string; root: string }> {
  const root = layout(files)
  await setup?.(root)
  // A test's cases are its author's own: checks that start programs run without an approval.
  const { status, reason } = await runCheck(checker, options, { root, trust: () => undefined })
  return { status, reason, root }
}

export function testChecker(checker: Checker | (() => Checker), cases: CheckerCases): void {
  const make = typeof checker === 'function' ? checker : () => checker
  const { kind, meta } = make()
  describe(`${kind} (${meta.name})`, () => {
    afterAll(cleanLayouts)
    const groups: Array<[Status | 'invalid', CheckerCase[] | undefined]> = [
      ['fresh', cases.fresh],
      ['stale', cases.stale],
      ['unverifiable', cases.unverifiable],
      ['invalid', cases.invalid],
    ]
    for (const [expected, list] of groups) {
      if (!list || list.length === 0) continue
      describe(expected, () => {
        for (const testCase of list) {
          it(testCase.name ?? JSON.stringify(testCase.options), async () => {
            const { status, reason } = await checkOnce(make(), testCase.options, testCase.files, testCase.setup)
            const wanted =
              expected === 'invalid' ? `invalid verify block: ${kind}: ${String(testCase.reason)}` : testCase.reason
            expect(status).toBe(expected === 'invalid' ? 'stale' : expected)
            if (wanted instanceof RegExp) expect(reason).toMatch(wanted)
            else expect(reason).toBe(wanted)
          })
        }
      })
    }
  })
}

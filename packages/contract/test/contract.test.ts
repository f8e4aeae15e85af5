// The contract package: a checker that imports it loads no engine, and its errors are known by
// their marker across copies (SPEC §9.3).
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import * as contract from '../src/index.ts'
import { CHECKER_API_VERSION, isClaimcheckError, staleError, strictOptions } from '../src/index.ts'
import { modulesLoadedBy } from '../../testkit/src/module-graph.ts'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

describe('@claimcheck/contract', () => {
  it('loads no engine: importing it resolves nothing of @claimcheck/core', () => {
    const loaded = modulesLoadedBy("await import('@claimcheck/contract')", packageDir)
    expect(loaded.some((url) => url.includes('/contract/dist/index.js'))).toBe(true)
    expect(loaded.filter((url) => /claimcheck[/+]core|packages\/core\//.test(url))).toEqual([])
  })

  // The user-state helpers are for a checker that keeps a file for the user (the http checker's
  // signing key): the one rule of SPEC §10 for such files, on equal terms for a third party.
  it('exports only what every checker needs: nothing of the engine, no first-party helper', () => {
    expect(Object.keys(contract).sort()).toEqual([
      'CHECKER_API_VERSION',
      'isClaimcheckError',
      'isInside',
      'messageOf',
      'nonEmptyString',
      'notUsedWarning',
      'ownFolderProblem',
      'readOwnFile',
      'shownPath',
      'stableJson',
      'staleError',
      'strictOptions',
      'strictSettings',
      'targetString',
      'userStateDir',
    ])
  })

  it('is apiVersion 1', () => {
    expect(CHECKER_API_VERSION).toBe(1)
  })

  it('knows its errors by their marker, not by their class: a second copy is recognised', () => {
    const fromAnotherCopy = Object.assign(new Error('gone'), { [Symbol.for('claimcheck.error')]: true, code: 'STALE' })
    expect(isClaimcheckError(fromAnotherCopy)).toBe(true)
    expect(isClaimcheckError(new Error('gone'))).toBe(false)
    expect(isClaimcheckError(staleError('missing: a'))).toBe(true)
    expect(staleError('missing: a')).toMatchObject({ code: 'STALE', message: 'missing: a' })
  })

  it('words option problems as claimcheck does', () => {
    const schema = strictOptions({ target: v.string('must be a string') })
    const problems = (input: unknown) => v.safeParse(schema, input).issues?.map((issue) => issue.message)
    expect(problems({ target: 'a', patern: 'x' })).toEqual(["unknown option 'patern'"])
    expect(problems({})).toEqual(["missing required option 'target'"])
    expect(problems({ target: 1 })).toEqual(['must be a string'])
  })
})

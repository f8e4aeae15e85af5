import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { CHECKER_API_VERSION, strictOptions, type Checker } from '@claimcheck/core'
import { checkOnce, cleanLayouts, testChecker } from '../src/index.ts'

// checkOnce leaves its folder for the caller to look at: removed here once every test has run.
afterAll(cleanLayouts)

/** A checker whose claim is "this file says exactly this". */
const says: Checker<{ target: string; text: string }> = {
  apiVersion: CHECKER_API_VERSION,
  kind: 'says',
  meta: { name: 'says-checker', version: '1.0.0' },
  options: strictOptions({ target: v.string('must be a string'), text: v.string('must be a string') }),
  async check({ target, text }, ctx) {
    const path = await ctx.resolveTarget(target)
    if (!existsSync(path)) return { status: 'unverifiable', reason: `nothing at ${target}` }
    const actual = readFileSync(path, 'utf8')
    return actual === text ? { status: 'fresh', reason: `says ${text}` } : { status: 'stale', reason: `says ${actual}` }
  },
}

testChecker(says, {
  fresh: [{ files: { 'a.txt': 'hi' }, options: { target: 'a.txt', text: 'hi' }, reason: 'says hi' }],
  stale: [
    { files: { 'a.txt': 'bye' }, options: { target: 'a.txt', text: 'hi' }, reason: /^says b/ },
    { options: { target: '/etc/hostname', text: 'x' }, reason: 'target outside root: /etc/hostname' },
  ],
  unverifiable: [{ name: 'no file', options: { target: 'a.txt', text: 'hi' }, reason: 'nothing at a.txt' }],
  invalid: [{ options: { target: 'a.txt', txt: 'hi' }, reason: "unknown option 'txt'" }],
})

describe('checkOnce', () => {
  it('lays out files, runs setup, and returns status, reason and root', async () => {
    const result = await checkOnce(says, { target: 'b.txt', text: 'made' }, { 'a.txt': 'x' }, (root) => {
      expect(existsSync(join(root, 'a.txt'))).toBe(true)
      return import('node:fs').then((fs) => fs.writeFileSync(join(root, 'b.txt'), 'made'))
    })
    expect(result).toEqual({ status: 'fresh', reason: 'says made', root: expect.any(String) })
  })
})

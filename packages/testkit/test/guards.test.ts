// The kit guards authors as ESLint's RuleTester does (SPEC §9.4): run on checkers that break the
// contract, the kit's own tests fail, each saying what is wrong.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, afterAll, describe, expect, it } from 'vitest'

interface Result {
  fullName: string
  status: 'passed' | 'failed'
  failureMessages: string[]
}

let results: Result[] = []
const dir = mkdtempSync(join(tmpdir(), 'claimcheck-guards-'))

beforeAll(() => {
  const vitest = join(createRequire(import.meta.url).resolve('vitest/package.json'), '../vitest.mjs')
  const report = join(dir, 'report.json')
  spawnSync(
    process.execPath,
    [
      vitest,
      'run',
      '--config',
      join(import.meta.dirname, 'fixtures/vitest.config.ts'),
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    {
      cwd: join(import.meta.dirname, 'fixtures'),
      encoding: 'utf8',
    },
  )
  results = JSON.parse(readFileSync(report, 'utf8')).testResults.flatMap(
    (file: { assertionResults: Result[] }) => file.assertionResults,
  )
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The result of the kit's test whose full name starts with `prefix` and ends with `name`. */
function outcome(prefix: string, name: string): { status: string; message: string } {
  const found = results.find((result) => result.fullName.startsWith(prefix) && result.fullName.endsWith(name))
  if (!found) throw new Error(`no test ${prefix} … ${name} among ${results.map((r) => r.fullName).join('; ')}`)
  return { status: found.status, message: found.failureMessages.join('\n') }
}

describe('the kit fails a checker that breaks the contract', () => {
  it('an options schema that takes an unknown option', () => {
    const result = outcome('loose', 'its options schema refuses an unknown option')
    expect(result.status).toBe('failed')
    expect(result.message).toContain(
      "with an unknown option 'claimcheckTestkitProbe' were taken: the schema must be strict",
    )
  })

  it('a settings schema that takes an unknown setting', () => {
    const result = outcome('loose', 'its settings schema refuses an unknown setting')
    expect(result.status).toBe('failed')
    expect(result.message).toContain("settings with an unknown setting 'claimcheckTestkitProbe' were taken")
  })

  it('a checker that changes its options: they are frozen', () => {
    const result = outcome('mutating', '{"word":"hi"}')
    expect(result.status).toBe('failed')
    expect(result.message).toMatch(/checker error: Cannot assign to read only property 'word'/)
  })

  it('two cases that are the same', () => {
    const result = outcome('echo', 'no two cases are the same')
    expect(result.status).toBe('failed')
    expect(result.message).toContain('fresh: again repeats fresh: first')
  })

  it('two cases built by one setup factory are not taken for the same case (judged by content, as RuleTester does)', () => {
    expect(outcome('reader', 'no two cases are the same').status).toBe('passed')
    expect(outcome('reader', 'two').status).toBe('passed')
  })

  it('lays out an executable file, which the host runs for a process-lane checker', () => {
    expect(outcome('runner', 'an executable file (runs: ./run.sh)').status).toBe('passed')
  })

  it('settings reach the check through the host', () => {
    expect(outcome('echo', 'with settings').status).toBe('passed')
  })

  it('a README whose table and cases drifted apart', () => {
    const result = outcome('echo', 'its README table of reasons is what the cases give')
    expect(result.status).toBe('failed')
    expect(result.message).toContain('stale `never given: <x>`')
  })

  it('a process-lane case no allow entry matches: its name shows the line, and it fails as a real run would hold it', () => {
    const held = outcome('starter', '{"file":"a.txt"} (runs: git ls-files --error-unmatch -- a.txt)')
    expect(held.status).toBe('failed')
    expect(held.message).toContain(
      'this case runs `git ls-files --error-unmatch -- a.txt`, which no allow entry matches: claimcheck would hold it',
    )
    expect(outcome('starter', 'allowed (runs: git ls-files --error-unmatch -- b.txt)').status).toBe('passed')
  })

  it('a checker that keeps the contract passes every guard', () => {
    for (const guard of [
      'has a case whose options its schema takes',
      'its options schema refuses an unknown option',
      'its settings schema refuses an unknown setting',
    ]) {
      expect(outcome('echo', guard).status).toBe('passed')
    }
  })
})

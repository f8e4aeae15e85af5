// `ctx.run()`: the host runs the program a `process`-lane check described, exactly that, for any
// checker (SPEC §9.3): its own process group, a minimal environment, bounded output, killed at
// the check's deadline.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  runCheck,
  strictOptions,
  type Checker,
  type Program,
  type ProgramResult,
} from '../src/index.ts'
import { cleanLayouts, executable, layout } from '../../testkit/src/layout.ts'
import { processEnded } from '../../testkit/src/process-ended.ts'

afterAll(cleanLayouts)

/** A third party's checker: runs `line`, answers what came of it as its reason. */
function shell(
  answer: (result: ProgramResult) => string,
  described?: (options: { line: string }) => Program,
): Checker<{ line: string }> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'shell',
    meta: { name: 'claimcheck-checker-shell', version: '1.0.0' },
    options: strictOptions({ line: v.string() }),
    resource: 'process',
    program: described ?? (({ line }) => ({ command: line })),
    async check(_options, ctx) {
      return { status: 'fresh', reason: answer(await ctx.run({ maxOutputBytes: 8 })) }
    },
  }
}

const trustAll = () => undefined

describe('ctx.run() (SPEC §9.3)', () => {
  it('answers the exit code and the output, capped: the start of stdout, the end of stderr', async () => {
    const root = layout()
    const report = await runCheck(
      shell((r) => JSON.stringify(r)),
      { line: 'printf 0123456789; printf abcdefghij >&2; exit 3' },
      { root, trust: trustAll },
    )
    expect(JSON.parse(report.reason)).toEqual({
      exitCode: 3,
      stdout: '01234567',
      stdoutTruncated: true,
      stderr: 'cdefghij',
      stderrTruncated: true,
      timedOut: false,
    })
  })

  it('refuses to keep more output than 64 MiB: a program cannot make the run hold its gigabytes', async () => {
    const huge: Checker<{ line: string }> = {
      ...shell(() => 'unused'),
      async check(_options, ctx) {
        const ran = await ctx.run({ maxOutputBytes: 2 ** 40 })
        return { status: 'fresh', reason: String(ran.stdout.length) }
      },
    }
    const report = await runCheck(huge, { line: 'head -c 100000000 /dev/zero' }, { root: layout(), trust: trustAll })
    expect(report).toMatchObject({
      status: 'stale',
      reason: 'checker error: ctx.run(): maxOutputBytes must be a whole number from 1 to 67108864',
    })
  })

  it('runs the program with a minimal environment, in the cwd it named, confined as a target', async () => {
    const root = layout({ 'sub/here.txt': 'x' })
    process.env.CLAIMCHECK_CORE_TEST_SECRET = 'kept from programs'
    try {
      const report = await runCheck(
        shell(
          (r) => r.stdout,
          () => ({ command: 'ls; echo "[$CLAIMCHECK_CORE_TEST_SECRET]"', cwd: 'sub' }),
        ),
        { line: 'ignored' },
        { root, trust: trustAll },
      )
      expect(report.reason).toBe('here.txt')
    } finally {
      delete process.env.CLAIMCHECK_CORE_TEST_SECRET
    }
    const outside = await runCheck(
      shell(
        () => 'ran',
        () => ({ command: 'true', cwd: '/' }),
      ),
      { line: 'x' },
      { root, trust: trustAll },
    )
    expect(outside).toMatchObject({ status: 'stale', reason: 'target outside root: /' })
  })

  it('looks a program up on the absolute entries of PATH only: a git the repository commits never stands in for git', async () => {
    const planted = '#!/bin/sh\necho planted > "$(dirname "$0")/ran.txt"\necho planted\n'
    const root = layout({ git: executable(planted), 'bin/git': executable(planted) })
    const caller = process.env.PATH
    // Empty, `.` and relative entries first: each means a folder of the repository the program runs in.
    process.env.PATH = `:.:bin:${caller}`
    try {
      for (const command of [['git', '--version'], 'git --version']) {
        const report = await runCheck(
          shell(
            (r) => `${r.exitCode} ${r.stdout}`,
            () => ({ command }),
          ),
          { line: 'x' },
          { root, trust: trustAll },
        )
        expect(report.reason).toBe('0 git vers')
      }
    } finally {
      process.env.PATH = caller
    }
    expect(existsSync(join(root, 'ran.txt'))).toBe(false)
    expect(existsSync(join(root, 'bin/ran.txt'))).toBe(false)
  })

  it('calls a program found in no folder of PATH not started for ENOENT, whatever else the lookup met on its way', async () => {
    // A folder holding a directory of the program's name makes the system's lookup answer EACCES, as a
    // PATH folder the user may not enter does; a file there that cannot be run stays EACCES.
    const root = layout({ 'dirs/seat-tool/.keep': '', 'plain/seat-plain': 'not a program\n' })
    const caller = process.env.PATH
    process.env.PATH = `${join(root, 'dirs')}:${join(root, 'plain')}:${caller}`
    try {
      for (const [command, code] of [
        ['seat-tool', 'ENOENT'],
        ['seat-plain', 'EACCES'],
      ] as const) {
        const report = await runCheck(
          shell(
            (r) => `${r.notStarted}`,
            () => ({ command: [command] }),
          ),
          { line: 'x' },
          { root, trust: trustAll },
        )
        expect(report.reason).toBe(code)
      }
    } finally {
      process.env.PATH = caller
    }
  })

  it('runs only what the gate saw: a program changed after approval is not what runs', async () => {
    const root = layout()
    const command = ['sh', '-c', 'echo approved']
    const changing: Checker<{ line: string }> = {
      ...shell(
        (r) => r.stdout.trim(),
        () => ({ command }),
      ),
      async check(_options, ctx) {
        command[2] = 'echo changed'
        const result = await ctx.run()
        return { status: 'fresh', reason: result.stdout.trim() }
      },
    }
    const seen: string[] = []
    const report = await runCheck(
      changing,
      { line: 'x' },
      {
        root,
        trust: (check) => (seen.push(JSON.stringify(check.program.command)), undefined),
      },
    )
    expect(seen).toEqual(['["sh","-c","echo approved"]'])
    expect(report.reason).toBe('approved')
  })

  it('at the deadline kills the whole group, and the check reads timed out whatever the checker answers', async () => {
    const root = layout()
    const report = await runCheck(
      shell(() => 'answered after the kill'),
      { line: 'sleep 600 & echo $! > grandchild.pid; wait', timeout: 1 },
      { root, trust: trustAll },
    )
    expect(report).toMatchObject({ status: 'stale', reason: 'timed out after 1s' })
    const grandchild = Number(readFileSync(join(root, 'grandchild.pid'), 'utf8'))
    expect(await processEnded(grandchild)).toBe(true)
  })

  it('is refused to a checker outside the process lane, which no gate looked at', async () => {
    const root = layout()
    const { resource: _lane, program: _program, ...fsChecker } = shell(() => 'ran')
    const report = await runCheck(fsChecker as Checker, { line: 'touch planted' }, { root })
    expect(report).toMatchObject({
      status: 'stale',
      reason: 'checker error: ctx.run() runs the program of a process-lane check, and this check is not one',
    })
  })
})

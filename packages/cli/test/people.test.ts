// Text output for people at a terminal, and only there: colour, the block of stale memories, a
// progress line on a run that takes a while. In a pipe the report stays the lines scripts read (SPEC §6.1).
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { checkerModule, cli, runInTerminal } from './run-cli.ts'

afterAll(cleanLayouts)

const RED = '\u001b[31m'

function project(extra: Record<string, string> = {}) {
  return layout({
    '.git/HEAD': 'x',
    'data/present.txt': 'content\n',
    'memory/a.md': '---\nname: present\nverify:\n  kind: readable\n  target: data/present.txt\n---\nBody.\n',
    'memory/b.md': '---\nname: gone\nverify:\n  kind: readable\n  target: data/gone.txt\n---\nBody.\n',
    ...extra,
  })
}

const PIPED =
  'STALE gone: missing: data/gone.txt\nOK    present: readable with content\n\nfresh=1 stale=1 unverifiable=0\n'

describe('at a terminal', () => {
  it('colours the labels, and ends with the stale memories together before the summary line', async () => {
    const root = project()
    const shown = runInTerminal(['check', 'memory'], { cwd: root, raw: true })
    expect(shown.stdout).toContain(`${RED}STALE \u001b[39mgone: missing: data/gone.txt`)
    const plain = shown.stdout.replace(/\u001b\[[0-9;]*m/g, '')
    expect(
      plain.endsWith(
        '1 stale memory: its claim does not hold, or cannot be checked\n  memory/b.md:3: gone: missing: data/gone.txt\n\nfresh=1 stale=1 unverifiable=0\n',
      ),
    ).toBe(true)
  })

  it('names each stale memory as file:line of its verify block, from the folder the command ran in', async () => {
    const root = project({
      'memory/c.md':
        '---\nname: third\ndescription: d\nmetadata:\n  verify:\n    kind: readable\n    target: data/none.txt\n---\nBody.\n',
    })
    const shown = runInTerminal(['check', '.'], { cwd: join(root, 'memory') })
    expect(shown.stdout).toContain('  b.md:3: gone: missing: data/gone.txt\n  c.md:5: third: missing: data/none.txt\n')
  })

  it('NO_COLOR turns the colour off; the block stays', async () => {
    const shown = runInTerminal(['check', 'memory'], { cwd: project(), env: { NO_COLOR: '1' }, raw: true })
    expect(shown.stdout).not.toContain('\u001b[')
    expect(shown.stdout).toContain('1 stale memory: its claim does not hold, or cannot be checked')
  })
})

describe('in a pipe', () => {
  it('no colour, no block: the lines of SPEC §6.1 exactly', async () => {
    expect((await cli(['check', 'memory'], { cwd: project() })).stdout).toBe(PIPED)
  })

  it('FORCE_COLOR colours a pipe too, and still prints no block', async () => {
    const result = await cli(['check', 'memory'], { cwd: project(), env: { FORCE_COLOR: '1' } })
    expect(result.stdout).toContain(`${RED}STALE `)
    expect(result.stdout).not.toContain('stale memory:')
  })
})

describe('index, lint and suggest at a terminal: coloured as check is', () => {
  const fossil = {
    'src/config.ts': "export const uploadBucket = 'wallpapers-prod'\n",
    'memory/MEMORY.md': '- [Gone](gone.md)\n',
    'memory/bucket.md': '---\nname: bucket\n---\nUploads go to the bucket named in `src/config.ts`.\n',
  }
  const YELLOW = '\u001b[33m'

  it.each([
    ['index', `${RED}[MISSING]\u001b[39m line 1`],
    ['lint', `${YELLOW}[fossil]\u001b[39m memory/bucket.md`],
    ['suggest', '\u001b[32m+verify:'],
  ])(
    '%s: colour at a terminal and with FORCE_COLOR; none with NO_COLOR, --no-color or in a pipe',
    async (command, coloured) => {
      const root = project(fossil)
      expect(runInTerminal([command, 'memory'], { cwd: root, raw: true }).stdout).toContain(coloured)
      expect((await cli([command, 'memory'], { cwd: root, env: { FORCE_COLOR: '1' } })).stdout).toContain(coloured)
      for (const run of [
        await cli([command, 'memory'], { cwd: root }),
        await cli([command, 'memory'], { cwd: root, env: { FORCE_COLOR: '1', NO_COLOR: '1' } }),
        await cli([command, 'memory', '--no-color'], { cwd: root, env: { FORCE_COLOR: '1' } }),
      ])
        expect(run.stdout).not.toContain('\u001b[')
    },
  )
})

describe('a progress line on stderr', () => {
  const slow = {
    'claimcheck.config.yaml':
      "checkers: ['@claimcheck/checker-readable', ['@claimcheck/checker-command', { allow: ['sleep *'] }]]\n",
    'memory/c.md': '---\nname: slow\nverify:\n  kind: command\n  target: sleep 1.6\n---\nBody.\n',
  }

  it('appears at a terminal once a run takes longer than a second, and is cleared', async () => {
    const shown = runInTerminal(['check', 'memory'], { cwd: project(slow), raw: true })
    // The last update says all were checked, and the line is cleared before the report.
    expect(shown.stdout).toMatch(/\r\u001b\[2Kclaimcheck: checked 3 of 3 checks…\r\u001b\[2K/)
  })

  // A checker of the project's own for kind readable that takes a while: lint runs each check it proposes.
  const slowLint = {
    'checkers.mjs': checkerModule({
      readable: "() => new Promise((done) => setTimeout(() => done({ status: 'fresh', reason: 'there' }), 1300))",
    }),
    'claimcheck.config.yaml': 'checkers: [./checkers.mjs]\n',
    'scripts/batch.sh': 'echo\n',
    'memory/batch.md': '---\nname: batch\n---\nThe batch runs from `scripts/batch.sh`.\n',
  }
  const FOSSIL =
    '[fossil] memory/batch.md:4: names scripts/batch.sh, and has no verify block: give it a check (claimcheck suggest)'

  it('lint at a terminal says how far it is once it takes longer than a second, and clears the line', async () => {
    const root = project(slowLint)
    const shown = runInTerminal(['lint', 'memory'], { cwd: root, raw: true })
    expect(shown.stdout).toMatch(/\r\u001b\[2Kclaimcheck: ran 1 of 1 proposed checks…\r\u001b\[2K/)
    // The report follows the cleared line, as in a pipe.
    expect(
      shown.stdout
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\r\u001b[2K')
        .at(-1),
    ).toBe(`${FOSSIL}\n\nerrors=0 warnings=1 info=0\n`)
  })

  it('lint shows none with --quiet, in CI or in a pipe, however long it takes', async () => {
    const root = project(slowLint)
    const [shown, ...runs] = await Promise.all([
      cli(['lint', 'memory'], { cwd: root, terminal: true }),
      cli(['lint', 'memory', '--quiet'], { cwd: root, terminal: true }),
      cli(['lint', 'memory'], { cwd: root, terminal: true, env: { CI: 'true' } }),
      cli(['lint', 'memory'], { cwd: root }),
    ])
    expect(shown?.stderr).toContain('claimcheck: ran 1 of 1 proposed checks…')
    for (const run of runs) {
      expect(run.stdout.replace(/\u001b\[[0-9;]*m/g, '')).toContain(FOSSIL)
      expect(run.stderr).toBe('')
    }
  })

  it('never in a pipe, and not at a terminal for a quick run', async () => {
    const piped = await cli(['check', 'memory'], { cwd: project(slow) })
    expect(piped.stderr).not.toContain('checked')
    const quick = runInTerminal(['check', 'memory'], { cwd: project(), raw: true })
    expect(quick.stdout).not.toContain('claimcheck: checked')
  })
})

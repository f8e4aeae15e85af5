// The Claude Code hooks (`context --format claude-hook`, SPEC §8.2, §8.4, §8.6), run as Claude Code
// runs them: the bin, a payload on stdin, a config dir of its own.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { project, SECRET, topic } from './memory-fixtures.ts'
import { checkerModule, cli, runCli, spawnCli } from './run-cli.ts'

afterAll(cleanLayouts)

/** Claude Code's config folder with the project's auto memory dir holding the project's memory. */
function claudeSetup(root: string, memory: Record<string, Entry>) {
  const config = layout()
  const slug = [...root].map((c) => (/[A-Za-z0-9]/.test(c) ? c : '-')).join('')
  const files: Record<string, Entry> = {}
  for (const [name, entry] of Object.entries(memory)) files[`projects/${slug}/memory/${name}`] = entry
  addFiles(config, files)
  return { config, memoryDir: join(config, 'projects', slug, 'memory') }
}

const sessionStart = (cwd: string) =>
  JSON.stringify({
    session_id: 'abc123',
    transcript_path: '/home/me/.claude/projects/x/abc123.jsonl',
    cwd,
    hook_event_name: 'SessionStart',
    source: 'startup',
  })

/** A project laid out and committed once, in a git repository of its own (no user or system git configuration). */
function committed(files: Record<string, Entry>): string {
  const root = layout(files)
  const git = (args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
    })
  git(['init', '-q'])
  git(['add', '.'])
  git(['commit', '-q', '-m', 'start'])
  return root
}

const parseHook = (stdout: string) =>
  JSON.parse(stdout).hookSpecificOutput as { hookEventName: string; additionalContext: string }

describe('claimcheck context --format claude-hook: SessionStart (SPEC §8.2)', () => {
  it('says once that no memory carries a check, so none was verified', async () => {
    const root = project()
    const { config } = claudeSetup(root, {
      'MEMORY.md': '- [batch](batch.md)\n- [taste](taste.md)\n',
      'batch.md': '---\nname: batch\n---\nRun `scripts/batch.sh` nightly.\n',
      'taste.md': '---\nname: taste\ntype: feedback\n---\nSmall commits.\n',
    })
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: sessionStart(root),
    })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout)).toEqual({
      hookEventName: 'SessionStart',
      additionalContext:
        'None of the 2 memories here carries a check (no verify block), so none was verified. `claimcheck suggest` proposes checks for the claims it can hold to the project; a memory written with a verify block is checked from then on.',
    })
  })

  const memory = {
    'wallpaper-batch-order.md': topic(
      '  kind: grep\n  target: scripts/batch.sh\n  pattern: derive_before_classify',
      `${SECRET}\n`,
    ),
    'reference-data-path.md': topic('  kind: readable\n  target: data/_reference_data/keywords.txt', 'Read it.\n'),
  }

  it("reads the payload's cwd, finds the auto memory dir, and states the facts", async () => {
    const root = project()
    const { config } = claudeSetup(root, memory)
    const elsewhere = layout()
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: elsewhere,
      env: { CLAUDE_CONFIG_DIR: config },
      input: sessionStart(join(root, 'scripts')),
    })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'SessionStart',
        additionalContext:
          "Memory 'wallpaper-batch-order' (wallpaper-batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.",
      },
    })
  })

  it('prints nothing when nothing is held', async () => {
    const root = project()
    const { config } = claudeSetup(root, { 'reference-data-path.md': memory['reference-data-path.md'] })
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: sessionStart(root),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })

  it('prints nothing for a project without memory', async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: layout() },
      input: sessionStart(root),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })

  it('keeps 600 held memories within 10,000 characters, summarising the rest', async () => {
    const files: Record<string, Entry> = {}
    for (let i = 0; i < 600; i++) {
      files[`memory/topic-${String(i).padStart(3, '0')}.md`] = topic(
        `  kind: readable\n  target: gone/file-${i}.txt`,
        `${SECRET}\n`,
      )
    }
    const root = layout({ '.git/HEAD': 'x', ...files })
    const result = await cli(['context', 'memory', '--format', 'claude-hook'], { cwd: root })
    expect(result.code).toBe(0)
    const { additionalContext } = parseHook(result.stdout)
    expect(additionalContext.length).toBeLessThanOrEqual(10_000)
    const lines = additionalContext.split('\n')
    expect(lines[0]).toBe(
      "Memory 'topic-000' (topic-000.md) failed verification: missing: gone/file-0.txt. Its content may be out of date.",
    )
    const shown = lines.length - 1
    expect(lines.at(-1)).toBe(
      `…and ${600 - shown} more memories failed verification; run 'claimcheck check' to see them all.`,
    )
    expect(shown).toBeGreaterThan(50)
    expect(additionalContext).not.toContain('SECRET')
  })

  it('never cuts through a name, a reason or a surrogate pair: what does not fit whole is counted', async () => {
    // Names of 😀 (two UTF-16 units each) and an escape character, and one name far too long for a line.
    const files: Record<string, Entry> = {
      'memory/aaa-huge.md': topic(
        '  kind: readable\n  target: gone/huge.txt',
        'Huge.\n',
        `name: ${'h'.repeat(3000)}\n`,
      ),
    }
    for (let i = 0; i < 300; i++) {
      files[`memory/topic-${String(i).padStart(3, '0')}.md`] = topic(
        `  kind: readable\n  target: gone/${'😀'.repeat(20)}-${i}.txt`,
        'Body.\n',
        `name: "😀 \\e[31mred ${i}"\n`,
      )
    }
    const result = await cli(['context', 'memory', '--format', 'claude-hook'], {
      cwd: layout({ '.git/HEAD': 'x', ...files }),
    })
    expect(result.code).toBe(0)
    const { additionalContext } = parseHook(result.stdout)
    expect(additionalContext.length).toBeLessThanOrEqual(10_000)
    expect(additionalContext).not.toContain('\u001b')
    expect(additionalContext).not.toContain('hhhh')
    const lines = additionalContext.split('\n')
    const facts = lines.slice(0, -1)
    // Every line shown is whole: its name, its reason and its last words.
    const whole =
      /^Memory '😀 {2}\[31mred (\d+)' \(topic-(\d{3})\.md\) failed verification: missing: gone\/(?:😀){20}-(\d+)\.txt\. Its content may be out of date\.$/u
    for (const fact of facts) {
      const [, name, file, target] = whole.exec(fact) ?? []
      expect([fact, Number(name), Number(target)]).toEqual([fact, Number(file), Number(file)])
    }
    expect(facts.length).toBeGreaterThan(30)
    expect(lines.at(-1)).toBe(
      `…and ${301 - facts.length} more memories failed verification; run 'claimcheck check' to see them all.`,
    )
  })

  it('an event it does not handle gets no answer', async () => {
    const root = project()
    const result = await cli(['context', 'memory', '--format', 'claude-hook'], {
      cwd: root,
      input: JSON.stringify({ hook_event_name: 'UserPromptSubmit', cwd: root, prompt: 'hi' }),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })

  it('an error becomes a context line saying the memories could not be verified; still exit 0', async () => {
    const root = project({ 'claimcheck.config.yaml': 'checkers: [./missing-checker.mjs]\n' })
    const result = await cli(['context', 'memory', '--format', 'claude-hook'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout)).toEqual({
      hookEventName: 'SessionStart',
      additionalContext: `claimcheck could not verify the memories in ${join(root, 'memory')}: claimcheck.config.yaml: checkers[0] (./missing-checker.mjs): no such file ${join(root, 'missing-checker.mjs')}. Treat every memory as unverified: its content may be out of date.`,
    })
  })

  it('a checker that crashes holds its memory with verifier error; the others are still reported', async () => {
    const root = project({
      'checkers/crash.mjs': [
        'export default {',
        "  apiVersion: 1, kind: 'crash', meta: { name: 'crash', version: '1.0.0' },",
        "  options: { '~standard': { version: 1, vendor: 't', validate: (value) => ({ value }) } },",
        "  key() { throw new Error('crashed') },",
        "  async check() { return { status: 'fresh', reason: 'never' } },",
        '}',
      ].join('\n'),
      'claimcheck.config.yaml': "checkers: [./checkers/crash.mjs, '@claimcheck/checker-grep']\n",
      'memory/crashing.md': topic('  kind: crash', 'Crash.\n'),
    })
    const result = await cli(['context', 'memory', '--format', 'claude-hook'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext).toContain(
      "Memory 'crashing' (crashing.md) failed verification: verifier error: crashed.",
    )
  })

  it('a command line it cannot read still ends in exit 0 with a context line', async () => {
    const result = await cli(['context', '--format', 'claude-hook', '--deadline', 'soon'], { cwd: project() })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext).toContain("--deadline expects a number above 0, not 'soon'")
  })
})

describe('claimcheck context --format claude-hook: PostToolUse on Read (SPEC §8.4)', () => {
  const read = (cwd: string, file: string) =>
    JSON.stringify({
      session_id: 'abc',
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: file },
      tool_response: {},
      cwd,
    })

  function setup() {
    const root = project()
    const { config, memoryDir } = claudeSetup(root, {
      'MEMORY.md': '- [a](stale.md)\n',
      'stale.md': topic('  kind: readable\n  target: data/assets', `${SECRET}\n`),
      'fresh.md': topic('  kind: readable\n  target: scripts/batch.sh', 'Fresh.\n'),
    })
    return { root, memoryDir, env: { CLAUDE_CONFIG_DIR: config } }
  }

  it('says when the memory file just read failed verification', async () => {
    const { root, memoryDir, env } = setup()
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env,
      input: read(root, join(memoryDir, 'stale.md')),
    })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PostToolUse',
        additionalContext:
          'The memory file you just read (stale.md) failed verification: missing: data/assets. Its content may be out of date.',
      },
    })
  })

  describe('the bin answers a file that is not a memory without loading the program', () => {
    // The program leaves its compiled code in the compile cache; a run that never loads it leaves nothing.
    function viaBin(root: string, env: Record<string, string>, file: string) {
      const cache = layout()
      const result = runCli(['context', '--format', 'claude-hook', '--user-scope'], {
        cwd: root,
        env: { ...env, XDG_CACHE_HOME: cache },
        input: read(root, file),
      })
      return { ...result, programLoaded: readdirSync(cache).length > 0 }
    }

    it('a source file and a Markdown file outside the memory dir: no answer, exit 0, the program not loaded', () => {
      const { root, env } = setup()
      for (const file of [join(root, 'scripts/batch.sh'), join(root, 'README.md')])
        expect(viaBin(root, env, file)).toEqual({ code: 0, stdout: '', stderr: '', programLoaded: false })
    })

    it('a memory file read is answered by the program, from the payload the bin read', () => {
      const { root, memoryDir, env } = setup()
      const result = viaBin(root, env, join(memoryDir, 'stale.md'))
      expect(result.programLoaded).toBe(true)
      expect(parseHook(result.stdout).additionalContext).toBe(
        'The memory file you just read (stale.md) failed verification: missing: data/assets. Its content may be out of date.',
      )
    })

    it("a settings file's warning is said once, whichever of the two answers", () => {
      const { root, memoryDir, env } = setup()
      addFiles(root, { '.claude/settings.json': JSON.stringify({ autoMemoryDirectory: 'relative/memory' }) })
      const warning = `claimcheck: warning: ignoring autoMemoryDirectory in ${join(root, '.claude/settings.json')}: expected an absolute path or one starting with ~/ (Claude Code then uses its default)\n`
      expect(viaBin(root, env, join(root, 'src.ts'))).toEqual({
        code: 0,
        stdout: '',
        stderr: warning,
        programLoaded: false,
      })
      const stale = viaBin(root, env, join(memoryDir, 'stale.md'))
      expect(stale.stderr).toBe(warning)
      expect(parseHook(stale.stdout).additionalContext).toContain('(stale.md) failed verification')
    })
  })

  it("--withhold: a read of a stale topic file is answered in the Read tool's own shape, body withheld", async () => {
    const { root, memoryDir, env } = setup()
    const file = join(memoryDir, 'stale.md')
    const result = await cli(['context', '--format', 'claude-hook', '--withhold'], {
      cwd: root,
      env,
      input: read(root, file),
    })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PostToolUse',
        updatedToolOutput: {
          type: 'text',
          file: {
            filePath: file,
            content:
              "Memory 'stale' (stale.md) failed verification: missing: data/assets. Its body is withheld until the claim holds again.",
            numLines: 1,
            startLine: 1,
            totalLines: 1,
          },
        },
      },
    })
    expect(result.stdout).not.toContain('SECRET')
    // A fresh topic file is not replaced.
    const fresh = await cli(['context', '--format', 'claude-hook', '--withhold'], {
      cwd: root,
      env,
      input: read(root, join(memoryDir, 'fresh.md')),
    })
    expect(fresh).toMatchObject({ code: 0, stdout: '' })
  })

  it.each([
    ['a fresh memory', (d: string) => join(d, 'fresh.md')],
    ['the index', (d: string) => join(d, 'MEMORY.md')],
    ['a file that is not a memory', (_d: string) => '/etc/hostname'],
    ['a project file', (_d: string) => 'scripts/batch.sh'],
  ])('prints nothing for %s', async (_what, file) => {
    const { root, memoryDir, env } = setup()
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env,
      input: read(root, file(memoryDir)),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })
})

describe('a memory file that is a symlink out of the memory dir and the project (SPEC §3.3, §10)', () => {
  // Its target holds a check that would pass: were the file it leads to read as the memory, the
  // hook would say nothing. Every hook judges the link as SessionStart does: held, never read.
  it.each(['Read', 'Write'])('PostToolUse on %s holds it unread, as SessionStart does', async (tool) => {
    const root = project()
    const elsewhere = layout({ 'kept.md': topic('  kind: readable\n  target: scripts/batch.sh', 'Elsewhere.\n') })
    const { config, memoryDir } = claudeSetup(root, { 'link.md': { symlink: join(elsewhere, 'kept.md') } })
    const env = { CLAUDE_CONFIG_DIR: config }
    const held = `memory file outside memory dir: ${join(memoryDir, 'link.md')}`
    const start = await cli(['context', '--format', 'claude-hook'], { cwd: root, env, input: sessionStart(root) })
    expect(parseHook(start.stdout).additionalContext).toContain(`(link.md) failed verification: ${held}.`)
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env,
      input: toolCall('PostToolUse', tool, root, { file_path: join(memoryDir, 'link.md') }),
    })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext).toBe(
      tool === 'Read'
        ? `The memory file you just read (link.md) failed verification: ${held}. Its content may be out of date.`
        : `The memory you just wrote (link.md) fails its own check: ${held}. Fix the check or the claim.`,
    )
  })
})

/** The payload of a tool call, as Claude Code passes it. */
const toolCall = (event: 'PreToolUse' | 'PostToolUse', tool: string, cwd: string, input: Record<string, unknown>) =>
  JSON.stringify({ session_id: 'abc', hook_event_name: event, tool_name: tool, tool_input: input, cwd })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('the hooks verify the memory dir Claude Code uses', () => {
  it("SessionStart verifies the auto memory dir of the session's folder, not the config's memoryDir", async () => {
    const root = project({ 'claimcheck.config.yaml': 'memoryDir: memory\n' })
    const { config } = claudeSetup(root, {
      'gone.md': topic('  kind: readable\n  target: data/gone', 'Gone.\n'),
    })
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: sessionStart(root),
    })
    // memory/wallpaper-batch-order.md (the config's memoryDir) is stale too, but no session loads it.
    expect(parseHook(result.stdout).additionalContext).toBe(
      "Memory 'gone' (gone.md) failed verification: missing: data/gone. Its content may be out of date.",
    )
  })

  it('SessionStart names the MEMORY.md entries past what Claude Code loads, one line each', async () => {
    const root = project()
    const entries = Array.from({ length: 230 }, (_, i) => `- [Topic ${i + 1}](topic-${i + 1}.md) — what it is about`)
    const { config } = claudeSetup(root, { 'MEMORY.md': `${entries.join('\n')}\n` })
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: sessionStart(root),
    })
    const lines = parseHook(result.stdout).additionalContext.split('\n')
    expect(lines).toHaveLength(30)
    expect(lines[0]).toBe(
      'MEMORY.md line 201 is past what Claude Code loads (past the 200-line limit), so this session does not see it: - [Topic 201](topic-201.md) — what it is about',
    )
    expect(lines[29]).toContain('MEMORY.md line 230 ')
  })

  it('SessionStart keeps thousands of dropped entries within the cap, the rest counted', async () => {
    const root = project()
    const entries = Array.from({ length: 3000 }, (_, i) => `- [Topic ${i + 1}](topic-${i + 1}.md)`)
    const { config } = claudeSetup(root, { 'MEMORY.md': `${entries.join('\n')}\n` })
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: sessionStart(root),
    })
    const context = parseHook(result.stdout).additionalContext
    expect(context.length).toBeLessThanOrEqual(10_000)
    const lines = context.split('\n')
    const shown = lines.filter((line) => line.startsWith('MEMORY.md line ')).length
    expect(lines.at(-1)).toBe(
      `…and ${2800 - shown} more entries of MEMORY.md past what Claude Code loads; run 'claimcheck index' to see them all.`,
    )
  })

  it("the read hook's context stays within Claude Code's 10,000-unit cap whatever the reason's length", async () => {
    const root = project()
    const pattern = `needle-${'x'.repeat(30_000)}`
    const { config, memoryDir } = claudeSetup(root, {
      'long.md': topic(`  kind: grep\n  target: scripts/batch.sh\n  pattern: ${pattern}`, 'Long.\n'),
    })
    const env = { CLAUDE_CONFIG_DIR: config }
    const input = toolCall('PostToolUse', 'Read', root, { file_path: join(memoryDir, 'long.md') })
    const warned = parseHook((await cli(['context', '--format', 'claude-hook'], { cwd: root, env, input })).stdout)
    expect(warned.additionalContext.length).toBeLessThanOrEqual(10_000)
    expect(warned.additionalContext).toMatch(
      /^The memory file you just read \(long\.md\) failed verification: no match for \/needle-x+…\. Its content may be out of date\.$/,
    )
    const withheld = JSON.parse(
      (await cli(['context', '--format', 'claude-hook', '--withhold'], { cwd: root, env, input })).stdout,
    )
    expect(withheld.hookSpecificOutput.updatedToolOutput.file.content.length).toBeLessThanOrEqual(10_000)
  })
})

/** Source that holds its thread and never yields, without spending the processor: what only stopping the thread ends. */
const FROZEN = 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)'

/** A checker module whose check of kind `waits` never settles: what a deadline cuts short, on a machine of any speed. */
const NEVER_SETTLES = checkerModule({ waits: '() => new Promise(() => {})' })

// Each test waits for a deadline on the clock, doing nothing meanwhile: they wait side by side.
// What must not be answered in time never settles, so that no result depends on the machine's speed.
describe.concurrent('the deadline is a moment, counted from the start: setup included, nothing left running', () => {
  it('reports memories still being verified at the deadline as not verified in time, the others with their own answer', async ({
    expect,
  }) => {
    const root = project({
      'waits.mjs': NEVER_SETTLES,
      'claimcheck.config.yaml':
        "checkers: ['./waits.mjs', '@claimcheck/checker-grep', '@claimcheck/checker-readable']\n",
      'memory/hostile.md': topic('  kind: waits\n  timeout: 60', 'Hostile.\n'),
    })
    const result = await cli(['context', 'memory', '--format', 'claude-hook', '--deadline', '10'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext.split('\n')).toEqual([
      "Memory 'hostile' (hostile.md) failed verification: not verified in time. Its content may be out of date.",
      "Memory 'wallpaper-batch-order' (wallpaper-batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.",
    ])
  })

  it('answers at its deadline over a check that would take 40 s, and over one that throws from a timer; exit 0', async ({
    expect,
  }) => {
    const root = project({
      'slow.mjs': checkerModule({
        sleepy: '() => new Promise((resolve) => setTimeout(() => resolve({ status: "fresh", reason: "woke" }), 40000))',
        'throws-later': '() => new Promise(() => { setTimeout(() => { throw new Error("thrown from a timer") }, 10) })',
      }),
      'claimcheck.config.yaml':
        "checkers: ['./slow.mjs', '@claimcheck/checker-grep', '@claimcheck/checker-readable']\n",
      'memory/sleepy.md': topic('  kind: sleepy\n  timeout: 60', 'Sleepy.\n'),
      'memory/throws.md': topic('  kind: throws-later', 'Throws.\n'),
    })
    // Were the deadline not kept, the 40 s check would outlast the test's own time limit.
    const result = await cli(['context', 'memory', '--format', 'claude-hook', '--deadline', '10'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext.split('\n')).toEqual([
      "Memory 'sleepy' (sleepy.md) failed verification: not verified in time. Its content may be out of date.",
      "Memory 'throws' (throws.md) failed verification: checker error: thrown from a timer. Its content may be out of date.",
      "Memory 'wallpaper-batch-order' (wallpaper-batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.",
    ])
  })

  it('answers at its deadline over a checker whose synchronous work never ends; exit 0', async ({ expect }) => {
    const root = project({
      'spin.mjs': checkerModule({ spin: `async () => { ${FROZEN} }` }),
      'claimcheck.config.yaml':
        "checkers: ['./spin.mjs', '@claimcheck/checker-grep', '@claimcheck/checker-readable']\n",
      'memory/spin.md': topic('  kind: spin', 'Spins.\n'),
    })
    // No timer fires in a thread that never yields: the verifying thread is stopped instead.
    const result = await cli(['context', 'memory', '--format', 'claude-hook', '--deadline', '10'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout)).toEqual({
      hookEventName: 'SessionStart',
      additionalContext: `claimcheck could not verify the memories in ${join(root, 'memory')}: not verified in time (--deadline 10s). Treat every memory as unverified: its content may be out of date.`,
    })
  })

  it('a checker that takes 3 s to load leaves the rest of the deadline to the checks, and each memory gets its own answer', async ({
    expect,
  }) => {
    const root = project({
      'memory/hostile.md': topic('  kind: waits\n  timeout: 60', 'Hostile.\n'),
      // Loaded while the verifying thread sets up: 3 s of a 12 s deadline gone before any check runs (the rest goes to the checks).
      'slow-to-load.mjs': `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000)\n${NEVER_SETTLES}`,
      'claimcheck.config.yaml':
        "checkers: ['./slow-to-load.mjs', '@claimcheck/checker-grep', '@claimcheck/checker-readable']\n",
    })
    const result = await cli(['context', 'memory', '--format', 'claude-hook', '--deadline', '12'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext.split('\n')).toEqual([
      "Memory 'hostile' (hostile.md) failed verification: not verified in time. Its content may be out of date.",
      "Memory 'wallpaper-batch-order' (wallpaper-batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.",
    ])
  })

  it.for([
    ['a command still running at the deadline', ''],
    ['a command started before a checker froze the verifying thread', 'spin'],
  ])(
    '%s is ended with its process group: what it would do after the deadline never happens',
    async ([, spin], { expect }) => {
      const root = project({
        // The command's own group: `sh` says it started, sleeps past the test's own time limit, then would write the marker.
        'late.sh': 'echo $$ > started\nsleep 600\ntouch marker\n',
        // Freezes the verifying thread once the command has started.
        'spin.mjs': [
          "import { existsSync, readFileSync } from 'node:fs'",
          checkerModule({
            spin: `async (_options, ctx) => { while (!existsSync(ctx.root + '/started')) await new Promise((resolve) => setTimeout(resolve, 20)); ${FROZEN} }`,
          }),
        ].join('\n'),
        'claimcheck.config.yaml': [
          "checkers: ['./spin.mjs', ['@claimcheck/checker-command', { allow: ['sh late.sh'] }], '@claimcheck/checker-grep', '@claimcheck/checker-readable']",
          '',
        ].join('\n'),
        'memory/late.md': topic('  kind: command\n  target: sh late.sh\n  timeout: 60', 'Late.\n'),
        ...(spin ? { 'memory/spin.md': topic('  kind: spin', 'Spins.\n') } : {}),
      })
      // Its own process: what it ends at the deadline are its children, never another test's.
      const result = await spawnCli(['context', 'memory', '--format', 'claude-hook', '--deadline', '10'], { cwd: root })
      expect(result.code).toBe(0)
      expect(parseHook(result.stdout).additionalContext).toContain('not verified in time')
      // The command had started; had its group not been ended, it would still be sleeping (and the test run out of time).
      const pid = Number(readFileSync(join(root, 'started'), 'utf8'))
      while (isRunning(pid)) await sleep(20)
      expect(existsSync(join(root, 'marker'))).toBe(false)
    },
  )
})

describe('hooks answering at once in one process', () => {
  it("one answering ends only the process groups its own run started, never the other's program", async () => {
    const slow = project({
      // Says it started, then takes a while and exits 0: fresh, unless something kills its group.
      'slow.sh': 'echo $$ > started\nsleep 5\ntouch finished\n',
      'claimcheck.config.yaml':
        "checkers: [['@claimcheck/checker-command', { allow: ['sh slow.sh'] }], '@claimcheck/checker-grep', '@claimcheck/checker-readable']\n",
      'memory/slow.md': topic('  kind: command\n  target: sh slow.sh\n  timeout: 60', 'Slow.\n'),
    })
    const quick = project({
      'claimcheck.config.yaml':
        "checkers: [['@claimcheck/checker-command', { allow: ['true'] }], '@claimcheck/checker-grep', '@claimcheck/checker-readable']\n",
      'memory/quick.md': topic('  kind: command\n  target: "true"\n', 'Quick.\n'),
    })
    const hook = (root: string) =>
      cli(['context', 'memory', '--format', 'claude-hook', '--deadline', '30'], { cwd: root })
    const slowRun = hook(slow)
    while (!existsSync(join(slow, 'started'))) await sleep(20)
    // The quick run starts and answers while the slow run's program sleeps.
    const quickRun = await hook(quick)
    expect(existsSync(join(slow, 'finished'))).toBe(false)
    expect(parseHook(quickRun.stdout).additionalContext).not.toContain('quick')
    const slowDone = await slowRun
    expect(existsSync(join(slow, 'finished'))).toBe(true)
    expect(parseHook(slowDone.stdout).additionalContext).not.toContain('slow')
  })
})

describe('at write time (SPEC §8.6): PostToolUse on Write, Edit and MultiEdit', () => {
  /** The PostToolUse hook's answer to a write of the memory `name` in Claude Code's memory dir of `root`. */
  const afterWrite = (root: string, memory: Record<string, Entry>, name: string, tool = 'Write') => {
    const { config, memoryDir } = claudeSetup(root, memory)
    return cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: toolCall('PostToolUse', tool, root, { file_path: join(memoryDir, name), content: 'x' }),
    })
  }

  async function written(memory: Record<string, Entry>, tool = 'Write', name = Object.keys(memory)[0] as string) {
    return await afterWrite(project(), { 'MEMORY.md': '- [a](a.md)\n', ...memory }, name, tool)
  }

  it.each(['Write', 'Edit', 'MultiEdit'])('%s of a memory whose check fails right now: says so', async (tool) => {
    const result = await written(
      { 'assets.md': topic('  kind: readable\n  target: data/assets', 'Assets live in data/assets.\n') },
      tool,
    )
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout)).toEqual({
      hookEventName: 'PostToolUse',
      additionalContext:
        'The memory you just wrote (assets.md) fails its own check: missing: data/assets. Fix the check or the claim.',
    })
  })

  it('a memory with a check under metadata: (as Claude Code rewrites it) is run', async () => {
    const result = await written({
      'assets.md':
        '---\nname: assets\nmetadata:\n  type: project\n  verify:\n    kind: readable\n    target: data/assets\n---\nAssets.\n',
    })
    expect(parseHook(result.stdout).additionalContext).toBe(
      'The memory you just wrote (assets.md) fails its own check: missing: data/assets. Fix the check or the claim.',
    )
  })

  it('a memory with no check that names a path of the project: names it and gives the block to add', async () => {
    const result = await written({
      'batch.md':
        '---\nname: batch\ndescription: the batch script\n---\nThe batch runs from `scripts/batch.sh`; run it before a release.\n',
    })
    const context = parseHook(result.stdout).additionalContext
    expect(context).toMatch(
      /^The memory you just wrote \(batch\.md\) carries no check, and what it says can be checked \(names scripts\/batch\.sh\)\./,
    )
    expect(context).toContain('\nverify:\n  kind: readable\n  target: scripts/batch.sh')
  })

  it('a topic file written without frontmatter still gets its block, with the frontmatter to hold it', async () => {
    const result = await written({
      'nightly.md': '# Nightly batch\n\nThe nightly batch runs from `scripts/batch.sh` after midnight.\n',
    })
    const lines = parseHook(result.stdout).additionalContext.split('\n')
    expect(lines[0]).toBe(
      'The memory you just wrote (nightly.md) carries no check, and what it says can be checked (names scripts/batch.sh).',
    )
    expect(lines.slice(2)).toEqual([
      'It has no frontmatter: put this at the top of the file, a frontmatter holding the block:',
      '---',
      'verify:',
      '  kind: readable',
      '  target: scripts/batch.sh',
      '---',
    ])
  })

  /** The advice on a memory naming `scripts/sync/push.sh`, which the project lacks. */
  const pushFalseThatDay = (file: string) =>
    `The memory you just wrote (${file}) names scripts/sync/push.sh, which does not exist under the project: that claim is false on the day it is written.`

  it('a path the memory just named that does not exist is said: the claim is false on the day it is written', async () => {
    const result = await written({
      'sync.md': topic(
        '  kind: readable\n  target: scripts/batch.sh',
        'The batch then calls `scripts/sync/push.sh`.\n',
      ),
    })
    expect(parseHook(result.stdout).additionalContext).toBe(pushFalseThatDay('sync.md'))
  })

  it('in a git repository, a path it just named under a folder the project has is said even when history never held it', async () => {
    // `lint` on an old memory leaves out a path the repository never held (another base's, most often);
    // the day a memory is written, a path under the project's own folder that is not there is simply false.
    const root = committed({ 'scripts/batch.sh': 'classify\n', 'src/app.ts': 'export {}\n' })
    const memory = {
      'MEMORY.md': '- [sync](sync.md)\n',
      'sync.md': topic(
        '  kind: readable\n  target: scripts/batch.sh',
        // A line written `:~1` (about there) and a path under a name that qualifies it are no missing paths.
        'The batch then calls `scripts/sync/push.sh` (see `scripts/batch.sh:~1`).\n\nThe site keeps its copy in `site:scripts/batch.sh`.\n',
      ),
    }
    const result = await afterWrite(root, memory, 'sync.md')
    expect(parseHook(result.stdout).additionalContext).toBe(pushFalseThatDay('sync.md'))
    const { memoryDir } = claudeSetup(root, memory)
    const linted = await cli(['lint', memoryDir, '--root', root], { cwd: root })
    expect(linted.stdout).not.toContain('scripts/sync/push.sh')
  })

  for (const { shape, name, files, body } of [
    {
      shape:
        'two file names joined by a slash (`tokens.md/globals.css`) are those two files when the project has both, not a path false that day',
      name: 'tokens',
      files: { 'docs/design/tokens.md': '# Tokens\n', 'app/globals.css': ':root { --ink: #111; }\n' },
      body: 'Colour tokens are written twice, in `tokens.md/globals.css`. The batch then calls `scripts/sync/push.sh`.\n',
    },
    {
      shape:
        'a file the memory says it renamed to a pattern (`` `040_tags.sql` → `040b_*` ``) is not called false that day where another line names it',
      name: 'drift',
      files: { 'db/migrations/040b_tags.sql': 'create table tags (id int);\n' },
      body: 'Registered again:\n- `040b` ← `db/migrations/040_tags.sql`\n\n**Local renames:**\n- `040_tags.sql` → `040b_*`\n\nThe batch then calls `scripts/sync/push.sh`.\n',
    },
    {
      shape:
        'a PHP namespace the memory just wrote (`use Filament\\Schemas\\Schema;`) is code, not a missing path; a Windows path to a file is one',
      name: 'pages',
      files: { 'app/Filament/Pages/Home.php': '<?php\nuse Filament\\Schemas\\Schema;\n' },
      body: '- Import: `use Filament\\Schemas\\Schema;` in `app\\Filament\\Pages\\Home.php`.\n- The batch then calls `scripts\\sync\\push.sh`.\n',
    },
  ])
    it(shape, async () => {
      const root = committed({ 'scripts/batch.sh': 'classify\n', ...files })
      const memory = {
        'MEMORY.md': `- [${name}](${name}.md)\n`,
        [`${name}.md`]: topic('  kind: readable\n  target: scripts/batch.sh', body),
      }
      const result = await afterWrite(root, memory, `${name}.md`)
      expect(parseHook(result.stdout).additionalContext).toBe(pushFalseThatDay(`${name}.md`))
    })

  it("in a git repository, a memory naming four or more paths it never held and few it has is another project's: nothing is called false that day", async () => {
    // A landing site with the folders a dashboard app of the same stack has.
    const root = committed({
      'scripts/batch.sh': 'classify\n',
      'src/app.ts': 'export {}\n',
      'app/page.tsx': 'export default function Page() {}\n',
      'lib/utils.ts': 'export const cn = 1\n',
    })
    const dashboard =
      'The dashboard app: login in `app/login/page.tsx`, sign-up in `app/register/page.tsx`, auth in `lib/auth.tsx`, tables in `lib/db/schemas.ts`.\n'
    const memory = {
      'MEMORY.md': '- [dashboard](dashboard.md)\n- [sync](sync.md)\n',
      'dashboard.md': topic('  kind: readable\n  target: scripts/batch.sh', dashboard),
      'sync.md': topic(
        '  kind: readable\n  target: scripts/batch.sh',
        `${dashboard}The batch in \`scripts/batch.sh\` and \`src/app.ts\` syncs it.\n`,
      ),
    }
    const foreign = await afterWrite(root, memory, 'dashboard.md')
    expect(foreign.stdout).not.toContain('false on the day it is written')
    // Two of its paths here against four never held: it is this project's, and the four are false today.
    const mixed = await afterWrite(root, memory, 'sync.md')
    expect(parseHook(mixed.stdout).additionalContext).toContain(
      'The memory you just wrote (sync.md) names lib/auth.tsx, which does not exist under the project: that claim is false on the day it is written.',
    )
  })

  it('a name the memory just placed in a file that does not hold it is said, and no block is offered', async () => {
    const root = project({ 'scripts/window.py': 'def derive_window_edges(bars):\n    return bars\n' })
    const memory = {
      'order.md':
        '---\nname: order\ndescription: the window filter\ntype: project\n---\n' +
        'The helper `derive_window_edges` and the detector `flag_flat_windows` live in `scripts/window.py`.\n',
    }
    const result = await afterWrite(root, { 'MEMORY.md': '- [a](a.md)\n', ...memory }, 'order.md')
    expect(parseHook(result.stdout).additionalContext).toBe(
      'The memory you just wrote (order.md) places `flag_flat_windows` in scripts/window.py, which does not hold it: that claim is false on the day it is written.',
    )
  })

  it.each([
    ['a line range written with a dash', '`src/lib/loader.ts:12–14`'],
    ['two lines, each with its colon', '`src/lib/loader.ts:137/:178`'],
    ['two lines in prose', 'src/lib/loader.ts:137/:178 and'],
  ])('%s (%s) points into the file: no path called false', async (_, written) => {
    const root = project({ 'src/lib/loader.ts': 'export function load() {}\n' })
    const result = await afterWrite(
      root,
      {
        'MEMORY.md': '- [a](a.md)\n',
        'a.md': `---\nname: a\n---\nThe manifest is parsed at ${written} nowhere else.\n`,
      },
      'a.md',
    )
    expect(result.stdout).not.toContain('does not exist')
  })

  it('a path of another repository the memory links on a code host is not called false on the day it is written', async () => {
    const root = project({ 'src/server/radio.ts': 'export function sendHeartbeat() {}\n' })
    const result = await afterWrite(
      root,
      {
        'MEMORY.md': '- [a](a.md)\n',
        'a.md':
          '---\nname: a\n---\nThe firmware API (`src/mesh/api.cpp` on master) answers every heartbeat.\n\nSource: https://github.com/acme/firmware/blob/master/src/mesh/api.cpp\n',
      },
      'a.md',
    )
    expect(result.stdout).not.toContain('does not exist')
  })

  it('every line of the advice is at most 300 characters, and a command is quoted as the memory writes it', async () => {
    const root = project({
      'package.json': '{ "scripts": { "test-unit": "vitest run" } }\n',
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [
          `src/very/long/folder/name/number${i}/helperFunctionWithLongName${i}.ts`,
          `export const helperFunctionWithLongName${i} = ${i}\n`,
        ]),
      ),
    })
    const long = `${'a-very-long-memory-file-name-'.repeat(6)}.md`
    const helpers = Array.from({ length: 12 }, (_, i) => `\`helperFunctionWithLongName${i}\``).join(', ')
    const memory = {
      'MEMORY.md': '- [a](a.md)\n',
      [long]: `---\nname: long\n---\nUnit tests run with \`pnpm run test-unit\`. Helpers: ${helpers}.\n`,
      'unit.md': '---\nname: unit\n---\nUnit tests run with `pnpm run test-unit`.\n',
      'gone.md': `---\nname: gone\n---\nThe writer is in \`src/very/long/folder/name/${'deep/'.repeat(30)}writer.ts\`.\n`,
    }
    const { config, memoryDir } = claudeSetup(root, memory)
    const write = (name: string) =>
      cli(['context', '--format', 'claude-hook'], {
        cwd: root,
        env: { CLAUDE_CONFIG_DIR: config },
        input: toolCall('PostToolUse', 'Write', root, { file_path: join(memoryDir, name), content: 'x' }),
      })
    const checked = parseHook((await write(long)).stdout).additionalContext
    const gone = parseHook((await write('gone.md')).stdout).additionalContext
    for (const line of [...checked.split('\n'), ...gone.split('\n')]) expect(line.length).toBeLessThanOrEqual(300)
    const unit = parseHook((await write('unit.md')).stdout).additionalContext
    expect(unit).toContain('(names `pnpm run test-unit` (defined in package.json)).')
    expect(gone).toMatch(/^The memory you just wrote \(gone\.md\) names src\/very\/long\/folder\/name\/deep\//)
  })

  it('a check whose line would be longer than a line of advice (a path written short, found at 300 characters) is left out of the block; the others stay', async () => {
    const deep = [
      'services/ledger-engine-storage-dialects-and-relational-stores-of-the-ledger',
      'ledger-engine-storage-dialect-postgres-with-the-conformance-suite-and-fixtures/src/test/java/org/example/ledger',
      'engine/plan/execution/stores/relational/postgres/semistructured/Test_Ledger_Postgres_Semistructured_Conformance.java',
    ].join('/')
    const root = project({
      [deep]: 'class Conformance {}\n',
      'src/writer/Writer.java': 'class Writer {}\n',
      'src/writer/Sink.java': 'class Sink {}\n',
    })
    const memory = {
      'MEMORY.md': '- [io](io.md)\n',
      'io.md':
        '---\nname: io\n---\n- **Postgres:** semistructured rows are tested in `postgres/semistructured/Test_Ledger_Postgres_Semistructured_Conformance.java`.\n' +
        '- **Writer:** `src/writer/Writer.java` and `src/writer/Sink.java`.\n',
    }
    const advice = parseHook((await afterWrite(root, memory, 'io.md')).stdout).additionalContext
    expect(deep.length).toBeGreaterThan(300)
    expect(advice).toContain('target: src/writer/Writer.java')
    expect(advice).not.toContain(`target: ${deep}`)
    for (const line of advice.split('\n')) expect(line.length).toBeLessThanOrEqual(300)
  })

  it.each([
    ['a fresh memory', { 'ok.md': topic('  kind: readable\n  target: scripts/batch.sh', 'Batch.\n') }],
    ['a judgement', { 'why.md': topic('  kind: none', 'Recording is automatic.\n') }],
  ])('%s: no output', async (_what, memory) => {
    expect(await written(memory)).toMatchObject({ code: 0, stdout: '' })
  })

  it('a write outside the memory dir: no output', async () => {
    const root = project()
    const { config } = claudeSetup(root, { 'MEMORY.md': '- [a](a.md)\n' })
    const result = await cli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: toolCall('PostToolUse', 'Write', root, { file_path: join(root, 'memory/wallpaper-batch-order.md') }),
    })
    expect(result).toMatchObject({ code: 0, stdout: '' })
  })

  it('a write to MEMORY.md that leaves entries past what Claude Code loads: names them', async () => {
    const entries = Array.from({ length: 202 }, (_, i) => `- [Topic ${i + 1}](topic-${i + 1}.md)`)
    const result = await written({ 'MEMORY.md': `${entries.join('\n')}\n` })
    expect(parseHook(result.stdout).additionalContext.split('\n')).toEqual([
      'MEMORY.md line 201 is past what Claude Code loads (past the 200-line limit), so sessions from now on do not see it: - [Topic 201](topic-201.md)',
      'MEMORY.md line 202 is past what Claude Code loads (past the 200-line limit), so sessions from now on do not see it: - [Topic 202](topic-202.md)',
    ])
  })
})

describe('a tool call whose payload is too large to read (over 1 MiB)', () => {
  // A Write of a large file: no event can be read from it, and it is no session start either.
  it.each(['PreToolUse', 'PostToolUse'] as const)('%s: no answer, exit 0', (event) => {
    const root = project()
    const { config, memoryDir } = claudeSetup(root, {
      'stale.md': topic('  kind: readable\n  target: data/assets', 'Stale.\n'),
    })
    const input = toolCall(event, 'Write', root, {
      file_path: join(memoryDir, 'big.md'),
      content: 'x'.repeat(2_000_000),
    })
    const result = runCli(['context', '--format', 'claude-hook', '--require'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input,
    })
    expect(result).toMatchObject({ code: 0, stdout: '' })
  })
})

describe('--require (SPEC §8.6): PreToolUse on Write', () => {
  async function attempt(
    file: (memoryDir: string, root: string) => string,
    content: string,
    args = ['--require'],
    existing: Record<string, Entry> = {},
    env: Record<string, string> = {},
  ) {
    const root = project()
    const { config, memoryDir } = claudeSetup(root, { 'MEMORY.md': '- [a](a.md)\n', ...existing })
    return await cli(['context', '--format', 'claude-hook', ...args], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config, ...env },
      input: toolCall('PreToolUse', 'Write', root, { file_path: file(memoryDir, root), content }),
    })
  }
  const noCheck = '---\nname: batch\n---\nThe batch runs from scripts/batch.sh.\n'

  it('denies a Write that creates a topic file with no verify block, with the block to add for the text being written', async () => {
    const result = await attempt((dir) => join(dir, 'batch.md'), noCheck)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).hookSpecificOutput).toEqual({
      hookEventName: 'PreToolUse',
      permissionDecision: 'deny',
      permissionDecisionReason:
        'claimcheck requires a check on every new memory, and batch.md has none (no verify block).\nWhat it says can be checked (names scripts/batch.sh): write it again with this verify block in its frontmatter:\nverify:\n  kind: readable\n  target: scripts/batch.sh',
    })
  })

  it('a judgement is denied with the `kind: none` block that marks it so', async () => {
    const taste = '---\nname: taste\ntype: feedback\n---\nPrefer small commits over one large one.\n'
    const answer = JSON.parse((await attempt((dir) => join(dir, 'taste.md'), taste)).stdout).hookSpecificOutput
    expect(answer.permissionDecisionReason).toBe(
      'claimcheck requires a check on every new memory, and taste.md has none (no verify block).\nIts claim reads as a judgement, which no check can confirm: write it again with this in its frontmatter:\nverify:\n  kind: none',
    )
  })

  it('a memory naming nothing claimcheck can hold to the project is denied with the general form of a block', async () => {
    const plain = '---\nname: plain\ntype: project\n---\nThe team ships on Thursdays.\n'
    const answer = JSON.parse((await attempt((dir) => join(dir, 'plain.md'), plain)).stdout).hookSpecificOutput
    expect(answer.permissionDecisionReason).toBe(
      'claimcheck requires a check on every new memory, and plain.md has none (no verify block).\nWrite it again with a verify block in its frontmatter, such as:\nverify:\n  kind: readable\n  target: <a path the claim names>\n(or `verify:\\n  kind: none` when the claim is a judgement)',
    )
  })

  it('working out the block writes nothing: the memory dir holds what it held', async () => {
    const root = project()
    const { config, memoryDir } = claudeSetup(root, { 'MEMORY.md': '- [a](a.md)\n' })
    const before = readdirSync(memoryDir)
    await cli(['context', '--format', 'claude-hook', '--require'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: toolCall('PreToolUse', 'Write', root, { file_path: join(memoryDir, 'batch.md'), content: noCheck }),
    })
    expect(readdirSync(memoryDir)).toEqual(before)
  })

  it('CLAIMCHECK_REQUIRE_CHECKS=1 turns the gate on where the command line is fixed (the plugin)', async () => {
    const result = await attempt((dir) => join(dir, 'batch.md'), noCheck, [], {}, { CLAIMCHECK_REQUIRE_CHECKS: '1' })
    expect(JSON.parse(result.stdout).hookSpecificOutput.permissionDecision).toBe('deny')
  })

  it.each([
    [
      'a new memory with a verify block',
      (dir: string) => join(dir, 'ok.md'),
      topic('  kind: none', 'A judgement.\n'),
      ['--require'],
      {},
    ],
    [
      'a new memory with its verify block under metadata:',
      (dir: string) => join(dir, 'ok.md'),
      '---\nmetadata:\n  verify:\n    kind: none\n---\nA judgement.\n',
      ['--require'],
      {},
    ],
    [
      'an existing memory rewritten without one',
      (dir: string) => join(dir, 'old.md'),
      noCheck,
      ['--require'],
      { 'old.md': noCheck },
    ],
    ['the index', (dir: string) => join(dir, 'MEMORY.md'), '- [b](b.md)\n', ['--require'], {}],
    [
      'a file outside the memory dir',
      (_dir: string, root: string) => join(root, 'notes.md'),
      noCheck,
      ['--require'],
      {},
    ],
    ['a new memory with no check, without --require', (dir: string) => join(dir, 'batch.md'), noCheck, [], {}],
  ])('lets through %s', async (_what, file, content, args, existing) => {
    expect(await attempt(file, content, args, existing)).toMatchObject({ code: 0, stdout: '' })
  })
})

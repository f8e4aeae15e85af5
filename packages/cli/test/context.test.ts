import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { checkerModule, runCli, slowSearch } from './run-cli.ts'

afterAll(cleanLayouts)

const SECRET = 'SECRET-STALE-BODY: read assets from data/assets'
const topic = (verify: string, body: string, extra = '') =>
  `---\n${extra}${verify ? `verify:\n${verify}\n` : ''}---\n${body}`

/** A project whose memory holds one fresh, one judgement, one without a block, and one stale claim. */
function project(extra: Record<string, Entry> = {}) {
  return layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'data/_reference_data/keywords.txt': 'wallpaper\n',
    'scripts/batch.sh': 'classify\n',
    'memory/MEMORY.md': '- [index](reference-data-path.md)\n',
    'memory/reference-data-path.md': topic(
      '  kind: readable\n  target: data/_reference_data/keywords.txt',
      '\nRead reference data from _reference_data/.\n\n',
    ),
    'memory/why-manual-approval.md': topic('  kind: none', 'Recording is automatic. Committing is mine.\n'),
    'memory/wallpaper-batch-order.md': topic(
      '  kind: grep\n  target: scripts/batch.sh\n  pattern: derive_before_classify',
      `${SECRET}\n`,
    ),
    ...extra,
  })
}

describe('claimcheck context: markdown (SPEC §6.2)', () => {
  it('hands over fresh and unverifiable memories in full and holds stale ones in the open', () => {
    const result = runCli(['context', 'memory'], { cwd: project() })
    expect(result.stdout).toBe(
      [
        '## reference-data-path',
        'Read reference data from _reference_data/.',
        '',
        '## why-manual-approval',
        'Recording is automatic. Committing is mine.',
        '',
        '## Held memories (bodies withheld)',
        '- wallpaper-batch-order: held (no match for /derive_before_classify/)',
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(1)
  })

  it('exits 0 with nothing held', () => {
    const root = layout({ 'memory/a.md': topic('  kind: none', 'A judgement.\n') })
    expect(runCli(['context', 'memory'], { cwd: root })).toMatchObject({ code: 0, stdout: '## a\nA judgement.\n' })
  })

  it('--max-chars drops bodies before held lines, says what was cut, and stays within the cap', () => {
    const many: Record<string, Entry> = {}
    for (let i = 0; i < 5; i++) many[`memory/note-${i}.md`] = topic('  kind: none', `${'Note body. '.repeat(10)}\n`)
    const root = project(many)
    const full = runCli(['context', 'memory'], { cwd: root }).stdout
    const cap = 400
    const cut = runCli(['context', 'memory', '--max-chars', String(cap)], { cwd: root })
    expect(full.length).toBeGreaterThan(cap)
    expect(cut.stdout.length).toBeLessThanOrEqual(cap)
    expect(cut.stdout).toMatch(/…and \d+ more memories not shown \(cut to fit --max-chars 400\)\n/)
    expect(cut.stdout).toContain('- wallpaper-batch-order: held (no match for /derive_before_classify/)\n')
    expect(cut.stdout).not.toContain(SECRET)
  })

  it('--max-chars drops held lines last, and says how many', () => {
    const many: Record<string, Entry> = {}
    for (let i = 0; i < 6; i++)
      many[`memory/gone-${i}.md`] = topic(`  kind: readable\n  target: gone-${i}.txt`, `${SECRET}\n`)
    const root = project(many)
    const result = runCli(['context', 'memory', '--max-chars', '300'], { cwd: root })
    expect(result.stdout.length).toBeLessThanOrEqual(300)
    expect(result.stdout).toMatch(
      /^…and 2 more memories not shown \(cut to fit --max-chars 300\)\n\n## Held memories \(bodies withheld\)\n- gone-0: held \(missing: gone-0\.txt\)\n/,
    )
    expect(result.stdout).toMatch(/\n…and \d+ more held memories\n$/)
    expect(result.stdout).not.toContain(SECRET)
  })

  it('reads context.maxChars from the config', () => {
    const root = project({ 'claimcheck.config.json': JSON.stringify({ context: { maxChars: 150 } }) })
    const result = runCli(['context', 'memory'], { cwd: root })
    expect(result.stdout.length).toBeLessThanOrEqual(150)
    expect(result.stdout).toContain('…and')
  })
})

describe('claimcheck context: json', () => {
  it('lists handed-over memories with bodies and held ones without', () => {
    const root = project()
    const result = runCli(['context', 'memory', '--format', 'json'], { cwd: root })
    const output = JSON.parse(result.stdout)
    expect(output.memories.map((m: { name: string; body: string }) => [m.name, m.body])).toEqual([
      ['reference-data-path', 'Read reference data from _reference_data/.'],
      ['why-manual-approval', 'Recording is automatic. Committing is mine.'],
    ])
    expect(output.held).toEqual([
      {
        name: 'wallpaper-batch-order',
        file: 'memory/wallpaper-batch-order.md',
        reason: 'no match for /derive_before_classify/',
      },
    ])
    expect(result.code).toBe(1)
  })
})

describe('a stale body never appears', () => {
  it.each([['markdown'], ['json'], ['claude-hook']])('in --format %s', (format) => {
    const result = runCli(['context', 'memory', '--format', format], { cwd: project() })
    expect(result.stdout).toContain('wallpaper-batch-order')
    expect(result.stdout).not.toContain('SECRET-STALE-BODY')
    expect(result.stderr).not.toContain('SECRET-STALE-BODY')
  })
})

describe('fail toward distrust (SPEC §6.2)', () => {
  it('a broken config holds every memory with verifier error and exits 2', () => {
    const root = project({ 'claimcheck.config.json': '{ "checkers": [' })
    const result = runCli(['context', 'memory'], { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe(
      [
        '## Held memories (bodies withheld)',
        '- reference-data-path: held (verifier error: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1))',
        '- wallpaper-batch-order: held (verifier error: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1))',
        '- why-manual-approval: held (verifier error: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1))',
        '',
      ].join('\n'),
    )
    expect(result.stderr).toBe(
      'claimcheck: claimcheck.config.json: not valid JSON: Unexpected end of JSON input (line 1)\n',
    )
    const json = runCli(['context', 'memory', '--format', 'json'], { cwd: root })
    expect(JSON.parse(json.stdout).memories).toEqual([])
    expect(JSON.parse(json.stdout).held).toHaveLength(3)
  })
})

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

const parseHook = (stdout: string) =>
  JSON.parse(stdout).hookSpecificOutput as { hookEventName: string; additionalContext: string }

describe('claimcheck context: control characters', () => {
  it('reach no format: names and reasons are one line with controls written out, bodies keep only tabs and newlines', () => {
    const root = layout({
      '.git/HEAD': 'x',
      'notes.txt': 'notes\n',
      'memory/a.md': topic(
        '  kind: readable\n  target: notes.txt',
        'Line one\u001b[2J\twith a tab\r\nline two\u0007\n',
        'name: "a\\e]0;title\\a"\n',
      ),
    })
    const markdown = runCli(['context', 'memory'], { cwd: root }).stdout
    expect(markdown).toBe('## a\\e]0;title\\x07\nLine one[2J\twith a tab\nline two\n')
    const json = JSON.parse(runCli(['context', 'memory', '--format', 'json'], { cwd: root }).stdout)
    expect(json.memories[0]).toMatchObject({ name: 'a\u001b]0;title\u0007', body: 'Line one[2J\twith a tab\nline two' })
  })
})

describe('claimcheck context --format claude-hook: SessionStart (SPEC §8.2)', () => {
  const memory = {
    'wallpaper-batch-order.md': topic(
      '  kind: grep\n  target: scripts/batch.sh\n  pattern: derive_before_classify',
      `${SECRET}\n`,
    ),
    'reference-data-path.md': topic('  kind: readable\n  target: data/_reference_data/keywords.txt', 'Read it.\n'),
  }

  it("reads the payload's cwd, finds the auto memory dir, and states the facts", () => {
    const root = project()
    const { config } = claudeSetup(root, memory)
    const elsewhere = layout()
    const result = runCli(['context', '--format', 'claude-hook'], {
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

  it('prints nothing when nothing is held', () => {
    const root = project()
    const { config } = claudeSetup(root, { 'reference-data-path.md': memory['reference-data-path.md'] })
    const result = runCli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: config },
      input: sessionStart(root),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })

  it('prints nothing for a project without memory', () => {
    const root = layout({ '.git/HEAD': 'x' })
    const result = runCli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env: { CLAUDE_CONFIG_DIR: layout() },
      input: sessionStart(root),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })

  it('keeps 600 held memories within 10,000 characters, summarising the rest', () => {
    const files: Record<string, Entry> = {}
    for (let i = 0; i < 600; i++) {
      files[`memory/topic-${String(i).padStart(3, '0')}.md`] = topic(
        `  kind: readable\n  target: gone/file-${i}.txt`,
        `${SECRET}\n`,
      )
    }
    const root = layout({ '.git/HEAD': 'x', ...files })
    const result = runCli(['context', 'memory', '--format', 'claude-hook'], { cwd: root })
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

  it('never cuts through a name, a reason or a surrogate pair: what does not fit whole is counted', () => {
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
    const result = runCli(['context', 'memory', '--format', 'claude-hook'], {
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

  it('an event it does not handle gets no answer', () => {
    const root = project()
    const result = runCli(['context', 'memory', '--format', 'claude-hook'], {
      cwd: root,
      input: JSON.stringify({ hook_event_name: 'UserPromptSubmit', cwd: root, prompt: 'hi' }),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })

  it('reports memories still being verified at the deadline as not verified in time', () => {
    const slow = slowSearch('timeout: 60')
    const root = project({ ...slow.files, 'memory/hostile.md': topic(slow.block, 'Hostile.\n') })
    const result = runCli(['context', 'memory', '--format', 'claude-hook', '--deadline', '2'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext.split('\n')).toEqual([
      "Memory 'hostile' (hostile.md) failed verification: not verified in time. Its content may be out of date.",
      "Memory 'wallpaper-batch-order' (wallpaper-batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.",
    ])
  })

  it('answers at its deadline over a check that would take 40 s, and over one that throws from a timer; exit 0', () => {
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
    const result = runCli(['context', 'memory', '--format', 'claude-hook', '--deadline', '2'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext.split('\n')).toEqual([
      "Memory 'sleepy' (sleepy.md) failed verification: not verified in time. Its content may be out of date.",
      "Memory 'throws' (throws.md) failed verification: checker error: thrown from a timer. Its content may be out of date.",
      "Memory 'wallpaper-batch-order' (wallpaper-batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.",
    ])
  })

  it('answers at its deadline over a checker whose synchronous work never ends; exit 0', () => {
    const root = project({
      'spin.mjs': checkerModule({ spin: 'async () => { for (;;) {} }' }),
      'claimcheck.config.yaml':
        "checkers: ['./spin.mjs', '@claimcheck/checker-grep', '@claimcheck/checker-readable']\n",
      'memory/spin.md': topic('  kind: spin', 'Spins.\n'),
    })
    // No timer fires in a thread that never yields: the verifying thread is stopped instead.
    const result = runCli(['context', 'memory', '--format', 'claude-hook', '--deadline', '2'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout)).toEqual({
      hookEventName: 'SessionStart',
      additionalContext: `claimcheck could not verify the memories in ${join(root, 'memory')}: not verified in time (--deadline 2s). Treat every memory as unverified: its content may be out of date.`,
    })
  })

  it('an error becomes a context line saying the memories could not be verified; still exit 0', () => {
    const root = project({ 'claimcheck.config.yaml': 'checkers: [./missing-checker.mjs]\n' })
    const result = runCli(['context', 'memory', '--format', 'claude-hook'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout)).toEqual({
      hookEventName: 'SessionStart',
      additionalContext: `claimcheck could not verify the memories in ${join(root, 'memory')}: claimcheck.config.yaml: checkers[0] (./missing-checker.mjs): no such file ${join(root, 'missing-checker.mjs')}. Treat every memory as unverified: its content may be out of date.`,
    })
  })

  it('a checker that crashes holds its memory with verifier error; the others are still reported', () => {
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
    const result = runCli(['context', 'memory', '--format', 'claude-hook'], { cwd: root })
    expect(result.code).toBe(0)
    expect(parseHook(result.stdout).additionalContext).toContain(
      "Memory 'crashing' (crashing.md) failed verification: verifier error: crashed.",
    )
  })

  it('a command line it cannot read still ends in exit 0 with a context line', () => {
    const result = runCli(['context', '--format', 'claude-hook', '--deadline', 'soon'], { cwd: project() })
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

  it('says when the memory file just read failed verification', () => {
    const { root, memoryDir, env } = setup()
    const result = runCli(['context', '--format', 'claude-hook'], {
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

  it("--withhold: a read of a stale topic file is answered in the Read tool's own shape, body withheld", () => {
    const { root, memoryDir, env } = setup()
    const file = join(memoryDir, 'stale.md')
    const result = runCli(['context', '--format', 'claude-hook', '--withhold'], {
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
    const fresh = runCli(['context', '--format', 'claude-hook', '--withhold'], {
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
  ])('prints nothing for %s', (_what, file) => {
    const { root, memoryDir, env } = setup()
    const result = runCli(['context', '--format', 'claude-hook'], {
      cwd: root,
      env,
      input: read(root, file(memoryDir)),
    })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
  })
})

describe('the bundled example', () => {
  it('hands over the example memory', () => {
    const repo = join(import.meta.dirname, '../../..')
    const result = runCli(['context', 'examples/memory', '--root', 'examples/project'], { cwd: repo })
    expect(result.stdout).toContain(
      '## Held memories (bodies withheld)\n- assets-folder: held (empty directory: data/assets)\n',
    )
    expect(result.stdout).not.toContain('Assets live in')
    expect(readFileSync(join(repo, 'examples/memory/assets-folder.md'), 'utf8')).toContain('Assets live in')
  })
})

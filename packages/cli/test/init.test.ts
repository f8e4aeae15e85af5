// `claimcheck init`: a config listing the checkers that run, Claude Code's hooks when wanted, a first
// lint and what to do next; an existing config never overwritten, the other steps run (issues 33, 41).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv from 'ajv'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { cli, runInTerminal } from './run-cli.ts'

afterAll(cleanLayouts)

const schema = JSON.parse(readFileSync(new URL('../schema/config.schema.json', import.meta.url), 'utf8'))
const validConfig = new Ajv.default({ strict: true, allowMatchingProperties: true }).compile(schema)

/** A git project whose team commits its memory at .claude/memory: one fossil, one checked memory. */
function project(files: Record<string, string> = {}) {
  return layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'src/config.ts': "export const uploadBucket = 'wallpapers-prod'\n",
    '.claude/memory/bucket.md': '---\nname: bucket\n---\nUploads go to the bucket named in `src/config.ts`.\n',
    '.claude/memory/readme.md': '---\nverify:\n  kind: readable\n  target: src/config.ts\n---\nThe config exists.\n',
    ...files,
  })
}

// The home and Claude config of the run: empty unless a test fills them, so no auto memory dir is found.
const env = (folder: string) => ({ HOME: join(folder, 'home'), CLAUDE_CONFIG_DIR: join(folder, 'home/.claude') })
const configOf = (root: string) => JSON.parse(readFileSync(join(root, 'claimcheck.config.json'), 'utf8'))

describe('claimcheck init', () => {
  it('writes a config naming the memory dir and the checkers, runs lint once and says what to do next', async () => {
    const root = project()
    const result = await cli(['init'], { cwd: root, env: env(root) })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      [
        'wrote claimcheck.config.json (memoryDir: .claude/memory)',
        '  checkers: @claimcheck/checker-readable, @claimcheck/checker-grep, @claimcheck/checker-symlink-strict; exactly these run: add @claimcheck/checker-command or @claimcheck/checker-http to the list to enable them',
        "note: Claude Code's hooks check the memory Claude Code loads (its auto memory dir), not .claude/memory; claimcheck check, the GitHub Action and pre-commit check this one",
        '',
        'claimcheck lint',
        '[fossil] .claude/memory/bucket.md:4: names src/config.ts, and has no verify block: give it a check (claimcheck suggest)',
        '',
        'errors=0 warnings=1 info=0',
        '',
        'Next:',
        '  claimcheck suggest                     propose a verify block for each memory lint found unchecked',
        '  claimcheck suggest --write             insert them',
        '  claimcheck check                       run every check and see which claims still hold',
        "  claimcheck hook install --scope local  add Claude Code's hooks, for you in this project",
        '  git add claimcheck.config.json         share the config with the project',
        '',
      ].join('\n'),
    )
    const config = configOf(root)
    // No $schema without the project's own install: a URL or a path into one machine's clone would not resolve.
    expect(config).toEqual({
      memoryDir: '.claude/memory',
      checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-grep', '@claimcheck/checker-symlink-strict'],
    })
    expect(validConfig(config)).toBe(true)
    // No hooks without a terminal to ask or a flag; nothing else left in the root.
    expect(existsSync(join(root, '.claude/settings.json'))).toBe(false)
    expect(readdirSync(root).sort()).toEqual(['.claude', '.git', 'claimcheck.config.json', 'src'])
    // claimcheck reads what init wrote.
    expect((await cli(['check', '--format', 'json'], { cwd: join(root, 'src'), env: env(root) })).stdout).toContain(
      `"memoryDirFrom": "memoryDir in ${join(root, 'claimcheck.config.json')}"`,
    )
  })

  it("names the project's own copy of the schema when @claimcheck/cli is installed", async () => {
    const root = project({ 'node_modules/@claimcheck/cli/schema/config.schema.json': '{}' })
    expect((await cli(['init'], { cwd: root, env: env(root) })).code).toBe(0)
    expect(configOf(root).$schema).toBe('./node_modules/@claimcheck/cli/schema/config.schema.json')
  })

  it('where a config exists: keeps it as it is, and runs the other steps', async () => {
    const root = project({ 'claimcheck.config.yaml': 'timeout: 5\nmemoryDir: .claude/memory\n' })
    const result = await cli(['init', '--scope', 'local'], { cwd: join(root, 'src'), env: env(root) })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      '../claimcheck.config.yaml exists; kept as it is (edit it, or remove it and run init to start again)\n',
    )
    expect(result.stdout).toContain("installed claimcheck's SessionStart and PostToolUse")
    expect(result.stdout).toContain('[fossil] .claude/memory/bucket.md:4:')
    expect(result.stdout).toContain('claimcheck check ')
    expect(readFileSync(join(root, 'claimcheck.config.yaml'), 'utf8')).toBe('timeout: 5\nmemoryDir: .claude/memory\n')
    expect(existsSync(join(root, 'claimcheck.config.json'))).toBe(false)
    expect(existsSync(join(root, '.claude/settings.local.json'))).toBe(true)
  })

  it('the next steps follow what was done and what lint found', async () => {
    const nextOf = (stdout: string) => stdout.slice(stdout.indexOf('\nNext:\n') + 1)
    // Hooks added this run, or by an earlier one: no step to add them again.
    const root = project()
    const first = await cli(['init', '--scope', 'local'], { cwd: root, env: env(root) })
    expect(nextOf(first.stdout)).toBe(
      [
        'Next:',
        '  claimcheck suggest              propose a verify block for each memory lint found unchecked',
        '  claimcheck suggest --write      insert them',
        '  claimcheck check                run every check and see which claims still hold',
        '  git add claimcheck.config.json  share the config with the project',
        '',
      ].join('\n'),
    )
    const again = await cli(['init'], { cwd: root, env: env(root) })
    expect(again.code).toBe(0)
    expect(nextOf(again.stdout)).toBe(
      [
        'Next:',
        '  claimcheck suggest  propose a verify block for each memory lint found unchecked',
        '  claimcheck check    run every check and see which claims still hold',
        '',
      ].join('\n'),
    )

    // Only a verify block that cannot run: nothing for suggest; fix it and lint again.
    const broken = layout({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/config.ts': 'export {}\n',
      '.claude/memory/bad.md':
        '---\nname: bad\nverify:\n  kind: grep\n  target: src/config.ts\n  patern: x\n---\nBody.\n',
    })
    const result = await cli(['init'], { cwd: broken, env: env(broken) })
    expect(result.stdout).toContain(
      "[invalid-verify] .claude/memory/bad.md:3: invalid verify block: grep: unknown option 'patern'",
    )
    expect(nextOf(result.stdout)).toBe(
      [
        'Next:',
        '  claimcheck lint                        again, once the memory files are fixed (1 error above)',
        '  claimcheck check                       run every check and see which claims still hold',
        "  claimcheck hook install --scope local  add Claude Code's hooks, for you in this project",
        '  git add claimcheck.config.json         share the config with the project',
        '',
      ].join('\n'),
    )
  })

  it("project hooks without the project's own install: says what to run instead, adds none, lints, exit 0", async () => {
    const root = project()
    const result = await cli(['init', '--scope', 'project'], { cwd: root, env: env(root) })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain(
      "project hooks run the project's own claimcheck (node_modules/.bin/claimcheck), which is not installed here, so no hooks were added. For you alone: claimcheck init --scope local (this project) or --scope user (every project), or the Claude Code plugin (Install in claimcheck's README).",
    )
    expect(result.stdout).toContain('errors=0 warnings=1 info=0')
    expect(result.stdout).toContain('claimcheck hook install --scope local')
    expect(existsSync(join(root, '.claude/settings.json'))).toBe(false)
    expect(existsSync(join(root, 'claimcheck.config.json'))).toBe(true)
  })

  it('--scope and --hooks are one option; two that disagree are refused', async () => {
    const root = project()
    expect(await cli(['init', '--scope', 'local', '--hooks', 'user'], { cwd: root, env: env(root) })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'claimcheck: --hooks user and --scope local disagree; give one\n',
    })
  })

  it('--hooks local adds the hooks to .claude/settings.local.json', async () => {
    const root = project()
    const result = await cli(['init', '--hooks', 'local'], { cwd: root, env: env(root) })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      "installed claimcheck's SessionStart and PostToolUse (Read|Write|Edit|MultiEdit) hooks in .claude/settings.local.json",
    )
    expect(result.stdout).not.toContain('hook install')
    expect(Object.keys(JSON.parse(readFileSync(join(root, '.claude/settings.local.json'), 'utf8')).hooks)).toEqual([
      'SessionStart',
      'PostToolUse',
    ])
  })

  it('asks about the hooks at a terminal; project without an install says why and asks again', async () => {
    const root = project()
    const shown = runInTerminal(['init'], { cwd: root, env: env(root), input: 'project\nloc\n' })
    expect(shown.stdout).toContain('needs claimcheck installed in the project, which it is not')
    expect(shown.stdout).toContain('so no hooks were added')
    expect(shown.code).toBe(0)
    expect(shown.stdout).toContain('Hooks [project/local/user/none] (none): ')
    expect(existsSync(join(root, '.claude/settings.local.json'))).toBe(true)
    const declined = project()
    expect(runInTerminal(['init'], { cwd: declined, env: env(declined), input: '\n' }).code).toBe(0)
    expect(existsSync(join(declined, '.claude/settings.local.json'))).toBe(false)
    expect(existsSync(join(declined, 'claimcheck.config.json'))).toBe(true)
  })

  it('--dry-run prints the config and writes nothing', async () => {
    const root = project()
    const result = await cli(['init', '--dry-run'], { cwd: root, env: env(root) })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(JSON.parse(result.stdout)).toMatchObject({ memoryDir: '.claude/memory' })
    expect(existsSync(join(root, 'claimcheck.config.json'))).toBe(false)
  })

  it("leaves memoryDir out when the memory is Claude Code's own, outside the repository", async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const home = layout()
    const slug = root.replace(/[^A-Za-z0-9]/g, '-')
    addFiles(home, { [`home/.claude/projects/${slug}/memory/a.md`]: '---\nverify: {kind: none}\n---\nA judgement.\n' })
    const result = await cli(['init'], { cwd: root, env: env(home) })
    expect(result.code).toBe(0)
    expect(configOf(root)).toEqual({
      checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-grep', '@claimcheck/checker-symlink-strict'],
    })
    expect(result.stdout).toContain('errors=0 warnings=0 info=0')
  })

  it('without any memory yet, says where claimcheck will look', async () => {
    const root = layout({ '.git/HEAD': 'x' })
    const result = await cli(['init'], { cwd: root, env: env(root) })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      "no memory dir yet: claimcheck will use Claude Code's auto memory dir for this project once it exists, or .claude/memory, or ./memory\n",
    )
    // Afterwards, no command says to run init again.
    for (const command of ['index', 'lint', 'check']) {
      const after = await cli([command], { cwd: root, env: env(root) })
      expect(after.code).toBe(2)
      expect(after.stderr).toContain(
        'name one: set memoryDir in claimcheck.config.json, or give MEMORY_DIR on the command line\n',
      )
      expect(after.stderr).not.toContain('claimcheck init')
    }
  })

  it.each([
    [
      ['init', '--hooks', 'loca'],
      "unknown hooks scope 'loca' (did you mean 'local'? expected project, local, user or none)",
    ],
    [['init', 'nowhere'], 'no such memory dir: nowhere'],
  ])('%j: one line, exit 2, nothing written', async (args, message) => {
    const root = project()
    expect(await cli(args, { cwd: root, env: env(root) })).toEqual({
      code: 2,
      stdout: '',
      stderr: `claimcheck: ${message}\n`,
    })
    expect(existsSync(join(root, 'claimcheck.config.json'))).toBe(false)
  })
})

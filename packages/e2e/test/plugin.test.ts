// The Claude Code plugin and its marketplace (SPEC §8.5): validated by the real Claude Code
// (2.1.332, offline), its bundle what scripts/build-plugin.mjs makes, and its hooks answering
// realistic payloads from a copy of the plugin folder with nothing installed around it.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { autoMemoryDir } from '@claimcheck/cli'
import { skipIfNoClaudeCode } from './claude-code/available.ts'
import { claudeCodeBinary } from './claude-code/install.ts'
import { EVERY_KIND_REPORT, everyKindProject, statusServer } from './every-kind.ts'
import { REPO } from './workspace.ts'

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'claimcheck-plugin-')))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const PLUGIN = join(REPO, 'claude-plugin')

function validate(path: string) {
  const home = join(scratch, `home-${Math.random().toString(36).slice(2)}`)
  mkdirSync(home, { recursive: true })
  return spawnSync(claudeCodeBinary(), ['plugin', 'validate', '--strict', path], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), TMPDIR: home },
    timeout: 60_000,
  })
}

/** Every file under `dir`, by path relative to it, with its bytes. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.set(relative(dir, path), readFileSync(path).toString('base64'))
    }
  }
  walk(dir)
  return files
}

describe('the Claude Code plugin (SPEC §8.5)', () => {
  it('claude plugin validate --strict passes the marketplace and the plugin', (context) => {
    skipIfNoClaudeCode(context)
    const marketplace = validate(join(REPO, '.claude-plugin/marketplace.json'))
    expect(marketplace.stdout).toContain('✔ Validation passed')
    expect(marketplace.status).toBe(0)
    const plugin = validate(PLUGIN)
    expect(plugin.stdout).toContain('✔ Validation passed')
    expect(plugin.stdout).toContain('hooks: SessionStart command')
    expect(plugin.stdout).toContain('hooks: PostToolUse Read|Write|Edit|MultiEdit command')
    expect(plugin.stdout).toContain('hooks: PreToolUse Write command')
    expect(plugin.stdout).toContain('skills: claimcheck:verify-blocks')
    expect(plugin.stdout).toContain('commands: claimcheck:backfill')
    expect(plugin.status).toBe(0)
  })

  it('the marketplace lists the plugin folder', () => {
    const marketplace = JSON.parse(readFileSync(join(REPO, '.claude-plugin/marketplace.json'), 'utf8'))
    expect(marketplace.plugins).toEqual([expect.objectContaining({ name: 'claimcheck', source: './claude-plugin' })])
  })

  it('carries the bundle scripts/build-plugin.mjs makes of this source (run it and commit when this fails)', () => {
    const fresh = join(scratch, 'dist')
    execFileSync(process.execPath, [join(REPO, 'scripts/build-plugin.mjs'), fresh])
    expect([...tree(join(PLUGIN, 'dist')).keys()].sort()).toEqual([...tree(fresh).keys()].sort())
    expect(tree(join(PLUGIN, 'dist'))).toEqual(tree(fresh))
  }, 120_000)

  it('its bundle, copied with nothing installed around it, runs every first-party checker a config enables', async () => {
    const copy = join(scratch, 'copy-for-every-kind')
    cpSync(PLUGIN, copy, { recursive: true })
    const root = join(scratch, 'every-kind')
    mkdirSync(root)
    const server = await statusServer()
    try {
      everyKindProject(root, server.url)
      const run = spawnSync(process.execPath, [join(copy, 'dist/bin.cjs'), 'check', 'memory'], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: scratch },
      })
      expect(run).toMatchObject({ status: 0, stdout: EVERY_KIND_REPORT, stderr: '' })
    } finally {
      server.stop()
    }
  })

  describe('its hooks, run as Claude Code runs them, from a copy with nothing installed around it', () => {
    const installed = join(scratch, 'installed/claimcheck')
    cpSync(PLUGIN, installed, { recursive: true })
    const hooks = JSON.parse(readFileSync(join(installed, 'hooks/hooks.json'), 'utf8')).hooks
    const project = join(scratch, 'project')
    const config = join(scratch, 'config')
    mkdirSync(join(project, '.git'), { recursive: true })
    writeFileSync(join(project, '.git/HEAD'), 'ref: refs/heads/main\n')
    mkdirSync(join(project, 'scripts'), { recursive: true })
    writeFileSync(join(project, 'scripts/batch.sh'), 'derive\nclassify\n')
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: scratch,
      CLAUDE_CONFIG_DIR: config,
      CLAUDE_PLUGIN_ROOT: installed,
    }
    const memory = autoMemoryDir(realpathSync(project), { cwd: project, env, home: scratch, warn: () => {} }).path
    mkdirSync(memory, { recursive: true })
    writeFileSync(join(memory, 'MEMORY.md'), '- [Batch order](batch-order.md) — derive before classify\n')
    writeFileSync(
      join(memory, 'batch-order.md'),
      '---\nname: batch-order\ndescription: derive runs before classify\nverify:\n  kind: grep\n  target: scripts/batch.sh\n  pattern: derive_before_classify\n---\nRun derive before classify.\n',
    )
    writeFileSync(
      join(memory, 'batch-script.md'),
      '---\nname: batch-script\nverify:\n  kind: readable\n  target: scripts/batch.sh\n---\nThe batch is scripts/batch.sh.\n',
    )

    const run = (command: string, payload: object) =>
      spawnSync('sh', ['-c', command], {
        cwd: project,
        env,
        input: JSON.stringify(payload),
        encoding: 'utf8',
        timeout: 30_000,
      })

    it('SessionStart names the memory whose check fails', () => {
      const command = hooks.SessionStart[0].hooks[0].command as string
      expect(existsSync(join(installed, 'node_modules'))).toBe(false)
      const result = run(command, {
        session_id: '3f1c9a2e-0b7d-4c51-9a8e-2d6f0e4b7c11',
        transcript_path: join(config, 'projects/x/3f1c9a2e.jsonl'),
        cwd: project,
        hook_event_name: 'SessionStart',
        source: 'startup',
      })
      expect(result.status).toBe(0)
      expect(JSON.parse(result.stdout)).toEqual({
        hookSpecificOutput: {
          hookEventName: 'SessionStart',
          additionalContext:
            "Memory 'batch-order' (batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.",
        },
      })
    })

    it('PostToolUse on Read flags a stale topic file, and says nothing of a fresh one', () => {
      const command = hooks.PostToolUse[0].hooks[0].command as string
      expect(hooks.PostToolUse[0].matcher).toBe('Read|Write|Edit|MultiEdit')
      const read = (file: string) =>
        run(command, {
          session_id: '3f1c9a2e-0b7d-4c51-9a8e-2d6f0e4b7c11',
          cwd: project,
          hook_event_name: 'PostToolUse',
          tool_name: 'Read',
          tool_input: { file_path: join(memory, file) },
          tool_response: { type: 'text', file: { filePath: join(memory, file), content: '…' } },
        })
      const stale = read('batch-order.md')
      expect(JSON.parse(stale.stdout).hookSpecificOutput.additionalContext).toBe(
        'The memory file you just read (batch-order.md) failed verification: no match for /derive_before_classify/. Its content may be out of date.',
      )
      const fresh = read('batch-script.md')
      expect(fresh).toMatchObject({ status: 0, stdout: '' })
    })

    const unverified = (why: string) => ({
      systemMessage: `claimcheck did not verify memory: ${why}`,
      hookSpecificOutput: {
        hookEventName: 'SessionStart',
        additionalContext: `claimcheck could not verify the memories: ${why}. Treat every memory as unverified: its content may be out of date.`,
      },
    })
    const start = { cwd: project, hook_event_name: 'SessionStart', source: 'startup' }
    const read = {
      cwd: project,
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: join(memory, 'batch-order.md') },
    }

    it('without node on PATH: exit 0; session start says Node.js is needed, every other hook says nothing', () => {
      const withoutNode = (command: string, payload: object) =>
        spawnSync('/bin/sh', ['-c', command], {
          cwd: project,
          env: { ...env, PATH: '/nonexistent' },
          input: JSON.stringify(payload),
          encoding: 'utf8',
        })
      const answer = withoutNode(hooks.SessionStart[0].hooks[0].command, start)
      expect(answer).toMatchObject({ status: 0, stderr: '' })
      expect(JSON.parse(answer.stdout)).toEqual(
        unverified('Node.js is not on PATH (claimcheck needs Node.js 20.19 or newer)'),
      )
      for (const [event, groups] of Object.entries<Array<{ hooks: Array<{ command: string }> }>>(hooks)) {
        if (event === 'SessionStart') continue
        for (const group of groups)
          expect(withoutNode(group.hooks[0]!.command, read), event).toMatchObject({ status: 0, stdout: '', stderr: '' })
      }
    })

    it('from a plugin folder that lost its bundle: exit 0, and session start says to reinstall', () => {
      const broken = join(scratch, 'broken/claimcheck')
      mkdirSync(broken, { recursive: true })
      const inBroken = (command: string, payload: object) =>
        spawnSync('sh', ['-c', command], {
          cwd: project,
          env: { ...env, CLAUDE_PLUGIN_ROOT: broken },
          input: JSON.stringify(payload),
          encoding: 'utf8',
        })
      const answer = inBroken(hooks.SessionStart[0].hooks[0].command, start)
      expect(answer).toMatchObject({ status: 0, stderr: '' })
      expect(JSON.parse(answer.stdout)).toEqual(
        unverified('the claimcheck plugin is missing dist/bin.cjs (reinstall the plugin)'),
      )
      expect(inBroken(hooks.PostToolUse[0].hooks[0].command, read)).toMatchObject({ status: 0, stdout: '', stderr: '' })
    })
  })
})

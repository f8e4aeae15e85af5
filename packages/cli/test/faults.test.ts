// Writers on a full disk, a read-only file system and a folder the user may not write: one line on
// stderr, exit 2, the original file whole and nothing left beside it (SPEC §10).
import { spawnSync } from 'node:child_process'
import { chmodSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { BIN, runCli } from './run-cli.ts'

const unwritable: string[] = []
afterAll(() => {
  for (const root of unwritable) setModes(root, 0o755)
  cleanLayouts()
})

/** Gives every folder under `path` the mode `folders`, and every file 0644. */
function setModes(path: string, folders: number): void {
  chmodSync(path, folders)
  for (const entry of readdirSync(path, { withFileTypes: true }))
    if (entry.isDirectory()) setModes(join(path, entry.name), folders)
    else if (entry.isFile()) chmodSync(join(path, entry.name), 0o644)
}

const MEMORY = {
  '.git/HEAD': 'x',
  'node_modules/.bin/claimcheck': '#!/bin/sh\n',
  'a.txt': 'x\n',
  ...Object.fromEntries(
    Array.from({ length: 300 }, (_, i) => [
      `memory/m${i}.md`,
      `---\nname: memory number ${i}\nverify:\n  kind: readable\n  target: a.txt\n---\nBody.\n`,
    ]),
  ),
}
const ORIGINAL = 'the report of yesterday, which must survive\n'
const SETTINGS = '{ "permissions": { "allow": ["Bash(npm test:*)"] } }\n'

interface Outcome {
  code: number | null
  stderr: string
  files: Record<string, string>
}

// A mount of its own needs a user namespace; without one the cases below cannot be made here.
const namespaces = spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'true']).status === 0

/**
 * Mounts a small file system over `folder` in a mount namespace of its own, writes `files` into
 * it, then fills it (`full`) or makes it read-only (`readOnly`), runs claimcheck with `args` in
 * `root`, and returns how the run ended and what the folder then holds.
 */
function onSmallFileSystem(
  root: string,
  folder: string,
  files: Record<string, string>,
  state: 'full' | 'readOnly',
  args: string[],
): Outcome {
  const inside = `
    const { spawnSync } = require('node:child_process')
    const fs = require('node:fs')
    const [folder, files, state, bin, args] = JSON.parse(process.argv[1])
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(folder + '/' + name, text)
    if (state === 'full') {
      const fd = fs.openSync(folder + '/filler', 'w')
      try { for (;;) fs.writeSync(fd, Buffer.alloc(1024)) } catch {}
      fs.closeSync(fd)
    } else {
      spawnSync('mount', ['-o', 'remount,bind,ro', folder], { stdio: 'inherit' })
    }
    const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' })
    const left = {}
    for (const name of fs.readdirSync(folder)) if (name !== 'filler') left[name] = fs.readFileSync(folder + '/' + name, 'utf8')
    process.stdout.write(JSON.stringify({ code: run.status, stderr: run.stderr, files: left }))
  `
  const mount =
    state === 'full'
      ? `mount -t tmpfs -o size=64k tmpfs "$1"`
      : `mount -t tmpfs -o size=64k tmpfs "$1" && mount --bind "$1" "$1"`
  const run = spawnSync(
    'unshare',
    [
      '--user',
      '--map-root-user',
      '--mount',
      'sh',
      '-c',
      `${mount} && exec "$2" -e "$3" "$4"`,
      'sh',
      folder,
      process.execPath,
      inside,
      JSON.stringify([folder, files, state, BIN, args]),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        CI: undefined,
        CLAUDE_CONFIG_DIR: join(root, 'home'),
        XDG_STATE_HOME: join(root, 'state'),
      },
    },
  )
  if (run.status !== 0) throw new Error(`the file system could not be made: ${run.stderr}`)
  return JSON.parse(run.stdout) as Outcome
}

describe.skipIf(!namespaces)('writers on a full disk or a read-only file system (SPEC §10)', () => {
  it.each([
    ['a full disk', 'full', 'no space left on the device'],
    ['a read-only file system', 'readOnly', 'read-only file system'],
  ] as const)('check --output on %s: one line, exit 2, the previous report whole', (_, state, why) => {
    const root = layout({ ...MEMORY, 'out/.keep': '' })
    const out = join(root, 'out')
    const outcome = onSmallFileSystem(root, out, { 'report.txt': ORIGINAL }, state, [
      'check',
      'memory',
      '--output',
      'out/report.txt',
    ])
    expect(outcome).toEqual({
      code: 2,
      stderr: `claimcheck: cannot write ${join(out, 'report.txt')}: ${why}\n`,
      files: { 'report.txt': ORIGINAL },
    })
  })

  it.each([
    ['a full disk', 'full', 'no space left on the device'],
    ['a read-only file system', 'readOnly', 'read-only file system'],
  ] as const)(
    'hook install on %s: one line, exit 2, the settings whole and no backup or temporary file',
    (_, state, why) => {
      const root = layout({ ...MEMORY, '.claude/.keep': '' })
      const folder = join(root, '.claude')
      const outcome = onSmallFileSystem(root, folder, { 'settings.json': SETTINGS }, state, ['hook', 'install'])
      expect(outcome.code).toBe(2)
      expect(outcome.stderr).toMatch(new RegExp(`^claimcheck: cannot write ${folder}/settings\\.json: ${why}\\n$`))
      expect(outcome.files).toEqual({ 'settings.json': SETTINGS })
    },
  )
})

/** A project whose folders no one but root may write, that anyone may read. */
function readOnlyProject(files: Record<string, string>): string {
  const root = layout({ ...MEMORY, ...files })
  setModes(root, 0o555)
  unwritable.push(root)
  return root
}

describe('writers in a folder the user may not write (SPEC §10)', () => {
  it('check --output: one line, exit 2, the previous report whole', async () => {
    const root = readOnlyProject({ 'out/report.txt': ORIGINAL })
    const result = runCli(['check', 'memory', '--output', 'out/report.txt'], { cwd: root, unprivileged: true })
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toBe(`claimcheck: cannot write ${join(root, 'out/report.txt')}: permission denied\n`)
    expect(readFileSync(join(root, 'out/report.txt'), 'utf8')).toBe(ORIGINAL)
    expect(readdirSync(join(root, 'out'))).toEqual(['report.txt'])
  })

  it('hook install: one line, exit 2, the settings whole and nothing beside them', async () => {
    const root = readOnlyProject({ '.claude/settings.json': SETTINGS, 'home/.keep': '' })
    const result = runCli(['hook', 'install'], {
      cwd: root,
      unprivileged: true,
      env: { CLAUDE_CONFIG_DIR: join(root, 'home') },
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(
      new RegExp(`^claimcheck: cannot write ${join(root, '.claude')}/settings\\.json(\\.bak)?: permission denied\\n$`),
    )
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).toBe(SETTINGS)
    expect(readdirSync(join(root, '.claude'))).toEqual(['settings.json'])
  })
})

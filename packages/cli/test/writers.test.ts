// What the writers do when a repository has planted links, FIFOs or devices where they write, and
// how a run ends when its output cannot be written (SPEC §10).
import { spawn } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { BIN, cli, STATE_DIR } from './run-cli.ts'

afterAll(cleanLayouts)

const SETTINGS = '{ "permissions": { "allow": ["Bash(npm test:*)"] } }\n'
const USERS_OWN = '{ "env": { "TOKEN": "the user\'s own" } }\n'

/** A project whose own claimcheck is installed, with the files given beside a home folder. */
function project(files: Record<string, Entry>) {
  return layout({
    '.git/HEAD': 'x',
    'node_modules/.bin/claimcheck': '#!/bin/sh\n',
    'home/settings.json': USERS_OWN,
    ...files,
  })
}

const hookInstall = async (root: string) =>
  await cli(['hook', 'install'], { cwd: root, env: { CLAUDE_CONFIG_DIR: join(root, 'home') } })
const kind = (path: string) => {
  const info = lstatSync(path)
  return info.isSymbolicLink() ? 'symlink' : info.isFile() ? 'file' : info.isFIFO() ? 'fifo' : 'other'
}
/** Where the previous version of a project's settings file is kept: outside the project. */
const backupOf = (file: string) =>
  join(STATE_DIR(), 'settings-backups', `${file.replace(/[^A-Za-z0-9]/g, '-').slice(-200)}.bak`)
/** Files left beside the settings, temporary files included. */
const leftIn = (folder: string) => readdirSync(folder).sort()

describe('hook install among planted links (SPEC §10)', () => {
  it.each([
    ['a symlink to the user’s own settings', (root: string) => ({ symlink: join(root, 'home/settings.json') })],
    ['a symlink to a file that does not exist', (root: string) => ({ symlink: join(root, 'home/new.json') })],
    ['a relative symlink out of the project', () => ({ symlink: '../home/settings.json' })],
  ])(
    'a link planted where a backup once went (%s) is never followed: the backup is kept outside the project',
    async (_, link) => {
      const root = project({ '.claude/settings.json': SETTINGS })
      const bak = join(root, '.claude/settings.json.bak')
      // Planted once the root exists: the link may name a path inside it.
      symlinkSync(link(root).symlink, bak)
      const result = await hookInstall(root)
      expect(result.code).toBe(0)
      expect(readFileSync(join(root, 'home/settings.json'), 'utf8')).toBe(USERS_OWN)
      expect(leftIn(join(root, 'home'))).toEqual(['settings.json'])
      expect(kind(bak)).toBe('symlink')
      expect(readFileSync(backupOf(join(root, '.claude/settings.json')), 'utf8')).toBe(SETTINGS)
      expect(leftIn(join(root, '.claude'))).toEqual(['settings.json', 'settings.json.bak'])
    },
  )

  it('hook uninstall: a link at the backup path in the state folder is replaced, never followed', async () => {
    const root = project({ '.claude/settings.json': SETTINGS })
    expect((await hookInstall(root)).code).toBe(0)
    const installed = readFileSync(join(root, '.claude/settings.json'), 'utf8')
    const bak = backupOf(join(root, '.claude/settings.json'))
    rmSync(bak)
    symlinkSync(join(root, 'home/settings.json'), bak)
    const result = await cli(['hook', 'uninstall'], { cwd: root, env: { CLAUDE_CONFIG_DIR: join(root, 'home') } })
    expect(result.code).toBe(0)
    expect(readFileSync(join(root, 'home/settings.json'), 'utf8')).toBe(USERS_OWN)
    expect(kind(bak)).toBe('file')
    expect(readFileSync(bak, 'utf8')).toBe(installed)
    expect(JSON.parse(readFileSync(join(root, '.claude/settings.json'), 'utf8'))).toEqual(JSON.parse(SETTINGS))
  })

  it('a project’s backup goes to no state folder another user can write: the install refuses, the settings untouched', async () => {
    const root = project({ '.claude/settings.json': SETTINGS })
    const state = layout({ 'claimcheck/.keep': '' })
    chmodSync(join(state, 'claimcheck'), 0o777)
    const install = () =>
      cli(['hook', 'install'], { cwd: root, env: { CLAUDE_CONFIG_DIR: join(root, 'home'), XDG_STATE_HOME: state } })
    const refused = await install()
    expect(refused.code).toBe(2)
    expect(refused.stderr).toBe(
      `claimcheck: not using ${state}/claimcheck/settings-backups for the backup of .claude/settings.json: ${state}/claimcheck is writable by others; .claude/settings.json was left untouched (set XDG_STATE_HOME to a folder of your own)\n`,
    )
    expect(readFileSync(join(root, '.claude/settings.json'), 'utf8')).toBe(SETTINGS)
    expect(leftIn(join(state, 'claimcheck'))).toEqual(['.keep'])
    // The same folder, the user's alone: the backup is kept there, in a folder only the user can open.
    chmodSync(join(state, 'claimcheck'), 0o700)
    expect((await install()).code).toBe(0)
    const backups = join(state, 'claimcheck/settings-backups')
    expect(lstatSync(backups).mode & 0o777).toBe(0o700)
    expect(readdirSync(backups).map((name) => readFileSync(join(backups, name), 'utf8'))).toEqual([SETTINGS])
  })

  it('a FIFO planted where a backup once went is left alone, not waited on', async () => {
    const root = project({ '.claude/settings.json': SETTINGS, '.claude/settings.json.bak': { fifo: true } })
    const result = await hookInstall(root)
    expect(result.code).toBe(0)
    expect(kind(join(root, '.claude/settings.json.bak'))).toBe('fifo')
  })

  it.each(['.claude', '.claude/settings.json'])(
    "%s committed as a link to the user's own config: a project install refuses, the user's settings untouched",
    async (path) => {
      // Written through, the user's settings would run node_modules/.bin/claimcheck of every folder opened.
      const home = layout({ 'settings.json': USERS_OWN })
      const root = project({ [path]: { symlink: path === '.claude' ? home : join(home, 'settings.json') } })
      const result = await cli(['hook', 'install'], { cwd: root, env: { CLAUDE_CONFIG_DIR: home } })
      expect(result.code).toBe(2)
      expect(result.stderr).toBe(
        `claimcheck: .claude/settings.json leads outside the project, to ${join(home, 'settings.json')}; a project's settings are written inside ${root} (for your own settings, --scope user)\n`,
      )
      expect(readFileSync(join(home, 'settings.json'), 'utf8')).toBe(USERS_OWN)
      expect(leftIn(home)).toEqual(['settings.json'])
    },
  )

  it('a settings file that is a symlink stays one, and the file it leads to gets the hooks', async () => {
    const root = project({
      'dotfiles/settings.json': SETTINGS,
      '.claude/settings.json': { symlink: '../dotfiles/settings.json' },
    })
    const result = await hookInstall(root)
    expect(result.code).toBe(0)
    const settings = join(root, '.claude/settings.json')
    expect(kind(settings)).toBe('symlink')
    expect(readlinkSync(settings)).toBe('../dotfiles/settings.json')
    const written = JSON.parse(readFileSync(join(root, 'dotfiles/settings.json'), 'utf8'))
    expect(written.permissions).toEqual({ allow: ['Bash(npm test:*)'] })
    expect(Object.keys(written.hooks)).toEqual(['SessionStart', 'PostToolUse'])
    expect(leftIn(join(root, 'dotfiles'))).toEqual(['settings.json'])
    expect(readFileSync(backupOf(join(root, '.claude/settings.json')), 'utf8')).toBe(SETTINGS)
  })

  it.each([
    ['a FIFO', { fifo: true } as Entry],
    ['a symlink to a FIFO', { symlink: 'pipe' } as Entry],
    ['a symlink to a device', { symlink: '/dev/zero' } as Entry],
  ])('a settings file that is %s is refused at once and left as it is', async (_, entry) => {
    const root = project({ '.claude/pipe': { fifo: true }, '.claude/settings.json': entry })
    const result = await hookInstall(root)
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toBe(`claimcheck: cannot read ${join(root, '.claude/settings.json')}: not a regular file\n`)
    expect(leftIn(join(root, '.claude'))).toEqual(['pipe', 'settings.json'])
  })

  it('a settings file that cannot be written leaves no temporary file and the original whole', async () => {
    const root = project({ '.claude/settings.json': { symlink: '../missing/settings.json' } })
    const result = await hookInstall(root)
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      `claimcheck: cannot write ${join(root, '.claude/settings.json')}: it is a symlink to a file that does not exist\n`,
    )
    expect(leftIn(join(root, '.claude'))).toEqual(['settings.json'])
  })
})

const MEMORY = {
  'memory/a.md': '---\nname: a\nverify:\n  kind: readable\n  target: a.txt\n---\nBody.\n',
  'a.txt': 'x\n',
}
const REPORT = 'OK    a: readable with content\n\nfresh=1 stale=0 unverifiable=0\n'

describe('check --output (SPEC §10)', () => {
  it('a symlink given as --output stays one; the file it leads to gets the report', async () => {
    const root = layout({ ...MEMORY, 'out/real.txt': 'old\n', 'report.txt': { symlink: 'out/real.txt' } })
    const result = await cli(['check', 'memory', '--output', 'report.txt'], { cwd: root })
    expect(result).toMatchObject({ code: 0, stdout: '' })
    expect(kind(join(root, 'report.txt'))).toBe('symlink')
    expect(readFileSync(join(root, 'out/real.txt'), 'utf8')).toBe(REPORT)
    expect(leftIn(join(root, 'out'))).toEqual(['real.txt'])
  })

  it('a FIFO given as --output is written into while someone reads it, and refused when no one does', async () => {
    const root = layout({ ...MEMORY, pipe: { fifo: true } })
    const alone = await cli(['check', 'memory', '--output', 'pipe'], { cwd: root })
    expect(alone.code).toBe(2)
    expect(alone.stderr).toBe(`claimcheck: cannot write ${join(root, 'pipe')}: a FIFO with no reader\n`)
    expect(kind(join(root, 'pipe'))).toBe('fifo')

    const reader = spawn('cat', ['pipe'], { cwd: root })
    let read = ''
    reader.stdout.on('data', (chunk) => (read += chunk))
    const closed = new Promise((done) => reader.on('close', done))
    await new Promise((done) => setTimeout(done, 200))
    const written = await runAsync(['check', 'memory', '--output', 'pipe'], root)
    await closed
    expect(written.code).toBe(0)
    expect(read).toBe(REPORT)
    expect(kind(join(root, 'pipe'))).toBe('fifo')
  })

  it.each([
    ['a full device', '/dev/full', 'cannot write /dev/full: no space left on the device'],
    [
      'a missing folder',
      'nope/report.txt',
      'cannot write <root>/nope/report.txt: the folder <root>/nope does not exist',
    ],
    ['a folder', 'memory', 'cannot write <root>/memory: it is a folder'],
  ])('--output to %s: one line, exit 2, nothing left behind', async (_, output, message) => {
    const root = layout({ ...MEMORY })
    const before = leftIn(root)
    const result = await cli(['check', 'memory', '--output', output], { cwd: root })
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toBe(`claimcheck: ${message.replaceAll('<root>', root)}\n`)
    expect(leftIn(root)).toEqual(before)
  })
})

/** Runs the bin with stdout given as `stdout` (a file descriptor), or read until `closeAfter` bytes then closed. */
function runAsync(
  args: string[],
  cwd: string,
  options: { stdoutFd?: number; closeAfter?: number } = {},
): Promise<{ code: number | null; stderr: string; read: number }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      stdio: ['ignore', options.stdoutFd ?? 'pipe', 'pipe'],
      env: { ...process.env, CI: undefined, NO_COLOR: '1' },
    })
    let stderr = ''
    let read = 0
    child.stderr?.on('data', (chunk) => (stderr += chunk))
    child.stdout?.on('data', (chunk: Buffer) => {
      read += chunk.length
      if (options.closeAfter !== undefined && read >= options.closeAfter) child.stdout?.destroy()
    })
    child.on('close', (code) => done({ code, stderr, read }))
  })
}

describe('stdout that cannot be written (SPEC §10)', () => {
  /** Enough memories that the report is far larger than a pipe's buffer. */
  function manyMemories(stale: boolean) {
    const files: Record<string, Entry> = { 'a.txt': 'x\n' }
    for (let i = 0; i < 3000; i++) {
      files[`memory/m${i}.md`] =
        `---\nname: m${i}\nverify:\n  kind: readable\n  target: ${stale && i === 2999 ? 'gone.txt' : 'a.txt'}\n---\n`
    }
    return layout(files)
  }

  it.each([
    [false, 0],
    [true, 1],
  ])(
    'a pipe closed early (| head -1) ends the run quietly with its own exit code (a stale one: %s)',
    async (stale, code) => {
      const root = manyMemories(stale)
      const result = await runAsync(['check', 'memory'], root, { closeAfter: 1 })
      expect(result.stderr).toBe('')
      expect(result.code).toBe(code)
    },
  )

  it('a full disk on stdout is one line on stderr and exit 2, never a stack trace', async () => {
    const root = layout({ ...MEMORY })
    const full = openSync('/dev/full', 'w')
    try {
      const result = await runAsync(['check', 'memory'], root, { stdoutFd: full })
      expect(result.stderr).toBe('claimcheck: cannot write to stdout: no space left on the device\n')
      expect(result.code).toBe(2)
    } finally {
      closeSync(full)
    }
  })
})

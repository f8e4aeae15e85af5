// Nothing planted runs (SPEC §10): what the plugin's skill and commands run in a folder merely
// opened, what claimcheck keeps for the user in folders another user could write, memory dirs and
// evidence reached through links a repository commits. Each attack runs against the plugin's
// bundle and the npm bin.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { autoMemoryDir } from '@claimcheck/cli'
import { cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { REPO } from './workspace.ts'

afterAll(cleanLayouts)

const BINS = [
  ['the plugin bundle', join(REPO, 'claude-plugin/dist/bin.cjs')],
  ['the npm bin', join(REPO, 'packages/cli/dist/bin.cjs')],
] as const

/** A config a repository commits that leaves `config-ran.txt` beside it when anything loads it. */
const PLANTED_CONFIG =
  "import { writeFileSync } from 'node:fs'\nwriteFileSync(new URL('./config-ran.txt', import.meta.url), 'ran')\nexport default {}\n"

const FOSSIL = '---\nname: batch\ntype: project\n---\nThe nightly batch runs from `scripts/batch.sh`.\n'

/** A repository as cloned, its memories in Claude Code's auto memory dir, and the user's own home. */
function repository(files: Record<string, Entry>, memories: Record<string, string> = { 'batch.md': FOSSIL }) {
  const root = layout({ '.git/HEAD': 'ref: refs/heads/main\n', 'scripts/batch.sh': 'echo batch\n', ...files })
  const home = layout({ '.claude/.keep': '' })
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    CLAUDE_CONFIG_DIR: join(home, '.claude'),
  }
  const memoryDir = autoMemoryDir(root, { cwd: root, env, home, warn: () => {} }).path
  mkdirSync(memoryDir, { recursive: true })
  for (const [name, text] of Object.entries(memories)) writeFileSync(join(memoryDir, name), text)
  return { root, home, env, memoryDir }
}

type Repository = ReturnType<typeof repository>

function claimcheck(
  bin: string,
  repo: Repository,
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: repo.root,
    env: { ...repo.env, ...options.env },
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, signal: run.signal }
}

const NOT_LOADED =
  "claimcheck: warning: claimcheck did not load claimcheck.config.mjs: a JavaScript config runs as code, and no one approved this one. Memories were checked with the default checkers and any JSON or YAML config. To approve it as it is now, run 'claimcheck trust' in this folder.\n"

describe.each(BINS)(
  "the plugin's skill and commands, run by %s: check, lint and suggest with --user-scope",
  (_name, bin) => {
    it.each([
      ['check', ['check', '--user-scope', '--format', 'json'], 0],
      ['check of one memory file', ['check', '--user-scope', 'MEMORY_FILE'], 0],
      ['lint', ['lint', '--user-scope', '--format', 'json'], 1],
      ['suggest', ['suggest', '--user-scope'], 0],
      ['suggest --write', ['suggest', '--user-scope', '--write'], 0],
    ] as const)('%s: the folder’s JavaScript config never runs, and the run says so once', (_what, args, code) => {
      const repo = repository({ 'claimcheck.config.mjs': PLANTED_CONFIG })
      const argv = args.map((arg) => (arg === 'MEMORY_FILE' ? join(repo.memoryDir, 'batch.md') : arg))
      const result = claimcheck(bin, repo, argv)
      expect(existsSync(join(repo.root, 'config-ran.txt'))).toBe(false)
      expect(result.code).toBe(code)
      expect(result.stderr.split(NOT_LOADED)).toHaveLength(2)
      // The same command line without the flag is a project run: the config runs, as it always did.
      claimcheck(
        bin,
        repo,
        argv.filter((arg) => arg !== '--user-scope' && arg !== '--write'),
      )
      expect(existsSync(join(repo.root, 'config-ran.txt'))).toBe(true)
    })

    it('--user-scope with a YAML config that allows a command: the command does not run until trust approved the config', () => {
      const repo = repository(
        {
          'claimcheck.config.yaml':
            "checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-command']\ncommand:\n  allow: ['touch planted.txt']\n",
        },
        { 'plant.md': '---\nname: plant\nverify:\n  kind: command\n  target: touch planted.txt\n---\nBody.\n' },
      )
      const result = claimcheck(bin, repo, ['check', '--user-scope'])
      expect(result.stdout).toMatch(/^STALE plant: untrusted command/m)
      expect(existsSync(join(repo.root, 'planted.txt'))).toBe(false)
      expect(result.stderr).toContain('claimcheck did not use command.allow from claimcheck.config.yaml')
    })
  },
)

// Another user's writes are modelled by modes: a folder or file writable by others is refused the
// same way as one another user owns (own-file.ts compares both).
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe.each(BINS)(
  'what claimcheck keeps for the user, in a folder another user can write, run by %s',
  (_name, bin) => {
    const ALLOWING =
      "checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-command']\ncommand:\n  allow: ['touch planted.txt']\n"
    const PLANT = {
      'plant.md': '---\nname: plant\nverify:\n  kind: command\n  target: touch planted.txt\n---\nBody.\n',
    }
    const sessionStart = (repo: Repository, env: Record<string, string>) =>
      claimcheck(bin, repo, ['context', '--format', 'claude-hook', '--user-scope'], {
        env,
        input: JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', cwd: repo.root }),
      })
    /** A trust store approving the repository's config, as another user can write it: the key is the config's path and content. */
    function plantedStore(repo: Repository, folderMode: number) {
      const state = layout()
      const store = join(state, 'claimcheck/trust.json')
      const key = sha256(JSON.stringify(['config', join(repo.root, 'claimcheck.config.yaml'), sha256(ALLOWING)]))
      mkdirSync(dirname(store), { recursive: true })
      writeFileSync(
        store,
        JSON.stringify({ version: 1, approvals: [{ key, root: repo.root, what: 'x', approvedAt: '2026-01-01' }] }),
        { mode: 0o600 },
      )
      chmodSync(dirname(store), folderMode)
      return { XDG_STATE_HOME: state }
    }

    it('a trust store in a folder others can write approves nothing: the user-scope hook runs no command, and says why', () => {
      const repo = repository({ 'claimcheck.config.yaml': ALLOWING }, PLANT)
      const result = sessionStart(repo, plantedStore(repo, 0o777))
      expect(result.code).toBe(0)
      expect(existsSync(join(repo.root, 'planted.txt'))).toBe(false)
      const context = JSON.parse(result.stdout).hookSpecificOutput.additionalContext as string
      expect(context).toMatch(
        /^claimcheck is not using the trust store \/.*\/claimcheck\/trust\.json: \/.*\/claimcheck is writable by others\. claimcheck did not use command\.allow/,
      )
      // The user is told too: in the system message Claude Code shows, once.
      expect(JSON.parse(result.stdout).systemMessage).toMatch(
        /^claimcheck: warning: not using the trust store \/.*\/claimcheck\/trust\.json: \/.*\/claimcheck is writable by others$/,
      )
    })

    it('the same store, the user’s alone, is used: the approval holds and the command runs', () => {
      const repo = repository({ 'claimcheck.config.yaml': ALLOWING }, PLANT)
      sessionStart(repo, plantedStore(repo, 0o700))
      expect(existsSync(join(repo.root, 'planted.txt'))).toBe(true)
    })

    it('a FIFO where the trust store goes is not waited on; claimcheck trust refuses a store others can write', () => {
      const repo = repository({ 'claimcheck.config.yaml': ALLOWING }, PLANT)
      const state = layout({ 'claimcheck/trust.json': { fifo: true } })
      chmodSync(join(state, 'claimcheck'), 0o700)
      const result = sessionStart(repo, { XDG_STATE_HOME: state })
      expect(result).toMatchObject({ code: 0, signal: null })
      expect(JSON.parse(result.stdout).hookSpecificOutput.additionalContext).toContain(
        `claimcheck is not using the trust store ${state}/claimcheck/trust.json: ${state}/claimcheck/trust.json is not a regular file`,
      )
      const listed = claimcheck(bin, repo, ['trust', '--list'], { env: plantedStore(repo, 0o777) })
      expect(listed.code).toBe(2)
      expect(listed.stderr).toMatch(/^claimcheck: not using the trust store .*: .* is writable by others\n$/)
    })

    it('an http cache key in a folder others can write signs nothing: a result kept under it is not taken, and the check asks again', async () => {
      const server = createServer((_request, response) => response.end('the page'))
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`
      const repo = repository(
        {
          'claimcheck.config.json': '{ "checkers": ["@claimcheck/checker-http"], "http": { "allowPrivate": true } }\n',
        },
        { 'page.md': `---\nname: page\nverify:\n  kind: http\n  target: ${url}\n  contains: the page\n---\nBody.\n` },
      )
      const check = (state: string) =>
        new Promise<{ stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [bin, 'check'], {
            cwd: repo.root,
            env: { ...repo.env, XDG_STATE_HOME: state },
          })
          let stdout = ''
          let stderr = ''
          child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
          child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
          child.on('close', () => resolve({ stdout, stderr }))
        })
      const own = layout()
      expect((await check(own)).stdout).toMatch(/^OK {4}page: /m)
      await new Promise((resolve) => server.close(resolve))
      // The same key, where another user could have put it (or read it): nothing it signed is taken.
      const shared = layout()
      mkdirSync(join(shared, 'claimcheck'), { mode: 0o777 })
      chmodSync(join(shared, 'claimcheck'), 0o777)
      cpSync(join(own, 'claimcheck/cache-key'), join(shared, 'claimcheck/cache-key'))
      const planted = await check(shared)
      expect(planted.stdout).toMatch(/^STALE page: connection failed/m)
      const warning = `claimcheck: warning: not using the http cache's key ${shared}/claimcheck/cache-key: ${shared}/claimcheck is writable by others\n`
      expect(planted.stderr.split(warning)).toHaveLength(2)
      // Under the user's own key the kept result still serves, with the server gone.
      expect((await check(own)).stdout).toMatch(/^OK {4}page: /m)
    })

    it('a hook says what it did not use, once, in its answer’s system message and on stderr, and still answers: a state folder of another group holding the http cache’s key, a compile cache folder others can write', async () => {
      const server = createServer((_request, response) => response.end('the page'))
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`
      const page = `---\nname: page\nverify:\n  - kind: http\n    target: ${url}\n    contains: the page\n  - kind: readable\n    target: scripts/gone.sh\n---\nBody.\n`
      const repo = repository(
        {
          'claimcheck.config.json':
            '{ "checkers": ["@claimcheck/checker-http", "@claimcheck/checker-readable"], "http": { "allowPrivate": true } }\n',
        },
        { 'page.md': page },
      )
      // A key of the user's own, in a folder writable by a group that is not the user's own.
      const state = layout({ 'claimcheck/cache-key': 'k'.repeat(32) })
      chmodSync(join(state, 'claimcheck/cache-key'), 0o600)
      const otherGroup =
        process.getuid?.() === 0 ? 65534 : process.getgroups?.().find((gid) => gid !== process.getgid?.())
      if (otherGroup === undefined) chmodSync(join(state, 'claimcheck'), 0o777)
      else {
        chownSync(join(state, 'claimcheck'), process.getuid?.() ?? 0, otherGroup)
        chmodSync(join(state, 'claimcheck'), 0o770)
      }
      const cache = layout()
      mkdirSync(join(cache, 'claimcheck'))
      chmodSync(join(cache, 'claimcheck'), 0o777)
      const keyFolder = `${state}/claimcheck is writable by ${otherGroup === undefined ? 'others' : `its group (gid ${otherGroup}), which is not your own`}`
      const said = [
        `not using the compile cache ${cache}/claimcheck/compile-cache: ${cache}/claimcheck is writable by others`,
        `not using the http cache's key ${state}/claimcheck/cache-key: ${keyFolder}`,
      ]
      const hook = (payload: Record<string, unknown>) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [bin, 'context', '--format', 'claude-hook'], {
            cwd: repo.root,
            env: { ...repo.env, XDG_STATE_HOME: state, XDG_CACHE_HOME: cache },
          })
          let stdout = ''
          let stderr = ''
          child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
          child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
          child.on('close', (code) => resolve({ code, stdout, stderr }))
          child.stdin.end(JSON.stringify({ cwd: repo.root, ...payload }))
        })
      try {
        const answers = [
          await hook({ hook_event_name: 'SessionStart', source: 'startup' }),
          await hook({
            hook_event_name: 'PostToolUse',
            tool_name: 'Read',
            tool_input: { file_path: join(repo.memoryDir, 'page.md') },
          }),
        ]
        for (const answer of answers) {
          expect(answer.code).toBe(0)
          const output = JSON.parse(answer.stdout)
          expect(output.systemMessage).toBe(said.map((line) => `claimcheck: warning: ${line}`).join('\n'))
          for (const line of said) expect(answer.stderr.split(`claimcheck: warning: ${line}\n`)).toHaveLength(2)
          expect(output.hookSpecificOutput.additionalContext).toContain('missing: scripts/gone.sh')
        }
        expect(readdirSync(join(cache, 'claimcheck'))).toEqual([])
        expect(existsSync(join(repo.root, '.claimcheck/cache/http.json'))).toBe(false)
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    })

    it('a compile cache in a folder others can write is neither used nor written: planted compiled code never runs', () => {
      const repo = repository({})
      const cache = layout()
      // What another user plants: the compiled code of a program of the same length and build mark
      // whose --version says something else, under the name the real program's cache goes by.
      const other = layout()
      cpSync(dirname(bin), other, { recursive: true })
      const program = join(other, 'claimcheck.cjs')
      const source = readFileSync(program, 'utf8')
      const version = /meta = \{ name: "@claimcheck\/cli", version: "([^"]+)" \}/.exec(source)?.[1] ?? ''
      expect(version).not.toBe('')
      const planted = 'P'.repeat(version.length)
      writeFileSync(program, source.replace(`version: "${version}" }`, `version: "${planted}" }`))
      const plant = spawnSync(process.execPath, [join(other, 'bin.cjs'), '--version'], {
        env: { ...repo.env, XDG_CACHE_HOME: cache },
        encoding: 'utf8',
      })
      expect(plant.stdout).toBe(`${planted}\n`)
      chmodSync(join(cache, 'claimcheck'), 0o777)
      const kept = readdirSync(join(cache, 'claimcheck/compile-cache'))
      const result = claimcheck(bin, repo, ['--version'], { env: { XDG_CACHE_HOME: cache } })
      expect(result.stdout).toBe(`${version}\n`)
      expect(result.stderr).toBe(
        `claimcheck: warning: not using the compile cache ${cache}/claimcheck/compile-cache: ${cache}/claimcheck is writable by others\n`,
      )
      expect(readdirSync(join(cache, 'claimcheck/compile-cache'))).toEqual(kept)
      rmSync(other, { recursive: true, force: true })
    })

    it('a link another user put on the way to the compile cache is not followed: planted compiled code in a folder of the user’s own never runs', () => {
      const repo = repository({})
      // The planted code, in a folder the user owns and no one else can write (as a repository the
      // user cloned holds what its author committed).
      const cloned = layout()
      const other = layout()
      cpSync(dirname(bin), other, { recursive: true })
      const program = join(other, 'claimcheck.cjs')
      const source = readFileSync(program, 'utf8')
      const version = /meta = \{ name: "@claimcheck\/cli", version: "([^"]+)" \}/.exec(source)?.[1] ?? ''
      const planted = 'P'.repeat(version.length)
      writeFileSync(program, source.replace(`version: "${version}" }`, `version: "${planted}" }`))
      spawnSync(process.execPath, [join(other, 'bin.cjs'), '--version'], {
        env: { ...repo.env, XDG_CACHE_HOME: cloned },
        encoding: 'utf8',
      })
      chmodSync(join(cloned, 'claimcheck'), 0o700)
      // The shared cache folder, and in it the link another user put where claimcheck's folder goes.
      const shared = layout()
      chmodSync(shared, 0o777)
      symlinkSync(join(cloned, 'claimcheck'), join(shared, 'claimcheck'))
      const result = claimcheck(bin, repo, ['--version'], { env: { XDG_CACHE_HOME: shared } })
      expect(result.stdout).toBe(`${version}\n`)
      expect(result.stderr).toBe(
        `claimcheck: warning: not using the compile cache ${shared}/claimcheck/compile-cache: ${shared} is writable by others\n`,
      )
      rmSync(other, { recursive: true, force: true })
    })

    it('a link another user put on the way to the trust store is not followed: a store of the repository’s approves nothing', () => {
      const repo = repository({ 'claimcheck.config.yaml': ALLOWING }, PLANT)
      const approving = plantedStore(repo, 0o700).XDG_STATE_HOME
      const shared = layout()
      chmodSync(shared, 0o777)
      symlinkSync(join(approving, 'claimcheck'), join(shared, 'claimcheck'))
      const result = sessionStart(repo, { XDG_STATE_HOME: shared })
      expect(result.code).toBe(0)
      expect(existsSync(join(repo.root, 'planted.txt'))).toBe(false)
      expect(JSON.parse(result.stdout).hookSpecificOutput.additionalContext).toContain(
        `claimcheck is not using the trust store ${shared}/claimcheck/trust.json: ${shared} is writable by others.`,
      )
    })

    it('a FIFO at the compile cache’s name is passed over: the run ends, with one warning', () => {
      const repo = repository({})
      const cache = layout()
      claimcheck(bin, repo, ['--version'], { env: { XDG_CACHE_HOME: cache } })
      const folder = join(cache, 'claimcheck/compile-cache')
      const [name] = readdirSync(folder)
      rmSync(join(folder, name as string))
      spawnSync('mkfifo', [join(folder, name as string)])
      const result = claimcheck(bin, repo, ['--version'], { env: { XDG_CACHE_HOME: cache } })
      expect(result).toMatchObject({ code: 0, signal: null })
      expect(result.stderr).toBe(
        `claimcheck: warning: not using the compile cache ${folder}/${name}: ${folder}/${name} is not a regular file\n`,
      )
    })
  },
)

describe.each(BINS)('a package another user put where Node looks by name, run by %s', (_name, bin) => {
  it('a picomatch in ~/.node_modules, with the home in a folder anyone may write, never runs: the glob walker takes the one beside the program', () => {
    const repo = repository({ 'claimcheck.config.yaml': "include: ['sub/*.md']\n" }, {})
    mkdirSync(join(repo.memoryDir, 'sub'))
    writeFileSync(join(repo.memoryDir, 'sub/batch.md'), FOSSIL)
    // A home others may write (HOME=/tmp): the package someone else put in its .node_modules.
    const marker = join(repo.root, 'picomatch-ran.txt')
    const home = layout({
      '.node_modules/picomatch/package.json': JSON.stringify({ name: 'picomatch', version: '4.0.7', main: 'index.js' }),
      '.node_modules/picomatch/index.js': `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')\nmodule.exports = () => () => true\n`,
    })
    chmodSync(home, 0o1777)
    const result = claimcheck(bin, repo, ['check', '--format', 'json'], { env: { HOME: home } })
    expect(existsSync(marker)).toBe(false)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).memories.map((memory: { name: string }) => memory.name)).toEqual(['batch'])
  })
})

describe.each(BINS)('memory dirs and evidence reached through links a repository commits, run by %s', (_name, bin) => {
  /** A repository with no auto memory dir: claimcheck finds the one it commits. */
  function committed(files: Record<string, Entry>) {
    const repo = repository(files, {})
    rmSync(repo.memoryDir, { recursive: true })
    return repo
  }

  it.each(['.claude/memory', 'memory'])(
    'a committed %s that is a link out of the repository is refused as a config’s memoryDir is: suggest --write rewrites nothing of the user’s',
    (dir) => {
      const notes = layout({ 'todo.md': FOSSIL })
      const repo = committed({ [dir]: { symlink: notes } })
      const result = claimcheck(bin, repo, ['suggest', '--write'])
      expect(result.code).toBe(2)
      const from = dir === 'memory' ? './memory' : dir
      expect(result.stderr).toBe(
        `claimcheck: ${from} must lie inside ${repo.root}, not ${from} -> ${notes} (a repository cannot widen what claimcheck reads; use the MEMORY_DIR argument)\n`,
      )
      expect(readFileSync(join(notes, 'todo.md'), 'utf8')).toBe(FOSSIL)
      // The user's own word, the MEMORY_DIR argument, still reaches it.
      expect(claimcheck(bin, repo, ['check', notes]).stdout).toMatch(/^SKIP  batch: no verify block$/m)
    },
  )

  it.each(['.claude/memory', 'memory'])(
    'a committed %s that leads out of the repository is said once: in the SessionStart hook’s context and on stderr, and by check on stderr',
    (dir) => {
      const notes = layout({ 'todo.md': FOSSIL })
      const from = dir === 'memory' ? './memory' : dir
      const fact = `The memory dir this repository commits at ${from} was not read by claimcheck: it leads out of the repository, to ${notes}.`
      const warning = `claimcheck: warning: not reading the memory dir ${from}: it leads out of the repository, to ${notes} (a repository cannot widen what claimcheck reads; name it as MEMORY_DIR to check it)\n`
      const sessionStart = (repo: Repository) =>
        claimcheck(bin, repo, ['context', '--format', 'claude-hook'], {
          input: JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', cwd: repo.root }),
        })
      // No auto memory dir: the hook would have said nothing at all.
      const alone = committed({ [dir]: { symlink: notes } })
      const quiet = sessionStart(alone)
      expect(quiet.code).toBe(0)
      expect(JSON.parse(quiet.stdout).hookSpecificOutput.additionalContext).toBe(fact)
      expect(quiet.stderr).toBe(warning)
      // Beside an auto memory dir, which both verify: said once each, the held memory too.
      const held = '---\nname: held\nverify:\n  kind: readable\n  target: scripts/gone.sh\n---\nBody.\n'
      const beside = repository({ [dir]: { symlink: notes } }, { 'held.md': held })
      const answer = sessionStart(beside)
      const context = JSON.parse(answer.stdout).hookSpecificOutput.additionalContext as string
      expect(context.split('\n')).toEqual([
        fact,
        "Memory 'held' (held.md) failed verification: missing: scripts/gone.sh. Its content may be out of date.",
      ])
      expect(answer.stderr).toBe(warning)
      const check = claimcheck(bin, beside, ['check'])
      expect(check.code).toBe(1)
      expect(check.stdout).toMatch(/^STALE held: missing: scripts\/gone\.sh$/m)
      expect(check.stderr.split(warning)).toHaveLength(2)
      expect(readFileSync(join(notes, 'todo.md'), 'utf8')).toBe(FOSSIL)
    },
  )

  it('a committed .claude that is a link out of the repository is refused: suggest --write rewrites nothing of the user’s', () => {
    const notes = layout({ 'memory/todo.md': FOSSIL })
    const repo = committed({ '.claude': { symlink: notes } })
    const result = claimcheck(bin, repo, ['suggest', '--write', '--user-scope'])
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      `claimcheck: .claude/memory must lie inside ${repo.root}, not .claude/memory -> ${notes}/memory (a repository cannot widen what claimcheck reads; use the MEMORY_DIR argument)\n`,
    )
    expect(readFileSync(join(notes, 'memory/todo.md'), 'utf8')).toBe(FOSSIL)
  })

  it('a committed .claude/memory link that stays inside the repository, and an auto memory dir that is a link of the user’s, keep working', () => {
    const inside = committed({ 'docs/memory/batch.md': FOSSIL, '.claude/memory': { symlink: '../docs/memory' } })
    expect(claimcheck(bin, inside, ['suggest']).stdout).toContain('+  target: scripts/batch.sh')
    const own = repository({}, {})
    const elsewhere = layout({ 'batch.md': FOSSIL })
    rmSync(own.memoryDir, { recursive: true })
    spawnSync('ln', ['-s', elsewhere, own.memoryDir])
    expect(claimcheck(bin, own, ['suggest', '--write']).stdout).toContain('wrote 1 verify block')
  })

  it('a committed .claude/agent-memory link out of the repository is passed over by context --all, with a warning', () => {
    const outside = layout({ 'reviewer/secret.md': '---\nname: secret\n---\nSECRET-OUTSIDE\n' })
    const repo = repository({ '.claude/agent-memory': { symlink: outside } })
    const result = claimcheck(bin, repo, ['context', '--all'])
    expect(result.stdout).not.toContain('SECRET-OUTSIDE')
    expect(result.stderr).toContain(
      `ignoring ${repo.root}/.claude/agent-memory/reviewer (subagent reviewer, project scope): it must lie inside ${repo.root}, not ${outside}/reviewer`,
    )
  })

  it('suggest --write writes into no memory dir that autoMemoryDirectory in the repository’s .claude/settings.json chose', () => {
    const notes = layout({ 'todo.md': FOSSIL })
    const repo = repository({ '.claude/settings.json': JSON.stringify({ autoMemoryDirectory: notes }) }, {})
    const result = claimcheck(bin, repo, ['suggest', '--write'])
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      `claimcheck: suggest --write does not write into a memory dir chosen by autoMemoryDirectory in ${repo.root}/.claude/settings.json, a file of the repository: name it as MEMORY_DIR to write there\n`,
    )
    expect(readFileSync(join(notes, 'todo.md'), 'utf8')).toBe(FOSSIL)
    // Read-only commands follow it, as Claude Code does once its trust dialog was accepted.
    expect(claimcheck(bin, repo, ['check']).stdout).toMatch(/^SKIP  batch: no verify block$/m)
  })

  const NAMING = '---\nname: helper\ntype: project\n---\nThe helper is `src/app.ts::zorblaxQuux`.\n'

  it('a committed link to a FIFO outside the repository counts as existing and is never opened by lint or the write-time advice: a writer waiting on it stays waiting', async () => {
    const outside = layout({ fifo: { fifo: true } })
    const repo = repository({ 'src/app.ts': { symlink: join(outside, 'fifo') } }, { 'helper.md': NAMING })
    const released = join(outside, 'released')
    const writer = spawn('sh', ['-c', `exec 3>"${join(outside, 'fifo')}"; touch "${released}"`], { stdio: 'ignore' })
    try {
      const lint = claimcheck(bin, repo, ['lint', '--user-scope'])
      expect(lint).toMatchObject({ signal: null })
      expect(lint.stdout).not.toContain('fossil-missing')
      const advice = claimcheck(bin, repo, ['context', '--format', 'claude-hook', '--user-scope'], {
        input: JSON.stringify({
          hook_event_name: 'PostToolUse',
          tool_name: 'Write',
          tool_input: { file_path: join(repo.memoryDir, 'helper.md') },
          cwd: repo.root,
        }),
      })
      expect(advice).toMatchObject({ code: 0, signal: null })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(existsSync(released)).toBe(false)
    } finally {
      writer.kill()
    }
  })
})

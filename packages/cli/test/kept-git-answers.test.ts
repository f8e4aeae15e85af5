// git's answers and the claims read in each memory, kept between runs in the user's cache (SPEC
// §6.4.1, §10, §11): a run after the repository or a memory moved on answers as a first run would,
// and a cache another user could write, or a broken one, is not used and the run still answers right.
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout, type Entry } from '@claimcheck/testkit'
import { BIN, cli, runCli } from './run-cli.ts'

afterAll(cleanLayouts)

const OTHER_USER = 65534
const isRoot = process.getuid?.() === 0

function repository(files: Record<string, Entry>) {
  const root = layout(files)
  // Each call a day after the last: a memory's age and the commits since are told apart by date.
  let day = 0
  const git = (...args: string[]) => {
    const date = new Date(Date.UTC(2026, 6, 1 + day++)).toISOString()
    return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    })
  }
  git('init', '-q', '-b', 'main')
  git('add', '.')
  git('commit', '-q', '-m', 'first')
  return { root, git }
}

const memory = (text: string) => `---\nname: plan\ndescription: where things are\ntype: project\n---\n${text}\n`

const READ_ARGS = ['context', '.claude/memory', '--format', 'claude-hook']
const readPayload = (root: string) =>
  JSON.stringify({
    cwd: root,
    hook_event_name: 'PostToolUse',
    tool_name: 'Read',
    tool_input: { file_path: join(root, '.claude/memory/plan.md') },
  })

/** The Read hook's context for the memory, with the user's cache at `cache`; '' when it says nothing. */
async function readContext(root: string, cache: string) {
  const result = await cli(READ_ARGS, { cwd: root, env: { XDG_CACHE_HOME: cache }, input: readPayload(root) })
  expect(result.code).toBe(0)
  const context = result.stdout === '' ? '' : JSON.parse(result.stdout).hookSpecificOutput.additionalContext
  return { context: context as string, stderr: result.stderr }
}

const PLAN = 'The sync lives in `src/app.ts`; its parser is `src/parsing/parse.ts`.'
const gone = (path: string) => `names ${path}, which no longer exists under the project`

/** A project whose memory names `src/parsing/parse.ts`, deleted in the last commit. */
function parserGone() {
  const made = repository({
    'src/app.ts': 'app\n',
    'src/parsing/parse.ts': 'parse\n',
    '.claude/memory/plan.md': memory(PLAN),
  })
  made.git('rm', '-q', 'src/parsing/parse.ts')
  made.git('commit', '-q', '-m', 'parser gone')
  return made
}

describe('git answers kept between runs', () => {
  it('a path no commit held, then added and deleted by two new commits: the next Read names it', async () => {
    const { root, git } = repository({
      'src/app.ts': 'app\n',
      '.claude/memory/plan.md': memory(PLAN),
    })
    const cache = layout({})
    // Never held: not a fact about this project, run after run.
    expect((await readContext(root, cache)).context).toBe('')
    expect((await readContext(root, cache)).context).toBe('')
    addFiles(root, { 'src/parsing/parse.ts': 'parse\n' })
    git('add', '.')
    git('commit', '-q', '-m', 'parser')
    git('rm', '-q', 'src/parsing/parse.ts')
    git('commit', '-q', '-m', 'parser gone')
    expect((await readContext(root, cache)).context).toContain(gone('src/parsing/parse.ts'))
  })

  it('a file found elsewhere in the tree, then removed without a commit: the next Read names it', async () => {
    const { root, git } = repository({
      'src/app.ts': 'app\n',
      'pkg/lib/util.ts': 'util\n',
      'pkg/lib/other.ts': 'other\n',
      '.claude/memory/plan.md': memory('The sync lives in `src/app.ts`; its helpers are in `lib/util.ts`.'),
    })
    const cache = layout({})
    expect((await readContext(root, cache)).context).toBe('')
    expect((await readContext(root, cache)).context).toBe('')
    // HEAD stays where it was; only the index and the tree change.
    git('rm', '-q', 'pkg/lib/util.ts')
    expect((await readContext(root, cache)).context).toContain(gone('lib/util.ts'))
  })

  it('a memory committed again: the changes are counted from its new commit', async () => {
    const { root, git } = repository({
      'src/app.ts': 'app\n',
      'src/parsing/parse.ts': 'parse\n',
      '.claude/memory/plan.md': memory(PLAN),
    })
    writeFileSync(join(root, 'src/app.ts'), 'app 2\n')
    git('commit', '-q', '-am', 'app changed')
    git('rm', '-q', 'src/parsing/parse.ts')
    git('commit', '-q', '-m', 'parser gone')
    const cache = layout({})
    expect((await readContext(root, cache)).context).toContain('src/app.ts changed in 2 commits since')
    writeFileSync(join(root, '.claude/memory/plan.md'), memory(`${PLAN} Read again.`))
    git('commit', '-q', '-am', 'memory written again')
    const { context } = await readContext(root, cache)
    expect(context).toContain(gone('src/parsing/parse.ts'))
    expect(context).not.toContain('src/app.ts changed')
  })

  it('a memory edited without a commit: the next Read holds it to what it now says', async () => {
    const { root } = parserGone()
    const cache = layout({})
    expect((await readContext(root, cache)).context).toContain(gone('src/parsing/parse.ts'))
    writeFileSync(join(root, '.claude/memory/plan.md'), memory('The sync lives in `src/app.ts`.'))
    expect((await readContext(root, cache)).context).toBe('')
    writeFileSync(join(root, '.claude/memory/plan.md'), memory(PLAN))
    expect((await readContext(root, cache)).context).toContain(gone('src/parsing/parse.ts'))
  })

  it('a build whose history rule differs: what an earlier build kept is not used', async () => {
    const { root } = parserGone()
    const cache = layout({})
    // An earlier build of the program, installed elsewhere, whose history saw no deleted file.
    const earlier = layout({})
    cpSync(dirname(BIN), join(earlier, 'dist'), { recursive: true })
    symlinkSync(join(dirname(BIN), '..', 'node_modules'), join(earlier, 'node_modules'))
    const program = join(earlier, 'dist/claimcheck.cjs')
    const text = readFileSync(program, 'utf8')
    expect(text).toContain('"--diff-filter=AD"')
    writeFileSync(program, text.replace('"--diff-filter=AD"', '"--diff-filter=R"'))
    const before = runCli(READ_ARGS, {
      bin: join(earlier, 'dist/bin.cjs'),
      cwd: root,
      env: { XDG_CACHE_HOME: cache },
      input: readPayload(root),
    })
    expect(before.stdout).toBe('')
    expect((await readContext(root, cache)).context).toContain(gone('src/parsing/parse.ts'))
  })

  it('a broken cache file is not used: the Read answers as the first did', async () => {
    const { root } = parserGone()
    const cache = layout({})
    const first = await readContext(root, cache)
    expect(first.context).toContain(gone('src/parsing/parse.ts'))
    const folder = join(cache, 'claimcheck/git-answers')
    for (const name of readdirSync(folder)) writeFileSync(join(folder, name), '{"format":1,"history":{"sta')
    expect(await readContext(root, cache)).toEqual(first)
  })
})

describe('a cache another user could write is not used (SPEC §10)', () => {
  /** A project whose memory names a file deleted since, and a cache folder laid out by `lay`. */
  async function withCache(lay: (claimcheckFolder: string) => void) {
    const { root } = parserGone()
    const cache = layout({})
    const folder = join(cache, 'claimcheck')
    mkdirSync(join(folder, 'git-answers'), { recursive: true })
    lay(folder)
    return { ...(await readContext(root, cache)), folder }
  }

  it('a cache folder writable by others: the run answers right and says the cache was not used', async () => {
    const { context, stderr, folder } = await withCache((claimcheck) => chmodSync(claimcheck, 0o777))
    expect(context).toContain(gone('src/parsing/parse.ts'))
    expect(stderr).toContain(`not using the git answers kept in ${folder}/git-answers: ${folder} is writable by others`)
    expect(readdirSync(join(folder, 'git-answers'))).toEqual([])
  })

  it.runIf(isRoot)(
    'a cache folder of another user: the run answers right and says the cache was not used',
    async () => {
      const { context, stderr, folder } = await withCache((claimcheck) =>
        chownSync(join(claimcheck, 'git-answers'), OTHER_USER, OTHER_USER),
      )
      expect(context).toContain(gone('src/parsing/parse.ts'))
      expect(stderr).toContain(`belongs to another user (uid ${OTHER_USER})`)
      expect(readdirSync(join(folder, 'git-answers'))).toEqual([])
    },
  )
})

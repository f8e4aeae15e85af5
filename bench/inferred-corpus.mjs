// Corpora for the inferred checks (SPEC §6.4.1, §11): a large committed project whose memories carry
// no checks, and a repository with a long history whose committed memory names five files.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const FILES_PER_FOLDER = 100
const git = (cwd, args, input) =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    input,
    stdio: ['pipe', 'ignore', 'pipe'],
    maxBuffer: 1024 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_DATE: '2026-06-01T00:00:00Z',
      GIT_COMMITTER_DATE: '2026-06-01T00:00:00Z',
    },
  })

/** Claude Code's auto memory dir of a project folder, under a config dir. */
export const autoMemoryDir = (configDir, root) =>
  join(configDir, 'projects', root.replace(/[^A-Za-z0-9]/g, '-'), 'memory')

/**
 * A git project of `files` source files (`pkg/pN/modM.ts`, each defining `handler_M`), committed,
 * and `memories` memories without a verify block in Claude Code's auto memory dir under
 * `configDir`: each names two files of the project and a function in one; every fifteenth also
 * names a file of a folder the project had in its first commit and no longer has.
 */
export function buildUnchecked(dir, files, memories, configDir) {
  const root = join(dir, `unchecked-${files}-retired`)
  const memoryDir = autoMemoryDir(configDir, root)
  if (existsSync(join(root, '.complete')) && existsSync(join(memoryDir, '.complete'))) return { root, memoryDir }
  rmSync(root, { recursive: true, force: true })
  rmSync(memoryDir, { recursive: true, force: true })
  for (let f = 0; f < files; f++) {
    const folder = join(root, 'pkg', `p${Math.floor(f / FILES_PER_FOLDER)}`)
    if (f % FILES_PER_FOLDER === 0) mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, `mod${f}.ts`), `export function handler_${f}() {\n  return ${f}\n}\n`)
  }
  // The folders the memories say are gone were the project's: history holds them (SPEC §6.4).
  for (let m = 0; m < memories; m += 15) {
    mkdirSync(join(root, 'pkg', `retired${m}`), { recursive: true })
    writeFileSync(join(root, 'pkg', `retired${m}`, 'parse.ts'), 'export const parse = 1\n')
  }
  git(root, ['init', '-q', '-b', 'main'])
  git(root, ['add', '.'])
  git(root, ['commit', '-q', '-m', 'project'])
  for (let m = 0; m < memories; m += 15) rmSync(join(root, 'pkg', `retired${m}`), { recursive: true })
  git(root, ['add', '-A'])
  git(root, ['commit', '-q', '-m', 'retired folders removed'])
  mkdirSync(memoryDir, { recursive: true })
  const index = []
  const path = (f) => `pkg/p${Math.floor(f / FILES_PER_FOLDER)}/mod${f}.ts`
  for (let m = 0; m < memories; m++) {
    const a = (m * 331) % files
    const b = (m * 977 + 13) % files
    const gone = m % 15 === 0 ? ` Its parser is in \`pkg/retired${m}/parse.ts\`.` : ''
    writeFileSync(
      join(memoryDir, `topic-${m}.md`),
      `---\nname: topic-${m}\ndescription: where topic ${m} is handled\ntype: project\n---\n` +
        `Topic ${m} is handled by \`handler_${a}\` in \`${path(a)}\`. Its settings are read in \`${path(b)}\`.${gone}\n`,
    )
    index.push(`- [Topic ${m}](topic-${m}.md) — where topic ${m} is handled`)
  }
  writeFileSync(join(memoryDir, 'MEMORY.md'), `${index.join('\n')}\n`)
  writeFileSync(join(root, '.complete'), '')
  writeFileSync(join(memoryDir, '.complete'), '')
  return { root, memoryDir }
}

/**
 * A repository of `commits` commits (git fast-import), each changing one of 200 files; nine tenths
 * of the way, a committed memory (`.claude/memory/five.md`) naming five files, one of them in a
 * folder deleted a little later.
 */
export function buildHistory(dir, commits) {
  const root = join(dir, `history-${commits}`)
  const memory = join(root, '.claude/memory/five.md')
  if (existsSync(join(root, '.complete'))) return { root, memory }
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  git(root, ['init', '-q', '-b', 'main'])
  const written = Math.floor(commits * 0.9)
  const deleted = Math.min(commits - 1, written + 10)
  const start = Date.parse('2025-01-01T00:00:00Z') / 1000
  const chunks = []
  const data = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`
  for (let c = 0; c < commits; c++) {
    chunks.push(
      `commit refs/heads/main\nmark :${c + 1}\ncommitter bench <bench@example.com> ${start + c * 600} +0000\n`,
    )
    chunks.push(data(`change ${c}`))
    if (c > 0) chunks.push(`from :${c}\n`)
    if (c === 0) chunks.push(`M 100644 inline src/parsing/parse.ts\n${data('export const parse = 1\n')}`)
    chunks.push(`M 100644 inline src/f${c % 200}.ts\n${data(`export const version_${c % 200} = ${c}\n`)}`)
    if (c === written)
      chunks.push(
        `M 100644 inline .claude/memory/five.md\n${data(
          '---\nname: five\ndescription: where the sync lives\ntype: project\n---\n' +
            'The sync lives in `src/f1.ts`, `src/f2.ts`, `src/f3.ts` and `src/f4.ts`; its parser is `src/parsing/parse.ts`.\n',
        )}`,
      )
    if (c === deleted) chunks.push('D src/parsing/parse.ts\n')
  }
  git(root, ['fast-import', '--quiet'], chunks.join(''))
  git(root, ['reset', '-q', '--hard', 'main'])
  writeFileSync(join(root, '.complete'), '')
  return { root, memory }
}

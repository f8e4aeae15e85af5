// The real Claude Code for the tests that need it, fetched from the npm registry on first use into
// a per-user cache and reused by every later run: the quick start's install never downloads it
// (its native binary is about 180 MB packed). Only the platform package is fetched: it holds the
// binary, and its own install script is never run.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/** The release claimcheck's Claude Code facts are held to. */
export const CLAUDE_CODE_VERSION = '2.1.332'
/** The release before the comment-stripping change of 2.1.330, kept while a run of it is cheap. */
export const PREVIOUS_CLAUDE_CODE_VERSION = '2.1.328'

/** Where fetched releases are kept: `$CLAIMCHECK_CLAUDE_CODE_CACHE`, else the user's cache folder. */
export function claudeCodeCache(): string {
  const configured = process.env.CLAIMCHECK_CLAUDE_CODE_CACHE
  if (configured) return configured
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')
  return join(base, 'claimcheck', 'claude-code')
}

/** The npm package that carries Claude Code's binary for this machine. */
function platformPackage(): string {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined
  const musl = process.platform === 'linux' && report?.header?.glibcVersionRuntime === undefined
  return `@anthropic-ai/claude-code-${process.platform}-${process.arch}${musl ? '-musl' : ''}`
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** The folder and binary of Claude Code `version` in the cache. */
function cached(version: string): { folder: string; binary: string } {
  const folder = join(claudeCodeCache(), version, platformPackage().replace('/', '+'))
  return { folder, binary: join(folder, process.platform === 'win32' ? 'claude.exe' : 'claude') }
}

/** Whether Claude Code `version` is in the cache already. */
export function isFetched(version: string): boolean {
  return existsSync(cached(version).binary)
}

/**
 * The path of Claude Code `version`'s binary, fetched with `npm pack` when the cache lacks it.
 * Runs that race each unpack into a folder of their own and move it into place; the first wins.
 */
export function claudeCodeBinary(version: string = CLAUDE_CODE_VERSION): string {
  const pkg = platformPackage()
  const { folder, binary } = cached(version)
  if (!existsSync(binary)) {
    let work: string
    try {
      mkdirSync(join(claudeCodeCache(), version), { recursive: true })
      work = mkdtempSync(join(claudeCodeCache(), version, '.fetch-'))
    } catch (error) {
      throw new Error(
        `could not fetch ${pkg}@${version}: no cache folder at ${claudeCodeCache()} (${(error as Error).message})`,
      )
    }
    try {
      const packed = spawnSync(
        npm,
        ['pack', `${pkg}@${version}`, '--pack-destination', work, '--json', '--loglevel=error'],
        {
          cwd: work,
          encoding: 'utf8',
          shell: process.platform === 'win32',
        },
      )
      if (packed.status !== 0) {
        throw new Error(
          `could not fetch ${pkg}@${version} from the npm registry (npm pack exited ${packed.status}): ${packed.stderr.trim() || packed.error?.message}`,
        )
      }
      const [tarball] = JSON.parse(packed.stdout) as Array<{ filename: string }>
      execFileSync('tar', ['-xzf', tarball?.filename ?? ''], { cwd: work })
      try {
        renameSync(join(work, 'package'), folder)
      } catch (error) {
        // Another run put it in place first.
        if (!existsSync(binary)) throw error
      }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }
  const shown = execFileSync(binary, ['--version'], { encoding: 'utf8' })
  if (!shown.startsWith(`${version} `)) throw new Error(`${binary} says it is ${shown.trim()}, expected ${version}`)
  return binary
}

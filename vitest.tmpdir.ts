// Every package's test run gets one temporary folder of its own, set as TMPDIR for its test files
// and whatever they spawn, and removed with all it holds when the run ends: a test that forgets
// to clean up, or fails before it can, leaves nothing in the machine's temporary folder.
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'

/** Removes `path` and all it holds, folders a test made read-only included. */
export function removeTree(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true })
  } catch {
    const unlock = (folder: string) => {
      try {
        chmodSync(folder, 0o700)
        for (const entry of readdirSync(folder)) {
          const inner = join(folder, entry)
          if (lstatSync(inner).isDirectory()) unlock(inner)
        }
      } catch {
        // Not ours to change (another user's): rmSync below says so.
      }
    }
    unlock(path)
    rmSync(path, { recursive: true, force: true })
  }
}

// Short: a Unix socket's path (some tests make one) must fit in 107 bytes, the run folder's included.
const PREFIX = 'cc-run-'

/** Whether process `pid` is running (or is another user's, which this one cannot signal). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A run stopped from outside (turbo stops the others when one package fails, Ctrl-C) never reaches
 * its teardown: the next run removes the folders of runs whose process is gone.
 */
function removeAbandoned(): void {
  const uid = process.getuid?.()
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^cc-run-(\d+)-/.exec(name)?.[1])
    if (!(pid > 0) || pid === process.pid || running(pid)) continue
    const folder = join(tmpdir(), name)
    try {
      // Another user's run folder is theirs to remove: this run could not, and must not fail over it.
      if (uid !== undefined && uid !== 0 && lstatSync(folder).uid !== uid) continue
      removeTree(folder)
    } catch {
      // Gone meanwhile, or not ours to remove: it does not stop this run.
    }
  }
}

export default function setup(): () => void {
  removeAbandoned()
  const folder = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`))
  // As the machine's /tmp: tests run some processes as another user, which need to reach it.
  chmodSync(folder, 0o1777)
  // Claude Code's releases stay in the user's cache, fetched once; every other cache and setting a
  // test writes (claimcheck's compile cache, a browser's profile, pre-commit's) goes into the run's folder.
  const userCache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')
  const set = {
    TMPDIR: folder,
    CLAIMCHECK_CLAUDE_CODE_CACHE:
      process.env.CLAIMCHECK_CLAUDE_CODE_CACHE || join(userCache, 'claimcheck', 'claude-code'),
    XDG_CACHE_HOME: join(folder, 'cache'),
    XDG_CONFIG_HOME: join(folder, 'config'),
  }
  const before = Object.fromEntries(Object.keys(set).map((name) => [name, process.env[name]]))
  Object.assign(process.env, set)
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    removeTree(folder)
  }
}

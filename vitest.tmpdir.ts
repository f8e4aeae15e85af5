// Every package's test run gets one temporary folder of its own, set as TMPDIR for its test files
// and whatever they spawn, and removed with all it holds when the run ends: a test that forgets
// to clean up, or fails before it can, leaves nothing in the machine's temporary folder.
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
  const before = process.env.TMPDIR
  process.env.TMPDIR = folder
  return () => {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    removeTree(folder)
  }
}

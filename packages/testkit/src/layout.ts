// Lays out files in a fresh temporary folder for a test and returns its real path.
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export type Entry = string | Buffer | { dir: true } | { symlink: string } | { fifo: true }

const made: string[] = []

export function layout(entries: Record<string, Entry> = {}, prefix = 'claimcheck-'): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), prefix)))
  made.push(root)
  addFiles(root, entries)
  return root
}

export function addFiles(root: string, entries: Record<string, Entry>): void {
  for (const [path, entry] of Object.entries(entries)) {
    const full = join(root, path)
    mkdirSync(dirname(full), { recursive: true })
    if (typeof entry === 'string' || Buffer.isBuffer(entry)) writeFileSync(full, entry)
    else if ('dir' in entry) mkdirSync(full, { recursive: true })
    else if ('symlink' in entry) symlinkSync(entry.symlink, full)
    else execFileSync('mkfifo', [full])
  }
}

/** Removes every folder `layout` made, folders a test made read-only included; call it from `afterAll`. */
export function cleanLayouts(): void {
  for (const root of made.splice(0)) {
    try {
      rmSync(root, { recursive: true, force: true })
    } catch {
      unlock(root)
      rmSync(root, { recursive: true, force: true })
    }
  }
}

/** Gives the owner back every folder under `folder`, so that what it holds can be removed. */
function unlock(folder: string): void {
  chmodSync(folder, 0o700)
  for (const entry of readdirSync(folder)) {
    const inner = join(folder, entry)
    if (lstatSync(inner).isDirectory()) unlock(inner)
  }
}

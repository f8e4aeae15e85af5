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

/**
 * What a path holds: a file's text or bytes, a file with a mode (`executable('#!/bin/sh\n…')`), a
 * folder, a symlink or a FIFO.
 */
export type Entry =
  string | Buffer | { file: string | Buffer; mode: number } | { dir: true } | { symlink: string } | { fifo: true }

/** A file a program can run: its text, with mode 0755. */
export const executable = (text: string | Buffer): Entry => ({ file: text, mode: 0o755 })

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
    else if ('file' in entry) {
      writeFileSync(full, entry.file)
      // Set after writing: the process's umask never takes bits the case asked for.
      chmodSync(full, entry.mode)
    } else if ('dir' in entry) mkdirSync(full, { recursive: true })
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

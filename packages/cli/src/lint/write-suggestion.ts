// `suggest --write` for one memory: the block inserted into the bytes that were read, written
// atomically with the file's mode, and refused when the file changed since it was read, when it
// is a symlink, or when it has other hard links (a rename would split them) (SPEC §6.4).
import { lstatSync, readFileSync } from 'node:fs'
import { writeFileSafely } from '../files.js'
import { insertVerify } from './insert-verify.js'
import type { ProposedCheck } from './lint.js'

export type Written = { written: true } | { written: false; why: string }

/** Inserts `checks` into `file`, whose bytes were `before` when they were proposed; `replace`: over its `kind: none`. */
export async function writeSuggestion(
  file: string,
  before: Buffer,
  checks: readonly ProposedCheck[],
  replace = false,
): Promise<Written> {
  const info = lstatSync(file)
  if (info.isSymbolicLink()) return { written: false, why: 'it is a symlink; add the block where it leads' }
  if (info.nlink > 1)
    return {
      written: false,
      why: `it has ${info.nlink} hard links, which a rewrite would split; add the block by hand`,
    }
  const insertion = insertVerify(before, checks, replace)
  if (!insertion.ok) return { written: false, why: insertion.why }
  // An edit made since the file was read is never lost: the proposal is for the bytes that were read.
  if (!readFileSync(file).equals(before))
    return { written: false, why: 'it changed since it was read (run suggest again)' }
  await writeFileSafely(file, insertion.bytes, { mode: info.mode, special: 'refuse' })
  return { written: true }
}

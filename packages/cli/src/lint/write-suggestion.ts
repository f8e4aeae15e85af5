// `suggest --write` for one fossil: the block inserted into the bytes that were read, written
// atomically with the file's mode, and refused when the file changed since it was read (SPEC §6.4).
import { lstatSync, readFileSync } from 'node:fs'
import { writeFileSafely } from '../files.js'
import { insertVerify, type Proposal } from './insert-verify.js'

export type Written = { written: true } | { written: false; why: string }

/** Inserts `proposal` into `file`, whose bytes were `before` when the proposal was made. */
export async function writeSuggestion(file: string, before: Buffer, proposal: Proposal): Promise<Written> {
  if (lstatSync(file).isSymbolicLink()) return { written: false, why: 'it is a symlink; add the block where it leads' }
  const insertion = insertVerify(before, proposal)
  if (!insertion.ok) return { written: false, why: insertion.why }
  // An edit made since the file was read is never lost: the proposal is for the bytes that were read.
  if (!readFileSync(file).equals(before))
    return { written: false, why: 'it changed since it was read (run suggest again)' }
  await writeFileSafely(file, insertion.bytes, { mode: lstatSync(file).mode, special: 'refuse' })
  return { written: true }
}

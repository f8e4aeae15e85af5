// Whether an approved checker of the folder's own changed in the folder since its approval (SPEC
// §10). Its approved copy runs all the same (what the user approved is what runs); a change only
// makes `trust` ask about it again, as it is now. The test is cheap: the marks of its own files
// (a few stats), and only a difference costs gathering what it loads again to compare the hash.
import { lstatSync } from 'node:fs'
import { join } from 'node:path'
import { checkerCopy } from './checker-copy.js'
import { listFiles, markOf, sameMarks, type CheckerPackage, type FileMark } from './checker-packages.js'
import { isKeptCopy, type KeptCopy } from './checker-store.js'

/** The marks of files named by their real paths; one that is gone marks as nothing. */
function marksAt(paths: readonly string[]): FileMark[] {
  return paths.map((path) => {
    try {
      return markOf(path, lstatSync(path))
    } catch {
      return [path, -1, -1, -1, -1]
    }
  })
}

/** The marks of the checker's own files in the folder (not its dependencies'), by their real paths. */
export function ownMarks(pkg: CheckerPackage, own: readonly string[]): FileMark[] {
  if (!lstatSync(pkg.bound).isDirectory()) return marksAt(own)
  return listFiles(pkg.bound).map(([path, ...mark]) => [join(pkg.bound, path), ...mark])
}

/** What an approval of a checker of the folder's own keeps: its copy, and the marks its own files had. */
export interface CheckerApproval {
  copy: KeptCopy
  own: FileMark[]
}

export const isCheckerApproval = (value: unknown): value is CheckerApproval =>
  isKeptCopy((value as Partial<CheckerApproval> | null)?.copy) && Array.isArray((value as CheckerApproval).own)

/**
 * Whether the checker's files in the folder changed since it was approved (its approved copy runs
 * all the same; `trust` then asks about it as it is now): its own files carry other marks (a few
 * stats), and what it loads now hashes otherwise than the copy.
 */
export function changedSinceApproval(pkg: CheckerPackage, approval: CheckerApproval): boolean {
  try {
    if (
      sameMarks(
        ownMarks(
          pkg,
          approval.own.map(([path]) => path),
        ),
        approval.own,
      )
    )
      return false
    return checkerCopy(pkg).sha256 !== approval.copy.sha256
  } catch {
    return true
  }
}

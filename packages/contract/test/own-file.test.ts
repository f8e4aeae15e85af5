// What claimcheck keeps for the user is used only when the whole way to it is the user's or root's
// (SPEC §10): a link another user put in a folder they can write is not followed.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ownFolderProblem, readOwnFile } from '../src/index.ts'

const base = mkdtempSync(join(tmpdir(), 'own-file-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

/** A folder of the user's own, holding `trust.json`, as a repository the user cloned holds what was committed. */
function ownFolder(name: string): string {
  const folder = join(base, name)
  mkdirSync(folder, { mode: 0o700 })
  writeFileSync(join(folder, 'trust.json'), '{}', { mode: 0o600 })
  return folder
}

describe.skipIf(process.getuid === undefined)('ownFolderProblem and readOwnFile', () => {
  it('refuse a folder reached through a link in a folder others can write, naming that folder', () => {
    const target = ownFolder('cloned')
    const shared = join(base, 'shared')
    mkdirSync(shared)
    chmodSync(shared, 0o777)
    symlinkSync(target, join(shared, 'claimcheck'))
    expect(ownFolderProblem(join(shared, 'claimcheck'))).toBe(`${shared} is writable by others`)
    expect(readOwnFile(join(shared, 'claimcheck/trust.json'), 64)).toEqual({
      refused: `${shared} is writable by others`,
    })
    // A folder not made yet under it is refused too: claimcheck would make it where another user chose.
    expect(ownFolderProblem(join(shared, 'later/claimcheck'))).toBe(`${shared} is writable by others`)
  })

  it('take a folder reached through a link of the user’s own in a sticky folder, as /tmp', () => {
    const target = ownFolder('own')
    const sticky = join(base, 'sticky')
    mkdirSync(sticky)
    chmodSync(sticky, 0o1777)
    symlinkSync(target, join(sticky, 'claimcheck'))
    expect(ownFolderProblem(join(sticky, 'claimcheck'))).toBeUndefined()
    expect(readOwnFile(join(sticky, 'claimcheck/trust.json'), 64)).toEqual({ bytes: Buffer.from('{}') })
  })

  it('refuse a way of links that loops, with a sentence rather than a hang', () => {
    const loop = join(base, 'loop')
    mkdirSync(loop, { mode: 0o700 })
    symlinkSync(join(loop, 'b'), join(loop, 'a'))
    symlinkSync(join(loop, 'a'), join(loop, 'b'))
    expect(ownFolderProblem(join(loop, 'a', 'claimcheck'))).toBe(
      `${join(loop, 'a', 'claimcheck')} is reached through too many links`,
    )
  })
})

// The per-user store of approvals (SPEC §5.5, §6.6): outside every project, so nothing a
// repository commits can approve its own commands. Each approval is bound to what was shown when
// it was given: the root's real path, the memory file and the check with its options (or a
// JavaScript config's content), hashed; any change needs a new approval.
import { mkdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  ClaimcheckError,
  notUsedWarning,
  ownFolderProblem,
  readOwnFile,
  stableJson,
  userStateDir,
} from '@claimcheck/core'
import { writeFileSafely } from '../files.js'
import { sha256Hex } from '../sha256.js'
import type { Environment } from '../environment.js'

/** The store holds approvals a person gave one by one: a few KiB; anything larger is not ours. */
const MAX_STORE_BYTES = 4 * 1024 * 1024

export interface Approval {
  key: string
  /** Real path of the project's root. */
  root: string
  /** What was approved, as it was shown: `memory/x.md: test -f a`, or a config file. */
  what: string
  approvedAt: string
  /** For a JavaScript config: the settings it produced when `trust` ran it, which user-scope runs use. */
  data?: unknown
}

export interface TrustStore {
  file: string
  approvals: Approval[]
  /** Why the store was not used (another user could write it): it then approves nothing. */
  refused?: string
}

/** The one warning a store that was not used gets. */
export const refusedStoreWarning = (store: TrustStore & { refused: string }) =>
  notUsedWarning(`the trust store ${store.file}`, store.refused)

/** `$XDG_STATE_HOME/claimcheck/trust.json`, else `~/.local/state/claimcheck/trust.json`. */
export function trustStorePath(env: NodeJS.ProcessEnv, home: string): string {
  return join(userStateDir(env, home), 'trust.json')
}

const sha256 = sha256Hex

/** The key of a check: the root, the memory file and the check with its options. */
/** The user's trust store. */
export const trustStore = (env: Environment) => trustStorePath(env.env, env.home ?? homedir())

export function checkKey(root: string, memoryFile: string, kind: string, options: unknown): string {
  return sha256(stableJson(['check', root, memoryFile, kind, options]))
}

/** The key of a JavaScript config: its path and its content. */
export function configKey(file: string, content: string): string {
  return sha256(stableJson(['config', file, sha256(content)]))
}

/**
 * Reads the store; a store that is not there holds nothing, nor one another user could have written
 * (`refused` says why). A damaged one is an error naming it.
 */
export function readTrustStore(file: string): TrustStore {
  const read = readOwnFile(file, MAX_STORE_BYTES)
  if ('missing' in read) return { file, approvals: [] }
  if ('refused' in read) return { file, approvals: [], refused: read.refused }
  let parsed: unknown
  try {
    parsed = JSON.parse(read.bytes.toString('utf8'))
  } catch {
    throw new ClaimcheckError('USAGE', `cannot read ${file}: not valid JSON (remove it to start over)`)
  }
  const approvals = (parsed as { approvals?: unknown } | null)?.approvals
  if (!Array.isArray(approvals) || !approvals.every(isApproval)) {
    throw new ClaimcheckError('USAGE', `cannot read ${file}: not a claimcheck trust store (remove it to start over)`)
  }
  return { file, approvals }
}

function isApproval(value: unknown): value is Approval {
  const item = value as Partial<Approval> | null
  return (
    typeof item?.key === 'string' &&
    typeof item.root === 'string' &&
    typeof item.what === 'string' &&
    typeof item.approvedAt === 'string'
  )
}

/** Writes the store atomically, readable by its owner only. */
export async function writeTrustStore(store: TrustStore): Promise<void> {
  const refused = store.refused ?? ownFolderProblem(dirname(store.file))
  if (refused !== undefined)
    throw new ClaimcheckError(
      'USAGE',
      `${notUsedWarning(`the trust store ${store.file}`, refused)}: approvals are kept nowhere else`,
    )
  mkdirSync(dirname(store.file), { recursive: true, mode: 0o700 })
  const text = `${JSON.stringify({ version: 1, approvals: store.approvals }, null, 2)}\n`
  await writeFileSafely(store.file, text, { mode: 0o600, special: 'refuse' })
}

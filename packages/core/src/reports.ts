// A run's reports: what each check and each memory came to, in the order reports show them.
import { basename } from 'node:path'
import type { CheckResult, Status } from '@claimcheck/contract'
import { byteOrder } from './byte-order.js'
import type { Memory } from './memory.js'

export interface CheckReport {
  kind: string | null
  /** `name@version` of the checker that ran it; null when none did. */
  checker: string | null
  status: Status
  reason: string
  /** How long the check took, in milliseconds. */
  ms: number
}

export interface MemoryReport {
  name: string
  /** Absolute path of the memory file. */
  file: string
  description?: string
  type?: string
  /** `modified` or `metadata.modified` of the frontmatter, as an ISO date, when it is one. */
  modified?: string
  /** The claim; empty when the run was asked for no bodies. */
  body: string
  /** The line of the memory file where its `verify:` key is, when it has one: where CI formats point. */
  verifyLine?: number
  status: Status
  reason: string
  checks: CheckReport[]
}

/** The reason of a memory whose verification did not finish before the run's deadline. */
export const NOT_IN_TIME = 'not verified in time'
/**
 * Why a check of `kind` that starts programs did not run (SPEC §5.5): its checker's `allow` setting
 * is written `<kind>.allow` in a config (`command.allow`).
 */
export const untrusted = (kind: string) =>
  `untrusted command: approve it with 'claimcheck trust' or list it in ${kind}.allow`

/** A memory's report, built field by field: what it says of the memory, not the memory's verify block. */
export function memoryReport(memory: Memory, { status, reason }: CheckResult, checks: CheckReport[]): MemoryReport {
  const { name, file, description, type, body, verifyLine } = memory
  const modified = isoDate(memory.modified)
  return {
    name,
    file,
    description,
    type,
    ...(modified === undefined ? {} : { modified }),
    body,
    verifyLine,
    status,
    reason,
    checks,
  }
}

/** A frontmatter date (YAML gives a `Date` or a string) as ISO text; undefined when it is none. */
function isoDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined
  return date === undefined || Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** A memory file not read before the run's deadline: held by its file name. */
export const unreadMemory = (file: string): Memory => ({
  file,
  name: basename(file).replace(/\.md$/i, ''),
  body: '',
  verify: { kind: 'verdict', result: { status: 'stale', reason: NOT_IN_TIME } },
})

/** Orders reports by memory name (byte order), then by file. */
export function byName(a: MemoryReport, b: MemoryReport): number {
  return byteOrder(a.name, b.name) || byteOrder(a.file, b.file)
}

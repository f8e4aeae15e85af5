// `symlink-strict`: a symlink whose whole chain resolves, inside the root, to the expected
// kind of thing (SPEC §5.4). For claims where "resolves to something" is not good enough.
import { lstatSync, readlinkSync, realpathSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  shownPath,
  strictOptions,
  targetString,
  type CheckContext,
  type Checker,
  type CheckResult,
} from '@claimcheck/contract'
import { CONTENT_PROBE_BYTES, hasContent } from '@claimcheck/checker-readable'
import { meta } from './meta.js'

/** Hops after which a chain is taken for a loop (Linux gives up at 40 too). */
const MAX_HOPS = 40

const options = strictOptions({
  target: targetString,
  expect: v.optional(v.picklist(['file', 'directory'], "must be 'file' or 'directory'")),
  'links-to': v.optional(targetString),
  'resolves-to': v.optional(targetString),
})

export type SymlinkStrictOptions = v.InferOutput<typeof options>

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error'

type Chain = { end: string; firstRaw: string } | { reason: string }

/** Follows the link hop by hop, so a dangling hop is named with the raw target that broke (local metadata calls: synchronous). */
function followChain(start: string, target: string): Chain {
  let current = start
  let firstRaw: string | undefined
  const seen = new Set<string>()
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    let info
    try {
      info = lstatSync(current)
    } catch (error) {
      const code = codeOf(error)
      if (code === 'ELOOP') return { reason: `symlink loop: ${target}` }
      if (hop === 0)
        return { reason: code === 'ENOENT' || code === 'ENOTDIR' ? `missing: ${target}` : `unreadable: ${code}` }
      throw error
    }
    if (!info.isSymbolicLink()) {
      if (hop === 0) return { reason: `not a symlink: ${target}` }
      return { end: current, firstRaw: firstRaw as string }
    }
    if (seen.has(current)) return { reason: `symlink loop: ${target}` }
    seen.add(current)
    const raw = readlinkSync(current)
    firstRaw ??= raw
    const next = resolve(dirname(current), raw)
    try {
      lstatSync(next)
    } catch (error) {
      const code = codeOf(error)
      if (code === 'ELOOP') return { reason: `symlink loop: ${target}` }
      if (code === 'ENOENT' || code === 'ENOTDIR') return { reason: `dangling symlink: ${target} -> ${raw}` }
      return { reason: `unreadable: ${code}` }
    }
    current = next
  }
  return { reason: `symlink loop: ${target}` }
}

/** Takes no settings: the host refuses any given. */
export function symlinkStrict(): Checker<SymlinkStrictOptions> {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'symlink-strict',
    meta: {
      ...meta,
      docs: {
        description: 'A symlink a memory names still resolves, inside the root, to what it should, with content.',
        url: 'https://www.npmjs.com/package/@claimcheck/checker-symlink-strict',
      },
    },
    options,
    resource: 'fs',
    check,
  }
}

const stale = (reason: string): CheckResult => ({ status: 'stale', reason })

/** Whether a resolved path is one the run may reach; `resolveTarget` refuses the others. */
async function allowed(path: string, ctx: CheckContext): Promise<boolean> {
  try {
    await ctx.resolveTarget(path)
    return true
  } catch {
    return false
  }
}

async function check(opts: SymlinkStrictOptions, ctx: CheckContext): Promise<CheckResult> {
  const { target, expect = 'file' } = opts
  // The link itself must live inside the root too: a check is no oracle for places outside it.
  const start = await ctx.resolveTarget(target, { followLink: false })
  const chain = followChain(start, target)
  if ('reason' in chain) return stale(chain.reason)
  let resolved: string
  try {
    resolved = realpathSync(chain.end)
  } catch (error) {
    if (codeOf(error) === 'ELOOP') return stale(`symlink loop: ${target}`)
    return stale(`dangling symlink: ${target} -> ${chain.firstRaw}`)
  }
  const shown = shownPath(resolved, ctx.root)
  if (!(await allowed(resolved, ctx))) return stale(`resolves outside root: ${target} -> ${resolved}`)
  const linksTo = opts['links-to']
  if (linksTo !== undefined && chain.firstRaw !== linksTo) {
    return stale(`links to ${chain.firstRaw}, expected ${linksTo}: ${target}`)
  }
  const resolvesTo = opts['resolves-to']
  if (resolvesTo !== undefined) {
    const expected = await ctx.resolveTarget(resolvesTo).catch(() => undefined)
    if (expected !== resolved) return stale(`resolves to ${shown}, expected ${resolvesTo}: ${target}`)
  }
  const info = await ctx.files.stat(resolved)
  if (expect === 'directory') {
    return info?.type === 'directory'
      ? { status: 'fresh', reason: `resolves to ${shown}, a directory` }
      : stale(`not a directory: ${target} -> ${shown}`)
  }
  if (info?.type !== 'file') return stale(`not a regular file: ${target} -> ${shown}`)
  const { text } = await ctx.files.read(resolved, CONTENT_PROBE_BYTES)
  return hasContent(text)
    ? { status: 'fresh', reason: `resolves to ${shown} with content` }
    : stale(`empty content: ${target}`)
}

// `symlink-strict`: a symlink whose whole chain resolves, inside the root, to the expected
// kind of thing (SPEC §5.4). For claims where "resolves to something" is not good enough.
import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import * as v from 'valibot'
import {
  CHECKER_API_VERSION,
  readSettings,
  shownPath,
  realpathLoose,
  strictOptions,
  targetHasContent,
  targetString,
  type CheckContext,
  type Checker,
  type CheckResult,
} from '@claimcheck/core'
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

/** Follows the link hop by hop, so a dangling hop is named with the raw target that broke. */
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

/** Takes no settings; any given are refused by name. */
export function symlinkStrict(settings?: Record<string, never>): Checker<SymlinkStrictOptions> {
  readSettings(meta.name, {}, settings)
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'symlink-strict',
    meta,
    options,
    resource: 'fs',
    checkSync: answer,
    check: async (options, ctx) => answer(options, ctx),
  }
}

/** Every step is a local metadata call: the check is answered at once. */
function answer(opts: SymlinkStrictOptions, ctx: CheckContext): CheckResult {
  const { target, expect = 'file' } = opts
  const start = ctx.targetPath(target)
  // The link itself must live inside the root too: a check is no oracle for places outside it.
  if (!ctx.isAllowed(realpathLoose(dirname(start)))) {
    return { status: 'stale', reason: `target outside root: ${target}` }
  }
  const chain = followChain(start, target)
  if ('reason' in chain) return { status: 'stale', reason: chain.reason }
  let resolved: string
  try {
    resolved = realpathSync(chain.end)
  } catch (error) {
    const code = codeOf(error)
    if (code === 'ELOOP') return { status: 'stale', reason: `symlink loop: ${target}` }
    return { status: 'stale', reason: `dangling symlink: ${target} -> ${chain.firstRaw}` }
  }
  const shown = shownPath(resolved, ctx.root)
  if (!ctx.isAllowed(resolved)) return { status: 'stale', reason: `resolves outside root: ${target} -> ${resolved}` }
  const linksTo = opts['links-to']
  if (linksTo !== undefined && chain.firstRaw !== linksTo) {
    return { status: 'stale', reason: `links to ${chain.firstRaw}, expected ${linksTo}: ${target}` }
  }
  const resolvesTo = opts['resolves-to']
  if (resolvesTo !== undefined) {
    const expected = realpathLoose(ctx.targetPath(resolvesTo))
    if (expected !== resolved)
      return { status: 'stale', reason: `resolves to ${shown}, expected ${resolvesTo}: ${target}` }
  }
  const info = statSync(resolved)
  if (expect === 'directory') {
    return info.isDirectory()
      ? { status: 'fresh', reason: `resolves to ${shown}, a directory` }
      : { status: 'stale', reason: `not a directory: ${target} -> ${shown}` }
  }
  if (!info.isFile()) return { status: 'stale', reason: `not a regular file: ${target} -> ${shown}` }
  return targetHasContent(resolved, info.size, ctx)
    ? { status: 'fresh', reason: `resolves to ${shown} with content` }
    : { status: 'stale', reason: `empty content: ${target}` }
}

// Matching a pattern against files. A pattern that could backtrack catastrophically runs only in
// the matching worker, since the regular-expression engine cannot be interrupted once it starts;
// a linear one (see linear-pattern.ts) may run here on the main thread.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import type { MatchOutcome, MatchRequest } from './match-protocol.js'

const BINARY_PROBE_BYTES = 8192

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export type Read = { text: string } | { skip: true } | { problem: string }

export type Reader = (path: string, display: string, request: MatchRequest) => Read

export function readForSearch(path: string, display: string, request: MatchRequest): Read {
  let fd: number | undefined
  try {
    fd = openSync(path, 'r')
    const info = fstatSync(fd)
    if (!info.isFile()) return { problem: `not a regular file: ${display}` }
    if (info.size > request.maxFileBytes) return { problem: `too large to search: ${display}` }
    const buffer = Buffer.alloc(info.size)
    let filled = 0
    while (filled < info.size) {
      const n = readSync(fd, buffer, filled, info.size - filled, filled)
      if (n === 0) break
      filled += n
    }
    const bytes = buffer.subarray(0, filled)
    if (request.skipBinary && bytes.subarray(0, BINARY_PROBE_BYTES).includes(0)) return { skip: true }
    return { text: bytes.toString('utf8') }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    return { problem: code === 'ENOENT' ? `missing: ${display}` : `unreadable: ${code}` }
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

export function matchFiles(request: MatchRequest, read: Reader = readForSearch): MatchOutcome {
  const source = request.fixed ? escapeRegExp(request.source) : request.source
  const pattern = new RegExp(source, request.flags)
  let problem: string | undefined
  for (const file of request.files) {
    const content = read(file.path, file.display, request)
    if ('skip' in content) continue
    if ('problem' in content) {
      problem ??= content.problem
      continue
    }
    pattern.lastIndex = 0
    if (pattern.test(content.text)) {
      if (request.absent) return { status: 'stale', reason: `still present: ${request.shown} in ${file.display}` }
      const where = request.nameFile ? ` in ${file.display}` : ''
      return { status: 'fresh', reason: `matched ${request.shown}${where}` }
    }
  }
  // A file that could not be searched might have held the match: it is not handed over as searched.
  if (problem !== undefined) return { status: 'stale', reason: problem }
  return request.absent
    ? { status: 'fresh', reason: `absent: ${request.shown}` }
    : { status: 'stale', reason: `no match for ${request.shown}` }
}

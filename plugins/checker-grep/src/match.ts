// Matching a pattern against files: runs inside the matching worker, never on the main thread,
// because a catastrophic pattern cannot be interrupted once the regular-expression engine starts.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import type { MatchOutcome, MatchRequest } from './match-protocol.js'

const BINARY_PROBE_BYTES = 8192

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

type Read = { text: string } | { skip: true } | { problem: string }

function readForSearch(path: string, display: string, request: MatchRequest): Read {
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

export function matchFiles(request: MatchRequest): MatchOutcome {
  const source = request.fixed ? escapeRegExp(request.source) : request.source
  const pattern = new RegExp(source, request.flags)
  let problem: string | undefined
  for (const file of request.files) {
    const read = readForSearch(file.path, file.display, request)
    if ('skip' in read) continue
    if ('problem' in read) {
      problem ??= read.problem
      continue
    }
    if (pattern.test(read.text)) {
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

// The matching worker's entry point: one request in, one outcome out.
import { parentPort } from 'node:worker_threads'
import { FileCache } from './file-cache.js'
import { matchFiles } from './match.js'
import type { MatchRequest } from './match-protocol.js'

// What a worker reads, it keeps for the other searches of the same run, and no longer.
const caches = new Map<number, FileCache>()
let currentRun = ''

parentPort?.on('message', (request: MatchRequest) => {
  try {
    if (request.runId !== currentRun) {
      caches.clear()
      currentRun = request.runId
    }
    let cache = caches.get(request.maxFileBytes)
    if (!cache) caches.set(request.maxFileBytes, (cache = new FileCache(request.maxFileBytes)))
    parentPort?.postMessage({ outcome: matchFiles(request, cache.reader(Number.POSITIVE_INFINITY).read) })
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})

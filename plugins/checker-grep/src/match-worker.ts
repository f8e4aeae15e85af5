// The matching worker's entry point: one request in, one outcome out.
import { parentPort } from 'node:worker_threads'
import { matchFiles } from './match.js'
import type { MatchRequest } from './match-protocol.js'

parentPort?.on('message', (request: MatchRequest) => {
  try {
    parentPort?.postMessage({ outcome: matchFiles(request) })
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})

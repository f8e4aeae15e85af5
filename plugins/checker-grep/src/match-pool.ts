// A small pool of matching workers. A job whose time runs out has its worker terminated:
// the only way to stop a regular expression that backtracks for hours.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { MatchOutcome, MatchRequest } from './match-protocol.js'

const WORKER_URL = new URL('./match-worker.js', import.meta.url)

interface Job {
  request: MatchRequest
  settle(result: MatchOutcome | 'aborted' | Error): void
}

interface Slot {
  worker: Worker
  job?: Job
}

export class MatchPool {
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private readonly size: number

  constructor(size = Math.max(1, Math.min(2, availableParallelism()))) {
    this.size = size
  }

  /** Runs a request; resolves `'aborted'` when the signal aborts first. */
  run(request: MatchRequest, signal: AbortSignal): Promise<MatchOutcome | 'aborted'> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return resolve('aborted')
      const job: Job = {
        request,
        settle: (result) => {
          signal.removeEventListener('abort', onAbort)
          if (result instanceof Error) reject(result)
          else resolve(result)
        },
      }
      const onAbort = () => {
        const queued = this.queue.indexOf(job)
        if (queued !== -1) this.queue.splice(queued, 1)
        const slot = this.slots.find((s) => s.job === job)
        if (slot) this.discard(slot)
        job.settle('aborted')
        this.pump()
      }
      signal.addEventListener('abort', onAbort, { once: true })
      this.queue.push(job)
      this.pump()
    })
  }

  private discard(slot: Slot): void {
    slot.job = undefined
    this.slots.splice(this.slots.indexOf(slot), 1)
    void slot.worker.terminate()
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL)
    const slot: Slot = { worker }
    worker.on('message', (message: { outcome?: MatchOutcome; error?: string }) => {
      const job = slot.job
      slot.job = undefined
      worker.unref()
      job?.settle(message.outcome ?? new Error(message.error ?? 'matching failed'))
      this.pump()
    })
    const fail = (error: Error) => {
      const job = slot.job
      if (this.slots.includes(slot)) this.discard(slot)
      job?.settle(error)
      this.pump()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (slot.job) fail(new Error(`matching worker exited with code ${code}`))
    })
    this.slots.push(slot)
    return slot
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : undefined)
      if (!slot) return
      const job = this.queue.shift() as Job
      slot.job = job
      // A busy worker keeps the process alive until its answer arrives; an idle one does not.
      slot.worker.ref()
      slot.worker.postMessage(job.request)
    }
  }
}

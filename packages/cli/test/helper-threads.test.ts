// The bin lowers the priority of the engine's helper threads when a run stays on the main thread
// (src/helper-threads.ts). Run in a process of its own: a lowered priority cannot be raised again.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { PARALLEL_MIN_FILES } from '@claimcheck/core'

const helperThreads = new URL('../dist/helper-threads.js', import.meta.url).href

/** Each thread's nice value (field 19 of /proc/<pid>/task/<tid>/stat) after `favorMainThread(files)`. */
function nicenessAfter(files: number): { main: number; others: number[] } {
  const script = `
    import { readdirSync, readFileSync } from 'node:fs'
    const { favorMainThread } = await import(${JSON.stringify(helperThreads)})
    favorMainThread(${files})
    const nice = (id) => Number(readFileSync('/proc/self/task/' + id + '/stat', 'utf8').split(') ')[1].split(' ')[16])
    const ids = readdirSync('/proc/self/task').map(Number)
    console.log(JSON.stringify({ main: nice(process.pid), others: ids.filter((id) => id !== process.pid).map(nice) }))
  `
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as { main: number; others: number[] }
}

describe.runIf(process.platform === 'linux')('the engine threads of a run that stays on one thread', () => {
  it('run at the lowest priority, the main thread at its own', () => {
    const { main, others } = nicenessAfter(3)
    expect(main).toBe(0)
    expect(others.length).toBeGreaterThan(0)
    expect(new Set(others)).toEqual(new Set([19]))
  })

  it('keep their priority when a reading thread shares the cores', () => {
    const { main, others } = nicenessAfter(PARALLEL_MIN_FILES)
    expect(main).toBe(0)
    expect(others.length).toBeGreaterThan(0)
    expect(new Set(others)).toEqual(new Set([0]))
  })
})

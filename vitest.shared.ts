import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Every package's tests report to the console and to .vitest-report.json, which .ci/run counts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One temporary folder a run, removed at its end (vitest.tmpdir.ts).
    globalSetup: [fileURLToPath(new URL('./vitest.tmpdir.ts', import.meta.url))],
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    // No test times the code; a check that is never abandoned (a hang, a catastrophic pattern, a
    // 60 s timeout before a 1 s deadline) makes its test run past this limit and fail.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Test files wait on child processes and deadlines as much as they compute: two at a time even
    // on two cores, where the default (one fewer than the cores) would run them one by one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs its files one after the other with the modules it has loaded: no test file
    // stubs the environment, mocks a module or changes directory, and loading them again for each
    // file was about a sixth of packages/cli's processor time.
    isolate: false,
  },
})

import { defineConfig } from 'vitest/config'

// Every package's tests report to the console and to .vitest-report.json, which .ci/run counts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})

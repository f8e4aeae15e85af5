import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    // Its tests start git and the claimcheck bin, which a busy machine can take seconds to run.
    testTimeout: 60_000,
  },
})

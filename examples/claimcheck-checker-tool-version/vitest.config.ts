import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    // Its cases start programs: on a loaded machine one can take longer than vitest's 5 s default.
    testTimeout: 30_000,
  },
})

import { defineConfig } from 'vitest/config'

// The benchmark's own checks (`pnpm bench:test`), out of `pnpm test`: they run the bench itself.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['bench.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})

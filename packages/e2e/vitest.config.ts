import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.ts'

// Packing and installing takes a while on a 2-core machine; the files run one after the other, and at
// most three sessions of a file side by side (each runs Claude Code and claimcheck's hooks).
export default mergeConfig(
  shared,
  defineConfig({
    test: { testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false, maxConcurrency: 3 },
  }),
)

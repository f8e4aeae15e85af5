import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.ts'

// Each file's sessions and installs have folders of their own: files run side by side as elsewhere,
// and at most three tests of a file at once (a session runs Claude Code and claimcheck's hooks).
// Each file in a fresh worker: few, long files whose loading costs little next to their sessions.
export default mergeConfig(
  shared,
  defineConfig({
    test: { testTimeout: 300_000, hookTimeout: 300_000, maxConcurrency: 3, isolate: true },
  }),
)

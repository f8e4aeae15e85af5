import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.ts'

// `pnpm test:quick` (CLAIMCHECK_QUICK=1) leaves out the files that run the real Claude Code and the
// one that packs every package and installs the tarballs: the slow part, which CI always runs.
const QUICK_LEAVES_OUT = [
  'test/claude-code*.test.ts',
  'test/hooks-that-cannot-run.test.ts',
  'test/packed.test.ts',
  'test/registry.test.ts',
]

// Each file's sessions and installs have folders of their own: files run side by side as elsewhere,
// and at most three tests of a file at once (a session runs Claude Code and claimcheck's hooks).
// Each file in a fresh worker: few, long files whose loading costs little next to their sessions.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      testTimeout: 300_000,
      hookTimeout: 300_000,
      maxConcurrency: 3,
      isolate: true,
      ...(process.env.CLAIMCHECK_QUICK ? { exclude: QUICK_LEAVES_OUT } : {}),
      // The two Claude Code releases the tests run, fetched (once, into the user's cache) before any.
      globalSetup: ['test/claude-code/fetch.global.ts'],
    },
  }),
)

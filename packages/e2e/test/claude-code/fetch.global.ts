// Before packages/e2e's tests run: the two releases of Claude Code they run, fetched once into the
// user's cache (said in one line first: they are large). Outside CI a fetch that fails skips the
// tests that need Claude Code, each with the reason; with CI set it fails the run.
import type { TestProject } from 'vitest/node'
import {
  CLAUDE_CODE_VERSION,
  claudeCodeBinary,
  claudeCodeCache,
  isFetched,
  PREVIOUS_CLAUDE_CODE_VERSION,
} from './install.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** Why Claude Code is not here for this run ('' when it is). */
    claudeCodeMissing: string
  }
}

export default function setup(project: TestProject): void {
  const versions = [CLAUDE_CODE_VERSION, PREVIOUS_CLAUDE_CODE_VERSION]
  const missing = versions.filter((version) => !isFetched(version))
  let reason = ''
  if (missing.length > 0 && process.env.CLAIMCHECK_QUICK) {
    reason = `Claude Code ${missing.join(' and ')} not fetched in a quick run`
  } else {
    if (missing.length > 0) {
      console.log(
        `fetching Claude Code ${missing.join(' and ')} from the npm registry into ${claudeCodeCache()} (about 370 MB each, once; CLAIMCHECK_CLAUDE_CODE_CACHE moves it)`,
      )
    }
    try {
      for (const version of versions) claudeCodeBinary(version)
    } catch (error) {
      if (process.env.CI) throw error
      reason = `Claude Code could not be fetched: ${(error as Error).message.split('\n')[0]}`
    }
  }
  if (reason !== '')
    console.log(
      `${reason}; the tests that run it are skipped${process.env.CLAIMCHECK_QUICK ? '' : ' (with CI set they fail)'}`,
    )
  project.provide('claudeCodeMissing', reason)
}

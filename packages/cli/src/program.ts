// What the bin runs: bundled with everything it needs into dist/claimcheck.cjs (scripts/bundle.mjs),
// the one program of every channel (the npm bin, the Claude Code plugin, the Action, pre-commit).
export { main } from './main.js'
export { processIo } from './io.js'
export { answerHookJob, HOOK_THREAD_ARGUMENT } from './claude-code/hook-thread.js'

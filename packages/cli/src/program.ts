// What the bin runs: bundled into dist/claimcheck.cjs, which the bin loads with a code cache.
export { main } from './main.js'
export { processIo } from './io.js'
export { answerHookJob } from './claude-code/hook-thread.js'

// Preloaded into a claimcheck run by the corpus test (NODE_OPTIONS=--require): at exit, writes the
// process's peak resident memory in KiB to the file CLAIMCHECK_TEST_PEAK_FILE names.
const { writeFileSync } = require('node:fs')

const file = process.env.CLAIMCHECK_TEST_PEAK_FILE
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)))

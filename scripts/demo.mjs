// Runs the built claimcheck on the bundled example memory, as the README's quick start shows.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const args = ['packages/cli/dist/bin.cjs', 'check', 'examples/memory', '--root', 'examples/project']
console.log(`$ claimcheck ${args.slice(1).join(' ')}`)
const run = spawnSync(process.execPath, args, { cwd: repo, stdio: 'inherit' })
console.log(`\nclaimcheck exited with ${run.status}: 1 means at least one claim is stale, as this example intends.`)
// The example is meant to hold stale claims: exit 1 is the demo working; anything else is a failure.
process.exitCode = run.status === 1 ? 0 : (run.status ?? 2)

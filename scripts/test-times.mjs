// Prints how long each package's tests took, from the vitest JSON reports the last `pnpm test`
// left (.vitest-report.json), and the slowest test files: `node scripts/test-times.mjs [N]`.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const slowest = Number(process.argv[2] ?? 10)
const files = []
for (const group of ['packages', 'plugins', 'examples']) {
  for (const name of readdirSync(join(repo, group))) {
    const report = join(repo, group, name, '.vitest-report.json')
    if (!existsSync(report)) continue
    const json = JSON.parse(readFileSync(report, 'utf8'))
    const results = json.testResults ?? []
    if (results.length === 0) continue
    // From the run's start to its last file's end: what the package adds to a run, setup included.
    const seconds = (Math.max(...results.map((file) => file.endTime)) - json.startTime) / 1000
    const when = new Date(json.startTime).toISOString().slice(0, 16).replace('T', ' ')
    console.log(
      `${`${group}/${name}`.padEnd(42)} ${seconds.toFixed(0).padStart(5)} s  ${json.numTotalTests} tests  (${when} UTC)`,
    )
    // A report turbo restored from its cache names the folder it was made in: named from the package.
    for (const file of results) {
      const path = file.name.slice(file.name.lastIndexOf(`/${group}/${name}/`) + 1)
      files.push([(file.endTime - file.startTime) / 1000, path])
    }
  }
}
if (slowest > 0) console.log(`\nslowest files:`)
for (const [seconds, name] of files.sort((a, b) => b[0] - a[0]).slice(0, slowest))
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`)

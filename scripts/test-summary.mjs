// Prints `N passed, N failed` from every package's vitest JSON report, for CI to read.
// A package whose report is missing counts as one failure: a run that executed nothing must show.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
let passed = 0
let failed = 0
for (const group of ['packages', 'plugins', 'examples']) {
  for (const name of readdirSync(join(repo, group))) {
    const dir = join(repo, group, name)
    if (!existsSync(join(dir, 'package.json'))) continue
    const report = join(dir, '.vitest-report.json')
    if (!existsSync(report)) {
      console.error(`no test report from ${group}/${name}`)
      failed++
      continue
    }
    const json = JSON.parse(readFileSync(report, 'utf8'))
    passed += json.numPassedTests ?? 0
    failed += json.numFailedTests ?? 0
    // A test file that failed outside its tests (a broken import, a failing beforeAll) counts once.
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').length
      if (file.status === 'failed' && failedTests === 0) {
        console.error(`test file failed outside its tests: ${file.name}`)
        failed++
      }
    }
    if (json.numTotalTests === 0) {
      console.error(`no tests ran in ${group}/${name}`)
      failed++
    }
  }
}
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 || passed === 0 ? 1 : 0

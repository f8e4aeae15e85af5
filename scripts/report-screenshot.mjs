// Makes docs/report.png, the picture of the HTML report the README shows: the bundled example's
// report, rendered by Debian's Chromium. Run after a build: node scripts/report-screenshot.mjs
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'

const repo = fileURLToPath(new URL('..', import.meta.url))
const { chromium } = createRequire(join(repo, 'packages/cli/package.json'))('playwright-core')
const scratch = mkdtempSync(join(tmpdir(), 'claimcheck-screenshot-'))
const report = join(scratch, 'report.html')
// The example project with its memory inside it, so that the page names files as a project would.
const project = join(scratch, 'project')
cpSync(join(repo, 'examples/project'), project, { recursive: true, verbatimSymlinks: true })
cpSync(join(repo, 'examples/memory'), join(project, 'memory'), { recursive: true })
try {
  execFileSync(
    process.execPath,
    [
      join(repo, 'packages/cli/dist/bin.cjs'),
      'check',
      'memory',
      '--root',
      '.',
      '--format',
      'html',
      '--output',
      report,
      '--observe',
    ],
    { cwd: project, stdio: 'inherit' },
  )
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } })
  await page.goto(pathToFileURL(report).href)
  await page.screenshot({ path: join(repo, 'docs/report.png'), fullPage: true })
  await browser.close()
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

/// <reference lib="dom" />
// The HTML report as a person sees it: rendered by a real browser (Debian's Chromium, headless),
// with assertions on what the page shows and does (SPEC §6.1).
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

const CHROMIUM = '/usr/bin/chromium'
// CI installs Chromium (.ci/run); a machine without it says so here rather than pass in silence.
const present = existsSync(CHROMIUM)
if (!present && process.env.CI)
  throw new Error(`${CHROMIUM} is missing: .ci/run installs it (apt-get install chromium)`)

let browser: Browser
beforeAll(async () => {
  if (present)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  cleanLayouts()
})

const topic = (name: string, verify: string) => `---\nname: ${name}\nverify:\n${verify}\n---\nBody.\n`

/** A memory dir with each outcome and an index 210 lines long: 10 past the cut. */
function project() {
  const index = Array.from({ length: 210 }, (_, i) => `- [Entry ${i}](a-fresh.md) — line ${i}`)
  return layout({
    '.git/HEAD': 'x',
    'data/present.txt': 'content\n',
    'memory/MEMORY.md': `${index.join('\n')}\n`,
    'memory/a-fresh.md': topic('present', '  kind: readable\n  target: data/present.txt'),
    'memory/b-stale.md': topic('"<img src=x onerror=alert(1)>"', '  kind: readable\n  target: data/gone.txt'),
    'memory/c-stale.md': topic('second stale', '  kind: grep\n  target: data/present.txt\n  pattern: nowhere'),
    'memory/d-judgement.md': topic('judgement', '  kind: none'),
  })
}

async function open(file: string): Promise<{ page: Page; requests: string[]; dialogs: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  const requests: string[] = []
  const dialogs: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(pathToFileURL(file).href)
  return { page, requests, dialogs }
}

const visibleRows = (page: Page) =>
  page.$$eval('tr.finding', (rows) =>
    rows
      .filter((row) => (row as HTMLElement).offsetParent !== null)
      .map((row) => row.querySelector('.subject')?.textContent),
  )

describe.skipIf(!present)('check --format html in Chromium', () => {
  it('shows the counts and a donut, stale memories first with their reasons, and loads nothing from elsewhere', async () => {
    const root = project()
    await cli(['check', 'memory', '--format', 'html', '--output', 'report.html'], { cwd: root })
    const { page, requests, dialogs } = await open(join(root, 'report.html'))
    expect(await page.title()).toBe('claimcheck report')
    expect(await page.textContent('.count.stale b')).toBe('2')
    expect(await page.textContent('.count.unverifiable b')).toBe('1')
    expect(await page.textContent('.count.fresh b')).toBe('1')
    expect(await page.getAttribute('svg.donut', 'aria-label')).toBe('2 stale, 1 unverifiable, 1 fresh')
    expect(await page.$$eval('svg.donut circle[stroke-dasharray]', (arcs) => arcs.length)).toBe(3)
    const rows = await page.$$eval('tr.finding', (all) =>
      all.map((row) => [
        row.querySelector('.state')?.textContent,
        row.querySelector('.subject')?.textContent,
        row.querySelector('.detail')?.textContent,
      ]),
    )
    expect(rows).toEqual([
      ['stale', '<img src=x onerror=alert(1)>', 'missing: data/gone.txt'],
      ['stale', 'second stale', 'no match for /nowhere/'],
      ['unverifiable', 'judgement', 'no counterpart (judgement)'],
      ['fresh', 'present', 'readable with content'],
    ])
    // A name is text, never markup: nothing ran, and the page asked for nothing but itself.
    expect(dialogs).toEqual([])
    expect(requests).toEqual([pathToFileURL(join(root, 'report.html')).href])
    await page.close()
  })

  it('filters by status', async () => {
    const root = project()
    await cli(['check', 'memory', '--format', 'html', '--output', 'report.html'], { cwd: root })
    const { page } = await open(join(root, 'report.html'))
    await page.check('input[value="stale"]')
    expect(await visibleRows(page)).toEqual(['<img src=x onerror=alert(1)>', 'second stale'])
    await page.check('input[value="fresh"]')
    expect(await visibleRows(page)).toEqual(['present'])
    await page.check('input[value="all"]')
    expect(await visibleRows(page)).toHaveLength(4)
    await page.close()
  })

  it('draws what Claude Code loads of MEMORY.md against its limits, the cut marked', async () => {
    const root = project()
    await cli(['check', 'memory', '--format', 'html', '--output', 'report.html'], { cwd: root })
    const { page } = await open(join(root, 'report.html'))
    const labels = await page.$$eval('.budget .bar-label', (all) => all.map((label) => label.textContent))
    expect(labels[0]).toBe('lines: 200 of 210 loaded (limit 200) — 10 cut')
    expect(labels[1]).toMatch(/^characters: \d+ of \d+ loaded \(limit 25000\) — \d+ cut$/)
    expect(await page.isVisible('.bar[data-kind="lines"] .over')).toBe(true)
    expect(await page.textContent('section.index p')).toBe(
      '10 index entries are past the cut: the agent never sees them.',
    )
    // The cut begins where the limit line is drawn.
    const [over, limit] = await page.$$eval('.bar[data-kind="lines"] .over, .bar[data-kind="lines"] .limit', (all) =>
      all.map((element) => (element as HTMLElement).getBoundingClientRect().left),
    )
    expect(Math.abs((over as number) - (limit as number))).toBeLessThan(2)
    await page.close()
  })

  it('at 1280 px nothing overflows, however long the paths; the root and the time of the run are shown', async () => {
    const root = project()
    // A memory dir outside the root is named by its absolute path: a long one, with no space to break at.
    const deep = layout({}, `claimcheck_${'very_long_folder_name_'.repeat(8)}`)
    const memory = join(deep, 'memory_of_a_project_with_a_long_name')
    cpSync(join(root, 'memory'), memory, { recursive: true })
    const before = Date.now()
    for (const [command, file] of [
      ['check', 'report.html'],
      ['index', 'index.html'],
    ] as const) {
      await cli([command, memory, '--root', root, '--format', 'html', '--output', file], { cwd: root })
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(pathToFileURL(join(root, file)).href)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, command).toBeLessThanOrEqual(1280)
      expect(await page.textContent('.meta'), command).toContain(`root ${root}`)
      const when = Date.parse((await page.getAttribute('.meta time', 'datetime')) ?? '')
      expect(when, command).toBeGreaterThanOrEqual(before - 1000)
      expect(when, command).toBeLessThanOrEqual(Date.now())
      await page.close()
    }
  })

  it('index --format html lists errors, then warnings, then info', async () => {
    const root = project()
    addFiles(root, { 'memory/orphan.md': topic('orphan', '  kind: none') })
    await cli(['index', 'memory', '--format', 'html', '--output', 'index.html'], { cwd: root })
    const { page } = await open(join(root, 'index.html'))
    const severities = await page.$$eval('tr.finding .state', (all) => all.map((cell) => cell.textContent))
    // What loads is the last row, a passing one: the same page as check's, in index's words.
    expect(new Set(severities)).toEqual(new Set(['error', 'warning', 'info', 'ok']))
    expect(severities.at(-1)).toBe('ok')
    const rank = { error: 0, warning: 1, info: 2, ok: 3 } as Record<string, number>
    expect(severities).toEqual([...severities].sort((a, b) => (rank[a ?? ''] ?? 4) - (rank[b ?? ''] ?? 4)))
    await page.close()
  })

  it('index --format html shows the budget and the findings', async () => {
    const root = project()
    await cli(['index', 'memory', '--format', 'html', '--output', 'index.html'], { cwd: root })
    const { page } = await open(join(root, 'index.html'))
    expect(await page.title()).toBe('claimcheck index report')
    const codes = await page.$$eval('tr.finding .subject', (all) => all.map((cell) => cell.textContent))
    expect(codes).toContain('OVER')
    expect(codes.filter((code) => code === 'DROPPED')).toHaveLength(10)
    // Counted and filtered as check's page is, by severity.
    expect(await page.getAttribute('svg.donut', 'aria-label')).toBe('11 errors, 3 warnings, 1 info')
    await page.check('input[value="warning"]')
    expect(await visibleRows(page)).toEqual(['ORPHAN', 'ORPHAN', 'ORPHAN'])
    await page.close()
  })
})

// `--format html`: one self-contained page (no file, font or script from elsewhere), readable at a
// glance: the counts and a donut of statuses, the stale memories first with their reasons, a
// filter by status, and what Claude Code loads of MEMORY.md drawn against its limits, the cut marked;
// the root and the time of the run under the title; long paths wrap rather than widen the page.
import type { IndexReport } from '../index-health/index-report.js'
import type { IndexReporter } from './index-run.js'
import { budgetOf, fileOfDir } from './index-run.js'
import { xmlText as escape } from './markup.js'
import { reportPath, summarize, type Reporter } from './report.js'

const ORDER = { stale: 0, unverifiable: 1, fresh: 2 } as const
const COLOR = { stale: '#c62828', unverifiable: '#9e7c00', fresh: '#2e7d32' } as const

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1b1b1b; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; }
.meta { color: #555; margin: 0 0 1.5rem; }
td, .meta code, h2 { overflow-wrap: anywhere; }
.summary { display: flex; gap: 2rem; align-items: center; flex-wrap: wrap; }
.counts { display: flex; gap: 1rem; } .count { border-radius: .5rem; padding: .5rem 1rem; background: #f4f4f4; }
.count b { display: block; font-size: 1.6rem; }
.stale b { color: ${COLOR.stale}; } .unverifiable b { color: ${COLOR.unverifiable}; } .fresh b { color: ${COLOR.fresh}; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
td.status { font-weight: 600; white-space: nowrap; } tr.stale td.status { color: ${COLOR.stale}; }
tr.unverifiable td.status { color: ${COLOR.unverifiable}; } tr.fresh td.status { color: ${COLOR.fresh}; }
code { font-size: .9em; } .filters { margin: 1rem 0; } .filters label { margin-right: 1rem; }
body[data-filter="stale"] tr.memory:not(.stale), body[data-filter="unverifiable"] tr.memory:not(.unverifiable),
body[data-filter="fresh"] tr.memory:not(.fresh) { display: none; }
.budget { margin: .75rem 0; } .bar { position: relative; height: 1.4rem; background: #eee; border-radius: .25rem; max-width: 40rem; }
.bar .loaded { position: absolute; left: 0; top: 0; bottom: 0; background: #1565c0; border-radius: .25rem 0 0 .25rem; }
.bar .over { position: absolute; top: 0; bottom: 0; background: repeating-linear-gradient(45deg, #c62828, #c62828 4px, #ef9a9a 4px, #ef9a9a 8px); }
.bar .limit { position: absolute; top: -.3rem; bottom: -.3rem; width: 2px; background: #000; }
.bar-label { font-size: .9rem; color: #333; }
`

const FILTER = `
for (const input of document.querySelectorAll('input[name="status"]'))
  input.addEventListener('change', () => { document.body.dataset.filter = input.value })
`

/** When and where the run was made, for the line under the title. */
function made(root: string | undefined, date: Date | undefined): string {
  const parts = root === undefined ? [] : [`root <code>${escape(root)}</code>`]
  if (date) {
    const shown = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    parts.push(`<time datetime="${date.toISOString()}">${shown}</time>`)
  }
  return parts.map((part) => ` · ${part}`).join('')
}

function page(title: string, meta: string, sections: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body data-filter="all">
<h1>${escape(title)}</h1>
<p class="meta">${meta}</p>
${sections.join('\n')}
<script>${FILTER}</script>
</body>
</html>
`
}

/** A donut of the statuses: one arc a status, in the order stale, unverifiable, fresh. */
function donut(counts: Record<'stale' | 'unverifiable' | 'fresh', number>): string {
  const total = counts.stale + counts.unverifiable + counts.fresh
  const radius = 40
  const length = 2 * Math.PI * radius
  let offset = 0
  const arcs = (['stale', 'unverifiable', 'fresh'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => {
      const share = (counts[status] / total) * length
      const arc = `<circle r="${radius}" cx="50" cy="50" fill="none" stroke="${COLOR[status]}" stroke-width="18" stroke-dasharray="${share.toFixed(2)} ${(length - share).toFixed(2)}" stroke-dashoffset="${(-offset).toFixed(2)}" transform="rotate(-90 50 50)"><title>${status}: ${counts[status]}</title></circle>`
      offset += share
      return arc
    })
  return `<svg class="donut" role="img" aria-label="${counts.stale} stale, ${counts.unverifiable} unverifiable, ${counts.fresh} fresh" width="120" height="120" viewBox="0 0 100 100"><circle r="${radius}" cx="50" cy="50" fill="none" stroke="#eee" stroke-width="18"/>${arcs.join('')}</svg>`
}

/** One limit drawn: what loads, what is cut (hatched), and the limit as a line. */
function bar(label: string, loaded: number, total: number, limit: number): string {
  const scale = Math.max(total, limit)
  const pct = (n: number) => `${((n / scale) * 100).toFixed(2)}%`
  const over =
    total > loaded
      ? `<div class="over" style="left:${pct(loaded)};width:${pct(total - loaded)}" title="cut: ${total - loaded} ${label} not loaded"></div>`
      : ''
  return `<div class="budget"><div class="bar-label">${label}: ${loaded} of ${total} loaded (limit ${limit})${total > loaded ? ` — <b>${total - loaded} cut</b>` : ''}</div>
<div class="bar" data-kind="${label}"><div class="loaded" style="width:${pct(loaded)}"></div>${over}<div class="limit" style="left:${pct(limit)}" title="limit ${limit}"></div></div></div>`
}

function budget(
  report: Pick<IndexReport, 'loaded' | 'total' | 'settings'> & { findings: ReadonlyArray<{ code: string }> },
  shown: string,
): string {
  const dropped = report.findings.filter((finding) => finding.code === 'DROPPED').length
  return `<section class="index" aria-label="MEMORY.md load budget">
<h2>What Claude Code loads of ${escape(shown)}</h2>
${bar('lines', report.loaded.lines, report.total.lines, report.settings.maxLines)}
${bar('characters', report.loaded.chars, report.total.chars, report.settings.maxChars)}
<p>${dropped === 0 ? 'No index entry is past the cut.' : `<b>${dropped} index ${dropped === 1 ? 'entry is' : 'entries are'} past the cut</b>: the agent never sees ${dropped === 1 ? 'it' : 'them'}.`}</p>
</section>`
}

const filters = `<div class="filters" role="radiogroup" aria-label="Show">
<label><input type="radio" name="status" value="all" checked> all</label>
<label><input type="radio" name="status" value="stale"> stale</label>
<label><input type="radio" name="status" value="unverifiable"> unverifiable</label>
<label><input type="radio" name="status" value="fresh"> fresh</label>
</div>`

export const htmlReporter: Reporter = (runs, options) => {
  const memories = runs
    .flatMap((run) => run.memories.map((memory) => ({ memory, run })))
    .sort((a, b) => ORDER[a.memory.status] - ORDER[b.memory.status])
  const counts = summarize(memories.map(({ memory }) => memory))
  const rows = memories.map(({ memory, run }) => {
    const file = reportPath(memory.file, run.root)
    const line = memory.verifyLine ?? 1
    return `<tr class="memory ${memory.status}"><td class="status">${memory.status}</td><td class="name">${escape(memory.name)}</td><td class="reason">${escape(memory.reason)}</td><td class="file"><code>${escape(file)}${line ? `:${line}` : ''}</code></td></tr>`
  })
  const sections = [
    `<section class="summary" aria-label="Summary">${donut(counts)}<div class="counts">
<div class="count stale"><b>${counts.stale}</b>stale</div>
<div class="count unverifiable"><b>${counts.unverifiable}</b>unverifiable</div>
<div class="count fresh"><b>${counts.fresh}</b>fresh</div></div></section>`,
    `<h2>Memories</h2>${filters}`,
    `<table><thead><tr><th>status</th><th>memory</th><th>reason</th><th>file</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`,
    ...runs.flatMap((run) => {
      const index = options.indexes?.get(run.memoryDir)
      return index ? [budget(index, reportPath(`${run.memoryDir}/MEMORY.md`, run.root))] : []
    }),
  ]
  const dirs = runs.map((run) => `<code>${escape(reportPath(run.memoryDir, run.root))}</code>`).join(', ')
  const tool = runs[0]?.tool
  return page(
    'claimcheck report',
    `${counts.total} memories in ${dirs}${made(runs[0]?.root, options.date)} · ${escape(tool?.name ?? 'claimcheck')} ${escape(tool?.version ?? '')}`,
    sections,
  )
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const

export const htmlIndexReporter: IndexReporter = (runs, { command = 'index', date }) => {
  const sections = runs.flatMap((run) => {
    const shown = fileOfDir(run, 'MEMORY.md')
    // Errors and warnings first: a few of them must not hide among a hundred info rows.
    const findings = [...run.report.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
    const rows = findings.map(
      (finding) =>
        `<tr class="finding ${finding.severity}"><td class="status">${finding.code}</td><td>${finding.severity}</td><td class="reason">${escape(finding.detail)}</td><td class="file"><code>${escape(finding.file)}${finding.line ? `:${finding.line}` : ''}</code></td></tr>`,
    )
    const loads = budgetOf(run.report)
    return [
      ...(loads ? [budget({ ...loads, findings: run.report.findings }, shown)] : []),
      rows.length === 0
        ? '<p>No findings.</p>'
        : `<table><thead><tr><th>code</th><th>severity</th><th>detail</th><th>file</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`,
    ]
  })
  const tool = runs[0]?.tool
  return page(
    `claimcheck ${command} report`,
    `${runs.map((run) => `<code>${escape(fileOfDir(run, 'MEMORY.md'))}</code>`).join(', ')}${made(runs[0]?.root, date)} · ${escape(tool?.name ?? 'claimcheck')} ${escape(tool?.version ?? '')}`,
    sections,
  )
}

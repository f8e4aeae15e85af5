// `--format html`: one self-contained page (no file, font or script from elsewhere), readable at a
// glance: the counts and a donut of states, then a section a memory dir: what Claude Code loads of
// its MEMORY.md drawn against the limits, the cut marked, and its findings worst first (stale
// memories, errors) with their reasons; a filter by state; the root and the time of the run under
// the title; long paths wrap rather than widen the page.
import { xmlText as escape } from './markup.js'
import {
  allFindings,
  commandLabel,
  countOf,
  worstFirst,
  type FindingsReport,
  type FindingsSection,
} from './findings.js'

const RED = '#c62828'
const AMBER = '#9e7c00'
const GREEN = '#2e7d32'
const GREY = '#546e7a'
/** A state's color: what fails red, what is for a look amber, what holds green. */
const COLOR: Record<string, string> = {
  stale: RED,
  error: RED,
  unverifiable: AMBER,
  warning: AMBER,
  info: GREY,
  fresh: GREEN,
  ok: GREEN,
}
const colorOf = (state: string) => (Object.hasOwn(COLOR, state) ? COLOR[state] : undefined) ?? GREY

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1b1b1b; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; } h3 { font-size: 1rem; margin: 1rem 0 .5rem; }
.meta { color: #555; margin: 0 0 1.5rem; }
td, .meta code, h2, h3 { overflow-wrap: anywhere; }
.summary { display: flex; gap: 2rem; align-items: center; flex-wrap: wrap; }
.counts { display: flex; gap: 1rem; } .count { border-radius: .5rem; padding: .5rem 1rem; background: #f4f4f4; }
.count b { display: block; font-size: 1.6rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
td.state { font-weight: 600; white-space: nowrap; }
code { font-size: .9em; } .filters { margin: 1rem 0; } .filters label { margin-right: 1rem; }
.budget { margin: .75rem 0; } .bar { position: relative; height: 1.4rem; background: #eee; border-radius: .25rem; max-width: 40rem; }
.bar .loaded { position: absolute; left: 0; top: 0; bottom: 0; background: #1565c0; border-radius: .25rem 0 0 .25rem; }
.bar .over { position: absolute; top: 0; bottom: 0; background: repeating-linear-gradient(45deg, #c62828, #c62828 4px, #ef9a9a 4px, #ef9a9a 8px); }
.bar .limit { position: absolute; top: -.3rem; bottom: -.3rem; width: 2px; background: #000; }
.bar-label { font-size: .9rem; color: #333; }
`

/** Each state in its color, and the filter that shows only it. */
function stateStyle(states: readonly string[]): string {
  return states
    .map(
      (state) =>
        `.count.${state} b, tr.${state} td.state { color: ${colorOf(state)}; }\n` +
        `body[data-filter="${state}"] tr.finding:not(.${state}) { display: none; }`,
    )
    .join('\n')
}

const FILTER = `
for (const input of document.querySelectorAll('input[name="state"]'))
  input.addEventListener('change', () => { document.body.dataset.filter = input.value })
`

/** When and where the run was made, for the line under the title. */
function made(root: string, date: Date | undefined): string {
  const parts = [`root <code>${escape(root)}</code>`]
  if (date) {
    const shown = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    parts.push(`<time datetime="${date.toISOString()}">${shown}</time>`)
  }
  return parts.map((part) => ` · ${part}`).join('')
}

function page(title: string, meta: string, style: string, sections: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}${style}</style>
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

/** A donut of the counts: one arc a state, the worst first. */
function donut(counts: FindingsReport['counts']): string {
  const total = counts.reduce((sum, item) => sum + item.count, 0)
  const radius = 40
  const length = 2 * Math.PI * radius
  let offset = 0
  const arcs = counts
    .filter((item) => item.count > 0)
    .map(({ state, count }) => {
      const share = (count / total) * length
      const arc = `<circle r="${radius}" cx="50" cy="50" fill="none" stroke="${colorOf(state)}" stroke-width="18" stroke-dasharray="${share.toFixed(2)} ${(length - share).toFixed(2)}" stroke-dashoffset="${(-offset).toFixed(2)}" transform="rotate(-90 50 50)"><title>${state}: ${count}</title></circle>`
      offset += share
      return arc
    })
  const label = counts.map(countOf).join(', ')
  return `<svg class="donut" role="img" aria-label="${label}" width="120" height="120" viewBox="0 0 100 100"><circle r="${radius}" cx="50" cy="50" fill="none" stroke="#eee" stroke-width="18"/>${arcs.join('')}</svg>`
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

function budget({ index, loaded, total, settings, dropped }: NonNullable<FindingsSection['budget']>): string {
  return `<section class="index" aria-label="MEMORY.md load budget">
<h3>What Claude Code loads of ${escape(index)}</h3>
${bar('lines', loaded.lines, total.lines, settings.maxLines)}
${bar('characters', loaded.chars, total.chars, settings.maxChars)}
<p>${dropped === 0 ? 'No index entry is past the cut.' : `<b>${dropped} index ${dropped === 1 ? 'entry is' : 'entries are'} past the cut</b>: the agent never sees ${dropped === 1 ? 'it' : 'them'}.`}</p>
</section>`
}

function filters(counts: FindingsReport['counts']): string {
  const option = (value: string, checked = '') =>
    `<label><input type="radio" name="state" value="${value}"${checked}> ${value}</label>`
  return `<div class="filters" role="radiogroup" aria-label="Show">
${[option('all', ' checked'), ...counts.map((item) => option(item.state))].join('\n')}
</div>`
}

/** A memory dir: a heading, what loads of its MEMORY.md, and its findings, the worst first. */
function section(report: FindingsReport, { name, budget: loads, findings }: FindingsSection): string {
  const { state, subject, detail } = report.words
  // What needs attention first: a few problems must not hide among a hundred rows that hold.
  const rows = [...findings].sort(worstFirst).map((finding) => {
    const where = `${finding.file}${finding.line === undefined ? '' : `:${finding.line}`}`
    return `<tr class="finding ${finding.state}"><td class="state">${finding.state}</td><td class="subject">${escape(finding.subject)}</td><td class="detail">${escape(finding.detail)}</td><td class="file"><code>${escape(where)}</code></td></tr>`
  })
  return [
    `<section class="dir"><h2>${escape(name)}</h2>`,
    ...(loads ? [budget(loads)] : []),
    `<table><thead><tr><th>${state}</th><th>${subject}</th><th>${detail}</th><th>file</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`,
    '</section>',
  ].join('\n')
}

export function html(report: FindingsReport): string {
  const counts = report.counts
    .map((item) => `<div class="count ${item.state}"><b>${item.count}</b>${countOf(item).replace(/^\d+ /, '')}</div>`)
    .join('\n')
  const title = `${commandLabel(report)} report`
  const dirs = report.sections.map((item) => `<code>${escape(item.name)}</code>`).join(', ')
  return page(
    title,
    `${dirs}${made(report.root, report.date)} · ${escape(report.tool.name)} ${escape(report.tool.version)}`,
    stateStyle([
      ...new Set([...report.counts.map((item) => item.state), ...allFindings(report).map((item) => item.state)]),
    ]),
    [
      `<section class="summary" aria-label="Summary">${donut(report.counts)}<div class="counts">\n${counts}</div></section>`,
      filters(report.counts),
      ...report.sections.map((item) => section(report, item)),
    ],
  )
}

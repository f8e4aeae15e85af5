// The report formats of `claimcheck check`, `index` and `lint`: adding one touches its file and
// these tables. The CI formats render findings, made from either command's report.
import { checkFindings } from './check-findings.js'
import type { FindingsReport } from './findings.js'
import { github } from './github.js'
import { html } from './html.js'
import { indexFindings } from './index-findings.js'
import type { IndexReporter } from './index-run.js'
import { jsonReporter } from './json.js'
import { junit } from './junit.js'
import type { Reporter } from './report.js'
import { sarif } from './sarif.js'
import { tap } from './tap.js'
import { textReporter } from './text.js'

/** The formats every command shares: findings to text. */
const FINDINGS_FORMATS: Record<string, (report: FindingsReport) => string> = { junit, sarif, github, tap, html }

export const REPORTERS: Record<string, Reporter> = {
  text: textReporter,
  json: jsonReporter,
  ...Object.fromEntries(
    Object.entries(FINDINGS_FORMATS).map(([name, format]): [string, Reporter] => [
      name,
      (runs, options) => format(checkFindings(runs, options)),
    ]),
  ),
}

/** The index and lint formats besides text and json, which those commands render themselves. */
export const INDEX_REPORTERS: Record<string, IndexReporter> = Object.fromEntries(
  Object.entries(FINDINGS_FORMATS).map(([name, format]): [string, IndexReporter] => [
    name,
    (runs, options) => format(indexFindings(runs, options)),
  ]),
)

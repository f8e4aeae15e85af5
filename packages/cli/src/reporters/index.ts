// The report formats of `claimcheck check` and `claimcheck index`: adding one touches its file
// and these tables.
import { githubIndexReporter, githubReporter } from './github.js'
import { htmlIndexReporter, htmlReporter } from './html.js'
import type { IndexReporter } from './index-run.js'
import { jsonReporter } from './json.js'
import { junitIndexReporter, junitReporter } from './junit.js'
import type { Reporter } from './report.js'
import { sarifIndexReporter, sarifReporter } from './sarif.js'
import { tapIndexReporter, tapReporter } from './tap.js'
import { textReporter } from './text.js'

export const REPORTERS: Record<string, Reporter> = {
  text: textReporter,
  json: jsonReporter,
  junit: junitReporter,
  sarif: sarifReporter,
  github: githubReporter,
  tap: tapReporter,
  html: htmlReporter,
}

/** The index formats besides text and json, which `index` renders itself. */
export const INDEX_REPORTERS: Record<string, IndexReporter> = {
  junit: junitIndexReporter,
  sarif: sarifIndexReporter,
  github: githubIndexReporter,
  tap: tapIndexReporter,
  html: htmlIndexReporter,
}

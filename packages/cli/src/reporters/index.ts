// The report formats of `claimcheck check`: adding one touches its file and this table.
import { jsonReporter } from './json.js'
import type { Reporter } from './report.js'
import { textReporter } from './text.js'

export const REPORTERS: Record<string, Reporter> = {
  text: textReporter,
  json: jsonReporter,
}

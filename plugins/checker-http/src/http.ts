// `http`: a claim about the outside world still holds: a URL still answers as it did, a page still
// says what it said (SPEC §5.6).
import * as v from 'valibot'
import { Agent } from 'undici'
import {
  CHECKER_API_VERSION,
  isClaimcheckError,
  nonEmptyString,
  stableJson,
  strictOptions,
  strictSettings,
  type CheckContext,
  type Checker,
  type CheckResult,
  type Pattern,
} from '@claimcheck/contract'
import { guardedConnector, RefusedAddress, systemResolver, type Resolver } from './address-guard.js'
import { FetchProblem, fetchPage, type Page } from './fetch-page.js'
import { meta } from './meta.js'
import { cacheWarning, openResultCache, type ResultCache } from './result-cache.js'

/** Most bytes of a body kept for `contains`, counted after decoding. */
export const MAX_BODY_BYTES = 1024 * 1024
/** Requests in flight to one host at most. */
const PER_HOST = 4
/** Tries after the first, for 429, 408, 5xx and timeouts. */
const RETRIES = 2
/** The longest `Retry-After` waited for. */
const MAX_RETRY_AFTER_MS = 60_000

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const STATUS_PROBLEM = 'must be a status code, a list of codes, or a range such as 200-299'
const statusCode = v.pipe(
  v.number(STATUS_PROBLEM),
  v.integer(STATUS_PROBLEM),
  v.minValue(100, STATUS_PROBLEM),
  v.maxValue(599, STATUS_PROBLEM),
)

const options = strictOptions({
  target: v.pipe(v.string('must be a string'), v.check(isHttpUrl, 'must be an http or https URL')),
  status: v.optional(
    v.union(
      [
        statusCode,
        v.pipe(v.array(statusCode, STATUS_PROBLEM), v.minLength(1, STATUS_PROBLEM)),
        v.pipe(
          v.string(STATUS_PROBLEM),
          v.regex(/^[1-5]\d\d-[1-5]\d\d$/, STATUS_PROBLEM),
          v.check((range) => Number(range.slice(0, 3)) <= Number(range.slice(4)), STATUS_PROBLEM),
        ),
      ],
      STATUS_PROBLEM,
    ),
  ),
  method: v.optional(v.picklist(['HEAD', 'GET'], "must be 'HEAD' or 'GET'")),
  contains: v.optional(nonEmptyString),
  headers: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be header names')),
      v.string('must be strings'),
      'must be a mapping of header names to strings',
    ),
  ),
})

export type HttpOptions = v.InferOutput<typeof options>

const settings = strictSettings({
  /** Allow private, loopback and other non-public addresses . */
  allowPrivate: v.optional(v.boolean('must be true or false'), false),
  /** Hosts allowed whatever they resolve to ; `*.example.com` covers subdomains. */
  allowHosts: v.optional(v.array(nonEmptyString, 'must be a list of host names'), []),
  /** Seconds a successful result is kept (default 3600); 0 keeps none. */
  cacheMaxAge: v.optional(v.pipe(v.number('must be a number of seconds'), v.minValue(0, 'must not be negative')), 3600),
  /** The User-Agent sent; `claimcheck/<version>` by default. */
  userAgent: v.optional(nonEmptyString, `claimcheck/${meta.version}`),
  /** Resolves host names (tests, hosts with their own resolver); the system's by default. */
  resolve: v.optional(
    v.custom<Resolver>((value) => typeof value === 'function', 'must be a function'),
    () => systemResolver,
  ),
  /** Milliseconds before the first retry when the server does not say (doubled for the next). */
  retryDelayMs: v.optional(
    v.pipe(v.number('must be a number of milliseconds'), v.minValue(0, 'must not be negative')),
    500,
  ),
})

/** `['@claimcheck/checker-http', { … }]` in a config (or the config's `http` section). */
export type HttpSettings = v.InferInput<typeof settings>
type Settings = v.InferOutput<typeof settings>
type Context = CheckContext<Settings>

const stale = (reason: string): CheckResult => ({ status: 'stale', reason })

/** Whether a status is one the claim expects: a code, a list of codes, or a range (default 2xx). */
function expected(status: number, wanted: HttpOptions['status']): boolean {
  if (wanted === undefined) return status >= 200 && status <= 299
  if (typeof wanted === 'number') return status === wanted
  if (Array.isArray(wanted)) return wanted.includes(status)
  return status >= Number(wanted.slice(0, 3)) && status <= Number(wanted.slice(4))
}

/** Milliseconds a `Retry-After` asks for (seconds, or an HTTP date). */
function retryAfterMs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

const retryable = (status: number) => status === 429 || status === 408 || status >= 500

const codeOf = (error: unknown): string | undefined =>
  (error as NodeJS.ErrnoException).code ??
  ((error as { cause?: NodeJS.ErrnoException }).cause?.code as string | undefined)

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

/** At most `width` tasks at once for each key. */
function perKeyLimit(width: number) {
  const slots = new Map<string, { active: number; waiting: Array<() => void> }>()
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    let slot = slots.get(key)
    if (!slot) slots.set(key, (slot = { active: 0, waiting: [] }))
    if (slot.active >= width) await new Promise<void>((resume) => slot!.waiting.push(resume))
    slot.active++
    try {
      return await task()
    } finally {
      slot.active--
      slot.waiting.shift()?.()
    }
  }
}

/** What the checker keeps for one set of settings: connections under its address rules, requests, caches. */
function session(given: Settings) {
  const { userAgent, retryDelayMs } = given
  const policy = { allowPrivate: given.allowPrivate, allowHosts: given.allowHosts, resolve: given.resolve }
  let agent: Agent | undefined
  const dispatcher = () => (agent ??= new Agent({ connect: guardedConnector(policy) }))
  const limit = perKeyLimit(PER_HOST)
  // One request for every identical one of the run, whichever checks ask for it.
  const requests = new Map<string, Promise<Page>>()
  const caches = new Map<string, ResultCache>()
  const cacheFor = (root: string) => {
    let cache = caches.get(root)
    if (!cache) caches.set(root, (cache = openResultCache(root, given.cacheMaxAge)))
    return cache
  }

  /** A page, asked again on 429, 408, 5xx and timeouts while the check's time allows. */
  async function pageWithRetries(
    url: string,
    method: 'HEAD' | 'GET',
    headers: Record<string, string>,
    readBody: boolean,
    ctx: Context,
  ): Promise<Page> {
    const end = Date.now() + ctx.timeoutMs
    for (let attempt = 0; ; attempt++) {
      const left = end - Date.now()
      // Each try gets its share of what is left, so a try that hangs leaves time for the next.
      const attemptSignal = AbortSignal.any([
        ctx.signal,
        AbortSignal.timeout(Math.max(1, Math.ceil(left / (RETRIES + 1 - attempt)))),
      ])
      let page: Page
      try {
        page = await limit(new URL(url).host, () =>
          fetchPage({
            url,
            method,
            headers,
            headersElsewhere: { 'user-agent': userAgent },
            dispatcher: dispatcher(),
            signal: attemptSignal,
            maxBodyBytes: readBody ? MAX_BODY_BYTES : 0,
          }),
        )
      } catch (error) {
        if (!ctx.signal.aborted && attemptSignal.aborted && attempt < RETRIES) continue
        throw error
      }
      if (!retryable(page.status) || attempt >= RETRIES) return page
      const wait = retryAfterMs(page.retryAfter) ?? retryDelayMs * 2 ** attempt
      if (wait > MAX_RETRY_AFTER_MS || wait >= end - Date.now()) return page
      await sleep(wait, ctx.signal)
      if (ctx.signal.aborted) return page
    }
  }

  function page(url: string, method: 'HEAD' | 'GET', headers: Record<string, string>, readBody: boolean, ctx: Context) {
    const id = stableJson([url, method, headers, readBody])
    let asked = requests.get(id)
    if (!asked) {
      requests.set(id, (asked = pageWithRetries(url, method, headers, readBody, ctx)))
      // A failure is not shared with checks that come later: they ask again.
      asked.catch(() => requests.delete(id))
    }
    return asked
  }

  async function evaluate(checked: HttpOptions, ctx: Context): Promise<CheckResult> {
    const headers = { 'user-agent': userAgent, ...lowerKeys(checked.headers ?? {}) }
    // RE2, as grep uses; `^` and `$` match at line ends. Throws `invalid pattern: …`.
    const pattern: Pattern | undefined =
      checked.contains === undefined ? undefined : ctx.pattern(checked.contains, { flags: 'm' })
    const method = pattern ? 'GET' : (checked.method ?? 'HEAD')
    let answer = await page(checked.target, method, headers, pattern !== undefined, ctx)
    // Some servers answer HEAD with 405 or 501, or with an error GET does not give.
    if (checked.method === undefined && method === 'HEAD' && !expected(answer.status, checked.status))
      answer = await page(checked.target, 'GET', headers, false, ctx)
    if (!expected(answer.status, checked.status)) return stale(`HTTP ${answer.status}`)
    if (pattern && !(await pattern.test(answer.body ?? ''))) {
      return stale(`contains: no match for /${checked.contains}/${answer.cut ? ' in the first 1048576 bytes' : ''}`)
    }
    return { status: 'fresh', reason: `HTTP ${answer.status}` }
  }

  return { evaluate, cache: (root: string) => (given.cacheMaxAge === 0 ? undefined : cacheFor(root)) }
}

export function http(): Checker<HttpOptions, Settings> {
  const sessions = new WeakMap<Settings, ReturnType<typeof session>>()
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: 'http',
    meta: {
      ...meta,
      docs: {
        description: 'A URL a memory relies on still answers as it should (and says what it should).',
        url: 'https://www.npmjs.com/package/@claimcheck/checker-http',
      },
    },
    options,
    settings,
    widening: ['allowPrivate', 'allowHosts'],
    resource: 'network',
    async check(checked, ctx) {
      let current = sessions.get(ctx.settings)
      if (!current) sessions.set(ctx.settings, (current = session(ctx.settings)))
      const cache = ctx.noCache ? undefined : current.cache(ctx.root)
      const warn = cacheWarning(ctx)
      const kept = await cache?.get(checked, ctx.files, warn)
      if (kept) return kept
      let result: CheckResult
      try {
        result = await current.evaluate(checked, ctx)
      } catch (error) {
        // `invalid pattern: …`, or the check's time run out during a search.
        if (isClaimcheckError(error)) throw error
        if (ctx.signal.aborted) return stale(`timed out after ${ctx.timeoutMs / 1000}s`)
        if (error instanceof RefusedAddress) return stale(error.message)
        if (error instanceof FetchProblem) return stale(error.message)
        const code = codeOf(error)
        if (code === 'UND_ERR_ABORTED' || code === 'ABORT_ERR' || (error as Error).name === 'TimeoutError')
          return stale(`timed out after ${ctx.timeoutMs / 1000}s`)
        return stale(`connection failed: ${code ?? (error as Error).message}`)
      }
      if (result.status === 'fresh') cache?.put(checked, result, warn)
      return result
    },
  }
}

const lowerKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))

// Against real HTTP servers on this machine's loopback addresses: nothing here needs the internet.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createRegistry, runCheck, verifyMemories } from '@claimcheck/core'
import { cleanLayouts, COSTLY_PATTERN, costlyText, layout, testChecker } from '@claimcheck/testkit'
import { http } from '../dist/index.js'

// The cache's signing key goes to a state folder of the test's own, not the user's.
process.env.XDG_STATE_HOME = layout()

const hits = new Map<string, number>()
let inFlight = 0
let most = 0
const costly = costlyText(300 * 1024)
const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 })

type Route = (request: IncomingMessage, response: ServerResponse, count: number) => void
const routes: Record<string, Route> = {
  '/ok': (_, response) => response.end('first line\nmodel: opus-4\n'),
  '/missing': (_, response) => response.writeHead(404).end('not here'),
  '/no-head': (request, response) =>
    request.method === 'HEAD' ? response.writeHead(405).end() : response.end('only GET works here'),
  '/chain/3': (_, response) => response.writeHead(302, { location: '/chain/2' }).end(),
  '/chain/2': (_, response) => response.writeHead(301, { location: '/chain/1' }).end(),
  '/chain/1': (_, response) => response.writeHead(307, { location: '/ok' }).end(),
  '/loop': (_, response) => response.writeHead(302, { location: '/loop' }).end(),
  '/to-private': (_, response) => response.writeHead(302, { location: `http://127.0.0.2:${port}/ok` }).end(),
  '/to-named': (_, response) => response.writeHead(302, { location: `http://internal.test:${port}/ok` }).end(),
  '/to-file': (_, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/slow': () => {},
  '/busy': (_, response, count) =>
    count === 1 ? response.writeHead(429, { 'retry-after': '1' }).end() : response.end('served at last'),
  '/flaky': (_, response, count) => (count === 1 ? response.writeHead(503).end() : response.end('better now')),
  '/down': (_, response) => response.writeHead(500).end(),
  '/bomb': (_, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb),
  '/gzip': (_, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('model: opus-4\n')),
  '/trickle': (_, response) => {
    response.writeHead(200)
    const timer = setInterval(() => response.write('.'), 50)
    response.on('close', () => clearInterval(timer))
  },
  '/hold': (_, response) => {
    inFlight++
    most = Math.max(most, inFlight)
    setTimeout(() => {
      inFlight--
      response.end('held')
    }, 100)
  },
  '/stall-once': (_, response, count) => {
    if (count > 1) response.end('answered the second time')
  },
  '/costly': (_, response) => response.end(costly),
  '/host': (request, response) => response.end(`host: ${request.headers.host}\nua: ${request.headers['user-agent']}\n`),
  '/headers': (request, response) => {
    received.set(`${request.headers.host}${request.url}`, request.headers)
    response.end('seen')
  },
  '/to-elsewhere': (_, response) =>
    response.writeHead(302, { location: `http://localhost:${port}/headers?elsewhere` }).end(),
  '/to-same': (_, response) => response.writeHead(302, { location: '/headers?same' }).end(),
  '/to-junk': (_, response) => response.writeHead(302, { location: 'http://[::1' }).end(),
  '/to-long': (_, response) => response.writeHead(302, { location: `javascript:${'x'.repeat(12_000)}` }).end(),
}

/** The headers each request to `/headers` came with, by host and URL. */
const received = new Map<string, IncomingMessage['headers']>()

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0] as string
  const key = `${request.method} ${request.url}`
  const count = (hits.get(key) ?? 0) + 1
  hits.set(key, count)
  const route = routes[path]
  if (route) route(request, response, count)
  else response.writeHead(404).end()
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as AddressInfo).port
const base = `http://127.0.0.1:${port}`

afterAll(() => {
  server.closeAllConnections()
  server.close()
  cleanLayouts()
})

/** The settings a test of a local server needs: loopback allowed by name, quick retries. */
const LOCAL = { allowHosts: ['127.0.0.1'], retryDelayMs: 10 }

/** One run of the http checker with these settings (no cache unless asked for). */
const check = (
  options: Record<string, unknown>,
  root: string,
  settings: Record<string, unknown> = LOCAL,
  cache = false,
) => runCheck(http(), options, { root, settings, noCache: !cache })

/** One run of several checks with these settings, a memory each: what the checker shares within a run. */
const runAll = (checks: Array<Record<string, unknown>>, root: string) =>
  verifyMemories(
    checks.map((options, i) => ({
      file: `/m/${i}.md`,
      name: String(i),
      body: '',
      verify: { kind: 'block' as const, block: { kind: 'http', ...options } },
    })),
    { root, memoryDir: root, registry: createRegistry([{ checker: http(), settings: LOCAL }]), noCache: true },
  )

testChecker(http, {
  settings: LOCAL,
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    { name: '200 on HEAD', options: { target: `${base}/ok` }, reason: 'HTTP 200' },
    {
      name: '200 with a body that matches',
      options: { target: `${base}/ok`, contains: '^model: opus-\\d$' },
      reason: 'HTTP 200',
    },
    {
      name: 'a gzip body is read decoded',
      options: { target: `${base}/gzip`, contains: 'opus-4' },
      reason: 'HTTP 200',
    },
    { name: 'a 405 on HEAD passes on GET', options: { target: `${base}/no-head` }, reason: 'HTTP 200' },
    { name: 'a status the claim expects', options: { target: `${base}/missing`, status: 404 }, reason: 'HTTP 404' },
    { name: 'a list of statuses', options: { target: `${base}/missing`, status: [404, 410] }, reason: 'HTTP 404' },
    { name: 'a range of statuses', options: { target: `${base}/missing`, status: '400-499' }, reason: 'HTTP 404' },
    { name: 'a chain of three redirects', options: { target: `${base}/chain/3` }, reason: 'HTTP 200' },
    { name: 'a 429 with Retry-After, then served', options: { target: `${base}/busy` }, reason: 'HTTP 200' },
    { name: 'a 503, then served', options: { target: `${base}/flaky` }, reason: 'HTTP 200' },
    {
      name: 'headers sent as given, and claimcheck named as the user agent',
      options: {
        target: `${base}/host`,
        contains: '^ua: claimcheck/\\d+\\.\\d+\\.\\d+$',
        headers: { Accept: 'text/plain' },
      },
      reason: 'HTTP 200',
    },
  ],
  stale: [
    { name: '404', options: { target: `${base}/missing` }, reason: 'HTTP 404' },
    {
      name: 'a body that does not match',
      options: { target: `${base}/ok`, contains: 'opus-5' },
      reason: 'contains: no match for /opus-5/',
    },
    { name: '500 after every retry', options: { target: `${base}/down` }, reason: 'HTTP 500' },
    { name: 'a redirect loop', options: { target: `${base}/loop` }, reason: 'too many redirects' },
    {
      name: 'a redirect to a private address when only the first host is allowed',
      options: { target: `${base}/to-private` },
      reason: 'refused private address: 127.0.0.2',
    },
    {
      name: 'a redirect to a scheme other than http and https',
      options: { target: `${base}/to-file` },
      reason: 'redirect to a URL that is not http or https: file:///etc/passwd',
    },
    {
      name: 'a server slower than the timeout',
      options: { target: `${base}/slow`, timeout: 1 },
      reason: 'timed out after 1s',
    },
    {
      name: 'a server that trickles bytes forever',
      options: { target: `${base}/trickle`, contains: 'never', timeout: 1 },
      reason: 'timed out after 1s',
    },
    {
      name: 'a gzip bomb: read only up to 1 MiB decoded',
      options: { target: `${base}/bomb`, contains: 'never' },
      reason: 'contains: no match for /never/ in the first 1048576 bytes',
    },
    {
      name: 'a port nothing listens on',
      options: { target: 'http://127.0.0.1:1/' },
      reason: 'connection failed: ECONNREFUSED',
    },
    {
      name: 'a contains pattern too costly for the check is abandoned at its timeout (300 KB, a thousand states)',
      options: { target: `${base}/costly`, contains: COSTLY_PATTERN, timeout: 2 },
      reason: 'timed out after 2s',
    },
    {
      name: 'a redirect to a URL that does not parse',
      options: { target: `${base}/to-junk` },
      reason: 'redirect to an invalid URL: http://[::1',
    },
    {
      name: 'a contains pattern RE2 refuses',
      options: { target: `${base}/ok`, contains: 'opus(?=-4)' },
      reason: "invalid pattern: lookahead '(?=' is not supported (RE2 has no lookaround or backreferences)",
    },
    {
      name: 'a loopback address the settings do not open',
      settings: {},
      options: { target: `${base}/ok` },
      reason: 'refused private address: 127.0.0.1',
    },
  ],
  unverifiable: [
    { name: 'under --offline no request is made', offline: true, options: { target: `${base}/ok` }, reason: 'offline' },
  ],
  invalid: [
    { options: { target: 'ftp://example.com/' }, reason: "'target' must be an http or https URL" },
    { options: { target: 'not a url' }, reason: "'target' must be an http or https URL" },
    {
      options: { target: `${base}/ok`, status: 'ok' },
      reason: "'status' must be a status code, a list of codes, or a range such as 200-299",
    },
    {
      options: { target: `${base}/ok`, status: 700 },
      reason: "'status' must be a status code, a list of codes, or a range such as 200-299",
    },
    { options: { target: `${base}/ok`, method: 'POST' }, reason: "'method' must be 'HEAD' or 'GET'" },
    { options: { target: `${base}/ok`, contain: 'x' }, reason: "unknown option 'contain'" },
  ],
})

describe('the SSRF guard (SPEC §5.6)', () => {
  const refused = async (target: string, resolve?: (host: string) => Promise<string[]>) =>
    check({ target, timeout: 5 }, layout(), resolve ? { resolve } : {})

  it.each([
    [`http://127.1:${port}/ok`, '127.0.0.1'],
    [`http://0x7f.1:${port}/ok`, '127.0.0.1'],
    [`http://2130706433:${port}/ok`, '127.0.0.1'],
    [`http://017700000001:${port}/ok`, '127.0.0.1'],
    [`http://[::ffff:127.0.0.1]:${port}/ok`, '::ffff:7f00:1'],
    [`http://[::1]:${port}/ok`, '::1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://10.1.2.3/', '10.1.2.3'],
    ['http://192.168.0.1/', '192.168.0.1'],
    ['http://100.64.0.1/', '100.64.0.1'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://[fd00::1]/', 'fd00::1'],
    ['http://[fe80::1]/', 'fe80::1'],
    // IPv6 addresses that carry an IPv4 one are judged by it (SPEC §10).
    [`http://[::127.0.0.1]:${port}/ok`, '::7f00:1'],
    [`http://[::ffff:0:127.0.0.1]:${port}/ok`, '::ffff:0:7f00:1'],
    ['http://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe'],
    [`http://[64:ff9b::127.0.0.1]:${port}/ok`, '64:ff9b::7f00:1'],
    ['http://[64:ff9b:1::10.0.0.1]/', '64:ff9b:1::a00:1'],
    ['http://[2002:a9fe:a9fe::1]/', '2002:a9fe:a9fe::1'],
  ])('%s is refused (%s)', async (target, host) => {
    const before = hits.get('HEAD /ok') ?? 0
    expect(await refused(target)).toMatchObject({ status: 'stale', reason: `refused private address: ${host}` })
    expect(hits.get('HEAD /ok') ?? 0).toBe(before)
  })

  it.each(['http://[2002:808:808::1]/', 'http://[64:ff9b::8.8.8.8]/', 'http://[::ffff:8.8.8.8]/'])(
    '%s carries a public IPv4 address: not refused',
    async (target) => {
      const result = await refused(target)
      expect(result.reason).not.toMatch(/^refused private address/)
    },
  )

  it('a name that resolves to loopback is refused, and one private address among public ones is enough', async () => {
    expect(await refused(`http://internal.test:${port}/ok`, async () => ['127.0.0.1'])).toMatchObject({
      reason: 'refused private address: internal.test',
    })
    expect(await refused(`http://mixed.test:${port}/ok`, async () => ['8.8.8.8', '10.0.0.7'])).toMatchObject({
      reason: 'refused private address: mixed.test',
    })
  })

  it('a redirect to a name that resolves to loopback is refused at that hop', async () => {
    const settings = { allowHosts: ['127.0.0.1'], resolve: async () => ['127.0.0.1'] }
    expect(await check({ target: `${base}/to-named` }, layout(), settings)).toMatchObject({
      status: 'stale',
      reason: 'refused private address: internal.test',
    })
  })

  it('connects to exactly the address it checked: the name is resolved once, by the guard, and sent as Host', async () => {
    const asked: string[] = []
    const settings = {
      allowHosts: ['claims.test'],
      resolve: async (host: string) => {
        asked.push(host)
        return ['127.0.0.1']
      },
    }
    const result = await check(
      { target: `http://claims.test:${port}/host`, contains: `^host: claims.test:${port}$` },
      layout(),
      settings,
    )
    expect(result).toMatchObject({ status: 'fresh', reason: 'HTTP 200' })
    expect(asked).toEqual(['claims.test'])
  })

  it('allowPrivate opens every address', async () => {
    const result = await check({ target: `http://127.1:${port}/ok` }, layout(), { allowPrivate: true })
    expect(result).toMatchObject({ status: 'fresh', reason: 'HTTP 200' })
  })
})

describe('redirects and the text a server chooses (SPEC §10)', () => {
  const settings = { allowHosts: ['127.0.0.1', 'localhost'], resolve: async () => ['127.0.0.1'] }
  const headers = { Authorization: 'Bearer kept-for-the-origin', 'X-Api-Key': 'also-kept', Cookie: 'a=b' }

  it("credentials and the check's own headers go to the origin it named, never to another one a redirect names", async () => {
    const root = layout()
    expect(await check({ target: `${base}/to-same`, headers }, root, settings)).toMatchObject({
      status: 'fresh',
    })
    expect(received.get(`127.0.0.1:${port}/headers?same`)).toMatchObject({
      authorization: 'Bearer kept-for-the-origin',
      'x-api-key': 'also-kept',
      cookie: 'a=b',
    })
    expect(await check({ target: `${base}/to-elsewhere`, headers }, root, settings)).toMatchObject({
      status: 'fresh',
    })
    const elsewhere = received.get(`localhost:${port}/headers?elsewhere`)
    expect(elsewhere?.['user-agent']).toMatch(/^claimcheck\//)
    expect(Object.keys(elsewhere ?? {}).filter((name) => /authorization|api-key|cookie/.test(name))).toEqual([])
  })

  it("a redirect's Location is bounded in the reason: a server's text is not a channel into the agent's context", async () => {
    const root = layout()
    const result = await check({ target: `${base}/to-long` }, root, settings)
    expect(result.status).toBe('stale')
    expect(result.reason).toBe(`redirect to a URL that is not http or https: javascript:${'x'.repeat(88)}…`)
  })
})

describe('requests, the cache and offline runs (SPEC §5.6)', () => {
  it('identical requests of one run are made once', async () => {
    const before = hits.get('GET /ok?once') ?? 0
    const reports = await runAll(
      ['opus', 'model', 'first'].map((word) => ({ target: `${base}/ok?once`, contains: word })),
      layout(),
    )
    expect(reports.map((report) => report.reason)).toEqual(['HTTP 200', 'HTTP 200', 'HTTP 200'])
    expect((hits.get('GET /ok?once') ?? 0) - before).toBe(1)
  })

  it('at most 4 requests in flight to one host', async () => {
    const results = await runAll(
      Array.from({ length: 12 }, (_, i) => ({ target: `${base}/hold?n=${i}` })),
      layout(),
    )
    expect(results.every((result) => result.status === 'fresh')).toBe(true)
    expect(most).toBe(4)
  })

  it('a try that times out is tried again within the check’s time', async () => {
    const result = await check({ target: `${base}/stall-once`, timeout: 3 }, layout(), { allowHosts: ['127.0.0.1'] })
    expect(result).toMatchObject({ status: 'fresh', reason: 'HTTP 200' })
    expect(hits.get('HEAD /stall-once')).toBe(2)
  })

  it('a success is cached under the root and answers the next run; a failure is never cached', async () => {
    const root = layout()
    const run = () => check({ target: `${base}/ok?cached` }, root, { allowHosts: ['127.0.0.1'] }, true)
    expect(await run()).toMatchObject({ status: 'fresh', reason: 'HTTP 200' })
    expect(await run()).toMatchObject({ status: 'fresh', reason: 'HTTP 200' })
    expect(hits.get('HEAD /ok?cached')).toBe(1)
    expect(existsSync(join(root, '.claimcheck/cache/http.json'))).toBe(true)

    const failing = () => check({ target: `${base}/missing?cached` }, root, { allowHosts: ['127.0.0.1'] }, true)
    expect(await failing()).toMatchObject({ status: 'stale', reason: 'HTTP 404' })
    expect(await failing()).toMatchObject({ status: 'stale', reason: 'HTTP 404' })
    // HEAD, then the GET it falls back to, each run.
    expect(hits.get('HEAD /missing?cached')).toBe(2)
  })

  it('a cache entry past cacheMaxAge, with --no-cache, or forged in the repository is not used', async () => {
    const root = layout()
    const target = `${base}/ok?aged`
    await check({ target }, root, { allowHosts: ['127.0.0.1'] }, true)
    await check({ target }, root, { allowHosts: ['127.0.0.1'], cacheMaxAge: 0 }, true)
    await check({ target }, root, { allowHosts: ['127.0.0.1'] }, false)
    expect(hits.get('HEAD /ok?aged')).toBe(3)

    // A pull request commits a cache saying a dead URL is fine: it is not believed.
    const forged = join(root, '.claimcheck/cache/http.json')
    const cache = JSON.parse(readFileSync(forged, 'utf8'))
    const entry = Object.values(cache.entries)[0] as { at: number }
    cache.entries[JSON.stringify({ target: `${base}/missing?forged` })] = {
      status: 'fresh',
      reason: 'HTTP 200',
      at: entry.at,
      mac: 'f'.repeat(64),
    }
    writeFileSync(forged, JSON.stringify(cache))
    const result = await check({ target: `${base}/missing?forged` }, root, { allowHosts: ['127.0.0.1'] }, true)
    expect(result).toMatchObject({ status: 'stale', reason: 'HTTP 404' })
  })

  it('a key in a folder others can write signs nothing, and says so through ctx.warn, once a run', async () => {
    const shared = layout({ 'claimcheck/cache-key': 'k'.repeat(32) })
    chmodSync(join(shared, 'claimcheck'), 0o777)
    const own = process.env.XDG_STATE_HOME
    process.env.XDG_STATE_HOME = shared
    const said: string[] = []
    try {
      const root = layout()
      const checks = ['a', 'b'].map((name, i) => ({
        file: `/m/${name}.md`,
        name,
        body: '',
        verify: { kind: 'block' as const, block: { kind: 'http', target: `${base}/ok?shared-key-${i}` } },
      }))
      const registry = createRegistry([{ checker: http(), settings: LOCAL }])
      const reports = await verifyMemories(checks, { root, memoryDir: root, registry, warn: (m) => said.push(m) })
      expect(reports.map((report) => report.status)).toEqual(['fresh', 'fresh'])
      expect(said).toEqual([
        `not using the http cache's key ${shared}/claimcheck/cache-key: ${shared}/claimcheck is writable by others`,
      ])
      expect(existsSync(join(root, '.claimcheck/cache/http.json'))).toBe(false)
    } finally {
      process.env.XDG_STATE_HOME = own
    }
  })

  it('a link planted where the cache goes is replaced, never written through; a cache folder leading out is not written', async () => {
    const outside = layout({ bashrc: "the user's own\n", 'elsewhere/.keep': '' })
    const planted = layout({ '.claimcheck/cache/http.json': { symlink: join(outside, 'bashrc') } })
    await check({ target: `${base}/ok?planted` }, planted, { allowHosts: ['127.0.0.1'] }, true)
    expect(readFileSync(join(outside, 'bashrc'), 'utf8')).toBe("the user's own\n")
    expect(lstatSync(join(planted, '.claimcheck/cache/http.json')).isFile()).toBe(true)

    const leading = layout({ '.claimcheck': { symlink: join(outside, 'elsewhere') } })
    const result = await check({ target: `${base}/ok?leading` }, leading, { allowHosts: ['127.0.0.1'] }, true)
    expect(result).toMatchObject({ status: 'fresh', reason: 'HTTP 200' })
    expect(readdirSync(join(outside, 'elsewhere'))).toEqual(['.keep'])
  })

  it.each([
    ['a link to /dev/zero', { symlink: '/dev/zero' }],
    ['a FIFO', { fifo: true }],
    ['a 30 GB sparse file', 'sparse'],
  ] as const)('a cache planted as %s costs nothing but the cache: no hang, no memory', async (_what, entry) => {
    const root = layout({ '.claimcheck/cache/http.json': entry === 'sparse' ? '' : entry })
    if (entry === 'sparse') truncateSync(join(root, '.claimcheck/cache/http.json'), 30 * 1024 ** 3)
    const before = process.memoryUsage().rss
    const target = `${base}/ok?planted-${entry === 'sparse' ? 'sparse' : Object.keys(entry)[0]}`
    const result = await check({ target }, root, { allowHosts: ['127.0.0.1'] }, true)
    expect(result).toMatchObject({ status: 'fresh', reason: 'HTTP 200' })
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024)
  })

  it('offline: unverifiable, and no request made', async () => {
    const result = await runCheck(
      http(),
      { target: `${base}/ok?offline` },
      { root: layout(), settings: LOCAL, offline: true },
    )
    expect(result).toMatchObject({ status: 'unverifiable', reason: 'offline' })
    expect(hits.get('HEAD /ok?offline')).toBeUndefined()
  })

  it('a gzip bomb does not inflate into memory', async () => {
    // In a process of its own, so that its peak memory is the check's alone: 200 MiB decoded would show.
    const script = `
      import { runCheck } from '@claimcheck/core'
      import { http } from './dist/index.js'
      const report = await runCheck(http(), { target: '${base}/bomb', contains: 'never' }, { root: process.cwd(), settings: { allowHosts: ['127.0.0.1'] }, noCache: true })
      console.log(JSON.stringify({ reason: report.reason, rss: process.resourceUsage().maxRSS }))
    `
    // Not spawnSync: the server it asks runs in this process.
    const run = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '..'),
      encoding: 'utf8',
      timeout: 60_000,
    })
    const { reason, rss } = JSON.parse(run.stdout) as { reason: string; rss: number }
    expect(reason).toBe('contains: no match for /never/ in the first 1048576 bytes')
    expect(rss / 1024).toBeLessThan(150)
  })
})

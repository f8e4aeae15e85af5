// The http checker through the CLI: enabled by the config, opened to this machine's loopback by
// the `allowHosts` setting, `--offline` and `--no-cache`, and the cache as the only file a check writes
// (SPEC §5.6, §10). The server runs in this process: the CLI runs asynchronously beside it.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { BIN } from './run-cli.ts'

const requests: string[] = []
const server = createServer((request, response) => {
  requests.push(`${request.method} ${request.url} ${request.headers['user-agent']}`)
  if (request.url?.startsWith('/models')) response.end('{"models": ["opus-4", "sonnet-4"]}\n')
  else response.writeHead(404).end()
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

afterAll(() => {
  server.closeAllConnections()
  server.close()
  cleanLayouts()
})

const memory = (name: string, check: string) => `---\nname: ${name}\nverify:\n  kind: http\n${check}---\nBody.\n`

function project(config: string) {
  return layout({
    '.git/HEAD': 'x',
    'home/.keep': '',
    'claimcheck.config.yaml': config,
    'memory/model.md': memory('model', `  target: ${base}/models\n  contains: '"opus-4"'\n`),
    'memory/gone.md': memory('gone', `  target: ${base}/retired\n`),
  })
}

const OPEN = `checkers: [['@claimcheck/checker-http', { allowHosts: ['127.0.0.1'] }]]\n`

async function run(root: string, args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: join(root, 'home'), XDG_STATE_HOME: join(root, 'home/state') },
    })
    return { code: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const lines = (stdout: string) => stdout.split('\n').filter((line) => /^(OK|STALE|SKIP) /.test(line))

describe('claimcheck check with the http checker', () => {
  it('checks outside-world claims, names claimcheck as the user agent, and keeps the successes in the cache', async () => {
    const root = project(OPEN)
    const first = await run(root, ['check', 'memory'])
    expect(first.code).toBe(1)
    expect(lines(first.stdout)).toEqual(['STALE gone: HTTP 404', 'OK    model: HTTP 200'])
    expect(requests.filter((line) => line.startsWith('GET /models')).at(-1)).toMatch(
      /^GET \/models claimcheck\/\d+\.\d+\.\d+$/,
    )
    // The cache is the only file a check writes.
    expect(readdirSync(join(root, '.claimcheck/cache'))).toEqual(['http.json'])

    const asked = requests.length
    const second = await run(root, ['check', 'memory'])
    expect(lines(second.stdout)).toEqual(['STALE gone: HTTP 404', 'OK    model: HTTP 200'])
    // The fresh claim came from the cache; the stale one was asked again (HEAD, then GET).
    expect(requests.slice(asked).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'HEAD /retired',
      'GET /retired',
    ])

    const uncached = requests.length
    await run(root, ['check', 'memory', '--no-cache'])
    expect(requests.slice(uncached).some((line) => line.startsWith('GET /models'))).toBe(true)
  })

  it('--offline makes no request: http checks are unverifiable', async () => {
    const root = project(OPEN)
    const asked = requests.length
    const result = await run(root, ['check', 'memory', '--offline'])
    expect(result.code).toBe(0)
    expect(lines(result.stdout)).toEqual(['SKIP  gone: offline', 'SKIP  model: offline'])
    expect(requests.length).toBe(asked)
    expect(existsSync(join(root, '.claimcheck'))).toBe(false)
  })

  it('refuses this machine’s own addresses unless the config opens them', async () => {
    const root = project("checkers: ['@claimcheck/checker-http']\n")
    const asked = requests.length
    const result = await run(root, ['check', 'memory'])
    expect(lines(result.stdout)).toEqual([
      'STALE gone: refused private address: 127.0.0.1',
      'STALE model: refused private address: 127.0.0.1',
    ])
    expect(requests.length).toBe(asked)
  })

  it('a config inside the memory dir cannot open private addresses', async () => {
    const root = layout({
      '.git/HEAD': 'x',
      'memory/claimcheck.config.yaml': "checkers: [['@claimcheck/checker-http', { allowPrivate: true }]]\n",
      'memory/model.md': memory('model', `  target: ${base}/models\n`),
    })
    const result = await run(join(root, 'memory'), ['check', '.'])
    expect(result.code).toBe(2)
    expect(result.stderr).toBe(
      `claimcheck: claimcheck.config.yaml: checkers[0] (@claimcheck/checker-http): setting 'allowPrivate' is not read from a config inside the memory dir ${join(root, 'memory')}\n`,
    )
  })
})

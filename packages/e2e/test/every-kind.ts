// A project whose config enables every first-party checker, with one memory for each kind: what
// each channel (npm bin, plugin, Action, pre-commit) must run alike (SPEC §8.5). The http memory
// asks a server on loopback, which the config allows.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const memory = (verify: string) => `---\nverify:\n${verify}\n---\nBody.\n`

/** Lays out the project in `root` (which must exist); its http memory asks `url`. */
export function everyKindProject(root: string, url: string): void {
  mkdirSync(join(root, '.git'), { recursive: true })
  writeFileSync(join(root, '.git/HEAD'), 'ref: refs/heads/main\n')
  mkdirSync(join(root, 'src'), { recursive: true })
  writeFileSync(join(root, 'src/build.ts'), 'export function buildAll() {}\n')
  symlinkSync('src/build.ts', join(root, 'current'))
  mkdirSync(join(root, 'memory'), { recursive: true })
  const memories: Record<string, string> = {
    'a-readable': '  kind: readable\n  target: src/build.ts',
    'b-grep': '  kind: grep\n  target: src/build.ts\n  pattern: buildAll',
    'c-symlink-strict': '  kind: symlink-strict\n  target: current',
    'd-command': '  kind: command\n  target: test -f src/build.ts',
    'e-http': `  kind: http\n  target: ${url}\n  contains: 'service is up'`,
  }
  for (const [name, verify] of Object.entries(memories)) writeFileSync(join(root, `memory/${name}.md`), memory(verify))
  writeFileSync(
    join(root, 'claimcheck.config.yaml'),
    [
      'checkers:',
      '  - "@claimcheck/checker-readable"',
      '  - "@claimcheck/checker-grep"',
      '  - "@claimcheck/checker-symlink-strict"',
      `  - ["@claimcheck/checker-command", { allow: ['test -f src/build.ts'] }]`,
      `  - ["@claimcheck/checker-http", { allowHosts: ['127.0.0.1'] }]`,
      '',
    ].join('\n'),
  )
}

/** What `check` prints for that project: every kind ran, and passed. */
export const EVERY_KIND_REPORT = [
  'OK    a-readable: readable with content',
  'OK    b-grep: matched /buildAll/',
  'OK    c-symlink-strict: resolves to src/build.ts with content',
  'OK    d-command: exit 0',
  'OK    e-http: HTTP 200',
  '',
  'fresh=5 stale=0 unverifiable=0',
  '',
].join('\n')

/** A server on loopback, in a process of its own: runs that block this one can still reach it. */
const SERVER = `
const server = require('node:http').createServer((_, response) =>
  response.writeHead(200, { 'content-type': 'text/plain' }).end('service is up\\n'))
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

/** Starts the server; every request gets 200 and "service is up". */
export async function statusServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [port] = (await once(child.stdout, 'data')) as [Buffer]
  return { url: `http://127.0.0.1:${port.toString().trim()}/status`, stop: () => child.kill() }
}

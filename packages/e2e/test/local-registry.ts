// A private npm registry for one test file: verdaccio (a devDependency of this package, pinned by
// the lockfile) on 127.0.0.1 at a port the system picks, its storage in a temporary folder, with no
// uplinks, so it serves only what the test published and asks no other registry for anything. The
// third-party packages claimcheck needs are published to it from this workspace's own install
// (`mirrorInstalled`), and npm runs with a configuration of its own that reaches it alone.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/` */
  url: string
  /** The registry's configuration, as written. */
  config: string
  /** The URL path of every request the registry answered so far. */
  requests(): string[]
  /** Publishes a tarball by the registry's HTTP API, as `npm publish` does. */
  publishTarball(tarball: string, manifest: Record<string, unknown>): Promise<void>
  /** An environment in which npm and npx use this registry alone, with a cache and config of their own. */
  npmEnv(home: string): NodeJS.ProcessEnv
  stop(): Promise<void>
}

const verdaccio = createRequire(import.meta.url).resolve('verdaccio')

/** Starts verdaccio with its storage, config and log in `dir`, and a user whose token may publish. */
export async function startRegistry(dir: string): Promise<LocalRegistry> {
  mkdirSync(join(dir, 'storage'), { recursive: true })
  const log = join(dir, 'verdaccio.log')
  // No `uplinks`: a package the test did not publish is a 404, never fetched from elsewhere. No
  // `middlewares`: verdaccio's audit middleware would forward `npm audit` to the public registry.
  const config = [
    `storage: ${JSON.stringify(join(dir, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
    // Checked on every request with the token: bcrypt's cost would be most of a publish.
    '    algorithm: sha1',
    'packages:',
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    `log: { type: file, path: ${JSON.stringify(log)}, format: json, level: http }`,
    'web:',
    '  enable: false',
    // Platform binaries (vitest's bundler) are larger than the 10 MB verdaccio takes by default.
    'max_body_size: 200mb',
    '',
  ].join('\n')
  const configFile = join(dir, 'config.yaml')
  writeFileSync(configFile, config)
  // Listening on port 0 from inside the process is the only race-free way to learn a free port.
  const serve = `require(${JSON.stringify(verdaccio)}).runServer(${JSON.stringify(configFile)}).then((server) => server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port)))`
  const child = spawn(process.execPath, ['-e', serve], { stdio: ['ignore', 'pipe', 'pipe'] })
  try {
    return await serving(child, config, log)
  } catch (error) {
    await stop(child)
    throw error
  }
}

async function serving(child: ChildProcess, config: string, log: string): Promise<LocalRegistry> {
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const failed = (why: string) => reject(new Error(`verdaccio did not start (${why}): ${output}`))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const match = /listening (\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    child.on('exit', (code) => failed(`exit ${code}`))
    setTimeout(() => failed('no port after 60 s'), 60_000).unref()
  })
  const url = `http://127.0.0.1:${port}/`
  const token = await addUser(url, 'publisher', `pw-${process.pid}-${Date.now()}`)

  return {
    url,
    config,
    requests: () =>
      readLines(log)
        .map((line) => JSON.parse(line) as { req?: { url?: string } })
        .flatMap((entry) => (entry.req?.url ? [entry.req.url] : [])),
    publishTarball: (tarball, manifest) => publish(url, token, tarball, manifest),
    npmEnv: (home) => npmEnv(url, token, home),
    stop: () => stop(child),
  }
}

function readLines(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

/** Makes a user in verdaccio's htpasswd file, as `npm adduser` does; returns its token. */
async function addUser(url: string, name: string, password: string): Promise<string> {
  const response = await put(`${url}-/user/org.couchdb.user:${name}`, { name, password, type: 'user', roles: [] })
  const token = (JSON.parse(response.body) as { token?: string }).token
  if (response.status !== 201 || !token)
    throw new Error(`verdaccio refused the user: ${response.status} ${response.body}`)
  return token
}

/**
 * A PUT of a JSON document on a connection of its own: a kept-alive connection the server closes
 * while the next request is written fails that request (EPIPE) on a loaded machine.
 */
function put(url: string, document: unknown, token?: string): Promise<{ status: number; body: string }> {
  const body = Buffer.from(JSON.stringify(document))
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'PUT',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** The document `npm publish` sends: the manifest as the version's entry, the tarball attached. */
async function publish(url: string, token: string, tarball: string, manifest: Record<string, unknown>) {
  const name = String(manifest.name)
  const version = String(manifest.version)
  const bytes = readFileSync(tarball)
  const file = `${name.replace(/^@[^/]+\//, '')}-${version}.tgz`
  const document = {
    _id: name,
    name,
    'dist-tags': { latest: version },
    versions: {
      [version]: {
        ...manifest,
        _id: `${name}@${version}`,
        dist: {
          shasum: createHash('sha1').update(bytes).digest('hex'),
          integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
          tarball: `${url}${name}/-/${file}`,
        },
      },
    },
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: bytes.toString('base64'), length: bytes.length },
    },
  }
  const response = await put(`${url}${name.replace('/', '%2f')}`, document, token).catch((error: Error) => {
    throw new Error(`publishing ${name}@${version} (${bytes.length} bytes) failed: ${error.message}`, { cause: error })
  })
  if (response.status !== 201)
    throw new Error(`publishing ${name}@${version} failed: ${response.status} ${response.body}`)
}

function npmEnv(url: string, token: string, home: string): NodeJS.ProcessEnv {
  mkdirSync(home, { recursive: true })
  const userconfig = join(home, '.npmrc')
  writeFileSync(userconfig, `//${new URL(url).host}/:_authToken=${token}\n`)
  // Nothing of the caller's npm setup: no npm_config_* (pnpm sets some for its scripts), no proxy.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_config_|npm_package_|https?_proxy$|no_proxy$)/i.test(key)),
  )
  return {
    ...env,
    HOME: home,
    npm_config_registry: url,
    npm_config_userconfig: userconfig,
    npm_config_globalconfig: join(home, 'global-npmrc'),
    npm_config_cache: join(home, 'npm-cache'),
    npm_config_prefix: join(home, 'global'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    // Any request for another host goes to a port where nothing listens, and fails.
    npm_config_proxy: 'http://127.0.0.1:9/',
    npm_config_https_proxy: 'http://127.0.0.1:9/',
    npm_config_noproxy: '127.0.0.1',
    PATH: `${join(home, 'global', 'bin')}:${process.env.PATH ?? ''}`,
  }
}

/** Where package `name` is found from `from`, as Node looks it up; its real path. */
function lookUp(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(dir) === dir) return undefined
  }
}

/**
 * The third-party packages `roots` need when installed (dependencies, optional and peer
 * dependencies, all the way down), as this workspace installed them: the folder of each
 * `name@version`. `skip` names the packages published otherwise. An optional dependency this
 * platform did not install is left out, as npm leaves it out.
 */
export function installedDependencies(roots: string[], skip: (name: string) => boolean): Map<string, string> {
  const found = new Map<string, string>()
  const missing: string[] = []
  const walk = (dir: string) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const wanted = { ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies }
    for (const name of Object.keys(wanted)) {
      if (skip(name)) continue
      const folder = lookUp(dir, name)
      if (!folder) {
        const optional =
          name in (manifest.optionalDependencies ?? {}) || manifest.peerDependenciesMeta?.[name]?.optional
        if (!optional) missing.push(`${manifest.name} needs ${name}, which is not installed`)
        continue
      }
      const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
      const key = `${name}@${version}`
      if (found.has(key)) continue
      found.set(key, folder)
      walk(folder)
    }
  }
  for (const root of roots) walk(root)
  if (missing.length > 0) throw new Error(missing.join('\n'))
  return found
}

/** Packs an installed package's folder as the registry served it (everything under `package/`). */
export function packInstalled(folder: string, into: string): string {
  const { name, version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  const tarball = join(into, `${name.replace('/', '+')}-${version}.tgz`)
  const entries = readdirSync(folder).filter((entry) => entry !== 'node_modules')
  execFileSync('tar', [
    '--use-compress-program=gzip -1',
    '-cf',
    tarball,
    '-C',
    folder,
    '--hard-dereference',
    '--owner=0',
    '--group=0',
    '--transform=s,^,package/,S',
    '--',
    ...entries,
  ])
  return tarball
}

// The workspace's publishable packages, and a way to run pnpm from a test.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO = fileURLToPath(new URL('../../..', import.meta.url))

export interface WorkspacePackage {
  dir: string
  name: string
  version: string
}

/** Every package a user could install: not private, with a package.json. */
export function publishablePackages(): WorkspacePackage[] {
  const dirs = [
    ...['packages', 'plugins'].flatMap((group) =>
      readdirSync(join(REPO, group)).map((name) => join(REPO, group, name)),
    ),
    join(REPO, 'examples/claimcheck-checker-json-value'),
    join(REPO, 'examples/claimcheck-checker-git-tracked'),
  ]
  return dirs
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ dir, name: manifest.name, version: manifest.version }))
}

/** pnpm as the test run was started with it, else the pinned one through npx. */
export function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath
  if (execPath && /pnpm/.test(execPath)) {
    // pnpm may be a script run by node or a program of its own.
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []]
  }
  return ['npx', ['-y', 'pnpm@12.4.2']]
}

export function pnpm(args: string[], cwd: string): string {
  const [command, prefix] = pnpmCommand()
  return execFileSync(command, [...prefix, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** Packs every publishable package into a fresh folder; returns each tarball's path by package name. */
export function packAll(): Map<string, string> {
  const destination = mkdtempSync(join(tmpdir(), 'claimcheck-tarballs-'))
  const tarballs = new Map<string, string>()
  for (const pkg of publishablePackages()) {
    pnpm(['pack', '--pack-destination', destination], pkg.dir)
    const file = `${pkg.name.replace('@', '').replace('/', '-')}-${pkg.version}.tgz`
    if (!readdirSync(destination).includes(file)) throw new Error(`pnpm pack wrote no ${file} for ${pkg.name}`)
    tarballs.set(pkg.name, join(destination, file))
  }
  return tarballs
}

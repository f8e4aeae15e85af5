// Whether a config file may be there at all: a few existence checks, so a run without a config
// never loads the config loader.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isInside } from '@claimcheck/core'

export const CONFIG_FILES = [
  'claimcheck.config.mjs',
  'claimcheck.config.js',
  'claimcheck.config.cjs',
  'claimcheck.config.json',
  'claimcheck.config.yaml',
  'claimcheck.config.yml',
]

/** The folders searched: from `cwd` up to `root`, or `cwd` alone when it lies outside the root. */
export function searchedFolders(cwd: string, root: string): string[] {
  if (!isInside(cwd, root)) return [cwd]
  const folders = [cwd]
  for (let dir = cwd; dir !== root && dirname(dir) !== dir;) {
    dir = dirname(dir)
    folders.push(dir)
  }
  return folders
}

/** Config files that are JavaScript: loading one runs it. */
export const isJavaScriptConfig = (file: string) => /\.(mjs|js|cjs)$/.test(file)

/** The config file a search would find first, if any. */
export function firstConfigFile(cwd: string, root: string): string | undefined {
  for (const folder of searchedFolders(cwd, root))
    for (const name of CONFIG_FILES) if (existsSync(join(folder, name))) return join(folder, name)
  return undefined
}

export function mayHaveConfig(cwd: string, root: string): boolean {
  return searchedFolders(cwd, root).some((folder) => CONFIG_FILES.some((name) => existsSync(join(folder, name))))
}

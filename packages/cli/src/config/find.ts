// Where the config is (SPEC §9.1): the first claimcheck.config.* from the current folder up to the
// root. Only names are looked at here: nothing is read, so finding a config costs a few stats.
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

/** The config file a search would find first, if any; with `dataOnly`, the first JSON or YAML one. */
export function firstConfigFile(cwd: string, root: string, dataOnly = false): string | undefined {
  const names = dataOnly ? CONFIG_FILES.filter((name) => !isJavaScriptConfig(name)) : CONFIG_FILES
  for (const folder of searchedFolders(cwd, root))
    for (const name of names) if (existsSync(join(folder, name))) return join(folder, name)
  return undefined
}

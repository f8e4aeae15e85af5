// Where the config is (SPEC §9.1): the first claimcheck.config.* from the current folder up to the
// root, or the file `--config` names. Only names are looked at here: nothing is read, so finding a
// config costs a few stats, and the folders are climbed once a run.
import { existsSync, realpathSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { ClaimcheckError, isInside, messageOf } from '@claimcheck/core'
import { visible } from '../visible-text.js'

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

export function configError(shown: string, problem: string): ClaimcheckError {
  // The problem quotes what the config holds: on one line, control characters written out.
  return new ClaimcheckError('CONFIG', `${visible(shown)}: ${visible(problem)}`)
}

function shownPath(cwd: string, file: string): string {
  return isInside(file, cwd) ? relative(cwd, file) : file
}

/**
 * The config file a run reads: `explicit` (from `--config`), else the first config file from `cwd`
 * up to `root` (only `cwd` when it lies outside the root); with `dataOnly`, the first JSON or YAML
 * one. Undefined when there is none. A found file must lie, links followed, inside the folder
 * searched: a repository cannot make claimcheck read a file of the user's through a planted link.
 */
export function configFile(
  cwd: string,
  root: string,
  explicit?: string,
  dataOnly = false,
): { file: string; shown: string } | undefined {
  if (explicit !== undefined) {
    const file = resolve(cwd, explicit)
    if (!/\.(mjs|js|cjs|json|yaml|yml)$/.test(file)) {
      throw new ClaimcheckError('USAGE', `config file must end in .mjs, .js, .cjs, .json, .yaml or .yml: ${explicit}`)
    }
    try {
      realpathSync.native(file)
    } catch {
      throw new ClaimcheckError('USAGE', `config file not found: ${explicit}`)
    }
    return { file, shown: shownPath(cwd, file) }
  }
  const top = isInside(cwd, root) ? root : cwd
  const file = firstConfigFile(cwd, top, dataOnly)
  if (file === undefined) return undefined
  const shown = shownPath(cwd, file)
  let real: string
  try {
    real = realpathSync.native(file)
  } catch (error) {
    throw configError(shown, `cannot read: ${messageOf(error)}`)
  }
  const realTop = realpathSync.native(top)
  if (!isInside(real, realTop))
    throw configError(shown, `leads outside ${realTop}; a config is read from the project only`)
  return { file, shown }
}

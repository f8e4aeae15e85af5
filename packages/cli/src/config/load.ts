// Finding and reading claimcheck.config.* (SPEC §9.1): the first found from the current folder up
// to the root, or the file `--config` names.
import { existsSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { load as loadYaml, CORE_SCHEMA, YAMLException } from 'js-yaml'
import { lilconfig, type Loader } from 'lilconfig'
import { ClaimcheckError, isClaimcheckError, isInside, messageOf } from '@claimcheck/core'
import { CONFIG_FILES, isJavaScriptConfig } from './find.js'
import { validateConfig, type ValidConfig } from './schema.js'
import { importModule } from '../import-module.js'

export type ConfigFormat = 'js' | 'json' | 'yaml'

export interface LoadedConfig {
  /** Absolute path of the config file. */
  file: string
  /** Its folder: relative names in it resolve from here. */
  dir: string
  /** How the file names itself in errors: relative to the current folder when inside it. */
  shown: string
  format: ConfigFormat
  config: ValidConfig
}

const formatOf = (file: string): ConfigFormat =>
  file.endsWith('.json') ? 'json' : file.endsWith('.yaml') || file.endsWith('.yml') ? 'yaml' : 'js'

const loadJson = (content: string): unknown => {
  try {
    return JSON.parse(content)
  } catch (error) {
    const raw = messageOf(error)
    const position = /at position (\d+)/.exec(raw)?.[1]
    let line = position === undefined ? undefined : content.slice(0, Number(position)).split('\n').length
    if (line === undefined) {
      // JSON is YAML 1.2: the YAML parser finds the line when JSON.parse does not name a position.
      try {
        loadYaml(content, { schema: CORE_SCHEMA, json: true })
      } catch (yamlError) {
        if (yamlError instanceof YAMLException && yamlError.mark) line = yamlError.mark.line + 1
      }
    }
    // An error at the very end is on the last line, not on the one after it.
    if (line !== undefined) line = Math.min(line, content.trimEnd().split('\n').length)
    // Node quotes the whole text in some messages; one line is what a user needs.
    const message = raw.replace(/, "[\s\S]*" is not valid JSON$/, '').replace(/ in JSON at position \d+.*$/s, '')
    throw new ClaimcheckError(
      'CONFIG',
      `not valid JSON: ${message.split('\n')[0]}${line === undefined ? '' : ` (line ${line})`}`,
    )
  }
}

const loadYamlConfig = (content: string): unknown => {
  try {
    return loadYaml(content, { schema: CORE_SCHEMA }) ?? {}
  } catch (error) {
    if (error instanceof YAMLException) {
      throw new ClaimcheckError('CONFIG', `not valid YAML: ${error.reason} (line ${(error.mark?.line ?? 0) + 1})`)
    }
    throw error
  }
}

const loadModule = async (file: string): Promise<unknown> => {
  try {
    const module = await importModule(pathToFileURL(file).href)
    return module.default ?? module
  } catch (error) {
    throw new ClaimcheckError('CONFIG', `cannot load: ${messageOf(error)}`)
  }
}

/** Every loader's error names the file it was reading. */
function explorer(cwd: string, stopDir: string, dataOnly = false) {
  const named =
    (read: (file: string, content: string) => unknown): Loader =>
    async (file, content) => {
      try {
        return await read(file, content)
      } catch (error) {
        throw configError(shownPath(cwd, file), isClaimcheckError(error) ? error.message : messageOf(error))
      }
    }
  const js = named((file) => loadModule(file))
  const yaml = named((_file, content) => loadYamlConfig(content))
  return lilconfig('claimcheck', {
    searchPlaces: dataOnly ? CONFIG_FILES.filter((name) => !isJavaScriptConfig(name)) : CONFIG_FILES,
    stopDir,
    cache: false,
    ignoreEmptySearchPlaces: false,
    loaders: {
      '.mjs': js,
      '.js': js,
      '.cjs': js,
      '.json': named((_file, content) => loadJson(content)),
      '.yaml': yaml,
      '.yml': yaml,
    },
  })
}

/** A config error that names the file: `claimcheck.config.json: 'timeout' must be …`. */
export function configError(shown: string, problem: string): ClaimcheckError {
  return new ClaimcheckError('CONFIG', `${shown}: ${problem}`)
}

/**
 * Finds and reads the config: `explicit` (from `--config`), else the first config file from `cwd`
 * up to `root` (only `cwd` when it lies outside the root); with `dataOnly`, the first JSON or YAML
 * one, so that no code runs. Undefined when there is none.
 */
export async function loadConfig(
  cwd: string,
  root: string,
  explicit?: string,
  dataOnly = false,
): Promise<LoadedConfig | undefined> {
  const found = explicit === undefined ? undefined : resolve(cwd, explicit)
  if (found !== undefined && !existsSync(found))
    throw new ClaimcheckError('USAGE', `config file not found: ${explicit}`)
  if (found !== undefined && !/\.(mjs|js|cjs|json|yaml|yml)$/.test(found)) {
    throw new ClaimcheckError('USAGE', `config file must end in .mjs, .js, .cjs, .json, .yaml or .yml: ${explicit}`)
  }
  const result =
    found !== undefined
      ? await explorer(cwd, cwd).load(found)
      : await explorer(cwd, isInside(cwd, root) ? root : cwd, dataOnly).search(cwd)
  if (!result) return undefined
  const file = result.filepath
  const raw: unknown = result.config
  const shown = shownPath(cwd, file)
  const validation = validateConfig(raw)
  if (!validation.ok) throw configError(shown, validation.problem)
  return { file, dir: dirname(file), shown, format: formatOf(file), config: validation.config }
}

function shownPath(cwd: string, file: string): string {
  return isInside(file, cwd) ? relative(cwd, file) : file
}

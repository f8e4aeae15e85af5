// Reading claimcheck.config.* (SPEC §9.1), once config/find.ts has found it. A config comes with the
// repository: it is read bounded, never waited on, and only from inside the folder searched (SPEC §10).
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { load as loadYaml, CORE_SCHEMA, YAMLException } from 'js-yaml'
import { ClaimcheckError, isClaimcheckError, messageOf, parseYamlData, YamlProblem } from '@claimcheck/core'
import { configError, configFile, isJavaScriptConfig } from './find.js'
import { validateConfig, type ValidConfig } from './schema.js'
import { readRegularFile } from '../files.js'
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

/** A config is a page of settings; anything larger is not one (and is never read whole). */
export const MAX_CONFIG_BYTES = 1024 * 1024

const formatOf = (file: string): ConfigFormat =>
  file.endsWith('.json') ? 'json' : file.endsWith('.yaml') || file.endsWith('.yml') ? 'yaml' : 'js'

/** A config is a page of settings: one nested deeper is refused before anything walks it. */
const MAX_CONFIG_DEPTH = 64

/** Whether `value` nests deeper than MAX_CONFIG_DEPTH, found without recursion. */
function tooDeep(value: unknown): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next
    if (item === null || typeof item !== 'object') continue
    if (depth >= MAX_CONFIG_DEPTH) return true
    for (const child of Object.values(item)) pending.push([child, depth + 1])
  }
  return false
}

const loadJson = (content: string): unknown => {
  // An empty file is no JSON document; validation names it ("not an empty file").
  if (content.trim() === '') return undefined
  let data: unknown
  try {
    data = JSON.parse(content)
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
  // Every later step (validation, what `trust` shows, the settings a checker gets) walks it.
  if (tooDeep(data)) throw new ClaimcheckError('CONFIG', `nests deeper than ${MAX_CONFIG_DEPTH} levels`)
  return data
}

// The frontmatter's YAML reader: no code, and an alias bomb refused by a bounded walk before
// anything (validation, `trust` showing a setting) expands it.
const loadYamlConfig = (content: string): unknown => {
  try {
    return parseYamlData(content) ?? {}
  } catch (error) {
    if (error instanceof YamlProblem) {
      throw new ClaimcheckError(
        'CONFIG',
        `not valid YAML: ${error.message}${error.line === undefined ? '' : ` (line ${error.line})`}`,
      )
    }
    throw error
  }
}

/** The text of a config file, read bounded: a FIFO, a device or a huge file is an error naming it. */
export function readConfigText(file: string, shown: string): string {
  let read
  try {
    read = readRegularFile(file, MAX_CONFIG_BYTES)
  } catch (error) {
    // The reader names the file by its full path; the config is named as the user sees it.
    throw configError(shown, messageOf(error).replace(`cannot read ${file}: `, 'cannot read: '))
  }
  if (read === undefined) throw configError(shown, 'cannot read: no such file')
  return read.text
}

/** What a data config holds, parsed; a JavaScript config is never passed here. */
export function parseConfigText(file: string, shown: string, text: string): unknown {
  try {
    return formatOf(file) === 'json' ? loadJson(text) : loadYamlConfig(text)
  } catch (error) {
    throw configError(shown, isClaimcheckError(error) ? error.message : messageOf(error))
  }
}

async function loadModule(file: string, shown: string): Promise<unknown> {
  // Node reads the module itself, unbounded: what it is and how large is checked first.
  readConfigText(file, shown)
  try {
    const module = await importModule(pathToFileURL(file).href)
    return module.default ?? module
  } catch (error) {
    throw configError(shown, `cannot load: ${messageOf(error)}`)
  }
}

/** A config error that names the file: `claimcheck.config.json: 'timeout' must be …`. */
/** The config as loaded from what a file holds: validated, named as the user sees it. */
export async function loadedConfig(
  file: string,
  shown: string,
  raw: unknown,
  format = formatOf(file),
): Promise<LoadedConfig> {
  const validation = await validateConfig(raw)
  if (!validation.ok) throw configError(shown, validation.problem)
  return { file, dir: dirname(file), shown, format, config: validation.config }
}

/** Reads a config file found by `configFile`; a JavaScript config is imported, which runs it. */
export async function readConfig({ file, shown }: { file: string; shown: string }): Promise<LoadedConfig> {
  const raw = isJavaScriptConfig(file)
    ? await loadModule(file, shown)
    : parseConfigText(file, shown, readConfigText(file, shown))
  return loadedConfig(file, shown, raw)
}

/** Finds and reads the config (see `configFile`). */
export async function loadConfig(cwd: string, root: string, explicit?: string): Promise<LoadedConfig | undefined> {
  const found = configFile(cwd, root, explicit)
  return found === undefined ? undefined : readConfig(found)
}

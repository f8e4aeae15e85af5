// What a user-scope run takes from the folder it opened (SPEC §10, "a folder opened is data, never
// code"). The plugin's hooks and `hook install --scope user` run in every folder Claude Code opens,
// a repository cloned a minute ago included: there, no JavaScript of the folder runs (no config,
// no checker, nothing either imports), the first-party kinds are served by this CLI's own copies,
// and what would widen trust (`allowOutside`, `include`, the settings a config gives a checker:
// a checker's `allow`, `env`, `allowPrivate` among them) is used only once the user approved the
// config, as it is, with `claimcheck trust`. An approved JavaScript config is never run here
// either: `trust` runs it once, at the user's terminal, and keeps the settings it produced in the
// approval, bound to the config's content. So a module the config imports can change afterwards
// and still nothing runs.
import { realpathSync } from 'node:fs'
import { SHIPPED_NAMES } from '../shipped-checkers.js'
import { configFile, isJavaScriptConfig } from '../config/find.js'
import { loadedConfig, parseConfigText, readConfigText, type LoadedConfig } from '../config/load.js'
import type { ValidConfig } from '../config/schema.js'
import { checkerId, type CheckerEntry } from '@claimcheck/core'
import { visible } from '../visible-text.js'
import type { Environment } from '../environment.js'
import { configKey, readTrustStore, refusedStoreWarning, trustStore, type Approval } from './store.js'
import { findCheckerPackage, type CheckerPackage } from './checker-packages.js'
import { changedSinceApproval, isCheckerApproval } from './checker-approval.js'
import { checkerStore, keptCopy } from './checker-store.js'

/** The config a user-scope run uses, and what it left out. */
export interface FolderConfig {
  config: LoadedConfig | undefined
  /** What was left out, a sentence each (see `noteOf`). */
  sentences: string[]
  /** Whether checkers the folder names were left out: a kind with no checker is then not a finding. */
  checkersLeftOut: boolean
  /** The config that approval would cover, when something of it waits for one. */
  awaiting?: AwaitingApproval
  /** The config in use, when no one approved it: what it enables is used as data only. */
  unapproved?: Omit<AwaitingApproval, 'widening' | 'javascript'>
  /** Checkers of the folder's own the user approved: name as the config gives it → the file of their approved copy to load. */
  approvedCheckers: ReadonlyMap<string, string>
  /** Checkers of the folder's own waiting for an approval (`claimcheck trust` asks about each). */
  awaitingCheckers: CheckerPackage[]
}

/** A config with something in it that a user-scope run uses only once it is approved. */
export interface AwaitingApproval {
  file: string
  shown: string
  /** The approval's key: the config's real path and content. */
  key: string
  javascript: boolean
  /** What approving it would let a user-scope run use, one line each, as it would be used. */
  widening: string[]
}

/**
 * The approvals of the user's store; a damaged store approves nothing (`claimcheck trust` names it),
 * nor one another user could write (`refused`: the sentence that says so).
 */
function approvals(env: Environment): { known: Map<string, Approval>; refused?: string } {
  try {
    const store = readTrustStore(trustStore(env))
    const known = new Map(store.approvals.map((approval) => [approval.key, approval]))
    if (store.refused === undefined) return { known }
    return { known, refused: `claimcheck is ${refusedStoreWarning({ ...store, refused: store.refused })}` }
  } catch {
    return { known: new Map() }
  }
}

/** Whether a checker name is served by this CLI's own copy, or by the folder's own code the user approved. */
type Kept = (name: unknown) => boolean
const isOwnCopy: Kept = (name) => typeof name === 'string' && SHIPPED_NAMES.has(name)

const nameOf = (spec: unknown) => (Array.isArray(spec) ? spec[0] : spec)

/**
 * What of a config would widen what runs, what is read or what is asked of the network: `field`
 * as the note names it, `line` as `trust` shows it (`checkers[1] (claimcheck-checker-x) settings: {"allow":["test -f *"]}`).
 */
function wideningOf(config: ValidConfig): Array<{ field: string; line: string }> {
  const found: Array<{ field: string; line: string }> = []
  const list = (field: string, values: readonly string[] | undefined) => {
    if (values !== undefined && values.length > 0)
      found.push({ field, line: `${field}: ${values.map(visible).join(', ')}` })
  }
  list('allowOutside', config.allowOutside)
  // Claude Code reads only the memory dir's own files; `include` reaches further down, and a
  // memory dir a project's settings moved above the repository would reach the repository's files.
  list('include', config.include)
  for (const [kind, given] of Object.entries(config.sections ?? {}))
    for (const [setting, value] of Object.entries(given))
      found.push({ field: `${kind}.${setting}`, line: `${kind}.${setting}: ${visible(JSON.stringify(value))}` })
  // Every checker's, loaded here or not yet: approving the config approves them, so each is shown
  // now, before a checker of the folder's own approved later takes them unseen.
  config.checkers?.forEach((spec, i) => {
    if (Array.isArray(spec) && spec.length === 2)
      found.push({
        field: `the settings of ${String(spec[0])}`,
        line: `checkers[${i}] (${String(spec[0])}) settings: ${visible(JSON.stringify(spec[1]))}`,
      })
  })
  return found
}

/**
 * The config without what needs an approval, and without checkers that are the folder's code
 * (`code`, as the config names them); `dropped` when any checker it lists was left out.
 */
function limited(
  config: ValidConfig,
  approved: boolean,
  isKept: Kept,
): { config: ValidConfig; code: string[]; dropped: boolean } {
  const code: string[] = []
  const checkers = config.checkers?.flatMap((spec) => {
    const name = nameOf(spec)
    if (!isKept(name)) {
      code.push(typeof name === 'string' ? visible(name) : 'a checker object')
      return []
    }
    return [approved || !Array.isArray(spec) ? spec : name]
  })
  const kept = new Set<unknown>(checkers?.map(nameOf) ?? SHIPPED_NAMES)
  const requires =
    config.requires && Object.fromEntries(Object.entries(config.requires).filter(([name]) => kept.has(name)))
  const base: ValidConfig = { ...config, checkers, requires }
  if (checkers === undefined) delete base.checkers
  if (requires === undefined) delete base.requires
  const dropped = (config.checkers?.length ?? 0) > (checkers?.length ?? 0)
  if (approved) return { config: base, code, dropped }
  const { allowOutside: _outside, include: _include, sections: _sections, ...rest } = base
  return { config: rest, code, dropped }
}

/**
 * The folder's config as a user-scope run may use it. Nothing of the folder is imported: a
 * JavaScript config is used only through the settings `claimcheck trust` kept when the user
 * approved it; a JSON or YAML one is read as data, its widening settings only once approved.
 */
export async function folderConfig(cwd: string, root: string, env: Environment): Promise<FolderConfig> {
  const found = configFile(cwd, root)
  if (found === undefined)
    return {
      config: undefined,
      sentences: [],
      checkersLeftOut: false,
      approvedCheckers: new Map(),
      awaitingCheckers: [],
    }
  const { known, refused } = approvals(env)
  const text = readConfigText(found.file, found.shown)
  const key = configKey(realpathSync.native(found.file), text)
  const sentences: string[] = refused === undefined ? [] : [refused]
  let config: LoadedConfig | undefined
  let approved = false
  let awaiting: AwaitingApproval | undefined
  let unapproved: FolderConfig['unapproved']
  if (isJavaScriptConfig(found.file)) {
    const data = known.get(key)?.data
    if (data !== undefined) {
      config = await loadedConfig(found.file, found.shown, data, 'js')
      approved = true
    } else {
      awaiting = { ...found, key, javascript: true, widening: [] }
      sentences.push(
        `claimcheck did not load ${visible(found.shown)}: a JavaScript config runs as code, and no one approved this one. Memories were checked with the default checkers and any JSON or YAML config`,
      )
      const fallback = configFile(cwd, root, undefined, true)
      if (fallback !== undefined) {
        const fallbackText = readConfigText(fallback.file, fallback.shown)
        config = await loadedConfig(
          fallback.file,
          fallback.shown,
          parseConfigText(fallback.file, fallback.shown, fallbackText),
        )
        const fallbackKey = configKey(realpathSync.native(fallback.file), fallbackText)
        approved = known.has(fallbackKey)
        if (!approved) unapproved = { ...fallback, key: fallbackKey }
      }
    }
  } else {
    config = await loadedConfig(found.file, found.shown, parseConfigText(found.file, found.shown, text))
    approved = known.has(key)
    if (!approved) unapproved = { ...found, key }
  }
  const none = { approvedCheckers: new Map<string, string>(), awaitingCheckers: [] }
  if (config === undefined) return { config, sentences, awaiting, checkersLeftOut: true, ...none }
  const { approvedCheckers, awaitingCheckers, said } = await folderCheckers(config, root, known, checkerStore(env))
  sentences.push(...said)
  const isKept: Kept = (name) => isOwnCopy(name) || (typeof name === 'string' && approvedCheckers.has(name))
  if (!isJavaScriptConfig(found.file)) {
    const widening = wideningOf(config.config)
    if (!approved && widening.length > 0) {
      awaiting = { ...found, key, javascript: false, widening: widening.map(({ line }) => line) }
      const fields = [...new Set(widening.map(({ field }) => field))]
      sentences.push(
        `claimcheck did not use ${fields.join(', ')} from ${visible(found.shown)}: ${fields.length === 1 ? 'it widens' : 'they widen'} what claimcheck runs or reads, and no one approved this config`,
      )
    }
  }
  const { config: used, code, dropped } = limited(config.config, approved, isKept)
  if (code.length > 0) {
    sentences.push(
      `claimcheck did not load the checker${code.length === 1 ? '' : 's'} ${code.join(', ')} named in ${visible(config.shown)}: a hook that runs in every folder opened runs the folder's own code only once you approved it, so memories of ${code.length === 1 ? 'its kind' : 'their kinds'} were not verified here. The project's own hook runs them ('claimcheck hook install' in the project)`,
    )
  }
  return {
    config: { ...config, config: used },
    sentences,
    awaiting,
    unapproved,
    approvedCheckers,
    awaitingCheckers,
    checkersLeftOut: dropped || awaiting?.javascript === true,
  }
}

/**
 * The checkers of the folder's own that its config names: those the user approved, loaded from
 * the copy `trust` kept of them (never from the folder), and those waiting for an approval: not
 * approved, their copy gone or changed, or changed in the folder since (`said`: a sentence each).
 */
async function folderCheckers(
  config: LoadedConfig,
  root: string,
  known: ReadonlyMap<string, Approval>,
  store: string,
): Promise<Pick<FolderConfig, 'approvedCheckers' | 'awaitingCheckers'> & { said: string[] }> {
  const approvedCheckers = new Map<string, string>()
  const awaitingCheckers: CheckerPackage[] = []
  const said: string[] = []
  for (const spec of config.config.checkers ?? []) {
    const name = nameOf(spec)
    if (typeof name !== 'string' || isOwnCopy(name) || approvedCheckers.has(name)) continue
    const found = await findCheckerPackage(name, config.dir, root)
    if (found === undefined) continue
    const approval = known.get(found.key)?.data
    if (!isCheckerApproval(approval)) {
      awaitingCheckers.push(found)
      continue
    }
    const copy = keptCopy(store, approval.copy)
    if ('problem' in copy) {
      awaitingCheckers.push(found)
      said.push(`claimcheck did not use the approved copy of ${visible(name)}: ${visible(copy.problem)}`)
      continue
    }
    approvedCheckers.set(name, copy.entry)
    if (changedSinceApproval(found, approval)) {
      awaitingCheckers.push(found)
      said.push(
        `claimcheck ran the copy of ${visible(name)} you approved: it changed in this folder since, and the change does not run until you approve it`,
      )
    }
  }
  return { approvedCheckers, awaitingCheckers, said }
}

/**
 * Leaves out the checkers of the network lane a config no one approved enables: a folder merely
 * opened must not make requests to the URLs it names (a beacon). Their kinds are then not judged.
 */
export function withoutNetwork(
  folder: FolderConfig,
  entries: CheckerEntry[],
): { folder: FolderConfig; entries: CheckerEntry[] } {
  const { unapproved } = folder
  const network = entries.filter((entry) => entry.checker.resource === 'network')
  if (unapproved === undefined || network.length === 0) return { folder, entries }
  const names = network.map((entry) => visible(checkerId(entry.checker)))
  const awaiting = folder.awaiting ?? { ...unapproved, javascript: false, widening: [] }
  return {
    entries: entries.filter((entry) => !network.includes(entry)),
    folder: {
      ...folder,
      checkersLeftOut: true,
      awaiting: {
        ...awaiting,
        widening: [...awaiting.widening, ...names.map((name) => `${name}: requests to the URLs memories name`)],
      },
      sentences: [
        ...folder.sentences,
        `claimcheck did not load ${names.join(', ')} from ${visible(unapproved.shown)}: a hook that runs in every folder opened makes no request for a config no one approved`,
      ],
    },
  }
}

/** One line: what a user-scope run left out, and the command that approves what can be approved. */
export function noteOf(folder: FolderConfig): string | undefined {
  if (folder.sentences.length === 0) return undefined
  const approve =
    folder.awaiting || folder.awaitingCheckers.length > 0
      ? ` To approve it as it is now, run 'claimcheck trust' in this folder.`
      : ''
  return `${folder.sentences.join('. ')}.${approve}`
}

// Claude Code 2.1.332 settings: adding and removing claimcheck's own hook entries and nothing else
// (SPEC §8.3). Edits are made on the text, so every byte outside them stays as it was.
import * as jsonc from 'jsonc-parser'

export type HookEventName = 'SessionStart' | 'PostToolUse' | 'PreToolUse'

export interface HookEntry {
  event: HookEventName
  /** The matcher group it goes in (a pattern of tool names), none for session start. */
  matcher?: string
}

/** The hooks `--events` names: one claimcheck hook an event, so the two PostToolUse ones share a group. */
export const HOOK_EVENTS: Record<string, HookEntry> = {
  'session-start': { event: 'SessionStart' },
  'post-read': { event: 'PostToolUse', matcher: 'Read' },
  'post-write': { event: 'PostToolUse', matcher: 'Write|Edit|MultiEdit' },
}

/** The gate `--require` adds (SPEC §8.6): a Write that creates a topic file with no check is denied. */
export const REQUIRE_ENTRY: HookEntry = { event: 'PreToolUse', matcher: 'Write' }

/** Entries of one event joined into one, their matchers into one pattern. */
export function joinEntries(entries: readonly HookEntry[]): HookEntry[] {
  const byEvent = new Map<HookEventName, HookEntry>()
  for (const entry of entries) {
    const seen = byEvent.get(entry.event)
    const matchers = [seen?.matcher, entry.matcher].filter((m): m is string => m !== undefined)
    byEvent.set(
      entry.event,
      matchers.length === 0
        ? { event: entry.event }
        : { event: entry.event, matcher: [...new Set(matchers.join('|').split('|'))].join('|') },
    )
  }
  return [...byEvent.values()]
}

/** The arguments a claimcheck hook command ends with, the flags below aside: how its own entries are recognised. */
export const HOOK_ARGUMENTS = 'context --format claude-hook'

/** What the read hook adds to withhold a stale topic file's body (SPEC §8.4). */
export const WITHHOLD_ARGUMENT = '--withhold'

/** What a user-scope hook adds: it runs in any folder opened, where a JavaScript config is unvetted code. */
export const USER_SCOPE_ARGUMENT = '--user-scope'

/** What the gate's command adds (SPEC §8.6). */
export const REQUIRE_ARGUMENT = '--require'

const HOOK_FLAGS = new Set([WITHHOLD_ARGUMENT, USER_SCOPE_ARGUMENT, REQUIRE_ARGUMENT])

export const isOwnCommand = (command: unknown) => {
  if (typeof command !== 'string') return false
  const at = command.lastIndexOf(HOOK_ARGUMENTS)
  if (at === -1) return false
  const after = command.slice(at + HOOK_ARGUMENTS.length).trim()
  return after === '' || after.split(/\s+/).every((flag) => HOOK_FLAGS.has(flag))
}

type Json = Record<string, unknown>

interface Group {
  matcher?: string
  hooks?: Array<Json>
}

/** Settings whose `hooks` are not shaped as Claude Code reads them: refused, the file untouched. */
export class SettingsShapeError extends Error {}

function hooksOf(settings: Json): Json | undefined {
  const hooks = settings.hooks
  if (hooks === undefined) return undefined
  if (hooks === null || typeof hooks !== 'object' || Array.isArray(hooks))
    throw new SettingsShapeError("'hooks' is not a mapping")
  return hooks as Json
}

function groupsOf(settings: Json, event: string): Group[] {
  const groups = hooksOf(settings)?.[event]
  if (groups === undefined) return []
  if (!Array.isArray(groups)) throw new SettingsShapeError(`'hooks.${event}' is not a list`)
  return groups as Group[]
}

const hooksIn = (group: Group | undefined) => (Array.isArray(group?.hooks) ? group.hooks : [])

/** Every claimcheck hook command in the settings, with its event. */
export function ownHooks(settings: Json): Array<{ event: string; command: string }> {
  return Object.keys(hooksOf(settings) ?? {}).flatMap((event) =>
    groupsOf(settings, event).flatMap((group) =>
      hooksIn(group)
        .filter((hook) => isOwnCommand(hook?.command))
        .map((hook) => ({ event, command: hook.command as string })),
    ),
  )
}

/** How a settings file is laid out, so edits match it. */
function formatting(text: string): jsonc.FormattingOptions {
  const indent = text.match(/^[ \t]+(?=")/m)?.[0] ?? '  '
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  }
}

function edit(text: string, path: jsonc.JSONPath, value: unknown, arrayInsertion = false): string {
  const edits = jsonc.modify(text, path, value, {
    formattingOptions: formatting(text),
    isArrayInsertion: arrayInsertion,
  })
  return jsonc.applyEdits(text, edits)
}

const parse = (text: string) => JSON.parse(text) as Json

/** Removes claimcheck's hooks of `events`, and the groups, lists and `hooks` mapping that this alone emptied. */
export function removeOwnHooks(text: string, events: readonly HookEventName[]): { text: string; removed: number } {
  let removed = 0
  for (const event of events) {
    const groups = groupsOf(parse(text), event)
    if (!groups.some((group) => hooksIn(group).some((hook) => isOwnCommand(hook?.command)))) continue
    // From the end backwards, so the positions still to edit do not move.
    for (let g = groups.length - 1; g >= 0; g--) {
      const hooks = hooksIn(groups[g])
      const own = hooks.flatMap((hook, h) => (isOwnCommand(hook?.command) ? [h] : []))
      if (own.length === 0) continue
      removed += own.length
      if (own.length === hooks.length) text = edit(text, ['hooks', event, g], undefined)
      else for (const h of own.reverse()) text = edit(text, ['hooks', event, g, 'hooks', h], undefined)
    }
    if (groupsOf(parse(text), event).length === 0) text = edit(text, ['hooks', event], undefined)
  }
  if (removed > 0 && Object.keys(hooksOf(parse(text)) ?? { kept: true }).length === 0)
    text = edit(text, ['hooks'], undefined)
  return { text, removed }
}

/** Whether the event holds exactly one claimcheck hook: this command, in a group with this matcher. */
function hasExactly(settings: Json, { event, matcher }: HookEntry, command: string): boolean {
  const own = groupsOf(settings, event).flatMap((group) =>
    hooksIn(group)
      .filter((hook) => isOwnCommand(hook?.command))
      .map((hook) => ({ group, hook })),
  )
  return own.length === 1 && own[0]?.hook.command === command && own[0].group.matcher === matcher
}

/**
 * Adds one claimcheck hook per event, replacing any earlier claimcheck hook there; an event that
 * already holds exactly this hook is left as it is, so a second install changes nothing.
 */
export function addOwnHooks(
  text: string,
  entries: readonly HookEntry[],
  commandFor: (entry: HookEntry) => string,
): string {
  for (const entry of entries) {
    const command = commandFor(entry)
    if (hasExactly(parse(text), entry, command)) continue
    text = removeOwnHooks(text, [entry.event]).text
    const group = {
      ...(entry.matcher === undefined ? {} : { matcher: entry.matcher }),
      hooks: [{ type: 'command', command }],
    }
    const exists = hooksOf(parse(text))?.[entry.event] !== undefined
    text = exists ? edit(text, ['hooks', entry.event, -1], group, true) : edit(text, ['hooks', entry.event], [group])
  }
  return text
}

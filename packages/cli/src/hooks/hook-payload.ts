// What Claude Code 2.1.332 passes a command hook on stdin (SPEC §8.2, §8.4, §8.6): only the fields
// claimcheck reads, each taken when it has the type Claude Code gives it.

/** What Claude Code passes to a hook on stdin; only the fields claimcheck reads. */
export interface HookPayload {
  hookEventName?: string
  cwd?: string
  toolName?: string
  filePath?: string
  /** What a Write is about to write (PreToolUse). */
  content?: string
}

export function parseHookPayload(text: string): HookPayload {
  if (text.trim() === '') return {}
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return {}
  }
  if (data === null || typeof data !== 'object') return {}
  const record = data as Record<string, unknown>
  const input = record.tool_input as Record<string, unknown> | undefined
  const text_ = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
  return {
    hookEventName: text_(record.hook_event_name),
    cwd: text_(record.cwd),
    toolName: text_(record.tool_name),
    filePath: text_(input?.file_path),
    content: typeof input?.content === 'string' ? input.content : undefined,
  }
}

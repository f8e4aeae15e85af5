// The command line a Claude Code hook runs (SPEC §8.3, §8.5). Claude Code runs it with a POSIX
// shell at every session start and after every matched tool call, so it never fails the session:
// without Node.js or without claimcheck it exits 0, and at session start it says why once, to the
// user (`systemMessage`) and to the agent (the memory is unverified).
import { HOOK_ARGUMENTS, type HookEventName } from './settings-hooks.js'

/** How a hook finds claimcheck: a program to run, a shell test that it is there, and why it would not be. */
export interface Launcher {
  program: string
  present: string
  missing: string
}

/** The project's own install: what a teammate gets after `npm install`. */
export const PROJECT_LAUNCHER: Launcher = {
  program: '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/claimcheck',
  present: '[ -x "$CLAUDE_PROJECT_DIR/node_modules/.bin/claimcheck" ]',
  missing: 'claimcheck is not installed in this project (run npm install)',
}

/** The claimcheck on PATH (a global install): no project's folder, so deleting one breaks nothing. */
export const PATH_LAUNCHER: Launcher = {
  program: 'claimcheck',
  present: 'command -v claimcheck >/dev/null 2>&1',
  // Until the packages are published, what works is the clone's committed bin (the README's Install).
  missing:
    'claimcheck is not on PATH (link claude-plugin/bin/claimcheck of a claimcheck clone onto PATH, as Install in the claimcheck README shows)',
}

/** The Claude Code plugin's self-contained bundle. */
export const PLUGIN_LAUNCHER: Launcher = {
  program: 'node "${CLAUDE_PLUGIN_ROOT}/dist/bin.cjs"',
  present: '[ -f "${CLAUDE_PLUGIN_ROOT}/dist/bin.cjs" ]',
  missing: 'the claimcheck plugin is missing dist/bin.cjs (reinstall the plugin)',
}

const NODE_PRESENT = 'command -v node >/dev/null 2>&1'
const NODE_MISSING = 'Node.js is not on PATH (claimcheck needs Node.js 20.19 or newer)'

/** The shell words that print the session-start answer for a claimcheck that cannot run. */
function explain(why: string): string {
  const answer = {
    systemMessage: `claimcheck did not verify memory: ${why}`,
    hookSpecificOutput: {
      hookEventName: 'SessionStart',
      additionalContext: `claimcheck could not verify the memories: ${why}. Treat every memory as unverified: its content may be out of date.`,
    },
  }
  // Single quotes hold the JSON for the shell, so the reasons above have none.
  if (why.includes("'")) throw new Error(`a hook's reason cannot hold a single quote: ${why}`)
  return `printf '%s\\n' '${JSON.stringify(answer)}'`
}

/**
 * `context --format claude-hook` run through `launcher`, guarded: it ends with the claimcheck
 * arguments, so flags appended to it reach claimcheck and the entry stays recognisable as its own.
 */
export function hookCommandLine(launcher: Launcher, event: HookEventName): string {
  const run = `${launcher.program} ${HOOK_ARGUMENTS}`
  if (event !== 'SessionStart') return `${NODE_PRESENT} && ${launcher.present} || exit 0; ${run}`
  return [
    `${NODE_PRESENT} || { ${explain(NODE_MISSING)}; exit 0; }`,
    `${launcher.present} || { ${explain(launcher.missing)}; exit 0; }`,
    run,
  ].join('; ')
}

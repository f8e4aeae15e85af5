// `claimcheck trust [MEMORY_DIR]`: a person at a terminal approves, one by one, the commands the
// memory files would run and a JavaScript config a user-scope hook would load (SPEC §5.5, §6.6).
import { readFileSync, realpathSync } from 'node:fs'
import { relative } from 'node:path'
import type { ParseArgsConfig } from 'node:util'
import {
  ClaimcheckError,
  createRegistry,
  listMemoryFiles,
  programLine,
  shownPath,
  UNTRUSTED,
  verifyMemoryFiles,
  type GatedCheck,
} from '@claimcheck/core'
import { parseCommand } from '../args.js'
import { isJavaScriptConfig, firstConfigFile } from '../config/find.js'
import type { Io } from '../io.js'
import { resolveRoot } from '../locate.js'
import { configApproved, setupRun, trustStore } from '../run-setup.js'
import { approvalKey } from '../trust/gate.js'
import { holdsControl, visibleText } from '../visible-text.js'
import { configKey, readTrustStore, writeTrustStore, type Approval, type TrustStore } from '../trust/store.js'

export const TRUST_HELP = `Usage: claimcheck trust [MEMORY_DIR] [options]

Asks, one by one, whether each command the memory files would run may run, and keeps your answers
in your own store ($XDG_STATE_HOME/claimcheck/trust.json, else ~/.local/state/claimcheck/trust.json),
bound to this project, the memory file and the command with its options: any change needs a new
approval. Commands the config's command.allow lists need none. A JavaScript config is asked about
too: a user-scope hook loads one only once it is approved, as it is now.

Needs a terminal; never approves anything in CI.

Options:
  --list       list the approvals for this project
  --revoke     remove every approval for this project
  --root DIR, --config FILE, --help
`

const OPTIONS = {
  list: { type: 'boolean' },
  revoke: { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>

const YES = /^(y|yes)$/i

export async function trustCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, OPTIONS)
  if (values.help) {
    io.stdout(TRUST_HELP)
    return 0
  }
  if (positionals.length > 1)
    throw new ClaimcheckError('USAGE', `trust takes one MEMORY_DIR, got: ${positionals.join(' ')}`)
  if (values.list && values.revoke) throw new ClaimcheckError('USAGE', '--list and --revoke do not go together')
  const root = realpathSync.native(resolveRoot(values.root, io))
  const store = readTrustStore(trustStore(io))
  const ours = store.approvals.filter((approval) => approval.root === root)
  if (values.list) {
    if (ours.length === 0) io.stdout(`no approvals for ${visibleText(root)}\n`)
    for (const approval of ours) io.stdout(`${visibleText(approval.approvedAt.slice(0, 10))}  ${visibleText(approval.what)}\n`)
    return 0
  }
  if (values.revoke) {
    await writeTrustStore({ ...store, approvals: store.approvals.filter((approval) => approval.root !== root) })
    io.stdout(`revoked ${ours.length} ${ours.length === 1 ? 'approval' : 'approvals'} for ${visibleText(root)}\n`)
    return 0
  }
  // Nothing is approved where no one can be asked (SPEC §5.5).
  if ((io.env.CI ?? '') !== '') {
    throw new ClaimcheckError('USAGE', 'trust never approves anything in CI (CI is set); nothing was approved')
  }
  if (!io.stdinIsTTY || !io.stdoutIsTTY) {
    throw new ClaimcheckError('USAGE', 'trust asks at a terminal, and this is not one; nothing was approved')
  }
  return approve({ root: values.root, config: values.config }, positionals[0], root, store, io)
}

/** Asks about a JavaScript config, then about each command not yet allowed or approved. */
async function approve(
  flags: { root?: string; config?: string },
  memoryDirArgument: string | undefined,
  root: string,
  store: TrustStore,
  io: Io,
): Promise<number> {
  const given: Approval[] = []
  const add = (key: string, what: string, where = root) =>
    given.push({ key, root: where, what, approvedAt: new Date().toISOString() })

  // The config is asked about before it is loaded: loading a JavaScript config runs it.
  const first = flags.config === undefined ? firstConfigFile(io.cwd, root) : undefined
  let configAllowed = true
  if (first !== undefined && isJavaScriptConfig(first) && !configApproved(first, io)) {
    const shown = visibleText(relative(io.cwd, first) || first)
    io.stdout(`${shown} is JavaScript: loading it runs it. A user-scope hook loads it only once approved.\n`)
    configAllowed = YES.test((await io.ask(`Approve ${shown} as it is now? [y/N] `)) ?? '')
    if (configAllowed) add(configKey(realpathSync.native(first), readFileSync(first, 'utf8')), `config ${shown}`)
  }

  // Every check that starts programs, found by a run in which none of them runs.
  const setup = await setupRun({ ...flags, userScope: !configAllowed }, memoryDirArgument, io)
  // Approvals are bound to the root the runs use (a config may name it).
  const runRoot = realpathSync.native(setup.root)
  const asked: GatedCheck[] = []
  const programs = setup.entries.filter((entry) => entry.checker.resource === 'process')
  await verifyMemoryFiles(await listMemoryFiles(setup.memoryDir, setup.include), {
    root: setup.root,
    memoryDir: setup.memoryDir,
    registry: createRegistry(programs),
    allow: setup.allow,
    trust: (check) => {
      asked.push(check)
      return UNTRUSTED
    },
  })
  const seen = new Set<string>()
  let waiting = 0
  for (const check of asked) {
    const key = approvalKey(runRoot, check)
    if (seen.has(key) || setup.trust(check) === undefined) continue
    seen.add(key)
    waiting++
    const what = describe(check, runRoot)
    io.stdout(`\n${what.file} would run:\n  ${what.command}\n  ${what.cwd}\n`)
    if (what.controls) {
      io.stdout('  not approved: it holds control characters (shown escaped); such a command is never approved\n')
      continue
    }
    const answer = await io.ask('Run it when claimcheck checks this memory? [y/N] ')
    if (answer === undefined) break
    if (YES.test(answer)) add(key, `${what.file}: ${what.command} (${what.cwd})`, runRoot)
  }
  if (given.length > 0) await writeTrustStore({ ...store, approvals: [...store.approvals, ...given] })
  const commands = given.filter((approval) => !approval.what.startsWith('config ')).length
  io.stdout(
    waiting === 0 && commands === 0
      ? `\nno command waits for approval in ${visibleText(setup.memoryDir)}\n`
      : `\napproved ${commands} of ${waiting} ${waiting === 1 ? 'command' : 'commands'}\n`,
  )
  return 0
}

/**
 * A check as the person approving it sees it: the file, what it will run (as its checker describes
 * it) and where, every string with its control characters made visible.
 */
function describe(check: GatedCheck, root: string): { file: string; command: string; cwd: string; controls: boolean } {
  const { program } = check
  const argv = typeof program.command === 'string' ? '' : ' (argv, no shell)'
  const strings = [check.memoryFile, ...(typeof program.command === 'string' ? [program.command] : program.command)]
  if (program.cwd !== undefined) strings.push(program.cwd)
  return {
    file: visibleText(shownPath(check.memoryFile, root)),
    command: `${visibleText(programLine(program))}${argv}`,
    // Where it runs is part of what is approved (SPEC §6.6): said even when it is the root.
    cwd: `cwd: ${program.cwd === undefined ? '. (the root)' : visibleText(program.cwd)}`,
    controls: strings.some(holdsControl),
  }
}

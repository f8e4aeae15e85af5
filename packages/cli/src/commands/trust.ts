// `claimcheck trust [MEMORY_DIR]`: a person at a terminal approves, one by one, the commands the
// memory files would run and a JavaScript config a user-scope hook would load (SPEC §5.5, §6.6).
import { lstatSync, realpathSync } from 'node:fs'
import type { ParseArgsConfig } from 'node:util'
import {
  ClaimcheckError,
  messageOf,
  createRegistry,
  listMemoryFiles,
  programLine,
  shownPath,
  untrusted,
  verifyMemoryFiles,
  type GatedCheck,
} from '@claimcheck/core'
import { parseCommand } from '../args.js'
import type { ValidConfig } from '../config/schema.js'
import { holdsControls, visible } from '../visible-text.js'
import type { Io } from '../io.js'
import { resolveRoot } from '../locate.js'
import { setupCheckers, setupRun } from '../run-setup.js'
import type { AwaitingApproval } from '../trust/folder-policy.js'
import type { CheckerPackage } from '../trust/checker-packages.js'
import { isCheckerApproval, ownMarks, type CheckerApproval } from '../trust/checker-approval.js'
import { checkerCopy, type CheckerCopy } from '../trust/checker-copy.js'
import { checkerStore, keepCheckerCopy, pruneCheckerCopies } from '../trust/checker-store.js'
import { approvalKey } from '../trust/gate.js'
import {
  configKey,
  readTrustStore,
  refusedStoreWarning,
  trustStore,
  writeTrustStore,
  type Approval,
  type TrustStore,
} from '../trust/store.js'

export const TRUST_HELP = `Usage: claimcheck trust [MEMORY_DIR] [options]

Asks, one by one, whether each command the memory files would run may run, and keeps your answers
in your own store ($XDG_STATE_HOME/claimcheck/trust.json, else ~/.local/state/claimcheck/trust.json),
bound to this project, the memory file and the command with its options: any change needs a new
approval. Commands the allow setting of their checker lists need none. The config is asked about
first when it holds what a hook installed for every folder uses only once approved (checker
settings, allowOutside, include, a checker of the network lane, or JavaScript), as it is now.
A checker the config names from this folder (a path, or a package in its node_modules) is asked
about before that: approved, a copy of what it loads is kept in your store (beside trust.json, in
checkers/), and a hook installed for every folder loads that copy, never the folder's files.
Nothing of the folder is loaded before you answer.

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
  if (store.refused !== undefined)
    throw new ClaimcheckError('USAGE', refusedStoreWarning({ ...store, refused: store.refused }))
  const ours = store.approvals.filter((approval) => approval.root === root)
  if (values.list) {
    if (ours.length === 0) io.stdout(`no approvals for ${visible(root)}\n`)
    for (const approval of ours) io.stdout(`${visible(approval.approvedAt.slice(0, 10))}  ${visible(approval.what)}\n`)
    return 0
  }
  if (values.revoke) {
    const kept = store.approvals.filter((approval) => approval.root !== root)
    await writeTrustStore({ ...store, approvals: kept })
    pruneCopies(kept, io)
    io.stdout(`revoked ${ours.length} ${ours.length === 1 ? 'approval' : 'approvals'} for ${visible(root)}\n`)
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

/** Asks about the folder's config when part of it waits for approval, then about each command not yet allowed or approved. */
async function approve(
  flags: { root?: string; config?: string },
  memoryDirArgument: string | undefined,
  root: string,
  store: TrustStore,
  io: Io,
): Promise<number> {
  const given: Approval[] = []
  const add = (approval: Omit<Approval, 'approvedAt'>) =>
    given.push({ ...approval, approvedAt: new Date().toISOString() })

  // Nothing of the folder is loaded before the user says yes: the config is read as data, and
  // only this CLI's own checkers are loaded, to see which of them it enables.
  if (flags.config === undefined) {
    const declined = new Set<string>()
    // The checkers that are the folder's own code, found as a user-scope run finds them now: asked
    // about before the config, whose settings for them then wait for its approval too.
    const askAboutCheckers = async () => {
      const { folder } = await setupCheckers({ ...flags, userScope: true }, io)
      for (const pkg of folder?.awaitingCheckers ?? []) {
        if (declined.has(pkg.key)) continue
        const approval = await askAboutChecker(pkg, folder!.config!.shown, root, io)
        if (approval === undefined) {
          declined.add(pkg.key)
          continue
        }
        store = { ...store, approvals: [...store.approvals.filter((kept) => kept.key !== approval.key), approval] }
        await writeTrustStore(store)
        pruneCopies(store.approvals, io)
      }
    }
    await askAboutCheckers()
    const awaiting = (await setupCheckers({ ...flags, userScope: true }, io)).folder?.awaiting
    if (awaiting !== undefined) {
      const config = await askAboutConfig(awaiting, flags, io)
      if (config !== undefined) {
        add({ ...config, root })
        // Kept at once: the commands below are then found as a user-scope run will find them.
        store = { ...store, approvals: [...store.approvals, ...given.splice(0)] }
        await writeTrustStore(store)
        // A JavaScript config approved just now may name checkers of the folder's own.
        if (awaiting.javascript) await askAboutCheckers()
      }
    }
  }

  // Every check that starts programs, found as a user-scope hook finds them, by a run in which none of them runs.
  const setup = await setupRun({ ...flags, userScope: true }, memoryDirArgument, io)
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
      return untrusted(check.kind)
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
    if (YES.test(answer)) add({ key, root: runRoot, what: `${what.file}: ${what.command} (${what.cwd})` })
  }
  if (given.length > 0) await writeTrustStore({ ...store, approvals: [...store.approvals, ...given] })
  io.stdout(
    waiting === 0 && given.length === 0
      ? `\nno command waits for approval in ${visible(setup.memoryDir)}\n`
      : `\napproved ${given.length} of ${waiting} ${waiting === 1 ? 'command' : 'commands'}\n`,
  )
  return 0
}

/** Removes the checker copies no approval keeps any more (an approval replaced or revoked). */
function pruneCopies(approvals: readonly Approval[], io: Io): void {
  const kept = approvals.flatMap((approval) => (isCheckerApproval(approval.data) ? [approval.data.copy.sha256] : []))
  pruneCheckerCopies(checkerStore(io), new Set(kept))
}

/**
 * Shows a checker the config names that is the folder's own code, with what binds the approval
 * (what it loads, and its hash, gathered before asking: what is approved is what was shown), and
 * asks. On a yes, a copy of exactly that is kept in the user's own store: the copy is what runs.
 */
async function askAboutChecker(
  pkg: CheckerPackage,
  configShown: string,
  root: string,
  io: Io,
): Promise<Approval | undefined> {
  const where = visible(shownPath(pkg.bound, root))
  io.stdout(`\n${visible(configShown)} names a checker that is code from this folder: ${visible(pkg.name)}\n`)
  let copy: CheckerCopy
  let own: CheckerApproval['own']
  try {
    copy = checkerCopy(pkg)
    own = ownMarks(pkg, copy.own)
  } catch (error) {
    io.stdout(`  not approved: ${messageOf(error)}\n`)
    return undefined
  }
  const files = copy.own.length
  const sha = copy.sha256.slice(0, 16)
  io.stdout(`  ${where} (${files} ${files === 1 ? 'file' : 'files'}, sha256 ${sha})\n`)
  if (!lstatSync(pkg.bound).isDirectory() && files > 1)
    io.stdout(`  with the files it loads: ${copy.own.map((file) => visible(shownPath(file, root))).join(', ')}\n`)
  if (copy.dependencies.length > 0)
    io.stdout(`  with the packages it depends on: ${copy.dependencies.map(visible).join(', ')}\n`)
  const store = checkerStore(io)
  io.stdout(
    `  Approved, a copy of these is kept in ${visible(store)}, and a hook installed for every folder loads that copy, never these files.\n`,
  )
  if (!YES.test((await io.ask(`Load ${visible(pkg.name)} in runs here? [y/N] `)) ?? '')) return undefined
  const data: CheckerApproval = { copy: keepCheckerCopy(store, copy), own }
  return {
    key: pkg.key,
    root,
    what: `checker ${visible(pkg.name)}: ${where} (sha256 ${sha})`,
    approvedAt: new Date().toISOString(),
    data,
  }
}

/**
 * Shows what approving the config would let a user-scope hook use, and asks. A JavaScript config
 * is run only after a yes, here, once: what it produced is kept in the approval, and user-scope
 * runs use that, never the code. Undefined when declined.
 */
async function askAboutConfig(
  awaiting: AwaitingApproval,
  flags: { root?: string },
  io: Io,
): Promise<Omit<Approval, 'approvedAt' | 'root'> | undefined> {
  const shown = visible(awaiting.shown)
  if (awaiting.javascript) {
    io.stdout(
      `${shown} is JavaScript: loading it runs it. Approved, it runs once now, and a hook installed for every folder then uses the settings it produced (never the code).\n`,
    )
  } else {
    io.stdout(`${shown} asks for more than a hook installed for every folder grants on its own:\n`)
    for (const line of awaiting.widening) io.stdout(`  ${line}\n`)
  }
  if (!YES.test((await io.ask(`Approve ${shown} as it is now? [y/N] `)) ?? '')) return undefined
  if (!awaiting.javascript) return { key: awaiting.key, what: `config ${shown}` }
  const { loadConfig, readConfigText } = await import('../config/load.js')
  const loaded = await loadConfig(io.cwd, resolveRoot(flags.root, io))
  // What ran must be what was shown: a file changed in between is not approved.
  const now = configKey(realpathSync.native(awaiting.file), readConfigText(awaiting.file, awaiting.shown))
  if (loaded?.file !== awaiting.file || now !== awaiting.key) {
    throw new ClaimcheckError('USAGE', `${shown} changed while it was being approved; nothing was approved`)
  }
  return { key: awaiting.key, what: `config ${shown}`, data: settingsOf(loaded.config) }
}

/**
 * The settings a JavaScript config produced, as data: checkers by name (a checker object is code,
 * which a user-scope run never loads), and nothing that is not JSON.
 */
function settingsOf(config: ValidConfig): unknown {
  const checkers = config.checkers?.filter(
    (spec) => typeof spec === 'string' || (Array.isArray(spec) && typeof spec[0] === 'string'),
  )
  try {
    return JSON.parse(JSON.stringify({ ...config, checkers }))
  } catch (error) {
    throw new ClaimcheckError(
      'CONFIG',
      `cannot keep the settings the config produced: ${messageOf(error)}; nothing was approved`,
    )
  }
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
    file: visible(shownPath(check.memoryFile, root)),
    command: `${visible(programLine(program))}${argv}`,
    // Where it runs is part of what is approved (SPEC §6.6): said even when it is the root.
    cwd: `cwd: ${program.cwd === undefined ? '. (the root)' : visible(program.cwd)}`,
    controls: strings.some(holdsControls),
  }
}

#!/usr/bin/env node
// The bin: checks the Node version before anything else is loaded (an old Node gets a sentence, not
// a stack), then runs the program bundled beside it, dist/claimcheck.cjs, with the compile cache.
// A CommonJS script: Node starts one without setting up its ES module loader, which most runs never need.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { answersNothing, plainHookLine, STDIN_WAIT_MS } from './hooks/hook-route.js'
import { HOOK_THREAD_ARGUMENT } from './hooks/hook-thread-argument.js'
import { HELP_WORDS, isCommandName, VERSION_WORDS } from './command-names.js'
import { loadCompiled, type KeepCompiled } from './compile-cache.js'
import { exitAfterOutput } from './exit-after-output.js'
import { warningLine, writeStderr } from './io.js'
import { readStdin } from './stdin.js'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`claimcheck: needs Node.js 20.19 or newer; this is ${process.version}\n`)
  process.exit(2)
}

type Program = typeof import('./program.js')

/**
 * The part of the program a run goes through, whose compile cache it uses: its command (`check`
 * when it names none), the hook's thread, or `help` for `--version` and `--help`.
 */
function partOf(args: readonly string[]): string {
  const [first] = args
  if (first === HOOK_THREAD_ARGUMENT) return 'hook-thread'
  if (VERSION_WORDS.includes(first) || HELP_WORDS.includes(first)) return 'help'
  return isCommandName(first) ? first : 'check'
}

const sayNotices = (notices: readonly string[]) => {
  if (notices.length > 0) writeStderr(notices.map(warningLine).join(''))
}

/** The program, loaded with its compile cache; `notices` gets what was not used of it (said by the caller). */
function loadProgram(args: readonly string[], notices: string[], keep?: KeepCompiled): Program {
  const file = join(__dirname, 'claimcheck.cjs')
  try {
    return loadCompiled(file, partOf(args), process.env, (message) => void notices.push(message), keep) as Program
  } catch (error) {
    sayNotices(notices)
    if (existsSync(file)) throw error
    process.stderr.write(`claimcheck: ${file} is missing: reinstall or rebuild @claimcheck/cli\n`)
    process.exit(2)
  }
}

/**
 * The hook's verifying thread (see hooks/hook-thread.ts): a job in, plain data out. What it did not
 * use of the compile cache goes back with the answer: the hook says it, once, with its own.
 */
async function answerInThread(program: Program, notices: string[], keepCompiled: () => void): Promise<void> {
  const { workerData, parentPort } = await import('node:worker_threads')
  const answer = await program.answerHookJob(workerData)
  // Kept before answering: the hook ends the thread as soon as it has its answer, exit handlers and all.
  keepCompiled()
  parentPort?.postMessage({ ...answer, notices: [...notices, ...(answer.notices ?? [])] })
}

/** The program's run, with the hook's payload when the bin has read it already. */
function run(args: string[], input?: string): void {
  const notices: string[] = []
  if (args[0] === HOOK_THREAD_ARGUMENT) {
    let write: (() => void) | undefined
    const program = loadProgram(args, notices, (writer) => void (write = writer))
    return void answerInThread(program, notices, () => write?.())
  }
  const program = loadProgram(args, notices)
  sayNotices(notices)
  const io = program.processIo()
  // Said already; a hook says them in its answer too.
  io.noticesSaid = notices
  if (input !== undefined) io.readInput = async () => input
  exitAfterOutput(program.main(args, io))
}

/**
 * A hook runs after every Read, Write and Edit of a session: its payload is read here, and a file
 * that is not a memory is answered with nothing before the program is loaded (SPEC §11).
 */
async function answerHook(args: string[], route: NonNullable<ReturnType<typeof plainHookLine>>): Promise<void> {
  const input = await readStdin(process.stdin, STDIN_WAIT_MS)
  const warnings: string[] = []
  const env = { cwd: process.cwd(), env: process.env, warn: (message: string) => void warnings.push(message) }
  // Anything else the program answers, and says its warnings itself.
  if (!answersNothing(input, route, env)) return run(args, input)
  if (warnings.length === 0) process.exit(0)
  writeStderr(warnings.map(warningLine).join(''))
  exitAfterOutput(Promise.resolve(0))
}

const args = process.argv.slice(2)
const route = plainHookLine(args)
if (route === undefined) run(args)
else void answerHook(args, route)

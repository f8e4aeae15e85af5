// The modules a program loads, as Node resolves them: to show what importing a checker costs a host
// (a checker that imports only @claimcheck/contract loads no engine of its own).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const HOOKS = `
import { appendFileSync } from 'node:fs'
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context)
  appendFileSync(process.env.CLAIMCHECK_GRAPH_LOG, resolved.url + '\\n')
  return resolved
}
`

/** Every module URL Node resolves while `code` (an ES module, run in `cwd`) runs to its end. */
export function modulesLoadedBy(code: string, cwd: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'claimcheck-graph-'))
  try {
    const hooks = join(dir, 'hooks.mjs')
    const log = join(dir, 'loaded.txt')
    writeFileSync(hooks, HOOKS)
    writeFileSync(log, '')
    const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hooks).href)})`
    const run = spawnSync(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(register)}`, '--input-type=module', '-e', code],
      { cwd, encoding: 'utf8', env: { ...process.env, CLAIMCHECK_GRAPH_LOG: log } },
    )
    if (run.status !== 0) throw new Error(`node exited ${run.status}: ${run.stderr}`)
    return readFileSync(log, 'utf8').split('\n').filter(Boolean)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

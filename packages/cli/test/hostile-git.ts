// A repository whose configuration would run programs of its own if claimcheck's git let it: an
// fsmonitor, hooks, a pager, a signature program over a signed last commit, an external diff, and
// whatever `config` adds. Every such program leaves a `<what>-ran` file in the root.
import { appendFileSync, chmodSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { addFiles } from '@claimcheck/testkit'

export function plantHostileGit(
  root: string,
  git: (args: string[]) => string,
  config: (script: (what: string) => string) => string = () => '',
): { marker: (what: string) => string; ran: () => string[] } {
  const marker = (what: string) => join(root, `${what}-ran`)
  const script = (what: string) => {
    const path = join(root, `.git/${what}.sh`)
    writeFileSync(path, `#!/bin/sh\ntouch '${marker(what)}'\ncat\n`)
    chmodSync(path, 0o755)
    return path
  }
  // A signed commit: a gpgsig header over the last commit.
  const head = git(['cat-file', 'commit', 'HEAD'])
  const signature = ' -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----'
  writeFileSync(
    join(root, '.git/signed'),
    head.replace(/\ncommitter ([^\n]*)\n/, `\ncommitter $1\ngpgsig${signature}\n`),
  )
  git(['update-ref', 'refs/heads/main', git(['hash-object', '-t', 'commit', '-w', '.git/signed']).trim()])
  const hooks = join(root, '.git/planted-hooks')
  addFiles(root, { '.git/planted-hooks/.keep': '' })
  for (const name of ['post-checkout', 'post-index-change', 'reference-transaction', 'pre-auto-gc']) {
    writeFileSync(join(hooks, name), `#!/bin/sh\ntouch '${marker(`hook-${name}`)}'\n`)
    chmodSync(join(hooks, name), 0o755)
  }
  appendFileSync(
    join(root, '.git/config'),
    `[core]\n\tfsmonitor = ${script('fsmonitor')}\n\thooksPath = ${hooks}\n\tpager = ${script('pager')}\n` +
      `[log]\n\tshowSignature = true\n[gpg]\n\tprogram = ${script('gpg')}\n` +
      `[diff]\n\texternal = ${script('external')}\n[pager]\n\tlog = ${script('pagerlog')}\n` +
      config(script),
  )
  return { marker, ran: () => readdirSync(root).filter((name) => name.endsWith('-ran')) }
}

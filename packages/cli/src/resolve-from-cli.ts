// Where a package resolves from this one, as `import.meta.resolve` answers in a module: the bundled
// program is a script, where Node offers no `import.meta.resolve`. The resolver is loaded only when
// asked, since loading it costs a run some milliseconds and a run never needs it (see run-setup.ts).
import { createRequire } from 'node:module'

type Resolve = typeof import('import-meta-resolve').resolve
let resolve: Resolve | undefined

export function resolveFromCli(specifier: string): string {
  resolve ??= (createRequire(import.meta.url)('import-meta-resolve') as { resolve: Resolve }).resolve
  return resolve(specifier, import.meta.url)
}

// Imports a module at run time by its URL: a config file or a checker. The bin runs the bundled
// program as a script compiled with a code cache (see program-loader.ts), where `import()` has no
// module loader to go to; the loader then hands the program its own, as `claimcheckImport`.
declare const claimcheckImport: ((url: string) => Promise<Record<string, unknown>>) | undefined

export function importModule(url: string): Promise<Record<string, unknown>> {
  return typeof claimcheckImport === 'function' ? claimcheckImport(url) : import(url)
}

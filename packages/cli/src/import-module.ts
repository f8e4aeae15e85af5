// Imports a config or a checker module by its URL. The build keeps this module out of the bundled
// program (dist/import-module.cjs): on a Node without its own compile cache the program is compiled
// with a kept one (compile-cache.ts), and there `import()` has no module loader to go to.
export const importModule = (url: string): Promise<Record<string, unknown>> => import(url)

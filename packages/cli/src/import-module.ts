// Imports a module at run time by its URL: a config file or a checker. Kept out of the bundler's
// sight (a `Function`), so that the bundled CommonJS bin keeps a real `import()`, which loads ES
// modules and CommonJS alike.
const load = new Function('url', 'return import(url)') as (url: string) => Promise<Record<string, unknown>>

export function importModule(url: string): Promise<Record<string, unknown>> {
  return load(url)
}

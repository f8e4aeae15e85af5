import { readFileSync } from 'node:fs'

/** The package's name and version, which every report records as `name@version`. */
export function packageMeta(): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    name: string
    version: string
  }
  return { name, version }
}

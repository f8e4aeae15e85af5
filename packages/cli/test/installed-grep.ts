// A checker package a project installed at a version of its own, for tests of what is loaded and pinned.
import type { Entry } from '@claimcheck/testkit'

/** A package installed in the project: @claimcheck/checker-grep at another version, with a factory. */
export const installedGrep = (version: string): Record<string, Entry> => ({
  'node_modules/@claimcheck/checker-grep/package.json': JSON.stringify({
    name: '@claimcheck/checker-grep',
    version,
    type: 'module',
    exports: './index.js',
  }),
  'node_modules/@claimcheck/checker-grep/index.js': `
export default function grep() {
  return {
    apiVersion: 1,
    kind: 'grep',
    meta: { name: '@claimcheck/checker-grep', version: '${version}' },
    options: { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } },
    async check() { return { status: 'fresh', reason: 'project copy ${version}' } },
  }
}
`,
})

import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cli } from './run-cli.ts'

const repo = fileURLToPath(new URL('../../..', import.meta.url))

describe('the bundled example (README quick start)', () => {
  it('shows fresh, stale and unverifiable claims, including an emptied folder', async () => {
    const result = await cli(['check', 'examples/memory', '--root', 'examples/project'], { cwd: repo })
    expect(result.stdout).toBe(
      [
        'STALE assets-folder: empty directory: data/assets',
        'OK    current-release-link: resolves to releases/2026-11, a directory',
        'OK    legacy-flag-removed: absent: /USE_LEGACY_RESIZER/',
        'SKIP  prefers-pnpm: no verify block (frontmatter is not valid YAML: bad indentation of a mapping entry (line 3))',
        'OK    reference-data-path: readable with content',
        "OK    upload-bucket: matched /uploadBucket: 'wallpapers-prod'/ in src/config.ts",
        'STALE wallpaper-batch-order: no match for /derive_before_classify/',
        'SKIP  why-manual-approval: no counterpart (judgement)',
        '',
        'fresh=4 stale=2 unverifiable=2',
        '',
      ].join('\n'),
    )
    expect(result.code).toBe(1)
  })
})

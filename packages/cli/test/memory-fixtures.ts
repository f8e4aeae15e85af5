// A project with one memory of each status, for the tests of handing memory over and of the hooks.
import { layout, type Entry } from '@claimcheck/testkit'

export const SECRET = 'SECRET-STALE-BODY: read assets from data/assets'
export const topic = (verify: string, body: string, extra = '') =>
  `---\n${extra}${verify ? `verify:\n${verify}\n` : ''}---\n${body}`

/** A project whose memory holds one fresh, one judgement, one without a block, and one stale claim. */
export function project(extra: Record<string, Entry> = {}) {
  return layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'data/_reference_data/keywords.txt': 'wallpaper\n',
    'scripts/batch.sh': 'classify\n',
    'memory/MEMORY.md': '- [index](reference-data-path.md)\n',
    'memory/reference-data-path.md': topic(
      '  kind: readable\n  target: data/_reference_data/keywords.txt',
      '\nRead reference data from _reference_data/.\n\n',
    ),
    'memory/why-manual-approval.md': topic('  kind: none', 'Recording is automatic. Committing is mine.\n'),
    'memory/wallpaper-batch-order.md': topic(
      '  kind: grep\n  target: scripts/batch.sh\n  pattern: derive_before_classify',
      `${SECRET}\n`,
    ),
    ...extra,
  })
}

// The CLI's layers, top to bottom (CONTRIBUTING.md, "Layers"): a module imports from its own layer
// or the ones below it, never above (the root config forbids circles). Run by `pnpm typecheck`.
const LAYERS = [
  { name: 'entry', path: '^src/(bin|main|program|index)\\.ts$' },
  {
    name: 'commands',
    path: '^src/(commands|hooks)/',
  },
  { name: 'run', path: '^src/(run-setup|extra-outputs)\\.ts$|^src/context/verify\\.ts$' },
  {
    name: 'formats',
    path: '^src/reporters/(?!report\\.ts$|index-run\\.ts$)|^src/(context|index-health)/render\\.ts$',
  },
  {
    name: 'findings',
    path: '^src/(index-health|lint|rollout)/|^src/reporters/(report|index-run)\\.ts$',
    pathNot: '^src/index-health/render\\.ts$',
  },
  { name: 'policy', path: '^src/trust/' },
  {
    name: 'discovery',
    path: '^src/(locate|shipped-checkers)\\.ts$|^src/(config|claude-code)/',
  },
]
const ABOVE_BASE = LAYERS.map((layer) => layer.path).join('|')

const upward = LAYERS.slice(1).map((layer, i) => ({
  name: `${layer.name}-imports-upward`,
  comment: `${layer.name} may not import from ${LAYERS.slice(0, i + 1)
    .map((above) => above.name)
    .join(', ')}`,
  severity: 'error',
  from: { path: layer.path, ...(layer.pathNot === undefined ? {} : { pathNot: layer.pathNot }) },
  to: {
    path: LAYERS.slice(0, i + 1)
      .map((above) => above.path)
      .join('|'),
  },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: '../../.dependency-cruiser.cjs',
  forbidden: [
    ...upward,
    {
      name: 'formats-read-nothing',
      comment: 'a format is a function from a report to text: what it shows comes in the report, never read again',
      severity: 'error',
      from: { path: '^src/reporters/|^src/(context|index-health)/render\\.ts$' },
      to: {
        path: '^(node:)?(fs|fs/promises|child_process|net|http|https|worker_threads)$|^src/(files|read-file|io|stdin)\\.ts$',
      },
    },
    {
      name: 'base-imports-upward',
      comment: 'the base (io, files, text helpers) may not import from any layer above it',
      severity: 'error',
      from: { path: '^src/', pathNot: ABOVE_BASE },
      to: { path: ABOVE_BASE },
    },
  ],
}

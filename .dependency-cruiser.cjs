// Every package's import graph has no circle (a type-only import counts). Each package's
// `typecheck` runs it; packages/cli/.dependency-cruiser.cjs adds the CLI's layers.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import circle: two modules that cannot be read, tested or moved apart',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // An `import type` is a dependency too: a type-only circle is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}

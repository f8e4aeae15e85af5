// Generated from package.json by scripts/write-meta.mjs at build time. Do not edit.
/** This package's name and version, as reports name it. */
export const meta = { name: "@claimcheck/cli", version: "0.0.0" } as const

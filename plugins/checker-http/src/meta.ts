// Generated from package.json by scripts/write-meta.mjs at build time. Do not edit.
/** This package's name and version, as reports name it. */
export const meta = { name: "@claimcheck/checker-http", version: "1.0.0" } as const

// Generated from package.json by scripts/write-meta.mjs at build time. Do not edit.
export const meta = { name: "@claimcheck/checker-symlink-strict", version: "0.0.0" } as const

export { main } from './main.js'
export { processIo, warningLine, type Io } from './io.js'
export { findRoot, resolveMemoryDir, resolveRoot } from './locate.js'
export {
  autoMemoryDir,
  autoMemoryDisabled,
  claudeConfigDir,
  mainCheckout,
  projectMemoryDirs,
  projectSlug,
  subagentMemoryDirs,
} from './claude-code/memory-dir.js'
export { indexLoadBudget, type LoadBudget, type LoadLimits } from './claude-code/index-load.js'
export { REPORTERS } from './reporters/index.js'
export { summarize, type CheckRun, type Reporter, type ReportOptions, type Summary } from './reporters/report.js'
export { defineConfig, type CheckerSpec, type ClaimcheckConfig } from './config/define.js'

export { main } from './main.js'
export { processIo, type Io } from './io.js'
export {
  autoMemoryDir,
  autoMemoryDisabled,
  claudeConfigDir,
  findRoot,
  mainCheckout,
  projectSlug,
  resolveMemoryDir,
  resolveRoot,
} from './locate.js'
export { REPORTERS } from './reporters/index.js'
export { summarize, type CheckRun, type Reporter, type ReportOptions, type Summary } from './reporters/report.js'
export { defineConfig, type CheckerSpec, type ClaimcheckConfig } from './config/define.js'

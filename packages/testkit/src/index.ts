export {
  checkOnce,
  testChecker,
  type CheckerCase,
  type CheckerCases,
  type CheckOnceExtras,
  type InvalidCase,
} from './test-checker.js'
export { COSTLY_PATTERN, costlyText } from './costly-text.js'
export { processEnded } from './process-ended.js'
export { modulesLoadedBy } from './module-graph.js'
export { readmeRows, type ReadmeRow } from './readme-table.js'
export { addFiles, cleanLayouts, executable, layout, type Entry } from './layout.js'

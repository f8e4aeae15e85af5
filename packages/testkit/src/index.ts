export { checkOnce, testChecker, type CheckerCase, type CheckerCases, type InvalidCase } from './test-checker.js'
export { addFiles, cleanLayouts, layout, type Entry } from './layout.js'

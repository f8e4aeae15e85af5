import { testChecker } from '@claimcheck/testkit'
import { jsonValue } from '../src/index.ts'

const tsconfig = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2023'] } }),
}
const workflow = {
  '.github/workflows/ci.yml': 'jobs:\n  test:\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm test\n',
}

testChecker(jsonValue, {
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    {
      files: tsconfig,
      options: { target: 'tsconfig.json', path: 'compilerOptions.strict', equals: true },
      reason: 'compilerOptions.strict is true',
    },
    {
      files: tsconfig,
      options: { target: 'tsconfig.json', path: 'compilerOptions.lib', equals: ['ES2023'] },
      reason: 'compilerOptions.lib is ["ES2023"]',
    },
    {
      files: tsconfig,
      options: { target: 'tsconfig.json', path: 'compilerOptions.target' },
      reason: 'compilerOptions.target is set',
    },
    {
      name: 'a YAML file, with list indexes',
      files: workflow,
      options: { target: '.github/workflows/ci.yml', path: 'jobs.test.steps[1].run', equals: 'pnpm test' },
      reason: 'jobs.test.steps[1].run is "pnpm test"',
    },
    {
      name: 'a key with dots',
      files: { 'package.json': JSON.stringify({ exports: { './package.json': './package.json' } }) },
      options: { target: 'package.json', path: 'exports["./package.json"]', equals: './package.json' },
      reason: 'exports["./package.json"] is "./package.json"',
    },
  ],
  stale: [
    {
      files: tsconfig,
      options: { target: 'tsconfig.json', path: 'compilerOptions.target', equals: 'ES2020' },
      reason: 'compilerOptions.target is "ES2022", expected "ES2020"',
    },
    {
      files: tsconfig,
      options: { target: 'tsconfig.json', path: 'compilerOptions.noEmit' },
      reason: 'no value at compilerOptions.noEmit',
    },
    {
      files: workflow,
      options: { target: '.github/workflows/ci.yml', path: 'jobs.test.steps[5]' },
      reason: 'no value at jobs.test.steps[5]',
    },
    { options: { target: 'tsconfig.json', path: 'a' }, reason: 'missing: tsconfig.json' },
    { files: { 'bad.json': '{ "a": ' }, options: { target: 'bad.json', path: 'a' }, reason: /^not valid JSON: / },
    { files: { 'bad.yaml': 'a: [\n' }, options: { target: 'bad.yaml', path: 'a' }, reason: /^not valid YAML: / },
    { options: { target: '/etc/hostname', path: 'a' }, reason: 'target outside root: /etc/hostname' },
    {
      name: 'a file too large to parse',
      files: { 'big.json': `[${'0,'.repeat(2 * 1024 * 1024)}0]` },
      options: { target: 'big.json', path: '[0]' },
      reason: 'too large to read: big.json',
    },
  ],
  invalid: [
    { options: { target: 'a.json', path: 'a', equal: 1 }, reason: "unknown option 'equal'" },
    { options: { target: 'a.json' }, reason: "missing required option 'path'" },
    {
      options: { target: 'a.json', path: 'a..b' },
      reason: "'path' must be keys joined by dots, with [0] for list items",
    },
  ],
})

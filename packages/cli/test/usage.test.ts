// Typos and wrong input: one line on stderr that says what would be right, exit 2, no stack
// trace (SPEC §6: unknown commands, options and config fields suggest the nearest known one).
import { afterAll, describe, expect, it } from 'vitest'
import { cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const project = (files: Record<string, string> = {}) =>
  layout({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'README.md': '# app\n',
    'memory/readme.md': '---\nverify:\n  kind: readable\n  target: README.md\n---\nThe README has content.\n',
    ...files,
  })

describe('a mistyped command line (SPEC §6)', () => {
  it.each([
    [['chek'], "unknown command 'chek' (did you mean 'check'?)"],
    [['contxt'], "unknown command 'contxt' (did you mean 'context'?)"],
    [['lnt', 'memory'], "unknown command 'lnt' (did you mean 'lint'?)"],
    [['frobnicate'], "unknown command 'frobnicate', and no memory dir of that name (see claimcheck --help)"],
    [['check', '--formt', 'json'], "unknown option '--formt' (did you mean '--format'?)"],
    [['check', '--Format', 'json'], "unknown option '--Format' (did you mean '--format'?)"],
    [['index', '--fail-of', 'error'], "unknown option '--fail-of' (did you mean '--fail-on'?)"],
    [['check', '-x'], "unknown option '-x' (see claimcheck --help)"],
    [['check', '--timeout', '-1'], "--timeout expects a number above 0, not '-1'"],
    [['check', '--timeout'], '--timeout needs a value (see claimcheck --help)'],
    [
      ['check', '--format', '--output', 'x'],
      "--format needs a value, not the option '--output' (see claimcheck --help)",
    ],
    [['check', '--observe=yes'], "--observe is a switch and takes no value, not 'yes' (see claimcheck --help)"],
    [
      ['check', '--format', 'jsn'],
      "unknown format 'jsn' (did you mean 'json'? expected text, json, junit, sarif, github, tap or html)",
    ],
    [['hook', 'instal'], "unknown hook action 'instal' (did you mean 'claimcheck hook install'?)"],
    [
      ['hook', 'install', '--scope', 'locl'],
      "unknown scope 'locl' (did you mean 'local'? expected project, local or user)",
    ],
  ])('claimcheck %j', async (args, message) => {
    const result = await cli(args, { cwd: project() })
    expect(result).toEqual({ code: 2, stdout: '', stderr: `claimcheck: ${message}\n` })
  })

  it('a first word that names an existing folder is still a memory dir', async () => {
    const root = project({ 'chek/readme.md': '---\nverify: {kind: none}\n---\nA judgement.\n' })
    const result = await cli(['chek'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('SKIP  readme: no counterpart (judgement)\n\nfresh=0 stale=0 unverifiable=1\n')
  })

  it('a path that does not exist is a missing memory dir, not a command', async () => {
    expect(await cli(['./chek'], { cwd: project() })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'claimcheck: no such memory dir: ./chek\n',
    })
  })
})

describe('a mistyped kind (SPEC §6)', () => {
  it('is stale with the nearest kind a checker provides', async () => {
    const root = project({
      'memory/typo.md': '---\nverify:\n  kind: reabable\n  target: README.md\n---\nA typo.\n',
      'memory/other.md': '---\nverify:\n  kind: json-value\n  target: x.json\n---\nNo such checker here.\n',
    })
    const report = JSON.parse((await cli(['check', 'memory', '--format', 'json'], { cwd: root })).stdout)
    const reasons = Object.fromEntries(report.memories.map((m: { name: string; reason: string }) => [m.name, m.reason]))
    expect(reasons).toMatchObject({
      typo: "no checker for kind 'reabable' (did you mean 'readable'?)",
      other: "no checker for kind 'json-value' (enable a checker that provides it in claimcheck.config)",
    })
  })
})

describe('a mistyped config field (SPEC §9.1)', () => {
  it.each([
    ['claimcheck.config.json', '{ "timout": 5 }\n', "unknown field 'timout' (did you mean 'timeout'?)"],
    ['claimcheck.config.yaml', 'memorydir: memory\n', "unknown field 'memorydir' (did you mean 'memoryDir'?)"],
    ['claimcheck.config.yaml', 'index:\n  maxLine: 10\n', "unknown field 'index.maxLine' (did you mean 'maxLines'?)"],
    ['claimcheck.config.yaml', 'colour: true\n', "unknown field 'colour'"],
  ])('%s %j', async (file, text, problem) => {
    const result = await cli(['check', 'memory'], { cwd: project({ [file]: text }) })
    expect(result).toEqual({ code: 2, stdout: '', stderr: `claimcheck: ${file}: ${problem}\n` })
  })

  it('accepts $schema in a JSON config', async () => {
    const root = project({ 'claimcheck.config.json': '{ "$schema": "./config.schema.json", "timeout": 5 }\n' })
    expect(await cli(['check', 'memory'], { cwd: root })).toMatchObject({ code: 0, stderr: '' })
  })
})

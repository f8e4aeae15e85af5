// The checker's cases, through the same validation, trust gate and host runner as `claimcheck check`.
import { afterAll } from 'vitest'
import { cleanLayouts, executable, testChecker } from '@claimcheck/testkit'
import { toolVersion } from '../src/index.ts'

afterAll(cleanLayouts)

const tool = (text: string) => ({ 'bin/tool': executable(`#!/bin/sh\n${text}\n`) })

testChecker(toolVersion, {
  // What the README tells a project to allow.
  allow: ['./bin/tool --version', 'node --version', 'no-such-tool-anywhere --version'],
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    { name: 'an installed program', options: { tool: 'node' }, reason: /^node v\d+\.\d+\.\d+$/ },
    {
      name: 'the version the memory says',
      files: tool('echo "tool 9.1.0"'),
      options: { tool: './bin/tool', version: '^tool 9\\.' },
      reason: './bin/tool tool 9.1.0',
    },
  ],
  stale: [
    {
      name: 'another version',
      files: tool('echo "tool 8.4.0"'),
      options: { tool: './bin/tool', version: '^tool 9\\.' },
      reason: './bin/tool says tool 8.4.0, not /^tool 9\\./',
    },
    {
      name: 'a program not installed',
      options: { tool: 'no-such-tool-anywhere' },
      reason: 'not installed: no-such-tool-anywhere',
    },
    {
      name: 'a program that fails, with what it said on stderr',
      files: tool('echo "unknown option" >&2; exit 2'),
      options: { tool: './bin/tool' },
      reason: './bin/tool --version: exit 2: unknown option',
    },
    {
      name: 'a program that hangs is killed at the timeout',
      files: tool('sleep 30'),
      options: { tool: './bin/tool', timeout: 1 },
      reason: 'timed out after 1s',
    },
    {
      name: 'a program no allow entry matches is held and never runs',
      files: tool('touch planted.txt'),
      options: { tool: './bin/other' },
      reason: "untrusted command: approve it with 'claimcheck trust' or list it in tool-version.allow",
    },
  ],
  invalid: [
    { options: {}, reason: "missing required option 'tool'" },
    { options: { tool: 'rm -rf' }, reason: "'tool' must be one program name, without spaces" },
    { options: { tool: 'node', versoin: '1' }, reason: "unknown option 'versoin'" },
  ],
})

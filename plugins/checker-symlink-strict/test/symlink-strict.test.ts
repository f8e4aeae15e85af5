import { join } from 'node:path'
import { layout, testChecker } from '@claimcheck/testkit'
import { symlinkStrict } from '../dist/index.js'

const release = { 'releases/v2/NOTES.md': 'notes\n', current: { symlink: 'releases/v2' } }
const outside = layout({ 'secret.txt': 'x', 'real.txt': 'x', 'link.txt': { symlink: 'real.txt' } })
const current = (options: Record<string, unknown>) => ({
  files: release,
  options: { target: 'current', expect: 'directory', ...options },
})

testChecker(symlinkStrict, {
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    {
      name: 'a link to a file with content, naming the resolved path',
      files: { 'config/real.yml': 'a: 1\n', 'config.yml': { symlink: 'config/real.yml' } },
      options: { target: 'config.yml' },
      reason: 'resolves to config/real.yml with content',
    },
    {
      name: 'a chain of links',
      files: { 'real.txt': 'x', 'b.txt': { symlink: 'real.txt' }, 'a.txt': { symlink: 'b.txt' } },
      options: { target: 'a.txt' },
      reason: 'resolves to real.txt with content',
    },
    { name: 'expect: directory', ...current({}), reason: 'resolves to releases/v2, a directory' },
    {
      name: 'links-to matches the raw target',
      ...current({ 'links-to': 'releases/v2' }),
      reason: 'resolves to releases/v2, a directory',
    },
    {
      name: 'resolves-to matches',
      ...current({ 'resolves-to': 'releases/v2' }),
      reason: 'resolves to releases/v2, a directory',
    },
  ],
  stale: [
    {
      name: 'a dangling link',
      files: { 'a.txt': { symlink: 'gone.txt' } },
      options: { target: 'a.txt' },
      reason: 'dangling symlink: a.txt -> gone.txt',
    },
    {
      name: 'a dangling hop in the middle of a chain',
      files: { 'a.txt': { symlink: 'b.txt' }, 'b.txt': { symlink: '../gone.txt' } },
      options: { target: 'a.txt' },
      reason: 'dangling symlink: a.txt -> ../gone.txt',
    },
    {
      name: 'a loop',
      files: { a: { symlink: 'b' }, b: { symlink: 'a' } },
      options: { target: 'a' },
      reason: 'symlink loop: a',
    },
    {
      name: 'a link to itself',
      files: { self: { symlink: 'self' } },
      options: { target: 'self' },
      reason: 'symlink loop: self',
    },
    {
      name: 'a link that resolves out of the root',
      files: { 'a.txt': { symlink: join(outside, 'secret.txt') } },
      options: { target: 'a.txt' },
      reason: `resolves outside root: a.txt -> ${join(outside, 'secret.txt')}`,
    },
    {
      name: 'a link to an empty file',
      files: { 'empty.txt': '\n', 'a.txt': { symlink: 'empty.txt' } },
      options: { target: 'a.txt' },
      reason: 'empty content: a.txt',
    },
    {
      name: 'a folder where a file is expected',
      files: release,
      options: { target: 'current' },
      reason: 'not a regular file: current -> releases/v2',
    },
    {
      name: 'a file where a folder is expected',
      files: { 'f.txt': 'x', link: { symlink: 'f.txt' } },
      options: { target: 'link', expect: 'directory' },
      reason: 'not a directory: link -> f.txt',
    },
    {
      name: 'links-to differs',
      ...current({ 'links-to': 'releases/v1' }),
      reason: 'links to releases/v2, expected releases/v1: current',
    },
    {
      name: 'resolves-to differs',
      ...current({ 'resolves-to': 'releases/v3' }),
      reason: 'resolves to releases/v2, expected releases/v3: current',
    },
    {
      name: 'a plain file is not a symlink',
      files: { 'a.txt': 'x' },
      options: { target: 'a.txt' },
      reason: 'not a symlink: a.txt',
    },
    { name: 'nothing there', options: { target: 'a.txt' }, reason: 'missing: a.txt' },
    {
      name: 'a link outside the root is not looked at',
      options: { target: join(outside, 'link.txt') },
      reason: `target outside root: ${join(outside, 'link.txt')}`,
    },
  ],
  invalid: [
    { options: { target: 'a', expect: 'socket' }, reason: "'expect' must be 'file' or 'directory'" },
    { options: { target: 'a', linksTo: 'b' }, reason: "unknown option 'linksTo'" },
    { options: {}, reason: "missing required option 'target'" },
  ],
})

import { join } from 'node:path'
import { layout, testChecker } from '@claimcheck/testkit'
import { readable } from '../dist/index.js'

const outside = layout({ 'secret.txt': 'x' })
const secret = join(outside, 'secret.txt')

testChecker(readable, {
  readme: new URL('../README.md', import.meta.url),
  fresh: [
    {
      name: 'a file with content',
      files: { 'a.txt': 'hello\n' },
      options: { target: 'a.txt' },
      reason: 'readable with content',
    },
    {
      name: 'a folder with entries that are not hidden, counting them',
      files: { 'assets/a.png': 'a', 'assets/b.png': 'b', 'assets/.DS_Store': 'x' },
      options: { target: 'assets' },
      reason: 'directory with 2 entries',
    },
    {
      name: 'a folder with one entry, said in the singular; a dangling link beside it does not count',
      files: { 'assets/a.png': 'a', 'assets/gone.png': { symlink: 'nowhere.png' } },
      options: { target: 'assets' },
      reason: 'directory with 1 entry',
    },
    {
      name: 'a file whose only content is past ASCII, after white space',
      files: { 'a.txt': '  \n\u00e9t\u00e9\n' },
      options: { target: 'a.txt' },
      reason: 'readable with content',
    },
    {
      name: 'a symlink, followed',
      files: { 'real.txt': 'x', 'link.txt': { symlink: 'real.txt' } },
      options: { target: 'link.txt' },
      reason: 'readable with content',
    },
  ],
  stale: [
    {
      name: 'a folder holding only dangling links',
      files: { 'assets/a.png': { symlink: 'gone-a.png' }, 'assets/b.png': { symlink: '../gone-b.png' } },
      options: { target: 'assets' },
      reason: 'empty directory: assets',
    },
    { name: 'an empty file', files: { 'a.txt': '' }, options: { target: 'a.txt' }, reason: 'empty content: a.txt' },
    {
      name: 'a file holding one newline',
      files: { 'a.txt': '\n' },
      options: { target: 'a.txt' },
      reason: 'empty content: a.txt',
    },
    {
      name: 'a whitespace-only file',
      files: { 'a.txt': ' \t\r\n  \n' },
      options: { target: 'a.txt' },
      reason: 'empty content: a.txt',
    },
    {
      name: 'a file of Unicode white space (no-break and ideographic spaces, a byte order mark)',
      files: { 'a.txt': '\ufeff \u00a0\n\u3000\t' },
      options: { target: 'a.txt' },
      reason: 'empty content: a.txt',
    },
    {
      name: 'content only after the first 4096 bytes',
      files: { 'late.txt': `${' '.repeat(5000)}x` },
      options: { target: 'late.txt' },
      reason: 'empty content: late.txt',
    },
    {
      name: 'an emptied folder: hidden entries do not count',
      files: { 'assets/.gitkeep': '' },
      options: { target: 'assets' },
      reason: 'empty directory: assets',
    },
    {
      name: 'an empty folder',
      files: { 'assets/': { dir: true } },
      options: { target: 'assets/' },
      reason: 'empty directory: assets/',
    },
    { name: 'a missing file', options: { target: 'data/gone.txt' }, reason: 'missing: data/gone.txt' },
    {
      name: 'a path through a file',
      files: { 'file.txt': 'x' },
      options: { target: 'file.txt/inner' },
      reason: 'missing: file.txt/inner',
    },
    {
      name: 'a FIFO, never opened',
      files: { pipe: { fifo: true } },
      options: { target: 'pipe' },
      reason: 'not a regular file: pipe',
    },
    {
      name: 'a dangling link',
      files: { 'link.txt': { symlink: 'nowhere.txt' } },
      options: { target: 'link.txt' },
      reason: 'missing: link.txt',
    },
    {
      name: 'a link loop',
      files: { a: { symlink: 'b' }, b: { symlink: 'a' } },
      options: { target: 'a' },
      reason: 'unreadable: ELOOP',
    },
    {
      name: 'an absolute path outside the root',
      options: { target: secret },
      reason: `target outside root: ${secret}`,
    },
    {
      name: 'a link out of the root',
      files: { 'up.txt': { symlink: secret } },
      options: { target: 'up.txt' },
      reason: 'target outside root: up.txt',
    },
    {
      name: '../ out of the root',
      options: { target: `../${outside.split('/').pop()}/secret.txt` },
      reason: /^target outside root: \.\.\//,
    },
  ],
  invalid: [
    { options: { targt: 'a.txt' }, reason: "unknown option 'targt'" },
    { options: {}, reason: "missing required option 'target'" },
    { options: { target: '   ' }, reason: "'target' must not be empty" },
    { options: { target: 42 }, reason: "'target' must be a string" },
  ],
})

import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryFromText, readMemory, type Memory } from '../src/index.ts'
import { cleanLayouts, layout } from '../../testkit/src/layout.ts'

afterAll(cleanLayouts)

const verdict = (memory: Memory) =>
  memory.verify.kind === 'verdict'
    ? memory.verify.result
    : { status: 'block', reason: JSON.stringify(memory.verify.block) }

const read = (text: string, file = '/memory/topic.md') => memoryFromText(file, text)

describe('frontmatter (SPEC §3.1)', () => {
  it('reads a verify block from YAML frontmatter, ignoring YAML comments', () => {
    const memory = read('---\nname: a\nverify:\n  kind: readable   # note\n  target: x.txt\n---\nBody\n')
    expect(memory.verify).toEqual({ kind: 'block', block: { kind: 'readable', target: 'x.txt' } })
    expect(memory.body).toBe('Body\n')
  })

  it('no frontmatter: unverifiable, no frontmatter', () => {
    expect(verdict(read('Just a note.\n'))).toEqual({ status: 'unverifiable', reason: 'no frontmatter' })
    expect(verdict(read('----\nname: x\n----\n'))).toEqual({ status: 'unverifiable', reason: 'no frontmatter' })
  })

  it.each([
    ['a leading blank line', '\n---\nverify:\n  kind: none\n---\n', "the opening '---' is not on the first line"],
    ['leading blank lines with spaces', ' \n\t\n---\nverify: x\n---\n', "the opening '---' is not on the first line"],
    [
      'a leading CRLF blank line',
      '\r\n---\r\nverify:\r\n  kind: none\r\n---\r\n',
      "the opening '---' is not on the first line",
    ],
    ['an indented opening line', '  ---\nverify:\n  kind: none\n  ---\n', "the opening '---' is indented"],
    ['an indented block never closed', '\t---\nname: a\n  verify:\n', "the opening '---' is indented"],
    ['CR-only line endings', '---\rname: a\rverify:\r  kind: none\r---\r', 'CR-only line endings'],
  ])(
    'a --- block with a verify line that is not frontmatter (%s): stale, never handed over unchecked',
    (_, text, why) => {
      expect(verdict(read(text))).toEqual({ status: 'stale', reason: `verify block not read: ${why}` })
    },
  )

  it.each([
    ['a leading blank line, no verify line', '\n---\nname: a\n---\n'],
    ['a verify line after the block', '\n---\nname: a\n---\nverify: later\n'],
    ['CR-only line endings, no verify line', '---\rname: a\r---\r'],
    ['a thematic break in a note', 'Notes\n---\nverify: the backups\n'],
  ])('%s: no frontmatter, as before', (_, text) => {
    expect(verdict(read(text))).toEqual({ status: 'unverifiable', reason: 'no frontmatter' })
  })

  it.each(['--- yaml', '---yaml', '--- YAML  '])('%j opens YAML frontmatter like ---', (opening) => {
    const memory = read(`${opening}\nname: a\nverify:\n  kind: readable\n  target: x.txt\n---\nBody\n`)
    expect(memory.verify).toEqual({ kind: 'block', block: { kind: 'readable', target: 'x.txt' } })
    expect(memory).toMatchObject({ name: 'a', body: 'Body\n' })
    // Lines keep their numbers: an error names the line of the memory file.
    expect(verdict(read(`${opening}\nname: a\nverify: [\n---\n`)).reason).toMatch(/\(line [34]\)$/)
  })

  it('frontmatter without a verify key: unverifiable, no verify block', () => {
    expect(verdict(read('---\nname: a\n---\nbody'))).toEqual({ status: 'unverifiable', reason: 'no verify block' })
  })

  it.each([
    ['---js', 'js'],
    ['---JS', 'JS'],
    ['---javascript', 'javascript'],
    ['--- javascript', 'javascript'],
    ['---Javascript', 'Javascript'],
    ['--- coffee', 'coffee'],
  ])('%s frontmatter is stale and never evaluated', (opening, language) => {
    const root = layout()
    const proof = join(root, 'evaluated.txt')
    const payload = `${opening}\n{ verify: require('fs').writeFileSync(${JSON.stringify(proof)}, 'ran') }\n---\nBody\n`
    const file = join(root, 'payload.md')
    writeFileSync(file, payload)
    const memory = readMemory(file)
    expect(verdict(memory)).toEqual({ status: 'stale', reason: `unsupported frontmatter language '${language}'` })
    expect(existsSync(proof)).toBe(false)
  })

  it('invalid YAML with a verify key: stale with the message and the line in the memory file', () => {
    const text = '---\nname: broken\nverify:\n  kind: readable\n  target: [unclosed\n---\nBody\n'
    const result = verdict(read(text))
    expect(result.status).toBe('stale')
    expect(result.reason).toMatch(/^invalid frontmatter: .+ \(line \d+\)$/)
  })

  it('reports the exact line of a YAML error', () => {
    const text = '---\nname: x\ndescription: fine\nverify:\n  kind: grep\n    target: bad indent\n---\n'
    expect(verdict(read(text))).toEqual({
      status: 'stale',
      reason: 'invalid frontmatter: bad indentation of a mapping entry (line 6)',
    })
  })

  it('invalid YAML without a verify key: unverifiable, fields read line by line', () => {
    const text = '---\nname: deploy-notes\ndescription: Deploys: always from main\ntype: project\n---\nBody\n'
    const memory = read(text)
    expect(verdict(memory)).toEqual({
      status: 'unverifiable',
      reason: 'no verify block (frontmatter is not valid YAML: bad indentation of a mapping entry (line 3))',
    })
    expect(memory.name).toBe('deploy-notes')
    expect(memory.description).toBe('Deploys: always from main')
    expect(memory.type).toBe('project')
    expect(memory.body).toBe('Body\n')
  })

  it('invalid YAML, with or without a verify line: name, description, type and modified still read, at the top level or under metadata', () => {
    // The shape Claude Code writes, with a `description:` holding an unquoted `: `.
    const claudeCode = (verify: string) =>
      `---\nname: release-steps\ndescription: Release: tag first, then publish\nmetadata:\n  node_type: memory\n  type: project\n${verify}  originSessionId: 7f3c\n  modified: 2026-08-08T08:40:56.170Z\n---\nBody\n`
    const without = read(claudeCode(''))
    expect(verdict(without).status).toBe('unverifiable')
    const withVerify = read(claudeCode('  verify:\n    kind: readable\n    target: RELEASE.md\n'))
    expect(verdict(withVerify)).toEqual({
      status: 'stale',
      reason: 'invalid frontmatter: bad indentation of a mapping entry (line 3)',
    })
    for (const memory of [without, withVerify]) {
      expect(memory).toMatchObject({
        name: 'release-steps',
        description: 'Release: tag first, then publish',
        type: 'project',
        modified: '2026-08-08T08:40:56.170Z',
      })
    }
  })

  it('YAML that is not a mapping: stale, expected a mapping', () => {
    for (const text of ['---\n- a\n- b\n---\n', '---\njust a string\n---\n']) {
      expect(verdict(read(text))).toEqual({ status: 'stale', reason: 'invalid frontmatter: expected a mapping' })
    }
  })

  it('an alias bomb is refused, not expanded', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i)
      const name = String.fromCharCode(97 + i)
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`)
    }
    const text = `---\n${levels.join('\n')}\nverify:\n  kind: none\n---\n`
    expect(verdict(read(text))).toEqual({
      status: 'stale',
      reason: 'invalid frontmatter: aliases expand to more than 100000 nodes',
    })
  })

  it('keeps __proto__ and constructor keys inert', () => {
    const memory = read('---\n__proto__: {polluted: yes}\nconstructor: x\nverify:\n  kind: none\n---\n')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(memory.verify.kind).toBe('block')
  })

  it('reads CRLF line endings and a UTF-8 BOM', () => {
    const text = '\ufeff---\r\nname: crlf\r\nverify:\r\n  kind: readable\r\n  target: a.txt\r\n---\r\nBody\r\n'
    const memory = read(text)
    expect(memory.name).toBe('crlf')
    expect(memory.verify).toEqual({ kind: 'block', block: { kind: 'readable', target: 'a.txt' } })
    expect(memory.body).toBe('Body\r\n')
  })

  it('allows trailing blanks on the delimiter lines', () => {
    const memory = read('---   \nname: spaced\n---  \nBody')
    expect(memory.name).toBe('spaced')
    expect(memory.body).toBe('Body')
  })

  it('frontmatter that never closes cannot be read', () => {
    expect(verdict(read('---\nverify:\n  kind: none\n'))).toEqual({
      status: 'stale',
      reason: "invalid frontmatter: no closing '---' line (line 1)",
    })
  })

  it('does not hand over checks gray-matter would cut at a line starting with ---', () => {
    const text = '---\nverify:\n  kind: none\n---x\n---\n'
    expect(verdict(read(text))).toEqual({
      status: 'stale',
      reason: "invalid frontmatter: line starting with '---' is not a closing '---' line (line 4)",
    })
  })

  it('parses the same bad input the same way twice (no gray-matter cache)', () => {
    const text = '---\nverify: [\n---\n'
    expect(verdict(read(text))).toEqual(verdict(read(text)))
    expect(verdict(read(text)).status).toBe('stale')
  })
})

describe('where the verify block is (SPEC §3.2)', () => {
  const check = { kind: 'readable', target: 'RELEASE.md' }
  const other = { kind: 'grep', target: 'RELEASE.md', pattern: 'tag first' }

  it("under metadata, where Claude Code's first write moves it, exactly as at the top level", () => {
    const text = [
      '---',
      'name: release-steps',
      'description: tag first, then publish',
      'metadata:',
      '  node_type: memory',
      '  type: project',
      '  verify:',
      '    kind: readable',
      '    target: RELEASE.md',
      '  originSessionId: 7f3c',
      '  modified: 2026-08-08T08:40:56.170Z',
      '---',
      'Body',
      '',
    ].join('\n')
    expect(read(text).verify).toEqual({ kind: 'block', block: check })
  })

  it('at both places: every check of both runs', () => {
    const text = `---\nverify:\n  kind: readable\n  target: RELEASE.md\nmetadata:\n  verify:\n    - kind: grep\n      target: RELEASE.md\n      pattern: tag first\n---\n`
    expect(read(text).verify).toEqual({ kind: 'block', block: [check, other] })
  })
})

describe('fields (SPEC §3.2)', () => {
  it('name falls back to the file stem', () => {
    expect(read('---\ndescription: d\n---\n', '/m/my-topic.md').name).toBe('my-topic')
    expect(read('no frontmatter', '/m/plain.md').name).toBe('plain')
  })

  it('reads type and modified at the top level or under metadata', () => {
    const top = read('---\ntype: user\nmodified: 2026-01-02T03:04:05Z\n---\n')
    expect([top.type, top.modified]).toEqual(['user', '2026-01-02T03:04:05Z'])
    const nested = read(
      '---\nmetadata:\n  type: feedback\n  modified: 2026-08-08T08:40:56.170Z\n  originSessionId: abc\n---\n',
    )
    expect([nested.type, nested.modified]).toEqual(['feedback', '2026-08-08T08:40:56.170Z'])
  })

  it('keeps description as one line', () => {
    expect(read('---\ndescription: Where the assets live\n---\n').description).toBe('Where the assets live')
  })
})

describe('reading files', () => {
  it('a memory file that cannot be read is held back with its reason', () => {
    const root = layout({ 'loop.md': { symlink: 'loop.md' } })
    const memory = readMemory(join(root, 'loop.md'))
    expect(verdict(memory)).toEqual({ status: 'stale', reason: 'unreadable: ELOOP' })
  })

  it('a FIFO named like a memory file never blocks the run', () => {
    const root = layout({ 'pipe.md': { fifo: true } })
    const memory = readMemory(join(root, 'pipe.md'))
    expect(memory.name).toBe('pipe')
    expect(verdict(memory)).toEqual({ status: 'stale', reason: `not a regular file: ${join(root, 'pipe.md')}` })
  })

  it('a huge memory file is held back unread', () => {
    const root = layout({ 'huge.md': `---\nverify:\n  kind: none\n---\n${'x'.repeat(1024 * 1024)}` })
    const memory = readMemory(join(root, 'huge.md'))
    expect(verdict(memory).status).toBe('stale')
    expect(verdict(memory).reason).toMatch(/^memory file too large: \d+ bytes \(limit 1048576\)$/)
  })
})

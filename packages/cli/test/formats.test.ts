// Every report format of `check` and `index`, read back by a real parser of that format (SPEC §6.1, §7).
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { Parser } from 'tap-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { addFiles, cleanLayouts, layout } from '@claimcheck/testkit'
import { cli } from './run-cli.ts'

afterAll(cleanLayouts)

const require = createRequire(import.meta.url)
const sarifSchema = JSON.parse(
  readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
) as object
const Ajv = require('ajv-draft-04') as typeof import('ajv-draft-04').default
// The reports carry no date-time fields, the only formats the schema names.
const validateSarif = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false, validateFormats: false }).compile(
  sarifSchema,
)

/** A project with a memory of each outcome, awkward characters in names, and an index with findings. */
function project() {
  return layout({
    '.git/HEAD': 'x',
    'data/present.txt': 'content\n',
    'memory/MEMORY.md': '- [Present](a-fresh.md)\n- [Gone](missing-topic.md)\n- [Stale](b-stale.md)\n',
    'memory/a-fresh.md': '---\nname: present\nverify:\n  kind: readable\n  target: data/present.txt\n---\nBody.\n',
    'memory/b-stale.md':
      '---\nname: "<script>alert(1)</script> & co"\ndescription: stale\nverify:\n  kind: grep\n  target: data/present.txt\n  pattern: derive_before_classify\n---\nBody.\n',
    'memory/c-judgement.md': '---\nname: judgement\nverify:\n  kind: none\n---\nBody.\n',
    'memory/d-broken.md': '---\nname: broken\nverify:\n  kind: readable\n  target: [unclosed\n---\nBody.\n',
  })
}

const check = async (root: string, format: string, env: Record<string, string> = {}) =>
  await cli(['check', 'memory', '--format', format], { cwd: root, env })
const index = async (root: string, format: string, env: Record<string, string> = {}) =>
  await cli(['index', 'memory', '--format', format], { cwd: root, env })

const tap = (text: string) =>
  new Promise<{
    ok: boolean
    count: number
    pass: number
    fail: number
    skip: number
    failures: Array<{ name: string; diag?: Record<string, unknown> }>
  }>((resolve) => {
    const parser = new Parser(resolve as never)
    parser.end(text)
  })

describe('check --format junit', () => {
  it('is well-formed XML: a test case a memory, stale a failure, unverifiable skipped, pointing at the verify block', async () => {
    const result = await check(project(), 'junit')
    expect(result.code).toBe(1)
    expect(XMLValidator.validate(result.stdout)).toBe(true)
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(result.stdout)
    const suites = xml.testsuites
    expect(suites).toMatchObject({ tests: '4', failures: '2', skipped: '1', errors: '0' })
    const cases = suites.testsuite.testcase as Array<Record<string, unknown>>
    expect(
      cases.map((c) => [c.name, c.file, c.line, 'failure' in c ? 'failure' : 'skipped' in c ? 'skipped' : 'passed']),
    ).toEqual([
      ['<script>alert(1)</script> & co', 'memory/b-stale.md', '4', 'failure'],
      ['broken', 'memory/d-broken.md', '3', 'failure'],
      ['judgement', 'memory/c-judgement.md', '3', 'skipped'],
      ['present', 'memory/a-fresh.md', '3', 'passed'],
    ])
    expect((cases[0]?.failure as Record<string, string>).message).toBe('no match for /derive_before_classify/')
    expect(result.stdout).not.toContain('<script>')
  })
})

describe('check --format sarif', () => {
  it('validates against the SARIF 2.1.0 schema: a rule a kind, a result a stale memory at its verify block', async () => {
    const root = project()
    const result = await check(root, 'sarif')
    const log = JSON.parse(result.stdout)
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true)
    const run = log.runs[0]
    expect(run.tool.driver.rules.map((rule: { id: string }) => rule.id)).toEqual(['grep', 'memory'])
    expect(
      run.results.map(
        (r: {
          ruleId: string
          level: string
          locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>
        }) => [
          r.ruleId,
          r.level,
          r.locations[0]?.physicalLocation.artifactLocation.uri,
          r.locations[0]?.physicalLocation.region.startLine,
        ],
      ),
    ).toEqual([
      ['grep', 'error', 'memory/b-stale.md', 4],
      ['memory', 'error', 'memory/d-broken.md', 3],
    ])
  })

  it('describes each rule as its checker describes itself (meta.docs), a third-party checker alike', async () => {
    const root = project()
    addFiles(root, {
      'checkers/weather.mjs': `export default {
  apiVersion: 1,
  kind: 'weather',
  meta: { name: 'claimcheck-checker-weather', version: '1.0.0', docs: { description: 'The sky is still as the memory says.', url: 'https://example.com/weather' } },
  options: { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } },
  async check() { return { status: 'stale', reason: 'it rains' } },
}
`,
      'claimcheck.config.yaml':
        "checkers: ['@claimcheck/checker-readable', '@claimcheck/checker-grep', ./checkers/weather.mjs]\n",
      'memory/e-weather.md': '---\nname: weather\nverify:\n  kind: weather\n---\nBody.\n',
    })
    const log = JSON.parse((await check(root, 'sarif')).stdout)
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true)
    const rules = log.runs[0].tool.driver.rules as Array<{
      id: string
      shortDescription: { text: string }
      helpUri?: string
    }>
    expect(rules.map((rule) => [rule.id, rule.shortDescription.text, rule.helpUri])).toEqual([
      [
        'grep',
        'A pattern a memory relies on still appears in a file, a folder or a glob (or, with absent, no longer appears).',
        'https://www.npmjs.com/package/@claimcheck/checker-grep',
      ],
      ['memory', 'A memory whose verify block cannot be read or run is held back as stale.', undefined],
      ['weather', 'The sky is still as the memory says.', 'https://example.com/weather'],
    ])
  })

  it('keeps a result’s fingerprint when lines are added above its verify block', async () => {
    const root = project()
    const fingerprints = async () =>
      JSON.parse((await check(root, 'sarif')).stdout).runs[0].results.map(
        (r: {
          partialFingerprints: Record<string, string>
          locations: Array<{ physicalLocation: { region: { startLine: number } } }>
        }) => [r.partialFingerprints['claimcheckMemory/v1'], r.locations[0]?.physicalLocation.region.startLine],
      )
    const before = await fingerprints()
    const file = join(root, 'memory/b-stale.md')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'description: stale\n',
        'description: stale\ntype: project\nextra: one more line\n',
      ),
    )
    const after = await fingerprints()
    expect(after[0]?.[0]).toBe(before[0]?.[0])
    expect(after[0]?.[1]).toBe((before[0]?.[1] as number) + 2)
    expect(before[0]?.[0]).toMatch(/^[0-9a-f]{64}$/)
  })

  it('fingerprints as it always has (a changed fingerprint reopens every code-scanning alert)', async () => {
    const root = project()
    const sha = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex')
    const stale = JSON.parse((await check(root, 'sarif')).stdout).runs[0].results[0]
    expect(stale.partialFingerprints).toEqual({
      'claimcheckMemory/v1': sha('grep', 'memory/b-stale.md', '<script>alert(1)</script> & co'),
    })
    const missing = JSON.parse((await index(root, 'sarif')).stdout).runs[0].results.find(
      (r: { ruleId: string }) => r.ruleId === 'MISSING',
    )
    expect(missing.partialFingerprints).toEqual({
      'claimcheckIndex/v1': sha(
        'MISSING',
        'memory/MEMORY.md',
        'line 2: [Gone](missing-topic.md) links to missing-topic.md, which does not exist',
      ),
    })
  })
})

describe('check --format github', () => {
  it('prints an error annotation a stale memory and a notice an unverifiable one, escaped, then the summary', async () => {
    const result = await check(project(), 'github')
    expect(result.stdout.split('\n')).toEqual([
      '::error file=memory/b-stale.md,line=4,title=claimcheck%3A stale memory::<script>alert(1)</script> & co: no match for /derive_before_classify/',
      expect.stringMatching(
        /^::error file=memory\/d-broken\.md,line=3,title=claimcheck%3A stale memory::broken: invalid frontmatter: /,
      ),
      '::notice file=memory/c-judgement.md,line=3,title=claimcheck%3A unverifiable memory::judgement: no counterpart (judgement)',
      'fresh=1 stale=2 unverifiable=1',
      '',
    ])
  })

  it('appends a Markdown summary to $GITHUB_STEP_SUMMARY, run after run', async () => {
    const root = project()
    const summary = join(root, 'step-summary.md')
    writeFileSync(summary, '# earlier step\n')
    await check(root, 'github', { GITHUB_STEP_SUMMARY: summary })
    await index(root, 'github', { GITHUB_STEP_SUMMARY: summary })
    const text = readFileSync(summary, 'utf8')
    expect(text.startsWith('# earlier step\n## claimcheck\n\n**2 stale**, 1 unverifiable, 1 fresh\n')).toBe(true)
    // Every cell is text: each ASCII punctuation character escaped, so no markup is live.
    expect(text).toContain(
      '| stale | \\<script\\>alert\\(1\\)\\<\\/script\\> \\& co | memory\\/b\\-stale\\.md\\:4 | no match for \\/derive\\_before\\_classify\\/ |',
    )
    // check and index summaries have one shape: the counts, what loads, then a row a finding, worst first.
    expect(text).toContain(
      '## claimcheck index\n\n**1 error**, 2 warnings, 2 info\n\n**memory\\/MEMORY\\.md** loads 3 of 3 lines',
    )
    expect(text).toContain('| severity | code | file | detail |')
    expect(text).toContain('| error | MISSING | memory\\/MEMORY\\.md\\:2 |')
  })
})

describe('check --format tap', () => {
  it('parses as TAP 14: a point a memory, stale not ok with its file, unverifiable skipped', async () => {
    const result = await check(project(), 'tap')
    const parsed = await tap(result.stdout)
    expect(parsed).toMatchObject({ ok: false, count: 4, pass: 2, fail: 2, skip: 1 })
    expect(parsed.failures[0]?.name).toBe('<script>alert(1)</script> & co: no match for /derive_before_classify/')
    expect(parsed.failures[0]?.diag).toEqual({
      file: 'memory/b-stale.md',
      line: 4,
      status: 'stale',
      rule: 'grep',
      reason: 'no match for /derive_before_classify/',
    })
  })
})

describe('index in the CI formats', () => {
  it('junit: a passing case for what loads, a case a finding, failing from --fail-on up', async () => {
    const result = await index(project(), 'junit')
    expect(XMLValidator.validate(result.stdout)).toBe(true)
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(result.stdout)
    const cases = xml.testsuites.testsuite.testcase as Array<Record<string, unknown>>
    expect(cases[0]?.name).toBe(
      'memory/MEMORY.md loads 3 of 3 lines and 72 of 72 characters (limits 200 lines, 25000 characters)',
    )
    expect(cases[0]).not.toHaveProperty('failure')
    const codes = cases.slice(1).map((c) => [String(c.name).split(' ')[0], 'failure' in c ? 'failure' : 'skipped'])
    expect(codes).toContainEqual(['[MISSING]', 'failure'])
    expect(codes).toContainEqual(['[ORPHAN]', 'failure'])
    expect(codes).toContainEqual(['[NO_TS]', 'skipped'])
  })

  it('sarif: valid, a rule a finding code, located at the index line', async () => {
    const log = JSON.parse((await index(project(), 'sarif')).stdout)
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true)
    const missing = log.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'MISSING')
    expect(missing.level).toBe('error')
    expect(missing.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'memory/MEMORY.md', uriBaseId: 'ROOT' },
      region: { startLine: 2 },
    })
  })

  it('github and tap', async () => {
    const root = project()
    const github = (await index(root, 'github')).stdout.split('\n')
    expect(github).toContain(
      '::error file=memory/MEMORY.md,line=2,title=claimcheck index%3A MISSING::[MISSING] line 2: [Gone](missing-topic.md) links to missing-topic.md, which does not exist',
    )
    const parsed = await tap((await index(root, 'tap')).stdout)
    expect(parsed.ok).toBe(false)
    expect(parsed.failures.map((failure) => failure.name.split(' ')[0])).toContain('[MISSING]')
    // The same YAML block as check's, in index's words: severity and detail.
    expect(parsed.failures.find((failure) => failure.name.startsWith('[MISSING]'))?.diag).toEqual({
      file: 'memory/MEMORY.md',
      line: 2,
      severity: 'error',
      rule: 'MISSING',
      detail: 'line 2: [Gone](missing-topic.md) links to missing-topic.md, which does not exist',
    })
  })
})

describe('--output, for every format', () => {
  it.each(['text', 'json', 'junit', 'sarif', 'github', 'tap', 'html'])(
    '%s: the same bytes in the file, nothing on stdout',
    async (format) => {
      const root = project()
      const printed = (await check(root, format)).stdout
      const written = await cli(['check', 'memory', '--format', format, '--output', 'report.out'], { cwd: root })
      expect(written.stdout).toBe('')
      // How long each check took, and when the run was made, differ from run to run; nothing else may.
      const timeless = (text: string) =>
        text
          .replace(/"ms": [\d.]+/g, '"ms"')
          .replace(/time="[\d.]+"/g, 'time')
          .replace(/<time datetime="[^"]+">[^<]+<\/time>/g, '<time>')
      expect(timeless(readFileSync(join(root, 'report.out'), 'utf8'))).toBe(timeless(printed))
      const indexPrinted = (await index(root, format)).stdout
      await cli(['index', 'memory', '--format', format, '--output', 'index.out'], { cwd: root })
      expect(timeless(readFileSync(join(root, 'index.out'), 'utf8'))).toBe(timeless(indexPrinted))
    },
  )
})

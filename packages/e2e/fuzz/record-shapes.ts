// Records shapes of test/claude-code/index-shapes.ts as replayable cases: each index and the text a
// real session carried of it, written to packages/cli/test/fixtures/index-recorded/ for
// packages/cli/test/index-recorded.test.ts, which replays them without the binary.
//
//   npx tsx fuzz/record-shapes.ts [--version 2.1.332] "name fragment" …
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { CLAUDE_CODE_VERSION, claudeCodeBinary } from '../test/claude-code/install.ts'
import { INDEX_SHAPES } from '../test/claude-code/index-shapes.ts'
import { inPool, loadIndexInSession } from '../test/claude-code/session.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string', default: CLAUDE_CODE_VERSION } },
})
const version = values.version as string
const here = dirname(fileURLToPath(import.meta.url))
const found = join(here, '..', '..', 'cli', 'test', 'fixtures', 'index-recorded')
const shapes = INDEX_SHAPES.filter((shape) => positionals.some((part) => shape.name.includes(part)))
const claude = claudeCodeBinary(version)
mkdirSync(found, { recursive: true })
await inPool(shapes, 2, async (shape) => {
  const { loaded, memoryDir } = await loadIndexInSession(claude, shape.text)
  rmSync(resolve(memoryDir, '../../../..'), { recursive: true, force: true })
  const name = `${version}-${shape.name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`
  if (shape.text.length > 200_000) return console.log(`not recorded (too big): ${shape.name}`)
  writeFileSync(
    join(found, `${name}.json`),
    JSON.stringify({ version, classes: [shape.name], text: shape.text, loaded: loaded ?? null }, null, 1) + '\n',
  )
  console.log(`recorded ${name}`)
})

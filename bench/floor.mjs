// The I/O floor of a corpus (SPEC §11): reads every memory file whole and each distinct target once
// (listed in the corpus's targets.txt), and does nothing else. No tool that checks these claims can
// take less. Usage: node bench/floor.mjs <memory dir> <root>
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const [memoryDir, root] = process.argv.slice(2)
let bytes = 0
for (const name of readdirSync(memoryDir)) bytes += readFileSync(join(memoryDir, name)).length
for (const target of readFileSync(join(root, 'targets.txt'), 'utf8').split('\n')) {
  if (target === '') continue
  try {
    bytes += readFileSync(join(root, target)).length
  } catch {
    // A rotted claim's target is gone: looking costs what it costs.
  }
}
process.stdout.write(`read ${bytes} bytes\n`)

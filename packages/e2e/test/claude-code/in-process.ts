// claimcheck's own `main` run in this process on a memory dir, with a quiet, empty environment:
// what a test or the fuzzer compares with what a real session loaded.
import { main, type Io } from '@claimcheck/cli'

/** Runs `claimcheck <argv>` in process with `memoryDir` as its folder and home; its exit code and standard output. */
export async function runInProcess(argv: string[], memoryDir: string): Promise<{ code: number; stdout: string }> {
  let stdout = ''
  const io: Io = {
    cwd: memoryDir,
    env: {},
    home: memoryDir,
    stdout: (text) => (stdout += text),
    stderr: () => {},
    readInput: async () => '',
    stdoutIsTTY: false,
    stdinIsTTY: false,
    ask: async () => undefined,
    warn: () => {},
  }
  const code = await main(argv, io)
  return { code, stdout }
}

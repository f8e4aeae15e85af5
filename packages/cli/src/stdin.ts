// Standard input for hooks: read when there is some, bounded in time and size, never awaited forever.

const MAX_STDIN_BYTES = 1024 * 1024

/**
 * What `readStdin` gives for input over MAX_STDIN_BYTES: not read, and not to be taken for no
 * input at all (a hook run by hand answers as at session start; a Write of 2 MB must not).
 */
export const OVERSIZED_INPUT = '\u0000input over 1 MiB, not read'

/** The text on stdin, or '' when it is a terminal or stays silent past `waitMs`; OVERSIZED_INPUT when too large. */
export function readStdin(stdin: NodeJS.ReadStream, waitMs: number): Promise<string> {
  if (stdin.isTTY) return Promise.resolve('')
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (text: string) => {
      clearTimeout(timer)
      stdin.removeAllListeners('data').removeAllListeners('end').removeAllListeners('error')
      stdin.pause()
      resolve(text)
    }
    const timer = setTimeout(() => finish(''), waitMs)
    stdin.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_STDIN_BYTES) finish(OVERSIZED_INPUT)
      else chunks.push(chunk)
    })
    stdin.on('end', () => finish(Buffer.concat(chunks).toString('utf8')))
    stdin.on('error', () => finish(''))
  })
}

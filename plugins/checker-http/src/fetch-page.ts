// One page fetched as a check needs it: redirects followed by hand, each hop through the guarded
// connector; the body decoded and kept only up to a limit counted after decoding, so a small gzip
// cannot inflate into memory (SPEC §5.6).
import type { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { request, type Dispatcher } from 'undici'

export const MAX_REDIRECTS = 10

export interface Page {
  status: number
  /** The response's `retry-after`, when it had one. */
  retryAfter?: string
  /** The decoded body (at most the limit), when it was asked for. */
  body?: string
  /** True when the body went on past the limit. */
  cut?: boolean
}

export interface PageRequest {
  url: string
  method: 'HEAD' | 'GET'
  /** Sent to the URL's own origin. */
  headers: Record<string, string>
  /** Sent once a redirect leads to another origin: no credentials, no header the check chose. */
  headersElsewhere: Record<string, string>
  dispatcher: Dispatcher
  signal: AbortSignal
  /** Most bytes of decoded body kept; 0: the body is not read. */
  maxBodyBytes: number
}

/** Why a fetch ended without a page: said as a reason. */
export class FetchProblem extends Error {}

/** Longest text a server chose (a Location, an encoding name) that a reason repeats. */
const MAX_SERVER_TEXT = 100

/** Text a server chose, as a reason may hold it: on one line, at most `MAX_SERVER_TEXT` characters. */
export function serverText(text: string): string {
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
  return line.length <= MAX_SERVER_TEXT ? line : `${line.slice(0, MAX_SERVER_TEXT - 1)}…`
}

/** The decoders a `content-encoding` asks for, in the order to apply them. */
function decoders(encoding: string | undefined): NodeJS.ReadWriteStream[] {
  if (!encoding) return []
  return encoding
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'identity')
    .reverse()
    .map((name) => {
      if (name === 'gzip' || name === 'x-gzip') return createGunzip()
      if (name === 'deflate') return createInflate()
      if (name === 'br') return createBrotliDecompress()
      throw new FetchProblem(`unsupported content-encoding: ${serverText(name)}`)
    })
}

/** Reads at most `max` decoded bytes of `body`, then stops reading (the rest is never inflated). */
async function readDecoded(
  body: Readable,
  encoding: string | undefined,
  max: number,
): Promise<{ text: string; cut: boolean }> {
  const stages = decoders(encoding)
  let stream: NodeJS.ReadableStream = body
  for (const stage of stages) stream = stream.pipe(stage)
  const chunks: Buffer[] = []
  let kept = 0
  let cut = false
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = max - kept
      if (chunk.length >= room) {
        chunks.push(chunk.subarray(0, room))
        kept = max
        cut = chunk.length > room
        if (cut) break
        continue
      }
      chunks.push(chunk)
      kept += chunk.length
    }
  } catch (error) {
    if (stages.length > 0 && (error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new FetchProblem(`body not decodable as ${encoding}`)
    }
    throw error
  } finally {
    // Stopping early aborts the response: that is meant, not an error.
    body.on('error', () => {})
    body.destroy()
    for (const stage of stages) (stage as unknown as Readable).destroy()
  }
  return { text: Buffer.concat(chunks).toString('utf8'), cut }
}

/** A body not wanted: a little is read so the connection can serve the next request; more closes it. */
async function discard(body: Readable & { dump?: (options?: { limit: number }) => Promise<void> }): Promise<void> {
  body.on('error', () => {})
  if (body.dump) await body.dump({ limit: 64 * 1024 }).catch(() => {})
  else body.destroy()
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Fetches `url`, following up to ten redirects, each to an http or https URL. */
export async function fetchPage(page: PageRequest): Promise<Page> {
  let url = new URL(page.url)
  const origin = url.origin
  let method = page.method
  let sent = page.headers
  for (let hop = 0; ; hop++) {
    const response = await request(url, {
      method,
      headers: sent,
      dispatcher: page.dispatcher,
      signal: page.signal,
    })
    const { statusCode, headers, body } = response
    const location = headerText(headers.location)
    if (statusCode >= 300 && statusCode < 400 && location !== undefined && statusCode !== 304) {
      await discard(body)
      if (hop >= MAX_REDIRECTS) throw new FetchProblem('too many redirects')
      let next: URL
      try {
        next = new URL(location, url)
      } catch {
        throw new FetchProblem(`redirect to an invalid URL: ${serverText(location)}`)
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        throw new FetchProblem(`redirect to a URL that is not http or https: ${serverText(next.href)}`)
      }
      url = next
      // Credentials and the check's own headers go to the origin it named, never further (SPEC §10).
      if (url.origin !== origin) sent = page.headersElsewhere
      // A 303 asks for a GET; the other redirects keep the method (here only HEAD or GET).
      if (statusCode === 303) method = 'GET'
      continue
    }
    const retryAfter = headerText(headers['retry-after'])
    if (method === 'HEAD' || page.maxBodyBytes === 0 || statusCode < 200 || statusCode >= 300) {
      await discard(body)
      return { status: statusCode, retryAfter }
    }
    const read = await readDecoded(body, headerText(headers['content-encoding']), page.maxBodyBytes)
    return { status: statusCode, retryAfter, body: read.text, cut: read.cut }
  }
}

// A stand-in for the Messages API on loopback: it answers `/v1/messages` with server-sent events
// from a script (text, or one tool call) and records every request body, which shows exactly what
// a Claude Code session sends the model. Nothing leaves the machine.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One answer of the scripted model: text, or a call of one of Claude Code's tools. */
export type Turn = { text: string } | { tool: string; input: Record<string, unknown> }

/** A turn, or a turn made from the request it answers (what the session sent so far). */
export type ScriptStep = Turn | ((request: RecordedRequest) => Turn)

export interface RecordedRequest {
  path: string
  // The request body as Claude Code sent it: the Messages API's JSON.
  body: MessagesRequest
}

export interface MessagesRequest {
  model?: string
  system?: Array<{ type: string; text: string }>
  messages: Array<{ role: string; content: string | ContentBlock[] }>
  tools?: Array<{ name: string }>
}

export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string | Array<{ type: string; text?: string }> }
  | { type: string; [key: string]: unknown }

export interface MessagesApi {
  /** What `ANTHROPIC_BASE_URL` is set to. */
  url: string
  /** Every `/v1/messages` request, in order. */
  requests: RecordedRequest[]
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}

let messages = 0

/** Streams one assistant message holding `turn`, as the Messages API streams it. */
function stream(response: ServerResponse, turn: Turn, model: string): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  const send = (type: string, data: Record<string, unknown>) =>
    response.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`)
  const id = ++messages
  send('message_start', {
    message: {
      id: `msg_${id}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  })
  if ('text' in turn) {
    send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } })
    send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: turn.text } })
  } else {
    const block = { type: 'tool_use', id: `toolu_${id}`, name: turn.tool, input: {} }
    send('content_block_start', { index: 0, content_block: block })
    send('content_block_delta', {
      index: 0,
      delta: { type: 'input_json_delta', partial_json: JSON.stringify(turn.input) },
    })
  }
  send('content_block_stop', { index: 0 })
  const stopReason = 'text' in turn ? 'end_turn' : 'tool_use'
  send('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 1 } })
  send('message_stop', {})
  response.end()
}

/**
 * Starts the stand-in. Requests of the session's own loop (those that offer tools) are answered
 * by the script in order, then with `done`; any other request (a side query) with `ok`.
 */
export async function startMessagesApi(script: readonly ScriptStep[]): Promise<MessagesApi> {
  const requests: RecordedRequest[] = []
  let step = 0
  const server = createServer((request, response) => {
    readBody(request)
      .then((text) => {
        const path = request.url ?? '/'
        if (request.method !== 'POST' || !path.startsWith('/v1/messages')) {
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
          return
        }
        if (path.startsWith('/v1/messages/count_tokens')) {
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"input_tokens":1}')
          return
        }
        const body = JSON.parse(text) as MessagesRequest
        const recorded = { path, body }
        requests.push(recorded)
        const model = body.model ?? 'claude-test'
        if ((body.tools ?? []).length === 0) return stream(response, { text: 'ok' }, model)
        const next = script[step++] ?? { text: 'done' }
        stream(response, typeof next === 'function' ? next(recorded) : next, model)
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * A tiny recording HTTP server for tests, standing in for a vendor's API.
 *
 * `fakeServer(handler)` → `{ url, requests, close }`. `handler(req)` (sync or async) →
 * `{ status, json?, raw?, headers?, delayMs? }`: the reply is `raw` as is when given (a malformed
 * body), else `json` serialised; `headers` are added (e.g. `retry-after`); `delayMs` holds the
 * reply back (a slow vendor; a reply held past the client's timeout is never read). `requests`
 * records each request with its arrival time (`at`, ms clock).
 *
 * Below it: `questionOf(request)` reads the question of a recorded vendor call, and
 * `responsesReply`, `chatReply`, `messageReply` (with `searchedBlocks`) and `geminiReply` (with
 * `groundingMetadata`) build replies in each vendor's wire format, plain or after a web search, as
 * the official SDKs parse them.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: any
  /** Arrival time, `Date.now()` ms. */
  at: number
}

export interface FakeReply {
  status: number
  json?: unknown
  raw?: string
  headers?: Record<string, string>
  delayMs?: number
}

export async function fakeServer(handler: (req: Recorded) => FakeReply | Promise<FakeReply>) {
  const requests: Recorded[] = []
  const server = createServer((req, res) => {
    let raw = ''
    const at = Date.now()
    req.on('data', (c) => (raw += c))
    req.on('end', async () => {
      const rec: Recorded = {
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0],
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
        at,
      }
      requests.push(rec)
      const reply = await handler(rec)
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
      if (res.destroyed) return
      res
        .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        .end(reply.raw ?? JSON.stringify(reply.json))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  }
}

/**
 * The question a recorded vendor call asks, in any of the vendors' formats: Responses API `input`,
 * Chat Completions / Anthropic last message, Gemini `contents[0].parts[0].text`.
 */
export function questionOf(r: Recorded): string {
  const b = r.body ?? {}
  if (typeof b.input === 'string') return b.input
  const last = b.messages?.find((m: { role: string }) => m.role === 'user')?.content
  if (typeof last === 'string') return last
  return b.contents?.[0]?.parts?.[0]?.text
}

/** A cited page: its URL and title. */
export interface FakeSource {
  url: string
  title: string
}

/**
 * An OpenAI Responses API response (`object: 'response'`) whose message text is `text`. With
 * `cited`, the text carries one `url_citation` annotation per source; with `sources`, a
 * `web_search_call` (a search action with those sources, as `include:
 * ['web_search_call.action.sources']` returns them) comes first; `failed` marks that call failed.
 */
export function responsesReply(
  text: string,
  {
    cited = [],
    sources,
    failed = false,
  }: { cited?: FakeSource[]; sources?: string[]; failed?: boolean } = {},
): FakeReply {
  const search = sources
    ? [
        {
          type: 'web_search_call',
          id: 'ws_1',
          status: failed ? 'failed' : 'completed',
          action: {
            type: 'search',
            query: 'best dentist',
            queries: ['best dentist'],
            sources: sources.map((url) => ({ type: 'url', url })),
          },
        },
      ]
    : []
  return {
    status: 200,
    json: {
      id: 'resp_1',
      object: 'response',
      created_at: 1,
      status: 'completed',
      model: 'm',
      output: [
        ...search,
        {
          type: 'message',
          id: 'msg_1',
          status: 'completed',
          role: 'assistant',
          content: [
            {
              type: 'output_text',
              text,
              annotations: cited.map((s, i) => ({
                type: 'url_citation',
                start_index: i,
                end_index: i + 1,
                url: s.url,
                title: s.title,
              })),
              logprobs: [],
            },
          ],
        },
      ],
      usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
    },
  }
}

/** A Chat Completions response (OpenAI, Perplexity) whose text is `content`; `extra` on the body. */
export function chatReply(content: string, extra: object = {}): FakeReply {
  return {
    status: 200,
    json: {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      ...extra,
    },
  }
}

/**
 * An Anthropic Messages API response: `content` is the answer's text as one text block, or the
 * blocks themselves (server_tool_use, web_search_tool_result, text with citations...).
 */
export function messageReply(content: string | object[], stopReason = 'end_turn'): FakeReply {
  return {
    status: 200,
    json: {
      id: 'm',
      type: 'message',
      role: 'assistant',
      model: 'm',
      content: typeof content === 'string' ? [{ type: 'text', text: content }] : content,
      stop_reason: stopReason,
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  }
}

/**
 * Anthropic blocks of an answer that searched the web once and cites `cited`: Claude's announcement
 * of the search, the tool call, its results (`found`, default `cited`), then the text in two blocks,
 * the second citing each source.
 */
export function searchedBlocks(text: string, cited: FakeSource[], found = cited): object[] {
  return [
    { type: 'text', text: "I'll search for dentists in Perth.", citations: null },
    {
      type: 'server_tool_use',
      id: 'srvtoolu_1',
      name: 'web_search',
      input: { query: 'best dentist' },
    },
    {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_1',
      content: found.map((s) => ({
        type: 'web_search_result',
        url: s.url,
        title: s.title,
        encrypted_content: 'e',
        page_age: null,
      })),
    },
    { type: 'text', text: '', citations: null },
    {
      type: 'text',
      text,
      citations: cited.map((s) => ({
        type: 'web_search_result_location',
        url: s.url,
        title: s.title,
        encrypted_index: 'i',
        cited_text: 'cited',
      })),
    },
  ]
}

/** A Gemini generateContent response whose text is `text`; `extra` on the candidate. */
export function geminiReply(text: string, extra: object = {}): FakeReply {
  return {
    status: 200,
    json: {
      candidates: [
        { content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0, ...extra },
      ],
    },
  }
}

/**
 * Gemini grounding with Google Search as the Gemini API returns it: the queries it searched, and one
 * chunk per source whose `uri` is a grounding redirect and whose `title` is the source's domain.
 */
export function groundingMetadata(domains: string[], queries = ['best dentist']) {
  return {
    groundingMetadata: {
      webSearchQueries: queries,
      searchEntryPoint: { renderedContent: '<div></div>' },
      groundingChunks: domains.map((d, i) => ({
        web: {
          uri: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQ${i}`,
          title: d,
        },
      })),
      groundingSupports: domains.map((_, i) => ({
        segment: { startIndex: 0, endIndex: 1, text: 'x' },
        groundingChunkIndices: [i],
      })),
    },
  }
}

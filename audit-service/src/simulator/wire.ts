/**
 * The simulated answers in each vendor's wire format, searched or plain, as the official SDKs
 * parse them (field names from the SDKs' own types: `openai` `Response` and `ChatCompletion`,
 * `@anthropic-ai/sdk` `Message`, `@google/genai` `GenerateContentResponse`; Perplexity's
 * documented chat completion). Pure: `SimulatedSearch` (search.ts) in, JSON body out.
 *
 * - `openAiResponse(s, req)`: Responses API. Searched: `output` = a `web_search_call`
 *   (`status: 'completed'`, `action: { type: 'search', query, queries, sources? }`; `sources`
 *   only when the request's `include` has `web_search_call.action.sources`), then a `message`
 *   whose `output_text` cites inline as ChatGPT does, ` ([host](url?utm_source=openai))` after
 *   each claim, each link one `url_citation` annotation `{ url, title, start_index, end_index }`
 *   covering the parenthesis (UTF-16 offsets). Plain: the `message` only, no annotations.
 *   `output_text` is not sent: the SDK computes it from the message.
 * - `anthropicMessage(s)`: Messages API. Searched: a text block announcing the search, then per
 *   query a `server_tool_use` (`name: 'web_search'`, `input: { query }`) and its
 *   `web_search_tool_result` (`web_search_result` items with `url`, `title`, `encrypted_content`,
 *   `page_age`), then the answer as text blocks: a claim's block has `citations` of
 *   `web_search_result_location` (`url`, `title`, `cited_text`, `encrypted_index`), the text
 *   between claims `citations: null`; the answer blocks joined are the answer. `usage.
 *   server_tool_use.web_search_requests` counts the queries. Plain: one text block.
 * - `geminiResponse(s)`: generateContent. Searched: `candidates[0].groundingMetadata` with
 *   `webSearchQueries`, `searchEntryPoint.renderedContent`, `groundingChunks[].web` `{ uri, title }`
 *   (as the Gemini API gives them: `uri` a redirect on vertexaisearch.cloud.google.com, `title` the
 *   source's domain) and `groundingSupports[]` `{ segment: { startIndex, endIndex, text },
 *   groundingChunkIndices }` (offsets in UTF-8 bytes of the part's text, `startIndex` left out when
 *   0 as the API's JSON does). Plain: no `groundingMetadata`.
 * - `perplexityCompletion(s, req)`: chat completion. Searched: text with [n] markers, `citations`
 *   (URLs) and `search_results` (`title`, `url`, `date`, `last_updated`, `snippet`, `source`) in
 *   the markers' order, `usage.search_context_size` and `num_search_queries`. Plain: neither list.
 * - `openAiChatCompletion(s)`: Chat Completions (ChatGPT's plain call); never searched.
 */
import { hash } from './answers'
import type { CitedSpan, SearchSource, SimulatedSearch } from './search'

/** What the response echoes of the request. */
export interface WireRequest {
  model: string
  question: string
}

/** `n` pseudo-random hex digits from `seed` (deterministic ids). */
function hex(seed: string, n: number): string {
  let out = ''
  for (let i = 0; out.length < n; i++) out += hash(`${seed}|${i}`).toString(16).padStart(8, '0')
  return out.slice(0, n)
}

/** A base64url token from `seed` (opaque vendor strings: encrypted content, redirect ids). */
const token = (seed: string, n: number) =>
  Buffer.from(hex(seed, n * 2), 'hex').toString('base64url')

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4))

/** ChatGPT's inline citation of a source: the link, without the space before it. */
const withUtm = (url: string) => `${url}${url.includes('?') ? '&' : '?'}utm_source=openai`

/**
 * Where ChatGPT writes a claim's links: at its end, or for a table row before the row's closing
 * pipe (inside the last cell).
 */
function linkAt(text: string, span: CitedSpan): number {
  const row = text.slice(span.start, span.end)
  return row.startsWith('|') && row.trimEnd().endsWith('|')
    ? span.start + row.trimEnd().lastIndexOf('|')
    : span.end
}

/** The answer with ChatGPT's inline links and their `url_citation` annotations. */
export function openAiCited(s: SimulatedSearch) {
  const annotations: {
    type: 'url_citation'
    start_index: number
    end_index: number
    url: string
    title: string
  }[] = []
  let out = ''
  let prev = 0
  const at = s.spans.map((span) => ({ span, pos: linkAt(s.text, span) }))
  for (const { span, pos } of at.sort((a, b) => a.pos - b.pos)) {
    out += s.text.slice(prev, pos)
    // Inside a table cell the link goes before the cell's trailing space.
    if (out.endsWith(' ') && s.text[pos] === '|') out = out.slice(0, -1)
    for (const src of span.sources) {
      out += ' '
      const url = withUtm(src.url)
      const start = out.length
      out += `([${src.host}](${url}))`
      annotations.push({
        type: 'url_citation',
        start_index: start,
        end_index: out.length,
        url,
        title: src.title,
      })
    }
    if (s.text[pos] === '|') out += ' '
    prev = pos
  }
  out += s.text.slice(prev)
  return { text: out, annotations }
}

/** OpenAI Responses API body (see module doc). */
export function openAiResponse(
  s: SimulatedSearch,
  req: WireRequest & {
    includeSources: boolean
    instructions: string | null
    maxOutputTokens: number | null
    tools: unknown[]
  },
) {
  const seed = `openai|${req.model}|${req.question}|${s.text}`
  const { text, annotations } = s.searched ? openAiCited(s) : { text: s.text, annotations: [] }
  const output: unknown[] = []
  if (s.searched)
    output.push({
      id: `ws_${hex(`${seed}|ws`, 48)}`,
      type: 'web_search_call',
      status: 'completed',
      action: {
        type: 'search',
        query: s.queries[0],
        queries: s.queries,
        ...(req.includeSources
          ? { sources: s.results.map((r) => ({ type: 'url', url: r.url })) }
          : {}),
      },
    })
  output.push({
    id: `msg_${hex(`${seed}|msg`, 48)}`,
    type: 'message',
    status: 'completed',
    role: 'assistant',
    content: [{ type: 'output_text', text, annotations, logprobs: [] }],
  })
  const input = tokens(req.question) + (req.instructions ? tokens(req.instructions) : 0)
  const outputTokens = tokens(text)
  return {
    id: `resp_${hex(seed, 48)}`,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    background: false,
    error: null,
    incomplete_details: null,
    instructions: req.instructions,
    max_output_tokens: req.maxOutputTokens,
    model: req.model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: false,
    temperature: 1,
    text: { format: { type: 'text' }, verbosity: 'medium' },
    tool_choice: 'auto',
    tools: req.tools,
    top_p: 1,
    truncation: 'disabled',
    usage: {
      input_tokens: input,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: outputTokens,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: input + outputTokens,
    },
    user: null,
    metadata: {},
  }
}

/** OpenAI Chat Completions body (ChatGPT's plain call). */
export function openAiChatCompletion(s: SimulatedSearch, req: WireRequest) {
  const prompt = tokens(req.question)
  const completion = tokens(s.text)
  return {
    id: `chatcmpl-sim-${hash(s.text)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: req.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: s.text, refusal: null, annotations: [] },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
    },
  }
}

/** Perplexity chat completion body (see module doc). */
export function perplexityCompletion(
  s: SimulatedSearch,
  req: WireRequest & { contextSize: string | null },
) {
  const base = openAiChatCompletion(s, req)
  const { annotations: _none, ...message } = base.choices[0].message
  const body = {
    ...base,
    id: `${hex(`pplx|${s.text}`, 8)}-${hex(`pplx|${s.text}|2`, 4)}-${hex(`pplx|${s.text}|3`, 4)}-${hex(`pplx|${s.text}|4`, 4)}-${hex(`pplx|${s.text}|5`, 12)}`,
    choices: [{ ...base.choices[0], message }],
  }
  if (!s.searched) return body
  return {
    ...body,
    usage: {
      ...body.usage,
      search_context_size: req.contextSize ?? 'low',
      num_search_queries: s.queries.length,
    },
    citations: s.results.map((r) => r.url),
    search_results: s.results.map((r) => ({
      title: r.title,
      url: r.url,
      date: r.date,
      last_updated: r.date,
      snippet: r.snippet,
      source: 'web',
    })),
  }
}

const citationOf = (src: SearchSource) => ({
  type: 'web_search_result_location',
  url: src.url,
  title: src.title,
  cited_text: src.snippet,
  encrypted_index: token(`index|${src.url}`, 48),
})

/** The answer as Claude's text blocks: claims with their citations, the text between without. */
function claudeBlocks(s: SimulatedSearch) {
  const blocks: { type: 'text'; text: string; citations: unknown[] | null }[] = []
  let prev = 0
  for (const span of s.spans) {
    if (span.start > prev)
      blocks.push({ type: 'text', text: s.text.slice(prev, span.start), citations: null })
    blocks.push({
      type: 'text',
      text: s.text.slice(span.start, span.end),
      citations: span.sources.map(citationOf),
    })
    prev = span.end
  }
  if (prev < s.text.length) blocks.push({ type: 'text', text: s.text.slice(prev), citations: null })
  return blocks
}

/** Anthropic Messages API body (see module doc). */
export function anthropicMessage(s: SimulatedSearch, req: WireRequest) {
  const seed = `anthropic|${req.model}|${req.question}|${s.text}`
  const content: unknown[] = []
  if (s.searched) {
    const { market, place } = s.composition
    content.push({
      type: 'text',
      text: `I'll search for ${market} in ${place} to give you current recommendations.`,
      citations: null,
    })
    // Each query returns its share of the results; every cited source is among them.
    s.queries.forEach((query, q) => {
      const id = `srvtoolu_${token(`${seed}|${q}`, 18)}`
      content.push({
        type: 'server_tool_use',
        id,
        name: 'web_search',
        input: { query },
        caller: { type: 'direct' },
      })
      content.push({
        type: 'web_search_tool_result',
        tool_use_id: id,
        caller: { type: 'direct' },
        content: s.results
          .filter((_, i) => i % s.queries.length === q)
          .map((r) => ({
            type: 'web_search_result',
            url: r.url,
            title: r.title,
            encrypted_content: token(`content|${r.url}`, 96),
            page_age: r.pageAge,
          })),
      })
    })
    content.push(...claudeBlocks(s))
  } else content.push({ type: 'text', text: s.text })
  const input = tokens(req.question) + (s.searched ? 2000 * s.queries.length : 0)
  return {
    id: `msg_${token(seed, 18)}`,
    type: 'message',
    role: 'assistant',
    model: req.model,
    content,
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: input,
      output_tokens: tokens(s.text),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      ...(s.searched
        ? { server_tool_use: { web_search_requests: s.queries.length, web_fetch_requests: 0 } }
        : {}),
      service_tier: 'standard',
    },
  }
}

/** Gemini's link to a grounding source: a redirect it resolves itself, never the page's URL. */
const redirectOf = (src: SearchSource) =>
  `https://vertexaisearch.cloud.google.com/grounding-api-redirect/${token(`redirect|${src.url}`, 120)}`

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

/** The search suggestions chip Gemini asks apps to show with a grounded answer. */
function entryPoint(queries: string[]): string {
  const chips = queries
    .map(
      (q) =>
        `<a class="chip" href="https://www.google.com/search?q=${encodeURIComponent(q)}">${q}</a>`,
    )
    .join('')
  return `<style>.container{align-items:center;border-radius:8px;display:flex}.chip{display:inline-block;border:solid 1px;border-radius:16px;padding:5px 16px;margin:0 8px}</style><div class="container"><div class="headline">Google</div><div class="carousel">${chips}</div></div>`
}

/** Gemini generateContent body (see module doc). */
export function geminiResponse(s: SimulatedSearch, req: WireRequest) {
  const prompt = tokens(req.question)
  const completion = tokens(s.text)
  const tool = s.searched ? 150 * s.results.length : 0
  const grounding = s.searched
    ? {
        groundingMetadata: {
          searchEntryPoint: { renderedContent: entryPoint(s.queries) },
          groundingChunks: s.results.map((r) => ({ web: { uri: redirectOf(r), title: r.host } })),
          groundingSupports: s.spans.map((span) => {
            const startIndex = bytes(s.text.slice(0, span.start))
            return {
              segment: {
                ...(startIndex ? { startIndex } : {}),
                endIndex: bytes(s.text.slice(0, span.end)),
                text: s.text.slice(span.start, span.end),
              },
              groundingChunkIndices: span.sources.map((src) =>
                s.results.findIndex((r) => r.url === src.url),
              ),
            }
          }),
          webSearchQueries: s.queries,
        },
      }
    : {}
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ text: s.text }] },
        finishReason: 'STOP',
        index: 0,
        ...grounding,
      },
    ],
    usageMetadata: {
      promptTokenCount: prompt,
      candidatesTokenCount: completion,
      ...(tool ? { toolUsePromptTokenCount: tool } : {}),
      totalTokenCount: prompt + completion + tool,
    },
    modelVersion: req.model,
    responseId: token(`gemini|${req.model}|${req.question}|${s.text}`, 18),
  }
}

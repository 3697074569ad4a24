/**
 * Simulated assistants at the vendor-API level (docs/decisions/0004, 0052): one local HTTP server
 * that answers the endpoints the official SDKs call, in each vendor's wire format, searched or
 * plain, so the real SDK code and every parsing path run without vendor keys.
 *
 * | route                                                | vendor call                | search tool read                                          |
 * | ---------------------------------------------------- | -------------------------- | --------------------------------------------------------- |
 * | POST /openai/v1/responses                            | OpenAI Responses API       | `tools[]` of type `web_search*` (its `user_location`), `include` |
 * | POST /openai/v1/chat/completions                     | OpenAI Chat Completions    | none (never searches)                                     |
 * | POST /anthropic/v1/messages                          | Anthropic Messages API     | `tools[]` of type `web_search_*` (its `user_location`)    |
 * | POST /gemini/v1beta/models/M:generateContent         | Gemini generateContent     | `tools[]` with `googleSearch` (no location field)         |
 * | POST /perplexity/chat/completions                    | Perplexity chat            | `web_search_options` (its `user_location`), unless `disable_search: true` |
 *
 * Base URLs for the SDKs: `simulatedSettings(sim)`. When the request offers the vendor's search
 * tool the answer is searched except for a seeded share of calls (`search.ts`), then comes back in
 * the searched wire format (`wire.ts`); without the tool it never is.
 *
 * The audit tells the simulator its market through request headers (`x-sim-business`,
 * `x-sim-specialism`, `x-sim-location` and, optionally, `x-sim-website`, URI-encoded); a real
 * assistant gets no such headers. The place the answer is about is the tool's `user_location.city`
 * when the request sends one that is not the header's place, else `x-sim-location`, else the place
 * in the question ("... in Leeds?"); its country is the `user_location.country` sent, else the
 * engine gazetteer's for that place. Without `x-sim-business` no answer names the business. With
 * `x-sim-facts` (the owner's facts, URI-encoded JSON), the contact question is answered with them
 * and a seeded slip (contact.ts).
 *
 * `startSimulator()` → `{ url, close() }`. Latency per answer: 50–300 ms (seeded; SIMULATED_LATENCY_MS
 * sets it); with each assistant asked at most 5 questions at a time, a simulated audit takes about
 * half a second (`npx tsx audit-service/bench/audit.bench.ts` measures it). Errors: 404 for another
 * route, 400 for a body that is not JSON or has no user question.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AssistantId } from '@aivis/contract'
import { hash } from './answers'
import { contactAnswer, factsFromHeader, isContactQuestion } from './contact'
import { simulateSearch } from './search'
import {
  anthropicMessage,
  geminiResponse,
  openAiChatCompletion,
  openAiResponse,
  perplexityCompletion,
} from './wire'

export interface Simulator {
  url: string
  close(): Promise<void>
}

/** The approximate user location a search tool may carry. */
interface UserLocation {
  city?: string | null
  region?: string | null
  country?: string | null
  timezone?: string | null
}

/** The parts of the vendors' request bodies that the simulator reads. */
interface VendorRequest {
  model?: string
  /** Chat Completions and Anthropic. */
  messages?: { role?: string; content?: unknown }[]
  /** Gemini. */
  contents?: { role?: string; parts?: { text?: string }[] }[]
  /** OpenAI Responses API. */
  input?: unknown
  instructions?: string
  max_output_tokens?: number
  include?: string[]
  /** OpenAI Responses, Anthropic, Gemini. */
  tools?: Record<string, unknown>[]
  /** Perplexity. */
  web_search_options?: { user_location?: UserLocation; search_context_size?: string }
  disable_search?: boolean
}

/** What one request asks: the question, whether the search tool is offered, from where. */
interface Asked {
  assistant: AssistantId
  question: string
  tool: boolean
  userLocation: UserLocation | null
}

function readJson(req: IncomingMessage): Promise<VendorRequest> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      try {
        resolve(body ? JSON.parse(body) : {})
      } catch (err) {
        reject(err)
      }
    })
    req.on('error', reject)
  })
}

const header = (req: IncomingMessage, name: string) =>
  decodeURIComponent(String(req.headers[name] ?? ''))

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content))
    return content.map((p: { text?: string } | null) => p?.text ?? '').join('')
  return ''
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** The last user message of a Responses API `input` (a string, or a list of input items). */
function responsesQuestion(input: unknown): string {
  if (typeof input === 'string') return input
  if (!Array.isArray(input)) return ''
  const users = input.filter(
    (i: { role?: string; type?: string } | null) =>
      i?.role === 'user' && (i.type === undefined || i.type === 'message'),
  )
  return textOf((users.at(-1) as { content?: unknown } | undefined)?.content)
}

/** The search tool of an OpenAI or Anthropic request, if offered. */
const searchTool = (tools: VendorRequest['tools'], type: RegExp) =>
  (tools ?? []).find((t) => typeof t?.type === 'string' && type.test(t.type))

/** What the request at `path` asks, or null for a route the simulator does not serve. */
function asked(path: string, body: VendorRequest): Asked | null {
  if (path === '/openai/v1/responses') {
    const tool = searchTool(body.tools, /^web_search/)
    return {
      assistant: 'chatgpt',
      question: responsesQuestion(body.input),
      tool: !!tool,
      userLocation: (tool?.user_location as UserLocation | undefined) ?? null,
    }
  }
  if (path === '/openai/v1/chat/completions' || path === '/perplexity/chat/completions') {
    const users = (body.messages ?? []).filter((m) => m.role === 'user')
    const perplexity = path.startsWith('/perplexity')
    const tool = perplexity && !!body.web_search_options && body.disable_search !== true
    return {
      assistant: perplexity ? 'perplexity' : 'chatgpt',
      question: textOf(users.at(-1)?.content),
      tool,
      userLocation: tool ? (body.web_search_options?.user_location ?? null) : null,
    }
  }
  if (path === '/anthropic/v1/messages') {
    const users = (body.messages ?? []).filter((m) => m.role === 'user')
    const tool = searchTool(body.tools, /^web_search_/)
    return {
      assistant: 'claude',
      question: textOf(users.at(-1)?.content),
      tool: !!tool,
      userLocation: (tool?.user_location as UserLocation | undefined) ?? null,
    }
  }
  if (/^\/gemini\/v1(beta)?\/models\/[^/]+:generateContent$/.test(path)) {
    const users = (body.contents ?? []).filter((c) => (c.role ?? 'user') === 'user')
    return {
      assistant: 'gemini',
      question: (users.at(-1)?.parts ?? []).map((p) => p.text ?? '').join(''),
      tool: (body.tools ?? []).some((t) => t && ('googleSearch' in t || 'google_search' in t)),
      userLocation: null,
    }
  }
  return null
}

/** The place named after "in", "near", "serving"... in a question ("Who is ... in Gold Coast?"). */
export function placeInQuestion(question: string): string | null {
  const m =
    /\b(?:in|near|serving|visiting|for)\s+((?:[A-Z][\p{L}'’-]*)(?:,?\s+[A-Z][\p{L}'’-]*)*)/u.exec(
      question,
    )
  return m ? m[1] : null
}

/** Whether `city` names the place of `location` or one of its parts ("Sydney" in "Pyrmont, Sydney"). */
const isPlaceOf = (city: string, location: string) =>
  location
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .includes(city.trim().toLowerCase())

/** The place the answer is about (see module doc). */
function placeOf(a: Asked, headerLocation: string): string {
  const city = a.userLocation?.city?.trim()
  if (city && !(headerLocation && isPlaceOf(city, headerLocation))) return city
  return headerLocation || placeInQuestion(a.question) || 'your area'
}

export async function startSimulator(
  opts: { minLatencyMs?: number; maxLatencyMs?: number } = {},
): Promise<Simulator> {
  const min = opts.minLatencyMs ?? 50
  const max = opts.maxLatencyMs ?? 300
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://sim')
      const body = await readJson(req)
      const a = asked(url.pathname, body)
      if (!a)
        return send(res, 404, {
          error: { message: `simulator: no route ${req.method} ${url.pathname}` },
        })
      if (!a.question)
        return send(res, 400, { error: { message: 'simulator: no user question in request' } })
      const location = placeOf(a, header(req, 'x-sim-location'))
      const sent = a.userLocation?.country?.trim().toUpperCase()
      const s = simulateSearch({
        assistant: a.assistant,
        question: a.question,
        business: header(req, 'x-sim-business'),
        specialism: header(req, 'x-sim-specialism') || 'services',
        location,
        ...(sent && /^[A-Z]{2}$/.test(sent) ? { country: sent } : {}),
        website: header(req, 'x-sim-website') || null,
        tool: a.tool,
      })
      const facts = factsFromHeader(header(req, 'x-sim-facts'))
      if (isContactQuestion(a.question) && Object.keys(facts).length > 0) {
        // The contact question states the owner's facts, with a seeded slip (contact.ts); a
        // searched answer cites the search's first pages for it.
        const text = contactAnswer({
          assistant: a.assistant,
          business: header(req, 'x-sim-business'),
          location,
          website: header(req, 'x-sim-website') || null,
          facts,
          country: sent ?? null,
        })
        const pages = s.results.slice(0, 2)
        Object.assign(s, {
          text,
          truth: { ...s.truth, mentioned: true, competitors: [], sources: [] },
          spans: s.searched && pages.length ? [{ start: 0, end: text.length, sources: pages }] : [],
          numbered: a.assistant === 'perplexity' ? pages : [],
        })
      }
      await new Promise((r) =>
        setTimeout(r, min + (hash(a.question + a.assistant) % Math.max(1, max - min))),
      )
      const model = body.model ?? url.pathname.match(/models\/([^:]+)/)?.[1] ?? 'simulated'
      const w = { model, question: a.question }
      if (url.pathname === '/openai/v1/responses')
        return send(
          res,
          200,
          openAiResponse(s, {
            ...w,
            includeSources: (body.include ?? []).includes('web_search_call.action.sources'),
            instructions: body.instructions ?? null,
            maxOutputTokens: body.max_output_tokens ?? null,
            tools: body.tools ?? [],
          }),
        )
      if (a.assistant === 'claude') return send(res, 200, anthropicMessage(s, w))
      if (a.assistant === 'gemini') return send(res, 200, geminiResponse(s, w))
      if (a.assistant === 'perplexity')
        return send(
          res,
          200,
          perplexityCompletion(s, {
            ...w,
            contextSize: body.web_search_options?.search_context_size ?? null,
          }),
        )
      return send(res, 200, openAiChatCompletion(s, w))
    } catch (err) {
      send(res, 400, { error: { message: `simulator: ${(err as Error).message}` } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** SDK settings that point each assistant at the simulator. */
export function simulatedSettings(
  sim: Simulator,
): Record<AssistantId, { apiKey: string; baseURL: string; model: string }> {
  return {
    chatgpt: {
      apiKey: 'simulated',
      baseURL: `${sim.url}/openai/v1`,
      model: 'gpt-4o-mini (simulated)',
    },
    claude: {
      apiKey: 'simulated',
      baseURL: `${sim.url}/anthropic`,
      model: 'claude-3-5-haiku (simulated)',
    },
    gemini: {
      apiKey: 'simulated',
      baseURL: `${sim.url}/gemini`,
      model: 'gemini-2.0-flash-simulated',
    },
    perplexity: {
      apiKey: 'simulated',
      baseURL: `${sim.url}/perplexity`,
      model: 'sonar (simulated)',
    },
  }
}

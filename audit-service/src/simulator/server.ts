/**
 * Simulated assistants at the vendor-API level (docs/decisions/0004): one local HTTP server that
 * answers the endpoints the official SDKs call, so the real SDK code runs without vendor keys.
 *
 * - OpenAI:      POST /openai/v1/chat/completions          (baseURL http://127.0.0.1:PORT/openai/v1)
 * - Perplexity:  POST /perplexity/chat/completions         (baseURL http://127.0.0.1:PORT/perplexity)
 * - Anthropic:   POST /anthropic/v1/messages               (baseURL http://127.0.0.1:PORT/anthropic)
 * - Gemini:      POST /gemini/v1beta/models/M:generateContent (baseUrl http://127.0.0.1:PORT/gemini)
 *
 * The audit tells the simulator its market through request headers (`x-sim-business`,
 * `x-sim-specialism`, `x-sim-location`, URI-encoded); a real assistant gets no such headers.
 * `startSimulator()` → `{ url, close() }`. Latency per answer: 50–300 ms (seeded); with each assistant
 * asked at most 5 questions at a time, a simulated audit takes about half a second
 * (`npx tsx audit-service/bench/audit.bench.ts` measures it).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AssistantId } from '@aivis/contract'
import { hash, simulatedAnswer } from './answers'

export interface Simulator {
  url: string
  close(): Promise<void>
}

/** The parts of the vendors' request bodies that the simulator reads. */
interface VendorRequest {
  model?: string
  messages?: { role?: string; content?: unknown }[]
  contents?: { parts?: { text?: string }[] }[]
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

export async function startSimulator(
  opts: { minLatencyMs?: number; maxLatencyMs?: number } = {},
): Promise<Simulator> {
  const min = opts.minLatencyMs ?? 50
  const max = opts.maxLatencyMs ?? 300
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://sim')
      const body = await readJson(req)
      let assistant: AssistantId
      let question = ''
      if (
        url.pathname === '/openai/v1/chat/completions' ||
        url.pathname === '/perplexity/chat/completions'
      ) {
        assistant = url.pathname.startsWith('/openai') ? 'chatgpt' : 'perplexity'
        const msgs = (body.messages ?? []).filter((m) => m.role === 'user')
        question = textOf(msgs.at(-1)?.content)
      } else if (url.pathname === '/anthropic/v1/messages') {
        assistant = 'claude'
        question = textOf((body.messages ?? []).at(-1)?.content)
      } else if (/^\/gemini\/v1(beta)?\/models\/[^/]+:generateContent$/.test(url.pathname)) {
        assistant = 'gemini'
        question = ((body.contents ?? []).at(-1)?.parts ?? []).map((p) => p.text ?? '').join('')
      } else {
        return send(res, 404, {
          error: { message: `simulator: no route ${req.method} ${url.pathname}` },
        })
      }
      if (!question)
        return send(res, 400, { error: { message: 'simulator: no user question in request' } })
      const text = simulatedAnswer({
        assistant,
        question,
        business: header(req, 'x-sim-business'),
        specialism: header(req, 'x-sim-specialism') || 'services',
        location: header(req, 'x-sim-location') || 'your area',
      })
      await new Promise((r) =>
        setTimeout(r, min + (hash(question + assistant) % Math.max(1, max - min))),
      )
      const model = body.model ?? url.pathname.match(/models\/([^:]+)/)?.[1] ?? 'simulated'
      const usage = {
        prompt: Math.ceil(question.length / 4),
        completion: Math.ceil(text.length / 4),
      }
      if (assistant === 'claude') {
        return send(res, 200, {
          id: `msg_sim_${hash(text)}`,
          type: 'message',
          role: 'assistant',
          model,
          content: [{ type: 'text', text }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: usage.prompt, output_tokens: usage.completion },
        })
      }
      if (assistant === 'gemini') {
        return send(res, 200, {
          candidates: [
            { content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 },
          ],
          usageMetadata: {
            promptTokenCount: usage.prompt,
            candidatesTokenCount: usage.completion,
            totalTokenCount: usage.prompt + usage.completion,
          },
          modelVersion: model,
        })
      }
      return send(res, 200, {
        id: `chatcmpl-sim-${hash(text)}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: {
          prompt_tokens: usage.prompt,
          completion_tokens: usage.completion,
          total_tokens: usage.prompt + usage.completion,
        },
      })
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

/**
 * Gemini through Google's `@google/genai` SDK (`POST /v1beta/models/{model}:generateContent`) with
 * `tools: [{ googleSearch: {} }]` (no location field: the question names the place); the SDK's
 * own retries, each waiting out a `Retry-After` first (retry.ts `honouringRetryAfter`); sources
 * from the grounding chunks, their domain read past Google's redirect (`geminiDomain`).
 */
import { GoogleGenAI } from '@google/genai'
import { hostOf } from '@aivis/contract'
import { systemPrompt } from './prompt'
import { honouringRetryAfter } from './retry'
import {
  nonEmpty,
  sourceList,
  type Assistant,
  type AssistantSettings,
  type CallOptions,
  type VendorBase,
} from './shared'

/** Host of the grounding redirects Gemini gives instead of its sources' URLs. */
const GEMINI_REDIRECT_HOST = 'vertexaisearch.cloud.google.com'

/**
 * The domain of a Gemini grounding chunk's source: `web.domain` (Vertex AI), else its title when
 * the URI is Google's grounding redirect (the Gemini API titles chunks with the source's domain),
 * else undefined (the URI's own host).
 */
function geminiDomain(web: { uri?: string; title?: string; domain?: string }): string | undefined {
  if (web.domain) return hostOf(web.domain)
  const title = hostOf(web.title)
  const redirect = hostOf(web.uri) === GEMINI_REDIRECT_HOST
  return redirect && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(title) ? title : undefined
}

/** Gemini: Google's `@google/genai` SDK, honouring `Retry-After` between its own retries. */
export function geminiAssistant(
  s: AssistantSettings,
  opts: CallOptions,
  { base, name, limited }: VendorBase,
): Assistant {
  const attempts = opts.retries + 1
  const retryOptions = {
    attempts,
    initialDelay: 0.5,
    maxDelay: 8,
    expBase: 2,
    jitter: 1,
    httpStatusCodes: [408, 409, 429, 500, 502, 503, 504],
  }
  const httpOptions = {
    baseUrl: s.baseURL || undefined,
    timeout: opts.timeoutMs,
    headers: opts.headers,
    retryOptions,
  }
  const client = new GoogleGenAI({ apiKey: s.apiKey, httpOptions })
  return {
    ...base,
    // Grounding with Google Search has no location field: the question names the place.
    ask: (question, { signal, fields } = {}) =>
      limited(signal, async () => {
        const res = await client.models.generateContent({
          model: s.model,
          contents: question,
          config: {
            abortSignal: signal,
            systemInstruction: systemPrompt(fields),
            maxOutputTokens: opts.maxOutputTokens,
            ...(base.webSearch ? { tools: [{ googleSearch: {} }] } : {}),
            httpOptions: { ...httpOptions, fetch: honouringRetryAfter(attempts) },
          },
        })
        const grounding = res.candidates?.[0]?.groundingMetadata
        const chunks = grounding?.groundingChunks ?? []
        const sources = sourceList()
        for (const { web } of chunks) if (web) sources.add(web.uri, web.title, geminiDomain(web))
        const queries = grounding?.webSearchQueries ?? []
        return {
          text: nonEmpty(res.text, name),
          citations: sources.list,
          searched: base.webSearch && (queries.length > 0 || chunks.length > 0),
        }
      }),
  }
}

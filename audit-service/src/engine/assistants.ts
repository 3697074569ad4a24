/**
 * AI assistants behind one interface, each through its vendor's official SDK:
 * ChatGPT (`openai`), Claude (`@anthropic-ai/sdk`), Gemini (`@google/genai`) and Perplexity
 * (`openai` against Perplexity's OpenAI-compatible API).
 *
 * `createAssistant(id, { apiKey, baseURL?, model }, { timeoutMs, simulated, headers })` → `Assistant` whose
 * `ask(question)` resolves to the answer text. Every client has a per-call timeout of `timeoutMs`
 * (45 s by default, config ASSISTANT_TIMEOUT_MS) and one retry (`maxRetries: 1`; Gemini
 * `retryOptions.attempts: 2`). Errors from the SDK (HTTP status, timeout, connection) are thrown as
 * is; an empty answer throws `Error('empty answer from <name>')`.
 *
 * Endpoints called, relative to the base URL: OpenAI and Perplexity `POST /chat/completions`
 * (OpenAI default base https://api.openai.com/v1, Perplexity https://api.perplexity.ai), Anthropic
 * `POST /v1/messages`, Gemini `POST /v1beta/models/{model}:generateContent`.
 */
import Anthropic from '@anthropic-ai/sdk'
import { GoogleGenAI } from '@google/genai'
import OpenAI from 'openai'
import type { AssistantId } from '../schema'

export interface AssistantSettings {
  apiKey: string
  baseURL?: string
  model: string
}

export interface Assistant {
  id: AssistantId
  name: string
  model: string
  simulated: boolean
  ask(question: string): Promise<string>
}

export const ASSISTANT_NAMES: Record<AssistantId, string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
}

/** What every assistant is told: answer as to a customer, naming real businesses. */
export const SYSTEM_PROMPT =
  'You are a helpful assistant. Answer the customer question with specific, named business recommendations where you can, as a short markdown list with one line on each.'

function nonEmpty(text: string | null | undefined, name: string): string {
  if (!text || !text.trim()) throw new Error(`empty answer from ${name}`)
  return text.trim()
}

export function createAssistant(
  id: AssistantId,
  s: AssistantSettings,
  opts: { timeoutMs: number; simulated?: boolean; headers?: Record<string, string> },
): Assistant {
  const name = ASSISTANT_NAMES[id]
  const base = { id, name, model: s.model, simulated: opts.simulated ?? false }
  switch (id) {
    case 'chatgpt':
    case 'perplexity': {
      const client = new OpenAI({ apiKey: s.apiKey, baseURL: s.baseURL || undefined, timeout: opts.timeoutMs, maxRetries: 1, defaultHeaders: opts.headers })
      return {
        ...base,
        async ask(question) {
          const res = await client.chat.completions.create({
            model: s.model,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: question },
            ],
          })
          return nonEmpty(res.choices[0]?.message?.content, name)
        },
      }
    }
    case 'claude': {
      const client = new Anthropic({ apiKey: s.apiKey, baseURL: s.baseURL || undefined, timeout: opts.timeoutMs, maxRetries: 1, defaultHeaders: opts.headers })
      return {
        ...base,
        async ask(question) {
          const res = await client.messages.create({
            model: s.model,
            max_tokens: 1024,
            system: SYSTEM_PROMPT,
            messages: [{ role: 'user', content: question }],
          })
          const text = res.content.map((b) => (b.type === 'text' ? b.text : '')).join('')
          return nonEmpty(text, name)
        },
      }
    }
    case 'gemini': {
      const client = new GoogleGenAI({
        apiKey: s.apiKey,
        httpOptions: { baseUrl: s.baseURL || undefined, timeout: opts.timeoutMs, headers: opts.headers, retryOptions: { attempts: 2 } },
      })
      return {
        ...base,
        async ask(question) {
          const res = await client.models.generateContent({
            model: s.model,
            contents: question,
            config: { systemInstruction: SYSTEM_PROMPT },
          })
          return nonEmpty(res.text, name)
        },
      }
    }
  }
}

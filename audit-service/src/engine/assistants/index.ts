/**
 * AI assistants behind one interface, each through its vendor's official SDK, each offered its
 * vendor's web search at the business's location (docs/decisions/0050):
 *
 * - ChatGPT: `openai`, `POST /responses` (Responses API) with
 *   `tools: [{ type: 'web_search', user_location }]`;
 * - Claude: `@anthropic-ai/sdk`, `POST /v1/messages` with
 *   `tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: 3, user_location }]`;
 * - Gemini: `@google/genai`, `POST /v1beta/models/{model}:generateContent` with
 *   `tools: [{ googleSearch: {} }]` (no location field: the question names the place);
 * - Perplexity: `openai`, `POST /chat/completions` with
 *   `web_search_options: { search_context_size: 'low', user_location }`.
 *
 * `createAssistant(id, { apiKey, baseURL?, model, chatOnly? }, opts)` → `Assistant`; its `webSearch`
 * is true when `opts.webSearch` (AUDIT_WEB_SEARCH) is on and the vendor has a search tool, and then
 * `ask(question, { location })` sends the tool with the known parts of `location` (city, region,
 * ISO country, IANA time zone) as the vendor's approximate user location. It resolves to
 * `{ text, citations, searched }`: the answer's markdown; the sources the vendor cited, in its
 * order, each URL once, http(s) only, as `{ url, title, domain }` (`domain`: the URL's host without
 * `www.`, `hostOf`); and whether the vendor actually searched for this answer:
 * - ChatGPT: text `output_text`; citations the `url_citation` annotations of the message's text,
 *   then the search call's `action.sources` (asked for with `include`); searched when the output
 *   holds a `web_search_call` that did not fail.
 * - Claude: text the text blocks joined; citations the text blocks' `web_search_result_location`
 *   citations, else the results of its `web_search_tool_result` blocks; searched when it used the
 *   tool (`server_tool_use`) and not every search came back as an error. A turn the API pauses
 *   (`stop_reason: 'pause_turn'`, a long search) is continued by sending it back, at most twice;
 *   then what is there is the answer.
 * - Gemini: text `response.text`; citations the grounding chunks (`groundingMetadata.groundingChunks
 *   [].web`); their `uri` is a redirect on vertexaisearch.cloud.google.com and `title` the source's
 *   domain, so `domain` is `web.domain`, else the title when the URL is such a redirect, else the
 *   URL's host; searched when it made search queries (`webSearchQueries`) or has chunks.
 * - Perplexity: text the message; citations its `citations` URLs in order (the answer's [1], [2])
 *   with the titles of its `search_results`, then any other search result; searched when there is
 *   any.
 *
 * With `opts.webSearch` off every call is the plain one (ChatGPT by Chat Completions with
 * `max_completion_tokens`, Perplexity with `disable_search: true`), `webSearch` and `searched` are
 * false. `chatOnly` (OPENAI_CHAT_ONLY) marks the server at ChatGPT's base URL as one that speaks
 * only Chat Completions (a local OpenAI-compatible model server): ChatGPT then never searches.
 *
 * Every call (docs/decisions/0018):
 * - waits for a slot of `opts.limit`, the vendor's concurrency cap shared by every audit in the
 *   process (AUDIT_VENDOR_CONCURRENCY);
 * - has a timeout of `opts.timeoutMs` per attempt (AUDIT_CALL_TIMEOUT_MS, default 45 000 ms:
 *   searching calls take 5–30 s);
 * - is retried at most `opts.retries` times (AUDIT_CALL_RETRIES, default 2) on 408, 409, 429, 5xx,
 *   timeouts and connection errors, with jittered exponential back-off that honours `Retry-After`
 *   (`retry-after-ms`, seconds or an HTTP date): by the SDK's own retry for OpenAI, Perplexity and
 *   Anthropic; for Gemini by the SDK's `retryOptions` plus a fetch wrapper that waits out a
 *   `Retry-After` of at most 60 s before a retry;
 * - asks for at most `opts.maxOutputTokens` tokens (AUDIT_MAX_OUTPUT_TOKENS, default 1024):
 *   `max_output_tokens` (Responses API), `max_completion_tokens` (OpenAI Chat Completions),
 *   `max_tokens` (Perplexity, Anthropic), `maxOutputTokens` (Gemini);
 * - carries the system prompt of `systemPrompt(opts.fields)`: the visitor's values quoted as data
 *   that the model must not follow (docs/decisions/0022).
 * Errors from the SDK (HTTP status, timeout, connection, malformed body) are thrown as is after the
 * last attempt; an empty answer throws `Error('empty answer from <name>')`. Callers turn them into
 * safe reasons (audit.ts `safeReason`).
 *
 * This is the entry point the rest of the service imports as `engine/assistants`; the rooms behind
 * it: openai.ts (ChatGPT, and the Chat Completions call Perplexity shares), perplexity.ts,
 * claude.ts, gemini.ts, retry.ts (timeouts, retries, `Retry-After`), prompt.ts (the system prompt)
 * and shared.ts (the interface, the caps and the reply helpers every vendor uses).
 *
 * Base URLs: OpenAI https://api.openai.com/v1, Perplexity https://api.perplexity.ai, Anthropic
 * https://api.anthropic.com, Gemini https://generativelanguage.googleapis.com (each replaceable).
 */
import type { AssistantId } from '@aivis/contract'
import { claudeAssistant } from './claude'
import { geminiAssistant } from './gemini'
import { chatGptAssistant } from './openai'
import { perplexityAssistant } from './perplexity'
import {
  ASSISTANT_NAMES,
  type Assistant,
  type AssistantSettings,
  type CallOptions,
  type VendorBase,
} from './shared'

export { claudeReply } from './claude'
export { responsesReply } from './openai'
export { SYSTEM_PROMPT, systemPrompt, type PromptFields } from './prompt'
export { retryAfterMs } from './retry'
export {
  ASSISTANT_NAMES,
  vendorLimits,
  type Assistant,
  type AssistantReply,
  type AssistantSettings,
  type CallOptions,
} from './shared'

/** See module doc. */
export function createAssistant(
  id: AssistantId,
  s: AssistantSettings,
  opts: CallOptions,
): Assistant {
  const name = ASSISTANT_NAMES[id]
  // Every vendor has a search tool; a chat-only OpenAI-compatible server has none.
  const webSearch = !!opts.webSearch && !(id === 'chatgpt' && s.chatOnly)
  const vendor: VendorBase = {
    base: { id, name, model: s.model, simulated: opts.simulated ?? false, webSearch },
    name,
    limited: (signal, fn) => {
      const guarded = () => {
        signal?.throwIfAborted()
        return fn()
      }
      return opts.limit ? opts.limit(guarded) : guarded()
    },
  }
  switch (id) {
    case 'chatgpt':
      return chatGptAssistant(s, opts, vendor)
    case 'perplexity':
      return perplexityAssistant(s, opts, vendor)
    case 'claude':
      return claudeAssistant(s, opts, vendor)
    case 'gemini':
      return geminiAssistant(s, opts, vendor)
  }
}

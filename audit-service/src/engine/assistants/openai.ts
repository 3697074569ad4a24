/**
 * ChatGPT through OpenAI's SDK: the Responses API (`POST /responses`) with the `web_search` tool
 * at the visitor's location and the search's sources included (`responsesReply`); Chat
 * Completions when it may not search (web search off, or a chat-only server: OPENAI_CHAT_ONLY).
 * `chatCompletionsAssistant` is the Chat Completions call Perplexity's API shares (perplexity.ts
 * gives its token cap, search parameters and sources).
 */
import OpenAI from 'openai'
import type { SearchLocation } from '@aivis/contract'
import { systemPrompt } from './prompt'
import { sdkOptions } from './retry'
import {
  nonEmpty,
  sourceList,
  userLocation,
  type Assistant,
  type AssistantReply,
  type AssistantSettings,
  type CallOptions,
  type VendorBase,
} from './shared'

/** OpenAI tags the URLs it cites with `utm_source=openai`; dropped, so a source is its own page. */
function untagged(url: string): string {
  try {
    const u = new URL(url)
    if (u.searchParams.get('utm_source') !== 'openai') return url
    u.searchParams.delete('utm_source')
    return u.toString()
  } catch {
    return url
  }
}

/**
 * Text, citations and whether it searched, from a Responses API response: the message's
 * `output_text` parts (the SDK's `output_text`), their `url_citation` annotations in order, then
 * the sources of the `web_search_call` items (OpenAI's `utm_source=openai` tag dropped from each
 * URL); searched when one of those did not fail.
 */
export function responsesReply(res: OpenAI.Responses.Response, name: string): AssistantReply {
  const sources = sourceList()
  const output = Array.isArray(res.output) ? res.output : []
  let text = ''
  for (const item of output) {
    if (item.type !== 'message') continue
    for (const part of item.content ?? []) {
      if (part.type !== 'output_text') continue
      text += part.text
      for (const a of part.annotations ?? []) {
        if (a.type === 'url_citation') sources.add(untagged(a.url), a.title)
      }
    }
  }
  const searches = output.filter((item) => item.type === 'web_search_call')
  for (const call of searches) {
    if (call.action?.type === 'search')
      for (const s of call.action.sources ?? []) sources.add(untagged(s.url))
  }
  return {
    text: nonEmpty(
      typeof res.output_text === 'string' && res.output_text ? res.output_text : text,
      name,
    ),
    citations: sources.list,
    searched: searches.some((call) => call.status !== 'failed'),
  }
}

/**
 * ChatGPT: the Responses API with the `web_search` tool at the visitor's location and the search's
 * sources included; Chat Completions when it may not search.
 */
export function chatGptAssistant(
  s: AssistantSettings,
  opts: CallOptions,
  vendor: VendorBase,
): Assistant {
  const client = new OpenAI(sdkOptions(s, opts))
  if (!vendor.base.webSearch) return chatCompletionsAssistant(client, s, opts, vendor)
  const { base, name, limited } = vendor
  return {
    ...base,
    ask: (question, { signal, fields, location } = {}) =>
      limited(signal, async () => {
        const where = userLocation(location)
        const res = await client.responses.create(
          {
            model: s.model,
            instructions: systemPrompt(fields),
            input: question,
            max_output_tokens: opts.maxOutputTokens,
            // Nothing is kept at OpenAI for later retrieval: each answer stands alone.
            store: false,
            tools: [
              {
                type: 'web_search',
                ...(where ? { user_location: { type: 'approximate' as const, ...where } } : {}),
              },
            ],
            include: ['web_search_call.action.sources'],
          },
          { signal },
        )
        return responsesReply(res, name)
      }),
  }
}

/** What a Chat Completions assistant adds to the shared call (ChatGPT's, or Perplexity's). */
export interface ChatFlavour {
  /** The output-token cap as the API names it. */
  cap: Record<string, number>
  /** More of the request body (Perplexity's search parameters), at the search location. */
  extra: (location: SearchLocation | null | undefined) => Record<string, unknown>
  /** The reply from the response and its non-empty text. */
  reply: (res: OpenAI.Chat.ChatCompletion, text: string) => AssistantReply
}

/**
 * Chat Completions through OpenAI's SDK: ChatGPT without search (`max_completion_tokens`, no
 * sources, never searched) by default, or another flavour of the API (Perplexity's, perplexity.ts).
 */
export function chatCompletionsAssistant(
  client: OpenAI,
  s: AssistantSettings,
  opts: CallOptions,
  { base, name, limited }: VendorBase,
  flavour: ChatFlavour = {
    // OpenAI's newer models take `max_completion_tokens`.
    cap: { max_completion_tokens: opts.maxOutputTokens },
    extra: () => ({}),
    reply: (_res, text) => ({ text, citations: [], searched: false }),
  },
): Assistant {
  return {
    ...base,
    ask: (question, { signal, fields, location } = {}) =>
      limited(signal, async () => {
        const body = {
          model: s.model,
          ...flavour.cap,
          messages: [
            { role: 'system' as const, content: systemPrompt(fields) },
            { role: 'user' as const, content: question },
          ],
          ...flavour.extra(location),
        }
        const res = await client.chat.completions.create(
          body as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
          { signal },
        )
        return flavour.reply(res, nonEmpty(res.choices?.[0]?.message?.content, name))
      }),
  }
}

/**
 * Perplexity through OpenAI's SDK (its API is compatible): `POST /chat/completions` with
 * `max_tokens`, `web_search_options: { search_context_size: 'low', user_location }` when it may
 * search, else `disable_search: true`; its sources are its `citations` with the titles of its
 * `search_results` (`perplexitySources`).
 */
import OpenAI from 'openai'
import type { SearchLocation } from '@aivis/contract'
import { chatCompletionsAssistant } from './openai'
import { sdkOptions } from './retry'
import {
  sourceList,
  userLocation,
  type Assistant,
  type AssistantSettings,
  type CallOptions,
  type VendorBase,
} from './shared'

/**
 * Perplexity's search parameters (not in OpenAI's types): the search with little context (the
 * cheapest) at the known parts of the location; off, `disable_search`. Latitude and longitude are
 * never sent (the gazetteer's are a city centre, and Perplexity takes them only with a country).
 */
function perplexitySearch(webSearch: boolean, location: SearchLocation | null | undefined) {
  if (!webSearch) return { disable_search: true }
  const where = userLocation(location)
  const { timezone: _zone, ...place } = where ?? {}
  return {
    web_search_options: {
      search_context_size: 'low',
      ...(Object.keys(place).length ? { user_location: place } : {}),
    },
  }
}

/**
 * Perplexity's sources: its `citations` URLs in order (the answer's [1], [2]... refer to them)
 * with the titles of its `search_results`, then any other search result; without `citations`,
 * the search results in order.
 */
function perplexitySources(body: { citations?: unknown; search_results?: unknown }) {
  const results = (Array.isArray(body.search_results) ? body.search_results : []) as {
    url?: unknown
    title?: unknown
  }[]
  const titles = new Map(results.map((r) => [r?.url, r?.title]))
  const sources = sourceList()
  for (const url of Array.isArray(body.citations) ? body.citations : []) {
    sources.add(url, titles.get(url))
  }
  for (const r of results) sources.add(r?.url, r?.title)
  return sources.list
}

/** Perplexity: Chat Completions with `max_tokens`, its search parameters and its sources. */
export function perplexityAssistant(
  s: AssistantSettings,
  opts: CallOptions,
  vendor: VendorBase,
): Assistant {
  const { webSearch } = vendor.base
  return chatCompletionsAssistant(new OpenAI(sdkOptions(s, opts)), s, opts, vendor, {
    // Perplexity's API takes `max_tokens`.
    cap: { max_tokens: opts.maxOutputTokens },
    extra: (location) => perplexitySearch(webSearch, location),
    reply: (res, text) => {
      // Perplexity adds `citations` (URLs) and `search_results` ({ url, title }) to the body.
      const citations = perplexitySources(res as unknown as Record<string, unknown>)
      return { text, citations, searched: webSearch && citations.length > 0 }
    },
  })
}

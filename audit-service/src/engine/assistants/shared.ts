/**
 * What the assistants of every vendor share (index.ts documents the whole): the interface an
 * audit asks (`Assistant`, `AssistantReply`), a vendor's settings (`AssistantSettings`) and how
 * every call is made (`CallOptions`), the vendors' names, their concurrency caps
 * (`vendorLimits`), and the helpers each vendor's reply is built with: `nonEmpty` (throws
 * `Error('empty answer from <name>')`), `sourceList` (cited sources, http(s) only, each URL once),
 * `userLocation` (the known parts of the search location) and `VendorBase` (the vendor-independent
 * part of an assistant and its capped call).
 */
import pLimit, { type LimitFunction } from 'p-limit'
import {
  ASSISTANT_IDS,
  hostOf,
  type AssistantId,
  type CitedSource,
  type SearchLocation,
} from '@aivis/contract'
import type { PromptFields } from './prompt'

export interface AssistantSettings {
  apiKey: string
  baseURL?: string
  model: string
  /**
   * ChatGPT only: the server at `baseURL` speaks only Chat Completions (a local OpenAI-compatible
   * model server, OPENAI_CHAT_ONLY): no Responses API, so no web search.
   */
  chatOnly?: boolean
}

/** One answer: its markdown text, the sources the vendor cited and whether it searched. */
export interface AssistantReply {
  text: string
  /** Sources the vendor cited, in the assistant's order, each URL once. */
  citations: CitedSource[]
  /** True when the vendor actually ran a web search for this answer. */
  searched: boolean
}

export interface Assistant {
  id: AssistantId
  name: string
  model: string
  simulated: boolean
  /**
   * True when each call offers the vendor's web search tool (AUDIT_WEB_SEARCH on and the
   * vendor/model has one).
   */
  webSearch: boolean
  /**
   * Asks one question. `opts.signal` aborts the call (waiting for a vendor slot included): it then
   * rejects with an `AbortError`/`APIUserAbortError` and nothing more is sent. `opts.fields`: the
   * visitor's values the question was built from, quoted into the system prompt as data
   * (`systemPrompt`). `opts.location`: where the search is made from (its known parts go with the
   * search tool; ignored when `webSearch` is false).
   */
  ask(
    question: string,
    opts?: { signal?: AbortSignal; fields?: PromptFields; location?: SearchLocation | null },
  ): Promise<AssistantReply>
}

/** How every call is made (see module doc). */
export interface CallOptions {
  /** Per-attempt timeout, ms. */
  timeoutMs: number
  /** Retries after the first attempt, 0..2. */
  retries: number
  /** Output-token cap of each answer. */
  maxOutputTokens: number
  /** Offer the vendor's web search tool (AUDIT_WEB_SEARCH); absent: off. */
  webSearch?: boolean
  /** The vendor's shared concurrency cap; none: unlimited. */
  limit?: LimitFunction
  simulated?: boolean
  headers?: Record<string, string>
}

/** The name each assistant is shown by. */
export const ASSISTANT_NAMES: Record<AssistantId, string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
}

/** One concurrency cap per vendor, `n` calls in flight each; share the result across audits. */
export function vendorLimits(n: number): Record<AssistantId, LimitFunction> {
  return Object.fromEntries(ASSISTANT_IDS.map((id) => [id, pLimit(n)])) as Record<
    AssistantId,
    LimitFunction
  >
}

/** `text` trimmed; throws `Error('empty answer from <name>')` when there is none. */
export function nonEmpty(text: string | null | undefined, name: string): string {
  if (!text || !text.trim()) throw new Error(`empty answer from ${name}`)
  return text.trim()
}

/**
 * Collects cited sources: http(s) URLs only, each URL once, in the order added. `domain` defaults
 * to the URL's host without `www.` (`hostOf`); a blank title is null.
 */
export function sourceList() {
  const list: CitedSource[] = []
  const seen = new Set<string>()
  return {
    list,
    add(url: unknown, title?: unknown, domain?: string) {
      if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || seen.has(url)) return
      try {
        new URL(url)
      } catch {
        return
      }
      seen.add(url)
      const name = typeof title === 'string' && title.trim() ? title.trim() : null
      list.push({ url, title: name, domain: domain || hostOf(url) })
    },
  }
}

/** The known parts of `location` as the vendors' approximate user location; null: none known. */
export function userLocation(location: SearchLocation | null | undefined) {
  if (!location) return null
  const parts = {
    ...(location.city ? { city: location.city } : {}),
    ...(location.region ? { region: location.region } : {}),
    ...(location.country ? { country: location.country } : {}),
    ...(location.timezone ? { timezone: location.timezone } : {}),
  }
  return Object.keys(parts).length ? parts : null
}

/** The vendor-independent part of an assistant and its capped call (`limited`). */
export interface VendorBase {
  base: Omit<Assistant, 'ask'>
  name: string
  /** Runs `fn` in a slot of the vendor's cap; an aborted call gives its slot up unsent. */
  limited: (
    signal: AbortSignal | undefined,
    fn: () => Promise<AssistantReply>,
  ) => Promise<AssistantReply>
}

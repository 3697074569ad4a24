/**
 * Timeouts and retries of every call (docs/decisions/0018): the options OpenAI's and Anthropic's
 * SDKs retry by themselves with (`sdkOptions`: timeout per attempt, `maxRetries`, headers), the
 * wait a response asks for (`retryAfterMs`: `retry-after-ms`, else `retry-after` in seconds or as
 * an HTTP date) and, for Gemini, whose SDK retries without it, a fetch that waits out a
 * `Retry-After` of at most 60 s before a retry (`honouringRetryAfter`).
 */
import type { AssistantSettings, CallOptions } from './shared'

/** Longest `Retry-After` a Gemini call waits out before retrying, ms. */
const MAX_RETRY_AFTER_MS = 60_000

/**
 * The wait a response asks for before a retry, ms: `retry-after-ms`, else `retry-after` in seconds
 * or as an HTTP date; null when absent, unreadable or negative.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const ms = Number(headers.get('retry-after-ms'))
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms
  const value = headers.get('retry-after')
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

/**
 * A fetch for one Gemini call that, before handing a retryable 429/503 back to the SDK's retry,
 * waits out its `Retry-After` (at most 60 s) unless it was the last attempt.
 */
export function honouringRetryAfter(attempts: number): typeof fetch {
  let attempt = 0
  return async (input, init) => {
    attempt++
    const res = await fetch(input, init)
    if ((res.status === 429 || res.status === 503) && attempt < attempts) {
      const wait = retryAfterMs(res.headers)
      if (wait !== null && wait <= MAX_RETRY_AFTER_MS) await new Promise((r) => setTimeout(r, wait))
    }
    return res
  }
}

/** What OpenAI's and Anthropic's SDKs take alike: key, base URL, timeout, retries, headers. */
export const sdkOptions = (s: AssistantSettings, opts: CallOptions) => ({
  apiKey: s.apiKey,
  baseURL: s.baseURL || undefined,
  timeout: opts.timeoutMs,
  maxRetries: opts.retries,
  defaultHeaders: opts.headers,
})

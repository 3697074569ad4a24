/**
 * CMS REST client for the site (Payload 3 REST, anonymous, published content only).
 *
 * `cmsGet<T>(path)` → parsed JSON of `GET {CMS_URL}/api{path}`, cached in memory for
 * CMS_CACHE_TTL_MS (docs/decisions/0005). `purgeCms()` empties the cache (called by the CMS's
 * afterChange hooks through POST /_internal/cms-purge). When the CMS fails (network error, non-2xx,
 * no answer within 3 s), the last good copy is served if there is one; otherwise
 * `CmsUnavailableError` is thrown. A page never waits long on a slow CMS when it has a copy: past
 * STALE_PATIENCE_MS the copy is served and the CMS's late answer, when it comes, replaces it for
 * the next read (without a copy the read waits up to the 3 s). After a failure the CMS is not asked again for that path for
 * FAILURE_BACKOFF_MS (1 s): a CMS that hangs slows one request per second, not every request.
 * Concurrent requests for one path share one fetch, and that fetch settles within the 3 s
 * whatever the HTTP client does (p-timeout around the request and the body, and the request
 * aborted): a shared fetch that never settled would hold every later page that reads the path
 * (decision 0111). The cache and the failure list are bounded
 * LRUs (CACHE_MAX_ENTRIES paths each): a crawl of distinct URLs cannot grow them without end.
 *
 * The cache is remembered on `globalThis` (`remember('aivis.web.cms', …)`) so the Express server
 * and the Vike bundle, which load this module separately, share one copy.
 */
import { remember } from '@epic-web/remember'
import { LRUCache } from 'lru-cache'
import pTimeout from 'p-timeout'
import { createLogger, type Logger } from '@aivis/contract/log'
import { loadConfig } from './config.server'

export class CmsUnavailableError extends Error {}

interface Entry {
  at: number
  value: unknown
}

/**
 * How long a read with an expired copy waits for the CMS before it answers with that copy, ms. A
 * healthy CMS answers well within it (the copy is then refreshed in place); a frozen or overloaded
 * one cannot hold every page it feeds for FETCH_TIMEOUT_MS per path.
 */
export const STALE_PATIENCE_MS = 250

/** After a failed fetch, answer from the stale copy (or fail) without asking again for this long. */
export const FAILURE_BACKOFF_MS = 1000
/** How long one fetch of a path may take, headers and body, ms (default 3000). */
const FETCH_TIMEOUT_MS = 3000
/** Most CMS paths (answers, and failures) remembered at once; the least recently used go first. */
export const CACHE_MAX_ENTRIES = 500

interface State {
  cache: LRUCache<string, Entry>
  failures: LRUCache<string, { at: number; error: CmsUnavailableError }>
  inflight: Map<string, Promise<unknown>>
  settings: { url: string; ttlMs: number; timeoutMs?: number } | null
  /** Where CMS trouble is reported (the site's logger once configured). */
  logger: Logger
}

const state: State = remember('aivis.web.cms', () => ({
  cache: new LRUCache({ max: CACHE_MAX_ENTRIES }),
  failures: new LRUCache({ max: CACHE_MAX_ENTRIES }),
  inflight: new Map(),
  settings: null,
  logger: createLogger('web'),
}))

function settings() {
  if (!state.settings) {
    const c = loadConfig()
    state.settings = { url: c.cms.url, ttlMs: c.cms.cacheTtlMs }
  }
  return state.settings
}

/**
 * Overrides the CMS location and TTL (tests, server start-up); `timeoutMs`, the longest one fetch
 * may take, for tests (default FETCH_TIMEOUT_MS).
 */
export function configureCms(next: {
  url: string
  ttlMs: number
  timeoutMs?: number
  logger?: Logger
}): void {
  state.settings = {
    url: next.url.replace(/\/$/, ''),
    ttlMs: next.ttlMs,
    timeoutMs: next.timeoutMs,
  }
  if (next.logger) state.logger = next.logger
  state.cache.clear()
  state.failures.clear()
}

/** Forgets every cached answer and failure: the next read of each path asks the CMS. */
export function purgeCms(): void {
  state.cache.clear()
  state.failures.clear()
  for (const listener of purgeListeners) listener()
}

const purgeListeners = remember('aivis.web.cms.purgeListeners', () => new Set<() => void>())

/**
 * Calls `listener` after every `purgeCms()` (the rendered-HTML cache empties itself with it);
 * returns a function that removes it.
 */
export function onCmsPurge(listener: () => void): () => void {
  purgeListeners.add(listener)
  return () => void purgeListeners.delete(listener)
}

/** How many CMS paths the cache holds now (tests, diagnostics). */
export const cmsCacheSize = () => state.cache.size

/**
 * `GET {CMS_URL}/api{path}` through the cache; `path` starts with '/', e.g. '/offers?sort=order'.
 * `isValid` checks the shape of the answer: an answer it refuses counts as a CMS failure (not
 * cached; the last good copy is served if there is one).
 */
export async function cmsGet<T>(
  path: string,
  isValid: (value: unknown) => boolean = () => true,
): Promise<T> {
  const { url, ttlMs, timeoutMs = FETCH_TIMEOUT_MS } = settings()
  const hit = state.cache.get(path)
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as T
  const failed = state.failures.get(path)
  if (failed && Date.now() - failed.at < FAILURE_BACKOFF_MS) {
    if (hit) return hit.value as T
    throw failed.error
  }
  const pending = state.inflight.get(path) ?? fetchInto(path, isValid, url, timeoutMs)
  if (!hit) return pending as Promise<T>
  // A copy is there: serve it unless the CMS answers within STALE_PATIENCE_MS.
  let timer: NodeJS.Timeout | undefined
  const patience = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(hit.value as T), STALE_PATIENCE_MS)
  })
  try {
    return await Promise.race([(pending as Promise<T>).catch(() => hit.value as T), patience])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Fetches `path` from the CMS into the cache (registered in `state.inflight` while it runs); on
 * failure answers the copy there is at the time of the failure, or rejects with
 * `CmsUnavailableError`.
 */
function fetchInto(
  path: string,
  isValid: (value: unknown) => boolean,
  url: string,
  timeoutMs: number,
): Promise<unknown> {
  const p = (async () => {
    const request = new AbortController()
    try {
      const value: unknown = await pTimeout(
        (async () => {
          const res = await fetch(`${url}/api${path}`, {
            signal: request.signal,
            headers: { accept: 'application/json' },
          })
          if (!res.ok) throw new CmsUnavailableError(`CMS answered ${res.status} for ${path}`)
          return (await res.json()) as unknown
        })(),
        { milliseconds: timeoutMs, message: `no answer within ${timeoutMs} ms` },
      )
      if (!isValid(value))
        throw new CmsUnavailableError(`CMS answered an unexpected shape for ${path}`)
      state.cache.set(path, { at: Date.now(), value })
      state.failures.delete(path)
      return value
    } catch (err) {
      const error =
        err instanceof CmsUnavailableError
          ? err
          : new CmsUnavailableError(`CMS unreachable for ${path}: ${(err as Error).message}`)
      state.failures.set(path, { at: Date.now(), error })
      const hit = state.cache.get(path)
      if (hit) {
        state.logger.warn(
          { path, copyFrom: new Date(hit.at).toISOString() },
          `CMS unavailable, serving the cached copy: ${(err as Error).message}`,
        )
        return hit.value
      }
      state.logger.error(error.message)
      throw error
    } finally {
      // Frees the connection of a fetch that timed out (a no-op once the answer is read).
      request.abort()
      state.inflight.delete(path)
    }
  })()
  state.inflight.set(path, p)
  return p
}

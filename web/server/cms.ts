/**
 * CMS REST client for the site (Payload 3 REST, anonymous, published content only).
 *
 * `cmsGet<T>(path)` → parsed JSON of `GET {CMS_URL}/api{path}`, cached in memory for
 * CMS_CACHE_TTL_MS (docs/decisions/0005). `purgeCms()` empties the cache (called by the CMS's
 * afterChange hooks through POST /_internal/cms-purge). When the CMS fails (network error, non-2xx,
 * no answer within 3 s), the last good copy is served if there is one; otherwise
 * `CmsUnavailableError` is thrown. After a failure the CMS is not asked again for that path for
 * FAILURE_BACKOFF_MS (1 s): a CMS that hangs slows one request per second, not every request.
 * Concurrent requests for one path share one fetch.
 *
 * The cache lives on `globalThis` so the Express server and the Vike bundle share one copy.
 */
import { loadConfig } from './config'

export class CmsUnavailableError extends Error {}

interface Entry {
  at: number
  value: unknown
}

/** After a failed fetch, answer from the stale copy (or fail) without asking again for this long. */
export const FAILURE_BACKOFF_MS = 1000
const FETCH_TIMEOUT_MS = 3000

interface State {
  cache: Map<string, Entry>
  failures: Map<string, { at: number; error: CmsUnavailableError }>
  inflight: Map<string, Promise<unknown>>
  settings: { url: string; ttlMs: number } | null
}

const KEY = Symbol.for('aivis.web.cms')
const state: State = ((globalThis as Record<symbol, State>)[KEY] ??= { cache: new Map(), failures: new Map(), inflight: new Map(), settings: null })

function settings() {
  if (!state.settings) {
    const c = loadConfig()
    state.settings = { url: c.CMS_URL, ttlMs: c.CMS_CACHE_TTL_MS }
  }
  return state.settings
}

/** Overrides the CMS location and TTL (tests, server start-up). */
export function configureCms(next: { url: string; ttlMs: number }): void {
  state.settings = { ...next, url: next.url.replace(/\/$/, '') }
  state.cache.clear()
  state.failures.clear()
}

/** Forgets every cached answer and failure: the next read of each path asks the CMS. */
export function purgeCms(): void {
  state.cache.clear()
  state.failures.clear()
}

/**
 * `GET {CMS_URL}/api{path}` through the cache; `path` starts with '/', e.g. '/offers?sort=order'.
 * `isValid` checks the shape of the answer: an answer it refuses counts as a CMS failure (not
 * cached; the last good copy is served if there is one).
 */
export async function cmsGet<T>(path: string, isValid: (value: unknown) => boolean = () => true): Promise<T> {
  const { url, ttlMs } = settings()
  const hit = state.cache.get(path)
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as T
  const failed = state.failures.get(path)
  if (failed && Date.now() - failed.at < FAILURE_BACKOFF_MS) {
    if (hit) return hit.value as T
    throw failed.error
  }
  const pending = state.inflight.get(path)
  if (pending) return pending as Promise<T>
  const p = (async () => {
    try {
      const res = await fetch(`${url}/api${path}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } })
      if (!res.ok) throw new CmsUnavailableError(`CMS answered ${res.status} for ${path}`)
      const value = (await res.json()) as T
      if (!isValid(value)) throw new CmsUnavailableError(`CMS answered an unexpected shape for ${path}`)
      state.cache.set(path, { at: Date.now(), value })
      state.failures.delete(path)
      return value
    } catch (err) {
      const error = err instanceof CmsUnavailableError ? err : new CmsUnavailableError(`CMS unreachable for ${path}: ${(err as Error).message}`)
      state.failures.set(path, { at: Date.now(), error })
      if (hit) {
        console.warn(`[cms] ${(err as Error).message}; serving the copy from ${new Date(hit.at).toISOString()}`)
        return hit.value as T
      }
      console.error(`[cms] ${error.message}`)
      throw error
    } finally {
      state.inflight.delete(path)
    }
  })()
  state.inflight.set(path, p)
  return p
}

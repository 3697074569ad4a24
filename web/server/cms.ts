/**
 * CMS REST client for the site (Payload 3 REST, anonymous, published content only).
 *
 * `cmsGet<T>(path)` → parsed JSON of `GET {CMS_URL}/api{path}`, cached in memory for
 * CMS_CACHE_TTL_MS (docs/decisions/0005). `purgeCms()` empties the cache (called by the CMS's
 * afterChange hooks through POST /_internal/cms-purge). When the CMS fails, the last good copy is
 * served if there is one; otherwise `CmsUnavailableError` is thrown.
 *
 * The cache lives on `globalThis` so the Express server and the Vike bundle share one copy.
 */
import { loadConfig } from './config'

export class CmsUnavailableError extends Error {}

interface Entry {
  at: number
  value: unknown
}

interface State {
  cache: Map<string, Entry>
  inflight: Map<string, Promise<unknown>>
  settings: { url: string; ttlMs: number } | null
}

const KEY = Symbol.for('aivis.web.cms')
const state: State = ((globalThis as Record<symbol, State>)[KEY] ??= { cache: new Map(), inflight: new Map(), settings: null })

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
}

export function purgeCms(): void {
  state.cache.clear()
}

export async function cmsGet<T>(path: string): Promise<T> {
  const { url, ttlMs } = settings()
  const hit = state.cache.get(path)
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as T
  const pending = state.inflight.get(path)
  if (pending) return pending as Promise<T>
  const p = (async () => {
    try {
      const res = await fetch(`${url}/api${path}`, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } })
      if (!res.ok) throw new CmsUnavailableError(`CMS answered ${res.status} for ${path}`)
      const value = (await res.json()) as T
      state.cache.set(path, { at: Date.now(), value })
      return value
    } catch (err) {
      if (hit) {
        console.warn(`[cms] ${(err as Error).message}; serving the copy from ${new Date(hit.at).toISOString()}`)
        return hit.value as T
      }
      throw err instanceof CmsUnavailableError ? err : new CmsUnavailableError(`CMS unreachable for ${path}: ${(err as Error).message}`)
    } finally {
      state.inflight.delete(path)
    }
  })()
  state.inflight.set(path, p)
  return p
}

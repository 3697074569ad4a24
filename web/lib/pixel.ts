/**
 * The ad and analytics pixel (Meta's `fbq`), loaded into the page only after the visitor accepts
 * cookies (lib/consent.ts) and only when site settings name a pixel id.
 *
 * `loadPixel(pixelId)` installs Meta's documented `fbq` command queue, adds
 * `PIXEL_SCRIPT_URL` (async) and sends `fbq('init', pixelId)`; later calls are no-ops. Events go
 * through lib/track.ts. Browser only. Never on the account pages (`/signin/*`, `NO_PIXEL_PATHS`):
 * their addresses may hold a mailed token and their forms a password (docs/decisions/0093).
 * `configurePixel(pixelId)` records the site's pixel id (the cookie banner, as it renders);
 * `ensurePixel()` loads it when the visitor has accepted cookies, so that an event sent before the
 * banner's own effect runs (a page's first effect) still reaches the pixel.
 */
import { readConsent } from './consent'

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js'

type Queue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: Queue
  loaded: boolean
  version: string
}

declare global {
  interface Window {
    _fbq?: unknown
  }
}

let loadedId: string | null = null

/** Paths on which no third-party script is loaded: the account forms and the mail links' pages. */
export const NO_PIXEL_PATHS = /^\/signin(?:\/|$)/

export function loadPixel(pixelId: string): void {
  if (typeof window === 'undefined' || !/^\d{5,20}$/.test(pixelId)) return
  if (NO_PIXEL_PATHS.test(window.location.pathname)) return
  if (loadedId === pixelId && window.fbq) return
  if (!window.fbq) {
    // Meta's base code, as documented: calls queue until fbevents.js takes over.
    const q = function (...args: unknown[]) {
      if (q.callMethod) q.callMethod(...args)
      else q.queue.push(args)
    } as Queue
    q.queue = []
    q.push = q
    q.loaded = true
    q.version = '2.0'
    window.fbq = q as unknown as Window['fbq']
    window._fbq ??= q
    const script = document.createElement('script')
    script.async = true
    script.src = PIXEL_SCRIPT_URL
    document.head.appendChild(script)
  }
  ;(window.fbq as unknown as (...args: unknown[]) => void)('init', pixelId)
  loadedId = pixelId
}

let configuredId: string | null = null

export function configurePixel(pixelId: string | null | undefined): void {
  configuredId = pixelId || null
}

/** Loads the configured pixel if the visitor accepted cookies; true when `fbq` is there. */
export function ensurePixel(): boolean {
  if (typeof window === 'undefined') return false
  if (!window.fbq && configuredId && readConsent() === 'accepted') loadPixel(configuredId)
  return typeof window.fbq === 'function'
}

/**
 * Security headers of every site response (docs/decisions/0030), with helmet:
 *
 * - Content-Security-Policy: scripts from the site itself, the inline head scripts by their
 *   SHA-256 hash (lib/headScripts.ts; hashes survive the rendered-HTML cache, nonces would not) and
 *   the ad pixel's host (connect.facebook.net, loaded only after consent: decision 0027); styles
 *   from the site plus inline (Emotion's critical CSS and runtime styles); images from the site,
 *   data: URLs and the pixel; frames only the promo video players (YouTube's no-cookie host, Vimeo);
 *   no plugins; forms and <base> only to the site. `frame-ancestors` is the CMS admin's origin only,
 *   for its live preview (decision 0029); no other site can frame a page. Under Vite's development
 *   server, inline and eval'd scripts are allowed too (its client and React refresh need them).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin;
 *   Strict-Transport-Security (one year, subdomains) only with APP_ENV=production.
 * - No X-Frame-Options: it cannot allow one origin; frame-ancestors does.
 * - Cross-Origin-Opener-Policy: same-origin only on the account pages (`COOP_PATHS`: /signin,
 *   /app/...), where a signed-in visitor's window is worth cutting off from other sites' windows;
 *   not on the public pages, where it made the browser start each first visit in a new, cold
 *   process (docs/decisions/0073).
 */
import { createHash } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import { ISLAND_EVENTS_SCRIPT, STARTUP_GUARD_SCRIPT, THEME_SCRIPT } from '../lib/headScripts'

/** `'sha256-…'` source of an inline script's exact text. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The paths that get `Cross-Origin-Opener-Policy: same-origin` (docs/decisions/0073). */
export const COOP_PATHS = /^\/(?:signin|app)(?:\/|$)/

export function securityHeaders(opts: {
  /** The CMS admin's origin (its live preview frames the site). */
  cmsOrigin: string
  /** APP_ENV=production: send HSTS. */
  production: boolean
  /** Vite's development server is in use. */
  dev: boolean
}): RequestHandler {
  const dev = opts.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          scriptHash(THEME_SCRIPT),
          scriptHash(STARTUP_GUARD_SCRIPT),
          scriptHash(ISLAND_EVENTS_SCRIPT),
          'https://connect.facebook.net',
          ...dev,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // `https:`: a customer's avatar is an image on any https host (spec §2; decision 0076).
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: [
          "'self'",
          'https://www.facebook.com',
          'https://connect.facebook.net',
          ...(opts.dev ? ['ws:', 'wss:'] : []),
        ],
        // No page starts a worker.
        workerSrc: ["'none'"],
        mediaSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [opts.cmsOrigin],
      },
    },
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  })
  return (req, res, next) => {
    if (COOP_PATHS.test(req.path)) res.setHeader('cross-origin-opener-policy', 'same-origin')
    headers(req, res, next)
  }
}

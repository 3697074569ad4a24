/**
 * The client IP an audit is charged to (docs/decisions/0024): the address the web server saw, never
 * one a visitor can choose.
 *
 * `clientIp(req, { proxySecret, logger? })` → string. A request that carries `x-proxy-secret` equal to
 * FUNCTIONS_PROXY_SECRET (compared in constant time) comes from the site's proxy
 * (web/server/app.ts), which sets `x-client-ip` from its own socket: that header is the client IP
 * when it is a valid IPv4 or IPv6 address. Any other request, a direct caller included, is charged
 * to its own socket address; `X-Forwarded-For`, `Forwarded`, `X-Real-IP` are never read. A client-IP
 * header without the right secret is ignored, and `logger` hears of it (warn) at most once a minute (a
 * mismatched secret between web and audit service would otherwise charge every visitor to the web
 * server's address). Returns 'unknown' when the socket has no address (already closed).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { Logger } from '@aivis/contract/log'

/** The header in which the web proxy forwards the client IP it saw. */
export const CLIENT_IP_HEADER = 'x-client-ip'
/** The header with which the web proxy proves it is the web proxy (FUNCTIONS_PROXY_SECRET). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret'

const digest = (s: string) => createHash('sha256').update(s).digest()

/** Constant-time equality of a header value with the secret (hashes: equal lengths). */
export function isProxySecret(value: string | string[] | undefined, secret: string): boolean {
  if (typeof value !== 'string' || !secret) return false
  return timingSafeEqual(digest(value), digest(secret))
}

let lastWarning = 0

export function clientIp(
  req: IncomingMessage,
  opts: { proxySecret?: string | null; logger?: Logger },
): string {
  const socketIp = req.socket?.remoteAddress ?? 'unknown'
  const forwarded = req.headers[CLIENT_IP_HEADER]
  if (forwarded === undefined) return socketIp
  if (opts.proxySecret && isProxySecret(req.headers[PROXY_SECRET_HEADER], opts.proxySecret)) {
    const ip = typeof forwarded === 'string' ? forwarded.trim() : ''
    if (isIP(ip)) return ip
  }
  if (opts.logger && Date.now() - lastWarning > 60_000) {
    lastWarning = Date.now()
    opts.logger.warn(
      `[limits] ignored ${CLIENT_IP_HEADER} from ${socketIp}: no valid ${PROXY_SECRET_HEADER} (is FUNCTIONS_PROXY_SECRET the same for web and audit-service?)`,
    )
  }
  return socketIp
}

/** The header in which the web proxy names the signed-in customer (docs/decisions/0077). */
export const CUSTOMER_ID_HEADER = 'x-customer-id'

/**
 * The signed-in customer an audit is run for: the CMS id the site's proxy put in
 * `x-customer-id` (letters, digits, `-` and `_`, at most 64), believed only with the proxy's
 * secret, as the client IP is; else null (an anonymous audit).
 */
export function customerIdOf(
  req: IncomingMessage,
  opts: { proxySecret?: string | null },
): string | null {
  const value = req.headers[CUSTOMER_ID_HEADER]
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) return null
  if (!opts.proxySecret || !isProxySecret(req.headers[PROXY_SECRET_HEADER], opts.proxySecret))
    return null
  return value
}

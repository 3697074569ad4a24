/**
 * `/functions/v1/*`, forwarded (path, method, body) to the audit service (AUDIT_SERVICE_URL).
 * Mounted before anything that reads bodies, and before compression: the functions' progress
 * events must stream. What reaches the audit service, and why it can trust the client IP it is
 * given: docs/decisions/0024-client-ip-only-from-the-web-proxy.md.
 *
 * - A path with a `..` or `%2e` segment → 400 `{error:'bad_request'}`.
 * - Audit service unreachable → 502 `{error:'bad_gateway'}`, logged with the request's id.
 * - The visitor disconnects before the answer has been sent → the forwarded request is destroyed,
 *   so the audit service sees its request close too (a synchronous audit's held job is then
 *   cancelled and nothing is recorded): `abortWhenVisitorLeaves`, docs/decisions/0054.
 */
import express from 'express'
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http'
import { createProxyMiddleware } from 'http-proxy-middleware'
import type { WebConfig } from './config.server'

/** Headers a visitor's request never passes on to the audit service (decision 0024). */
const DROPPED_HEADERS = new Set([
  'cookie',
  'authorization',
  'proxy-authorization',
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'x-proxy-secret',
  // hop-by-hop (RFC 9110 §7.6.1); Connection and Transfer-Encoding are set by the proxy itself
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'upgrade',
])

/** The request's id (set by the request logging), passed on so both services log the same id. */
const requestIdOf = (req: IncomingMessage): string => String((req as { id?: unknown }).id ?? '-')

/**
 * The router to mount at `/functions/v1`: the path check, then the proxy to `auditService.url`
 * (answers time out after 120 s).
 */
export function functionsProxy(auditService: WebConfig['auditService']): express.Router {
  const router = express.Router()
  router.use((req, res, next) => {
    if (/\.\.|%2e/i.test(req.originalUrl.split('?')[0]))
      return void res.status(400).json({ error: 'bad_request', message: 'Invalid function path.' })
    next()
  })
  router.use(
    createProxyMiddleware({
      target: auditService.url,
      changeOrigin: true,
      pathRewrite: (p) => `/functions/v1${p}`,
      proxyTimeout: 120_000,
      on: {
        proxyReq: (proxyReq, req, res) => {
          forwardHeaders(proxyReq, req, auditService.proxySecret)
          abortWhenVisitorLeaves(proxyReq, req, res)
        },
        error: (err, req, res) => {
          const r = res as express.Response
          // Our own abort of a visitor who left (the socket hang-up it causes) is no outage.
          if (r.destroyed && !r.writableFinished)
            return void (req as express.Request).log.info('visitor left: function call aborted')
          ;(req as express.Request).log.error({ err }, 'audit service unreachable')
          if (!r.headersSent && typeof r.status === 'function') {
            r.status(502).json({
              error: 'bad_gateway',
              message: 'The audit service is unavailable. Please try again.',
            })
          } else r.end?.()
        },
      },
    }),
  )
  return router
}

/**
 * Destroys the forwarded request `proxyReq` when the visitor's connection closes before the answer
 * `res` was sent in full (at once if it already has). http-proxy only aborts on the request's
 * `aborted` event, which Node does not emit once the request body has been read, so without this the
 * audit service would keep running (and record) an audit nobody waits for.
 */
function abortWhenVisitorLeaves(
  proxyReq: ClientRequest,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const leave = () => {
    if (res.writableFinished || proxyReq.destroyed) return
    ;(req as express.Request).log?.info('visitor left: aborting the forwarded function call')
    proxyReq.destroy()
  }
  if (res.destroyed) return leave()
  res.once('close', leave)
  proxyReq.once('close', () => res.off('close', leave))
}

/**
 * Rewrites the headers of one forwarded function call: drops `DROPPED_HEADERS`, every
 * `X-Forwarded-*` and the headers the visitor's `Connection` names, then sets `X-Client-IP` (the
 * client IP this server saw: `req.ip`, see `trust proxy` in server/app.ts), `X-Proxy-Secret` and
 * `X-Request-Id`.
 */
function forwardHeaders(proxyReq: ClientRequest, req: IncomingMessage, secret: string) {
  const nominated = String(req.headers.connection ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t && t !== 'close' && t !== 'keep-alive')
  for (const name of proxyReq.getHeaderNames()) {
    if (DROPPED_HEADERS.has(name) || name.startsWith('x-forwarded-') || nominated.includes(name))
      proxyReq.removeHeader(name)
  }
  const ip = (req as express.Request).ip ?? req.socket.remoteAddress
  if (ip) proxyReq.setHeader('x-client-ip', ip)
  proxyReq.setHeader('x-proxy-secret', secret)
  proxyReq.setHeader('x-request-id', requestIdOf(req))
}

/**
 * The site's Express app, in this order (every response with the security headers of
 * server/securityHeaders.server.ts):
 * 1. `/functions/v1/*` forwarded (path, method, body) to AUDIT_SERVICE_URL; mounted before
 *    anything that reads bodies. A path with a `..` or `%2e` segment → 400. Headers: the visitor's
 *    cookies, credentials, forwarding headers (`Forwarded`, `X-Forwarded-*`, `X-Real-IP`,
 *    `X-Client-IP`, `X-Proxy-Secret`) and hop-by-hop headers (those named in `Connection` too) are
 *    dropped; the proxy sets `X-Client-IP` to the address it saw (`req.ip`: the socket's, or
 *    TRUSTED_PROXY_HOPS from the right of X-Forwarded-For) and `X-Proxy-Secret` to
 *    FUNCTIONS_PROXY_SECRET, so the audit service can trust that IP and no other (decision 0024).
 *    Audit service unreachable → 502
 *    `{error:'bad_gateway', message:'The audit service is unavailable. Please try again.'}`.
 * 2. `GET /healthz` → `{status:'ok'}`; `GET /readyz` → `{status:'ready'}`, or 503 while the CMS
 *    has never answered. Every response carries `X-Request-Id` and each request is logged as one
 *    JSON line with it (pino: `@aivis/contract/log`; assets and health probes are not logged).
 *    `POST /_internal/cms-purge` with header `x-purge-secret: CMS_PURGE_SECRET` (compared in
 *    constant time) → 204 and the CMS content cache emptied (called by the CMS's afterChange hooks); wrong or missing secret → 401; with INTERNAL_PORT set, only
 *    on that port (404 elsewhere).
 * 3. `/media/:filename`: the CMS's uploads from the site's origin (server/media.server.ts).
 * 4. Pages in the rendered-HTML cache (server/htmlCache.server.ts), sent as stored: compressed.
 *    Then compression (brotli or gzip, as the client accepts) of everything below; not of the
 *    forwarded functions, whose progress events must stream.
 * 5. Static assets: `dist/client` with sirv when built (NODE_ENV=production): the build's
 *    precompressed `.br`/`.gz` copies, hashed files under `/assets/` cached for a year as immutable,
 *    the rest revalidated; Vite's dev middleware otherwise.
 * 6. `/robots.txt`, `/sitemap.xml` and `/llms.txt` (server/seo.server.ts).
 * 7. Every other GET: a CMS `redirects` doc matching the path → 301 (permanent) / 302 to `to`; else Vike's
 *    `renderPage()`, whose 200 pages rendered with the CMS up are then cached. 404s are logged with
 *    the attempted path (spec §2).
 *
 * `createWebApp(config, { root, hmr?, logger? })` → Promise<{ app, close, logger }>; `close()`
 * stops Vite's dev server (development only). Production needs `vike build` first.
 */
import compression from 'compression'
import { createHash, timingSafeEqual } from 'node:crypto'
import express from 'express'
import type { ClientRequest, IncomingMessage } from 'node:http'
import { createProxyMiddleware } from 'http-proxy-middleware'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sirv from 'sirv'
import { createDevMiddleware, renderPage } from 'vike/server'
import { configureCms, onCmsPurge, purgeCms } from './cms.server'
import { loadConfig, type WebConfig } from './config.server'
import { getRedirects, getSettings, matchRedirect } from './content.server'
import type { Common } from '../lib/common'
import { createLogger, requestLogging, type Logger } from '@aivis/contract/log'
import { createHtmlCache } from './htmlCache.server'
import { mediaRoutes } from './media.server'
import { securityHeaders } from './securityHeaders.server'
import { seoRoutes } from './seo.server'

/** Hashed build output (Vite's `assets/` folder): its names change with its content. */
const HASHED_ASSETS = /^\/assets\//
/** Paths whose request lines are not logged: build assets, Vite's dev modules, health probes. */
const UNLOGGED =
  /^\/(@|__|assets\/|node_modules\/|(components|lib|pages|renderer|server)\/)|^\/(healthz|readyz|favicon\.ico)$/

/** The request's id (set by the request logging), for log lines and the audit service. */
const requestIdOf = (req: IncomingMessage): string => String((req as { id?: unknown }).id ?? '-')

export async function createWebApp(
  config: WebConfig,
  opts: { root: string; hmr?: boolean; logger?: Logger },
): Promise<{ app: express.Express; close: () => Promise<void>; logger: Logger }> {
  const logger = opts.logger ?? createLogger('web')
  configureCms({ url: config.cms.url, ttlMs: config.cms.cacheTtlMs, logger })
  const app = express()
  app.disable('x-powered-by')
  app.use(requestLogging(logger, { ignore: (p) => UNLOGGED.test(p) }))
  app.use(
    securityHeaders({
      cmsOrigin: config.cms.publicOrigin,
      production: config.production,
      dev: !config.built,
    }),
  )
  // `req.ip`: the socket's address, or that many X-Forwarded-For entries from the right (decision 0024).
  app.set('trust proxy', config.trustedProxyHops)

  app.use('/functions/v1', (req, res, next) => {
    if (/\.\.|%2e/i.test(req.originalUrl.split('?')[0]))
      return void res.status(400).json({ error: 'bad_request', message: 'Invalid function path.' })
    next()
  })
  app.use(
    '/functions/v1',
    createProxyMiddleware({
      target: config.auditService.url,
      changeOrigin: true,
      pathRewrite: (p) => `/functions/v1${p}`,
      proxyTimeout: 120_000,
      on: {
        proxyReq: (proxyReq, req) => forwardHeaders(proxyReq, req, config.auditService.proxySecret),
        error: (err, req, res) => {
          ;(req as express.Request).log.error({ err }, 'audit service unreachable')
          const r = res as express.Response
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

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }))
  // Ready when the CMS answers (a cached answer counts): 503 while it has never answered.
  app.get('/readyz', async (_req, res) => {
    try {
      await getSettings()
      res.json({ status: 'ready' })
    } catch {
      res.status(503).json({ status: 'not_ready', reason: 'cms' })
    }
  })
  app.use(purgeRoute(config, purgeCms))

  app.use(mediaRoutes(config.cms.url))

  const htmlCache = config.htmlCache.maxBytes > 0 ? createHtmlCache(config.htmlCache) : null
  const stopListening = htmlCache ? onCmsPurge(() => htmlCache.clear()) : () => {}
  // Cached pages first: they are already compressed, and need nothing below.
  if (htmlCache)
    app.use((req, res, next) => {
      const cached = htmlCache.lookup(req)
      if (cached) return htmlCache.send(req, res, cached)
      next()
    })
  app.use(compression())

  let close = async () => stopListening()
  if (config.built) {
    // The build's server entry, imported by path: Vike's auto-importer records the entry's path in
    // node_modules at build time, so any other `vike build` on this machine (a test's one-page app)
    // would point it elsewhere.
    await import(pathToFileURL(path.join(opts.root, 'dist/server/entry.mjs')).href)
    app.use(
      sirv(path.join(opts.root, 'dist/client'), {
        gzip: true,
        brotli: true,
        dev: false,
        setHeaders: (res, pathname) =>
          res.setHeader(
            'cache-control',
            HASHED_ASSETS.test(pathname)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          ),
      }),
    )
  } else {
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: opts.root,
      viteConfig: opts.hmr === false ? { server: { hmr: false, ws: false } } : undefined,
    })
    app.use(devMiddleware)
    close = async () => {
      stopListening()
      await viteServer.close()
    }
  }

  app.use(seoRoutes(config.siteUrl))

  app.get('/{*path}', async (req, res, next) => {
    try {
      // A CMS without redirects (or unreachable) must not stop pages from rendering.
      const redirect = matchRedirect(await getRedirects().catch(() => []), req.path)
      if (redirect) return void res.redirect(redirect.permanent ? 301 : 302, redirect.to)
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        siteUrl: config.siteUrl,
        cmsOrigin: config.cms.publicOrigin,
      })
      const err = pageContext.errorWhileRendering as { _isAbortError?: boolean } | undefined
      if (err && !err._isAbortError) req.log.error({ err }, 'rendering failed')
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      // spec §2: 404s are logged with the attempted path (query included).
      if (httpResponse.statusCode === 404) req.log.warn({ path: req.originalUrl }, 'page not found')
      httpResponse.headers.forEach(([name, value]) => res.setHeader(name, value))
      res.status(httpResponse.statusCode)
      const cacheable =
        htmlCache &&
        httpResponse.statusCode === 200 &&
        httpResponse.headers.some(
          ([k, v]) => k.toLowerCase() === 'content-type' && v.startsWith('text/html'),
        ) &&
        !err &&
        (pageContext as { common?: Common }).common?.cmsDown === false
      if (!cacheable) return void httpResponse.pipe(res)
      const body = httpResponse.body
      res.setHeader('x-html-cache', 'miss')
      res.send(body)
      htmlCache
        .store(req, { status: 200, headers: httpResponse.headers, body })
        .catch((e: Error) => req.log.error({ err: e }, 'html cache write failed'))
    } catch (err) {
      next(err)
    }
  })

  // Last resort when rendering itself failed (Vike renders its own error page otherwise): spec §2
  // global error screen texts, without the error's details.
  app.use(
    (err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
      req.log.error({ err }, 'request failed')
      if (res.headersSent) return next(err)
      res.status(500).type('html').send(FALLBACK_ERROR_HTML)
    },
  )
  return { app, close, logger }
}

/**
 * `POST /_internal/cms-purge` (see the module doc). With `internalPort` (INTERNAL_PORT) it answers
 * only on that port, which compose does not publish, so only the CMS's network reaches it; on any
 * other port it is a 404 (review #11).
 */
export function purgeRoute(
  config: { internalPort?: number; cms: Pick<WebConfig['cms'], 'purgeSecret'> },
  purge: () => void,
): express.Router {
  const router = express.Router()
  router.post('/_internal/cms-purge', (req, res) => {
    if (config.internalPort && req.socket.localPort !== config.internalPort)
      return void res.status(404).json({ error: 'not_found' })
    if (!sameSecret(req.get('x-purge-secret'), config.cms.purgeSecret))
      return void res.status(401).json({ error: 'unauthorized' })
    purge()
    res.status(204).end()
  })
  return router
}

/** Compares a presented secret with the expected one in constant time (review #11). */
export function sameSecret(presented: string | undefined, expected: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest()
  // Hashing first gives equal lengths, so the comparison time says nothing about either value.
  return typeof presented === 'string' && timingSafeEqual(digest(presented), digest(expected))
}

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

/**
 * Rewrites the headers of one forwarded function call (see module doc, point 1): drops
 * `DROPPED_HEADERS`, every `X-Forwarded-*` and the headers the visitor's `Connection` names, then
 * sets `X-Client-IP` (the client IP this server saw) and `X-Proxy-Secret`.
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

/**
 * `createServer({ env?, root?, hmr? })` → Promise<{ app, close, config }>: the site's Express app
 * with its configuration read from `env` (default `process.env`, validated by server/config.server.ts) and
 * `root` the web/ folder (default: the folder above this file). Used by server/index.ts and tests.
 */
export async function createServer(
  options: {
    env?: Record<string, string | undefined>
    root?: string
    hmr?: boolean
    logger?: Logger
  } = {},
) {
  const config = loadConfig(options.env)
  const root = options.root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const made = await createWebApp(config, { root, hmr: options.hmr, logger: options.logger })
  return { ...made, config }
}

const FALLBACK_ERROR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d17;color:#eef0fb;font:16px/1.6 system-ui,sans-serif;text-align:center}p{color:#a3a9c9}button{font:inherit;font-weight:600;margin:4px;padding:10px 18px;border-radius:10px;border:1px solid #2a2f4d;background:#7455ff;color:#fff;cursor:pointer}button+button{background:transparent}</style></head>
<body><main><h1>Something went wrong</h1><p>An unexpected error occurred. We've been notified and are working to fix it.</p>
<button type="button" onclick="location.reload()">Reload Page</button><button type="button" onclick="history.back()">Go Back</button></main></body></html>`

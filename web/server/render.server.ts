/**
 * The pages: the rendered-HTML cache in front (docs/decisions/0026), the browser's assets (the
 * build or Vite's dev server), CMS redirects (docs/decisions/0010), Vike's `renderPage()`, and the
 * last-resort error page. server/app.ts mounts each where it belongs in the request order.
 */
import type express from 'express'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sirv from 'sirv'
import { createDevMiddleware, renderPage } from 'vike/server'
import { requestIdFrom, type Logger } from '@aivis/contract/log'
import type { Common } from '../lib/common'
import type { WebConfig } from './config.server'
import { getRedirects, matchRedirect } from './content.server'
import { SHARED_PAGE, loggedPath, type AccountApi } from './accountPaths.server'
import type { SessionUser } from './auth.server'
import { isAnonymous, pageKey, type CacheRequest, type HtmlCache } from './htmlCache.server'

/** Hashed build output (Vite's `assets/` folder): its names change with its content. */
const HASHED_ASSETS = /^\/assets\//

/**
 * `cachedPages(htmlCache, logger)` → `(req, res) => boolean`: answers from the rendered-HTML cache
 * when it holds the page (already compressed, its headers built when stored) and returns true, else
 * returns false having done nothing. It takes Node's own request and response: server/app.ts runs it
 * before Express sees the request (docs/decisions/0067, 0069), so a hit does here what the
 * middlewares would have done: the `X-Request-Id` answer header (the incoming well-formed id or a
 * new one) and one request log line with the same fields as every other request's (`reqId`, `req`,
 * `res`, `responseTime`).
 */
export function cachedPages(
  htmlCache: HtmlCache,
  logger: Logger,
): (req: CacheRequest, res: ServerResponse) => boolean {
  return (req, res) => {
    const cached = htmlCache.lookup(req)
    if (!cached) return false
    const started = performance.now()
    const reqId = requestIdFrom(req.headers['x-request-id'])
    const status = htmlCache.send(req, res, cached, reqId)
    const url = req.originalUrl ?? req.url ?? '/'
    const query = url.indexOf('?')
    const path = query === -1 ? url : url.slice(0, query)
    logger.info(
      {
        reqId,
        req: { method: req.method, url: path },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - started),
      },
      `${req.method} ${path} ${status}`,
    )
    return true
  }
}

/**
 * The browser's assets. Built (`config.built`, after `vike build`): imports the build's server
 * entry (which `renderPage()` needs) and serves `dist/client` with sirv: the build's precompressed
 * `.br`/`.gz` copies, hashed files under `/assets/` cached for a year as immutable, the rest
 * revalidated. Otherwise Vite's dev middleware (no HMR with `hmr: false`); `close()` stops it.
 */
export async function pageAssets(opts: {
  built: boolean
  root: string
  hmr?: boolean
}): Promise<{ middleware: express.RequestHandler; close: () => Promise<void> }> {
  if (!opts.built) {
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: opts.root,
      viteConfig: opts.hmr === false ? { server: { hmr: false, ws: false } } : undefined,
    })
    return { middleware: devMiddleware, close: () => viteServer.close() }
  }
  // The build's server entry, imported by path: Vike's auto-importer records the entry's path in
  // node_modules at build time, so any other `vike build` on this machine (a test's one-page app)
  // would point it elsewhere.
  await import(pathToFileURL(path.join(opts.root, 'dist/server/entry.mjs')).href)
  const middleware = sirv(path.join(opts.root, 'dist/client'), {
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
  })
  return { middleware, close: async () => {} }
}

/**
 * Every GET that reached it: a CMS `redirects` doc matching the path → 301 (permanent) / 302 to
 * `to`; else Vike's `renderPage()`. A 200 HTML page rendered without error and with the CMS up,
 * for an anonymous request (htmlCache.server.ts `isAnonymous`), is stored in `htmlCache` (when
 * there is one) and answered with `X-Html-Cache: miss`. 404s are
 * logged with the attempted path (spec §2). Errors go to `next(err)`.
 */
export function renderPages(
  config: Pick<WebConfig, 'siteUrl' | 'cms'>,
  htmlCache: HtmlCache | null,
): express.RequestHandler {
  return async (req, res, next) => {
    try {
      // A CMS without redirects (or unreachable) must not stop pages from rendering.
      const redirect = matchRedirect(await getRedirects().catch(() => []), req.path)
      if (redirect) return void res.redirect(redirect.permanent ? 301 : 302, redirect.to)
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        siteUrl: config.siteUrl,
        cmsOrigin: config.cms.publicOrigin,
        // Set by accountPaths.server.ts for a request with a session cookie.
        customer: (res.locals.customer as SessionUser | null | undefined) ?? null,
        accountsDown: res.locals.accountsDown === true,
        accountApi: res.locals.accountApi as AccountApi | undefined,
      })
      const err = pageContext.errorWhileRendering as { _isAbortError?: boolean } | undefined
      if (err && !err._isAbortError) req.log.error({ err }, 'rendering failed')
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      // spec §2: 404s are logged with the attempted path (query included).
      if (httpResponse.statusCode === 404)
        req.log.warn({ path: loggedPath(req.originalUrl) }, 'page not found')
      httpResponse.headers.forEach(([name, value]) => res.setHeader(name, value))
      // Vike leaves out the preload tags of an HTML-only page's script (pages/+config.ts): the
      // modules the entry imports are named in a Link header instead, so the browser fetches them
      // with the entry, not one round trip after it.
      const preloads = httpResponse.earlyHints
        .filter((hint) => hint.assetType === 'script' && !hint.isEntry)
        .map((hint) => hint.earlyHintLink)
      if (preloads.length > 0) res.setHeader('link', preloads.join(', '))
      res.status(httpResponse.statusCode)
      const cacheable =
        htmlCache &&
        isAnonymous(req) &&
        // A shared audit's page must stop showing the moment its link is revoked (decision 0078).
        !SHARED_PAGE.test(req.path) &&
        // A live preview is never stored (htmlCache.server.ts NEVER_CACHED_PARAMS).
        pageKey(req.originalUrl) !== null &&
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
      // Every header the answer carries (the security headers set before rendering included): a
      // hit answers with the same ones.
      const headers = Object.entries(res.getHeaders()).map(
        ([name, value]) => [name, String(value)] as [string, string],
      )
      htmlCache
        .store(req, { status: 200, headers, body })
        .catch((e: Error) => req.log.error({ err: e }, 'html cache write failed'))
    } catch (err) {
      next(err)
    }
  }
}

/**
 * Last resort when rendering itself failed (Vike renders its own error page otherwise): logs the
 * error and answers 500 with spec §2's global error screen texts, without the error's details.
 */
export const fallbackErrorPage: express.ErrorRequestHandler = (err, req, res, next) => {
  req.log.error({ err }, 'request failed')
  if (res.headersSent) return next(err)
  res.status(500).type('html').send(FALLBACK_ERROR_HTML)
}

const FALLBACK_ERROR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d17;color:#eef0fb;font:16px/1.6 system-ui,sans-serif;text-align:center}p{color:#a3a9c9}button{font:inherit;font-weight:600;margin:4px;padding:10px 18px;border-radius:10px;border:1px solid #2a2f4d;background:#7455ff;color:#fff;cursor:pointer}button+button{background:transparent}</style></head>
<body><main><h1>Something went wrong</h1><p>An unexpected error occurred. We've been notified and are working to fix it.</p>
<button type="button" onclick="location.reload()">Reload Page</button><button type="button" onclick="history.back()">Go Back</button></main></body></html>`

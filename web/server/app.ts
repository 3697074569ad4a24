/**
 * The site's Express app, in this order:
 * 1. `/functions/v1/*` forwarded untouched (path, method, headers, body) to AUDIT_SERVICE_URL;
 *    mounted before anything that reads bodies. Audit service unreachable → 502
 *    `{error:'bad_gateway', message:'The audit service is unavailable. Please try again.'}`.
 * 2. `POST /_internal/cms-purge` with header `x-purge-secret: CMS_PURGE_SECRET` → 204 and the CMS
 *    content cache emptied (called by the CMS's afterChange hooks); wrong secret → 401.
 * 3. Static assets: `dist/client` with sirv in production, Vite's dev middleware otherwise.
 * 4. Every other GET: a CMS `redirects` doc matching the path → 301 (permanent) / 302 to `to`;
 *    else Vike's `renderPage()`. 404s are logged with the attempted path (spec §2).
 *
 * `createWebApp(config, { root, hmr? })` → Promise<{ app, close }>; `close()` stops Vite's dev
 * server (development only). Production needs `vike build` first.
 */
import express from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sirv from 'sirv'
import { createDevMiddleware, renderPage } from 'vike/server'
import { configureCms, purgeCms } from './cms'
import { loadConfig, type WebConfig } from './config'
import { getRedirects, matchRedirect } from './content'

export async function createWebApp(config: WebConfig, opts: { root: string; hmr?: boolean }): Promise<{ app: express.Express; close: () => Promise<void> }> {
  configureCms({ url: config.CMS_URL, ttlMs: config.CMS_CACHE_TTL_MS })
  const app = express()
  app.disable('x-powered-by')

  app.use(
    '/functions/v1',
    createProxyMiddleware({
      target: config.AUDIT_SERVICE_URL,
      changeOrigin: true,
      pathRewrite: (p) => `/functions/v1${p}`,
      proxyTimeout: 120_000,
      on: {
        error: (err, _req, res) => {
          console.error(`[proxy] audit service: ${err.message}`)
          const r = res as express.Response
          if (!r.headersSent && typeof r.status === 'function') {
            r.status(502).json({ error: 'bad_gateway', message: 'The audit service is unavailable. Please try again.' })
          } else r.end?.()
        },
      },
    }),
  )

  app.post('/_internal/cms-purge', (req, res) => {
    if (req.get('x-purge-secret') !== config.CMS_PURGE_SECRET) return void res.status(401).json({ error: 'unauthorized' })
    purgeCms()
    res.status(204).end()
  })

  let close = async () => {}
  if (config.production) {
    app.use(sirv(path.join(opts.root, 'dist/client'), { maxAge: 31536000, immutable: true, gzip: true, dev: false }))
  } else {
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: opts.root,
      viteConfig: opts.hmr === false ? { server: { hmr: false, ws: false } } : undefined,
    })
    app.use(devMiddleware)
    close = () => viteServer.close()
  }

  app.get('/{*path}', async (req, res, next) => {
    try {
      // A CMS without redirects (or unreachable) must not stop pages from rendering.
      const redirect = matchRedirect(await getRedirects().catch(() => []), req.path)
      if (redirect) return void res.redirect(redirect.permanent ? 301 : 302, redirect.to)
      const pageContext = await renderPage({ urlOriginal: req.originalUrl, headersOriginal: req.headers })
      const err = pageContext.errorWhileRendering as { _isAbortError?: boolean } | undefined
      if (err && !err._isAbortError) console.error(err)
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      if (httpResponse.statusCode === 404) console.warn(`[404] ${req.originalUrl}`)
      httpResponse.headers.forEach(([name, value]) => res.setHeader(name, value))
      res.status(httpResponse.statusCode)
      httpResponse.pipe(res)
    } catch (err) {
      next(err)
    }
  })

  // Last resort when rendering itself failed (Vike renders its own error page otherwise): spec §2
  // global error screen texts, without the error's details.
  app.use((err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    console.error(`[500] ${req.method} ${req.originalUrl}`, err)
    if (res.headersSent) return next(err)
    res.status(500).type('html').send(FALLBACK_ERROR_HTML)
  })
  return { app, close }
}

/**
 * `createServer({ env?, root?, hmr? })` → Promise<{ app, close, config }>: the site's Express app
 * with its configuration read from `env` (default `process.env`, validated by server/config.ts) and
 * `root` the web/ folder (default: the folder above this file). Used by server/index.ts and tests.
 */
export async function createServer(options: { env?: Record<string, string | undefined>; root?: string; hmr?: boolean } = {}) {
  const config = loadConfig(options.env)
  const root = options.root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const made = await createWebApp(config, { root, hmr: options.hmr })
  return { ...made, config }
}

const FALLBACK_ERROR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d17;color:#eef0fb;font:16px/1.6 system-ui,sans-serif;text-align:center}p{color:#a3a9c9}button{font:inherit;font-weight:600;margin:4px;padding:10px 18px;border-radius:10px;border:1px solid #2a2f4d;background:#7c5cff;color:#fff;cursor:pointer}button+button{background:transparent}</style></head>
<body><main><h1>Something went wrong</h1><p>An unexpected error occurred. We've been notified and are working to fix it.</p>
<button type="button" onclick="location.reload()">Reload Page</button><button type="button" onclick="history.back()">Go Back</button></main></body></html>`

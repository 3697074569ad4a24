/**
 * The site's Express app: CMS-managed redirects, the cache-purge hook, `/functions/v1/*` forwarded to
 * the audit service, static assets and Vike's server-side rendering.
 *
 * `createWebApp(config, { root })` → Promise<express.Express>. In development it mounts Vite's dev
 * middleware; in production it serves `dist/client` (run `vike build` first).
 */
import express from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import path from 'node:path'
import sirv from 'sirv'
import { createDevMiddleware, renderPage } from 'vike/server'
import { configureCms, purgeCms } from './cms'
import type { WebConfig } from './config'
import { getRedirects, matchRedirect } from './content'

export async function createWebApp(config: WebConfig, opts: { root: string }) {
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

  if (config.production) {
    app.use(sirv(path.join(opts.root, 'dist/client'), { maxAge: 31536000, immutable: true, gzip: true, dev: false }))
  } else {
    const { devMiddleware } = await createDevMiddleware({ root: opts.root })
    app.use(devMiddleware)
  }

  app.get('/{*path}', async (req, res, next) => {
    try {
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
  return app
}

/**
 * The site's Express app, composed from the server modules: `createWebApp` reads top to bottom in
 * the order a request meets them.
 */
import compression from 'compression'
import express from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLogger, requestLogging, type Logger } from '@aivis/contract/log'
import { accountPaths, loggedPath } from './accountPaths.server'
import { createAccounts } from './auth.server'
import { reportRoutes } from './reports.server'
import { configureCms, onCmsPurge, purgeCms } from './cms.server'
import { configureAuditResults } from './auditResult.server'
import { loadConfig, type WebConfig } from './config.server'
import { getSettings } from './content.server'
import { functionsProxy, leadPoster } from './functionsProxy.server'
import { SiteLeadOutbox, startLeadForwarder } from './leadOutbox.server'
import { createHtmlCache } from './htmlCache.server'
import { mediaRoutes } from './media.server'
import { configureNewsletter, newsletterRoutes } from './newsletter.server'
import { purgeRoute } from './purge.server'
import { createPurgeBus } from './purgeBus.server'
import { cachedPages, fallbackErrorPage, pageAssets, renderPages } from './render.server'
import { securityHeaders } from './securityHeaders.server'
import { seoRoutes } from './seo.server'

/** Paths whose request lines are not logged: build assets, Vite's dev modules, health probes. */
const UNLOGGED =
  /^\/(@|__|assets\/|node_modules\/|(components|lib|pages|renderer|server)\/)|^\/(healthz|readyz|favicon\.ico)$/

/**
 * `createWebApp(config, { root, hmr?, logger? })` → Promise<{ app, close, logger }>; `close()`
 * stops the purge listener, the purge bus's Redis connections, the lead forwarder (after its post
 * in flight; kept leads wait in the outbox for the next start) and Vite's dev server (development
 * only). With `config.built` it needs `vike build` first.
 */
export async function createWebApp(
  config: WebConfig,
  opts: { root: string; hmr?: boolean; logger?: Logger },
): Promise<{ app: express.Express; close: () => Promise<void>; logger: Logger }> {
  const logger = opts.logger ?? createLogger('web')
  configureCms({ url: config.cms.url, ttlMs: config.cms.cacheTtlMs, logger })
  configureAuditResults({ url: config.auditService.url, logger })
  configureNewsletter({ url: config.auditService.url, logger })
  const htmlCache = config.htmlCache.maxBytes > 0 ? createHtmlCache(config.htmlCache) : null
  const stopListening = htmlCache ? onCmsPurge(() => htmlCache.clear()) : () => {}
  const app = express()
  app.disable('x-powered-by')
  // `req.ip`: the socket's address, or that many X-Forwarded-For entries from the right (decision 0024).
  app.set('trust proxy', config.trustedProxyHops)
  // First: a cached page is answered before Express sees the request (docs/decisions/0069).
  if (htmlCache) answerFirst(app, cachedPages(htmlCache, logger), logger)
  app.use(requestLogging(logger, { ignore: (p) => UNLOGGED.test(p), redact: loggedPath }))
  const { cms, production, built } = config
  app.use(securityHeaders({ cmsOrigin: cms.publicOrigin, production, dev: !built }))
  const accounts = createAccounts({
    cmsUrl: config.cms.url,
    siteKey: config.cms.siteKey,
    siteUrl: config.siteUrl,
    production,
    logger,
  })
  // Leads the audit service cannot take are kept here and forwarded later (docs/decisions/0096).
  const leadOutbox = new SiteLeadOutbox(config.leadOutboxFile)
  const forwarder = startLeadForwarder({
    outbox: leadOutbox,
    send: leadPoster(config.auditService),
    log: {
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
  })
  // The newsletter links' buttons, and the old links' way to their pages: before the proxy, so an
  // old link opens its page even while the audit service is down (docs/decisions/0130).
  app.use(newsletterRoutes())
  // Before anything that reads bodies, and before compression: progress events must stream.
  app.use(
    '/functions/v1',
    functionsProxy(config.auditService, {
      customerOf: async (req, res) => (await accounts.sessionUser(req, res))?.id ?? null,
      heldLeads: { outbox: leadOutbox, wake: forwarder.wake },
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
  // A purge reaches every instance of the site through Redis when REDIS_URL is set (decision 0066).
  const purgeBus = createPurgeBus({ redisUrl: config.redisUrl, purgeLocal: purgeCms, logger })
  app.use(purgeRoute(config, purgeBus.purge))
  app.use(mediaRoutes(config.cms.url))
  // Customer accounts: the browser talks to the site, the site to the CMS (docs/decisions/0074).
  app.use(accounts.routes)
  app.use(compression())
  const assets = await pageAssets({ built, root: opts.root, hmr: opts.hmr })
  app.use(assets.middleware)
  app.use(seoRoutes(config.siteUrl))
  // The account-type paths, the one guard of /app, and who a page with a session cookie is for
  // (docs/decisions/0076).
  app.use(accountPaths(accounts, logger))
  // A customer's audit report as a PDF (its /app path guarded above), and a shared one's.
  app.use(reportRoutes({ accounts, auditService: config.auditService, logger }))
  app.get('/{*path}', renderPages(config, htmlCache))
  app.use(fallbackErrorPage)
  const close = async () => {
    stopListening()
    await Promise.all([assets.close(), purgeBus.close(), forwarder.stop()])
    leadOutbox.close()
  }
  return { app, close, logger }
}

/** The part of Express's app that every server and mount calls with each request. */
interface Handled {
  handle: (req: IncomingMessage, res: ServerResponse, done?: (err?: unknown) => void) => void
}

/**
 * Makes `answer(req, res)` run before Express on every request the app gets, however it gets it
 * (`app.listen`, `http.createServer(app)`, a mount): when it returns true the request is answered
 * and Express never sees it. Express's own work per request (its request and response prototypes,
 * the final handler, the router's walk) costs more than a cache hit itself (docs/decisions/0069).
 * An error thrown by `answer` is logged and the request goes on to Express (or the connection is
 * destroyed when the answer had begun).
 */
function answerFirst(
  app: express.Express,
  answer: (req: IncomingMessage, res: ServerResponse) => boolean,
  logger: Logger,
): void {
  const handled = app as unknown as Handled
  const handle = handled.handle
  handled.handle = function (req, res, done) {
    try {
      if (answer(req, res)) return
    } catch (err) {
      logger.error({ err }, 'cached page answer failed')
      if (res.headersSent) return void res.destroy()
    }
    handle.call(this, req, res, done)
  }
}

/**
 * `createServer({ env?, root?, hmr?, logger? })` → Promise<{ app, close, logger, config }>: the
 * site's Express app with its configuration read from `env` (default `process.env`, validated by
 * server/config.server.ts) and `root` the web/ folder (default: the folder above this file). Used
 * by server/index.ts and tests.
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

/**
 * The functions API (spec §7) as an Express app, composed of its parts:
 * - health and readiness (http/health.ts; ready only while the lead outbox can be written);
 * - `POST /functions/v1/competitive-audit`, the synchronous audit, a held job
 *   (jobs/competitiveAudit.ts), and the jobs API `/functions/v1/audits` (jobs/routes.ts), both
 *   behind one admission (jobs/admission.ts: validation, cache, limits); a finished audit's stored
 *   result read back by the holder of its token, `GET /functions/v1/audits/{id}/result`
 *   (jobs/resultRoute.ts);
 * - `POST /functions/v1/extract-business-info` (extract/routes.ts);
 * - the lead functions (leads/routes/), and the re-check emails' stop link `GET|POST
 *   /functions/v1/recheck-stop` (rechecks/stopRoute.ts);
 * - both limited per client address and per email address or website (limits/leads.ts);
 * - with `cmsKey`, `POST /internal/v1/account-mails`, the CMS's customer-account mails
 *   (mail/accountMailRoute.ts), and `GET /internal/v1/budget`, the day's vendor calls for the
 *   staff dashboard (limits/budgetRoute.ts);
 * - with `proxySecret`, `POST /internal/v1/reports`, an audit's PDF report for the site
 *   (report/reportRoute.ts), made in a worker thread, cached and limited (`reports`,
 *   docs/decisions/0095): no request ever waits on a report being laid out;
 * - 405 for other methods on competitive-audit, 404 for unknown functions, and the error handler.
 *
 * Every failure is JSON `{ error, message }`; its status and headers come from the one table in
 * http/errors.ts. Headers of spec §7 call 4 (`Authorization: Bearer …`, `apikey`) are accepted and
 * ignored. One log line per request (its id passed on by the site, docs/decisions/0032).
 *
 * `createApp(deps)` → Express app. The audit jobs are built by jobs/index.ts `createJobs` (tests:
 * test/support/app.ts).
 */
import express from 'express'
import type { FetchOptions } from './extract/fetchPage'
import type { ModelExtractor } from './extract/model'
import { extractRoutes } from './extract/routes'
import { HttpError, errorHandler } from './http/errors'
import { healthRoutes } from './http/health'
import { auditAdmission } from './jobs/admission'
import { noCache, type AuditCache } from './jobs/cache'
import type { AuditResults } from './jobs/results'
import { competitiveAuditRoute } from './jobs/competitiveAudit'
import { auditJobRoutes } from './jobs/routes'
import { storedResultRoute } from './jobs/resultRoute'
import { accountMailRoute } from './mail/accountMailRoute'
import type { ReportRenderer } from './report/renderer'
import type { ReportLimits } from './report/reportLimits'
import { reportRoute } from './report/reportRoute'
import { recheckStopRoutes } from './rechecks/stopRoute'
import type { AuditJobs } from './jobs/types'
import { leadFunctions } from './leads/routes'
import type { LeadStore } from './leads/store'
import { noLimits, type AuditLimits } from './limits'
import { budgetRoute } from './limits/budgetRoute'
import type { LeadLimits } from './limits/leads'
import { createLogger, requestLogging, type Logger } from '@aivis/contract/log'

export interface AppDeps {
  /** The audit jobs (jobs/index.ts `createJobs`); their `samples` is in every audit's cache key. */
  jobs: AuditJobs
  /** The audit cache (jobs/cache.ts), read here; the jobs' runner writes it. Default: none. */
  cache?: AuditCache
  /** Ids of the assistants that answer and whether they are simulated (the cache key). */
  describe: () => { assistants: string[]; simulated: boolean }
  /** Extra readiness check for GET /readyz (server.ts: Redis answers PING); throws when not ready. */
  ready?: () => Promise<void>
  /**
   * The lead outbox, the relay's wake-up call and the unsubscribe-token secret (which also signs,
   * under its own purpose label, each result's `audit_token`: tokens.ts).
   */
  leads: { store: LeadStore; wake: () => void; unsubscribeSecret: string }
  /**
   * The finished audits by id (jobs/results.ts), which the jobs' runner writes: results emails are
   * built from them, and their holders read them back (jobs/resultRoute.ts). Default none: every
   * results email is refused and no result is read back.
   */
  results?: AuditResults
  /**
   * Structured log (pino, `@aivis/contract/log`): one line per request (with its id), per failed
   * vendor call (with the vendor's own text, server side only) and per unexpected error. Default:
   * stdout at LOG_LEVEL.
   */
  logger?: Logger
  /** Website extraction (extract/): the model fallback, when a vendor key is set; test-only fetch options. */
  extract?: { model?: ModelExtractor | null; fetchOptions?: FetchOptions }
  /** Limits on audits that run (limits/, decision 0023); default none. */
  limits?: AuditLimits
  /**
   * Limits on the lead functions and extraction per client address and per email address or
   * website (limits/leads.ts, decision 0056); default none (server.ts sets them).
   */
  leadLimits?: LeadLimits
  /**
   * FUNCTIONS_PROXY_SECRET: requests carrying it in `x-proxy-secret` come from the web proxy, whose
   * `x-client-ip` is then the client IP (decision 0024). Default none: the socket address always.
   */
  proxySecret?: string
  /**
   * Who makes PDF reports and their limits (report/renderer.ts, report/reportLimits.ts, decision
   * 0095). Default: the process's one renderer with the default settings, and no limits.
   */
  reports?: { renderer?: ReportRenderer; limits?: ReportLimits }
  /**
   * CMS_API_KEY: the CMS presents it to queue customer-account mails
   * (`POST /internal/v1/account-mails`, mail/accountMailRoute.ts). Default none: that route is
   * not served.
   */
  cmsKey?: string
}

/** The functions API (see module doc). */
export function createApp(deps: AppDeps) {
  // The one logger of every part below (vendor failures, cache or outbox trouble: warn), each
  // request's lines with its `reqId`.
  const logger = deps.logger ?? createLogger('audit-service')
  const cache = deps.cache ?? noCache
  const { jobs, leads } = deps
  const app = express()
  app.disable('x-powered-by')
  // No 'trust proxy': the client IP comes from limits/clientIp.ts only (decision 0024).

  // One line per request, with the request id the site passed on (X-Request-Id, well-formed only)
  // or a new one, echoed in the answer: a visitor's request can be followed from site to service
  // (and on to the CMS: leads are delivered with it). Health probes are not logged.
  app.use(requestLogging(logger, { ignore: (p) => p === '/healthz' || p === '/readyz' }))
  // Not ready while the lead outbox cannot be written (full disk, read-only file): leads would be
  // refused and the relay has stopped sending (leads/store.ts `assertWritable`).
  app.use(
    healthRoutes({
      store: leads.store,
      ready: async () => {
        leads.store.assertWritable()
        await deps.ready?.()
      },
    }),
  )

  const admit = auditAdmission({
    describe: deps.describe,
    samples: jobs.samples,
    cache,
    issue: (cached, ctx) => jobs.issue(cached, ctx),
    limits: deps.limits ?? noLimits,
    proxySecret: deps.proxySecret,
    logger,
  })
  app.use('/functions/v1', competitiveAuditRoute({ jobs, admit }))
  app.use(
    '/functions/v1',
    extractRoutes({
      cache,
      leads,
      model: deps.extract?.model,
      fetchOptions: deps.extract?.fetchOptions,
      limits: deps.leadLimits,
      proxySecret: deps.proxySecret,
      logger,
    }),
  )
  app.use('/functions/v1', auditJobRoutes({ jobs, admit, proxySecret: deps.proxySecret, logger }))
  if (deps.results)
    app.use(
      '/functions/v1',
      storedResultRoute({ store: deps.results, tokenSecret: leads.unsubscribeSecret }),
    )
  app.use(
    '/functions/v1',
    leadFunctions({
      store: leads.store,
      wake: leads.wake,
      unsubscribeSecret: leads.unsubscribeSecret,
      results: deps.results
        ? { store: deps.results, tokenSecret: leads.unsubscribeSecret }
        : undefined,
      limits: deps.leadLimits,
      proxySecret: deps.proxySecret,
      logger,
    }),
  )

  // The stop link of every re-check email (rechecks/stopRoute.ts, docs/decisions/0079).
  app.use(
    '/functions/v1',
    recheckStopRoutes({
      store: leads.store,
      wake: leads.wake,
      unsubscribeSecret: leads.unsubscribeSecret,
      logger,
      limits: deps.leadLimits,
      proxySecret: deps.proxySecret,
    }),
  )

  // The site's account pages ask for PDF reports with the proxy's secret (report/reportRoute.ts).
  if (deps.proxySecret)
    app.use('/internal/v1', reportRoute({ proxySecret: deps.proxySecret, ...deps.reports }))

  if (deps.cmsKey) {
    app.use(
      '/internal/v1',
      accountMailRoute({ store: leads.store, wake: leads.wake, cmsKey: deps.cmsKey }),
    )
    // The staff dashboard's daily budget figure (limits/budgetRoute.ts, docs/decisions/0087).
    app.use('/internal/v1', budgetRoute({ limits: deps.limits ?? noLimits, cmsKey: deps.cmsKey }))
  }

  app.all('/functions/v1/competitive-audit', (req, res, next) => {
    res.set('Allow', 'GET, HEAD, POST')
    next(
      new HttpError(
        405,
        'method_not_allowed',
        `Use GET (health check) or POST (run an audit), not ${req.method}.`,
      ),
    )
  })
  app.use('/functions/v1', (req, _res, next) =>
    next(
      new HttpError(
        404,
        'not_found',
        `Unknown function: ${req.method} ${req.originalUrl.split('?')[0]}`,
      ),
    ),
  )
  app.use(errorHandler())
  app.use((_req, res) => void res.status(404).json({ error: 'not_found', message: 'Not found' }))
  return app
}

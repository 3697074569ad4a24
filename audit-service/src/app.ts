/**
 * The functions API (spec §7): `GET|POST /functions/v1/competitive-audit` and the lead functions
 * (leads/functions.ts: send-contact-inquiry, newsletter-signup, send-audit-results,
 * newsletter-unsubscribe).
 *
 * `createApp(deps)` → Express app. `deps.assistants()` returns the assistants to ask for one audit
 * request (real ones, or simulated when no key is set); `deps.leads` is the lead outbox and its
 * relay: every audit result and lead is committed there and delivered to the CMS and by mail.
 * Every error is JSON `{ error, message }`: 400 bad input (malformed JSON, a body that cannot be
 * read (`invalid_body`), non-object body, wrong types, unknown business_type, a field breaking the
 * contract's rules (decision 0022); spec §5 message for missing fields), 413 body over 20 kB, 415 a
 * body that is not application/json, 429 `{ error: 'Rate limit exceeded', message }` with
 * `Retry-After` (seconds) over a limit (limits/, decision 0023; charged to the client IP of
 * limits/clientIp.ts, decision 0024), 404 unknown function, 405 other methods on
 * competitive-audit, 502 no assistant reachable, 503 no assistant allowed (production without
 * keys), 500 anything else (logged; no stack in the response). Headers of spec §7 call 4
 * (`Authorization: Bearer …`, `apikey`) are accepted and ignored.
 *
 * The result is answered first, then committed to the outbox for the CMS `audits` collection (a
 * failure to record it is logged, never shown to the visitor).
 */
import express, { type ErrorRequestHandler, type Request } from 'express'
import { type z } from 'zod'
import type { Assistant } from './engine/assistants'
import { AllAssistantsFailedError } from './engine/audit'
import { noCache, type AuditCache } from './jobs/cache'
import { MemoryJobs } from './jobs/memory'
import { auditKey } from './jobs/key'
import { auditJobRoutes, type Admission } from './jobs/routes'
import { createAuditRunner, failureStatus } from './jobs/runner'
import { QueueFullError, type AuditJobs } from './jobs/types'
import { jsonOnly } from './http/jsonOnly'
import type { FetchOptions } from './extract/fetchPage'
import type { ModelExtractor } from './extract/model'
import { extractRoutes } from './extract/routes'
import { leadFunctions } from './leads/routes'
import { clientIp } from './limits/clientIp'
import { RateLimitError, auditDomain, callsPerAudit, noLimits, type AuditLimits } from './limits'
import type { LeadStore } from './leads/store'
import {
  BUSINESS_TYPES,
  MISSING_FIELDS_MESSAGE,
  auditRequestSchema,
  resolveAuditAliases,
  type AuditRequest,
} from '@aivis/contract'
import { createLogger, requestLogging, type Logger } from '@aivis/contract/log'

export interface AppDeps {
  /**
   * Assistants for one request; null when none may answer (production without keys). Used by the
   * default in-process jobs; not needed when `jobs` is given.
   */
  assistants?: (req: AuditRequest) => Assistant[] | null
  /**
   * The audit jobs (jobs/): default in process (MemoryJobs, AUDIT_CONCURRENCY 4 at once, 100
   * waiting, kept an hour) running `assistants`; BullJobs on Redis from server.ts.
   */
  jobs?: AuditJobs
  /** The audit cache (jobs/cache.ts), read here; the jobs' runner writes it. Default: none. */
  cache?: AuditCache
  /** Ids of the assistants that answer and whether they are simulated (the cache key). */
  describe: () => { assistants: string[]; simulated: boolean }
  /** Extra readiness check for GET /readyz (server.ts: Redis answers PING); throws when not ready. */
  ready?: () => Promise<void>
  /** The lead outbox, the relay's wake-up call and the unsubscribe-token secret. */
  leads: { store: LeadStore; wake: () => void; unsubscribeSecret: string }
  /**
   * Structured log (pino, `@aivis/contract/log`): one line per request (with its id, see below), per
   * failed vendor call (with the vendor's own text, server side only) and per unexpected error.
   * Default: stdout at LOG_LEVEL.
   */
  logger?: Logger
  /** How many times each question is asked of each assistant (AUDIT_SAMPLES); default 1. */
  samples?: number
  /** Website extraction (extract/): the model fallback, when a vendor key is set; test-only fetch options. */
  extract?: { model?: ModelExtractor | null; fetchOptions?: FetchOptions }
  /** Limits on audits that run (limits/, decision 0023); default none. */
  limits?: AuditLimits
  /**
   * FUNCTIONS_PROXY_SECRET: requests carrying it in `x-proxy-secret` come from the web proxy, whose
   * `x-client-ip` is then the client IP (decision 0024). Default none: the socket address always.
   */
  proxySecret?: string
}

class HttpError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Maps a zod failure of the audit request to the clearest message. */
function requestError(error: z.ZodError, body: unknown): HttpError {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return new HttpError(400, 'invalid_request', 'The request body must be a JSON object.')
  }
  const fields = new Set(error.issues.map((i) => String(i.path[0])))
  const resolved = resolveAuditAliases(body) as Record<string, unknown>
  const missing = ['business_name', 'target_location', 'core_product_service'].some(
    (f) =>
      resolved[f] === undefined ||
      (typeof resolved[f] === 'string' && !(resolved[f] as string).trim()),
  )
  if (missing) return new HttpError(400, 'missing_fields', MISSING_FIELDS_MESSAGE)
  if (fields.has('business_type')) {
    return new HttpError(
      400,
      'invalid_business_type',
      `business_type must be one of: ${BUSINESS_TYPES.join(', ')}.`,
    )
  }
  const first = error.issues[0]
  return new HttpError(
    400,
    'invalid_request',
    `Invalid ${String(first.path[0] ?? 'request')}: ${first.message}`,
  )
}

export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? createLogger('audit-service')
  /** Plain-text warnings of the parts below (vendor failures, cache or outbox trouble). */
  const log = (msg: string) => logger.warn(msg)
  const app = express()
  app.locals.leads = deps.leads
  app.disable('x-powered-by')
  // No 'trust proxy': the client IP comes from limits/clientIp.ts only (decision 0024).

  // One line per request, with the request id the site passed on (X-Request-Id, well-formed only)
  // or a new one, echoed in the answer: a visitor's request can be followed from site to service
  // (and on to the CMS: leads are delivered with it). Health probes are not logged.
  app.use(requestLogging(logger, { ignore: (p) => p === '/healthz' || p === '/readyz' }))

  // Health check: up or not, nothing about the configuration (which vendors, simulated or not:
  // security review #16); the start-up log says that.
  app.get(['/functions/v1/competitive-audit', '/healthz'], (_req, res) => {
    res.json({ status: 'ok' })
  })
  // Ready when the lead outbox answers and, with Redis, Redis does (deps.ready): else 503.
  app.get('/readyz', async (_req, res) => {
    try {
      deps.leads.store.stats()
      await deps.ready?.()
      res.json({ status: 'ready' })
    } catch {
      res.status(503).json({ status: 'not_ready' })
    }
  })

  /**
   * Every audit request, synchronous or a job: validates it, refuses it when no assistant may
   * answer, answers it from the cache unless `force_run`, then (limits) hands it to the jobs.
   */
  const cache = deps.cache ?? noCache
  const limits = deps.limits ?? noLimits
  const jobs =
    deps.jobs ??
    new MemoryJobs(
      createAuditRunner({
        assistants: deps.assistants ?? (() => null),
        samples: deps.samples,
        cache,
        leads: deps.leads,
        log,
      }),
      { concurrency: 4, maxQueued: 100, keepMs: 3_600_000 },
    )
  app.locals.jobs = jobs

  const admit = async (req: Request): Promise<Admission> => {
    const parsed = auditRequestSchema.safeParse(req.body)
    if (!parsed.success) throw requestError(parsed.error, req.body)
    const engine = deps.describe()
    if (engine.assistants.length === 0) {
      throw new HttpError(
        503,
        'no_assistants',
        'No AI assistant is configured for audits. Set an assistant API key, or ALLOW_SIMULATED=true.',
      )
    }
    const key = auditKey(parsed.data, { ...engine, samples: deps.samples ?? 1 })
    if (!parsed.data.force_run) {
      const hit = await cache.get(key).catch((err: Error) => {
        log(`audit cache unavailable: ${err.message}`)
        return null
      })
      if (hit)
        return { cached: { ...hit, cached: true, audited_at: hit.audited_at ?? hit.created_at } }
    }
    // Only audits that will run are counted; cached answers (above) are not (decision 0023).
    await limits.consume({
      ip: clientIp(req, { proxySecret: deps.proxySecret, warn: log }),
      domain: auditDomain(parsed.data.website),
      calls: callsPerAudit({ assistants: engine.assistants.length, samples: deps.samples }),
    })
    return { request: parsed.data, key, join: !parsed.data.force_run }
  }

  const json = jsonOnly('20kb')

  app.post('/functions/v1/competitive-audit', ...json, async (req: Request, res, next) => {
    try {
      const admitted = await admit(req)
      if ('cached' in admitted) return void res.json(admitted.cached)
      const { id } = await jobs.submit(admitted.request, {
        key: admitted.key,
        join: admitted.join,
        hold: true,
        requestId: req.id ? String(req.id) : undefined,
      })
      // The visitor went away before the answer: nobody else holding it, the run is cancelled.
      res.on('close', () => {
        if (!res.writableFinished) void jobs.release(id)
      })
      const job = await jobs.wait(id)
      if (res.destroyed) return
      if (job.status === 'done' && job.result) return void res.json(job.result)
      const error = job.error ?? {
        error: 'internal',
        message: 'Unable to complete the audit. Please try again.',
      }
      res.status(failureStatus(error.error)).json(error)
    } catch (err) {
      next(err)
    }
  })

  app.use(
    '/functions/v1',
    extractRoutes({
      cache,
      leads: deps.leads,
      model: deps.extract?.model,
      fetchOptions: deps.extract?.fetchOptions,
      log,
    }),
  )

  app.post('/functions/v1/audits', ...json)
  app.use('/functions/v1', auditJobRoutes({ jobs, admit }))

  app.use(
    '/functions/v1',
    leadFunctions({
      store: deps.leads.store,
      wake: deps.leads.wake,
      unsubscribeSecret: deps.leads.unsubscribeSecret,
      log,
    }),
  )

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

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    if (err instanceof HttpError)
      return void res.status(err.status).json({ error: err.code, message: err.message })
    if (err?.type === 'entity.parse.failed')
      return void res
        .status(400)
        .json({ error: 'invalid_json', message: 'The request body is not valid JSON.' })
    if (err?.type === 'entity.too.large')
      return void res.status(413).json({
        error: 'payload_too_large',
        message: 'The request body is too large (limit 20 kB).',
      })
    if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported') {
      return void res
        .status(415)
        .json({ error: 'unsupported_encoding', message: 'Send the request body as UTF-8 JSON.' })
    }
    if (err instanceof RateLimitError) {
      res.set('Retry-After', String(err.retryAfterSec))
      return void res.status(429).json({ error: 'Rate limit exceeded', message: err.message })
    }
    if (err instanceof QueueFullError) {
      res.set('Retry-After', String(err.retryAfterSec))
      return void res.status(503).json({ error: 'busy', message: err.message })
    }
    // Any other client error of the body parser (a body that does not inflate, a bad length):
    // the caller's fault, not ours (security review finding 16).
    if (err?.expose === true && err.status >= 400 && err.status < 500)
      return void res
        .status(400)
        .json({ error: 'invalid_body', message: 'The request body could not be read.' })
    if (err instanceof AllAssistantsFailedError)
      return void res.status(502).json({ error: 'assistants_unavailable', message: err.message })
    req.log.error({ err }, 'unexpected error')
    res
      .status(500)
      .json({ error: 'internal', message: 'Unable to complete the audit. Please try again.' })
  }
  app.use(onError)
  app.use((_req, res) => void res.status(404).json({ error: 'not_found', message: 'Not found' }))
  return app
}

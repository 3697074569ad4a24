/**
 * The functions API (spec §7): `GET|POST /functions/v1/competitive-audit`.
 *
 * `createApp(deps)` → Express app. `deps.assistants()` returns the assistants to ask for one audit
 * request (real ones, or simulated when no key is set); `deps.leads` records results in the CMS.
 * Every error is JSON `{ error, message }`: 400 bad input (malformed JSON, non-object body, wrong
 * types, unknown business_type; spec §5 message for missing fields), 413 body over 20 kB, 404
 * unknown function, 405 other methods on competitive-audit, 502 no assistant reachable, 503 no assistant allowed (production without keys),
 * 500 anything else (logged; no stack in the response). Headers of spec §7 call 4 (`Authorization:
 * Bearer …`, `apikey`) are accepted and ignored.
 *
 * The result is answered first and recorded in the CMS (`audits`) in the background; await
 * `app.locals.leads.idle()` to see the delivery.
 */
import express, { type ErrorRequestHandler, type Request } from 'express'
import { z } from 'zod'
import type { Assistant } from './engine/assistants'
import { AllAssistantsFailedError, runAudit } from './engine/audit'
import { auditLead, type LeadWriter } from './leads/writer'
import { BUSINESS_TYPES, MISSING_FIELDS_MESSAGE, auditRequestSchema, resolveAuditAliases, type AuditRequest } from './schema'

export interface AppDeps {
  /** Assistants for one request; null when none may answer (production without keys). */
  assistants: (req: AuditRequest) => Assistant[] | null
  /** Ids of the configured assistants and whether they are simulated, for the health check. */
  describe: () => { assistants: string[]; simulated: boolean }
  /**
   * Records leads in the CMS in the background (`send` never rejects). A `LeadWriter` also offers
   * `idle()` (await background sends) and `flush()` (retry the outbox now); tests reach it as
   * `app.locals.leads`.
   */
  leads: Pick<LeadWriter, 'send'> & Partial<Pick<LeadWriter, 'idle' | 'flush'>>
  /** One line per request and unexpected errors; default console.log. */
  log?: (msg: string) => void
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
    (f) => resolved[f] === undefined || (typeof resolved[f] === 'string' && !(resolved[f] as string).trim()),
  )
  if (missing) return new HttpError(400, 'missing_fields', MISSING_FIELDS_MESSAGE)
  if (fields.has('business_type')) {
    return new HttpError(400, 'invalid_business_type', `business_type must be one of: ${BUSINESS_TYPES.join(', ')}.`)
  }
  const first = error.issues[0]
  return new HttpError(400, 'invalid_request', `Invalid ${String(first.path[0] ?? 'request')}: ${first.message}`)
}

export function createApp(deps: AppDeps) {
  const log = deps.log ?? console.log
  const app = express()
  app.locals.leads = deps.leads
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')

  app.use((req, res, next) => {
    const t0 = performance.now()
    res.on('finish', () => log(`${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${(performance.now() - t0).toFixed(0)}ms`))
    next()
  })

  app.get('/functions/v1/competitive-audit', (_req, res) => {
    res.json({ status: 'ok', ...deps.describe() })
  })

  app.post(
    '/functions/v1/competitive-audit',
    express.json({ limit: '20kb', strict: false, type: () => true }),
    async (req: Request, res, next) => {
      try {
        const parsed = auditRequestSchema.safeParse(req.body)
        if (!parsed.success) throw requestError(parsed.error, req.body)
        const assistants = deps.assistants(parsed.data)
        if (!assistants || assistants.length === 0) {
          throw new HttpError(503, 'no_assistants', 'No AI assistant is configured for audits. Set an assistant API key, or ALLOW_SIMULATED=true.')
        }
        const result = await runAudit(parsed.data, assistants)
        res.json(result)
        Promise.resolve(deps.leads.send('audits', auditLead(result))).catch((err) => log(`could not record the audit: ${(err as Error).message}`))
      } catch (err) {
        next(err)
      }
    },
  )

  app.all('/functions/v1/competitive-audit', (req, res, next) => {
    res.set('Allow', 'GET, HEAD, POST')
    next(new HttpError(405, 'method_not_allowed', `Use GET (health check) or POST (run an audit), not ${req.method}.`))
  })

  app.use('/functions/v1', (req, _res, next) => next(new HttpError(404, 'not_found', `Unknown function: ${req.method} ${req.originalUrl.split('?')[0]}`)))

  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    if (err instanceof HttpError) return void res.status(err.status).json({ error: err.code, message: err.message })
    if (err?.type === 'entity.parse.failed') return void res.status(400).json({ error: 'invalid_json', message: 'The request body is not valid JSON.' })
    if (err?.type === 'entity.too.large') return void res.status(413).json({ error: 'payload_too_large', message: 'The request body is too large (limit 20 kB).' })
    if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported') {
      return void res.status(415).json({ error: 'unsupported_encoding', message: 'Send the request body as UTF-8 JSON.' })
    }
    if (err instanceof AllAssistantsFailedError) return void res.status(502).json({ error: 'assistants_unavailable', message: err.message })
    log(`error: ${err?.stack ?? err}`)
    res.status(500).json({ error: 'internal', message: 'Unable to complete the audit. Please try again.' })
  }
  app.use(onError)
  app.use((_req, res) => void res.status(404).json({ error: 'not_found', message: 'Not found' }))
  return app
}

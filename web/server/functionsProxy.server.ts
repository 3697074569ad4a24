/**
 * `/functions/v1/*`, forwarded (path, method, body) to the audit service (AUDIT_SERVICE_URL).
 * Mounted before anything that reads bodies, and before compression: the functions' progress
 * events must stream. What reaches the audit service, and why it can trust the client IP it is
 * given: docs/decisions/0024-client-ip-only-from-the-web-proxy.md.
 *
 * - A path with a `..` or `%2e` segment → 400 `{error:'bad_request'}`.
 * - An audit started (`POST /competitive-audit`, `/audits`) with a session cookie carries the
 *   signed-in customer's id in `X-Customer-Id` (vouched for by `X-Proxy-Secret`, like the client
 *   IP): the audit is theirs (docs/decisions/0077). A visitor's own `X-Customer-Id` is dropped.
 * - Audit service unreachable → 502 `{error:'bad_gateway'}`, logged with the request's id.
 * - The visitor disconnects before the answer has been sent → the forwarded request is destroyed,
 *   so the audit service sees its request close too (a synchronous audit's held job is then
 *   cancelled and nothing is recorded): `abortWhenVisitorLeaves`, docs/decisions/0054.
 * - The audit service's answer breaks off after its headers were sent (the service restarted while
 *   a progress stream was open) → the visitor's answer ends at once: a progress stream
 *   (`text/event-stream`) ends cleanly, any other answer is cut, so a truncated body never looks
 *   complete (`endWhenUpstreamBreaks`, docs/decisions/0059).
 * - A `POST` that carries a well-formed `Idempotency-Key` (the lead functions: contact inquiry,
 *   newsletter signup, results email...; not the audits) is retried while the audit service is
 *   unreachable or answers 502/503, for up to `leadRetry.windowMs` (15 s), then answered 503
 *   `{ error: 'unavailable', message }` (`retriedPost`, docs/decisions/0060). A contact inquiry or
 *   newsletter signup still not taken then is kept in the site's own outbox and acknowledged as
 *   the audit service would (`holdLead`, `heldLeads`; docs/decisions/0096); `leadPoster` forwards
 *   it later.
 */
import express from 'express'
import type { z } from 'zod'
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { request as httpsRequest } from 'node:https'
import { createProxyMiddleware } from 'http-proxy-middleware'
import {
  LEAD_ANSWERS,
  contactInquirySchema,
  leadRejected,
  newsletterSignupSchema,
  type LeadAccepted,
} from '@aivis/contract'
import type { WebConfig } from './config.server'
import type { ForwardOutcome, HeldPost, SiteLeadOutbox } from './leadOutbox.server'

/** How lead posts are retried while the audit service is unreachable (docs/decisions/0060). */
export interface LeadRetrySettings {
  /** Milliseconds from the first attempt to the last one (the last wait is shortened to fit). */
  windowMs: number
  /** Wait before the second attempt, ms; doubled after each attempt up to `maxDelayMs`. */
  firstDelayMs: number
  maxDelayMs: number
  /** Milliseconds one attempt may wait for the audit service's answer. */
  attemptTimeoutMs: number
  /** Largest body buffered to be sent again (a results email's result: up to 1 MB); larger: 413. */
  maxBodyBytes: number
}

/** The defaults: about 15 s, the downtime of a restart of the audit service. */
export const LEAD_RETRY_DEFAULTS: LeadRetrySettings = {
  windowMs: 15_000,
  firstDelayMs: 250,
  maxDelayMs: 2_000,
  attemptTimeoutMs: 30_000,
  maxBodyBytes: 1024 * 1024,
}

/** Options of `functionsProxy` besides the audit service's address. */
export interface FunctionsProxyOptions {
  leadRetry?: Partial<LeadRetrySettings>
  /**
   * The signed-in customer's CMS id for a request with a session cookie (auth.server.ts
   * `sessionUser`), or null; may throw when the CMS cannot say. Without it, every audit is
   * anonymous.
   */
  customerOf?: (req: express.Request, res: express.Response) => Promise<string | null>
  /**
   * The site's lead outbox (leadOutbox.server.ts) and the wake-up call of its forwarder: a lead
   * post of `HELD_FUNCTIONS` not taken within the retry window is kept there and acknowledged
   * (docs/decisions/0096). Without it such a post is answered 503.
   */
  heldLeads?: HeldLeadSettings
}

/** Where lead posts are kept while the audit service is down, and how many (decision 0096). */
export interface HeldLeadSettings {
  outbox: SiteLeadOutbox
  /** Called after a post was kept, so the forwarder tries it at once. */
  wake: () => void
  /** Posts kept at most per client address while pending (default 5); more: 503. */
  maxPerClient?: number
  /** Posts kept at most while pending (default 10 000); more: 503. */
  maxPending?: number
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
  'x-customer-id',
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
 * The router to mount at `/functions/v1`: the path check, the retried lead posts, then the proxy
 * to `auditService.url` (answers time out after 120 s).
 */
export function functionsProxy(
  auditService: WebConfig['auditService'],
  options: FunctionsProxyOptions = {},
): express.Router {
  const router = express.Router()
  router.use((req, res, next) => {
    if (/\.\.|%2e/i.test(req.originalUrl.split('?')[0]))
      return void res.status(400).json({ error: 'bad_request', message: 'Invalid function path.' })
    next()
  })
  // A signed-in visitor's audit is run for their account (docs/decisions/0077).
  if (options.customerOf) {
    const customerOf = options.customerOf
    router.post(AUDIT_STARTS, async (req, res, next) => {
      if (!/(^|;\s*)session=/.test(req.headers.cookie ?? '')) return next()
      try {
        const id = await customerOf(req, res)
        if (id) (req as CustomerRequest).customerId = id
      } catch (err) {
        // The audit still runs, as an anonymous one; nothing the visitor did is refused.
        req.log.warn({ err }, 'accounts: could not look up the session; audit run anonymously')
      }
      next()
    })
  }
  router.use(
    retriedPost(
      auditService,
      { ...LEAD_RETRY_DEFAULTS, ...options.leadRetry },
      options.heldLeads ?? null,
    ),
  )
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
        proxyRes: (proxyRes, req, res) => endWhenUpstreamBreaks(proxyRes, req, res),
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
 * Ends the visitor's answer `res` as soon as the audit service's answer `proxyRes` closes before it
 * was complete (its socket was reset or closed: the service restarted or died). http-proxy pipes
 * `proxyRes` into `res`, and a pipe whose source closes without `end` leaves its destination open:
 * without this the visitor's progress stream stays open, silent, for as long as the visitor waits.
 * A progress stream (`text/event-stream`) is ended cleanly (its client reconnects or polls); any
 * other answer is destroyed, so its truncated body is seen as an error.
 */
export function endWhenUpstreamBreaks(
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
) {
  proxyRes.once('close', () => {
    if (proxyRes.complete || res.writableEnded || res.destroyed) return
    ;(req as express.Request).log?.warn(
      'audit service answer broke off: ending the visitor’s answer',
    )
    if (/^text\/event-stream/i.test(String(proxyRes.headers['content-type'] ?? ''))) res.end()
    else res.destroy()
  })
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
  const customer = (req as CustomerRequest).customerId
  if (customer) proxyReq.setHeader('x-customer-id', customer)
}

/** The function calls that start an audit: the ones run for a signed-in customer. */
const AUDIT_STARTS = ['/competitive-audit', '/audits']

/** A request whose visitor's account the proxy looked up. */
type CustomerRequest = IncomingMessage & { customerId?: string }

/** A well-formed idempotency key, as the audit service honours it (8–100 word characters or dashes). */
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/
/**
 * Functions never buffered and retried: audits run for a minute, stream their answer and are
 * cancelled when the visitor leaves (decision 0054); the proxy passes them on as they come.
 */
const NOT_RETRIED = /^\/(competitive-audit|audits)(\/|$)/
/** Answers of the audit service that mean "not now" (the site's own 502, a service not ready). */
const RETRIED_STATUS = new Set([502, 503])
/** The spec §8 failure wording per function, shown by the page's toast; else 'Please try again later.' */
const GIVE_UP_MESSAGES: Record<string, string> = {
  '/send-audit-results': 'Unable to send results. Please try again.',
  '/send-contact-inquiry': 'Please try again or email us directly.',
}
const GIVE_UP_DEFAULT = 'Please try again later.'
/**
 * The lead functions whose post the site may keep and acknowledge itself while the audit service
 * is down (docs/decisions/0096), by path: the body's schema (the audit service's own, from the
 * contract) and the answer the audit service gives every valid post. A results email is not among
 * them: whether it may be sent depends on its audit token, which only the audit service can check.
 */
const HELD_FUNCTIONS: Record<string, { schema: z.ZodType; answer: LeadAccepted }> = {
  '/send-contact-inquiry': {
    schema: contactInquirySchema,
    answer: { success: true, message: LEAD_ANSWERS.inquiry },
  },
  '/newsletter-signup': {
    schema: newsletterSignupSchema,
    answer: { success: true, message: LEAD_ANSWERS.subscribed },
  },
}
/** Hop-by-hop headers of an answer (RFC 9110 §7.6.1), not passed on. */
const HOP_BY_HOP_ANSWER = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-authenticate',
  'trailer',
  'upgrade',
])
/** Request headers the forwarder sets itself. */
const REWRITTEN_REQUEST = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'expect',
])

type Attempt = { answer: IncomingMessage } | { unreachable: Error }

/**
 * The middleware for retried posts (docs/decisions/0060): a `POST` with a well-formed
 * `Idempotency-Key`, other than the audits, has its body read (at most `maxBodyBytes`, else 413
 * `{ error: 'payload_too_large' }`) and forwarded like any call (`forwardHeaders`); while the audit
 * service cannot be reached (refused, reset, timed out before an answer) or answers 502/503, the
 * same body is sent again after `firstDelayMs`, doubling up to `maxDelayMs`, until an attempt
 * started `windowMs` after the first has failed too. The audit service stores a key's lead once and
 * answers a repeat as the first time, so a post that was stored before its answer was lost is
 * not stored twice. Then: the answer as it came; or, with `held` and a function of
 * `HELD_FUNCTIONS`, the post kept in the site's outbox and acknowledged (`holdLead`, decision
 * 0096); else 503 `{ error: 'unavailable', message }` with the spec's failure wording and
 * `Retry-After`. Other requests go on to the proxy (`next()`).
 */
function retriedPost(
  auditService: WebConfig['auditService'],
  settings: LeadRetrySettings,
  held: HeldLeadSettings | null,
): express.RequestHandler {
  const target = new URL(auditService.url)
  return (req, res, next) => {
    if (req.method !== 'POST' || NOT_RETRIED.test(req.path)) return next()
    const key = req.get('idempotency-key')
    if (!key || !IDEMPOTENCY_KEY.test(key)) return next()
    void (async () => {
      const body = await readBody(req, settings.maxBodyBytes)
      if (body === 'failed') return
      if (body === 'too_large') {
        return void res
          .status(413)
          .set('Connection', 'close')
          .json({ error: 'payload_too_large', message: 'The request body is too large.' })
      }
      const started = Date.now()
      let delay = settings.firstDelayMs
      for (let attempt = 1; ; attempt++) {
        if (res.destroyed) return
        const outcome = await forwardOnce(
          target,
          req,
          res,
          body,
          auditService.proxySecret,
          settings,
        )
        if ('answer' in outcome && !RETRIED_STATUS.has(outcome.answer.statusCode ?? 0))
          return passOn(outcome.answer, req, res)
        if (res.destroyed) return
        const why =
          'answer' in outcome
            ? `HTTP ${outcome.answer.statusCode}`
            : ((outcome.unreachable as NodeJS.ErrnoException).code ?? outcome.unreachable.message)
        if ('answer' in outcome) outcome.answer.resume()
        const left = settings.windowMs - (Date.now() - started)
        if (left <= 0) {
          if (held && HELD_FUNCTIONS[req.path]) return holdLead(held, req, res, body, why)
          req.log?.error({ attempts: attempt, why }, 'audit service unavailable: lead post refused')
          return void res
            .status(503)
            .set('Retry-After', '30')
            .json({ error: 'unavailable', message: GIVE_UP_MESSAGES[req.path] ?? GIVE_UP_DEFAULT })
        }
        req.log?.warn({ attempt, why }, 'audit service unavailable: lead post will be sent again')
        await new Promise((r) => setTimeout(r, Math.min(delay, left)))
        delay = Math.min(delay * 2, settings.maxDelayMs)
      }
    })().catch(next)
  }
}

/**
 * Keeps the lead post `body` of `req` (a path of `HELD_FUNCTIONS`) in the site's outbox and answers
 * as the audit service would (docs/decisions/0096): 400 `validation_failed` with the fields (the
 * contract's schema) or `invalid_json`, nothing kept; 200 with the function's answer once the post
 * is committed (a post whose key is already kept gets the same answer, nothing kept twice); 503
 * `unavailable` (spec wording, `Retry-After`) when the client address or the outbox has its
 * maximum of pending posts, or the outbox cannot be written.
 */
function holdLead(
  held: HeldLeadSettings,
  req: express.Request,
  res: express.Response,
  body: Buffer,
  why: string,
) {
  const fn = HELD_FUNCTIONS[req.path]
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch {
    return void res
      .status(400)
      .json({ error: 'invalid_json', message: 'The request body is not valid JSON.' })
  }
  const parsed = fn.schema.safeParse(json)
  if (!parsed.success) return void res.status(400).json(leadRejected(parsed.error))
  const clientIp = req.ip ?? req.socket.remoteAddress ?? null
  const unavailable = () =>
    res
      .status(503)
      .set('Retry-After', '30')
      .json({ error: 'unavailable', message: GIVE_UP_MESSAGES[req.path] ?? GIVE_UP_DEFAULT })
  try {
    const { outbox } = held
    if (
      outbox.pending(clientIp) >= (held.maxPerClient ?? 5) ||
      outbox.pending() >= (held.maxPending ?? 10_000)
    ) {
      req.log?.error({ why }, 'audit service unavailable: lead post refused (outbox full)')
      return void unavailable()
    }
    outbox.hold({
      path: req.path,
      key: req.get('idempotency-key')!,
      body: body.toString('utf8'),
      clientIp,
      requestId: requestIdOf(req) === '-' ? null : requestIdOf(req),
    })
  } catch (err) {
    req.log?.error({ err, why }, 'audit service unavailable and the site’s lead outbox failed')
    return void unavailable()
  }
  req.log?.warn({ why }, 'audit service unavailable: lead post kept by the site, sent later')
  held.wake()
  res.json(fn.answer)
}

/**
 * The `send` of the site's lead forwarder (leadOutbox.server.ts `startLeadForwarder`): posts one
 * kept lead to the audit service as the visitor's post was forwarded (its path, body,
 * Idempotency-Key, client IP and request id, and `X-Proxy-Secret`), and says how it ended: 2xx
 * `done`; unreachable, timed out (`attemptTimeoutMs`), 408 or 5xx `later`; any other 4xx `refused`
 * (an invalid lead, or one over the audit service's limits for its client address).
 */
export function leadPoster(
  auditService: WebConfig['auditService'],
  settings: Pick<LeadRetrySettings, 'attemptTimeoutMs'> = LEAD_RETRY_DEFAULTS,
): (post: HeldPost) => Promise<ForwardOutcome> {
  const target = new URL(auditService.url)
  return (post) =>
    new Promise((resolve) => {
      const body = Buffer.from(post.body, 'utf8')
      const out = (target.protocol === 'https:' ? httpsRequest : httpRequest)({
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || undefined,
        method: 'POST',
        path: `/functions/v1${post.path}`,
        headers: {
          host: target.host,
          'content-type': 'application/json',
          'content-length': String(body.length),
          'idempotency-key': post.key,
          'x-proxy-secret': auditService.proxySecret,
          ...(post.clientIp ? { 'x-client-ip': post.clientIp } : {}),
          ...(post.requestId ? { 'x-request-id': post.requestId } : {}),
        },
      })
      out.setTimeout(settings.attemptTimeoutMs, () =>
        out.destroy(new Error(`no answer within ${settings.attemptTimeoutMs} ms`)),
      )
      out.once('response', (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.once('error', (err) => resolve({ kind: 'later', error: err.message }))
        answer.once('end', () => {
          const status = answer.statusCode ?? 0
          const error = `HTTP ${status}: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`
          if (status >= 200 && status < 300) resolve({ kind: 'done' })
          else if (status >= 500 || status === 408) resolve({ kind: 'later', error })
          else resolve({ kind: 'refused', error })
        })
      })
      out.once('error', (err) =>
        resolve({ kind: 'later', error: (err as NodeJS.ErrnoException).code ?? err.message }),
      )
      out.end(body)
    })
}

/** The request's body, or 'too_large' past `max` bytes, or 'failed' when the visitor's connection broke. */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too_large' | 'failed'> {
  return new Promise((resolve) => {
    if (Number(req.headers['content-length']) > max) return resolve('too_large')
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= max) return void chunks.push(chunk)
      req.off('data', onData)
      resolve('too_large')
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', () => resolve('failed'))
    req.once('close', () => {
      if (!req.complete) resolve('failed')
    })
  })
}

/** One attempt: the audit service's answer (headers received), or why it could not be reached. */
function forwardOnce(
  target: URL,
  req: express.Request,
  res: ServerResponse,
  body: Buffer,
  secret: string,
  settings: LeadRetrySettings,
): Promise<Attempt> {
  return new Promise((resolve) => {
    const headers: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !REWRITTEN_REQUEST.has(name)) headers[name] = value
    headers.host = target.host
    headers['content-length'] = String(body.length)
    const out = (target.protocol === 'https:' ? httpsRequest : httpRequest)({
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || undefined,
      method: 'POST',
      path: `/functions/v1${req.url}`,
      headers,
    })
    forwardHeaders(out, req, secret)
    const leave = () => out.destroy()
    res.once('close', leave)
    out.setTimeout(settings.attemptTimeoutMs, () =>
      out.destroy(new Error(`no answer within ${settings.attemptTimeoutMs} ms`)),
    )
    out.once('response', (answer) => {
      res.off('close', leave)
      resolve({ answer })
    })
    out.once('error', (err) => {
      res.off('close', leave)
      resolve({ unreachable: err })
    })
    out.end(body)
  })
}

/** Passes the audit service's `answer` on to the visitor (status, end-to-end headers, body). */
function passOn(answer: IncomingMessage, req: IncomingMessage, res: ServerResponse) {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(answer.headers))
    if (value !== undefined && !HOP_BY_HOP_ANSWER.has(name)) headers[name] = value
  res.writeHead(answer.statusCode ?? 502, headers)
  endWhenUpstreamBreaks(answer, req, res)
  res.once('close', () => {
    if (!res.writableFinished) answer.destroy()
  })
  answer.pipe(res)
}
